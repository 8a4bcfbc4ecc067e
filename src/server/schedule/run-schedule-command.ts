import { importSchedule } from './import-schedule.ts';
import type { ImportOptions, Problem } from './model.ts';
import { scheduleSizeProblem } from './schedule-size.ts';

/** The file access the command needs, so it can be run in tests without a disk. */
export interface ScheduleCommandFiles {
  size(path: string): number;
  read(path: string): Uint8Array;
}

/** What to print (exactly one JSON line) and the exit code: 0 valid, 1 refused, 2 usage. */
export interface ScheduleCommandOutcome {
  readonly exitCode: 0 | 1 | 2;
  readonly line: string;
}

const USAGE = 'Usage: schedule check FILE [--time-zone ZONE]';

/** `check FILE [--time-zone ZONE]`: imports the file and sums it up, or lists why it is refused. */
export function runScheduleCommand(args: readonly string[], files: ScheduleCommandFiles): ScheduleCommandOutcome {
  const parsed = parseArguments(args);
  if ('usage' in parsed) return refuse(2, [{ where: 'command line', message: `${parsed.usage} ${USAGE}` }]);
  const { path, options } = parsed;
  let bytes: Uint8Array;
  try {
    const sizeProblem = scheduleSizeProblem(files.size(path));
    if (sizeProblem) return refuse(1, [sizeProblem]);
    bytes = files.read(path);
  } catch (error) {
    return refuse(1, [{ where: path, message: `Cannot read the file: ${describeError(error)}` }]);
  }
  const result = importSchedule(bytes, options);
  if (!result.ok) return refuse(1, result.problems);
  const { schedule } = result;
  const summary = {
    ok: true,
    events: schedule.events.length,
    days: schedule.days.length,
    rooms: schedule.rooms.length,
    tracks: schedule.tracks.length,
    speakers: schedule.persons.length,
    warnings: result.warnings,
  };
  return { exitCode: 0, line: JSON.stringify(summary) };
}

function parseArguments(args: readonly string[]): { path: string; options: ImportOptions } | { usage: string } {
  const [command, ...rest] = args;
  if (command === undefined) return { usage: 'No command given.' };
  if (command !== 'check') return { usage: `Unknown command "${command}".` };
  let path: string | undefined;
  let timeZone: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (arg === '--time-zone') {
      timeZone = rest[i + 1];
      i += 1;
      if (timeZone === undefined) return { usage: '--time-zone needs a zone name (e.g. Europe/Brussels).' };
    } else if (arg.startsWith('--time-zone=')) {
      timeZone = arg.slice('--time-zone='.length);
    } else if (arg.startsWith('--')) {
      return { usage: `Unknown option "${arg}".` };
    } else if (path === undefined) {
      path = arg;
    } else {
      return { usage: `Only one file can be checked at a time ("${arg}").` };
    }
  }
  if (path === undefined) return { usage: 'No file given.' };
  return { path, options: timeZone === undefined ? {} : { defaultTimeZone: timeZone } };
}

function refuse(exitCode: 1 | 2, problems: readonly Problem[]): ScheduleCommandOutcome {
  return { exitCode, line: JSON.stringify({ ok: false, problems }) };
}

function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    if (error.code === 'ENOENT') return 'no such file.';
    if (error.code === 'EISDIR') return 'it is a directory.';
    if (error.code === 'EACCES') return 'permission denied.';
  }
  return error instanceof Error ? error.message : String(error);
}
