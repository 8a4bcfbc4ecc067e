import { createPrefetchQueue, type PrefetchQueue } from '../src/shared/prefetch-queue.ts';
import { deferred } from './deferred.ts';

/** The shared prefetch queue, and a way to learn when it pauses. */
export interface PageDataQueue extends PrefetchQueue {
  /** Resolves the next time the queue pauses: offline, or a warm-up of a newer version taking over. */
  readonly nextPause: () => Promise<void>;
}

/**
 * The one queue for everything the worker fetches, warm-up and client prefetches alike, so the
 * 5-in-flight bound holds across both. A warm-up waits on `nextPause` to let the worker go as
 * soon as nothing more will start.
 */
export function createPageDataQueue(run: (url: string) => Promise<unknown>): PageDataQueue {
  const queue = createPrefetchQueue({ run });
  let nextPause = deferred();
  return {
    ...queue,
    pause() {
      queue.pause();
      nextPause.resolve();
      nextPause = deferred();
    },
    nextPause: () => nextPause.promise,
  };
}
