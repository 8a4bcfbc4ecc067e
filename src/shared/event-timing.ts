/**
 * When an event is, relative to a moment: one reading for Now and Next, the live markers, the
 * day grid's time line and the warm-up's "today". Times are ISO instants with offsets; `at` is ms.
 */

export interface Timed {
  readonly start: string;
  readonly end: string;
  readonly cancelled?: boolean;
}

/** Running at `at`: start ≤ at < end, and not cancelled. */
export function isRunning(event: Timed, at: number): boolean {
  return !event.cancelled && Date.parse(event.start) <= at && at < Date.parse(event.end);
}

/** Whether `at` falls within [start, end) of a day or an event, cancelled or not. */
export function contains(span: { readonly start: string; readonly end: string }, at: number): boolean {
  return Date.parse(span.start) <= at && at < Date.parse(span.end);
}

/**
 * The day to show or warm first at `at`: the one under way, else the next to begin; null once
 * the last has ended. `days` are in order.
 */
export function currentOrNextDay<T extends { readonly start: string; readonly end: string }>(days: readonly T[], at: number): T | null {
  return days.find((day) => contains(day, at)) ?? days.find((day) => Date.parse(day.start) > at) ?? null;
}
