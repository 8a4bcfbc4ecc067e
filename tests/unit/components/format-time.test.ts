import { describe, expect, it } from 'vitest';
import { formatDay, formatLanguage, formatMinutes, formatTime, zonedDate } from '../../../src/components/format-time.ts';

// Intl separates times with a narrow no-break space in newer ICU versions.
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('format-time', () => {
  it('shows an instant as wall time of the given zone, whatever its offset', () => {
    expect(spaced(formatTime('2026-02-01T14:30:00Z', 'America/New_York', 'en'))).toBe('9:30 AM');
    expect(formatTime('2026-02-01T14:30:00Z', 'Europe/Brussels', 'de')).toBe('15:30');
    expect(formatTime('2026-07-01T14:30:00Z', 'Europe/Brussels', 'fr')).toBe('16:30');
    expect(formatTime('2026-02-01T09:30:00+01:00', 'Asia/Tokyo', 'de')).toBe('17:30');
  });

  it('formats a conference day as the calendar date it names, in any zone', () => {
    expect(formatDay('2026-02-01', 'en')).toBe('Sunday, February 1, 2026');
    expect(formatDay('2026-02-01', 'de', 'short')).toBe('So., 1. Feb.');
    expect(formatDay('2026-02-01', 'fr')).toBe('dimanche 1 février 2026');
  });

  it('finds the calendar date of an instant in the zone', () => {
    expect(zonedDate('2026-02-02T01:00:00+01:00', 'Europe/Brussels')).toBe('2026-02-02');
    expect(zonedDate('2026-02-02T01:00:00+01:00', 'America/New_York')).toBe('2026-02-01');
  });

  it('names durations and languages in the reader’s locale', () => {
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatLanguage('de', 'fr')).toBe('allemand');
    expect(formatLanguage('not a tag!', 'en')).toBe('not a tag!');
  });
});
