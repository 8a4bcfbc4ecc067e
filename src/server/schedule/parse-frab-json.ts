import { frabJsonSchema, type FrabJsonDay, type FrabJsonEvent, type FrabJsonLink, type FrabJsonPerson } from './frab-json-schema.ts';
import { jsonPath } from './json-path.ts';
import { jsonSyntaxProblem } from './json-syntax-problem.ts';
import { MAX_PROBLEMS } from './problems.ts';
import type { Locate, RawDay, RawEvent, RawLink, RawPerson, ReadResult } from './raw-schedule.ts';
import { zodProblems } from './zod-problems.ts';

/** The JSON keys behind the field names the normaliser asks about. */
const DAY_KEYS: Readonly<Record<string, string>> = { start: 'day_start', end: 'day_end' };

/** A frab / C3VOC `schedule.json`, checked against its schema and read into the raw schedule. */
export function parseFrabJson(json: string): ReadResult {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [jsonSyntaxProblem(json, error)] };
  }
  const parsed = frabJsonSchema.safeParse(document, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error.issues.slice(0, MAX_PROBLEMS)) };
  const { conference } = parsed.data.schedule;
  const base = ['schedule', 'conference'];
  return {
    ok: true,
    raw: {
      title: clean(conference.title),
      acronym: clean(conference.acronym),
      timeZoneName: clean(conference.time_zone_name),
      dayChange: clean(conference.day_change),
      tracks: (conference.tracks ?? []).map((track) => ({ name: track.name, color: clean(track.color) })),
      rooms: (conference.rooms ?? []).map((room) => room.name),
      days: conference.days.map((day, index) => readDay(day, [...base, 'days', index])),
      locate: locator(base),
    },
  };
}

function readDay(day: FrabJsonDay, path: PropertyKey[]): RawDay {
  const rooms = Object.entries(day.rooms);
  return {
    index: day.index ?? null,
    date: clean(day.date),
    start: clean(day.day_start),
    end: clean(day.day_end),
    rooms: rooms.map(([name]) => name),
    events: rooms.flatMap(([name, events]) => events.map((event, index) => readEvent(event, name, [...path, 'rooms', name, index]))),
    locate: locator(path, DAY_KEYS),
  };
}

function readEvent(event: FrabJsonEvent, roomName: string, path: PropertyKey[]): RawEvent {
  return {
    id: clean(String(event.id)),
    guid: clean(event.guid),
    title: clean(event.title),
    subtitle: clean(event.subtitle),
    date: clean(event.date),
    start: clean(event.start),
    duration: clean(event.duration),
    room: clean(event.room) ?? clean(roomName),
    track: clean(event.track),
    type: clean(event.type),
    language: clean(event.language),
    abstract: clean(event.abstract),
    description: clean(event.description),
    url: clean(event.url),
    persons: (event.persons ?? []).map(readPerson),
    links: [...(event.links ?? []), ...(event.attachments ?? [])].map(readLink),
    doNotRecord: event.do_not_record === true || /^(true|1|yes)$/i.test(String(event.do_not_record ?? '')),
    locate: locator(path),
  };
}

function readPerson(person: FrabJsonPerson): RawPerson {
  if (typeof person === 'string') return { id: null, name: clean(person), biography: null };
  const id = person.id === null || person.id === undefined ? null : clean(String(person.id));
  const name = clean(person.public_name) ?? clean(person.name) ?? clean(person.full_public_name);
  return { id: id ?? clean(person.guid), name, biography: clean(person.biography) };
}

function readLink(link: FrabJsonLink): RawLink {
  return typeof link === 'string' ? { url: clean(link), title: null } : { url: clean(link.url), title: clean(link.title) };
}

function locator(path: readonly PropertyKey[], keys: Readonly<Record<string, string>> = {}): Locate {
  return (field) => jsonPath(field === undefined ? path : [...path, keys[field] ?? field]);
}

function clean(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
