import type { IcsEvent } from './build-ics.ts';
import { blockText, type EventData } from './page-data.ts';

/**
 * The UID of an event's calendar entry: the schedule's guid when it has one (stable across
 * schedule versions and conferences), else the event id at this host.
 */
export function icsUid(event: { readonly id: string; readonly guid: string | null }, host: string): string {
  return event.guid ?? `${event.id}@${host}`;
}

/**
 * An event as its calendar entry, for the agenda's download and the calendar subscription alike:
 * its UID (icsUid), the event page as URL, subtitle, speakers and abstract as description.
 */
export function eventToIcs({ event }: EventData, origin: string): IcsEvent {
  const url = `${origin}/events/${encodeURIComponent(event.id)}`;
  const speakers = event.persons.map((person) => person.name).join(', ');
  const description = [event.subtitle ?? '', speakers, blockText(event.abstract), url].filter((part) => part.trim() !== '').join('\n\n');
  return {
    uid: icsUid(event, new URL(origin).host),
    start: event.start,
    end: event.end,
    summary: event.title,
    location: event.room.name,
    description,
    url,
    cancelled: event.cancelled,
  };
}
