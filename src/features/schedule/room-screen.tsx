import type { RoomData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { EventsByDay } from './events-by-day.tsx';
import { RoomNow } from './room-now.tsx';
import '../../components/schedule.css';

/** One room's events, by day, under what is on in it now during the conference. */
export default function RoomScreen() {
  const { data } = usePageData<RoomData>();
  const { conference, room, events } = data;
  const { common } = useScreenMessages();
  useDocumentTitle(pageTitle(room.name, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{room.name}</h1>
      <p>{common.eventCount(events.length)}</p>
      {events.length > 0 && <TimeZoneNote timeZone={conference.timeZone} />}
      <RoomNow events={events} conference={conference} />
      <EventsByDay events={events} timeZone={conference.timeZone} showRoom={false} />
    </>
  );
}
