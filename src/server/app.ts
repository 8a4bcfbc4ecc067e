import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { securityHeaders } from './security-headers.ts';
import { oneSpelling } from './one-spelling.ts';
import { setPublicOrigin } from './public-origin.ts';
import { requireAllowedHost } from './require-allowed-host.ts';
import { serveBuiltFiles } from './static-files.ts';
import { readPageShell } from './shell/page-shell.ts';
import type { RenderPage } from '../shared/rendered-page.ts';
import { pageDataRoutes } from './page-data/page-data-routes.ts';
import type { ScheduleIndex } from './page-data/schedule-index.ts';
import { shellRoutes } from './shell/shell-routes.ts';
import { sitemapRoutes } from './shell/sitemap-routes.ts';
import { handleError } from './handle-error.ts';
import { createMonitoringRoutes, type MonitoringRoutesOptions } from './monitoring/monitoring-routes.ts';
import type { AccountsOptions } from './accounts/accounts-options.ts';
import { loadViewer } from './accounts/load-viewer.ts';
import type { SchedulePublishing } from './admin/schedule-publishing.ts';
import { createActionRoutes } from './actions/action-routes.ts';
import { calendarFeedRoutes } from './calendar/calendar-feed-routes.ts';
import { privatePageData as createPrivatePageData } from './page-data/private-page-data.ts';
import type { ChangesDataBuilder } from './page-data/changes-data.ts';
import { feedbackCsvRoutes } from './admin/feedback-csv-routes.ts';

export interface AppOptions {
  /** The schedule being served; a function, so an import can swap it while the server runs. */
  readonly getIndex: () => ScheduleIndex;
  /** The built app to serve; without it only the API routes exist (as under `npm run dev`). */
  readonly distDir?: string;
  /** The error-report tunnel (§8); without it `/monitoring` answers JSON 404. */
  readonly monitoring?: MonitoringRoutesOptions;
  /** Accounts, sessions and actions (§7, §11); without them nobody is signed in and `/actions` answers JSON 404. */
  readonly accounts?: AccountsOptions;
  /** `PUBLIC_ORIGIN`: the origin browsers use, when a proxy in front changes it; else each request's own. */
  readonly publicOrigin?: string | undefined;
  /** `ALLOWED_HOSTS`: hosts answered besides PUBLIC_ORIGIN's; with neither, loopback names only. */
  readonly allowedHosts?: readonly string[] | undefined;
  /** What changed since an earlier stored version (`/changes/:since`); without it every `:since` is a 404. */
  readonly changesData?: ChangesDataBuilder | undefined;
  /** Publishing schedules from `/admin/schedule`: swaps what `getIndex` serves; without it publish and roll back answer 404. */
  readonly publishing?: SchedulePublishing | undefined;
  /** Renders screens into direct loads (the build's render entry, shell/load-render.ts); without it the browser renders them. */
  readonly render?: RenderPage | null | undefined;
}

/** The Hono app: API routes, the built files and the app shell. It does not listen; main.ts does. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  // The built shell, its stylesheets inline: the CSP allows those by their hashes.
  const shell = options.distDir === undefined ? null : readPageShell(options.distDir);
  // First: nothing below may see, or reflect, a host that is not this server's (§15).
  app.use(requireAllowedHost({ publicOrigin: options.publicOrigin, allowedHosts: options.allowedHosts }));
  app.use(setPublicOrigin(options.publicOrigin));
  app.use(securityHeaders({ styleHashes: shell?.styleHashes ?? [], scriptHashes: shell?.scriptHashes ?? [] }));
  app.use(compress());
  // One reading of every URL: another spelling of a server path or file is no way in (§15).
  app.use(oneSpelling());

  app.get('/healthz', (c) => c.json({ ok: true }));
  const { accounts } = options;
  // Before every route that depends on who is signed in: page data, actions, direct loads.
  if (accounts) app.use(loadViewer({ store: accounts.store, ...(accounts.now ? { now: accounts.now } : {}) }));
  const privatePageData = accounts ? createPrivatePageData({ store: accounts.store, getIndex: options.getIndex, forwarding: options.monitoring?.forwarding ?? false }) : undefined;
  // Before the page data, whose `/data/*` answers every other `/data` URL.
  app.route('/', feedbackCsvRoutes({ getIndex: options.getIndex, store: accounts?.store }));
  app.route('/', pageDataRoutes({ getIndex: options.getIndex, privatePageData, changesData: options.changesData }));
  app.route('/', sitemapRoutes(options.getIndex));
  if (accounts) app.route('/actions', createActionRoutes({ ...accounts, getIndex: options.getIndex, publishing: options.publishing }));
  // Never the shell: without accounts every action is unknown.
  else app.all('/actions/*', (c) => c.json({ error: 'not-found', message: 'No such action.' }, 404));
  // Calendar subscriptions belong to accounts; without them `/calendar/…` is a server path nothing answers (404).
  if (accounts) app.route('/', calendarFeedRoutes({ store: accounts.store, getIndex: options.getIndex, ...(accounts.now ? { now: accounts.now } : {}) }));
  if (options.monitoring) app.route('/monitoring', createMonitoringRoutes(options.monitoring));
  else app.all('/monitoring', (c) => c.json({ error: 'not-found', message: 'Error reporting is not enabled.' }, 404));

  if (options.distDir !== undefined && shell) {
    app.use(serveBuiltFiles(options.distDir));
    app.route('/', shellRoutes({ shell: shell.html, getIndex: options.getIndex, privatePageData, changesData: options.changesData, render: options.render }));
  }

  app.onError(handleError);
  return app;
}
