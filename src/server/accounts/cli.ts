import { readConfig } from '../config.ts';
import { openStore } from '../store/open-store.ts';
import { runOrganizerCommand } from './run-organizer-command.ts';

// `npm run organizer -- add EMAIL`: grants the organizer role to an account in DATA_DIR's store.
const outcome = runOrganizerCommand(process.argv.slice(2), () => openStore(readConfig().dataDir));
for (const line of outcome.lines) process.stdout.write(`${line}\n`);
if (outcome.error !== undefined) process.stderr.write(`${outcome.error}\n`);
process.exitCode = outcome.exitCode;
