import { useEffect, useId, useState } from 'react';
import { EventRoom, EventTrack } from '../../components/event-place.tsx';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import type { EventData, HomeData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageDataClient } from '../../runtime/page-data/page-data-client-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { formatDay } from '../../components/format-time.ts';
import { StarButton } from './star-button.tsx';
import { TimeRange } from '../../components/time-range.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { useStars } from './use-stars.ts';
import { buildIcs } from '../../shared/build-ics.ts';
import { downloadFile } from './download-file.ts';
import { eventToIcs } from '../../shared/event-to-ics.ts';
import { formatDuration } from './format-duration.ts';
import { planAgenda, type AgendaItem } from './plan-agenda.ts';
import { useStarredEvents } from './use-starred-events.ts';
import { sharedAgendaPath } from './shared-agenda-link.ts';
import { ShareButton } from '../../components/share-button.tsx';
import '../../components/schedule.css';
import './agenda-screen.css';
import { now } from '../../runtime/clock/clock.ts';
import { routeHref } from '../../shared/routes.ts';
import { ChangedBadge } from '../../components/changed-badge.tsx';
import type { UnseenChange } from '../../components/changed-events.ts';
import { useDeviceChanges } from '../../components/changed-events-store.ts';
import { ChangedRemovedNotices } from '../../components/changed-removed-notices.tsx';

interface Planned extends AgendaItem {
  readonly data: EventData;
}

/** A file name from the conference's acronym: `fosdem2026-agenda.ics`. */
function icsFileName(acronym: string): string {
  const base = acronym
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'hallway'}-agenda.ics`;
}

/**
 * My agenda (§3): the starred events by conference day, built on the device from cached event
 * data, with overlaps flagged (across midnight too), the free time between events, and an
 * `.ics` export made on the device. Works offline. An event unstarred here stays in place until
 * the screen is left, so a slip of the finger is undone with the same button.
 */
export default function AgendaScreen() {
  const { agenda: text, common } = useScreenMessages();
  const locale = useLocale();
  const stars = useStars();
  const pageData = usePageDataClient();
  // Starred events that moved, were cancelled or changed since their screen was last opened.
  const unseen = useDeviceChanges()?.events;
  const starred = stars ? Object.keys(stars).filter((id) => stars[id]?.starred) : [];
  const [shown, setShown] = useState<readonly string[]>([]);
  const starredKey = starred.sort().join('\n');
  useEffect(() => {
    setShown((before) => {
      const added = starredKey ? starredKey.split('\n').filter((id) => !before.includes(id)) : [];
      return added.length > 0 ? [...before, ...added].sort() : before;
    });
  }, [starredKey]);
  const ids = [...new Set([...shown, ...starred])].sort();
  const events = useStarredEvents(ids);

  const planned: Planned[] = [];
  const gone: string[] = [];
  const unavailable: string[] = [];
  for (const id of ids) {
    const event = events.get(id);
    if (event?.status === 'ready') {
      const { start, end, day, cancelled } = event.data.event;
      planned.push({ id, start, end, day, busy: !cancelled && stars?.[id]?.starred === true, data: event.data });
    } else if (event?.status === 'gone') gone.push(id);
    else if (event?.status === 'unavailable') unavailable.push(id);
  }
  const loading = stars === null || [...events.values()].some((event) => event.status === 'loading');
  const conference = planned[0]?.data.conference ?? (pageData?.peek('/data/index.json')?.pageData.data as HomeData | undefined)?.conference;
  useDocumentTitle(pageTitle(text.heading, conference?.title ?? 'Hallway'));

  const toExport = planned.filter((item) => stars?.[item.id]?.starred);
  const exportIcs = () => {
    const first = toExport[0]?.data.conference;
    if (!first) return;
    const ics = buildIcs(
      toExport.map((item) => eventToIcs(item.data, window.location.origin)),
      { productId: '-//Hallway//Agenda//EN', calendarName: pageTitle(text.heading, first.title), now: new Date(now()) },
    );
    downloadFile(icsFileName(first.acronym), 'text/calendar;charset=utf-8', ics);
  };

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p>{text.intro}</p>
      <ChangedRemovedNotices timeZone={conference?.timeZone ?? null} />
      {stars !== null && ids.length === 0 ? (
        <p className="agenda-empty">
          {text.empty} <Link href="/schedule">{text.browseSchedule}</Link>
        </p>
      ) : (
        <>
          <p className="agenda-toolbar">
            <button type="button" onClick={exportIcs} disabled={toExport.length === 0}>
              {text.exportIcs}
            </button>
            {starred.length > 0 && (
              <ShareButton
                title={pageTitle(text.heading, conference?.title ?? 'Hallway')}
                path={() => sharedAgendaPath(starred, locale)}
                label={text.share}
                copied={common.linkCopied}
                copyByHand={common.copyByHand}
              />
            )}
          </p>
          <p className="loading" role="status">
            {loading ? text.loading : null}
          </p>
          {planAgenda(planned).map(({ day, entries }) => (
            <section key={day} className="event-day agenda-day">
              <h2>
                <Link href={routeHref('day', { date: day })}>
                  <time dateTime={day}>{formatDay(day, locale)}</time>
                </Link>
              </h2>
              <ul className="event-list">
                {entries.map((entry) =>
                  entry.kind === 'gap' ? (
                    <li key={`gap-${entry.start}`} className="agenda-gap">
                      {text.free(formatDuration(entry.minutes, locale))}{' '}
                      <span className="agenda-gap-time">
                        (<TimeRange start={entry.start} end={entry.end} timeZone={conference?.timeZone ?? 'UTC'} />)
                      </span>
                    </li>
                  ) : (
                    <AgendaEvent key={entry.item.id} item={entry.item} overlaps={entry.overlaps} change={unseen?.[entry.item.id]} />
                  ),
                )}
              </ul>
            </section>
          ))}
          {conference && planned.length > 0 && <TimeZoneNote timeZone={conference.timeZone} />}
          <UnlistedEvents heading={text.unavailableHeading} intro={text.unavailable} ids={unavailable} />
          <UnlistedEvents heading={text.goneHeading} intro={null} ids={gone} />
        </>
      )}
    </>
  );
}

interface AgendaEventProps {
  readonly item: Planned;
  readonly overlaps: readonly Planned[];
  /** What happened to it since its screen was last opened: a badge until then. */
  readonly change: UnseenChange | undefined;
}

function AgendaEvent({ item, overlaps, change }: AgendaEventProps) {
  const { agenda: text, common } = useScreenMessages();
  const titleId = useId();
  const { event, conference } = item.data;
  const { room, track } = event;
  return (
    <li className={`event-item agenda-event${event.cancelled ? ' is-cancelled' : ''}${item.busy ? '' : ' is-idle'}`}>
      <p className="event-time">
        <TimeRange start={event.start} end={event.end} timeZone={conference.timeZone} />
      </p>
      <p className="event-title" id={titleId}>
        {change && (
          <>
            <ChangedBadge kind={change.kind} />{' '}
          </>
        )}
        {event.cancelled && change?.kind !== 'cancelled' && (
          <>
            <strong className="cancelled-badge">{common.cancelled}</strong>{' '}
          </>
        )}
        <Link href={routeHref('event', { id: event.id })}>{event.title}</Link>
      </p>
      <p className="event-meta">
        <EventRoom room={room} label={common.room} />
        {track && <EventTrack track={track} label={common.track} />}
      </p>
      {overlaps.length > 0 && (
        <p className="agenda-overlap">
          <span aria-hidden="true">⚠ </span>
          {text.overlapsWith(overlaps.map((other) => other.data.event.title).join(', '))}
        </p>
      )}
      <StarButton eventId={event.id} describedBy={titleId} />
    </li>
  );
}

/** Starred events that cannot be shown in time order: not saved for offline use, or gone from the schedule. */
function UnlistedEvents({ heading, intro, ids }: { readonly heading: string; readonly intro: string | null; readonly ids: readonly string[] }) {
  const { agenda: text } = useScreenMessages();
  const headingId = useId();
  if (ids.length === 0) return null;
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <ul className="event-list">
        {ids.map((id, index) => (
          <li key={id} className="event-item agenda-event">
            <p className="event-title" id={`${headingId}-${index}`}>
              <Link href={routeHref('event', { id })}>{text.unknownEvent(id)}</Link>
            </p>
            <StarButton eventId={id} describedBy={`${headingId}-${index}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
