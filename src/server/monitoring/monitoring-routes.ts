import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMIT_BYTES } from '../../shared/constants.ts';
import { socketAddress } from '../actions/client-address.ts';
import type { Store } from '../store/open-store.ts';
import { limitReportsPerAddress } from './limit-reports-per-address.ts';
import { DsnError, isSameProject, parseDsn, type Dsn } from './parse-dsn.ts';
import { EnvelopeError, parseEnvelope } from './parse-envelope.ts';
import { DEFAULT_REPORTS_MAX_BYTES, saveReportWithinCap } from './report-cap.ts';
import { summarizeReport } from './summarize-report.ts';
import type { MonitoringConfig } from '../../shared/monitoring.ts';

export interface MonitoringRoutesOptions {
  /** The store from `openStore`. */
  readonly store: Store;
  /** The public DSN this server accepts envelopes for: `SENTRY_DSN`, else DEFAULT_LOCAL_DSN. */
  readonly dsn: string;
  /**
   * Whether stored envelopes are forwarded upstream. Without it only error events are kept:
   * sessions and transactions are acknowledged and dropped, since nothing would ever read them.
   */
  readonly forwarding?: boolean;
  /** Called after a new envelope is stored, e.g. to forward it without waiting for the next pass. */
  readonly onStored?: () => void;
  readonly now?: () => Date;
  /** What `GET /monitoring` tells the app besides the DSN (release, sample rates). */
  readonly client?: Omit<MonitoringConfig, 'dsn'>;
  /** The client's address, for the per-address limit; the TCP peer unless told otherwise (TRUST_PROXY, tests). */
  readonly clientAddress?: (c: Context) => string | null;
  /** `REPORTS_MAX_BYTES`: the raw envelopes kept at most; the oldest are pruned to make room. */
  readonly maxStoredBytes?: number;
}

const DEFAULT_CLIENT: Omit<MonitoringConfig, 'dsn'> = { release: 'hallway', sampleRate: 1, tracesSampleRate: 0 };

/** The Sentry browser SDK posts strings, so `text/plain;charset=UTF-8`, or the envelope type. */
const ENVELOPE_MEDIA_TYPES = new Set(['text/plain', 'application/x-sentry-envelope']);

const requireEnvelopeMediaType: MiddlewareHandler = async function requireEnvelopeMediaType(c, next) {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ENVELOPE_MEDIA_TYPES.has(mediaType)) {
    return c.json({ error: 'unsupported-media-type', message: 'Send an envelope as text/plain or application/x-sentry-envelope.' }, 415);
  }
  await next();
};

/** The body limit, or the size cap when smaller: an envelope that could never be kept is refused unread. */
function limitBody(maxStoredBytes: number): MiddlewareHandler {
  const maxSize = Math.min(BODY_LIMIT_BYTES, maxStoredBytes);
  return bodyLimit({ maxSize, onError: (c) => c.json({ error: 'too-large', message: `An error report may be at most ${maxSize} bytes.` }, 413) });
}

function namesAcceptedProject(accepted: Dsn, dsn: unknown): boolean {
  if (typeof dsn !== 'string') return false;
  try {
    return isSameProject(accepted, parseDsn(dsn));
  } catch (error) {
    if (error instanceof DsnError) return false;
    throw error;
  }
}

/**
 * `POST /monitoring`, the Sentry `tunnel` (DESIGN §8): checks the envelope names this server's
 * project, stores it, and answers 200 at once. Forwarding happens later, so an upstream that is
 * down never turns into an error here. Never an open proxy: other projects get 403 and are dropped.
 * A stranger can write here, so it is limited (§15): per client address, and in total bytes kept.
 */
export function createMonitoringRoutes(options: MonitoringRoutesOptions): Hono {
  const { store, forwarding = false, onStored, now = () => new Date(), clientAddress = socketAddress, maxStoredBytes = DEFAULT_REPORTS_MAX_BYTES } = options;
  const accepted = parseDsn(options.dsn);
  const routes = new Hono();
  const limitPerAddress = limitReportsPerAddress({ store, clientAddress, now });

  routes.post('/', requireEnvelopeMediaType, limitBody(maxStoredBytes), limitPerAddress, async function receiveEnvelope(c) {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    let summary;
    try {
      const envelope = parseEnvelope(raw);
      if (!namesAcceptedProject(accepted, envelope.header['dsn'])) {
        return c.json({ error: 'forbidden-dsn', message: "This server accepts reports for its own project's DSN only." }, 403);
      }
      summary = envelope.items.length === 0 ? null : summarizeReport(envelope);
    } catch (error) {
      if (error instanceof EnvelopeError) return c.json({ error: error.code, message: error.message }, 400);
      throw error;
    }
    if (summary && (forwarding || summary.kind === 'event')) {
      // A repeat of a stored event id or of the same bytes (a retried upload from the offline
      // queue) is acknowledged and ignored.
      if (await saveReportWithinCap(store, { ...summary, raw, receivedAt: now() }, maxStoredBytes)) onStored?.();
    }
    return c.json({});
  });

  // The browser SDK's settings come from here, so one server setting (SENTRY_DSN) configures both ends.
  const config: MonitoringConfig = { dsn: options.dsn.trim(), ...(options.client ?? DEFAULT_CLIENT) };
  routes.get('/', function describeMonitoring(c) {
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  });

  routes.all('/', function onlyPost(c) {
    return c.json({ error: 'method-not-allowed', message: 'Post error reports to /monitoring.' }, 405, { Allow: 'GET, POST' });
  });
  return routes;
}
