import { useSyncExternalStore } from 'react';
import { PREFETCH, type ClientToWorkerMessage, type WarmUpProgress } from '../../shared/sw-messages.ts';
import { afterLoadWhenIdle } from './after-load.ts';

/** The warm-up waits this long after `load`, then for an idle moment: never competing with first paint. */
export const WARM_UP_DELAY_MS = 5000;
/** The longest it then waits for that idle moment. */
const WARM_UP_IDLE_TIMEOUT_MS = 3000;

/**
 * What the worker last said of its warm-up. A listener set of its own, not `createStore`, for the
 * reason pending-changes.ts gives: the bundler would move React out of the entry chunk.
 */
let progress: WarmUpProgress | null = null;
const listeners = new Set<() => void>();

function sendToWorker(message: ClientToWorkerMessage): boolean {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  controller?.postMessage(message);
  return Boolean(controller);
}

/** Asks the service worker to fetch a page-data URL ahead of its queue; false when no worker controls the page. */
export function prefetchThroughWorker(url: string): boolean {
  return sendToWorker({ type: PREFETCH, url });
}

export interface OfflineWarmUpOptions {
  /**
   * Page-data URLs the app wants offline early (the worker takes them right after the pages of
   * the day under way), asked afresh before each warm-up request.
   */
  readonly early?: () => Promise<readonly string[]>;
}

/**
 * Starts the service worker's warm-up of every public page (§6) once the app has loaded and is
 * idle, and again when the network comes back, when the app is shown again, and every
 * 30 s while it is visible and online (each picks up a new data version).
 * What does it (warm-ups.ts) is loaded only then: none of it is in the first paint's JavaScript.
 */
export function startOfflineWarmUp({ early = async () => [] }: OfflineWarmUpOptions = {}): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void import('./warm-ups.ts').then(({ askForWarmUps }) => askForWarmUps({ early, send: sendToWorker, show: showOfflineProgress })), {
    delayMs: WARM_UP_DELAY_MS,
    timeoutMs: WARM_UP_IDLE_TIMEOUT_MS,
  });
}

/** Keeps what the worker last said of its warm-up, for `useOfflineProgress`. */
function showOfflineProgress(said: WarmUpProgress): void {
  progress = said;
  listeners.forEach((listener) => listener());
}

/** `{ cached, total }` of the warm-up, or null before the worker has said anything. */
export function useOfflineProgress(): WarmUpProgress | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => progress,
    () => null,
  );
}
