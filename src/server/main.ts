import { retiredOrganizersSettingWarning } from './accounts/retired-organizers-setting.ts';
import { readConfigOrExit } from './read-config-or-exit.ts';
import { createServerApp } from './create-server-app.ts';
import { startForwarding } from './monitoring/start-forwarding.ts';
import { startPruning } from './store/prune-expired.ts';
import { followCurrentSchedule } from './store/follow-current-schedule.ts';
import { serveWithTimeouts } from './serve-with-timeouts.ts';

const config = readConfigOrExit();
const retiredSetting = retiredOrganizersSettingWarning(process.env);
if (retiredSetting) console.warn(retiredSetting);
const created = await createServerApp(config);
if (!created.ok) {
  // The previous schedule is untouched; refuse to start rather than serve something unexpected.
  console.error(`The schedule ${created.source} was refused:`);
  for (const problem of created.problems) console.error(`  ${problem.where}: ${problem.message}`);
  process.exit(1);
}
const { stored, imported } = created.loaded;
console.log(
  `${imported ? 'Imported' : 'Serving'} ${stored.schedule.conference.title} (${stored.source}, version ${stored.version}): ` +
    `${stored.schedule.events.length} events${stored.warnings.length ? `, ${stored.warnings.length} warnings` : ''}`,
);

const prebuildStarted = performance.now();
void created.schedule.pageDataReady().then((bodies) => console.log(`Page data ready: ${bodies} answers built in ${Math.round(performance.now() - prebuildStarted)} ms`));

// With SENTRY_DSN set, stored error reports are forwarded to that service until delivered.
const stopForwarding = config.sentryDsn ? startForwarding({ store: created.store, dsn: config.sentryDsn }) : () => undefined;
// Ended sessions, idempotency keys past their lifetime and spent sign-in and sign-up attempts go hourly.
const stopPruning = startPruning(created.store);
// A version published or rolled back through another instance on the same store is served here too.
const stopFollowing = followCurrentSchedule({ store: created.store, served: () => created.schedule.getIndex().version, replace: created.schedule.replace });

const server = serveWithTimeouts({ fetch: created.app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '127.0.0.1' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  // Beyond loopback only the allowed hosts are answered (require-allowed-host.ts): name them.
  const answering = [...(config.publicOrigin ? [config.publicOrigin] : []), ...config.allowedHosts];
  console.log(`Hallway is serving on http://${host}:${info.port}${answering.length ? ` for ${answering.join(', ')}` : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopForwarding();
    stopPruning();
    stopFollowing();
    // The store is left to the exit: a request still being answered may need it.
    server.close(() => process.exit(0));
  });
}
