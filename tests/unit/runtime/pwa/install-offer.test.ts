import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endInstallSuggestion, installSituation, maySuggestInstall } from '../../../../src/runtime/pwa/install-offer.ts';
import { VISITS_KEY } from '../../../../src/runtime/pwa/install-prompt.ts';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  iphoneFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  ipadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone') }));
}

beforeEach(() => {
  localStorage.clear();
  standalone(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('installSituation', () => {
  it.each([
    ['iPhone Safari', { userAgent: UA.iphoneSafari, platform: 'iPhone', maxTouchPoints: 5 }, 'ios-safari'],
    ['iPad Safari asking for the desktop site', { userAgent: UA.ipadDesktop, platform: 'MacIntel', maxTouchPoints: 5 }, 'ios-safari'],
    ['Chrome on iPhone', { userAgent: UA.iphoneChrome, platform: 'iPhone', maxTouchPoints: 5 }, 'other'],
    ['Firefox on iPhone', { userAgent: UA.iphoneFirefox, platform: 'iPhone', maxTouchPoints: 5 }, 'other'],
    ['Safari on a Mac', { userAgent: UA.ipadDesktop, platform: 'MacIntel', maxTouchPoints: 0 }, 'other'],
    ['Chrome on Android', { userAgent: UA.android, platform: 'Linux armv8l', maxTouchPoints: 5 }, 'other'],
  ])('%s → %s', (_, nav, expected) => {
    expect(installSituation(nav)).toBe(expected);
  });

  it('is installed when the display is standalone, whatever the browser', () => {
    standalone(true);
    expect(installSituation({ userAgent: UA.iphoneSafari, platform: 'iPhone', maxTouchPoints: 5 })).toBe('installed');
  });
});

describe('maySuggestInstall', () => {
  it('waits for the second visit and ends once answered', () => {
    expect(maySuggestInstall()).toBe(false);
    localStorage.setItem(VISITS_KEY, '1');
    expect(maySuggestInstall()).toBe(false);
    localStorage.setItem(VISITS_KEY, '2');
    expect(maySuggestInstall()).toBe(true);
    endInstallSuggestion();
    expect(maySuggestInstall()).toBe(false);
    localStorage.setItem(VISITS_KEY, '9');
    expect(maySuggestInstall()).toBe(false);
  });

  it('takes a bad count as no visit', () => {
    localStorage.setItem(VISITS_KEY, 'lots');
    expect(maySuggestInstall()).toBe(false);
  });
});
