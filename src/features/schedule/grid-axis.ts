import type { Timed } from '../../shared/event-timing.ts';

const MINUTE_MS = 60_000;
/** Rows are never finer than five minutes, whatever odd minute an event starts on. */
const FINEST_STEP = 5;
/** Schedules keep to quarter hours; a step that divides 15 also keeps to the wall clock of any time zone. */
const COARSEST_STEP = 15;

/** The grid's time axis: rows of `step` minutes from `origin`. */
export interface GridAxis {
  /** The first row's start, in ms; a multiple of the step since the epoch, so rows start on the wall clock's quarter hours. */
  readonly origin: number;
  /** Minutes per row: 15 when every event starts and ends on a quarter hour, 5 otherwise. */
  readonly step: number;
  readonly rowCount: number;
}

/** The rows an event covers: from the row of its start to the row its end falls in, at least one. */
export interface RowSpan {
  readonly row: number;
  readonly rows: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const minuteOfHour = (ms: number) => Math.floor(ms / MINUTE_MS) % 60;

/**
 * The time axis of a day's events, from the step before the first start to the step after the
 * last end; past midnight it simply runs on. Null without events.
 */
export function gridAxis(events: readonly Timed[]): GridAxis | null {
  if (events.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  let divisor = COARSEST_STEP;
  for (const event of events) {
    const start = Date.parse(event.start);
    const end = Math.max(start, Date.parse(event.end));
    first = Math.min(first, start);
    last = Math.max(last, end);
    divisor = gcd(gcd(divisor, minuteOfHour(start)), minuteOfHour(end));
    // A start or end between two minutes (seconds in the schedule) is off any step.
    if (start % MINUTE_MS !== 0 || end % MINUTE_MS !== 0) divisor = 1;
  }
  const step = Math.max(FINEST_STEP, divisor);
  const stepMs = step * MINUTE_MS;
  const origin = Math.floor(first / stepMs) * stepMs;
  const rowCount = Math.max(1, Math.ceil((last - origin) / stepMs));
  return { origin, step, rowCount };
}

/** The rows an event covers on the axis; an event off the steps covers every row it touches. */
export function rowSpan(axis: GridAxis, event: Timed): RowSpan {
  const stepMs = axis.step * MINUTE_MS;
  const row = Math.floor((Date.parse(event.start) - axis.origin) / stepMs);
  const endRow = Math.ceil((Date.parse(event.end) - axis.origin) / stepMs);
  return { row, rows: Math.max(1, endRow - row) };
}

/** The start of a row, in ms. */
export function rowStart(axis: GridAxis, row: number): number {
  return axis.origin + row * axis.step * MINUTE_MS;
}

/** Whether `at` (ms) falls on the axis. */
export function axisContains(axis: GridAxis, at: number): boolean {
  return at >= axis.origin && at < rowStart(axis, axis.rowCount);
}

/** The row `at` (ms) falls in; the first or last row for a moment before or after the axis. */
export function rowAt(axis: GridAxis, at: number): number {
  const row = Math.floor((at - axis.origin) / (axis.step * MINUTE_MS));
  return Math.min(axis.rowCount - 1, Math.max(0, row));
}

/** Minutes from the axis's start to `at`, for drawing the time line. */
export function minutesFromOrigin(axis: GridAxis, at: number): number {
  return (at - axis.origin) / MINUTE_MS;
}
