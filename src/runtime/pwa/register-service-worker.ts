import { SW_HAND_OVER_FALLBACK_MS, SW_UPDATE_CHECK_INTERVAL_MS } from '../../shared/constants.ts';
import { HAND_OVER } from '../../shared/sw-messages.ts';

export interface RegisterServiceWorkerOptions {
  /** The worker's URL; `/sw.js` in a build. */
  readonly url?: string;
  /** Called when a new version has installed and waits for the user's choice. */
  readonly onNeedRefresh: (activate: () => void) => void;
  readonly onError?: (error: unknown) => void;
  /** Update checks closer together than this are skipped. */
  readonly updateCheckIntervalMs?: number;
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
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
  const interval = options.updateCheckIntervalMs ?? SW_UPDATE_CHECK_INTERVAL_MS;
  const start = async (): Promise<void> => {
    // workbox-window is loaded only now, so it adds nothing to the JavaScript of the first paint.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(options.url ?? '/sw.js', { scope: '/', updateViaCache: 'none' });
    let lastCheck = Date.now();
    const checkForUpdate = (): void => {
      if (Date.now() - lastCheck < interval) return;
      lastCheck = Date.now();
      workbox.update().catch(() => undefined);
    };
    const activate = (): void => {
      // Reload once the new version controls the page, so the page and the worker agree.
      workbox.addEventListener('controlling', () => window.location.reload());
      // The old worker hands over: it has the waiting version skip waiting (sw/listen-for-messages.ts).
      const controller = navigator.serviceWorker.controller;
      if (controller) controller.postMessage({ type: HAND_OVER });
      else workbox.messageSkipWaiting();
      // Should the old worker not answer (a version that predates HAND_OVER), ask directly.
      setTimeout(() => workbox.messageSkipWaiting(), SW_HAND_OVER_FALLBACK_MS);
    };
    workbox.addEventListener('waiting', () => options.onNeedRefresh(activate));
    workbox
      .register({ immediate: true })
      .then((registration) => registration?.update())
      .catch((error: unknown) => options.onError?.(error));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    });
    window.addEventListener('focus', checkForUpdate);
    window.addEventListener('pageshow', checkForUpdate);
  };
  afterLoad(() => start().catch((error: unknown) => options.onError?.(error)));
}
