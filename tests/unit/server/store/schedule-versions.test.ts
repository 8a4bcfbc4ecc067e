import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlite, migrate, openStore } from '../../../../src/server/store/open-store.ts';
import { countScheduleVersions, currentSchedule, saveScheduleVersion, scheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { openTestStore, TEST_ENGINE } from '../test-store.ts';

describe('the schedule store', () => {
  it('starts empty and keeps each imported version, raw and normalised', async () => {
    const store = await openTestStore();
    expect(await currentSchedule(store)).toBeNull();
    const first = await saveScheduleVersion(store, { raw: '{"a":1}', source: 'a.json', schedule: SAMPLE_SCHEDULE, warnings: [] });
    expect(first.version).toBe(scheduleVersion('{"a":1}'));
    expect((await currentSchedule(store))?.schedule).toEqual(SAMPLE_SCHEDULE);

    const renamed = { ...SAMPLE_SCHEDULE, conference: { ...SAMPLE_SCHEDULE.conference, title: 'Renamed' } };
    const second = await saveScheduleVersion(store, { raw: '{"a":2}', source: 'b.json', schedule: renamed, warnings: [{ where: 'line 1', message: 'w' }] });
    expect(second.version).not.toBe(first.version);
    expect(await currentSchedule(store)).toMatchObject({ source: 'b.json', schedule: { conference: { title: 'Renamed' } }, warnings: [{ where: 'line 1', message: 'w' }] });
    expect(await countScheduleVersions(store)).toBe(2);
    const { raw } = await store.selectFrom('schedule_versions').select('raw').where('version', '=', first.version).executeTakeFirstOrThrow();
    expect(raw.toString('utf8')).toBe('{"a":1}');
  });

  it('makes a version seen before current again without storing it twice', async () => {
    const store = await openTestStore();
    await saveScheduleVersion(store, { raw: 'one', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    await saveScheduleVersion(store, { raw: 'two', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    const again = await saveScheduleVersion(store, { raw: 'one', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    expect(again.version).toBe(scheduleVersion('one'));
    expect(await countScheduleVersions(store)).toBe(2);
  });

  it('survives a restart: the data lives in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hallway-store-'));
    const before = openStore(dataDir);
    await saveScheduleVersion(before, { raw: 'kept', source: 'x', schedule: SAMPLE_SCHEDULE, warnings: [] });
    await before.destroy();
    expect((await currentSchedule(openStore(dataDir)))?.version).toBe(scheduleVersion('kept'));
  });

  // SQLite's migration chain (PostgreSQL's: postgres-store.test.ts).
  it.skipIf(TEST_ENGINE === 'postgres')('runs each migration once, in order, recording the schema version', async () => {
    const store = await openTestStore();
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
