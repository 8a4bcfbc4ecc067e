import { readFileSync, statSync } from 'node:fs';
import { runScheduleCommand } from './run-schedule-command.ts';

// `npm run schedule -- check FILE [--time-zone ZONE]`: one JSON line on stdout, exit 0 / 1 / 2.
const outcome = runScheduleCommand(process.argv.slice(2), {
  size: (path) => statSync(path).size,
  read: (path) => readFileSync(path),
});
process.stdout.write(`${outcome.line}\n`);
process.exitCode = outcome.exitCode;
