import { ONLINE, PREFETCH, SKIP_WAITING, WARM_UP, isClientToWorkerMessage } from '../src/shared/sw-messages.ts';
import type { WarmUp } from './warm-page-data.ts';

/**
 * Handles messages from the pages: `SKIP_WAITING` activates a waiting version on the user's
 * choice; warm-up requests, prefetches and `ONLINE` drive the page-data warm-up, kept alive
 * with `waitUntil` while it runs.
 */
export function listenForMessages(worker: ServiceWorkerGlobalScope, warmUp?: WarmUp): void {
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
    }
  });
}
