import { memo, useContext, useId } from 'react';
import type { EventSummary } from '../shared/page-data.ts';
import { isRunning } from '../shared/event-timing.ts';
import { useMinute } from '../runtime/clock/use-clock.ts';
import { EventRoom, EventTrack } from './event-place.tsx';
import { EventActionContext } from './event-action.tsx';
import { Link } from '../runtime/router/link.tsx';
import { useLocale } from '../runtime/router/use-messages.ts';
import { useScreenMessages } from './use-screen-messages.ts';
import { formatDay } from './format-time.ts';
import { LiveMarker } from './live-marker.tsx';
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
  /** A short note after an event's time (`12 min left`), or null for none. */
  readonly note?: (event: EventSummary) => string | null;
}

/**
 * Events as a list, in the order given: time, a Live marker while one runs, title, room, track,
 * speakers, cancelled marker, and the action the app provides for events (the agenda's star).
 */
export function EventList({ events, timeZone, showDay = false, showRoom = true, showTrack = true, note }: EventListProps) {
  // Null in a server render: the markers appear once the browser's clock is known.
  const minute = useMinute();
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventListItem
          key={event.id}
          event={event}
          timeZone={timeZone}
          showDay={showDay}
          showRoom={showRoom}
          showTrack={showTrack}
          live={minute !== null && isRunning(event, minute)}
          note={note?.(event) ?? null}
        />
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
  readonly live: boolean;
  readonly note: string | null;
}

// Memoised: a day's list re-renders each minute, and only the items whose marker changes need to.
const EventListItem = memo(function EventListItem({ event, timeZone, showDay, showRoom, showTrack, live, note }: EventListItemProps) {
  const locale = useLocale();
  const { common, now } = useScreenMessages();
  const Action = useContext(EventActionContext);
  const titleId = useId();
  const { room, track, persons } = event;
  const className = ['event-item', event.cancelled && 'is-cancelled', live && 'is-live', Action && 'has-action'].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <p className="event-time">
        {showDay && (
          <>
            <time dateTime={event.day}>{formatDay(event.day, locale, 'short')}</time>
            {' · '}
          </>
        )}
        <TimeRange start={event.start} end={event.end} timeZone={timeZone} />
        {live && (
          <>
            {' '}
            <LiveMarker label={now.live} />
          </>
        )}
        {note && (
          <>
            {' · '}
            <span className="event-note">{note}</span>
          </>
        )}
      </p>
      <p className="event-title">
        {event.cancelled && (
          <>
            <strong className="cancelled-badge">{common.cancelled}</strong>{' '}
          </>
        )}
        <Link href={routeHref('event', { id: event.id })} id={Action ? titleId : undefined}>
          {event.title}
        </Link>
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
      {Action && (
        <p className="event-item-action">
          <Action eventId={event.id} describedBy={titleId} compact />
        </p>
      )}
    </li>
  );
});
