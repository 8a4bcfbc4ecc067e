import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../../src/server/schedule/duration.ts';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format } from './samples.ts';

describe.each<Format>(['xml', 'json'])('durations (%s)', (format) => {
  const imported = (duration: string) => expectImported(importSchedule(writeSample(format, oneDay([{ start: '10:00', duration }])))).schedule.events[0];

  it('reads HH:MM', () => {
    expect(imported('01:30')).toMatchObject({ duration: 90, end: '2019-02-02T11:30:00+01:00' });
  });

  it('reads H:MM with an unpadded hour', () => {
    expect(imported('4:30')).toMatchObject({ duration: 270, end: '2019-02-02T14:30:00+01:00' });
  });

  it('reads HH:MM:SS', () => {
    expect(imported('00:25:00')).toMatchObject({ duration: 25, end: '2019-02-02T10:25:00+01:00' });
  });

  it('reads D:HH:MM, a day count first', () => {
    expect(imported('1:02:00')).toMatchObject({ duration: 26 * 60, end: '2019-02-03T12:00:00+01:00' });
  });
});

describe('parseDuration', () => {
  it.each([
    ['00:30', 30],
    ['0:05', 5],
    ['26:00', 1560],
    ['01:02:00', 62],
    ['2:00:30', 2910],
    ['00:00', 0],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['-1', '99:99', '00:60', '1:24:00', '30', '', 'PT30M', '1:2', '00:30:61'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
