import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { FrabEvent, FrabJsonSchedule } from '../../../../../src/server/schedule/demo/frab-json.ts';
import { generateDemoSchedule } from '../../../../../src/server/schedule/demo/generate-demo-schedule.ts';
import { renderFrabXml } from '../../../../../src/server/schedule/demo/render-frab-xml.ts';

interface XmlText {
  readonly '#text'?: string;
  readonly [attribute: string]: string | undefined;
}
interface XmlEvent {
  readonly id: string;
  readonly guid: string;
  readonly [element: string]: unknown;
}

const ARRAYS = new Set([
  'schedule.conference.track',
  'schedule.day',
  'schedule.day.room',
  'schedule.day.room.event',
  'schedule.day.room.event.persons.person',
  'schedule.day.room.event.links.link',
]);

/** The XML as a tree: attributes by name, text as `#text` where an element has attributes, entities decoded. */
function parse(xml: string) {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    htmlEntities: true,
    isArray: (_name, path) => ARRAYS.has(String(path)),
  });
  return parser.parse(xml) as {
    schedule: {
      version: string;
      conference: Record<string, unknown> & { track: XmlText[] };
      day: { index: string; date: string; start: string; end: string; room?: { name: string; event?: XmlEvent[] }[] }[];
    };
  };
}

function eventsOf(tree: ReturnType<typeof parse>): XmlEvent[] {
  return tree.schedule.day.flatMap((day) => (day.room ?? []).flatMap((room) => room.event ?? []));
}

/** What the XML should say about an event, in the parsed tree's terms. */
function expectedXmlEvent(event: FrabEvent) {
  return {
    id: String(event.id),
    guid: event.guid,
    date: event.date,
    start: event.start,
    duration: event.duration,
    room: event.room,
    slug: event.slug,
    url: event.url,
    recording: { license: '', optout: String(event.do_not_record) },
    title: event.title,
    subtitle: event.subtitle ?? '',
    track: event.track ?? '',
    type: event.type,
    language: event.language,
    abstract: event.abstract,
    description: event.description,
    persons: event.persons.length === 0 ? '' : { person: event.persons.map((person) => ({ '#text': person.public_name, id: String(person.id), guid: person.guid })) },
    links: event.links.length === 0 ? '' : { link: event.links.map((link) => ({ '#text': link.title, href: link.url })) },
  };
}

function scheduleWith(event: Partial<FrabEvent>, roomName = 'Hall'): FrabJsonSchedule {
  const base: FrabEvent = {
    guid: '00000000-0000-5000-8000-000000000001',
    id: 1,
    date: '2026-06-12T10:00:00+02:00',
    start: '10:00',
    duration: '00:30',
    room: roomName,
    slug: 'x-1-test',
    title: 'Test',
    subtitle: null,
    language: 'en',
    track: null,
    type: 'Talk',
    abstract: '',
    description: '',
    persons: [],
    links: [],
    url: 'https://example.org/1',
    do_not_record: false,
  };
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    schedule: {
      version: '1',
      conference: {
        acronym: 'x',
        title: 'X',
        start: '2026-06-12',
        end: '2026-06-12',
        daysCount: 1,
        timeslot_duration: '00:15',
        time_zone_name: 'Europe/Berlin',
        rooms: [{ name: roomName, slug: 'hall', guid: '00000000-0000-5000-8000-000000000002' }],
        tracks: [],
        days: [{ index: 1, date: '2026-06-12', day_start: '2026-06-12T10:00:00+02:00', day_end: '2026-06-13T02:00:00+02:00', rooms: { [roomName]: [{ ...base, ...event }] } }],
      },
    },
  };
}

const schedule = generateDemoSchedule();
const xml = renderFrabXml(schedule);
const jsonEvents = schedule.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

describe('renderFrabXml', () => {
  it('renders the demo conference as well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<schedule')).toBe(true);
  });

  it('has one <event> element per event in the JSON', () => {
    expect(xml.match(/<event /g)).toHaveLength(jsonEvents.length);
    expect(eventsOf(parse(xml))).toHaveLength(jsonEvents.length);
  });

  it('carries the conference, its tracks and its days', () => {
    const tree = parse(xml).schedule;
    const { conference } = schedule.schedule;
    expect(tree.version).toBe(schedule.schedule.version);
    expect(tree.conference).toMatchObject({
      acronym: conference.acronym,
      title: conference.title,
      start: conference.start,
      end: conference.end,
      days: String(conference.daysCount),
      timeslot_duration: conference.timeslot_duration,
      time_zone_name: conference.time_zone_name,
      base_url: schedule.schedule.base_url,
    });
    expect(tree.conference.track).toEqual(conference.tracks.map(({ name, color, slug }) => ({ name, color, slug })));
    expect(tree.day.map(({ index, date, start, end }) => ({ index, date, start, end }))).toEqual(
      conference.days.map((day) => ({ index: String(day.index), date: day.date, start: day.day_start, end: day.day_end })),
    );
    for (const [index, day] of conference.days.entries()) {
      expect(tree.day[index]?.room?.map((room) => room.name)).toEqual(Object.keys(day.rooms));
    }
  });

  it('says the same about every event as the JSON does', () => {
    expect(eventsOf(parse(xml))).toEqual(jsonEvents.map(expectedXmlEvent));
  });

  it('escapes markup characters in text and attributes', () => {
    const crafted = scheduleWith(
      {
        title: 'Fish & <Chips> "for" \'all\'',
        subtitle: 'a < b && c > d',
        description: 'First & only.\n\nSee <https://example.org/?a=1&b=2>.',
        persons: [{ guid: 'g', id: 9, name: 'A <B>', public_name: 'A <B> & "C"', biography: null }],
        links: [{ url: 'https://example.org/?q=1&r="2"', title: 'Slides & <notes>' }],
      },
      'Loft & "Lab" <1>',
    );
    const rendered = renderFrabXml(crafted);
    expect(XMLValidator.validate(rendered)).toBe(true);
    expect(rendered).toContain('<title>Fish &amp; &lt;Chips&gt; "for" \'all\'</title>');
    expect(rendered).toContain('<room name="Loft &amp; &quot;Lab&quot; &lt;1&gt;">');
    const [event] = eventsOf(parse(rendered));
    const [original] = Object.values(crafted.schedule.conference.days[0]?.rooms ?? {}).flat();
    expect(original).toBeDefined();
    if (original !== undefined) expect(event).toEqual(expectedXmlEvent(original));
  });

  it('keeps newlines and tabs inside attribute values', () => {
    const rendered = renderFrabXml(scheduleWith({ links: [{ url: 'https://example.org/', title: 'x' }] }, 'Two\nlines\tand tab'));
    expect(XMLValidator.validate(rendered)).toBe(true);
    expect(parse(rendered).schedule.day[0]?.room?.[0]?.name).toBe('Two\nlines\tand tab');
  });

  it('drops characters XML cannot carry instead of writing a broken file', () => {
    const rendered = renderFrabXml(scheduleWith({ title: 'Bell\u0007 and\u0000 null\uffff', abstract: 'lone \ud800 surrogate, pair \ud83d\ude00 kept' }));
    expect(XMLValidator.validate(rendered)).toBe(true);
    expect(rendered).toContain('<title>Bell and null</title>');
    expect(rendered).toContain('<abstract>lone  surrogate, pair \ud83d\ude00 kept</abstract>');
  });

  it('writes empty elements for a missing subtitle and track, and the recording opt-out', () => {
    const rendered = renderFrabXml(scheduleWith({ do_not_record: true }));
    expect(rendered).toContain('<subtitle/>');
    expect(rendered).toContain('<track/>');
    expect(rendered).toContain('<persons/>');
    expect(rendered).toContain('<links/>');
    expect(rendered).toMatch(/<recording>\s*<license\/>\s*<optout>true<\/optout>\s*<\/recording>/);
  });
});
