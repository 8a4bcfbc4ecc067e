import { describe, expect, it, vi } from 'vitest';
import { createPageDataQueue } from '../../../sw/page-data-queue.ts';
import { PREFETCH_CONCURRENCY } from '../../../src/shared/constants.ts';

/** A queue whose requests never settle on their own. */
function startQueue() {
  const run = vi.fn((_url: string) => new Promise<void>(() => undefined));
  return { queue: createPageDataQueue(run), run };
}

/** Whether a promise has settled by now. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise<void>((resolve) => setImmediate(resolve));
  return settled;
}

describe('createPageDataQueue', () => {
  it('resolves nextPause when the queue pauses, and not before', async () => {
    const { queue } = startQueue();
    const paused = queue.nextPause();
    void queue.enqueue('/data/index.json');
    queue.resume();
    expect(await hasSettled(paused)).toBe(false);
    queue.pause();
    expect(await hasSettled(paused)).toBe(true);
    expect(queue.stats().paused).toBe(true);
  });

  it('waits for the next pause after each one', async () => {
    const { queue } = startQueue();
    queue.pause();
    const next = queue.nextPause();
    queue.resume();
    expect(await hasSettled(next)).toBe(false);
    queue.pause();
    expect(await hasSettled(next)).toBe(true);
  });

  it('is the shared prefetch queue: 5 in flight at most, and none started while paused', async () => {
    const { queue, run } = startQueue();
    for (let index = 0; index < 8; index += 1) void queue.enqueue(`/data/events/${index}.json`);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(run).toHaveBeenCalledTimes(PREFETCH_CONCURRENCY);
    expect(queue.stats()).toEqual({ inFlight: PREFETCH_CONCURRENCY, waiting: 3, paused: false });
  });
});

describe('createPageDataQueue: the warm-up’s feed', () => {
  /** A queue fed from `pages` in order, whose requests the test settles. */
  function startFedQueue(pages: readonly string[]) {
    const settles = new Map<string, () => void>();
    const run = vi.fn((url: string) => new Promise<void>((resolve) => settles.set(url, resolve)));
    const left = [...pages];
    const queue = createPageDataQueue(run, (isQueued) => {
      let url = left.shift();
      while (url !== undefined && isQueued(url)) url = left.shift();
      return url;
    });
    const started = () => run.mock.calls.map(([url]) => url);
    return { queue, started, answer: (url: string) => settles.get(url)?.() };
  }
  /** Requests start a tick after they are taken. */
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const pages = Array.from({ length: 8 }, (_, index) => `/data/events/${index}.json`);

  it('takes pages from the feed until 5 are in flight, and one more each time a slot frees', async () => {
    const { queue, started, answer } = startFedQueue(pages);
    queue.fill();
    await tick();
    expect(started()).toEqual(pages.slice(0, PREFETCH_CONCURRENCY));
    answer(pages[2] ?? '');
    await tick();
    expect(started()).toEqual(pages.slice(0, PREFETCH_CONCURRENCY + 1));
    expect(queue.stats().inFlight).toBe(PREFETCH_CONCURRENCY);
  });

  it('gives a freed slot to a waiting client prefetch before the feed', async () => {
    const { queue, started, answer } = startFedQueue(pages);
    queue.fill();
    void queue.enqueue('/data/speakers.json', { front: true });
    await tick();
    answer(pages[0] ?? '');
    await tick();
    expect(started().at(-1)).toBe('/data/speakers.json');
    expect(queue.stats()).toMatchObject({ inFlight: PREFETCH_CONCURRENCY, waiting: 0 });
  });

  it('takes nothing from the feed while paused, and fills up on resume', async () => {
    const { queue, started } = startFedQueue(pages);
    queue.pause();
    queue.fill();
    await tick();
    expect(started()).toEqual([]);
    queue.resume();
    await tick();
    expect(started()).toEqual(pages.slice(0, PREFETCH_CONCURRENCY));
    expect(queue.isQueued(pages[0] ?? '')).toBe(true);
    expect(queue.isQueued(pages.at(-1) ?? '')).toBe(false);
  });
});
