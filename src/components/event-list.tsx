import type { EventSummary } from '../shared/page-data.ts';
import { EventRoom, EventTrack } from './event-place.tsx';
import { Link } from '../runtime/router/link.tsx';
import { useLocale } from '../runtime/router/use-messages.ts';
import { useScreenMessages } from './use-screen-messages.ts';
import { formatDay } from './format-time.ts';
import { TimeRange } from './time-range.tsx';
import './schedule.css';
import { routeHref } from '../shared/routes.ts';

export interface EventListProps {
  readonly events: readonly EventSummary[];
  /** The conference's zone: times are its wall times. */
  readonly timeZone: string;
  /** Show the conference day before the time, for lists that span days. */
  readonly showDay?: boolean;
  /** Leave out what the whole list shares (a room's screen needs no room on every event). */
  readonly showRoom?: boolean;
  readonly showTrack?: boolean;
}

/** Events as a list, in the order given: time, title, room, track, speakers, cancelled marker. */
export function EventList({ events, timeZone, showDay = false, showRoom = true, showTrack = true }: EventListProps) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventListItem key={event.id} event={event} timeZone={timeZone} showDay={showDay} showRoom={showRoom} showTrack={showTrack} />
      ))}
    </ul>
  );
}

interface EventListItemProps {
  readonly event: EventSummary;
  readonly timeZone: string;
  readonly showDay: boolean;
  readonly showRoom: boolean;
  readonly showTrack: boolean;
}

function EventListItem({ event, timeZone, showDay, showRoom, showTrack }: EventListItemProps) {
  const locale = useLocale();
  const { common } = useScreenMessages();
  const { room, track, persons } = event;
  return (
    <li className={event.cancelled ? 'event-item is-cancelled' : 'event-item'}>
      <p className="event-time">
        {showDay && (
          <>
            <time dateTime={event.day}>{formatDay(event.day, locale, 'short')}</time>
            {' · '}
          </>
        )}
        <TimeRange start={event.start} end={event.end} timeZone={timeZone} />
      </p>
      <p className="event-title">
        {event.cancelled && (
          <>
            <strong className="cancelled-badge">{common.cancelled}</strong>{' '}
          </>
        )}
        <Link href={routeHref('event', { id: event.id })}>{event.title}</Link>
      </p>
      {event.subtitle && <p className="event-subtitle">{event.subtitle}</p>}
      {(showRoom || (showTrack && track)) && (
        <p className="event-meta">
          {showRoom && <EventRoom room={room} label={common.room} />}
          {showTrack && track && <EventTrack track={track} label={common.track} />}
        </p>
      )}
      {persons.length > 0 && (
        <p className="event-speakers">
          <span className="visually-hidden">{common.speakers}: </span>
          {persons.map((person, i) => (
            <span key={person.id}>
              {i > 0 && ', '}
              <Link href={routeHref('speaker', { id: person.id })}>{person.name}</Link>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
