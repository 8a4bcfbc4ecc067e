import { ONLINE, PREFETCH, REVALIDATE, REVALIDATED, SKIP_WAITING, WARM_UP, isClientToWorkerMessage, type Revalidated } from '../src/shared/sw-messages.ts';
import type { RevalidatePageData } from './revalidate-page-data.ts';
import type { WarmUp } from './warm-page-data.ts';

/**
 * How long one message keeps the worker busy at most. Chromium activates a new version only once
 * the active worker has no event still running, so a warm-up held in `waitUntil` for its whole
 * length would keep the user's Reload waiting. The warm-up goes on past it (and resumes on the
 * next wake if the worker is stopped).
 */
export const MESSAGE_WORK_KEPT_ALIVE_MS = 10_000;

const atMost = (work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, MESSAGE_WORK_KEPT_ALIVE_MS))]);

export interface ListenForMessagesOptions {
  readonly warmUp?: WarmUp;
  readonly revalidate?: RevalidatePageData;
}

/**
 * Handles messages from the pages: `SKIP_WAITING` activates a waiting version on the user's
 * choice; warm-up requests, prefetches and `ONLINE` drive the page-data warm-up, and
 * `REVALIDATE` refreshes what an action changed — each kept alive with `waitUntil`, for at most
 * MESSAGE_WORK_KEPT_ALIVE_MS.
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
        event.waitUntil(atMost(warmUp?.warm({ saveData: message.saveData }) ?? Promise.resolve()));
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
