import { parseIsoDateTime } from './date-time-text.ts';
import type { ImportOptions } from './model.ts';
import type { ProblemList } from './problems.ts';
import type { RawSchedule } from './raw-schedule.ts';
import { formatOffset, isTimeZone } from './zoned-time.ts';

/**
 * The zone the schedule's local times are in: the file's `time_zone_name`, else the configured
 * default, else — when every time in the file carries the same whole-hour offset — that fixed
 * offset (`Etc/GMT-2` is UTC+02:00), else UTC. Anything but the file's own zone is a warning.
 */
export function resolveTimeZone(raw: RawSchedule, options: ImportOptions, problems: ProblemList, warnings: ProblemList): string {
  const where = raw.locate('time_zone_name');
  if (raw.timeZoneName !== null) {
    if (isTimeZone(raw.timeZoneName)) return raw.timeZoneName;
    problems.add(where, `Unknown time zone "${raw.timeZoneName}" (expected an IANA name such as Europe/Brussels).`);
    return 'UTC';
  }
  if (options.defaultTimeZone !== undefined) {
    if (!isTimeZone(options.defaultTimeZone)) {
      problems.add('options', `Unknown time zone "${options.defaultTimeZone}" (expected an IANA name such as Europe/Brussels).`);
      return 'UTC';
    }
    warnings.add(where, `The file names no time zone; its local times are read in ${options.defaultTimeZone}, as configured.`);
    return options.defaultTimeZone;
  }
  const offsets = offsetsIn(raw);
  const [only] = offsets;
  if (offsets.size === 1 && only !== undefined && only !== 0 && only % 60 === 0) {
    // IANA's Etc zones count the other way round: Etc/GMT-2 is two hours east of Greenwich.
    const zone = `Etc/GMT${only > 0 ? '-' : '+'}${Math.abs(only) / 60}`;
    if (isTimeZone(zone)) {
      warnings.add(
        where,
        `The file names no time zone; all its times are at UTC${formatOffset(only)}, so that fixed offset (${zone}) is used. Configure the real zone to be sure.`,
      );
      return zone;
    }
  }
  warnings.add(where, 'The file names no time zone and none is configured: its local times are read as UTC.');
  return 'UTC';
}

/** Every distinct UTC offset written in the file's day bounds and event dates. */
function offsetsIn(raw: RawSchedule): Set<number> {
  const offsets = new Set<number>();
  const note = (text: string | null) => {
    const offset = text === null ? null : parseIsoDateTime(text)?.offsetMinutes;
    if (offset !== null && offset !== undefined) offsets.add(offset);
  };
  for (const day of raw.days) {
    note(day.start);
    note(day.end);
    for (const event of day.events) note(event.date);
  }
  return offsets;
}
