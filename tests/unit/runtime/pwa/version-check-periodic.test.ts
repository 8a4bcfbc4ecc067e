import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfflineWarmUp, WARM_UP_DELAY_MS } from '../../../../src/runtime/pwa/offline-warm-up.ts';
import { VERSION_CHECK_INTERVAL_MS } from '../../../../src/runtime/pwa/warm-ups.ts';
import { WARM_UP } from '../../../../src/shared/sw-messages.ts';

function showAs(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
}

function setVisibility(state: DocumentVisibilityState) {
  showAs(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(navigator, 'onLine');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the periodic version check', () => {
  it('asks the worker every 30 s while the page is visible and online, never while hidden or offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // No idle callbacks here: the warm-up starts as soon as its delay after `load` is over.
    vi.stubGlobal('requestIdleCallback', undefined);
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: { postMessage }, addEventListener: vi.fn() }, configurable: true });
    setOnline(true);
    showAs('visible');
    const warmUps = () => postMessage.mock.calls.filter(([message]) => (message as { type: string }).type === WARM_UP).length;

    startOfflineWarmUp();
    await vi.advanceTimersByTimeAsync(WARM_UP_DELAY_MS);
    expect(warmUps()).toBe(1);

    expect(VERSION_CHECK_INTERVAL_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(warmUps()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warmUps()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warmUps()).toBe(4);

    // Hidden: nothing, however long.
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(warmUps()).toBe(4);

    // Shown again: a check at once, then every 30 s from then on.
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(warmUps()).toBe(5);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warmUps()).toBe(6);

    // Offline: no request the worker could not answer.
    setOnline(false);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(warmUps()).toBe(6);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(warmUps()).toBe(7);
  });
});
