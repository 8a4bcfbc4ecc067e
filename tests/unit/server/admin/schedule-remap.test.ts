import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveFeedback } from '../../../../src/server/actions/feedback-store.ts';
import { saveStar } from '../../../../src/server/actions/star-store.ts';
import { loadSchedule } from '../../../../src/server/load-schedule.ts';
import type { Schedule } from '../../../../src/server/schedule/model.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { parkedEventId } from '../../../../src/server/store/remap-event-ids.ts';
import { currentSchedule, makeScheduleVersionCurrent, saveScheduleVersion, scheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { event, SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { FIRST_EVENTS, scheduleFile } from './schedule-test-app.ts';
import { openTestStore } from '../test-store.ts';

const AT = '2026-02-01T08:00:00.000Z';

/** The sample schedule with guids on every event and ids renamed as given (by guid). */
function withIds(ids: Readonly<Record<string, string>>, extra: Schedule['events'] = []): Schedule {
  const guids: Readonly<Record<string, string>> = { '12': 'a', '12-2': 'b', '40': 'c', '41': 'd' };
  const events = SAMPLE_SCHEDULE.events.map((item) => {
    const guid = guids[item.id] ?? item.id;
    return { ...item, guid, id: ids[guid] ?? item.id };
  });
  return { ...SAMPLE_SCHEDULE, events: [...events, ...extra] };
}

function save(store: Store, raw: string, schedule: Schedule) {
  return saveScheduleVersion(store, { raw, source: 'test', schedule, warnings: [], now: new Date(AT) });
}

const star = (store: Store, owner: string, eventId: string, at = AT) => saveStar(store, owner, { eventId, starred: true, at });
const feedback = (store: Store, owner: string, eventId: string, rating: number, at = AT) => saveFeedback(store, owner, { eventId, rating, comment: `on ${eventId}`, at });

const rows = (store: Store, table: 'stars' | 'feedback') =>
  table === 'feedback'
    ? store.selectFrom('feedback').select(['owner', 'event_id as eventId', 'rating']).orderBy('owner').orderBy('event_id').execute()
    : store.selectFrom('stars').select(['owner', 'event_id as eventId']).orderBy('owner').orderBy('event_id').execute();

describe('stars and feedback across re-imports that change ids', () => {
  it('follow a swap of two ids and a chain of three, for every owner', async () => {
    const store = await openTestStore();
    await save(store, 'v1', withIds({}));
    for (const owner of ['user:1', 'device:d']) for (const id of ['12', '12-2', '40', '41']) await star(store, owner, id);
    await feedback(store, 'user:1', '12', 5);
    await feedback(store, 'user:1', '41', 2);
    // a ↔ d swap; b → c's id, c → 99: a chain.
    await save(store, 'v2', withIds({ a: '41', d: '12', b: '40', c: '99' }));
    expect(await rows(store, 'stars')).toEqual(['device:d', 'user:1'].flatMap((owner) => ['12', '40', '41', '99'].map((eventId) => ({ owner, eventId }))));
    expect(await rows(store, 'feedback')).toEqual([
      { owner: 'user:1', eventId: '12', rating: 2 },
      { owner: 'user:1', eventId: '41', rating: 5 },
    ]);
  });

  it('sets aside an owner’s leftover row at an id a renamed event takes, keeping both', async () => {
    const store = await openTestStore();
    await save(store, 'v1', withIds({}));
    // A row from an older version at 77, an id this version does not use.
    await star(store, 'user:1', '77', '2026-01-01T00:00:00.000Z');
    await feedback(store, 'user:1', '77', 1);
    await star(store, 'user:1', '12');
    await feedback(store, 'user:1', '12', 4);
    await save(store, 'v2', withIds({ a: '77' }));
    const parked = parkedEventId('77', scheduleVersion('v1'));
    expect(await rows(store, 'stars')).toEqual([
      { owner: 'user:1', eventId: '77' },
      { owner: 'user:1', eventId: parked },
    ]);
    expect(await rows(store, 'feedback')).toEqual([
      { owner: 'user:1', eventId: '77', rating: 4 },
      { owner: 'user:1', eventId: parked, rating: 1 },
    ]);
  });

  it('leaves rows of a removed event alone while its id is free, so an event that comes back finds them', async () => {
    const store = await openTestStore();
    await save(store, 'v1', withIds({}));
    await star(store, 'user:1', '41');
    await save(store, 'v2', { ...withIds({}), events: withIds({}).events.filter((item) => item.id !== '41') });
    await save(store, 'v3', withIds({}));
    expect(await rows(store, 'stars')).toEqual([{ owner: 'user:1', eventId: '41' }]);
  });

  it('follow events back when an earlier version is made current again', async () => {
    const store = await openTestStore();
    const first = await save(store, 'v1', withIds({}));
    await star(store, 'user:1', '12');
    await save(
      store,
      'v2',
      withIds({ a: '500' }, [
        event({ id: '12', guid: 'new', title: 'Newcomer', start: '2026-02-02T12:00:00+01:00', end: '2026-02-02T12:30:00+01:00', day: '2026-02-02', room: 'Room B' }),
      ]),
    );
    await star(store, 'user:2', '12');
    expect(await rows(store, 'stars')).toEqual([
      { owner: 'user:1', eventId: '500' },
      { owner: 'user:2', eventId: '12' },
    ]);
    await makeScheduleVersionCurrent(store, first.version, { publishedBy: 'org@example.org', now: new Date(AT) });
    expect(await currentSchedule(store)).toMatchObject({ version: first.version, publishedBy: 'org@example.org' });
    // user:2 starred the newcomer, which v1 does not have: set aside, not put on the opening.
    expect(await rows(store, 'stars')).toEqual([
      { owner: 'user:1', eventId: '12' },
      { owner: 'user:2', eventId: parkedEventId('12', scheduleVersion('v2')) },
    ]);
  });

  it('follow renumbered events when SCHEDULE is re-imported at start-up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hallway-remap-'));
    const path = join(dir, 'schedule.json');
    const store = await openTestStore();
    writeFileSync(path, scheduleFile(FIRST_EVENTS));
    expect((await loadSchedule({ store, source: path })).ok).toBe(true);
    await star(store, 'user:1', '1');
    writeFileSync(path, scheduleFile(FIRST_EVENTS.map((item) => ({ ...item, id: `7${item.id ?? ''}` }))));
    const again = await loadSchedule({ store, source: path });
    expect(again).toMatchObject({ ok: true, imported: true, stored: { publishedBy: 'start-up' } });
    expect(await rows(store, 'stars')).toEqual([{ owner: 'user:1', eventId: '71' }]);
  });
});
