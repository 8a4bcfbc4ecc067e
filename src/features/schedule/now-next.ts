import type { DayRef, EventSummary } from '../../shared/page-data.ts';
import { currentOrNextDay, isRunning } from '../../shared/event-timing.ts';
import { sortEvents } from '../../components/sort-events.ts';

/** How far ahead Next looks: events starting within the next hour. */
export const NEXT_WINDOW_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** Where a moment falls relative to the conference, and the day whose events Now and Next need. */
export type ConferencePhase =
  { readonly kind: 'before'; readonly first: DayRef } | { readonly kind: 'during'; readonly day: DayRef; readonly following: DayRef | null } | { readonly kind: 'after' };

/**
 * Before the first day starts, after the last has ended, or during: the day under way, or the
 * next one in the night between two days. `days` are in order.
 */
export function conferencePhase<D extends DayRef>(days: readonly D[], at: number): ConferencePhase {
  const day = currentOrNextDay(days, at);
  if (!day) return { kind: 'after' };
  const position = days.indexOf(day);
  if (position === 0 && at < Date.parse(day.start)) return { kind: 'before', first: day };
  return { kind: 'during', day, following: days[position + 1] ?? null };
}

export interface NowAndNext {
  /** Every event running at that minute (start ≤ at < end), cancelled ones never. */
  readonly now: readonly EventSummary[];
  /**
   * The events starting within the next hour; when none of those takes place, up to the next
   * start of an event that does. Cancelled events among them stay, for the screen to mark.
   */
  readonly next: readonly EventSummary[];
}

/** What is on at `at` and what comes next, among the events of the days concerned, in schedule order. */
export function pickNowAndNext(events: readonly EventSummary[], at: number): NowAndNext {
  const sorted = sortEvents(events);
  const upcoming = sorted.filter((event) => Date.parse(event.start) > at);
  const firstHeld = upcoming.find((event) => !event.cancelled);
  const horizon = Math.max(at + NEXT_WINDOW_MS, firstHeld ? Date.parse(firstHeld.start) : -Infinity);
  return {
    now: sorted.filter((event) => isRunning(event, at)),
    next: upcoming.filter((event) => Date.parse(event.start) <= horizon),
  };
}

/**
 * Whether Next may need the following day's events: nothing held on this day starts after the
 * hour ahead, so the window, or the next start, can lie in the next day.
 */
export function needsFollowingDay(dayEvents: readonly EventSummary[], at: number): boolean {
  return !dayEvents.some((event) => !event.cancelled && Date.parse(event.start) > at + NEXT_WINDOW_MS);
}

/** Whole calendar days from `today` to `date` (ISO dates): 0 on the day itself. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
