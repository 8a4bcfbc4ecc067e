import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { securityHeaders } from './security-headers.ts';
import { readShell, serveBuiltFiles } from './static-files.ts';
import { pageDataRoutes } from './page-data/page-data-routes.ts';
import type { ScheduleIndex } from './page-data/schedule-index.ts';
import { shellRoutes } from './shell/shell-routes.ts';
import { sitemapRoutes } from './shell/sitemap-routes.ts';
import { handleError } from './handle-error.ts';
import { createMonitoringRoutes, type MonitoringRoutesOptions } from './monitoring/monitoring-routes.ts';

export interface AppOptions {
  /** The schedule being served; a function, so an import can swap it while the server runs. */
  readonly getIndex: () => ScheduleIndex;
  /** The built app to serve; without it only the API routes exist (as under `npm run dev`). */
  readonly distDir?: string;
  /** The error-report tunnel (§8); without it `/monitoring` answers JSON 404. */
  readonly monitoring?: MonitoringRoutesOptions;
}

/** The Hono app: API routes, the built files and the app shell. It does not listen; main.ts does. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  app.use(compress());

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', pageDataRoutes(options.getIndex));
  app.route('/', sitemapRoutes(options.getIndex));
  // Not built yet; until then they answer JSON 404 and never fall through to the shell.
  app.all('/actions/*', (c) => c.json({ error: 'not-found', message: 'No such action.' }, 404));
  if (options.monitoring) app.route('/monitoring', createMonitoringRoutes(options.monitoring));
  else app.all('/monitoring', (c) => c.json({ error: 'not-found', message: 'Error reporting is not enabled.' }, 404));

  if (options.distDir !== undefined) {
    const shell = readShell(options.distDir);
    app.use(serveBuiltFiles(options.distDir));
    app.route('/', shellRoutes({ shell, getIndex: options.getIndex }));
  }

  app.onError(handleError);
  return app;
}
