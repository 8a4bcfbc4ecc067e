import { createForwarder, type ForwarderOptions } from './forward-reports.ts';

/** How often stored envelopes are looked at; each one waits out its own backoff. */
export const FORWARD_INTERVAL_MS = 5_000;

export interface StartForwardingOptions extends ForwarderOptions {
  readonly intervalMs?: number;
}

/**
 * Forwards stored reports to `SENTRY_DSN` in the background, at start-up and then every few
 * seconds; returns a function that stops it. The timer never keeps the process alive on its own.
 */
export function startForwarding(options: StartForwardingOptions): () => void {
  const { intervalMs = FORWARD_INTERVAL_MS, ...forwarderOptions } = options;
  const forwarder = createForwarder(forwarderOptions);

  function forwardInBackground(): void {
    forwarder.forwardDue().then(
      ({ failed }) => {
        if (failed > 0) console.warn(`[hallway] ${failed} error report(s) could not be forwarded to ${new URL(forwarder.url).host}; retrying later`);
      },
      (error: unknown) => console.error('[hallway] forwarding error reports failed:', error),
    );
  }

  forwardInBackground();
  const timer = setInterval(forwardInBackground, intervalMs);
  timer.unref();
  return function stopForwarding() {
    clearInterval(timer);
  };
}
