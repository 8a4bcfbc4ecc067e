// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTime, zonedDate } from '../../../src/components/format-time.ts';
import { PAGE_DATA_BUILDERS } from '../../../src/shared/build-page-data.ts';
import { indexSchedule } from '../../../src/server/page-data/schedule-index.ts';
import { importSchedule } from '../../../src/server/schedule/import-schedule.ts';
import { buildIcs } from '../../../src/shared/build-ics.ts';
import { eventToIcs } from '../../../src/shared/event-to-ics.ts';
import type { EventData } from '../../../src/shared/page-data.ts';
import { expectImported, writeSample, type Format } from '../server/schedule/samples.ts';
import { parseIcs } from './parse-ics.ts';

// Times from the file to the screen and the calendar, in the cases where apps of this kind go
// wrong: a conference across the end of daylight saving time (Europe/Berlin, 2026-10-25 03:00
// CEST → 02:00 CET), events past midnight, a file whose times carry no offset, and devices in
// other zones. The screens in a browser: tests/e2e/time-zones.spec.ts.

const BERLIN = 'Europe/Berlin';

/** Two conference days around the change, local times without offsets in the file. */
const ACROSS_THE_CHANGE = {
  title: 'Autumn Conf',
  acronym: 'autumn',
  timeZoneName: BERLIN,
  dayChange: '06:00',
  days: [
    {
      date: '2026-10-24',
      rooms: {
        Hall: [
          { id: 'evening', title: 'Evening', start: '22:00', duration: '01:00' },
          // Past midnight, still before the change: day 1 in the schedule, 01:30 CEST on the 25th.
          { id: 'late', title: 'Late night', start: '01:30', duration: '00:30' },
        ],
      },
    },
    { date: '2026-10-25', rooms: { Hall: [{ id: 'morning', title: 'Morning after', start: '10:00', duration: '01:00' }] } },
  ],
};

describe.each<Format>(['xml', 'json'])('a conference across the end of daylight saving time (%s)', (format) => {
  const schedule = expectImported(importSchedule(writeSample(format, ACROSS_THE_CHANGE))).schedule;
  const index = indexSchedule(schedule, 'v1');
  const event = (id: string) => (PAGE_DATA_BUILDERS['event']!(index, { id }) as EventData).event;

  it('reads local times on the right side of the change, and keeps the night on its conference day', () => {
    expect(event('evening')).toMatchObject({ start: '2026-10-24T22:00:00+02:00', day: '2026-10-24' });
    expect(event('late')).toMatchObject({ start: '2026-10-25T01:30:00+02:00', day: '2026-10-24' });
    expect(event('morning')).toMatchObject({ start: '2026-10-25T10:00:00+01:00', end: '2026-10-25T11:00:00+01:00', day: '2026-10-25' });
    // The night's calendar date is the next day's, which the event screen says.
    expect(zonedDate(event('late').start, BERLIN)).toBe('2026-10-25');
  });

  it.each([
    // [event, zone, labelled, shown]
    ['evening', BERLIN, false, '10:00 PM'],
    ['late', BERLIN, true, '1:30 AM GMT+2'],
    ['morning', BERLIN, true, '10:00 AM GMT+1'],
    ['evening', 'America/New_York', true, '4:00 PM EDT'],
    ['morning', 'America/New_York', true, '5:00 AM EDT'],
    ['late', 'Asia/Tokyo', true, '8:30 AM GMT+9'],
    ['morning', 'UTC', false, '9:00 AM'],
  ] as const)('%s in %s%s reads %s', (id, zone, labelled, shown) => {
    expect(formatTime(event(id).start, zone, 'en', labelled).replace(/\s/g, ' ')).toBe(shown);
  });

  it('writes the calendar in UTC, so every calendar app shows the same instants', () => {
    const ics = buildIcs(
      ['evening', 'late', 'morning'].map((id) => eventToIcs({ conference: index.conference, event: event(id), persons: [] } as unknown as EventData, 'https://h.example')),
      { productId: '-//Hallway//Test//EN', calendarName: 'Autumn Conf', now: new Date('2026-10-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART:20261024T200000Z');
    expect(parseIcs(ics).events.map((item) => [item.summary, item.start, item.end])).toEqual([
      ['Evening', '2026-10-24T20:00:00.000Z', '2026-10-24T21:00:00.000Z'],
      ['Late night', '2026-10-24T23:30:00.000Z', '2026-10-25T00:00:00.000Z'],
      ['Morning after', '2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z'],
    ]);
  });
});
