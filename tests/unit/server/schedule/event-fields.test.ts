import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format, type SampleSchedule } from './samples.ts';

describe.each<Format>(['xml', 'json'])('event fields (%s)', (format) => {
  const imported = (sample: SampleSchedule) => expectImported(importSchedule(writeSample(format, sample))).schedule;

  it('marks events that opt out of recording', () => {
    const schedule = imported(oneDay([{ id: '1', doNotRecord: true }, { id: '2', doNotRecord: false }, { id: '3' }]));
    expect(schedule.events.map((event) => event.doNotRecord)).toEqual([true, false, false]);
  });

  it('keeps http(s) links and the event page, and drops every other scheme', () => {
    const links = [
      { url: 'https://example.org/slides.pdf', title: 'Slides' },
      { url: 'javascript:alert(1)', title: 'Evil' },
      { url: 'ftp://example.org/file', title: 'FTP' },
      { url: 'http://example.org/video', title: '' },
    ];
    const [event] = imported(oneDay([{ url: 'https://example.org/talk/1', links }])).events;
    expect(event?.links).toEqual([
      { title: 'https://example.org/talk/1', url: 'https://example.org/talk/1' },
      { title: 'Slides', url: 'https://example.org/slides.pdf' },
      { title: 'http://example.org/video', url: 'http://example.org/video' },
    ]);
  });

  it('lists each speaker once across events, by the file’s id, in order of appearance', () => {
    const ada = { id: '6', name: 'Ada' };
    const schedule = imported(
      oneDay([
        { id: '1', persons: [ada, { id: '9', name: 'Grace' }] },
        { id: '2', start: '11:00', persons: [{ id: '6', name: 'Ada L.' }] },
      ]),
    );
    expect(schedule.persons.map((person) => [person.id, person.name])).toEqual([
      ['6', 'Ada'],
      ['9', 'Grace'],
    ]);
    expect(schedule.events.map((event) => event.persons)).toEqual([['6', '9'], ['6']]);
  });

  it('gives a speaker without id a stable one derived from the name', () => {
    const schedule = imported(
      oneDay([
        { id: '1', persons: [{ name: 'Zoë Example' }] },
        { id: '2', start: '11:00', persons: [{ name: 'Zoë Example' }] },
      ]),
    );
    expect(schedule.persons).toEqual([{ id: 'name-zoe-example', name: 'Zoë Example', biography: null }]);
    expect(schedule.events.map((event) => event.persons)).toEqual([['name-zoe-example'], ['name-zoe-example']]);
  });

  it('slugs rooms and tracks from their names, unique, with the file’s track colours', () => {
    const sample: SampleSchedule = {
      ...oneDay([]),
      tracks: [{ name: 'Ethics, Society & Politics', color: '#E40429' }],
      days: [
        {
          date: '2019-02-02',
          rooms: {
            'Saal Één': [{ id: '1', title: 'A', start: '10:00', duration: '00:30', track: 'Ethics, Society & Politics' }],
            'saal een': [{ id: '2', title: 'B', start: '10:00', duration: '00:30', track: 'Hardware' }],
          },
        },
      ],
    };
    const schedule = imported(sample);
    expect(schedule.rooms).toEqual([
      { slug: 'saal-een', name: 'Saal Één' },
      { slug: 'saal-een-2', name: 'saal een' },
    ]);
    expect(schedule.tracks).toEqual([
      { slug: 'ethics-society-politics', name: 'Ethics, Society & Politics', color: '#e40429' },
      { slug: 'hardware', name: 'Hardware', color: null },
    ]);
    // Events name their room and track; the lists above hold the slugs.
    expect(schedule.events.map((event) => [event.room, event.track])).toEqual([
      ['Saal Één', 'Ethics, Society & Politics'],
      ['saal een', 'Hardware'],
    ]);
  });

  it('sorts events by start, then by room in file order', () => {
    const sample: SampleSchedule = {
      ...oneDay([]),
      days: [
        {
          date: '2019-02-02',
          rooms: {
            First: [{ id: 'late', title: 'Late', start: '12:00', duration: '00:30' }],
            Second: [
              { id: 'early', title: 'Early', start: '09:00', duration: '00:30' },
              { id: 'noon-b', title: 'B', start: '12:00', duration: '00:30' },
            ],
          },
        },
      ],
    };
    expect(imported(sample).events.map((event) => event.id)).toEqual(['early', 'late', 'noon-b']);
  });

  it('reads abstract, subtitle, type and language, with empty fields as null', () => {
    const [event] = imported(oneDay([{ subtitle: 'More', type: 'lecture', language: 'en', abstract: 'Short.', description: '' }])).events;
    expect(event).toMatchObject({ subtitle: 'More', type: 'lecture', language: 'en', abstract: { paragraphs: [[{ text: 'Short.' }]] }, description: null, track: null });
  });
});

describe('XML specifics', () => {
  const xml = (description: string) => `<?xml version="1.0"?>
<schedule>
  <conference><title>X</title><time_zone_name>UTC</time_zone_name></conference>
  <day date="2019-02-02">
    <room name="R">
      <event id="1"><start>10:00</start><duration>00:30</duration><title>T</title>
        <description>${description}</description>
        <persons><person id="6">Ada</person></persons>
      </event>
    </room>
  </day>
</schedule>`;
  const description = (inner: string) => expectImported(importSchedule(xml(inner))).schedule.events[0]?.description;

  it('reads HTML written as elements inside the description', () => {
    expect(description('<p>One <a href="https://example.org">link</a></p><p>Two</p>')).toEqual({
      paragraphs: [[{ text: 'One ' }, { text: 'link', href: 'https://example.org/' }], [{ text: 'Two' }]],
    });
  });

  it('reads HTML in a CDATA section', () => {
    expect(description('<![CDATA[<p>One &amp; only</p>]]>')).toEqual({ paragraphs: [[{ text: 'One & only' }]] });
  });

  it('decodes numeric character references', () => {
    expect(description('Vor&#252;bergehen &#x263A;')).toEqual({ paragraphs: [[{ text: 'Vorübergehen ☺' }]] });
  });
});

describe('JSON specifics', () => {
  const json = (event: Record<string, unknown>, conference: Record<string, unknown> = {}) =>
    JSON.stringify({
      schedule: {
        conference: {
          title: 'J',
          time_zone_name: 'UTC',
          days: [{ date: '2019-02-02', rooms: { R: [{ id: 1, title: 'T', start: '10:00', duration: '00:30', ...event }] } }],
          ...conference,
        },
      },
    });
  const imported = (event: Record<string, unknown>, conference?: Record<string, unknown>) => expectImported(importSchedule(json(event, conference))).schedule;

  it('reads numeric ids as strings and persons’ public names, guids and biographies', () => {
    const persons = [{ guid: 'g-1', name: 'ada', public_name: 'Ada', biography: 'Wrote &lt;b&gt;notes&lt;/b&gt;.' }];
    const schedule = imported({ persons });
    expect(schedule.events[0]?.id).toBe('1');
    expect(schedule.persons).toEqual([{ id: 'g-1', name: 'Ada', biography: { paragraphs: [[{ text: 'Wrote notes.' }]] } }]);
  });

  it('accepts links given as plain strings', () => {
    expect(imported({ links: ['https://example.org/a', 'javascript:void(0)'] }).events[0]?.links).toEqual([{ title: 'https://example.org/a', url: 'https://example.org/a' }]);
  });

  it('lists the conference’s rooms first, in file order, then rooms only events name', () => {
    const schedule = imported({ room: 'Annex' }, { rooms: [{ name: 'Main' }, { name: 'R' }] });
    expect(schedule.rooms.map((room) => room.name)).toEqual(['Main', 'R', 'Annex']);
    expect(schedule.events[0]?.room).toBe('Annex');
  });
});
