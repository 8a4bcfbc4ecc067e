import { readConfigOrExit } from '../read-config-or-exit.ts';
import { openConfiguredStore } from '../store/open-configured-store.ts';
import { runReportsCommand } from './run-reports-command.ts';

// `npm run reports -- list`: the error reports stored (DATABASE_URL, else DATA_DIR), newest first, one JSON line each;
// `stats`: how many are stored, their bytes, and how many the size cap (REPORTS_MAX_BYTES) pruned.
const outcome = await runReportsCommand(process.argv.slice(2), () => openConfiguredStore(readConfigOrExit()));
for (const line of outcome.lines) process.stdout.write(`${line}\n`);
if (outcome.error !== undefined) process.stderr.write(`${outcome.error}\n`);
process.exitCode = outcome.exitCode;
