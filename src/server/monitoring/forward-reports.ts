import type { Store } from '../store/open-store.ts';
import { parseDsn, type Dsn } from './parse-dsn.ts';
import { claimReport, dueReports, markForwarded, scheduleRetry } from './report-store.ts';

/** The first retry waits this long; each failure doubles the wait, up to FORWARD_MAX_BACKOFF_MS. */
export const FORWARD_FIRST_BACKOFF_MS = 5_000;
export const FORWARD_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Envelopes sent per pass, one after another, so a backlog never floods the upstream. */
const BATCH_SIZE = 50;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long a sender holds a report it claimed (claimReport): longer than a send may take, so no
 * other instance sends it meanwhile; a sender killed mid-send leaves it due again after this.
 */
export const FORWARD_CLAIM_MS = 2 * REQUEST_TIMEOUT_MS;

export interface ForwarderOptions {
  readonly store: Store;
  /** The upstream's public DSN (`SENTRY_DSN`). */
  readonly dsn: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
}

export interface ForwardPass {
  readonly forwarded: number;
  readonly failed: number;
}

export interface Forwarder {
  /** Where envelopes go: the envelope endpoint, authenticated by `?sentry_key=` (GlitchTip needs it). */
  readonly url: string;
  /** Sends every due envelope once; a pass still running is joined rather than started twice. */
  forwardDue(): Promise<ForwardPass>;
}

/** The envelope endpoint of a DSN's project. */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/?sentry_key=${encodeURIComponent(dsn.publicKey)}`;
}

/** The wait after the given number of failed attempts: 5 s, 10 s, 20 s… at most an hour. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(FORWARD_FIRST_BACKOFF_MS * 2 ** Math.max(0, failedAttempts - 1), FORWARD_MAX_BACKOFF_MS);
}

/** A 429 or 503 may say how long to wait, in seconds; an hour at most, like the backoff. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, FORWARD_MAX_BACKOFF_MS) : 0;
}

/**
 * Forwards stored envelopes to the upstream Sentry-compatible service as the raw bytes the
 * browser sent. A 2xx marks an envelope forwarded; anything else, or no answer, retries it later
 * with exponential backoff, until it is delivered (DESIGN §8). Every instance on one store
 * forwards, and each envelope is sent by one of them: it is claimed first.
 */
export function createForwarder(options: ForwarderOptions): Forwarder {
  const { store, fetch: send = fetch, now = () => new Date() } = options;
  const url = envelopeUrl(parseDsn(options.dsn));
  let running: Promise<ForwardPass> | undefined;

  async function forwardOnePass(): Promise<ForwardPass> {
    let forwarded = 0;
    let failed = 0;
    for (const report of await dueReports(store, now(), BATCH_SIZE)) {
      // Another instance took it since it was read.
      if (!(await claimReport(store, report, new Date(now().getTime() + FORWARD_CLAIM_MS)))) continue;
      let response: Response | undefined;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-sentry-envelope' },
          body: report.raw,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        // Drain the body so the connection can be reused.
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        response = undefined;
      }
      if (response?.ok) {
        await markForwarded(store, report, now());
        forwarded += 1;
      } else {
        const attempts = report.attempts + 1;
        const waitMs = Math.max(backoffMs(attempts), response ? retryAfterMs(response) : 0);
        await scheduleRetry(store, report.id, attempts, new Date(now().getTime() + waitMs));
        failed += 1;
      }
    }
    return { forwarded, failed };
  }

  return {
    url,
    forwardDue: function forwardDue() {
      running ??= forwardOnePass().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
