import { afterLoadWhenIdle } from '../pwa/after-load.ts';
import { whenIdle } from '../pwa/when-idle.ts';
import { readBreadcrumbs } from './breadcrumbs.ts';

/**
 * The part of error reporting in the initial bundle (§8): a small buffer that catches errors from
 * the first moment, and the loader of the SDK chunk. Plain listeners, no inline script, so the
 * page's CSP (`script-src 'self'`) holds.
 */

export interface ErrorReporter {
  /** Sends (or queues) a report under this event id. */
  capture(error: unknown, eventId: string): void;
  /** Reports waiting in the offline queue. */
  queueSize(): Promise<number>;
}

/**
 * The SDK loads at the user's first interaction, or this long after `load` in an idle moment,
 * or as soon as an error waits: never while the first screen and the warm-up keep the page busy.
 */
export const SDK_LOAD_DELAY_MS = 30_000;
/** Once it is due, the SDK waits at most this long for an idle moment. */
const SDK_IDLE_TIMEOUT_MS = 2000;
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;
/** Errors kept before the SDK is there; a loop that throws must not fill the memory. */
const EARLY_ERRORS_KEPT = 50;

const early: { readonly error: unknown; readonly eventId: string }[] = [];
let reporter: ErrorReporter | null = null;
let loading: Promise<ErrorReporter | null> | null = null;

/** A Sentry event id (32 hex digits), made here so the id shown to the user is the one sent. */
function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Loads the SDK now (once); later calls share the same promise. */
function loadErrorReporting(): Promise<ErrorReporter | null> {
  loading ??= import('./start-sentry.ts')
    .then(({ startSentry }) => startSentry())
    .then(
      (started) => {
        reporter = started;
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        early.splice(0).forEach(({ error, eventId }) => started.capture(error, eventId));
        return started;
      },
      // Offline without the chunk cached: the buffer keeps what it has; nothing else breaks.
      () => ((loading = null), null),
    );
  return loading;
}

/** Reports an error and returns its report id, whether or not the SDK has loaded yet. */
export function reportError(error: unknown): string {
  const eventId = newEventId();
  if (reporter) {
    reporter.capture(error, eventId);
  } else if (early.length < EARLY_ERRORS_KEPT) {
    early.push({ error, eventId });
    // Into IndexedDB first: should the page close (or reload) before the SDK arrives, the next
    // page that starts it sends the error.
    void import('./keep-early-error.ts')
      .then(({ keepEarlyError }) => keepEarlyError(error, eventId, readBreadcrumbs()))
      .finally(() => whenIdle(loadErrorReporting, SDK_IDLE_TIMEOUT_MS));
  }
  return eventId;
}

function onError(event: ErrorEvent): void {
  reportError(event.error ?? new Error(event.message));
}
function onRejection(event: PromiseRejectionEvent): void {
  reportError(event.reason);
}

/**
 * Starts catching errors at once and loads the SDK after the first paint: at the first
 * interaction or SDK_LOAD_DELAY_MS after `load`, when the browser is idle, so it never competes
 * with the first screen (its parsing is a long task on a slow phone).
 */
export function startErrorReporting(): void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const onInteraction = () => {
    FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, true));
    whenIdle(loadErrorReporting, SDK_IDLE_TIMEOUT_MS);
  };
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, onInteraction, { capture: true, passive: true }));
  afterLoadWhenIdle(loadErrorReporting, { delayMs: SDK_LOAD_DELAY_MS, timeoutMs: SDK_IDLE_TIMEOUT_MS });
}
