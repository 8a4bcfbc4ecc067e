/** Parsing the date and time strings schedule files use; each returns null for anything impossible. */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export interface DateTimeText {
  readonly date: CalendarDate;
  readonly time: ClockTime;
  /** Minutes east of UTC when the text carries an offset (`+01:00`, `Z`), else null: local time. */
  readonly offsetMinutes: number | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** `2019-02-02`; refuses dates that do not exist (`2019-02-30`) and years far from ours. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `09:30` or `09:30:00`, 00:00 to 23:59:59. */
export function parseClockTime(text: string): ClockTime | null {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/** `2019-02-02T09:30:00+01:00`, `2019-02-02T09:30:00Z` or `2019-02-02T09:30` (local). */
export function parseIsoDateTime(text: string): DateTimeText | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const date = parseIsoDate(match[1] ?? '');
  const time = parseClockTime(match[2] ?? '');
  if (!date || !time) return null;
  const offset = match[3];
  if (offset === undefined) return { date, time, offsetMinutes: null };
  if (offset.toUpperCase() === 'Z') return { date, time, offsetMinutes: 0 };
  const digits = offset.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 14 || minutes > 59) return null;
  const sign = offset.startsWith('-') ? -1 : 1;
  return { date, time, offsetMinutes: sign * (hours * 60 + minutes) };
}

/** Minutes since midnight. */
export function minutesOfDay(time: ClockTime): number {
  return time.hour * 60 + time.minute + time.second / 60;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** `HH:MM`, the form `Conference.dayChange` uses. */
export function formatClockTime(time: ClockTime): string {
  return `${pad2(time.hour)}:${pad2(time.minute)}`;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
