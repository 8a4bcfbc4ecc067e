import { describe, expect, it } from 'vitest';
import { importSchedule } from '../../../../src/server/schedule/import-schedule.ts';
import { expectImported, oneDay, writeSample, type Format } from './samples.ts';

describe.each<Format>(['xml', 'json'])('duplicate ids and guids (%s)', (format) => {
  it('keeps both events with a repeated id, renames the later one and warns', () => {
    const sample = oneDay([
      { id: '7', title: 'First', start: '10:00' },
      { id: '7', title: 'Second', start: '11:00' },
      { id: '7', title: 'Third', start: '12:00' },
    ]);
    const result = expectImported(importSchedule(writeSample(format, sample)));
    expect(result.schedule.events.map((event) => [event.id, event.title])).toEqual([
      ['7', 'First'],
      ['7-2', 'Second'],
      ['7-3', 'Third'],
    ]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      expect.stringMatching(/Duplicate event id "7".*"7-2"/),
      expect.stringMatching(/Duplicate event id "7".*"7-3"/),
    ]);
  });

  it('never hands out a suffix the file already uses', () => {
    const sample = oneDay([
      { id: '7', title: 'First' },
      { id: '7-2', title: 'Own id' },
      { id: '7', title: 'Repeat', start: '11:00' },
    ]);
    const ids = expectImported(importSchedule(writeSample(format, sample))).schedule.events.map((event) => event.id);
    expect(ids).toEqual(['7', '7-2', '7-3']);
  });

  it('keeps both events with a repeated guid and warns, naming the guid', () => {
    const guid = '0c8b0cb4-6cf9-5ff8-928a-0a0f49558c48';
    const sample = oneDay([
      { id: '1', guid },
      { id: '2', guid, start: '11:00' },
    ]);
    const result = expectImported(importSchedule(writeSample(format, sample)));
    expect(result.schedule.events.map((event) => event.id)).toEqual(['1', '2']);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]?.message).toContain(guid);
  });
});
