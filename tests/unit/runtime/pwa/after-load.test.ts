import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, afterLoadWhenIdle } from '../../../../src/runtime/pwa/after-load.ts';

/** A page still loading until `finishLoading()`: `readyState` is not yet `complete`. */
function loadingPage() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Reflect.deleteProperty(document, 'readyState');
    window.dispatchEvent(new Event('load'));
  };
}

/** A browser with `requestIdleCallback` whose idle moments come only through `idle()`. */
function idleCallbacks() {
  const pending: { run: () => void; options: IdleRequestOptions | undefined }[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => pending.push({ run, options }));
  return {
    pending,
    idle: () => pending.splice(0).forEach(({ run }) => run()),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('runs at once when the page has already loaded', () => {
    const run = vi.fn();
    afterLoad(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is loading, and runs once', () => {
    const finishLoading = loadingPage();
    const run = vi.fn();
    afterLoad(run);
    expect(run).not.toHaveBeenCalled();
    finishLoading();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterLoadWhenIdle', () => {
  it('waits for load, then the delay, then an idle moment, asking for it within the timeout', () => {
    const finishLoading = loadingPage();
    const { pending, idle } = idleCallbacks();
    const run = vi.fn();
    afterLoadWhenIdle(run, { delayMs: 1000, timeoutMs: 2000 });

    vi.advanceTimersByTime(5000);
    expect(pending).toHaveLength(0);
    finishLoading();
    vi.advanceTimersByTime(999);
    expect(pending).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(pending.map(({ options }) => options)).toEqual([{ timeout: 2000 }]);
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts the delay at once when the page has already loaded', () => {
    const { pending } = idleCallbacks();
    afterLoadWhenIdle(vi.fn(), { delayMs: 2000, timeoutMs: 3000 });
    vi.advanceTimersByTime(2000);
    expect(pending.map(({ options }) => options)).toEqual([{ timeout: 3000 }]);
  });

  it('without options, looks for an idle moment right after load, with no time limit', () => {
    const { pending } = idleCallbacks();
    afterLoadWhenIdle(vi.fn());
    vi.advanceTimersByTime(0);
    expect(pending.map(({ options }) => options)).toEqual([{}]);
  });

  it('runs after the delay where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    afterLoadWhenIdle(run, { delayMs: 1000, timeoutMs: 2000 });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
