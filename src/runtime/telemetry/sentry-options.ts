import { breadcrumbsIntegration, browserTracingIntegration, makeFetchTransport, type BrowserOptions } from '@sentry/react';
import { envelopeContainsItemType, makeOfflineTransport, type Envelope, type Transport } from '@sentry/core';
import {
  MAX_BREADCRUMBS,
  MAX_SPANS_PER_TRANSACTION,
  TRACING_CHILD_SPAN_TIMEOUT_MS,
  TRACING_FINAL_TIMEOUT_MS,
  TRACING_IDLE_TIMEOUT_MS,
  TRANSPORT_BUFFER_SIZE,
} from '../../shared/constants.ts';
import { MONITORING_PATH, type MonitoringConfig } from '../../shared/monitoring.ts';
import type { ReportQueue } from './report-queue.ts';

type FetchTransportOptions = Parameters<typeof makeFetchTransport>[0];

export interface SentryOptionsInput {
  readonly config: MonitoringConfig;
  readonly queue: ReportQueue;
  /** The pattern of the route on screen, which names the page-load span. */
  readonly routePattern: () => string | null;
  /** Whether a post is worth trying; false queues the envelope at once. */
  readonly online?: () => boolean;
  /** Injected for tests; the browser's fetch, as it was before the SDK instrumented it, by default. */
  readonly fetch?: typeof fetch;
}

// The browser's own fetch, taken before the SDK instruments it, so posting a report records nothing.
const browserFetch: typeof fetch | undefined = typeof fetch === 'function' ? fetch.bind(globalThis) : undefined;

/**
 * Posts to the tunnel; an answer that is not the server's JSON (a captive portal's page, with a
 * 200) counts as no answer at all, so the envelope stays queued instead of being taken as sent.
 */
export async function tunnelFetch(input: RequestInfo | URL, init?: RequestInit, send: typeof fetch | undefined = browserFetch): Promise<Response> {
  if (!send) throw new TypeError('No fetch in this browser');
  const response = await send(input, init);
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) throw new TypeError(`${MONITORING_PATH} answered something other than the server's JSON`);
  return response;
}

/**
 * The fetch transport, except that an envelope handed out by the queue is deleted from it only
 * once the server has taken it. A 5xx (a proxy in front of a restarting server), a 429 (the
 * server's per-address limit) and no answer at all (the SDK's own rate limit after a 429, or a
 * full buffer, both of which it would otherwise count as dropped) are not delivered, so the
 * offline transport queues the envelope again instead of losing it.
 */
function acknowledgingFetchTransport(queue: ReportQueue, fetchImpl?: typeof fetch) {
  return (options: FetchTransportOptions): Transport => {
    const inner = makeFetchTransport(options, (input, init) => tunnelFetch(input, init, fetchImpl ?? browserFetch));
    return {
      async send(envelope) {
        const result = await inner.send(envelope);
        const status = result.statusCode;
        if (status === undefined || status === 429 || status >= 500) throw new Error(`${MONITORING_PATH} answered ${status ?? 'nothing'}`);
        await queue.acknowledge(envelope);
        return result;
      },
      flush: (timeout) => inner.flush(timeout),
    };
  };
}

/**
 * Every error-reporting setting of DESIGN §8 and §13, in one place. The offline options are not
 * part of `transportOptions`' type, so they reach `makeOfflineTransport` through the factory.
 */
export function createSentryOptions(input: SentryOptionsInput): BrowserOptions {
  const { config, queue, routePattern, online = () => navigator.onLine } = input;
  const offlineTransport = makeOfflineTransport(acknowledgingFetchTransport(queue, input.fetch));
  return {
    dsn: config.dsn,
    release: config.release,
    sampleRate: config.sampleRate,
    tracesSampleRate: config.tracesSampleRate,
    tunnel: MONITORING_PATH,
    // Whole transactions, not streamed spans: what Sentry-compatible services (GlitchTip) accept,
    // and what the 1000-spans-per-transaction bound of §13 is about.
    traceLifecycle: 'static',
    maxBreadcrumbs: MAX_BREADCRUMBS,
    transport: (options) => {
      // Release-health sessions and client reports are not worth keeping; errors and traces are.
      const keep = (envelope: Envelope) => envelopeContainsItemType(envelope, ['event', 'transaction']);
      const offline = offlineTransport({ ...options, createStore: () => queue, shouldSend: online, shouldStore: keep });
      return {
        // What is worth keeping goes into IndexedDB before it is posted: the queue hands it out
        // leased and deletes it only once the server has taken it, so a page closed mid-post
        // loses nothing (the next page sends it again; the server stores an event id once).
        async send(envelope) {
          if (
            !keep(envelope) ||
            !(await queue.push(envelope).then(
              () => true,
              () => false,
            ))
          )
            return offline.send(envelope);
          void offline.flush();
          return {};
        },
        flush: (timeout) => offline.flush(timeout),
      };
    },
    transportOptions: { bufferSize: TRANSPORT_BUFFER_SIZE },
    integrations: [
      // Navigation breadcrumbs come from the router, by route pattern; URL ones would repeat them.
      breadcrumbsIntegration({ history: false }),
      browserTracingIntegration({
        idleTimeout: TRACING_IDLE_TIMEOUT_MS,
        finalTimeout: TRACING_FINAL_TIMEOUT_MS,
        childSpanTimeout: TRACING_CHILD_SPAN_TIMEOUT_MS,
        // The router starts navigation spans itself, named by route pattern, not by URL.
        instrumentNavigation: false,
        beforeStartSpan: (span) => ({ ...span, name: routePattern() ?? span.name }),
      }),
    ],
    // The SDK keeps 1000 spans already; saying so here keeps every §13 number in one place.
    beforeSendTransaction: (transaction) => {
      if (transaction.spans && transaction.spans.length > MAX_SPANS_PER_TRANSACTION) transaction.spans = transaction.spans.slice(0, MAX_SPANS_PER_TRANSACTION);
      return transaction;
    },
    // Reports the offline queue dropped on overflow ride on the next event (§8).
    beforeSend: async (event) => {
      const dropped = await queue.takeDropped().catch(() => 0);
      if (dropped > 0) event.extra = { ...event.extra, droppedReports: dropped };
      return event;
    },
  };
}
