import { afterEach, describe, expect, it } from 'vitest';
import { saveDataOrSlowConnection, saveDataRequested } from '../../../../src/runtime/pwa/save-data.ts';

/** The Network Information API as Chromium exposes it; other browsers have none. */
function connect(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('saveDataRequested', () => {
  it('is true only when the user turned Save-Data on', () => {
    connect({ saveData: true, effectiveType: '4g' });
    expect(saveDataRequested()).toBe(true);
    connect({ saveData: false, effectiveType: '2g' });
    expect(saveDataRequested()).toBe(false);
  });

  it('is false in a browser without the Network Information API', () => {
    connect(undefined);
    expect(saveDataRequested()).toBe(false);
  });
});

describe('saveDataOrSlowConnection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ effectiveType: '4g' }, false],
    [{}, false],
    [undefined, false],
  ])('with %o is %s', (connection, expected) => {
    connect(connection);
    expect(saveDataOrSlowConnection()).toBe(expected);
  });
});
