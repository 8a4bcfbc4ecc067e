import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { conference, expectImported, writeSample } from './samples.ts';

describe('XML and JSON of the same conference', () => {
  const fromXml = expectImported(importSchedule(writeSample('xml', conference)));
  const fromJson = expectImported(importSchedule(writeSample('json', conference)));

  it('give the same schedule', () => {
    expect(fromXml.schedule).toEqual(fromJson.schedule);
  });

  it('give the same counts and instants', () => {
    const summary = (schedule: typeof fromXml.schedule) => ({
      events: schedule.events.map((event) => [event.id, event.start, event.end, event.day]),
      days: schedule.days.length,
      rooms: schedule.rooms.length,
      tracks: schedule.tracks.length,
      persons: schedule.persons.length,
    });
    expect(summary(fromXml.schedule)).toEqual({
      events: [
        ['11', '2019-12-27T10:30:00+01:00', '2019-12-27T11:00:00+01:00', '2019-12-27'],
        ['13', '2019-12-27T10:30:00+01:00', '2019-12-27T11:15:00+01:00', '2019-12-27'],
        ['12', '2019-12-28T01:00:00+01:00', '2019-12-29T02:00:00+01:00', '2019-12-27'],
        ['11-2', '2019-12-28T11:00:00+01:00', '2019-12-28T12:00:00+01:00', '2019-12-28'],
      ],
      days: 2,
      rooms: 2,
      tracks: 2,
      persons: 2,
    });
    expect(summary(fromJson.schedule)).toEqual(summary(fromXml.schedule));
  });

  it('warn about the same things', () => {
    expect(fromXml.warnings.map((warning) => warning.message.replace(/\(first at [^)]*\)/, ''))).toEqual(
      fromJson.warnings.map((warning) => warning.message.replace(/\(first at [^)]*\)/, '')),
    );
    expect(fromXml.warnings).toHaveLength(1);
  });
});
