import { addDays, type ClockTime } from './date-time-text.ts';
import type { DayContext } from './day-context.ts';
import type { Day } from './model.ts';
import { formatInstant, zonedTimeToEpoch } from './zoned-time.ts';

const MIDNIGHT: ClockTime = { hour: 0, minute: 0, second: 0 };

/**
 * A conference day with its bounds: the file's when given; else from the day change (this date's
 * to the next's); else from its events (first start to last end); else the calendar day.
 */
export function buildDay(
  context: DayContext & { readonly date: NonNullable<DayContext['date']>; readonly iso: string },
  index: number,
  events: readonly { readonly startMs: number; readonly endMs: number }[],
  zone: string,
  dayChange: ClockTime | null,
): Day {
  const { date } = context;
  const next = addDays(date, 1);
  const firstStart = events.length > 0 ? Math.min(...events.map((event) => event.startMs)) : null;
  const lastEnd = events.length > 0 ? Math.max(...events.map((event) => event.endMs)) : null;
  const start = context.startMs ?? (dayChange ? zonedTimeToEpoch(date, dayChange, zone) : (firstStart ?? zonedTimeToEpoch(date, MIDNIGHT, zone)));
  const end = context.endMs ?? (dayChange ? zonedTimeToEpoch(next, dayChange, zone) : (lastEnd ?? zonedTimeToEpoch(next, MIDNIGHT, zone)));
  return { date: context.iso, index, start: formatInstant(start, zone), end: formatInstant(Math.max(start, end), zone) };
}
