import { REVALIDATE, type ClientToWorkerMessage } from '../../shared/sw-messages.ts';

/**
 * How long the page waits for the worker's answer. A worker that was stopped wakes for the
 * message, but one that is stuck (or an old version that does not know `REVALIDATE`) must not
 * hold the form: after this the page refetches anyway.
 */
export const WORKER_REVALIDATE_TIMEOUT_MS = 3000;

export interface RevalidateInWorkerOptions {
  /** The worker controlling the page; `navigator.serviceWorker.controller` by default. */
  readonly worker?: Pick<ServiceWorker, 'postMessage'> | null;
  readonly timeoutMs?: number;
}

function controllingWorker(): Pick<ServiceWorker, 'postMessage'> | null {
  return typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
}

/**
 * Asks the controlling service worker to drop page-data URLs from its caches and fetch them
 * again (§7), and resolves once it has answered on a MessageChannel, or after the timeout.
 * Resolves at once when no worker controls the page or there is nothing to revalidate.
 */
export function revalidateInWorker(urls: readonly string[], options: RevalidateInWorkerOptions = {}): Promise<void> {
  const worker = options.worker === undefined ? controllingWorker() : options.worker;
  if (!worker || urls.length === 0) return Promise.resolve();
  const channel = new MessageChannel();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, options.timeoutMs ?? WORKER_REVALIDATE_TIMEOUT_MS);
    channel.port1.onmessage = done;
    const message: ClientToWorkerMessage = { type: REVALIDATE, urls: [...urls] };
    try {
      worker.postMessage(message, [channel.port2]);
    } catch {
      // A worker that became redundant meanwhile: nothing to wait for.
      done();
    }
  });
}
