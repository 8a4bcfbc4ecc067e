import { HAND_OVER, ONLINE, PREFETCH, REVALIDATE, REVALIDATED, SKIP_WAITING, WARM_UP, isClientToWorkerMessage, type Revalidated } from '../src/shared/sw-messages.ts';
import type { RevalidatePageData } from './revalidate-page-data.ts';
import type { WarmUp } from './warm-page-data.ts';
import { deferred } from './deferred.ts';

/**
 * How long one message keeps the worker busy at most. Chromium activates a new version only once
 * the active worker has no event still running, so a warm-up held in `waitUntil` for its whole
 * length would keep the user's Reload waiting. The warm-up goes on past it (and resumes on the
 * next wake if the worker is stopped).
 */
export const MESSAGE_WORK_KEPT_ALIVE_MS = 10_000;

/**
 * How long the old worker stays busy once it has handed over. Chromium activates the waiting
 * version when the old worker's last event ends, by stopping that worker first; a request of the
 * page arriving in those few milliseconds starts it again, and the activation is lost (it waits
 * until the worker next stops on its own: never, while DevTools is attached). The click
 * on Reload brings such requests — it is often the first interaction, which loads the error SDK
 * — so the old worker lets them pass before it ends its last event.
 */
export const HAND_OVER_HOLD_MS = 1_000;

/** Tells the waiting version to skip waiting, then stays busy for HAND_OVER_HOLD_MS. */
function handOver(worker: ServiceWorkerGlobalScope): Promise<void> {
  worker.registration?.waiting?.postMessage({ type: SKIP_WAITING });
  return new Promise((resolve) => setTimeout(resolve, HAND_OVER_HOLD_MS));
}

export interface ListenForMessagesOptions {
  readonly warmUp?: WarmUp;
  readonly revalidate?: RevalidatePageData;
}

/**
 * Handles messages from the pages: `HAND_OVER` (the user chose Reload) has the waiting version
 * skip waiting, and `SKIP_WAITING` does it; warm-up requests, prefetches and `ONLINE` drive the
 * page-data warm-up, and `REVALIDATE` refreshes what an action changed — each kept alive with
 * `waitUntil` for at most MESSAGE_WORK_KEPT_ALIVE_MS, and no longer once a page has sent
 * `HAND_OVER` (the waiting version must not wait for this one's warm-up).
 */
export function listenForMessages(worker: ServiceWorkerGlobalScope, { warmUp, revalidate }: ListenForMessagesOptions = {}): void {
  // Once a page has handed over to a new version, nothing is held any longer.
  const released = deferred();
  const atMost = (work: Promise<unknown>): Promise<unknown> => Promise.race([work, released.promise, new Promise((resolve) => setTimeout(resolve, MESSAGE_WORK_KEPT_ALIVE_MS))]);
  worker.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isClientToWorkerMessage(message)) return;
    switch (message.type) {
      case SKIP_WAITING:
        void worker.skipWaiting();
        return;
      case HAND_OVER:
        released.resolve();
        event.waitUntil(handOver(worker));
        return;
      case WARM_UP:
        event.waitUntil(atMost(warmUp?.warm({ saveData: message.saveData, now: message.now, early: message.early }) ?? Promise.resolve()));
        return;
      case PREFETCH:
        event.waitUntil(atMost(warmUp?.prefetch(message.url) ?? Promise.resolve()));
        return;
      case ONLINE:
        warmUp?.resume();
        event.waitUntil(atMost(warmUp?.warm({ saveData: false }) ?? Promise.resolve()));
        return;
      case REVALIDATE: {
        // Always answer, even after a failure: the page waits for the reply before it refetches.
        const port = event.ports[0];
        const done = (revalidate?.(message.urls) ?? Promise.resolve([])).catch((): readonly string[] => []);
        event.waitUntil(atMost(done.then((urls) => port?.postMessage({ type: REVALIDATED, urls } satisfies Revalidated))));
      }
    }
  });
}
