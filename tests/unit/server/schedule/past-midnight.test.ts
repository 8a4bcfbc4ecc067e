import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format, type SampleDay } from './samples.ts';

describe.each<Format>(['xml', 'json'])('days that run past midnight (%s)', (format) => {
  const importDay = (day: SampleDay, dayChange?: string) => {
    const sample = { ...oneDay([]), days: [day], ...(dayChange === undefined ? {} : { dayChange }) };
    return expectImported(importSchedule(writeSample(format, sample))).schedule;
  };
  const lateNight = { id: '2', title: 'Late', start: '01:00', duration: '01:00' };
  const evening = { id: '1', title: 'Evening', start: '22:00', duration: '01:00' };

  it('puts an early-hours event of a day that starts at 10:00 on the next calendar date, in that day', () => {
    const schedule = importDay({ date: '2019-02-02', start: '2019-02-02T10:00:00+01:00', rooms: { 'Room A': [lateNight, evening] } });
    expect(schedule.events.map((event) => [event.title, event.day, event.start])).toEqual([
      ['Evening', '2019-02-02', '2019-02-02T22:00:00+01:00'],
      ['Late', '2019-02-02', '2019-02-03T01:00:00+01:00'],
    ]);
  });

  it('infers the next date from the conference’s day change when days have no start', () => {
    const schedule = importDay({ date: '2019-02-02', rooms: { 'Room A': [lateNight] } }, '06:00');
    expect(schedule.events[0]).toMatchObject({ day: '2019-02-02', start: '2019-02-03T01:00:00+01:00' });
    expect(schedule.conference.dayChange).toBe('06:00');
    expect(schedule.days[0]).toMatchObject({ start: '2019-02-02T06:00:00+01:00', end: '2019-02-03T06:00:00+01:00' });
  });

  it('trusts the event’s own date over any inference', () => {
    const dated = { ...lateNight, date: '2019-02-02T01:00:00+01:00' };
    const schedule = importDay({ date: '2019-02-02', start: '2019-02-02T10:00:00+01:00', rooms: { 'Room A': [dated] } });
    expect(schedule.events[0]).toMatchObject({ day: '2019-02-02', start: '2019-02-02T01:00:00+01:00' });
  });

  it('keeps an event just before the day’s start on its own date when the next date would be past the day’s end', () => {
    const early = { id: '3', title: 'Early opening', start: '10:30', duration: '00:30' };
    const day = { date: '2019-02-02', start: '2019-02-02T11:00:00+01:00', end: '2019-02-03T06:00:00+01:00', rooms: { 'Room A': [early] } };
    expect(importDay(day).events[0]?.start).toBe('2019-02-02T10:30:00+01:00');
  });

  it('leaves everything on the day’s date when nothing says where the day starts', () => {
    const schedule = importDay({ date: '2019-02-02', rooms: { 'Room A': [lateNight, evening] } });
    expect(schedule.events.map((event) => event.start)).toEqual(['2019-02-02T01:00:00+01:00', '2019-02-02T22:00:00+01:00']);
    expect(schedule.days[0]).toMatchObject({ start: '2019-02-02T01:00:00+01:00', end: '2019-02-02T23:00:00+01:00' });
  });
});
