import { describe, expect, it } from 'vitest';
import { importSchedule, MAX_SCHEDULE_BYTES } from '../../../../src/server/schedule/import-schedule.ts';
import { expectRefused, oneDay, writeSample } from './samples.ts';

/** An XML schedule whose line numbers the tests can count: one event per entry, eight lines each, from line 9. */
function numberedXml(events: readonly string[][], conference = ['<title>Broken</title>', '<time_zone_name>Europe/Brussels</time_zone_name>']): string {
  return [
    '<?xml version="1.0"?>', // 1
    '<schedule>', // 2
    '  <conference>', // 3
    ...conference.map((line) => `    ${line}`), // 4, 5
    '  </conference>', // 6
    '  <day index="1" date="2019-02-02">', // 7
    '    <room name="Main">', // 8
    ...events.flatMap((fields, index) => [`      <event id="${index + 1}">`, ...fields.map((field) => `        ${field}`), '      </event>']),
    '    </room>',
    '  </day>',
    '</schedule>',
  ].join('\n');
}
const fine = ['<start>10:00</start>', '<duration>00:30</duration>', '<title>Fine</title>'];

describe('refusing what is not a schedule', () => {
  it.each([['Hello, world'], ['BEGIN:VCALENDAR\nEND:VCALENDAR'], ['%PDF-1.4']])('refuses a file that is neither XML nor JSON: %j', (text) => {
    expect(expectRefused(importSchedule(text))).toEqual([{ where: 'file', message: expect.stringMatching(/neither XML nor JSON/) }]);
  });

  it('refuses an empty file', () => {
    expect(expectRefused(importSchedule(new Uint8Array()))).toEqual([{ where: 'file', message: 'The file is empty.' }]);
  });

  it('refuses an Atom feed, naming its root element', () => {
    const feed = '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>News</title></feed>';
    const [problem, ...rest] = expectRefused(importSchedule(feed));
    expect(rest).toEqual([]);
    expect(problem?.where).toBe('line 2');
    expect(problem?.message).toContain('<feed>');
    expect(problem?.message).toContain('Atom');
  });

  it('refuses JSON without a schedule object', () => {
    expect(expectRefused(importSchedule('{"feed": []}'))).toEqual([{ where: '$.schedule', message: expect.stringContaining('"schedule"') }]);
  });

  it('refuses a file over 20 MB without parsing it', () => {
    const huge = `{"schedule": ${' '.repeat(MAX_SCHEDULE_BYTES)}`;
    expect(expectRefused(importSchedule(huge))).toEqual([{ where: 'file', message: expect.stringMatching(/20\.0 MB.*over 20 MB/) }]);
    expect(expectRefused(importSchedule(new Uint8Array(MAX_SCHEDULE_BYTES + 1)))[0]?.where).toBe('file');
  });

  it('counts the size in UTF-8 bytes, not characters', () => {
    const text = 'é'.repeat(MAX_SCHEDULE_BYTES / 2 + 1);
    expect(expectRefused(importSchedule(text))[0]?.message).toMatch(/over 20 MB/);
  });
});

describe('refusing entity declarations', () => {
  it('refuses a DOCTYPE that declares entities (billion laughs), at the declaration’s line', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE schedule [',
      '  <!ENTITY lol "lol">',
      '  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
      ']>',
      '<schedule><conference><title>&lol2;</title></conference></schedule>',
    ].join('\n');
    expect(expectRefused(importSchedule(laughs))).toEqual([{ where: 'line 3', message: expect.stringContaining('<!ENTITY') }]);
  });

  it('refuses an external entity (XXE)', () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE schedule [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<schedule><conference><title>&xxe;</title></conference></schedule>';
    expect(expectRefused(importSchedule(xxe))).toEqual([{ where: 'line 2', message: expect.stringContaining('refused') }]);
  });

  it('leaves an undeclared entity reference as written instead of expanding anything', () => {
    const xml = numberedXml([['<start>10:00</start>', '<duration>00:30</duration>', '<title>&xxe; &amp; &#65;</title>']]);
    const result = importSchedule(xml);
    expect(result.ok && result.schedule.events[0]?.title).toBe('&xxe; & A');
  });
});

describe('refusing broken XML', () => {
  it('says a truncated file looks truncated, at its last line', () => {
    const xml = numberedXml([fine]);
    const cut = xml.slice(0, xml.indexOf('<title>Fine'));
    const [problem] = expectRefused(importSchedule(cut));
    expect(problem).toEqual({ where: 'line 12', message: expect.stringMatching(/ends inside <event>.*truncated/) });
  });

  it('gives the line of a mismatched closing tag', () => {
    const xml = numberedXml([['<start>10:00</start>', '<duration>00:30</durration>', '<title>Fine</title>']]);
    expect(expectRefused(importSchedule(xml))).toEqual([{ where: 'line 11', message: expect.stringMatching(/^Malformed XML: .*durration/) }]);
  });

  it('reports every missing field, each at its line', () => {
    const xml = numberedXml(
      [fine, ['<start>11:00</start>', '<title>No duration</title>'], ['<start>12:00</start>', '<duration>00:30</duration>', '<title></title>']],
      ['<time_zone_name>Europe/Brussels</time_zone_name>'],
    );
    expect(expectRefused(importSchedule(xml))).toEqual([
      { where: 'line 3', message: 'The conference has no title.' },
      { where: 'line 13', message: 'The event has no duration.' },
      { where: 'line 20', message: 'The event has no title.' },
    ]);
  });

  it('reports impossible times and dates, each at its line', () => {
    const xml = numberedXml([
      ['<start>25:00</start>', '<duration>00:30</duration>', '<title>Too late</title>'],
      ['<start>10:00</start>', '<duration>-1</duration>', '<title>Negative</title>'],
      ['<start>10:00</start>', '<duration>99:99</duration>', '<title>Nonsense</title>'],
      ['<date>2019-02-30T10:00:00+01:00</date>', '<start>10:00</start>', '<duration>00:30</duration>', '<title>No such day</title>'],
    ]);
    expect(expectRefused(importSchedule(xml))).toEqual([
      { where: 'line 10', message: '"25:00" is not a time of day (expected HH:MM, 00:00 to 23:59).' },
      { where: 'line 16', message: expect.stringContaining('"-1" is not a duration') },
      { where: 'line 21', message: expect.stringContaining('"99:99" is not a duration') },
      { where: 'line 25', message: expect.stringContaining('"2019-02-30T10:00:00+01:00" is not a date and time') },
    ]);
  });

  it('reports a day whose date does not exist at the day’s line', () => {
    const xml = numberedXml([fine]).replace('date="2019-02-02"', 'date="2019-02-30"');
    expect(expectRefused(importSchedule(xml))).toEqual([{ where: 'line 7', message: expect.stringContaining('"2019-02-30" is not a date') }]);
  });

  it('reports an unknown time zone name', () => {
    const xml = numberedXml([fine], ['<title>T</title>', '<time_zone_name>Mars/Olympus</time_zone_name>']);
    expect(expectRefused(importSchedule(xml))).toEqual([{ where: 'line 5', message: expect.stringContaining('Mars/Olympus') }]);
  });

  it('lists at most 50 problems and says how many more there were', () => {
    const xml = numberedXml(Array.from({ length: 60 }, () => ['<start>31:00</start>', '<duration>00:30</duration>', '<title>Bad</title>']));
    const problems = expectRefused(importSchedule(xml));
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)).toEqual({ where: 'file', message: '10 more problems not listed.' });
  });
});

describe('refusing broken JSON', () => {
  const day = (events: unknown[]) => ({ date: '2019-02-02', rooms: { 'Saal One': events } });
  const json = (conference: Record<string, unknown>) => JSON.stringify({ schedule: { conference } }, null, 2);

  it('gives the line of a syntax error', () => {
    const text = '{\n  "schedule": {\n    "conference": {,\n  }\n}';
    expect(expectRefused(importSchedule(text))).toEqual([{ where: 'line 3', message: expect.stringMatching(/^Malformed JSON/) }]);
  });

  it('says a truncated file looks truncated, at its last line', () => {
    const text = writeSample('json', oneDay([{}]));
    const cut = text.slice(0, Math.floor(text.length / 2));
    expect(expectRefused(importSchedule(cut))).toEqual([{ where: `line ${cut.split('\n').length}`, message: expect.stringContaining('truncated') }]);
  });

  it('reports missing fields at their JSON paths, quoting keys that are not identifiers', () => {
    const text = json({
      days: [
        day([
          { id: 1, start: '10:00', duration: '00:30' },
          { id: 2, title: 'x', start: '10:00' },
        ]),
      ],
    });
    expect(expectRefused(importSchedule(text))).toEqual([
      { where: '$.schedule.conference.title', message: '"title" is missing (expected a string).' },
      { where: '$.schedule.conference.days[0].rooms["Saal One"][0].title', message: '"title" is missing (expected a string).' },
      { where: '$.schedule.conference.days[0].rooms["Saal One"][1].duration', message: '"duration" is missing (expected a string).' },
    ]);
  });

  it('reports values of the wrong type at their JSON paths', () => {
    const text = json({ title: 'T', days: { first: 1 } });
    expect(expectRefused(importSchedule(text))).toEqual([{ where: '$.schedule.conference.days', message: '"days" should be an array, not an object.' }]);
  });

  it('reports impossible times at their JSON paths', () => {
    const text = json({
      title: 'T',
      time_zone_name: 'Europe/Berlin',
      days: [
        day([]),
        day([
          { id: 1, title: 'x', start: '10:00', duration: '00:30' },
          { id: 2, title: 'y', start: '99:99', duration: '1:25:00' },
        ]),
      ],
    });
    expect(expectRefused(importSchedule(text))).toEqual([
      { where: '$.schedule.conference.days[1].rooms["Saal One"][1].start', message: expect.stringContaining('"99:99" is not a time of day') },
      { where: '$.schedule.conference.days[1].rooms["Saal One"][1].duration', message: expect.stringContaining('"1:25:00" is not a duration') },
      { where: '$.schedule.conference.days[1].date', message: expect.stringContaining('same date 2019-02-02') },
    ]);
  });

  it('reports a schedule without days', () => {
    expect(expectRefused(importSchedule(json({ title: 'T', days: [] })))).toEqual([{ where: '$.schedule.conference.days', message: 'The schedule has no days.' }]);
  });
});

describe('refusing what the parser will not take', () => {
  it('refuses elements nested absurdly deep with a problem, not a crash', () => {
    const deep = `<schedule><conference><title>${'<b>'.repeat(150)}x${'</b>'.repeat(150)}</title></conference></schedule>`;
    const problems = expectRefused(importSchedule(deep));
    expect(problems).toEqual([{ where: 'file', message: expect.stringMatching(/^Malformed XML: .*nested/) }]);
  });
});
