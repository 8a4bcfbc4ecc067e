import { Workbox } from 'workbox-window';
import { SW_HAND_OVER_FALLBACK_MS, SW_UPDATE_CHECK_INTERVAL_MS } from '../../shared/constants.ts';
import { HAND_OVER } from '../../shared/sw-messages.ts';
import type { RegisterServiceWorkerOptions } from './register-service-worker.ts';

/**
 * The registration itself, loaded with workbox-window once the page has loaded (see
 * registerServiceWorker), so none of it is in the JavaScript of the first paint.
 */
export function startServiceWorker(options: RegisterServiceWorkerOptions): void {
  const interval = options.updateCheckIntervalMs ?? SW_UPDATE_CHECK_INTERVAL_MS;
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
}
