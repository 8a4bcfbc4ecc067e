import { addDays, minutesOfDay, parseClockTime, parseIsoDateTime } from './date-time-text.ts';
import { instantOf, type DayContext } from './day-context.ts';
import { parseDuration } from './duration.ts';
import type { ProblemList } from './problems.ts';
import type { RawEvent } from './raw-schedule.ts';
import { zonedTimeToEpoch } from './zoned-time.ts';

export interface EventTime {
  readonly startMs: number;
  readonly endMs: number;
  readonly minutes: number;
}

/**
 * When an event happens. Its `date` wins when given (with its offset, else as local time);
 * otherwise its local `start` on the day's date — or on the next calendar date when it starts
 * before the day does (a 01:00 event on a day that starts at 10:00 is that night's) and the
 * day's end, if known, allows it.
 * Reports what is missing or impossible; null then.
 */
export function resolveEventTime(event: RawEvent, day: DayContext, zone: string, problems: ProblemList): EventTime | null {
  const before = problems.size;
  const start = event.start === null ? null : parseClockTime(event.start);
  if (event.start === null) problems.add(event.locate('start'), 'The event has no start time.');
  else if (start === null) problems.add(event.locate('start'), `"${event.start}" is not a time of day (expected HH:MM, 00:00 to 23:59).`);
  const minutes = event.duration === null ? null : parseDuration(event.duration);
  if (event.duration === null) problems.add(event.locate('duration'), 'The event has no duration.');
  else if (minutes === null) {
    problems.add(event.locate('duration'), `"${event.duration}" is not a duration (expected HH:MM, HH:MM:SS or D:HH:MM).`);
  }
  const date = event.date === null ? null : parseIsoDateTime(event.date);
  if (event.date !== null && date === null) {
    problems.add(event.locate('date'), `"${event.date}" is not a date and time (expected e.g. 2019-02-02T09:30:00+01:00).`);
  }
  if (problems.size > before || start === null || minutes === null) return null;
  let startMs: number;
  if (date !== null) startMs = instantOf(date, zone);
  else if (day.date !== null) {
    startMs = zonedTimeToEpoch(day.date, start, zone);
    if (day.startMinutes !== null && minutesOfDay(start) < day.startMinutes) {
      // Unless that would put it after the day's end: then it is just early (10:30 on a day "from 11:00").
      const nextDate = zonedTimeToEpoch(addDays(day.date, 1), start, zone);
      if (day.endMs === null || nextDate < day.endMs) startMs = nextDate;
    }
  } else return null;
  return { startMs, endMs: startMs + minutes * 60_000, minutes };
}
