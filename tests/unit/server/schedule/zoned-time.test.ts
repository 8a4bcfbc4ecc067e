import { describe, expect, it } from 'vitest';
import { formatInstant, isTimeZone, offsetAt, zonedTimeToEpoch } from '../../../../src/server/schedule/zoned-time.ts';

const at = (iso: string) => Date.parse(iso);
const wall = (date: string, time: string, zone: string) => {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return formatInstant(zonedTimeToEpoch({ year, month, day }, { hour, minute, second: 0 }, zone), zone);
};

describe('zoned time', () => {
  it('reads the offset of a zone at an instant, daylight saving included', () => {
    expect(offsetAt(at('2019-02-02T12:00:00Z'), 'Europe/Brussels')).toBe(60);
    expect(offsetAt(at('2019-07-02T12:00:00Z'), 'Europe/Brussels')).toBe(120);
    expect(offsetAt(at('2019-07-02T12:00:00Z'), 'America/St_Johns')).toBe(-150);
    expect(offsetAt(at('2019-07-02T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('formats an instant with the zone’s offset at that instant', () => {
    expect(formatInstant(at('2019-02-02T08:30:00Z'), 'Europe/Brussels')).toBe('2019-02-02T09:30:00+01:00');
    expect(formatInstant(at('2019-02-02T08:30:00Z'), 'UTC')).toBe('2019-02-02T08:30:00+00:00');
    expect(formatInstant(at('2019-02-02T23:30:00Z'), 'America/St_Johns')).toBe('2019-02-02T20:00:00-03:30');
  });

  it('turns wall time into the instant it denotes, either side of a change', () => {
    expect(wall('2019-03-31', '01:59', 'Europe/Berlin')).toBe('2019-03-31T01:59:00+01:00');
    expect(wall('2019-03-31', '03:00', 'Europe/Berlin')).toBe('2019-03-31T03:00:00+02:00');
    expect(wall('2019-11-03', '12:00', 'America/New_York')).toBe('2019-11-03T12:00:00-05:00');
  });

  it('moves a skipped wall time forward and takes the earlier of a repeated one', () => {
    expect(wall('2019-03-10', '02:30', 'America/New_York')).toBe('2019-03-10T03:30:00-04:00');
    expect(wall('2019-11-03', '01:30', 'America/New_York')).toBe('2019-11-03T01:30:00-04:00');
  });

  it('knows which zone names exist', () => {
    expect(isTimeZone('Europe/Brussels')).toBe(true);
    expect(isTimeZone('Etc/GMT-2')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
