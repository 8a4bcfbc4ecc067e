import { describe, expect, it } from 'vitest';
import { buildIcs } from '../../../src/shared/build-ics.ts';
import { eventToIcs, icsUid } from '../../../src/shared/event-to-ics.ts';
import type { EventData } from '../../../src/shared/page-data.ts';
import { ADA, BO, CONFERENCE, eventDetail } from '../features/sample-page-data.ts';
import { parseIcs } from './parse-ics.ts';

const ORIGIN = 'https://hallway.example';

function eventData(overrides: Parameters<typeof eventDetail>[0] = {}): EventData {
  return { conference: CONFERENCE, event: eventDetail(overrides), persons: [] };
}

describe('icsUid', () => {
  it("is the schedule's guid when the event has one, else its id at the host", () => {
    expect(icsUid({ id: '12', guid: 'a1' }, 'hallway.example')).toBe('a1');
    expect(icsUid({ id: '12', guid: null }, 'hallway.example')).toBe('12@hallway.example');
  });
});

describe('eventToIcs', () => {
  it('makes the calendar entry of an event: UID, times, place, its page, and a description', () => {
    const entry = eventToIcs(eventData({ subtitle: 'Welcome', abstract: { paragraphs: [[{ text: 'Hello ' }, { text: 'there', href: 'https://example.org' }]] } }), ORIGIN);
    expect(entry).toEqual({
      uid: 'a1',
      start: '2026-02-01T09:30:00+01:00',
      end: '2026-02-01T10:00:00+01:00',
      summary: 'Opening',
      location: 'Main Hall',
      description: `Welcome\n\n${ADA.name}, ${BO.name}\n\nHello there\n\n${ORIGIN}/events/12`,
      url: `${ORIGIN}/events/12`,
      cancelled: false,
    });
  });

  it('names an event without a guid by its id at the host, and links its page with the id encoded', () => {
    const entry = eventToIcs(eventData({ id: 'a/b', guid: null }), 'http://localhost:4173');
    expect(entry.uid).toBe('a/b@localhost:4173');
    expect(entry.url).toBe('http://localhost:4173/events/a%2Fb');
  });

  it('gives the download a file a calendar parser reads back', () => {
    const ics = buildIcs([eventToIcs(eventData(), ORIGIN), eventToIcs(eventData({ id: '40', guid: null, title: 'After midnight', cancelled: true }), ORIGIN)], {
      productId: '-//Hallway//Agenda//EN',
      calendarName: 'My agenda — Sample Conf',
      now: new Date('2026-01-15T12:00:00Z'),
    });
    const { events } = parseIcs(ics);
    expect(events.map(({ uid, sequence, start, status }) => ({ uid, sequence, start, status }))).toEqual([
      { uid: 'a1', sequence: 0, start: '2026-02-01T08:30:00.000Z', status: 'CONFIRMED' },
      { uid: '40@hallway.example', sequence: 0, start: '2026-02-01T08:30:00.000Z', status: 'CANCELLED' },
    ]);
  });
});
