import type { ServerConfig } from '../config.ts';
import { readConfigOrExit } from '../read-config-or-exit.ts';
import { openStore } from '../store/open-store.ts';
import { inviteLinkOrigin } from './invite-organizer.ts';
import { runOrganizerCommand } from './run-organizer-command.ts';

// `npm run organizer -- add|invite|remove EMAIL`, `list`: organizers in DATA_DIR's store.
// The environment is read on first use, so wrong arguments get the usage whatever it holds.
let config: ServerConfig | undefined;
const settings = () => (config ??= readConfigOrExit());
const outcome = runOrganizerCommand(process.argv.slice(2), {
  openStore: () => openStore(settings().dataDir),
  origin: () => inviteLinkOrigin(settings()),
});
for (const line of outcome.lines) process.stdout.write(`${line}\n`);
if (outcome.note !== undefined) process.stderr.write(`${outcome.note}\n`);
if (outcome.error !== undefined) process.stderr.write(`${outcome.error}\n`);
process.exitCode = outcome.exitCode;
