import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, importWithReload, listenForChunkErrors, reloadOnceForMissingChunk } from '../../../../src/runtime/pwa/reload-on-chunk-error.ts';

const DEPLOYED_AT = new Date('2026-02-01T09:00:00Z');

/** Settles to 'pending' when the promise has not settled after a short while. */
function settledState(promise: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  return Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

beforeEach(() => {
  sessionStorage.clear();
  // Only Date is faked: the guard window is measured with Date.now().
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DEPLOYED_AT);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reloadOnceForMissingChunk', () => {
  it('reloads the first time a chunk is missing', () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again right after the reload, so a really missing chunk cannot loop', () => {
    const reload = vi.fn();
    reloadOnceForMissingChunk(sessionStorage, reload);
    vi.advanceTimersByTime(1000);
    expect(reloadOnceForMissingChunk(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the guard in the storage it is given, so it survives the reload', () => {
    reloadOnceForMissingChunk(sessionStorage, vi.fn());
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();

    const reloadAfterReload = vi.fn();
    expect(reloadOnceForMissingChunk(sessionStorage, reloadAfterReload)).toBe(false);
    expect(reloadAfterReload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, once the guard window has passed', () => {
    const reload = vi.fn();
    reloadOnceForMissingChunk(sessionStorage, reload);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(reloadOnceForMissingChunk(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for a chunk that failed just after the network dropped, even once back online', () => {
    const reload = vi.fn();
    vi.advanceTimersByTime(60 * 60 * 1000);
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1000);
    expect(reloadOnceForMissingChunk(sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Later, a missing chunk is a deploy again.
    vi.advanceTimersByTime(10_000);
    expect(reloadOnceForMissingChunk(sessionStorage, reload)).toBe(true);
  });

  it('uses sessionStorage by default', () => {
    expect(reloadOnceForMissingChunk(undefined, vi.fn())).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });
});

describe('importWithReload', () => {
  it('resolves with the module when the chunk loads', async () => {
    const screen = { default: 'screen' };
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await expect(importWithReload(() => Promise.resolve(screen))()).resolves.toBe(screen);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once and keeps the import pending instead of failing', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const load = importWithReload(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await settledState(load())).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('rethrows the import error when the guard blocks a second reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = importWithReload(() => Promise.reject(error));
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());

    await expect(load()).rejects.toBe(error);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('listenForChunkErrors', () => {
  it("reloads once on Vite's preload error and lets the next one surface", () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    listenForChunkErrors();

    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);
  });
});
