import { useId } from 'react';
import type { HomeData } from '../../shared/page-data.ts';
import { routeHref } from '../../shared/routes.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { EventList } from '../../components/event-list.tsx';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { formatDay, formatTime, zonedDate } from '../../components/format-time.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';

export interface BeforeConferenceProps {
  readonly home: HomeData;
  /** Calendar days until the first day, in the conference's zone. */
  readonly days: number;
}

/** Before the conference: how long until it starts, and its first time slot. */
export function BeforeConference({ home, days }: BeforeConferenceProps) {
  const locale = useLocale();
  const { now: text } = useScreenMessages();
  const headingId = useId();
  const { timeZone } = home.conference;
  const zone = useDisplayZone(timeZone);
  const slot = home.firstSlot;
  return (
    <section className="now-next-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.startsInDays(days)}</h2>
      {slot && slot.events.length > 0 && (
        <>
          <p className="now-next-lead">
            {text.firstUp(`${formatDay(zonedDate(slot.start, zone.timeZone), locale, 'short')}, ${formatTime(slot.start, zone.timeZone, locale, zone.labelled)}`)}
          </p>
          <EventList events={sortEvents(slot.events)} timeZone={timeZone} />
        </>
      )}
    </section>
  );
}

/** After the conference: it has ended, and its days stay a tap away. */
export function AfterConference({ home }: { readonly home: HomeData }) {
  const locale = useLocale();
  const { common, now: text } = useScreenMessages();
  const headingId = useId();
  return (
    <section className="now-next-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.ended}</h2>
      {home.days.length > 0 && (
        <>
          <p className="now-next-lead">{text.endedDays}</p>
          <ul className="now-next-days">
            {home.days.map((day) => (
              <li key={day.date}>
                <Link href={routeHref('day', { date: day.date })}>{common.dayLabel(day.index, formatDay(day.date, locale, 'short'))}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
