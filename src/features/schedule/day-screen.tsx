import { useMemo, useRef } from 'react';
import type { DayData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { formatDay } from '../../components/format-time.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { DayFilters } from './day-filters.tsx';
import { DayGrid } from './day-grid.tsx';
import type { DayViewHandle } from './day-view-handle.ts';
import { appliedFilter, dayChoices, filterEvents } from './day-view-filter.ts';
import { DayList } from './day-view-list.tsx';
import { dayQuery } from './day-view-query.ts';
import { DayViewSwitch } from './day-view-switch.tsx';
import { gridAxis } from './grid-axis.ts';
import { JumpToNow } from './jump-to-now.tsx';
import { useDayFilter } from './use-day-filter.ts';
import '../../components/schedule.css';
import './day-screen.css';
import { routeHref } from '../../shared/routes.ts';

/**
 * One conference day, as a list by time slot or a rooms × time grid, filtered by track, room
 * and language; view and filter live in the URL query (`?view=grid&track=&room=&lang=`).
 */
export default function DayScreen() {
  const { data } = usePageData<DayData>();
  const { conference, day, days, events } = data;
  const locale = useLocale();
  const { common, day: text } = useScreenMessages();
  const query = useDayFilter();
  const heading = common.dayLabel(day.index, formatDay(day.date, locale));
  useDocumentTitle(pageTitle(heading, conference.title));

  const choices = useMemo(() => dayChoices(events, locale), [events, locale]);
  const { track, room, lang } = appliedFilter(query, choices);
  const shown = useMemo(() => sortEvents(filterEvents(events, { track, room, lang })), [events, track, room, lang]);
  // The whole day's axis: filtering leaves the rows where they are.
  const axis = useMemo(() => gridAxis(events), [events]);
  const view = useRef<DayViewHandle>(null);
  // The other days open in this view, with the filter applied here.
  const otherDayQuery = dayQuery({ view: query.view, track, room, lang });

  return (
    <>
      <h1 tabIndex={-1}>{heading}</h1>
      {days.length > 1 && (
        <nav aria-label={text.otherDays}>
          <ul className="day-nav">
            {days.map((other) => (
              <li key={other.date}>
                <Link href={routeHref('day', { date: other.date }) + otherDayQuery} aria-current={other.date === day.date ? 'page' : undefined}>
                  {common.dayLabel(other.index, formatDay(other.date, locale, 'short'))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TimeZoneNote timeZone={conference.timeZone} />

      {events.length === 0 ? (
        <p>{common.noEvents}</p>
      ) : (
        <>
          {/* Always there, so "Jump to now" appearing once the time is known moves nothing. */}
          <div className="day-toolbar">
            <DayViewSwitch view={query.view} onChange={query.setView} />
            {shown.length > 0 && <JumpToNow day={day} onJump={(minute) => view.current?.jumpTo(minute)} />}
          </div>
          <DayFilters choices={choices} track={track} room={room} lang={lang} onChange={query.setFilter} />
          <p role="status" className="day-count">
            {text.shown(shown.length, events.length)}
          </p>
          {shown.length === 0 ? (
            <p>
              {text.noMatch}{' '}
              <button type="button" className="link-button" onClick={() => query.setFilter({ track: '', room: '', lang: '' })}>
                {text.clearFilters}
              </button>
            </p>
          ) : query.view === 'grid' && axis ? (
            <DayGrid ref={view} events={shown} axis={axis} day={day} timeZone={conference.timeZone} />
          ) : (
            <DayList ref={view} events={shown} timeZone={conference.timeZone} />
          )}
        </>
      )}
    </>
  );
}
