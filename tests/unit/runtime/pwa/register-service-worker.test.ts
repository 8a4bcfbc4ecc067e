import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox that records what the runtime asks of it. */
const workbox = vi.hoisted(() => ({
  instances: [] as Array<{ url: string; options: unknown; listeners: Map<string, () => void>; update: ReturnType<typeof vi.fn>; skipWaiting: ReturnType<typeof vi.fn> }>,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, () => void>();
    update = vi.fn(() => Promise.resolve());
    skipWaiting = vi.fn();
    constructor(
      public url: string,
      public options: unknown,
    ) {
      workbox.instances.push({ url, options, listeners: this.listeners, update: this.update, skipWaiting: this.skipWaiting });
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    register() {
      return Promise.resolve({ update: () => Promise.resolve() });
    }
    messageSkipWaiting() {
      this.skipWaiting();
    }
  },
}));

const { registerServiceWorker } = await import('../../../../src/runtime/pwa/register-service-worker.ts');
const { SW_HAND_OVER_FALLBACK_MS } = await import('../../../../src/shared/constants.ts');
const { HAND_OVER } = await import('../../../../src/shared/sw-messages.ts');

async function registered(onNeedRefresh = vi.fn()) {
  registerServiceWorker({ onNeedRefresh, updateCheckIntervalMs: 60_000 });
  await vi.waitFor(() => expect(workbox.instances).toHaveLength(1));
  return { instance: workbox.instances[0]!, onNeedRefresh };
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    workbox.instances.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-12T10:00:00Z'));
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers /sw.js for the whole origin with updateViaCache "none"', async () => {
    const { instance } = await registered();
    expect(instance.url).toBe('/sw.js');
    expect(instance.options).toEqual({ scope: '/', updateViaCache: 'none' });
  });

  it('checks for an update on focus, visibility and pageshow, at most once per interval', async () => {
    const { instance } = await registered();
    window.dispatchEvent(new Event('focus'));
    expect(instance.update).not.toHaveBeenCalled();

    vi.setSystemTime(new Date('2026-06-12T10:01:01Z'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pageshow'));
    expect(instance.update).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date('2026-06-12T10:02:02Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(instance.update).toHaveBeenCalledTimes(2);
  });

  it('offers a waiting version and has it skip waiting only when the user activates it', async () => {
    const { instance, onNeedRefresh } = await registered();
    instance.listeners.get('waiting')?.();
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    expect(instance.skipWaiting).not.toHaveBeenCalled();

    const activate = onNeedRefresh.mock.calls[0]?.[0] as () => void;
    activate();
    // No worker controls this page: the waiting version is asked directly.
    expect(instance.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('asks the worker in control to hand over, and the waiting version itself should it not have after 3 s', async () => {
    vi.useFakeTimers();
    const controller = { postMessage: vi.fn() };
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
    const { instance, onNeedRefresh } = await registered();
    instance.listeners.get('waiting')?.();
    const activate = onNeedRefresh.mock.calls[0]?.[0] as () => void;
    activate();
    expect(controller.postMessage).toHaveBeenCalledExactlyOnceWith({ type: HAND_OVER });
    expect(instance.skipWaiting).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SW_HAND_OVER_FALLBACK_MS - 1);
    expect(instance.skipWaiting).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(instance.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
