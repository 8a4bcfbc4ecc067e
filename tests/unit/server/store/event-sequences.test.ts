import { describe, expect, it } from 'vitest';
import type { Schedule, ScheduleEvent } from '../../../../src/server/schedule/model.ts';
import { eventSequence } from '../../../../src/server/store/event-sequences.ts';
import { sqlite, openStore, type Store } from '../../../../src/server/store/open-store.ts';
import { currentSchedule, saveScheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { event, SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';

/** The sample schedule with some events changed (by id). */
function withEvents(changes: Readonly<Record<string, Partial<ScheduleEvent>>>, schedule: Schedule = SAMPLE_SCHEDULE): Schedule {
  return { ...schedule, events: schedule.events.map((item) => ({ ...item, ...changes[item.id] })) };
}

function save(store: Store, raw: string, schedule: Schedule) {
  return saveScheduleVersion(store, { raw, source: 'test', schedule, warnings: [] });
}

/** Sequences by event id, in the sample's order. */
function sequences(store: Store, schedule: Schedule = SAMPLE_SCHEDULE): Record<string, number> {
  return Object.fromEntries(schedule.events.map((item) => [item.id, eventSequence(store, item)]));
}

describe('calendar sequences across schedule versions', () => {
  it('start at 0 for every event of the first version', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    expect(sequences(store)).toEqual({ '12': 0, '12-2': 0, '40': 0, '41': 0 });
  });

  it('rise by one for an event whose start, end, room or cancellation changed, and only for it', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    save(
      store,
      'v2',
      withEvents({
        '12': { start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:00:00+01:00' },
        '12-2': { room: 'Main Hall' },
        '41': { cancelled: true },
      }),
    );
    expect(sequences(store)).toEqual({ '12': 1, '12-2': 1, '40': 0, '41': 1 });
  });

  it('stay for a change of title, abstract or speakers, and for the same time written with another offset', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    save(store, 'v2', withEvents({ '12': { title: 'Renamed', abstract: null, persons: [] }, '41': { start: '2026-02-02T09:00:00Z', end: '2026-02-02T09:30:00Z' } }));
    expect(sequences(store)).toEqual({ '12': 0, '12-2': 0, '40': 0, '41': 0 });
  });

  it('are raised once per version: importing the same version again raises nothing', () => {
    const store = openStore(':memory:');
    const moved = withEvents({ '12': { room: 'Room B' } });
    save(store, 'v1', SAMPLE_SCHEDULE);
    save(store, 'v2', moved);
    save(store, 'v2', moved);
    expect(sequences(store)['12']).toBe(1);
  });

  it('keep counting up when an earlier version becomes current again, or a dropped event comes back', () => {
    const store = openStore(':memory:');
    const moved = withEvents({ '12': { room: 'Room B' } });
    save(store, 'v1', SAMPLE_SCHEDULE);
    save(store, 'v2', moved);
    save(store, 'v1', SAMPLE_SCHEDULE);
    expect(sequences(store)['12']).toBe(2);

    save(store, 'v3', { ...SAMPLE_SCHEDULE, events: SAMPLE_SCHEDULE.events.filter((item) => item.id !== '41') });
    save(store, 'v4', withEvents({ '41': { room: 'Main Hall' } }));
    expect(sequences(store)['41']).toBe(1);
  });

  it('start at 0 for an event new in a later version', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    const added = event({ id: '50', guid: 'new-guid', title: 'Added', start: '2026-02-02T11:00:00+01:00', end: '2026-02-02T11:30:00+01:00', day: '2026-02-02', room: 'Room B' });
    const next = { ...SAMPLE_SCHEDULE, events: [...SAMPLE_SCHEDULE.events, added] };
    save(store, 'v2', next);
    expect(sequences(store, next)['50']).toBe(0);
  });

  it('follow the UID: an event keeps its sequence when its id changes but its guid does not', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    const next = withEvents({ '12': { id: '99', room: 'Room B' } });
    save(store, 'v2', next);
    expect(eventSequence(store, { id: '99', guid: 'a1' })).toBe(1);
  });

  it('count a move of either of two events sharing a guid', () => {
    const store = openStore(':memory:');
    const twins = withEvents({ '41': { guid: 'a1' } });
    save(store, 'v1', twins);
    save(store, 'v2', withEvents({ '41': { room: 'Main Hall' } }, twins));
    expect(eventSequence(store, { id: '12', guid: 'a1' })).toBe(1);
  });

  it('take the version being replaced as the starting point in a store that kept none before', () => {
    const store = openStore(':memory:');
    save(store, 'v1', SAMPLE_SCHEDULE);
    // As a store migrated from before sequences were kept looks: a current version, no sequences.
    sqlite(store).exec('DELETE FROM event_sequences');
    save(store, 'v2', withEvents({ '12': { room: 'Room B' } }));
    expect(sequences(store)).toEqual({ '12': 1, '12-2': 0, '40': 0, '41': 0 });
  });

  it('are recorded in the transaction that makes the version current: if they fail, the version does not change', () => {
    const store = openStore(':memory:');
    const first = save(store, 'v1', SAMPLE_SCHEDULE);
    sqlite(store).exec(`CREATE TRIGGER refuse_sequences BEFORE UPDATE ON event_sequences BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    expect(() => save(store, 'v2', withEvents({ '12': { room: 'Room B' } }))).toThrow('refused');
    expect(currentSchedule(store)?.version).toBe(first.version);
    expect(sequences(store)['12']).toBe(0);
  });
});
