import type { SpeakerData } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { EventList } from '../../components/event-list.tsx';
import { sortEvents } from '../../components/sort-events.ts';
import { TextBlockView } from '../../components/text-block-view.tsx';
import '../../components/schedule.css';

/** One speaker: their biography and their events, in schedule order. */
export default function SpeakerScreen() {
  const { data } = usePageData<SpeakerData>();
  const { conference, speaker, events } = data;
  const { common, speaker: text } = useScreenMessages();
  useDocumentTitle(pageTitle(speaker.name, conference.title));

  return (
    <>
      <h1 tabIndex={-1}>{speaker.name}</h1>
      {speaker.biography && <TextBlockView block={speaker.biography} />}
      <section className="screen-section">
        <h2>{text.events}</h2>
        {events.length === 0 ? (
          <p>{common.noEvents}</p>
        ) : (
          <>
            <TimeZoneNote timeZone={conference.timeZone} />
            <EventList events={sortEvents(events)} timeZone={conference.timeZone} showDay />
          </>
        )}
      </section>
    </>
  );
}
