import type { ConferenceInfo, EventSummary } from '../../shared/page-data.ts';
import { isRunning } from '../../shared/event-timing.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { zonedDate } from '../../components/format-time.ts';

export interface RoomNow {
  /** What runs in the room at that minute (one, unless the schedule overlaps itself). */
  readonly now: readonly EventSummary[];
  /** The next event in the room that is not cancelled, or null. */
  readonly next: EventSummary | null;
}

/**
 * What is on in one room at `at`, and what comes after, during the conference (its dates in its
 * zone, or while one of the room's events still runs past midnight of the last day); null outside
 * it or when the room has nothing left.
 */
export function roomNowAndNext(events: readonly EventSummary[], conference: ConferenceInfo, at: number): RoomNow | null {
  const sorted = sortEvents(events);
  const now = sorted.filter((event) => isRunning(event, at));
  const next = sorted.find((event) => !event.cancelled && Date.parse(event.start) > at) ?? null;
  const today = zonedDate(new Date(at).toISOString(), conference.timeZone);
  const underWay = conference.start <= today && today <= conference.end;
  if (now.length > 0) return { now, next };
  return underWay && next ? { now, next } : null;
}
