import type { EventData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { formatDay, formatLanguage, formatMinutes, zonedDate } from '../../components/format-time.ts';
import { httpUrl as httpHref } from '../../shared/http-url.ts';
import { TextBlockView } from '../../components/text-block-view.tsx';
import { TimeRange } from '../../components/time-range.tsx';
import { TrackSwatch } from '../../components/track-swatch.tsx';
import { EventAction } from '../../components/event-action.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { useChangeUntilSeen } from '../../components/changed-events-store.ts';
import { ChangedEventNote } from '../../components/changed-event-note.tsx';
import '../../components/schedule.css';
import './event-screen.css';
import { routeHref } from '../../shared/routes.ts';

/**
 * One event: when and where, what it is, who speaks, what it is about, where to read more; a
 * star for the agenda and feedback, both working offline (§7); Share (the page as it is open,
 * with its language).
 */
export default function EventScreen() {
  const { data } = usePageData<EventData>();
  const { conference, event } = data;
  const { timeZone } = conference;
  const locale = useLocale();
  const { common, event: text } = useScreenMessages();
  useDocumentTitle(pageTitle(event.title, conference.title));
  // A starred event that changed since this screen was last open says how, this once.
  const change = useChangeUntilSeen(event.id);

  // Speakers with their biographies; the summary's names if the biographies are missing.
  const persons = data.persons.length > 0 ? data.persons : event.persons.map((person) => ({ ...person, biography: null }));
  const links = event.links.flatMap((link) => {
    const href = httpHref(link.url);
    return href ? [{ href, title: link.title.trim() || href }] : [];
  });
  // Past midnight the calendar date is not the conference day's: say so rather than mislead.
  const zone = useDisplayZone(timeZone);
  const startDate = zonedDate(event.start, zone.timeZone);

  return (
    <>
      <h1 tabIndex={-1} className="event-heading">
        {event.title}
      </h1>
      {event.subtitle && <p className="event-heading-subtitle">{event.subtitle}</p>}
      {event.cancelled && change?.kind !== 'cancelled' && (
        <p>
          <strong className="cancelled-badge">{common.cancelled}</strong>
        </p>
      )}
      {change && <ChangedEventNote change={change} timeZone={timeZone} />}
      <p className="event-actions">
        <EventAction eventId={event.id} />
        <ShareButton
          title={pageTitle(event.title, conference.title)}
          path={() => window.location.pathname}
          label={common.share}
          copied={common.linkCopied}
          copyByHand={common.copyByHand}
        />
      </p>

      <dl className="event-facts">
        <div>
          <dt>{text.when}</dt>
          <dd>
            <Link href={routeHref('day', { date: event.day })}>
              <time dateTime={event.day}>{formatDay(event.day, locale)}</time>
            </Link>
            {event.duration > 0 && <> {text.duration(formatMinutes(event.duration, locale))}</>}
            <br />
            {/* Last, so what the device adds once known (its zone, its calendar date) moves nothing after it. */}
            <TimeRange start={event.start} end={event.end} timeZone={timeZone} />
            {startDate !== event.day && <> {text.calendarDate(formatDay(startDate, locale))}</>}
          </dd>
        </div>
        <div>
          <dt>{common.room}</dt>
          <dd>{event.room.slug ? <Link href={routeHref('room', { slug: event.room.slug })}>{event.room.name}</Link> : event.room.name}</dd>
        </div>
        {event.track && (
          <div>
            <dt>{common.track}</dt>
            <dd>
              <TrackSwatch color={event.track.color} />
              <Link href={routeHref('track', { slug: event.track.slug })}>{event.track.name}</Link>
            </dd>
          </div>
        )}
        {event.type && (
          <div>
            <dt>{text.type}</dt>
            <dd>{event.type}</dd>
          </div>
        )}
        {event.language && (
          <div>
            <dt>{text.language}</dt>
            <dd>{formatLanguage(event.language, locale)}</dd>
          </div>
        )}
      </dl>
      <TimeZoneNote timeZone={timeZone} />
      {event.doNotRecord && <p className="not-recorded">{text.doNotRecord}</p>}

      {event.abstract && (
        <section className="screen-section">
          <h2>{text.abstract}</h2>
          <TextBlockView block={event.abstract} />
        </section>
      )}
      {event.description && (
        <section className="screen-section">
          <h2>{text.description}</h2>
          <TextBlockView block={event.description} />
        </section>
      )}
      {persons.length > 0 && (
        <section className="screen-section">
          <h2>{common.speakers}</h2>
          {persons.map((person) => (
            <div key={person.id} className="event-speaker">
              <h3>
                <Link href={routeHref('speaker', { id: person.id })}>{person.name}</Link>
              </h3>
              {person.biography && <TextBlockView block={person.biography} />}
            </div>
          ))}
        </section>
      )}
      {links.length > 0 && (
        <section className="screen-section">
          <h2>{text.links}</h2>
          <ul className="event-links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Nobody can rate what did not take place. */}
      {!event.cancelled && <FeedbackForm key={event.id} eventId={event.id} />}
    </>
  );
}
