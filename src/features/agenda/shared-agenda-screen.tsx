import { useEffect, useState } from 'react';
import { EventList } from '../../components/event-list.tsx';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { sortEvents } from '../../components/sort-events.ts';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import type { EventData, EventSummary } from '../../shared/page-data.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { readSharedAgenda } from './shared-agenda-link.ts';
import { setStarred, useStars } from './use-stars.ts';
import { useStarredEvents } from './use-starred-events.ts';
import '../../components/schedule.css';
import './agenda-screen.css';

const overlap = (a: EventSummary, b: EventSummary) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/**
 * An agenda someone shared (`/agenda/shared#<ids>`): their events in time order, read-only, each
 * with one's own star; what overlaps one's own agenda is said, and "Add all to my agenda" stars
 * what is not starred yet. The list is read from the fragment, which never leaves the device;
 * events come from page data, so what the warm-up saved works offline.
 */
export default function SharedAgendaScreen() {
  const { sharedAgenda: text } = useScreenMessages();
  // The fragment is the browser's: read after the first render, and again when it changes.
  const [ids, setIds] = useState<readonly string[] | null>(null);
  useEffect(() => {
    const read = () => setIds(readSharedAgenda(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const stars = useStars();
  const own = stars ? Object.keys(stars).filter((id) => stars[id]?.starred) : [];
  const shared = useStarredEvents(ids ?? []);
  const mine = useStarredEvents(own.sort());
  const [added, setAdded] = useState<number | null>(null);

  const ready: EventData[] = [];
  let unavailable = 0;
  for (const event of shared.values()) {
    if (event.status === 'ready') ready.push(event.data);
    else if (event.status !== 'loading') unavailable += 1;
  }
  const events = sortEvents(ready.map((data) => data.event));
  const ownEvents = [...mine.values()].flatMap((event) => (event.status === 'ready' && !event.data.event.cancelled ? [event.data.event] : []));
  const conference = ready[0]?.conference;
  useDocumentTitle(pageTitle(text.heading, conference?.title ?? 'Hallway'));

  const toAdd = events.filter((event) => stars?.[event.id]?.starred !== true);
  const addAll = async () => {
    for (const event of toAdd) await setStarred(event.id, true);
    setAdded(toAdd.length);
  };
  const note = (event: EventSummary) => {
    if (stars?.[event.id]?.starred) return text.inYours;
    const clashes = event.cancelled ? [] : ownEvents.filter((other) => other.id !== event.id && overlap(event, other));
    return clashes.length > 0 ? text.overlapsWithYours(clashes.map((other) => other.title).join(', ')) : null;
  };

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      {ids !== null && ids.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <>
          {ids !== null && <p>{text.intro(ids.length)}</p>}
          <p className="agenda-toolbar">
            <button type="button" onClick={() => void addAll()} disabled={stars === null || toAdd.length === 0}>
              {text.addAll}
            </button>
          </p>
          <p role="status" className="shared-agenda-status">
            {added !== null ? text.added(added) : events.length > 0 && toAdd.length === 0 ? text.allInYours : ''}
          </p>
          {conference && <EventList events={events} timeZone={conference.timeZone} showDay note={note} />}
          {unavailable > 0 && <p>{text.unavailable(unavailable)}</p>}
          {conference && <TimeZoneNote timeZone={conference.timeZone} />}
        </>
      )}
    </>
  );
}
