import { PREFETCH_CONCURRENCY } from './constants.ts';

export interface PrefetchQueueOptions {
  /** Fetches one key (a URL); the queue only cares when it settles. */
  readonly run: (key: string) => Promise<unknown>;
  /** Requests in flight at most, outside `startNow` (§13: 5). */
  readonly concurrency?: number;
}

export interface PrefetchQueue {
  /** Queues a key at the back (or the front); a key already queued or in flight is merged. */
  readonly enqueue: (key: string, options?: { readonly front?: boolean }) => Promise<void>;
  /** Starts a key at once, even above the limit: a click must not wait behind prefetches (§4.6). */
  readonly startNow: (key: string) => Promise<void>;
  /** Stops starting new requests (offline); in-flight ones finish. */
  readonly pause: () => void;
  readonly resume: () => void;
  /** Drops every waiting key; their promises settle as skipped. */
  readonly clear: () => void;
  readonly stats: () => { readonly inFlight: number; readonly waiting: number; readonly paused: boolean };
}

interface Entry {
  readonly key: string;
  readonly promise: Promise<void>;
  readonly settle: () => void;
}

/**
 * The one prefetch queue of the app and the service worker: a pure module over a `run`
 * function. Whenever a request settles, waiting keys start until `concurrency` are in flight,
 * so there are exactly that many in flight while at least that many wait.
 */
export function createPrefetchQueue({ run, concurrency = PREFETCH_CONCURRENCY }: PrefetchQueueOptions): PrefetchQueue {
  const waiting: Entry[] = [];
  const inFlight = new Map<string, Promise<void>>();
  let paused = false;

  const start = (entry: Entry): void => {
    const promise = Promise.resolve()
      .then(() => run(entry.key))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        inFlight.delete(entry.key);
        entry.settle();
        drain();
      });
    inFlight.set(entry.key, promise);
  };

  const drain = (): void => {
    while (!paused && inFlight.size < concurrency && waiting.length > 0) start(waiting.shift() as Entry);
  };

  const entryFor = (key: string): Entry => {
    let settle = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { key, promise, settle };
  };

  return {
    enqueue(key, options = {}) {
      const running = inFlight.get(key);
      if (running) return running;
      const index = waiting.findIndex((entry) => entry.key === key);
      const entry = index >= 0 ? (waiting.splice(index, 1)[0] as Entry) : entryFor(key);
      if (options.front) waiting.unshift(entry);
      else waiting.splice(index >= 0 ? index : waiting.length, 0, entry);
      drain();
      return entry.promise;
    },
    startNow(key) {
      const running = inFlight.get(key);
      if (running) return running;
      const index = waiting.findIndex((entry) => entry.key === key);
      const entry = index >= 0 ? (waiting.splice(index, 1)[0] as Entry) : entryFor(key);
      start(entry);
      return entry.promise;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      drain();
    },
    clear() {
      for (const entry of waiting.splice(0)) entry.settle();
    },
    stats: () => ({ inFlight: inFlight.size, waiting: waiting.length, paused }),
  };
}
