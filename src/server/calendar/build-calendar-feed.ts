import { buildIcs } from '../../shared/build-ics.ts';
import { eventToIcs } from '../../shared/event-to-ics.ts';
import type { EventData } from '../../shared/page-data.ts';
import { userOwner } from '../actions/action-owner.ts';
import { listStars } from '../actions/star-store.ts';
import { PAGE_DATA_BUILDERS } from '../../shared/build-page-data.ts';
import type { ScheduleIndex } from '../page-data/schedule-index.ts';
import { eventSequence } from '../store/event-sequences.ts';
import type { Store } from '../store/open-store.ts';

/**
 * How often calendar apps are asked to fetch the feed again: during a conference a moved talk
 * matters within the hour. (Each app decides in the end; some poll only a few times a day.)
 */
export const CALENDAR_REFRESH_INTERVAL = 'PT1H';

export interface CalendarFeedOptions {
  readonly userId: number;
  /** The public origin: event URLs, and the host of UIDs made from event ids. */
  readonly origin: string;
  readonly now: Date;
}

/**
 * The account's starred events of the schedule being served, as the agenda's download writes
 * them (eventToIcs, buildIcs) plus each event's SEQUENCE: an unstarred event, or one the
 * schedule dropped, is not in it, and a calendar app removes it on its next fetch.
 */
export async function buildCalendarFeed(store: Store, index: ScheduleIndex, { userId, origin, now }: CalendarFeedOptions): Promise<string> {
  const events = (await listStars(store, userOwner(userId)))
    .filter((star) => star.starred)
    .flatMap((star) => {
      const data = PAGE_DATA_BUILDERS['event']?.(index, { id: star.eventId }) as EventData | null | undefined;
      return data ? [data] : [];
    })
    .sort((a, b) => Date.parse(a.event.start) - Date.parse(b.event.start) || a.event.id.localeCompare(b.event.id, 'en'));
  return buildIcs(await Promise.all(events.map(async (data) => ({ ...eventToIcs(data, origin), sequence: await eventSequence(store, data.event) }))), {
    productId: '-//Hallway//Calendar//EN',
    calendarName: index.conference.title,
    now,
    refreshInterval: CALENDAR_REFRESH_INTERVAL,
  });
}
