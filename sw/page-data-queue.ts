import { PREFETCH_CONCURRENCY } from '../src/shared/constants.ts';
import { createPrefetchQueue, type PrefetchQueue } from '../src/shared/prefetch-queue.ts';
import { deferred } from './deferred.ts';

/** The shared prefetch queue, fed by the warm-up, and a way to learn when it pauses. */
export interface PageDataQueue extends PrefetchQueue {
  /** Resolves the next time the queue pauses: offline, or a warm-up of a newer version taking over. */
  readonly nextPause: () => Promise<void>;
  /** Whether a page is waiting or in flight. */
  readonly isQueued: (url: string) => boolean;
  /** Takes pages from the feed until 5 are in flight or waiting (or the feed has none to give). */
  readonly fill: () => void;
}

/** Where the warm-up's pages come from: the next one to start, or undefined when none may start now. */
export type PageDataFeed = (isQueued: (url: string) => boolean) => string | undefined;

/**
 * The one queue for everything the worker fetches, warm-up and client prefetches alike, so the
 * 5-in-flight bound holds across both. The warm-up's pages are not queued ahead: each time a
 * slot frees and no client prefetch waits for it, the next page is taken from the feed, so the
 * warm-up's order can change until the moment a page starts. A warm-up waits on `nextPause` to
 * let the worker go as soon as nothing more will start.
 */
export function createPageDataQueue(run: (url: string) => Promise<unknown>, feed: PageDataFeed = () => undefined): PageDataQueue {
  const queue = createPrefetchQueue({ run, concurrency: PREFETCH_CONCURRENCY });
  const queued = new Set<string>();
  let nextPause = deferred();

  /** Notes a page as queued until it settles; then the freed slot goes to the feed. */
  const follow = (url: string, settled: Promise<void>): Promise<void> => {
    queued.add(url);
    void settled.then(() => {
      queued.delete(url);
      fill();
    });
    return settled;
  };

  const fill = (): void => {
    for (;;) {
      const { inFlight, waiting, paused } = queue.stats();
      if (paused || inFlight + waiting >= PREFETCH_CONCURRENCY) return;
      const url = feed((key) => queued.has(key));
      if (url === undefined) return;
      void follow(url, queue.enqueue(url));
    }
  };

  return {
    ...queue,
    enqueue: (url, options) => follow(url, queue.enqueue(url, options)),
    startNow: (url) => follow(url, queue.startNow(url)),
    pause() {
      queue.pause();
      nextPause.resolve();
      nextPause = deferred();
    },
    resume() {
      queue.resume();
      fill();
    },
    nextPause: () => nextPause.promise,
    isQueued: (url) => queued.has(url),
    fill,
  };
}
