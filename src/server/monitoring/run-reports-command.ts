import type { Store } from '../store/open-store.ts';
import { listReports } from './report-store.ts';

/** What to print and the exit code: 0 listed, 2 usage. */
export interface ReportsCommandOutcome {
  readonly exitCode: 0 | 2;
  /** Lines for stdout, one JSON object each. */
  readonly lines: readonly string[];
  /** A message for stderr, on a usage error. */
  readonly error?: string;
}

const USAGE = 'Usage: reports list';

/** `list`: the stored error reports, newest first, one JSON line each. */
export function runReportsCommand(args: readonly string[], openStore: () => Store): ReportsCommandOutcome {
  const [command, ...rest] = args;
  if (command !== 'list' || rest.length > 0) {
    const why = command === undefined ? 'No command given.' : command !== 'list' ? `Unknown command "${command}".` : `Unexpected "${rest.join(' ')}".`;
    return { exitCode: 2, lines: [], error: `${why} ${USAGE}` };
  }
  const lines = listReports(openStore()).map(({ eventId, message, url, release, breadcrumbs, received, forwarded }) =>
    JSON.stringify({ eventId, message, url, release, breadcrumbs, received, forwarded }),
  );
  return { exitCode: 0, lines };
}
