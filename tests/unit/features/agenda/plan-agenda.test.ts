import { describe, expect, it } from 'vitest';
import { planAgenda, type AgendaItem } from '../../../../src/features/agenda/plan-agenda.ts';

const item = (id: string, start: string, end: string, day = '2026-02-01', busy = true): AgendaItem => ({ id, start, end, day, busy });
const shape = (items: AgendaItem[]) =>
  planAgenda(items).map(({ day, entries }) => ({
    day,
    entries: entries.map((entry) =>
      entry.kind === 'gap' ? `gap ${entry.minutes}` : `${entry.item.id}${entry.overlaps.length ? ` × ${entry.overlaps.map((o) => o.id).join(',')}` : ''}`,
    ),
  }));

describe('planAgenda', () => {
  it('lists events by conference day in time order, with the free time between them', () => {
    expect(
      shape([
        item('c', '2026-02-01T13:00:00Z', '2026-02-01T14:00:00Z'),
        item('a', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'),
        item('b', '2026-02-01T10:00:00Z', '2026-02-01T11:30:00Z'),
        item('d', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z', '2026-02-02'),
      ]),
    ).toEqual([
      { day: '2026-02-01', entries: ['a', 'b', 'gap 90', 'c'] },
      // No gap across days: the night is not free time in an agenda.
      { day: '2026-02-02', entries: ['d'] },
    ]);
  });

  it('gives a gap its start and end', () => {
    const [day] = planAgenda([item('a', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'), item('b', '2026-02-01T11:45:00+01:00', '2026-02-01T12:00:00+01:00')]);
    expect(day!.entries[1]).toEqual({ kind: 'gap', start: '2026-02-01T10:00:00.000Z', end: '2026-02-01T11:45:00+01:00', minutes: 45 });
  });

  it('flags overlapping events on both sides; back to back is not an overlap', () => {
    expect(
      shape([
        item('a', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'),
        item('b', '2026-02-01T09:30:00Z', '2026-02-01T10:30:00Z'),
        item('c', '2026-02-01T09:45:00Z', '2026-02-01T09:50:00Z'),
        item('d', '2026-02-01T10:30:00Z', '2026-02-01T11:00:00Z'),
      ])[0]!.entries,
    ).toEqual(['a × b,c', 'b × a,c', 'c × a,b', 'd']);
  });

  it('measures a gap from the end of everything before, not just the previous event', () => {
    expect(
      shape([
        item('long', '2026-02-01T09:00:00Z', '2026-02-01T12:00:00Z'),
        item('short', '2026-02-01T09:30:00Z', '2026-02-01T10:00:00Z'),
        item('next', '2026-02-01T12:30:00Z', '2026-02-01T13:00:00Z'),
      ])[0]!.entries,
    ).toEqual(['long × short', 'short × long', 'gap 30', 'next']);
  });

  it('flags an overlap across midnight, between events of different conference days', () => {
    // A late talk of day 1 runs to 00:30; day 2 starts at midnight.
    expect(
      shape([
        item('late', '2026-02-01T23:30:00+01:00', '2026-02-02T00:30:00+01:00', '2026-02-01'),
        item('early', '2026-02-02T00:00:00+01:00', '2026-02-02T01:00:00+01:00', '2026-02-02'),
      ]),
    ).toEqual([
      { day: '2026-02-01', entries: ['late × early'] },
      { day: '2026-02-02', entries: ['early × late'] },
    ]);
  });

  it('finds gaps and overlaps past midnight within one conference day', () => {
    expect(
      shape([
        item('a', '2026-02-01T23:00:00Z', '2026-02-02T00:15:00Z'),
        item('b', '2026-02-02T00:00:00Z', '2026-02-02T00:30:00Z'),
        item('c', '2026-02-02T01:00:00Z', '2026-02-02T02:00:00Z'),
      ])[0]!.entries,
    ).toEqual(['a × b', 'b × a', 'gap 30', 'c']);
  });

  it('lists cancelled or unstarred events without letting them overlap or close a gap', () => {
    expect(
      shape([
        item('a', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'),
        item('off', '2026-02-01T09:30:00Z', '2026-02-01T10:30:00Z', '2026-02-01', false),
        item('b', '2026-02-01T11:00:00Z', '2026-02-01T12:00:00Z'),
      ])[0]!.entries,
    ).toEqual(['a', 'off', 'gap 60', 'b']);
  });

  it('shows no gap shorter than a minute', () => {
    expect(shape([item('a', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'), item('b', '2026-02-01T10:00:30Z', '2026-02-01T11:00:00Z')])[0]!.entries).toEqual(['a', 'b']);
  });
});
