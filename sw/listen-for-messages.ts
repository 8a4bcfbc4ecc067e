import { ONLINE, PREFETCH, REVALIDATE, REVALIDATED, SKIP_WAITING, WARM_UP, isClientToWorkerMessage, type Revalidated } from '../src/shared/sw-messages.ts';
import type { RevalidatePageData } from './revalidate-page-data.ts';
import type { WarmUp } from './warm-page-data.ts';

export interface ListenForMessagesOptions {
  readonly warmUp?: WarmUp;
  readonly revalidate?: RevalidatePageData;
}

/**
 * Handles messages from the pages: `SKIP_WAITING` activates a waiting version on the user's
 * choice; warm-up requests, prefetches and `ONLINE` drive the page-data warm-up, and
 * `REVALIDATE` refreshes what an action changed — each kept alive with `waitUntil` while it runs.
 */
export function listenForMessages(worker: ServiceWorkerGlobalScope, { warmUp, revalidate }: ListenForMessagesOptions = {}): void {
  worker.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isClientToWorkerMessage(message)) return;
    switch (message.type) {
      case SKIP_WAITING:
        void worker.skipWaiting();
        return;
      case WARM_UP:
        event.waitUntil(warmUp?.warm({ saveData: message.saveData }) ?? Promise.resolve());
        return;
      case PREFETCH:
        event.waitUntil(warmUp?.prefetch(message.url) ?? Promise.resolve());
        return;
      case ONLINE:
        warmUp?.resume();
        event.waitUntil(warmUp?.warm({ saveData: false }) ?? Promise.resolve());
        return;
      case REVALIDATE: {
        // Always answer, even after a failure: the page waits for the reply before it refetches.
        const port = event.ports[0];
        const done = (revalidate?.(message.urls) ?? Promise.resolve([])).catch((): readonly string[] => []);
        event.waitUntil(done.then((urls) => port?.postMessage({ type: REVALIDATED, urls } satisfies Revalidated)));
      }
    }
  });
}
