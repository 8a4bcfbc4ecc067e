import { WARM_UP, isWarmUpProgress } from '../../shared/sw-messages.ts';
import { now } from '../clock/clock.ts';
import { saveDataRequested } from './save-data.ts';
import type { ClientToWorkerMessage, WarmUpProgress } from '../../shared/sw-messages.ts';

/**
 * How often an app left open and visible (and online) has the worker check the schedule version,
 * so a publish reaches it within about this long; the manifest answers 304 while nothing changed.
 */
export const VERSION_CHECK_INTERVAL_MS = 30_000;

export interface WarmUpRequests {
  /** Page-data URLs the app wants offline early, asked afresh before each warm-up request. */
  readonly early: () => Promise<readonly string[]>;
  /** Posts to the worker that controls the page. */
  readonly send: (message: ClientToWorkerMessage) => void;
  /** Takes what the worker says of its warm-up. */
  readonly show: (progress: WarmUpProgress) => void;
}

/**
 * Asks the worker for a warm-up now, and again when the network comes back, when the app is shown
 * again, and every VERSION_CHECK_INTERVAL_MS while it is visible and online. Each request carries
 * the app's time (the worker's clock is not the page's) and the pages it wants early; the worker's
 * progress messages feed `useOfflineProgress`. Loaded by `startOfflineWarmUp` once the app is idle.
 */
export function askForWarmUps({ early, send, show }: WarmUpRequests): void {
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isWarmUpProgress(event.data)) show(event.data);
  });
  const warm = async (): Promise<void> => {
    const wanted = await early().catch((): readonly string[] => []);
    send({ type: WARM_UP, saveData: saveDataRequested(), now: now(), early: wanted });
  };
  // A first visit: the worker claims the page once it has installed.
  if (navigator.serviceWorker.controller) void warm();
  else navigator.serviceWorker.addEventListener('controllerchange', () => void warm(), { once: true });
  // Back online: the warm-up resumes where it paused, in the same order.
  window.addEventListener('online', () => void warm());
  // Shown again: at once. Hidden or offline, the interval asks nothing.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void warm();
  });
  setInterval(() => !document.hidden && navigator.onLine && void warm(), VERSION_CHECK_INTERVAL_MS);
}
