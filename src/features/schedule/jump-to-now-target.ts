import type { TimeSlot } from './group-by-start.ts';

/**
 * The time slot to bring into view at `at` (ms): the latest slot already started with an event
 * still under way, else the next slot to start, else the last one. -1 without slots.
 */
export function slotAt(slots: readonly TimeSlot[], at: number): number {
  for (let index = slots.length - 1; index >= 0; index--) {
    const slot = slots[index]!;
    if (Date.parse(slot.start) <= at && slot.events.some((event) => at < Date.parse(event.end))) return index;
  }
  const next = slots.findIndex((slot) => Date.parse(slot.start) > at);
  return next === -1 ? slots.length - 1 : next;
}
