import type { EventData, TextBlock } from '../../shared/page-data.ts';
import type { IcsEvent } from './build-ics.ts';

const plainText = (block: TextBlock | null) => block?.paragraphs.map((paragraph) => paragraph.map((inline) => inline.text).join('')).join('\n\n') ?? '';

/**
 * An event as its calendar entry: the schedule's guid as UID when it has one (stable across
 * schedule versions and conferences), else the event id at this host; the event page as URL.
 */
export function eventToIcs({ event }: EventData, origin: string): IcsEvent {
  const url = `${origin}/events/${encodeURIComponent(event.id)}`;
  const speakers = event.persons.map((person) => person.name).join(', ');
  const description = [event.subtitle ?? '', speakers, plainText(event.abstract), url].filter((part) => part.trim() !== '').join('\n\n');
  return {
    uid: event.guid ?? `${event.id}@${new URL(origin).host}`,
    start: event.start,
    end: event.end,
    summary: event.title,
    location: event.room.name,
    description,
    url,
    cancelled: event.cancelled,
  };
}
