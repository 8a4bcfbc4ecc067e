// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostWarmUpProgress, PROGRESS_INTERVAL_MS } from '../../../sw/post-warm-up-progress.ts';
import { WARM_UP_PROGRESS, type WarmUpProgress } from '../../../src/shared/sw-messages.ts';

const progress = (cached: number): WarmUpProgress => ({ type: WARM_UP_PROGRESS, version: 'A', cached, total: 10 });

/** A poster over two open windows, each recording the `cached` counts it was sent. */
function startPosting() {
  const windows = [{ postMessage: vi.fn<(message: WarmUpProgress) => void>() }, { postMessage: vi.fn<(message: WarmUpProgress) => void>() }];
  const worker = { clients: { matchAll: vi.fn(async () => windows) } } as unknown as ServiceWorkerGlobalScope;
  const counts = (index = 0) => windows[index]?.postMessage.mock.calls.map(([message]) => message.cached);
  return { post: createPostWarmUpProgress(worker), counts };
}

/** Lets the posts already due reach the windows. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPostWarmUpProgress', () => {
  it('posts the first progress to every window at once', async () => {
    const { post, counts } = startPosting();
    post(progress(2));
    await flush();
    expect(counts(0)).toEqual([2]);
    expect(counts(1)).toEqual([2]);
  });

  it(`while pages arrive, posts at most every ${PROGRESS_INTERVAL_MS} ms, the latest count last`, async () => {
    const { post, counts } = startPosting();
    post(progress(1));
    await flush();
    for (const cached of [2, 3, 4]) post(progress(cached));
    await flush();
    expect(counts()).toEqual([1]);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(counts()).toEqual([1, 4]);
  });

  it('posts one marked as now at once, whatever the throttle', async () => {
    const { post, counts } = startPosting();
    post(progress(9));
    post(progress(10), true);
    await flush();
    expect(counts()).toEqual([9, 10]);
    // The throttled one it replaced is not posted afterwards.
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(counts()).toEqual([9, 10]);
  });

  it('leaves no timer behind once nothing arrives', async () => {
    const { post } = startPosting();
    post(progress(1));
    post(progress(2));
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    post(progress(3), true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
