import { SKIP_WAITING, isClientToWorkerMessage } from '../src/shared/sw-messages.ts';

/** Handles messages from the pages: `SKIP_WAITING` activates a waiting version on the user's choice. */
export function listenForMessages(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (!isClientToWorkerMessage(event.data)) return;
    if (event.data.type === SKIP_WAITING) void worker.skipWaiting();
  });
}
