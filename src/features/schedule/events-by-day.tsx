import type { EventSummary } from '../../shared/page-data.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { EventList, type EventListProps } from '../../components/event-list.tsx';
import { formatDay } from '../../components/format-time.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { routeHref } from '../../shared/routes.ts';

export interface EventsByDayProps extends Omit<EventListProps, 'events' | 'showDay'> {
  readonly events: readonly EventSummary[];
}

function groupByDay(events: readonly EventSummary[]): [string, EventSummary[]][] {
  const days = new Map<string, EventSummary[]>();
  for (const event of sortEvents(events)) {
    const day = days.get(event.day);
    if (day) day.push(event);
    else days.set(event.day, [event]);
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Events under one `<h2>` per conference day (linking to that day), in schedule order. */
export function EventsByDay({ events, ...listProps }: EventsByDayProps) {
  const locale = useLocale();
  const { common } = useScreenMessages();
  if (events.length === 0) return <p>{common.noEvents}</p>;
  return (
    <>
      {groupByDay(events).map(([day, dayEvents]) => (
        <section key={day} className="event-day">
          <h2>
            <Link href={routeHref('day', { date: day })}>
              <time dateTime={day}>{formatDay(day, locale)}</time>
            </Link>
          </h2>
          <EventList events={dayEvents} {...listProps} />
        </section>
      ))}
    </>
  );
}
