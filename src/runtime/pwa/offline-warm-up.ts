import { useSyncExternalStore } from 'react';
import { PREFETCH, WARM_UP, isWarmUpProgress, type ClientToWorkerMessage, type WarmUpProgress } from '../../shared/sw-messages.ts';
import { now } from '../clock/clock.ts';
import { afterLoadWhenIdle } from './after-load.ts';
import { saveDataRequested } from './save-data.ts';

/** The warm-up waits this long after `load`, then for an idle moment: never competing with first paint. */
export const WARM_UP_DELAY_MS = 2000;
/** The longest it then waits for that idle moment. */
const WARM_UP_IDLE_TIMEOUT_MS = 3000;
/**
 * How often an app left open and visible (and online) has the worker check the schedule version,
 * so a publish reaches it within about this long; the manifest answers 304 while nothing changed.
 */
export const VERSION_CHECK_INTERVAL_MS = 30_000;

/**
 * What the worker last said of its warm-up. A listener set of its own, not `createStore`, for the
 * reason pending-changes.ts gives: the bundler would move React out of the entry chunk.
 */
let progress: WarmUpProgress | null = null;
const listeners = new Set<() => void>();

function send(message: ClientToWorkerMessage): boolean {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  controller?.postMessage(message);
  return Boolean(controller);
}

/** Asks the service worker to fetch a page-data URL ahead of its queue; false when no worker controls the page. */
export function prefetchThroughWorker(url: string): boolean {
  return send({ type: PREFETCH, url });
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
 * VERSION_CHECK_INTERVAL_MS while it is visible and online (each picks up a new data version). Each request carries the app's time — the worker's clock is not the
 * page's — and the pages it wants early. Progress messages feed `useOfflineProgress`.
 */
export function startOfflineWarmUp({ early = async () => [] }: OfflineWarmUpOptions = {}): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (!isWarmUpProgress(event.data)) return;
    progress = event.data;
    listeners.forEach((listener) => listener());
  });
  const warm = async (): Promise<void> => {
    const wanted = await early().catch((): readonly string[] => []);
    send({ type: WARM_UP, saveData: saveDataRequested(), now: now(), early: wanted });
  };
  const begin = () => {
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
  };
  afterLoadWhenIdle(begin, { delayMs: WARM_UP_DELAY_MS, timeoutMs: WARM_UP_IDLE_TIMEOUT_MS });
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
