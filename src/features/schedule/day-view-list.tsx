import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type { EventSummary } from '../../shared/page-data.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { EventList } from '../../components/event-list.tsx';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { formatTime } from '../../components/format-time.ts';
import { groupByStart } from './group-by-start.ts';
import { slotAt } from './jump-to-now-target.ts';
import type { DayViewHandle } from './day-view-handle.ts';

export interface DayListProps {
  /** The events to show, in schedule order. */
  readonly events: readonly EventSummary[];
  readonly timeZone: string;
  readonly ref?: Ref<DayViewHandle>;
}

/** A day's events by time slot, each slot under a heading with its start time. */
export function DayList({ events, timeZone, ref }: DayListProps) {
  const locale = useLocale();
  const zone = useDisplayZone(timeZone);
  const slots = useMemo(() => groupByStart(events), [events]);
  const container = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      jumpTo(minute) {
        const section = container.current?.querySelector<HTMLElement>(`[data-slot="${slotAt(slots, minute)}"]`);
        if (!section) return;
        // The section, not its sticky heading: a stuck heading would report where it sticks.
        section.scrollIntoView({ block: 'start' });
        section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
      },
    }),
    [slots],
  );

  return (
    <div ref={container}>
      {slots.map((slot, index) => (
        <section key={slot.start} className="time-slot" data-slot={index}>
          <h2 tabIndex={-1}>
            <time dateTime={slot.start}>{formatTime(slot.start, zone.timeZone, locale, zone.labelled)}</time>
          </h2>
          <EventList events={slot.events} timeZone={timeZone} />
        </section>
      ))}
    </div>
  );
}
