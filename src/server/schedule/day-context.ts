import { minutesOfDay, parseIsoDate, parseIsoDateTime, type CalendarDate, type ClockTime } from './date-time-text.ts';
import type { ProblemList } from './problems.ts';
import type { RawDay } from './raw-schedule.ts';
import { wallTimeAt, zonedTimeToEpoch } from './zoned-time.ts';

/** What events need to know about the conference day they are listed under. */
export interface DayContext {
  /** The day's ISO date, null when the file's is missing or impossible (already reported). */
  readonly date: CalendarDate | null;
  readonly iso: string | null;
  readonly startMs: number | null;
  readonly endMs: number | null;
  /**
   * Local minutes since midnight at which the day begins (from its start, else the conference's
   * day change); an event starting earlier than this happens on the next calendar date.
   */
  readonly startMinutes: number | null;
}

export function readDayContext(raw: RawDay, zone: string, dayChange: ClockTime | null, problems: ProblemList): DayContext {
  const date = raw.date === null ? null : parseIsoDate(raw.date);
  if (raw.date === null) problems.add(raw.locate('date'), 'The day has no date.');
  else if (date === null) problems.add(raw.locate('date'), `"${raw.date}" is not a date (expected YYYY-MM-DD, a day that exists).`);
  const startMs = readBound(raw, 'start', zone, problems);
  const endMs = readBound(raw, 'end', zone, problems);
  if (startMs !== null && endMs !== null && endMs < startMs) {
    problems.add(raw.locate('end'), 'The day ends before it starts.');
  }
  let startMinutes = dayChange === null ? null : minutesOfDay(dayChange);
  if (startMs !== null && date !== null) {
    const wall = wallTimeAt(startMs, zone);
    const sameDate = wall.date.year === date.year && wall.date.month === date.month && wall.date.day === date.day;
    if (sameDate) startMinutes = minutesOfDay(wall.time);
  }
  return { date, iso: date === null ? null : raw.date, startMs, endMs, startMinutes };
}

function readBound(raw: RawDay, field: 'start' | 'end', zone: string, problems: ProblemList): number | null {
  const text = raw[field];
  if (text === null) return null;
  const parsed = parseIsoDateTime(text);
  if (parsed === null) {
    problems.add(raw.locate(field), `"${text}" is not a date and time (expected e.g. 2019-02-02T09:00:00+01:00).`);
    return null;
  }
  return instantOf(parsed, zone);
}

/** A parsed date-time as an instant: its own offset when it has one, else local time in the zone. */
export function instantOf(parsed: { date: CalendarDate; time: ClockTime; offsetMinutes: number | null }, zone: string): number {
  const { date, time, offsetMinutes } = parsed;
  if (offsetMinutes === null) return zonedTimeToEpoch(date, time, zone);
  return Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second) - offsetMinutes * 60_000;
}
