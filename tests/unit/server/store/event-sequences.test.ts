import { InsertQueryNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Schedule, ScheduleEvent } from '../../../../src/server/schedule/model.ts';
import { eventSequence } from '../../../../src/server/store/event-sequences.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { currentSchedule, saveScheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { event, SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { openTestStore } from '../test-store.ts';

/** The sample schedule with some events changed (by id). */
function withEvents(changes: Readonly<Record<string, Partial<ScheduleEvent>>>, schedule: Schedule = SAMPLE_SCHEDULE): Schedule {
  return { ...schedule, events: schedule.events.map((item) => ({ ...item, ...changes[item.id] })) };
}

function save(store: Store, raw: string, schedule: Schedule) {
  return saveScheduleVersion(store, { raw, source: 'test', schedule, warnings: [] });
}

/** Sequences by event id, in the sample's order. */
async function sequences(store: Store, schedule: Schedule = SAMPLE_SCHEDULE): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(schedule.events.map(async (item) => [item.id, await eventSequence(store, item)])));
}

/** The store, refusing every write to event_sequences as a failing disk would (any engine). */
function refusingSequences(store: Store): Store {
  return store.withPlugin({
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'event_sequences') throw new Error('refused');
      return node;
    },
    transformResult: async ({ result }) => result,
  });
}

describe('calendar sequences across schedule versions', () => {
  it('start at 0 for every event of the first version', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    expect(await sequences(store)).toEqual({ '12': 0, '12-2': 0, '40': 0, '41': 0 });
  });

  it('rise by one for an event whose start, end, room or cancellation changed, and only for it', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    await save(
      store,
      'v2',
      withEvents({
        '12': { start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:00:00+01:00' },
        '12-2': { room: 'Main Hall' },
        '41': { cancelled: true },
      }),
    );
    expect(await sequences(store)).toEqual({ '12': 1, '12-2': 1, '40': 0, '41': 1 });
  });

  it('stay for a change of title, abstract or speakers, and for the same time written with another offset', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    await save(store, 'v2', withEvents({ '12': { title: 'Renamed', abstract: null, persons: [] }, '41': { start: '2026-02-02T09:00:00Z', end: '2026-02-02T09:30:00Z' } }));
    expect(await sequences(store)).toEqual({ '12': 0, '12-2': 0, '40': 0, '41': 0 });
  });

  it('are raised once per version: importing the same version again raises nothing', async () => {
    const store = await openTestStore();
    const moved = withEvents({ '12': { room: 'Room B' } });
    await save(store, 'v1', SAMPLE_SCHEDULE);
    await save(store, 'v2', moved);
    await save(store, 'v2', moved);
    expect((await sequences(store))['12']).toBe(1);
  });

  it('keep counting up when an earlier version becomes current again, or a dropped event comes back', async () => {
    const store = await openTestStore();
    const moved = withEvents({ '12': { room: 'Room B' } });
    await save(store, 'v1', SAMPLE_SCHEDULE);
    await save(store, 'v2', moved);
    await save(store, 'v1', SAMPLE_SCHEDULE);
    expect((await sequences(store))['12']).toBe(2);

    await save(store, 'v3', { ...SAMPLE_SCHEDULE, events: SAMPLE_SCHEDULE.events.filter((item) => item.id !== '41') });
    await save(store, 'v4', withEvents({ '41': { room: 'Main Hall' } }));
    expect((await sequences(store))['41']).toBe(1);
  });

  it('start at 0 for an event new in a later version', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    const added = event({ id: '50', guid: 'new-guid', title: 'Added', start: '2026-02-02T11:00:00+01:00', end: '2026-02-02T11:30:00+01:00', day: '2026-02-02', room: 'Room B' });
    const next = { ...SAMPLE_SCHEDULE, events: [...SAMPLE_SCHEDULE.events, added] };
    await save(store, 'v2', next);
    expect((await sequences(store, next))['50']).toBe(0);
  });

  it('follow the UID: an event keeps its sequence when its id changes but its guid does not', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    const next = withEvents({ '12': { id: '99', room: 'Room B' } });
    await save(store, 'v2', next);
    expect(await eventSequence(store, { id: '99', guid: 'a1' })).toBe(1);
  });

  it('count a move of either of two events sharing a guid', async () => {
    const store = await openTestStore();
    const twins = withEvents({ '41': { guid: 'a1' } });
    await save(store, 'v1', twins);
    await save(store, 'v2', withEvents({ '41': { room: 'Main Hall' } }, twins));
    expect(await eventSequence(store, { id: '12', guid: 'a1' })).toBe(1);
  });

  it('take the version being replaced as the starting point in a store that kept none before', async () => {
    const store = await openTestStore();
    await save(store, 'v1', SAMPLE_SCHEDULE);
    // As a store migrated from before sequences were kept looks: a current version, no sequences.
    await store.deleteFrom('event_sequences').execute();
    await save(store, 'v2', withEvents({ '12': { room: 'Room B' } }));
    expect(await sequences(store)).toEqual({ '12': 1, '12-2': 0, '40': 0, '41': 0 });
  });

  it('are recorded in the transaction that makes the version current: if they fail, the version does not change', async () => {
    const store = await openTestStore();
    const first = await save(store, 'v1', SAMPLE_SCHEDULE);
    await expect(save(refusingSequences(store), 'v2', withEvents({ '12': { room: 'Room B' } }))).rejects.toThrow('refused');
    expect((await currentSchedule(store))?.version).toBe(first.version);
    expect((await sequences(store))['12']).toBe(0);
  });
});
