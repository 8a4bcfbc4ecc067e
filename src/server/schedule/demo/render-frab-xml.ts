import { escapeXml } from '../../escape-xml.ts';
import type { FrabDay, FrabEvent, FrabJsonSchedule } from './frab-json.ts';

type Attributes = Readonly<Record<string, string | number | undefined>>;

/**
 * The same conference as frab / C3VOC `schedule.xml`, element for element as frab writes it
 * (`<schedule><conference>…<day><room><event>…`), so the two importers can be checked against
 * each other.
 */
export function renderFrabXml(schedule: FrabJsonSchedule): string {
  const { version, base_url: baseUrl, conference } = schedule.schedule;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://c3voc.de/schedule/schema.xsd">',
    element(1, 'version', version),
    '  <conference>',
    element(2, 'acronym', conference.acronym),
    element(2, 'title', conference.title),
    element(2, 'start', conference.start),
    element(2, 'end', conference.end),
    element(2, 'days', String(conference.daysCount)),
    element(2, 'timeslot_duration', conference.timeslot_duration),
    element(2, 'time_zone_name', conference.time_zone_name),
    ...conference.tracks.map((track) => `    <track${attributes({ name: track.name, color: track.color, slug: track.slug })}/>`),
    ...(baseUrl === undefined ? [] : [element(2, 'base_url', baseUrl)]),
    '  </conference>',
    ...conference.days.flatMap(renderDay),
    '</schedule>',
  ];
  return `${lines.join('\n')}\n`;
}

function renderDay(day: FrabDay): string[] {
  return [
    `  <day${attributes({ index: day.index, date: day.date, start: day.day_start, end: day.day_end })}>`,
    ...Object.entries(day.rooms).flatMap(([room, events]) =>
      events.length === 0 ? [`    <room${attributes({ name: room })}/>`] : [`    <room${attributes({ name: room })}>`, ...events.flatMap(renderEvent), '    </room>'],
    ),
    '  </day>',
  ];
}

function renderEvent(event: FrabEvent): string[] {
  return [
    `      <event${attributes({ guid: event.guid, id: event.id })}>`,
    element(4, 'date', event.date),
    element(4, 'start', event.start),
    element(4, 'duration', event.duration),
    element(4, 'room', event.room),
    element(4, 'slug', event.slug),
    element(4, 'url', event.url),
    '        <recording>',
    '          <license/>',
    element(5, 'optout', String(event.do_not_record)),
    '        </recording>',
    element(4, 'title', event.title),
    element(4, 'subtitle', event.subtitle),
    element(4, 'track', event.track),
    element(4, 'type', event.type),
    element(4, 'language', event.language),
    element(4, 'abstract', event.abstract),
    element(4, 'description', event.description),
    ...list(
      4,
      'persons',
      event.persons.map((person) => element(5, 'person', person.public_name, { id: person.id, guid: person.guid })),
    ),
    ...list(
      4,
      'links',
      event.links.map((link) => element(5, 'link', link.title, { href: link.url })),
    ),
    '      </event>',
  ];
}

function element(depth: number, name: string, text: string | null, attrs: Attributes = {}): string {
  const indent = '  '.repeat(depth);
  if (text === null || text === '') return `${indent}<${name}${attributes(attrs)}/>`;
  return `${indent}<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

function list(depth: number, name: string, children: readonly string[]): string[] {
  const indent = '  '.repeat(depth);
  return children.length === 0 ? [`${indent}<${name}/>`] : [`${indent}<${name}>`, ...children, `${indent}</${name}>`];
}

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value), { attribute: true })}"`)
    .join('');
}
