import type { TrackData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { EventsByDay } from './events-by-day.tsx';
import { TrackSwatch } from '../../components/track-swatch.tsx';
import '../../components/schedule.css';

/** One track's events, by day. */
export default function TrackScreen() {
  const { data } = usePageData<TrackData>();
  const { conference, track, events } = data;
  const { common } = useScreenMessages();
  useDocumentTitle(pageTitle(track.name, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>
        <TrackSwatch color={track.color} />
        {track.name}
      </h1>
      <p>{common.eventCount(events.length)}</p>
      {events.length > 0 && <TimeZoneNote timeZone={conference.timeZone} />}
      <EventsByDay events={events} timeZone={conference.timeZone} showTrack={false} />
    </>
  );
}
