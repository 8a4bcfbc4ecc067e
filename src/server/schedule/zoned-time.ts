import { pad2, type CalendarDate, type ClockTime } from './date-time-text.ts';

/**
 * Wall time in an IANA zone ⇄ instant, with nothing but Intl: the zone's offset at an instant is
 * read back from `Intl.DateTimeFormat`, which knows every DST rule of the tz database.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_SIZE = 100_000;

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (`Europe/Brussels`, `UTC`, `Etc/GMT-2`). */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes east (Brussels in winter: 60). */
export function offsetAt(epochMs: number, zone: string): number {
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  // Schedules ask about the same few hundred slot times over and over; Intl is the slow part.
  const key = `${zone} ${wholeSeconds}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const fields = formatterFor(zone).format(wholeSeconds).match(/\d+/g)?.map(Number) ?? [];
  const [month = 1, day = 1, year = 1970, hour = 0, minute = 0, second = 0] = fields;
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds) / MINUTE_MS);
  if (offsetCache.size > OFFSET_CACHE_SIZE) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * The instant a wall-clock time in a zone denotes. Like Temporal's "compatible": a time that
 * occurs twice (autumn) is the earlier one; a time skipped by spring-forward moves forward by the gap.
 */
export function zonedTimeToEpoch(date: CalendarDate, time: ClockTime, zone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  // At most one transition lies within a day either side, so these two offsets are all there is.
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = [before, after].map((offset) => wall - offset * MINUTE_MS).filter((epoch) => wall - offsetAt(epoch, zone) * MINUTE_MS === epoch);
  if (candidates.length === 0) return wall - before * MINUTE_MS;
  return Math.min(...candidates);
}

/** ISO 8601 with the zone's offset at that instant: `2019-02-02T09:30:00+01:00`. */
export function formatInstant(epochMs: number, zone: string): string {
  const offset = offsetAt(epochMs, zone);
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offset * MINUTE_MS);
  const date = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
  const time = `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`;
  return `${date}T${time}${formatOffset(offset)}`;
}

/** The calendar date and wall time of an instant in a zone. */
export function wallTimeAt(epochMs: number, zone: string): { date: CalendarDate; time: ClockTime } {
  const wall = new Date(epochMs + offsetAt(epochMs, zone) * MINUTE_MS);
  return {
    date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
    time: { hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() },
  };
}

/** `+01:00`, `-03:30`, `+00:00`. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${pad2(Math.floor(absolute / 60))}:${pad2(absolute % 60)}`;
}
