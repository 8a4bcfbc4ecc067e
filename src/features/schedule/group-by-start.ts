import type { EventSummary } from '../../shared/page-data.ts';

export interface TimeSlot {
  /** The slot's start instant, as the first of its events gives it. */
  readonly start: string;
  readonly events: readonly EventSummary[];
}

/** Sorted events in time slots: events that start at the same instant share one. */
export function groupByStart(sortedEvents: readonly EventSummary[]): TimeSlot[] {
  const slots: { start: string; time: number; events: EventSummary[] }[] = [];
  for (const event of sortedEvents) {
    const time = Date.parse(event.start);
    const last = slots.at(-1);
    if (last && last.time === time) last.events.push(event);
    else slots.push({ start: event.start, time, events: [event] });
  }
  return slots.map(({ start, events }) => ({ start, events }));
}
