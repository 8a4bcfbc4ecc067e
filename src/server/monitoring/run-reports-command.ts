import type { Store } from '../store/open-store.ts';
import { reportTotals } from './report-cap.ts';
import { countEnvelopes, countReports, listReports } from './report-store.ts';

/** What to print and the exit code: 0 done, 2 usage. */
export interface ReportsCommandOutcome {
  readonly exitCode: 0 | 2;
  /** Lines for stdout, one JSON object each. */
  readonly lines: readonly string[];
  /** A message for stderr, on a usage error. */
  readonly error?: string;
}

const USAGE = 'Usage: reports list | stats';

async function list(store: Store): Promise<string[]> {
  return (await listReports(store)).map(({ eventId, message, url, release, breadcrumbs, received, forwarded }) =>
    JSON.stringify({ eventId, message, url, release, breadcrumbs, received, forwarded }),
  );
}

/** One line: error reports, all envelopes kept (sessions waiting to be forwarded too), their bytes, and how many the size cap pruned. */
async function stats(store: Store): Promise<string[]> {
  const { storedBytes, dropped } = await reportTotals(store);
  return [JSON.stringify({ reports: await countReports(store), envelopes: await countEnvelopes(store), storedBytes, dropped })];
}

const COMMANDS: ReadonlyMap<string, (store: Store) => Promise<string[]>> = new Map([
  ['list', list],
  ['stats', stats],
]);

/**
 * `list`: the stored error reports, newest first, one JSON line each; `stats`: what is stored and
 * what the cap dropped. The store is opened for the command and closed after it.
 */
export async function runReportsCommand(args: readonly string[], openStore: () => Promise<Store>): Promise<ReportsCommandOutcome> {
  const [command, ...rest] = args;
  const run = command === undefined ? undefined : COMMANDS.get(command);
  if (run === undefined || rest.length > 0) {
    const why = command === undefined ? 'No command given.' : run === undefined ? `Unknown command "${command}".` : `Unexpected "${rest.join(' ')}".`;
    return { exitCode: 2, lines: [], error: `${why} ${USAGE}` };
  }
  const store = await openStore();
  try {
    return { exitCode: 0, lines: await run(store) };
  } finally {
    await store.destroy();
  }
}
