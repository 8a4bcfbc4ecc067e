import type { HomeData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { DateRange } from './date-range.tsx';
import { formatDay } from '../../components/format-time.ts';
import { LinkList } from '../../components/link-list.tsx';
import { trackLinks, roomLinks } from '../../components/place-links.ts';
import { OfflineReadiness } from './offline-readiness.tsx';
import { NowNext } from './now-next.tsx';
import '../../components/schedule.css';
import { routeHref } from '../../shared/routes.ts';

/** The conference at a glance: its dates, what is on now and next, its days, tracks and rooms, and how much there is. */
export default function HomeScreen() {
  const { data } = usePageData<HomeData>();
  const { conference, days, tracks, rooms } = data;
  const locale = useLocale();
  const { common, home } = useScreenMessages();
  useDocumentTitle(pageTitle(null, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{conference.title}</h1>
      <p className="conference-dates">
        <DateRange start={conference.start} end={conference.end} />
      </p>
      <NowNext home={data} />
      <p>
        {common.eventCount(data.eventCount)}
        {' · '}
        <Link href="/speakers">{common.speakerCount(data.speakerCount)}</Link>
      </p>

      <section className="screen-section">
        <h2>{home.days}</h2>
        <LinkList
          items={days.map((day) => ({
            href: routeHref('day', { date: day.date }),
            label: common.dayLabel(day.index, formatDay(day.date, locale)),
            detail: common.eventCount(day.eventCount),
          }))}
        />
      </section>

      {tracks.length > 0 && (
        <section className="screen-section">
          <h2>{home.tracks}</h2>
          <LinkList items={trackLinks(tracks, common.eventCount)} />
        </section>
      )}

      {rooms.length > 0 && (
        <section className="screen-section">
          <h2>{home.rooms}</h2>
          <LinkList items={roomLinks(rooms, common.eventCount)} />
        </section>
      )}

      <OfflineReadiness />
    </>
  );
}
