import { useId } from 'react';
import type { EventSummary } from '../../shared/page-data.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { EventList } from '../../components/event-list.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import type { NowAndNext } from './now-next.ts';
import { formatTimeAway } from './now-next-wait.ts';

export interface NowNextListsProps {
  readonly picked: NowAndNext;
  /** The minute they were picked at, in ms. */
  readonly at: number;
  readonly timeZone: string;
  /** The conference day under way (or next): Next names the day of events on another one. */
  readonly day: string;
  /** Said under Next when it is empty because the following day could not be loaded. */
  readonly nextMissing: string | null;
}

/** The Now and Next sections: what runs, with the time left, and what starts soon, with the time to go. */
export function NowNextLists({ picked, at, timeZone, day, nextMissing }: NowNextListsProps) {
  const locale = useLocale();
  const { now: text } = useScreenMessages();
  const nowId = useId();
  const nextId = useId();
  const timeLeft = (event: EventSummary) => text.timeLeft(formatTimeAway(Date.parse(event.end) - at, locale));
  const timeToStart = (event: EventSummary) => (event.cancelled ? null : text.startsIn(formatTimeAway(Date.parse(event.start) - at, locale)));
  return (
    <>
      <section className="now-next-section" aria-labelledby={nowId}>
        <h2 id={nowId}>{text.now}</h2>
        {picked.now.length > 0 ? <EventList events={picked.now} timeZone={timeZone} note={timeLeft} /> : <p className="now-next-lead">{text.nothingNow}</p>}
      </section>
      <section className="now-next-section" aria-labelledby={nextId}>
        <h2 id={nextId}>{text.next}</h2>
        {picked.next.length > 0 ? (
          <EventList events={picked.next} timeZone={timeZone} showDay={picked.next.some((event) => event.day !== day)} note={timeToStart} />
        ) : (
          <p className="now-next-lead">{nextMissing ?? text.nothingNext}</p>
        )}
      </section>
    </>
  );
}
