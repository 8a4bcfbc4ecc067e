import { afterLoad } from './after-load.ts';

export interface RegisterServiceWorkerOptions {
  /** The worker's URL; `/sw.js` in a build. */
  readonly url?: string;
  /** Called when a new version has installed and waits for the user's choice. */
  readonly onNeedRefresh: (activate: () => void) => void;
  readonly onError?: (error: unknown) => void;
  /** Update checks closer together than this are skipped. */
  readonly updateCheckIntervalMs?: number;
}

/**
 * Registers the service worker after `load`, so it never competes with the first paint, with
 * `updateViaCache: 'none'`. Checks for updates at registration and when the page is shown or
 * focused again (throttled). A waiting version is activated only through `activate()` (§6).
 *
 * `activate()` asks the worker in control to hand over (`HAND_OVER`): it lets go of its warm-up
 * and has the waiting version skip waiting; the page reloads once the new version controls it.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions): void {
  if (!('serviceWorker' in navigator)) return;
  // Loaded only now, with workbox-window: nothing of it is in the JavaScript of the first paint.
  afterLoad(() => import('./start-service-worker.ts').then(({ startServiceWorker }) => startServiceWorker(options)).catch((error: unknown) => options.onError?.(error)));
}
