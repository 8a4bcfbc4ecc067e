import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { loadSchedule, type LoadScheduleResult } from './load-schedule.ts';
import { createScheduleHolder, type ScheduleHolder } from './page-data/schedule-holder.ts';
import { DEFAULT_LOCAL_DSN } from './monitoring/parse-dsn.ts';
import type { Store } from './store/open-store.ts';
import { openConfiguredStore } from './store/open-configured-store.ts';
import { forwardedAddress } from './actions/client-address.ts';
import { createChangesData } from './page-data/changes-data.ts';
import { loadRender } from './shell/load-render.ts';

export type ServerAppResult =
  | { readonly ok: true; readonly app: Hono; readonly store: Store; readonly schedule: ScheduleHolder; readonly loaded: LoadScheduleResult & { ok: true } }
  | (LoadScheduleResult & { ok: false });

/** The app as `npm start` runs it: the store (DATABASE_URL, else under DATA_DIR), the schedule loaded, the build served. */
export async function createServerApp(
  config: Pick<ServerConfig, 'dataDir' | 'schedule' | 'scheduleTimeZone'> & {
    databaseUrl?: string | undefined;
    distDir?: string;
    sentryDsn?: string | undefined;
    monitoringClient?: ServerConfig['monitoringClient'];
    publicOrigin?: ServerConfig['publicOrigin'];
    allowedHosts?: ServerConfig['allowedHosts'];
    trustedProxies?: ServerConfig['trustedProxies'];
    reportsMaxBytes?: ServerConfig['reportsMaxBytes'];
  },
): Promise<ServerAppResult> {
  const store = await openConfiguredStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const loaded = await loadSchedule({
    store,
    source: config.schedule,
    ...(config.scheduleTimeZone ? { defaultTimeZone: config.scheduleTimeZone } : {}),
  });
  if (!loaded.ok) return loaded;
  // Direct loads are rendered by the build's render entry, when the build has one.
  const render = config.distDir === undefined ? null : await loadRender(config.distDir);
  // Page data is built ahead in the background, so the first warm-ups find every answer ready.
  const schedule = createScheduleHolder(loaded.stored, { prebuild: true });
  const app = createApp({
    getIndex: schedule.getIndex,
    // Organizers publish from /admin/schedule: the holder swaps the version served at once.
    publishing: { replace: schedule.replace, defaultTimeZone: config.scheduleTimeZone },
    ...(config.distDir === undefined ? {} : { distDir: config.distDir }),
    render,
    // Reports are always stored; with SENTRY_DSN they are also forwarded (main.ts starts that).
    monitoring: {
      store,
      dsn: config.sentryDsn ?? DEFAULT_LOCAL_DSN,
      forwarding: config.sentryDsn !== undefined,
      ...(config.monitoringClient ? { client: config.monitoringClient } : {}),
      // Limited per client address as sign-in is: the TCP peer, or the client behind TRUST_PROXY.
      clientAddress: forwardedAddress(config.trustedProxies ?? []),
      ...(config.reportsMaxBytes === undefined ? {} : { maxStoredBytes: config.reportsMaxBytes }),
    },
    accounts: { store, ...(config.trustedProxies?.length ? { clientAddress: forwardedAddress(config.trustedProxies) } : {}) },
    publicOrigin: config.publicOrigin,
    allowedHosts: config.allowedHosts,
    // Attendees' What changed: diffs against the versions kept in the store.
    changesData: createChangesData(store),
  });
  return { ok: true, app, store, schedule, loaded };
}
