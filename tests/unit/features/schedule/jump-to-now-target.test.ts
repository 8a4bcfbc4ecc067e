import { describe, expect, it } from 'vitest';
import { groupByStart } from '../../../../src/features/schedule/group-by-start.ts';
import { slotAt } from '../../../../src/features/schedule/jump-to-now-target.ts';
import { summary } from '../sample-page-data.ts';

const event = (id: string, from: string, to: string) => summary({ id, title: id, start: `2026-06-12T${from}:00+02:00`, end: `2026-06-12T${to}:00+02:00` });
const at = (time: string) => Date.parse(`2026-06-12T${time}:00+02:00`);
// Slots: 10:00 (a workshop until 14:00 and a talk until 10:30), 11:00 (until 11:30), 13:00 (until 13:30).
const SLOTS = groupByStart([event('workshop', '10:00', '14:00'), event('talk', '10:00', '10:30'), event('b', '11:00', '11:30'), event('c', '13:00', '13:30')]);

describe('slotAt', () => {
  it('picks the latest slot already started with an event still under way', () => {
    expect(slotAt(SLOTS, at('10:15'))).toBe(0);
    expect(slotAt(SLOTS, at('11:10'))).toBe(1);
    expect(slotAt(SLOTS, at('13:10'))).toBe(2);
    // 11:45: the 11:00 slot is over, the workshop of 10:00 is not.
    expect(slotAt(SLOTS, at('11:45'))).toBe(0);
  });

  it('picks the next slot before the first, and the last after everything', () => {
    expect(slotAt(SLOTS, at('09:00'))).toBe(0);
    expect(slotAt(SLOTS.slice(1), at('10:45'))).toBe(0);
    expect(slotAt(SLOTS, at('15:00'))).toBe(2);
    expect(slotAt([], at('15:00'))).toBe(-1);
  });
});
