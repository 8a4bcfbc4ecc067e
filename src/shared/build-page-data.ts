import type { ScheduleIndex } from './schedule-index.ts';
import { readPageDataUrl } from './location.ts';
import {
  blockText,
  type DayData,
  type EventData,
  type HomeData,
  type RoomData,
  type RoomsData,
  type SearchData,
  type SpeakerData,
  type SpeakersData,
  SEARCH_DATA_URL,
  type TrackData,
  type TracksData,
  type DayRef,
  type ScheduleBundle,
  type TrackRef,
} from './page-data.ts';

const dayRef = ({ date, index, start, end }: DayRef): DayRef => ({ date, index, start, end });
const trackRef = ({ slug, name, color }: TrackRef): TrackRef => ({ slug, name, color });
const countOf = (groups: ReadonlyMap<string, readonly unknown[]>, key: string) => groups.get(key)?.length ?? 0;

/** The builders of public page data, by route name; each answers null for an unknown id (404). */
export const PAGE_DATA_BUILDERS: Readonly<Record<string, (index: ScheduleIndex, params: Readonly<Record<string, string>>) => unknown>> = {
  home: (index): HomeData => {
    // The first slot depends on the schedule only, never on the time, so it can be built here and
    // shown before the conference (the client alone knows the time).
    const startOf = (event: { readonly start: string }) => Date.parse(event.start);
    const byStart = [...index.schedule.events].sort((a, b) => startOf(a) - startOf(b));
    const first = byStart.find((event) => !event.cancelled) ?? byStart[0];
    return {
      conference: index.conference,
      days: index.schedule.days.map((day) => ({ ...dayRef(day), eventCount: countOf(index.eventsByDay, day.date) })),
      tracks: index.schedule.tracks.map((track) => ({ ...trackRef(track), eventCount: countOf(index.eventsByTrack, track.slug) })),
      rooms: index.schedule.rooms.map(({ slug, name }) => ({ slug, name, eventCount: countOf(index.eventsByRoom, slug) })),
      eventCount: index.schedule.events.length,
      speakerCount: index.schedule.persons.length,
      firstSlot: first ? { start: first.start, events: byStart.filter((event) => startOf(event) === startOf(first)).map(index.summarize) } : null,
    };
  },
  day: (index, { date = '' }): DayData | null => {
    const day = index.days.get(date);
    if (!day) return null;
    return {
      conference: index.conference,
      day: dayRef(day),
      days: index.schedule.days.map(dayRef),
      events: (index.eventsByDay.get(date) ?? []).map(index.summarize),
    };
  },
  event: (index, { id = '' }): EventData | null => {
    const event = index.events.get(id);
    if (!event) return null;
    const { abstract, description, links, doNotRecord, guid, duration } = event;
    return {
      conference: index.conference,
      event: { ...index.summarize(event), guid, duration, abstract, description, links, doNotRecord },
      persons: event.persons.flatMap((personId) => {
        const person = index.persons.get(personId);
        return person ? [{ id: person.id, name: person.name, biography: person.biography }] : [];
      }),
    };
  },
  speakers: (index): SpeakersData => ({
    conference: index.conference,
    speakers: [...index.schedule.persons].sort((a, b) => a.name.localeCompare(b.name, 'en')).map(({ id, name }) => ({ id, name, eventCount: countOf(index.eventsByPerson, id) })),
  }),
  speaker: (index, { id = '' }): SpeakerData | null => {
    const person = index.persons.get(id);
    if (!person) return null;
    return {
      conference: index.conference,
      speaker: { id: person.id, name: person.name, biography: person.biography },
      events: (index.eventsByPerson.get(id) ?? []).map(index.summarize),
    };
  },
  tracks: (index): TracksData => ({
    conference: index.conference,
    tracks: index.schedule.tracks.map((track) => ({ ...trackRef(track), eventCount: countOf(index.eventsByTrack, track.slug) })),
  }),
  track: (index, { slug = '' }): TrackData | null => {
    const track = index.tracks.get(slug);
    if (!track) return null;
    return { conference: index.conference, track: trackRef(track), events: (index.eventsByTrack.get(slug) ?? []).map(index.summarize) };
  },
  rooms: (index): RoomsData => ({
    conference: index.conference,
    rooms: index.schedule.rooms.map(({ slug, name }) => ({ slug, name, eventCount: countOf(index.eventsByRoom, slug) })),
  }),
  room: (index, { slug = '' }): RoomData | null => {
    const room = index.rooms.get(slug);
    if (!room) return null;
    return { conference: index.conference, room: { slug: room.slug, name: room.name }, events: (index.eventsByRoom.get(slug) ?? []).map(index.summarize) };
  },
};

/**
 * `/data/search.json`: every event with the plain text of its abstract and description (a
 * description that repeats the abstract adds nothing), speakers, tracks and rooms with their
 * event counts.
 */
export function buildSearchData(index: ScheduleIndex): SearchData {
  return {
    conference: index.conference,
    events: index.schedule.events.map((event) => {
      const abstract = blockText(event.abstract);
      const description = blockText(event.description);
      const text = description.includes(abstract) ? description : abstract === '' || abstract.includes(description) ? abstract : `${abstract}\n\n${description}`;
      return { ...index.summarize(event), text };
    }),
    speakers: index.schedule.persons.map(({ id, name }) => ({ id, name, eventCount: countOf(index.eventsByPerson, id) })),
    tracks: index.schedule.tracks.map((track) => ({ ...trackRef(track), eventCount: countOf(index.eventsByTrack, track.slug) })),
    rooms: index.schedule.rooms.map(({ slug, name }) => ({ slug, name, eventCount: countOf(index.eventsByRoom, slug) })),
  };
}

/**
 * `/data/offline.json`: the schedule itself, field by field, without what no page shows (when a
 * conference day changes). What the service worker builds every page from.
 */
export function bundleOf(schedule: ScheduleBundle): ScheduleBundle {
  const { title, acronym, start, end, timeZone } = schedule.conference;
  return {
    conference: { title, acronym, start, end, timeZone },
    days: schedule.days.map(dayRef),
    rooms: schedule.rooms.map(({ slug, name }) => ({ slug, name })),
    tracks: schedule.tracks.map(trackRef),
    events: schedule.events.map((event) => ({
      id: event.id,
      guid: event.guid,
      title: event.title,
      subtitle: event.subtitle,
      start: event.start,
      end: event.end,
      duration: event.duration,
      day: event.day,
      room: event.room,
      track: event.track,
      type: event.type,
      language: event.language,
      abstract: event.abstract,
      description: event.description,
      persons: event.persons,
      links: event.links.map(({ title: linkTitle, url }) => ({ title: linkTitle, url })),
      cancelled: event.cancelled,
      doNotRecord: event.doNotRecord,
    })),
    persons: schedule.persons.map(({ id, name, biography }) => ({ id, name, biography })),
  };
}

/** Every public app path that has page data, for `/data/manifest.json` and `/sitemap.xml`. */
export function listPublicPages(index: ScheduleIndex): string[] {
  const encode = encodeURIComponent;
  return [
    '/',
    ...index.schedule.days.map((day) => `/days/${day.date}`),
    ...index.schedule.events.map((event) => `/events/${encode(event.id)}`),
    '/speakers',
    ...index.schedule.persons.map((person) => `/speakers/${encode(person.id)}`),
    '/tracks',
    ...index.schedule.tracks.map((track) => `/tracks/${track.slug}`),
    '/rooms',
    ...index.schedule.rooms.map((room) => `/rooms/${room.slug}`),
  ];
}

/**
 * The public page data, or search documents, a canonical page-data URL answers at this index's
 * version: what the server sends whole, and what the service worker builds from the offline
 * bundle when it asked for the page's lean answer. Null for a URL that is no public page with
 * data here, or an unknown id.
 */
export function buildPublicPageData(index: ScheduleIndex, pageDataUrl: string): unknown {
  if (pageDataUrl === SEARCH_DATA_URL) return buildSearchData(index);
  const location = readPageDataUrl(pageDataUrl);
  if (location?.access !== 'public') return null;
  return PAGE_DATA_BUILDERS[location.route.name]?.(index, location.params) ?? null;
}
