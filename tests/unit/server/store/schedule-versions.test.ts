import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlite, migrate, openStore } from '../../../../src/server/store/open-store.ts';
import { countScheduleVersions, currentSchedule, saveScheduleVersion, scheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';

describe('the schedule store', () => {
  it('starts empty and keeps each imported version, raw and normalised', () => {
    const store = openStore(':memory:');
    expect(currentSchedule(store)).toBeNull();
    const first = saveScheduleVersion(store, { raw: '{"a":1}', source: 'a.json', schedule: SAMPLE_SCHEDULE, warnings: [] });
    expect(first.version).toBe(scheduleVersion('{"a":1}'));
    expect(currentSchedule(store)?.schedule).toEqual(SAMPLE_SCHEDULE);

    const renamed = { ...SAMPLE_SCHEDULE, conference: { ...SAMPLE_SCHEDULE.conference, title: 'Renamed' } };
    const second = saveScheduleVersion(store, { raw: '{"a":2}', source: 'b.json', schedule: renamed, warnings: [{ where: 'line 1', message: 'w' }] });
    expect(second.version).not.toBe(first.version);
    expect(currentSchedule(store)).toMatchObject({ source: 'b.json', schedule: { conference: { title: 'Renamed' } }, warnings: [{ where: 'line 1', message: 'w' }] });
    expect(countScheduleVersions(store)).toBe(2);
    const raw = sqlite(store).prepare('SELECT raw FROM schedule_versions WHERE version = ?').get(first.version) as { raw: Buffer };
    expect(raw.raw.toString('utf8')).toBe('{"a":1}');
  });

  it('makes a version seen before current again without storing it twice', () => {
    const store = openStore(':memory:');
    saveScheduleVersion(store, { raw: 'one', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    saveScheduleVersion(store, { raw: 'two', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    const again = saveScheduleVersion(store, { raw: 'one', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    expect(again.version).toBe(scheduleVersion('one'));
    expect(countScheduleVersions(store)).toBe(2);
  });

  it('survives a restart: the data lives in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hallway-store-'));
    const before = openStore(dataDir);
    saveScheduleVersion(before, { raw: 'kept', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    sqlite(before).close();
    expect(currentSchedule(openStore(dataDir))?.version).toBe(scheduleVersion('kept'));
  });

  it('runs each migration once, in order, recording the schema version', () => {
    const store = openStore(':memory:');
    const extra = ['CREATE TABLE first_extra (id INTEGER)', 'CREATE TABLE second_extra (id INTEGER)'];
    const base = sqlite(store).pragma('user_version', { simple: true }) as number;
    const migrations = [...Array.from({ length: base }, () => 'SELECT 1'), ...extra];
    migrate(sqlite(store), migrations);
    migrate(sqlite(store), migrations);
    expect(sqlite(store).pragma('user_version', { simple: true })).toBe(base + 2);
    const tables = sqlite(store).prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_extra'").all();
    expect(tables).toHaveLength(2);
  });
});
