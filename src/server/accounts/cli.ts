import type { ServerConfig } from '../config.ts';
import { readConfigOrExit } from '../read-config-or-exit.ts';
import { openConfiguredStore } from '../store/open-configured-store.ts';
import type { Store } from '../store/open-store.ts';
import { inviteLinkOrigin } from './invite-organizer.ts';
import { runOrganizerCommand } from './run-organizer-command.ts';

// `npm run organizer -- add|invite|remove EMAIL`, `list`: organizers in the store (DATABASE_URL, else DATA_DIR).
// The environment is read on first use, so wrong arguments get the usage whatever it holds.
let config: ServerConfig | undefined;
const settings = () => (config ??= readConfigOrExit());
let store: Promise<Store> | undefined;
const outcome = await runOrganizerCommand(process.argv.slice(2), {
  openStore: () => (store ??= openConfiguredStore(settings())),
  origin: () => inviteLinkOrigin(settings()),
});
await (await store)?.destroy();
for (const line of outcome.lines) process.stdout.write(`${line}\n`);
if (outcome.note !== undefined) process.stderr.write(`${outcome.note}\n`);
if (outcome.error !== undefined) process.stderr.write(`${outcome.error}\n`);
process.exitCode = outcome.exitCode;
