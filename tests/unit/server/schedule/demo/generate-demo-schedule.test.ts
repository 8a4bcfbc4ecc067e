import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrabEvent } from '../../../../../src/server/schedule/demo/frab-json.ts';
import { generateDemoSchedule } from '../../../../../src/server/schedule/demo/generate-demo-schedule.ts';

const schedule = generateDemoSchedule();
const { conference } = schedule.schedule;
const events = conference.days.flatMap((day) => Object.values(day.rooms).flatMap((roomEvents) => roomEvents.map((event) => ({ day, event }))));
const persons = events.flatMap(({ event }) => event.persons);

/** Minutes since the epoch for an ISO instant with offset. */
function minutes(instant: string): number {
  return Date.parse(instant) / 60_000;
}

function durationMinutes(event: FrabEvent): number {
  const [hours = 0, mins = 0] = event.duration.split(':').map(Number);
  return hours * 60 + mins;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('generateDemoSchedule', () => {
  it('returns the same schedule, byte for byte, on every call', () => {
    expect(JSON.stringify(generateDemoSchedule())).toBe(JSON.stringify(schedule));
  });

  it('depends on neither Math.random nor the clock', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.useFakeTimers({ now: new Date('1999-12-31T23:59:59Z') });
    expect(JSON.stringify(generateDemoSchedule())).toBe(JSON.stringify(schedule));
    expect(random).not.toHaveBeenCalled();
  });

  it('describes the Hallway Demo Conference in the C3VOC schedule.json shape', () => {
    expect(schedule.$schema).toBe('https://c3voc.de/schedule/schema.json');
    expect(conference).toMatchObject({
      acronym: 'hallway-demo',
      title: 'Hallway Demo Conference',
      start: '2026-06-12',
      end: '2026-06-14',
      daysCount: 3,
      time_zone_name: 'Europe/Berlin',
    });
    expect(conference.timeslot_duration).toMatch(/^\d\d:\d\d$/);
  });

  it('runs three days from 10:00 to 02:00 the next morning, Berlin summer time', () => {
    expect(conference.days.map(({ index, date, day_start, day_end }) => ({ index, date, day_start, day_end }))).toEqual([
      { index: 1, date: '2026-06-12', day_start: '2026-06-12T10:00:00+02:00', day_end: '2026-06-13T02:00:00+02:00' },
      { index: 2, date: '2026-06-13', day_start: '2026-06-13T10:00:00+02:00', day_end: '2026-06-14T02:00:00+02:00' },
      { index: 3, date: '2026-06-14', day_start: '2026-06-14T10:00:00+02:00', day_end: '2026-06-15T02:00:00+02:00' },
    ]);
  });

  it('has eight rooms, each listed on every day, with distinct slugs and guids', () => {
    const names = conference.rooms.map((room) => room.name);
    expect(names).toHaveLength(8);
    expect(new Set(conference.rooms.map((room) => room.slug)).size).toBe(8);
    expect(new Set(conference.rooms.map((room) => room.guid)).size).toBe(8);
    for (const room of conference.rooms) expect(room.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const day of conference.days) expect(Object.keys(day.rooms)).toEqual(names);
  });

  it('has twelve tracks, each with a #rrggbb colour, and every event is in a known track or none', () => {
    expect(conference.tracks).toHaveLength(12);
    for (const track of conference.tracks) expect(track.color).toMatch(/^#[0-9a-f]{6}$/i);
    const trackNames = new Set(conference.tracks.map((track) => track.name));
    for (const { event } of events) if (event.track !== null) expect(trackNames).toContain(event.track);
  });

  it('has at least 400 events with unique integer ids and unique guids', () => {
    expect(events.length).toBeGreaterThanOrEqual(400);
    const ids = events.map(({ event }) => event.id);
    for (const id of ids) expect(Number.isInteger(id)).toBe(true);
    expect(new Set(ids).size).toBe(events.length);
    expect(new Set(events.map(({ event }) => event.guid)).size).toBe(events.length);
    for (const { event } of events) expect(event.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('files every event under its own room, inside its conference day', () => {
    for (const { day, event } of events) {
      expect(day.rooms[event.room]).toContain(event);
      expect(minutes(event.date)).toBeGreaterThanOrEqual(minutes(day.day_start));
      expect(minutes(event.date) + durationMinutes(event)).toBeLessThanOrEqual(minutes(day.day_end));
    }
  });

  it('gives each event a date whose local time is its start, with the +02:00 offset', () => {
    for (const { event } of events) {
      expect(event.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+02:00$/);
      expect(event.date.slice(11, 16)).toBe(event.start);
    }
  });

  it('has events after midnight that belong to the previous conference day, dated the next calendar day', () => {
    const afterMidnight = events.filter(({ day, event }) => event.date.slice(0, 10) !== day.date);
    expect(afterMidnight.length).toBeGreaterThan(0);
    for (const { day, event } of afterMidnight) {
      expect(event.start < '02:00').toBe(true);
      expect(minutes(event.date.slice(0, 10) + 'T00:00:00+02:00') - minutes(day.date + 'T00:00:00+02:00')).toBe(24 * 60);
    }
  });

  it('never overlaps two events in the same room', () => {
    for (const day of conference.days) {
      for (const roomEvents of Object.values(day.rooms)) {
        const sorted = [...roomEvents].sort((a, b) => minutes(a.date) - minutes(b.date));
        for (const [index, event] of sorted.entries()) {
          const next = sorted[index + 1];
          if (next !== undefined) expect(minutes(event.date) + durationMinutes(event)).toBeLessThanOrEqual(minutes(next.date));
        }
      }
    }
  });

  it('mixes half-hour, 45-minute, one-hour and two-hour events with a few longer ones, all as HH:MM', () => {
    const durations = new Set(events.map(({ event }) => event.duration));
    for (const duration of ['00:30', '00:45', '01:00', '02:00']) expect(durations).toContain(duration);
    for (const duration of durations) expect(duration).toMatch(/^\d\d:[0-5]\d$/);
    expect(events.some(({ event }) => durationMinutes(event) >= 180)).toBe(true);
  });

  it('marks some events cancelled in the title', () => {
    expect(events.filter(({ event }) => event.title.startsWith('CANCELLED: ')).length).toBeGreaterThan(0);
  });

  it('gives every event one to four speakers, and some several', () => {
    for (const { event } of events) expect(event.persons.length).toBeGreaterThanOrEqual(1);
    for (const { event } of events) expect(event.persons.length).toBeLessThanOrEqual(4);
    expect(events.filter(({ event }) => event.persons.length >= 2).length).toBeGreaterThan(0);
    for (const { event } of events) expect(new Set(event.persons.map((person) => person.id)).size).toBe(event.persons.length);
  });

  it('has at least 250 distinct speakers with stable ids and guids, some of them in several events', () => {
    const byGuid = new Map(persons.map((person) => [person.guid, person]));
    expect(byGuid.size).toBeGreaterThanOrEqual(250);
    expect(new Set(persons.map((person) => person.id)).size).toBe(byGuid.size);
    for (const person of persons) expect(byGuid.get(person.guid)).toEqual(person);
    expect(byGuid.size).toBeLessThan(persons.length);
  });

  it('never books a speaker into two events at once', () => {
    const byPerson = new Map<string, { from: number; to: number }[]>();
    for (const { event } of events) {
      for (const person of event.persons) {
        const from = minutes(event.date);
        byPerson.set(person.guid, [...(byPerson.get(person.guid) ?? []), { from, to: from + durationMinutes(event) }]);
      }
    }
    for (const bookings of byPerson.values()) {
      const sorted = bookings.sort((a, b) => a.from - b.from);
      for (const [index, booking] of sorted.entries()) {
        const next = sorted[index + 1];
        if (next !== undefined) expect(booking.to).toBeLessThanOrEqual(next.from);
      }
    }
  });

  it('writes abstracts and descriptions as plain-text paragraphs separated by blank lines', () => {
    for (const { event } of events) {
      for (const text of [event.abstract, event.description]) {
        expect(text).not.toMatch(/<[a-z/!]/i);
        for (const paragraph of text.split('\n\n')) {
          expect(paragraph).not.toContain('\n');
          expect(paragraph).toBe(paragraph.trim());
          expect(paragraph).not.toBe('');
        }
      }
    }
    expect(events.some(({ event }) => event.description.includes('\n\n'))).toBe(true);
  });

  it('puts Markdown links in a few descriptions, and every link points at example.org or example.com', () => {
    const markdownLinks = events.flatMap(({ event }) => [...event.description.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((match) => match[2] ?? ''));
    expect(markdownLinks.length).toBeGreaterThan(0);
    const urls = [...markdownLinks, ...events.flatMap(({ event }) => event.links.map((link) => link.url))];
    for (const url of urls) expect(new URL(url).hostname).toMatch(/^(.+\.)?example\.(org|com)$/);
    for (const { event } of events) expect(new URL(event.url).hostname).toMatch(/^(.+\.)?example\.(org|com)$/);
  });

  it('marks a few events do_not_record', () => {
    const notRecorded = events.filter(({ event }) => event.do_not_record).length;
    expect(notRecorded).toBeGreaterThan(0);
    expect(notRecorded).toBeLessThan(events.length / 10);
  });

  it('uses English, German and French, and the five event types', () => {
    expect(new Set(events.map(({ event }) => event.language))).toEqual(new Set(['en', 'de', 'fr']));
    expect(new Set(events.map(({ event }) => event.type))).toEqual(new Set(['Talk', 'Workshop', 'Panel', 'Lightning Talk', 'Keynote']));
  });

  it('gives every event a unique slug that starts with the acronym', () => {
    for (const { event } of events) expect(event.slug).toMatch(/^hallway-demo-\d+-[a-z0-9-]+$/);
    expect(new Set(events.map(({ event }) => event.slug)).size).toBe(events.length);
  });
});
