import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format } from './samples.ts';

describe.each<Format>(['xml', 'json'])('time zones (%s)', (format) => {
  const startOf = (text: string, options = {}) => expectImported(importSchedule(text, options)).schedule.events[0]?.start;

  it('uses an explicit offset in the event date, shown in the schedule zone', () => {
    const sample = oneDay([{ date: '2019-02-02T08:30:00Z', start: '08:30' }]);
    expect(startOf(writeSample(format, sample))).toBe('2019-02-02T09:30:00+01:00');
  });

  it('reads local start times in the file’s time_zone_name', () => {
    const sample = oneDay([{ start: '09:30' }], { timeZoneName: 'America/New_York' });
    const result = expectImported(importSchedule(writeSample(format, sample)));
    expect(result.schedule.events[0]?.start).toBe('2019-02-02T09:30:00-05:00');
    expect(result.schedule.conference.timeZone).toBe('America/New_York');
    expect(result.warnings).toEqual([]);
  });

  it('falls back to UTC with a warning when the file names no zone and none is configured', () => {
    const { timeZoneName: _, ...withoutZone } = oneDay([{ start: '09:30' }]);
    const result = expectImported(importSchedule(writeSample(format, withoutZone)));
    expect(result.schedule.events[0]?.start).toBe('2019-02-02T09:30:00+00:00');
    expect(result.schedule.conference.timeZone).toBe('UTC');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]?.message).toMatch(/no time zone.*UTC/);
  });

  it('uses the configured default zone for a file without one, and says so', () => {
    const { timeZoneName: _, ...withoutZone } = oneDay([{ start: '09:30' }]);
    const result = expectImported(importSchedule(writeSample(format, withoutZone), { defaultTimeZone: 'Europe/Brussels' }));
    expect(result.schedule.events[0]?.start).toBe('2019-02-02T09:30:00+01:00');
    expect(result.warnings[0]?.message).toContain('Europe/Brussels');
  });

  it('prefers the file’s zone over the configured default', () => {
    const sample = oneDay([{ start: '09:30' }], { timeZoneName: 'Europe/London' });
    expect(startOf(writeSample(format, sample), { defaultTimeZone: 'Europe/Brussels' })).toBe('2019-02-02T09:30:00+00:00');
  });

  it('keeps the file’s single fixed offset when it names no zone (pretalx, frab exports)', () => {
    const { timeZoneName: _, ...withoutZone } = oneDay([{ date: '2019-02-02T09:30:00+02:00', start: '09:30' }]);
    const result = expectImported(importSchedule(writeSample(format, withoutZone)));
    expect(result.schedule.events[0]?.start).toBe('2019-02-02T09:30:00+02:00');
    expect(result.schedule.conference.timeZone).toBe('Etc/GMT-2');
    expect(result.warnings[0]?.message).toContain('UTC+02:00');
  });

  it('applies daylight saving time on the right side of the change', () => {
    const sample = {
      ...oneDay([]),
      days: [
        { date: '2019-03-30', rooms: { 'Room A': [{ id: '1', title: 'Winter', start: '12:00', duration: '00:30' }] } },
        { date: '2019-03-31', rooms: { 'Room A': [{ id: '2', title: 'Summer', start: '12:00', duration: '00:30' }] } },
      ],
    };
    const events = expectImported(importSchedule(writeSample(format, sample))).schedule.events;
    expect(events.map((event) => event.start)).toEqual(['2019-03-30T12:00:00+01:00', '2019-03-31T12:00:00+02:00']);
  });

  it('gives an event spanning the change its real length, and moves a time skipped by spring-forward', () => {
    const events = [
      { id: '1', title: 'Night', start: '01:30', duration: '02:00' },
      { id: '2', title: 'Skipped hour', start: '02:30', duration: '00:30' },
    ];
    const sample = { ...oneDay([]), days: [{ date: '2019-03-31', rooms: { 'Room A': events } }] };
    const [night, skipped] = expectImported(importSchedule(writeSample(format, sample))).schedule.events;
    expect(night).toMatchObject({ start: '2019-03-31T01:30:00+01:00', end: '2019-03-31T04:30:00+02:00', duration: 120 });
    expect(skipped?.start).toBe('2019-03-31T03:30:00+02:00');
  });

  it('takes the first of a wall time that happens twice in autumn', () => {
    const events = [{ id: '1', title: 'Twice', start: '02:30', duration: '01:00' }];
    const sample = { ...oneDay([]), days: [{ date: '2019-10-27', rooms: { 'Room A': events } }] };
    const event = expectImported(importSchedule(writeSample(format, sample))).schedule.events[0];
    expect(event).toMatchObject({ start: '2019-10-27T02:30:00+02:00', end: '2019-10-27T02:30:00+01:00' });
  });
});
