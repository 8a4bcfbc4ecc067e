import type { ImportResult, Problem } from '../../../../src/server/schedule/model.ts';

/**
 * Small schedules written by the tests, in both formats from one description, so every quirk can
 * be tried on XML and JSON alike. A field left undefined is left out of the file.
 */
export interface SamplePerson {
  readonly id?: string;
  readonly name: string;
  readonly biography?: string;
}

export interface SampleEvent {
  readonly id?: string;
  readonly guid?: string;
  readonly title?: string;
  readonly subtitle?: string;
  readonly date?: string;
  readonly start?: string;
  readonly duration?: string;
  readonly track?: string;
  readonly type?: string;
  readonly language?: string;
  readonly abstract?: string;
  readonly description?: string;
  readonly url?: string;
  readonly persons?: readonly SamplePerson[];
  readonly links?: readonly { readonly url: string; readonly title: string }[];
  readonly doNotRecord?: boolean;
}

export interface SampleDay {
  readonly date?: string;
  readonly start?: string;
  readonly end?: string;
  readonly rooms: Readonly<Record<string, readonly SampleEvent[]>>;
}

export interface SampleSchedule {
  readonly title?: string;
  readonly acronym?: string;
  readonly timeZoneName?: string;
  readonly dayChange?: string;
  readonly tracks?: readonly { readonly name: string; readonly color: string }[];
  readonly days: readonly SampleDay[];
}

export type Format = 'xml' | 'json';

export const talk: SampleEvent = { id: '1', title: 'A talk', start: '10:00', duration: '00:30' };

/** One day, one room, the given events (each defaulting to `talk`'s fields). */
export function oneDay(events: readonly SampleEvent[], extra: Partial<SampleSchedule> = {}): SampleSchedule {
  return {
    title: 'Sample Conf',
    acronym: 'sample',
    timeZoneName: 'Europe/Brussels',
    days: [{ date: '2019-02-02', rooms: { 'Room A': events.map((event) => ({ ...talk, ...event })) } }],
    ...extra,
  };
}

export function writeSample(format: Format, schedule: SampleSchedule): string {
  return format === 'xml' ? writeXml(schedule) : writeJson(schedule);
}

function writeXml(schedule: SampleSchedule): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<schedule>', '  <conference>'];
  lines.push(...element('title', schedule.title), ...element('acronym', schedule.acronym));
  lines.push(...element('time_zone_name', schedule.timeZoneName), ...element('day_change', schedule.dayChange));
  for (const track of schedule.tracks ?? []) lines.push(`    <track name="${escape(track.name)}" color="${track.color}"/>`);
  lines.push('  </conference>');
  schedule.days.forEach((day, index) => {
    lines.push(`  <day index="${index + 1}"${attribute('date', day.date)}${attribute('start', day.start)}${attribute('end', day.end)}>`);
    for (const [room, events] of Object.entries(day.rooms)) {
      lines.push(`    <room name="${escape(room)}">`);
      for (const event of events) lines.push(...xmlEvent(event, room));
      lines.push('    </room>');
    }
    lines.push('  </day>');
  });
  lines.push('</schedule>', '');
  return lines.join('\n');
}

function xmlEvent(event: SampleEvent, room: string): string[] {
  const lines = [`      <event${attribute('id', event.id)}${attribute('guid', event.guid)}>`];
  for (const field of ['date', 'start', 'duration', 'title', 'subtitle', 'track', 'type', 'language', 'abstract', 'description', 'url'] as const) {
    lines.push(...element(field, event[field], '        '));
  }
  lines.push(`        <room>${escape(room)}</room>`);
  if (event.persons) {
    lines.push('        <persons>');
    for (const person of event.persons) lines.push(`          <person${attribute('id', person.id)}>${escape(person.name)}</person>`);
    lines.push('        </persons>');
  }
  if (event.links) {
    lines.push('        <links>');
    for (const link of event.links) lines.push(`          <link href="${escape(link.url)}">${escape(link.title)}</link>`);
    lines.push('        </links>');
  }
  if (event.doNotRecord !== undefined) lines.push(`        <recording><optout>${event.doNotRecord}</optout></recording>`);
  lines.push('      </event>');
  return lines;
}

function writeJson(schedule: SampleSchedule): string {
  const days = schedule.days.map((day, index) => ({
    index: index + 1,
    date: day.date,
    day_start: day.start,
    day_end: day.end,
    rooms: Object.fromEntries(
      Object.entries(day.rooms).map(([room, events]) => [room, events.map(({ doNotRecord, ...event }) => ({ ...event, room, do_not_record: doNotRecord }))]),
    ),
  }));
  const conference = {
    acronym: schedule.acronym,
    title: schedule.title,
    time_zone_name: schedule.timeZoneName,
    day_change: schedule.dayChange,
    tracks: schedule.tracks,
    days,
  };
  return JSON.stringify({ $schema: 'https://c3voc.de/schedule/schema.json', schedule: { version: '1', conference } }, null, 2);
}

function element(name: string, value: string | undefined, indent = '    '): string[] {
  return value === undefined ? [] : [`${indent}<${name}>${escape(value)}</${name}>`];
}

function attribute(name: string, value: string | undefined): string {
  return value === undefined ? '' : ` ${name}="${escape(value)}"`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The successful import, or a failed test showing the problems. */
export function expectImported(result: ImportResult): Extract<ImportResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected the import to succeed, got ${JSON.stringify(result.problems, null, 2)}`);
  return result;
}

/** The refusal's problems, or a failed test. */
export function expectRefused(result: ImportResult): readonly Problem[] {
  if (result.ok) throw new Error('expected the import to be refused');
  return result.problems;
}

/** A small conference with most of what real files have: two days, past midnight, tracks, speakers, links, duplicates. */
export const conference: SampleSchedule = {
  title: 'Small Conf &amp; Friends',
  acronym: 'small19',
  timeZoneName: 'Europe/Berlin',
  tracks: [
    { name: 'Security', color: '#0347b4' },
    { name: 'Art & Beauty', color: '#f9b000' },
  ],
  days: [
    {
      date: '2019-12-27',
      start: '2019-12-27T10:00:00+01:00',
      end: '2019-12-28T04:00:00+01:00',
      rooms: {
        'Saal One': [
          { id: '11', guid: 'a-11', title: 'Opening', start: '10:30', duration: '00:30', track: 'Security', persons: [{ id: '1', name: 'Ada' }] },
          { id: '12', guid: 'a-12', title: 'CANCELLED: Night owls', start: '01:00', duration: '1:01:00', track: 'Art & Beauty', doNotRecord: true },
        ],
        'Saal Zwei': [
          {
            id: '13',
            guid: 'a-13',
            title: 'Parsers <3',
            subtitle: 'and &lt;tags&gt;',
            start: '10:30',
            duration: '00:45:00',
            language: 'en',
            type: 'lecture',
            abstract: 'See [the paper](https://example.org/paper).',
            description: '<p>One</p><p>Two <a href="javascript:x()">bad</a></p>',
            url: 'https://example.org/13',
            links: [{ url: 'https://example.org/slides', title: 'Slides' }],
            persons: [
              { id: '1', name: 'Ada' },
              { id: '2', name: 'Grace' },
            ],
          },
        ],
      },
    },
    {
      date: '2019-12-28',
      start: '2019-12-28T10:00:00+01:00',
      end: '2019-12-29T04:00:00+01:00',
      rooms: { 'Saal One': [{ id: '11', guid: 'b-11', title: 'Repeat id', date: '2019-12-28T11:00:00+01:00', start: '11:00', duration: '01:00' }] },
    },
  ],
};
