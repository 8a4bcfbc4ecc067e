import { parseCancelledTitle } from './cancelled-title.ts';
import type { DayContext } from './day-context.ts';
import { eventLinks } from './event-links.ts';
import type { ScheduleEvent } from './model.ts';
import type { PersonRegistry } from './person-registry.ts';
import type { Place, PlaceRegistry } from './place-registry.ts';
import { plainText } from './plain-text.ts';
import type { ProblemList } from './problems.ts';
import type { Locate, RawEvent } from './raw-schedule.ts';
import { resolveEventTime } from './resolve-event-time.ts';
import { toTextBlock } from './text-block.ts';
import { formatInstant } from './zoned-time.ts';

/** An event ready but for its final id (duplicates are renamed later) and its place in the sort. */
export interface EventDraft {
  readonly event: ScheduleEvent;
  readonly startMs: number;
  readonly room: Place;
  readonly locate: Locate;
}

export interface EventRegistries {
  readonly rooms: PlaceRegistry;
  readonly tracks: PlaceRegistry;
  readonly persons: PersonRegistry;
}

/** One raw event → its normalised form, or null after reporting why it cannot be. */
export function normaliseEvent(raw: RawEvent, day: DayContext, zone: string, registries: EventRegistries, problems: ProblemList): EventDraft | null {
  const before = problems.size;
  const title = plainText(raw.title);
  const roomName = plainText(raw.room);
  if (raw.id === null) problems.add(raw.locate('id'), 'The event has no id.');
  if (title === null) problems.add(raw.locate('title'), 'The event has no title.');
  if (roomName === null) problems.add(raw.locate('room'), 'The event has no room.');
  const time = resolveEventTime(raw, day, zone, problems);
  if (problems.size > before || raw.id === null || title === null || roomName === null || time === null) return null;
  if (day.iso === null) return null;

  const room = registries.rooms.add(roomName);
  const trackName = plainText(raw.track);
  const cancellation = parseCancelledTitle(title);
  const persons = raw.persons.map((person) => registries.persons.add(person)).filter((id) => id !== null);
  const event: ScheduleEvent = {
    id: raw.id,
    guid: raw.guid,
    title: cancellation.title,
    subtitle: plainText(raw.subtitle),
    start: formatInstant(time.startMs, zone),
    end: formatInstant(time.endMs, zone),
    duration: time.minutes,
    day: day.iso,
    // Events name their room and track (page data looks them up by name); the slugs live in the lists.
    room: room.name,
    track: trackName === null ? null : registries.tracks.add(trackName).name,
    type: plainText(raw.type),
    language: plainText(raw.language),
    abstract: toTextBlock(raw.abstract),
    description: toTextBlock(raw.description),
    persons: [...new Set(persons)],
    links: eventLinks(raw),
    cancelled: cancellation.cancelled,
    doNotRecord: raw.doNotRecord,
  };
  return { event, startMs: time.startMs, room, locate: raw.locate };
}
