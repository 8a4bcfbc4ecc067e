import type { ConferenceInfo, EventSummary, PersonRef, RoomRef, ScheduleBundle, TrackRef } from './page-data.ts';

type EventOf<S extends ScheduleBundle> = S['events'][number];

/**
 * A schedule with its lookups built once per version, so every page is a map read: on the
 * server over the imported schedule, in the service worker over the offline bundle. Both build
 * their pages from it with the same builders (build-page-data.ts).
 */
export interface ScheduleIndex<S extends ScheduleBundle = ScheduleBundle> {
  readonly version: string;
  readonly schedule: S;
  readonly conference: ConferenceInfo;
  readonly days: ReadonlyMap<string, S['days'][number]>;
  readonly events: ReadonlyMap<string, EventOf<S>>;
  readonly persons: ReadonlyMap<string, S['persons'][number]>;
  readonly rooms: ReadonlyMap<string, S['rooms'][number]>;
  readonly tracks: ReadonlyMap<string, S['tracks'][number]>;
  readonly eventsByDay: ReadonlyMap<string, readonly EventOf<S>[]>;
  readonly eventsByPerson: ReadonlyMap<string, readonly EventOf<S>[]>;
  readonly eventsByRoom: ReadonlyMap<string, readonly EventOf<S>[]>;
  readonly eventsByTrack: ReadonlyMap<string, readonly EventOf<S>[]>;
  // A method, so an index of the imported schedule is one of the bundle's too.
  summarize(event: EventOf<S>): EventSummary;
}

function groupBy<E, K>(events: readonly E[], keysOf: (event: E) => readonly K[]): Map<K, E[]> {
  const groups = new Map<K, E[]>();
  for (const event of events) {
    for (const key of keysOf(event)) {
      const group = groups.get(key);
      if (group) group.push(event);
      else groups.set(key, [event]);
    }
  }
  return groups;
}

export function indexSchedule<S extends ScheduleBundle>(schedule: S, version: string): ScheduleIndex<S> {
  type Event = EventOf<S>;
  const rooms = new Map(schedule.rooms.map((room) => [room.slug, room] as const));
  const tracks = new Map(schedule.tracks.map((track) => [track.slug, track] as const));
  const persons = new Map(schedule.persons.map((person) => [person.id, person] as const));
  const roomByName = new Map(schedule.rooms.map((room) => [room.name, room]));
  const trackByName = new Map(schedule.tracks.map((track) => [track.name, track]));

  const roomRef = (name: string): RoomRef => {
    const room = roomByName.get(name);
    return { slug: room?.slug ?? '', name };
  };
  const trackRef = (name: string | null): TrackRef | null => {
    const track = name === null ? undefined : trackByName.get(name);
    return track ? { slug: track.slug, name: track.name, color: track.color } : null;
  };
  const personRef = (id: string): PersonRef => ({ id, name: persons.get(id)?.name ?? id });

  const summarize = (event: Event): EventSummary => ({
    id: event.id,
    title: event.title,
    subtitle: event.subtitle,
    start: event.start,
    end: event.end,
    day: event.day,
    room: roomRef(event.room),
    track: trackRef(event.track),
    type: event.type,
    language: event.language,
    persons: event.persons.map(personRef),
    cancelled: event.cancelled,
  });

  const events: readonly Event[] = schedule.events;
  const { title, acronym, start, end, timeZone } = schedule.conference;
  return {
    version,
    schedule,
    conference: { title, acronym, start, end, timeZone },
    days: new Map(schedule.days.map((day) => [day.date, day] as const)),
    events: new Map(events.map((event) => [event.id, event] as const)),
    persons,
    rooms,
    tracks,
    eventsByDay: groupBy(events, (event) => [event.day]),
    eventsByPerson: groupBy(events, (event) => event.persons),
    eventsByRoom: groupBy(events, (event) => [roomRef(event.room).slug]),
    eventsByTrack: groupBy(events, (event) => {
      const track = trackRef(event.track);
      return track ? [track.slug] : [];
    }),
    summarize,
  };
}
