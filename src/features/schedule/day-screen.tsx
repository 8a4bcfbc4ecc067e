import type { DayData, EventSummary, RoomRef, TrackRef } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { EventList } from '../../components/event-list.tsx';
import { formatDay, formatTime } from '../../components/format-time.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { DayFilters } from './day-filters.tsx';
import { groupByStart } from './group-by-start.ts';
import { dayFilterQuery, useDayFilter } from './use-day-filter.ts';
import '../../components/schedule.css';
import './day-screen.css';
import { routeHref } from '../../shared/routes.ts';

/** The distinct tracks or rooms of a day's events, by name, for the filters. */
function choicesOf<T extends TrackRef | RoomRef>(values: readonly (T | null)[], locale: string): T[] {
  const bySlug = new Map<string, T>();
  for (const value of values) if (value && value.slug) bySlug.set(value.slug, value);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** One conference day by time slot, filtered by track and room (seeded from `?track=&room=`). */
export default function DayScreen() {
  const { data } = usePageData<DayData>();
  const { conference, day, days, events } = data;
  const locale = useLocale();
  const { common, day: text } = useScreenMessages();
  const filter = useDayFilter();
  const heading = common.dayLabel(day.index, formatDay(day.date, locale));
  useDocumentTitle(pageTitle(heading, conference.title));

  const tracks = choicesOf(
    events.map((event) => event.track),
    locale,
  );
  const rooms = choicesOf(
    events.map((event) => event.room),
    locale,
  );
  // A slug that is not among this day's choices (a stale or hand-written URL) filters nothing.
  const track = tracks.some((choice) => choice.slug === filter.track) ? filter.track : '';
  const room = rooms.some((choice) => choice.slug === filter.room) ? filter.room : '';
  const matches = (event: EventSummary) => (!track || event.track?.slug === track) && (!room || event.room.slug === room);
  const shown = sortEvents(events.filter(matches));
  // The other days open with the filter applied here.
  const dayQuery = dayFilterQuery({ track, room });

  return (
    <>
      <h1 tabIndex={-1}>{heading}</h1>
      {days.length > 1 && (
        <nav aria-label={text.otherDays}>
          <ul className="day-nav">
            {days.map((other) => (
              <li key={other.date}>
                <Link href={routeHref('day', { date: other.date }) + dayQuery} aria-current={other.date === day.date ? 'page' : undefined}>
                  {common.dayLabel(other.index, formatDay(other.date, locale, 'short'))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="time-zone-note">{common.timeZoneNote(conference.timeZone)}</p>

      {events.length === 0 ? (
        <p>{common.noEvents}</p>
      ) : (
        <>
          <DayFilters tracks={tracks} rooms={rooms} track={track} room={room} onChange={filter.setFilter} />
          <p role="status" className="day-count">
            {text.shown(shown.length, events.length)}
          </p>
          {shown.length === 0 ? (
            <p>
              {text.noMatch}{' '}
              <button type="button" className="link-button" onClick={() => filter.setFilter({ track: '', room: '' })}>
                {text.clearFilters}
              </button>
            </p>
          ) : (
            groupByStart(shown).map((slot) => (
              <section key={slot.start} className="time-slot">
                <h2>
                  <time dateTime={slot.start}>{formatTime(slot.start, conference.timeZone, locale)}</time>
                </h2>
                <EventList events={slot.events} timeZone={conference.timeZone} />
              </section>
            ))
          )}
        </>
      )}
    </>
  );
}
