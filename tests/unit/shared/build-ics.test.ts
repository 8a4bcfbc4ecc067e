import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from '../../../src/shared/build-ics.ts';
import { parseIcs } from './parse-ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Undoes folding (RFC 5545 §3.1): a line break followed by one space disappears. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks as RFC 5545 says', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone, and drops control characters', () => {
    expect(escapeIcsText('Talk: "Rust"\u0007\ttab')).toBe('Talk: "Rust"\ttab');
  });
});

describe('foldIcsLine', () => {
  it('folds at 75 octets with a leading space, never splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'😀'.repeat(10)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line as it is', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('buildIcs', () => {
  const file = buildIcs(
    [
      {
        uid: 'a1b2@hallway.example',
        start: '2026-02-01T09:30:00+01:00',
        end: '2026-02-01T10:00:00+01:00',
        summary: 'Opening; keynote, part 1',
        location: 'Main Hall',
        description: 'Line one\nLine two',
        url: 'https://hallway.example/events/12',
      },
      { uid: 'x@hallway.example', start: '2026-02-02T01:00:00+01:00', end: '2026-02-02T01:30:00+01:00', summary: 'Late', cancelled: true },
    ],
    { productId: '-//Hallway//Agenda//EN', calendarName: 'My agenda — Sample Conf', now: new Date('2026-01-15T12:00:00Z') },
  );
  const lines = unfold(file).split('\r\n');

  it('is a VCALENDAR of CRLF lines with one VEVENT per event', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hallway//Agenda//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes times in UTC and escapes text values', () => {
    expect(lines).toContain('DTSTART:20260201T083000Z');
    expect(lines).toContain('DTEND:20260201T090000Z');
    expect(lines).toContain('DTSTAMP:20260115T120000Z');
    expect(lines).toContain('SUMMARY:Opening\\; keynote\\, part 1');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('URL:https://hallway.example/events/12');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('leaves SEQUENCE out unless an event has one', () => {
    expect(lines.some((line) => line.startsWith('SEQUENCE'))).toBe(false);
    const sequenced = buildIcs([{ uid: 'm@hallway.example', start: '2026-02-01T09:30:00Z', end: '2026-02-01T10:00:00Z', summary: 'Moved', sequence: 2 }], {
      productId: '-//Hallway//Calendar//EN',
      calendarName: 'Sample Conf',
      now: new Date('2026-01-15T12:00:00Z'),
    });
    expect(unfold(sequenced).split('\r\n')).toContain('SEQUENCE:2');
    expect(parseIcs(sequenced).events[0]?.sequence).toBe(2);
  });

  it('asks subscribers to fetch again after the refresh interval, when it is given', () => {
    expect(lines.some((line) => line.startsWith('REFRESH-INTERVAL') || line.startsWith('X-PUBLISHED-TTL'))).toBe(false);
    const feed = unfold(buildIcs([], { productId: '-//Hallway//Calendar//EN', calendarName: 'Sample Conf', now: new Date(0), refreshInterval: 'PT1H' })).split('\r\n');
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(feed).toContain('X-PUBLISHED-TTL:PT1H');
  });

  it('is read by a calendar parser as it was meant', () => {
    const parsed = parseIcs(file);
    expect(parsed.name).toBe('My agenda — Sample Conf');
    expect(parsed.productId).toBe('-//Hallway//Agenda//EN');
    expect(parsed.events).toEqual([
      {
        uid: 'a1b2@hallway.example',
        sequence: 0,
        start: '2026-02-01T08:30:00.000Z',
        end: '2026-02-01T09:00:00.000Z',
        summary: 'Opening; keynote, part 1',
        location: 'Main Hall',
        status: 'CONFIRMED',
        url: 'https://hallway.example/events/12',
      },
      {
        uid: 'x@hallway.example',
        sequence: 0,
        start: '2026-02-02T00:00:00.000Z',
        end: '2026-02-02T00:30:00.000Z',
        summary: 'Late',
        location: null,
        status: 'CANCELLED',
        url: null,
      },
    ]);
  });

  it('writes an instant past midnight on its own UTC date', () => {
    expect(icsUtc('2026-02-02T01:00:00+01:00')).toBe('20260202T000000Z');
    expect(icsUtc('2026-02-02T00:30:00+01:00')).toBe('20260201T233000Z');
  });
});
