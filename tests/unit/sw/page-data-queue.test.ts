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
