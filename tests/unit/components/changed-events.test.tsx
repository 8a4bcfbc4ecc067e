import { describe, expect, it } from 'vitest';
import { NO_DEVICE_CHANGES, recordChanges, type DeviceChanges } from '../../../src/components/changed-events.ts';
import type { EventChange, EventPlace } from '../../../src/shared/schedule-changes.ts';

const place = (start: string, room: string): EventPlace => ({
  start: `2026-02-01T${start}:00+01:00`,
  end: `2026-02-01T${start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}:00+01:00`,
  day: '2026-02-01',
  room,
});
const NINE = place('09', 'Main Hall');
const TEN = place('10', 'Room B');
const ELEVEN = place('11', 'Room B');

function change(kind: EventChange['kind'], id: string, overrides: Partial<EventChange> = {}): EventChange {
  return { kind, id, previousId: null, guid: null, title: `Talk ${id}`, before: kind === 'new' ? null : NINE, after: kind === 'removed' ? null : TEN, fields: [], ...overrides };
}

const starred = (before: string[], after = before) => ({ before: new Set(before), after: new Set(after) });
const KEPT: DeviceChanges = { ...NO_DEVICE_CHANGES, seen: 'v1', caughtUp: 'v1' };

describe('recordChanges: what a device keeps of its starred events’ changes', () => {
  it('records moved, cancelled and changed starred events by id, removed ones with title and place, and no new ones', () => {
    const next = recordChanges(
      KEPT,
      {
        to: 'v2',
        renamed: [],
        changes: [
          change('moved', 'm'),
          change('cancelled', 'c'),
          change('new', 'n'),
          change('removed', 'r'),
          change('changed', 'x', { before: TEN, fields: ['title', 'speakers'] }),
          change('moved', 'not-starred'),
        ],
      },
      starred(['m', 'c', 'n', 'r', 'x']),
    );
    expect(next.caughtUp).toBe('v2');
    expect(next.seen).toBe('v1');
    expect(Object.keys(next.events).sort()).toEqual(['c', 'm', 'x']);
    expect(next.events['m']).toEqual({ kind: 'moved', title: 'Talk m', before: NINE, after: TEN, fields: [] });
    expect(next.events['x']).toMatchObject({ kind: 'changed', fields: ['title', 'speakers'] });
    expect(next.removed).toEqual({ r: { title: 'Talk r', before: NINE } });
  });

  it('checks removed events against the stars as they were, the others against the stars that followed renames', () => {
    const next = recordChanges(
      KEPT,
      { to: 'v2', renamed: [{ from: 'old', to: 'new' }], changes: [change('moved', 'new', { previousId: 'old' }), change('removed', 'gone')] },
      starred(['old', 'gone'], ['new']),
    );
    expect(Object.keys(next.events)).toEqual(['new']);
    expect(Object.keys(next.removed)).toEqual(['gone']);
  });

  it('moves unseen changes to renamed ids (a swap included), and drops those of removed events', () => {
    const kept: DeviceChanges = {
      ...KEPT,
      events: {
        a: { kind: 'moved', title: 'A', before: NINE, after: TEN, fields: [] },
        b: { kind: 'cancelled', title: 'B', before: NINE, after: NINE, fields: [] },
        gone: { kind: 'changed', title: 'Gone', before: NINE, after: NINE, fields: ['title'] },
      },
    };
    const next = recordChanges(
      kept,
      {
        to: 'v3',
        renamed: [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
        changes: [change('removed', 'gone')],
      },
      starred([]),
    );
    expect(next.events).toEqual({ b: kept.events['a'], a: kept.events['b'] });
  });

  it('keeps where an event was first when it moves again, and a move when it then only changes otherwise', () => {
    const first = recordChanges(KEPT, { to: 'v2', renamed: [], changes: [change('moved', 'm', { before: NINE, after: TEN })] }, starred(['m']));
    const second = recordChanges(first, { to: 'v3', renamed: [], changes: [change('moved', 'm', { before: TEN, after: ELEVEN })] }, starred(['m']));
    expect(second.events['m']).toMatchObject({ kind: 'moved', before: NINE, after: ELEVEN });
    const third = recordChanges(second, { to: 'v4', renamed: [], changes: [change('changed', 'm', { before: ELEVEN, after: ELEVEN, fields: ['title'] })] }, starred(['m']));
    expect(third.events['m']).toMatchObject({ kind: 'moved', before: NINE, after: ELEVEN, fields: ['title'] });
  });
});
