import { addBreadcrumb as addSentryBreadcrumb, captureException, getClient, init, startBrowserTracingNavigationSpan } from '@sentry/react';
import { REPORT_QUEUE_LIMIT } from '../../shared/monitoring.ts';
import { reportsStore } from '../storage/stores.ts';
import { addBreadcrumbSink } from './breadcrumbs.ts';
import { loadMonitoringConfig } from './monitoring-config.ts';
import { currentRoutePattern, onNavigation } from './navigation-telemetry.ts';
import { createReportQueue } from './report-queue.ts';
import { createSentryOptions } from './sentry-options.ts';
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

  addBreadcrumbSink((breadcrumb) =>
    addSentryBreadcrumb({
      category: breadcrumb.category,
      message: breadcrumb.message,
      level: breadcrumb.level,
      timestamp: breadcrumb.timestamp / 1000,
      ...(breadcrumb.data ? { data: breadcrumb.data } : {}),
    }),
  );
  onNavigation((routePattern) => {
    if (client) startBrowserTracingNavigationSpan(client, { name: routePattern, attributes: { 'sentry.source': 'route' } });
  });

  // At start-up, on `online` and on becoming visible, send what the queue kept (§8).
  const flush = () => {
    if (navigator.onLine) void client?.getTransport()?.flush();
  };
  flush();
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && flush());

  return {
    capture: (error, eventId) => {
      captureException(error, { event_id: eventId });
    },
    queueSize: () => queue.size(),
  };
}
