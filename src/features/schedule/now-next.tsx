import { useContext, useState, type ReactNode } from 'react';
import type { HomeData } from '../../shared/page-data.ts';
import { useMinute } from '../../runtime/clock/use-clock.ts';
import { RouterContext } from '../../runtime/router/router-context.ts';
import { zonedDate } from '../../components/format-time.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { conferencePhase, daysBetween, needsFollowingDay, pickNowAndNext } from './now-next.ts';
import { AfterConference, BeforeConference } from './now-next-outside.tsx';
import { NowNextLists } from './now-next-lists.tsx';
import { useDayEvents, type DayEvents } from './use-day-events.ts';
import './now-next.css';

const unavailable = (state: DayEvents | null) => state !== null && (state.status === 'offline' || state.status === 'failed');

/**
 * Now and Next during the conference, "Starts in N days" before it, "The conference has ended"
 * after it; renewed on the minute. The time is the browser's, so a server render shows none of
 * them: the space is held for them instead (see `Reserve`).
 */
export function NowNext({ home }: { readonly home: HomeData }) {
  const minute = useMinute();
  // Rendered first without the time (on the server, then hydrated), the block keeps its reserve
  // for good; rendered first in the browser, it has the time from its first paint and needs none.
  const [holdSpace] = useState(minute === null);
  const { now: text } = useScreenMessages();
  const { timeZone } = home.conference;
  const phase = minute === null ? null : conferencePhase(home.days, minute);
  const during = phase?.kind === 'during' ? phase : null;
  const today = useDayEvents(during?.day.date ?? null, minute);
  const following = during?.following && minute !== null && today?.status === 'ready' && needsFollowingDay(today.events, minute) ? during.following : null;
  const tomorrow = useDayEvents(following?.date ?? null, minute);

  let content: ReactNode = null;
  if (minute === null || phase === null) {
    content = null;
  } else if (phase.kind === 'before') {
    content = <BeforeConference home={home} days={daysBetween(zonedDate(new Date(minute).toISOString(), timeZone), phase.first.date)} />;
  } else if (phase.kind === 'after') {
    content = <AfterConference home={home} />;
  } else if (today?.status === 'ready' && tomorrow?.status !== 'loading') {
    const events = tomorrow?.status === 'ready' ? [...today.events, ...tomorrow.events] : today.events;
    const nextMissing = unavailable(tomorrow) ? (tomorrow?.status === 'offline' ? text.offline : text.unavailable) : null;
    content = <NowNextLists picked={pickNowAndNext(events, minute)} at={minute} timeZone={timeZone} day={phase.day.date} nextMissing={nextMissing} />;
  } else if (unavailable(today)) {
    content = (
      <p className="now-next-note" role="status">
        {today?.status === 'offline' ? text.offline : text.unavailable}
      </p>
    );
  }

  const busy = content === null;
  return (
    <div className="now-next" aria-busy={busy || undefined}>
      <div className="now-next-layer">{busy ? <p className="visually-hidden">{text.loading}</p> : content}</div>
      {holdSpace && <Reserve home={home} />}
    </div>
  );
}

/**
 * The states that do not depend on the time (before and after), laid out unseen in the same
 * place as what is shown: the block is always as tall as the taller of them, so whichever the
 * browser's clock picks, nothing below it moves once the time is known.
 */
function Reserve({ home }: { readonly home: HomeData }) {
  const router = useContext(RouterContext);
  const layers = (
    <>
      <div className="now-next-layer now-next-reserve" aria-hidden="true" inert>
        <BeforeConference home={home} days={30} />
      </div>
      <div className="now-next-layer now-next-reserve" aria-hidden="true" inert>
        <AfterConference home={home} />
      </div>
    </>
  );
  // Unseen links must not prefetch what they point to.
  return router ? <RouterContext.Provider value={{ ...router, prefetchOnSight: false }}>{layers}</RouterContext.Provider> : layers;
}
