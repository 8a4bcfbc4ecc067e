import { useId } from 'react';
import type { ConferenceInfo, EventSummary } from '../../shared/page-data.ts';
import { useMinute } from '../../runtime/clock/use-clock.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { EventList } from '../../components/event-list.tsx';
import { zonedDate } from '../../components/format-time.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { roomNowAndNext } from './room-now.ts';
import { formatTimeAway } from './now-next-wait.ts';
import './now-next.css';

export interface RoomNowProps {
  readonly events: readonly EventSummary[];
  readonly conference: ConferenceInfo;
}

/** "Now in this room": the event running in the room and the one after it, during the conference. */
export function RoomNow({ events, conference }: RoomNowProps) {
  const minute = useMinute();
  const locale = useLocale();
  const { now: text } = useScreenMessages();
  const headingId = useId();
  const room = minute === null ? null : roomNowAndNext(events, conference, minute);
  if (minute === null || room === null) return null;

  const { timeZone } = conference;
  const today = zonedDate(new Date(minute).toISOString(), timeZone);
  return (
    <section className="now-next-section room-now" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.inThisRoom}</h2>
      {room.now.length > 0 ? (
        <EventList events={room.now} timeZone={timeZone} showRoom={false} note={(event) => text.timeLeft(formatTimeAway(Date.parse(event.end) - minute, locale))} />
      ) : (
        <p className="now-next-lead">{text.nothingInRoom}</p>
      )}
      {room.next && (
        <>
          <h3>{text.next}</h3>
          <EventList
            events={[room.next]}
            timeZone={timeZone}
            showRoom={false}
            showDay={zonedDate(room.next.start, timeZone) !== today}
            note={(event) => text.startsIn(formatTimeAway(Date.parse(event.start) - minute, locale))}
          />
        </>
      )}
    </section>
  );
}
