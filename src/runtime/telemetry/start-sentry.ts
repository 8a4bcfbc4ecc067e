import { addBreadcrumb as addSentryBreadcrumb, captureException, getClient, init, startBrowserTracingNavigationSpan, withIsolationScope } from '@sentry/react';
import { REPORT_QUEUE_LIMIT } from '../../shared/monitoring.ts';
import { reportsStore } from '../storage/stores.ts';
import { addBreadcrumbSink, type Breadcrumb } from './breadcrumbs.ts';
import { forgetKeptError, readKeptErrors, reviveKeptError, type KeptError } from './keep-early-error.ts';
import { loadMonitoringConfig } from './monitoring-config.ts';
import { currentRoutePattern, onNavigation } from './navigation-telemetry.ts';
import { createReportQueue } from './report-queue.ts';
import { createSentryOptions } from './sentry-options.ts';
import { retryDelay } from '../actions/retry-delay.ts';
import type { ErrorReporter } from './error-reporting.ts';

/**
 * The lazily loaded half of error reporting: @sentry/react with the settings of §8, fed by the
 * runtime's breadcrumbs and navigations, flushing its offline queue whenever sending may work again.
 */
export async function startSentry(): Promise<ErrorReporter> {
  const config = await loadMonitoringConfig(reportsStore());
  const queue = createReportQueue({ store: reportsStore(), limit: REPORT_QUEUE_LIMIT });
  init(createSentryOptions({ config, queue, routePattern: currentRoutePattern }));
  const client = getClient();

  addBreadcrumbSink((breadcrumb) => addSentryBreadcrumb(toSentryBreadcrumb(breadcrumb)));
  onNavigation((routePattern) => {
    if (client) startBrowserTracingNavigationSpan(client, { name: routePattern, attributes: { 'sentry.source': 'route' } });
  });

  // At start-up, on `online` and on becoming visible, send what the queue kept (§8).
  // While anything waits (an envelope leased by a page that closed mid-post stays 30 s), the queue
  // is flushed again on its own: 250 ms doubling to 60 s, started afresh by every other trigger.
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const flushUntilEmpty = (): void => {
    clearTimeout(retryTimer);
    void queue.size().then(
      (waiting) => {
        if (waiting === 0) return void (retries = 0);
        retryTimer = setTimeout(
          () => {
            if (navigator.onLine) void client?.getTransport()?.flush();
            flushUntilEmpty();
          },
          retryDelay(retries++, Math.random()),
        );
      },
      () => undefined,
    );
  };
  const flush = () => {
    retries = 0;
    if (navigator.onLine) void client?.getTransport()?.flush();
    flushUntilEmpty();
  };
  flush();
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && flush());

  // Errors an earlier page caught but closed before it could send them (§8): sent now, each with
  // its own page's URL and breadcrumbs, under the id that page showed. Each is forgotten once its
  // report is in the queue (the transport's send resolves after the write), not before.
  client?.on('afterSendEvent', (event) => void (event.event_id && forgetKeptError(event.event_id)));
  void readKeptErrors().then((kept) => {
    kept.forEach(captureKept);
    if (kept.length > 0) flushUntilEmpty();
  });

  return {
    capture: (error, eventId) => {
      captureException(error, { event_id: eventId });
      flushUntilEmpty();
    },
    queueSize: () => queue.size(),
  };
}

const toSentryBreadcrumb = (breadcrumb: Breadcrumb) => ({
  category: breadcrumb.category,
  message: breadcrumb.message,
  level: breadcrumb.level,
  timestamp: breadcrumb.timestamp / 1000,
  ...(breadcrumb.data ? { data: breadcrumb.data } : {}),
});

function captureKept(kept: KeptError): void {
  // Breadcrumbs live on the isolation scope: a fork of it carries the earlier page's, not this one's.
  withIsolationScope((scope) => {
    scope.clearBreadcrumbs();
    for (const breadcrumb of kept.breadcrumbs) scope.addBreadcrumb(toSentryBreadcrumb(breadcrumb));
    scope.setContext('page', { url: kept.url, caught: new Date(kept.at).toISOString() });
    captureException(reviveKeptError(kept), { event_id: kept.eventId });
  });
}
