import type { Day, Person, Room, Schedule, ScheduleEvent, Track } from '../schedule/model.ts';
import type { ConferenceInfo, EventSummary, PersonRef, RoomRef, TrackRef } from '../../shared/page-data.ts';

/** A schedule with its lookups built once per version, so every page-data request is a map read. */
export interface ScheduleIndex {
  readonly version: string;
  readonly schedule: Schedule;
  readonly conference: ConferenceInfo;
  readonly days: ReadonlyMap<string, Day>;
  readonly events: ReadonlyMap<string, ScheduleEvent>;
  readonly persons: ReadonlyMap<string, Person>;
  readonly rooms: ReadonlyMap<string, Room>;
  readonly tracks: ReadonlyMap<string, Track>;
  readonly eventsByDay: ReadonlyMap<string, readonly ScheduleEvent[]>;
  readonly eventsByPerson: ReadonlyMap<string, readonly ScheduleEvent[]>;
  readonly eventsByRoom: ReadonlyMap<string, readonly ScheduleEvent[]>;
  readonly eventsByTrack: ReadonlyMap<string, readonly ScheduleEvent[]>;
  readonly summarize: (event: ScheduleEvent) => EventSummary;
}

function groupBy<K>(events: readonly ScheduleEvent[], keysOf: (event: ScheduleEvent) => readonly K[]): Map<K, ScheduleEvent[]> {
  const groups = new Map<K, ScheduleEvent[]>();
  for (const event of events) {
    for (const key of keysOf(event)) {
      const group = groups.get(key);
      if (group) group.push(event);
      else groups.set(key, [event]);
    }
  }
  return groups;
}

export function indexSchedule(schedule: Schedule, version: string): ScheduleIndex {
  const rooms = new Map(schedule.rooms.map((room) => [room.slug, room]));
  const tracks = new Map(schedule.tracks.map((track) => [track.slug, track]));
  const persons = new Map(schedule.persons.map((person) => [person.id, person]));
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

  const summarize = (event: ScheduleEvent): EventSummary => ({
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

  const { title, acronym, start, end, timeZone } = schedule.conference;
  return {
    version,
    schedule,
    conference: { title, acronym, start, end, timeZone },
    days: new Map(schedule.days.map((day) => [day.date, day])),
    events: new Map(schedule.events.map((event) => [event.id, event])),
    persons,
    rooms,
    tracks,
    eventsByDay: groupBy(schedule.events, (event) => [event.day]),
    eventsByPerson: groupBy(schedule.events, (event) => event.persons),
    eventsByRoom: groupBy(schedule.events, (event) => [roomRef(event.room).slug]),
    eventsByTrack: groupBy(schedule.events, (event) => {
      const track = trackRef(event.track);
      return track ? [track.slug] : [];
    }),
    summarize,
  };
}
