import { useId } from 'react';
import { pageTitle } from '../../shared/page-title.ts';
import { routeHref } from '../../shared/routes.ts';
import type { ChangeKind, ChangesData, EventChange } from '../../shared/schedule-changes.ts';
import { usePageData } from '../../runtime/page-data/page-data-context.ts';
import { Link } from '../../runtime/router/link.tsx';
import { useDocumentTitle } from '../../runtime/router/use-document-title.ts';
import { useLocale } from '../../runtime/router/use-messages.ts';
import { ChangedBadge } from '../../components/changed-badge.tsx';
import { ChangedPlace } from '../../components/changed-place.tsx';
import { StarredIds } from '../../components/changed-starred-ids.tsx';
import { EventAction } from '../../components/event-action.tsx';
import { formatDay, formatTime, zonedDate } from '../../components/format-time.ts';
import { TimeZoneNote } from '../../components/time-zone-note.tsx';
import { useDisplayZone } from '../../components/use-display-zone.ts';
import { useScreenMessages } from '../../components/use-screen-messages.ts';
import { starredFirst } from './starred-first.ts';
import '../../components/schedule.css';
import './changes-screen.css';

/** The counts, in the order attendees ask about them. */
const COUNTED: readonly ChangeKind[] = ['new', 'moved', 'cancelled', 'removed', 'changed'];

/**
 * What changed in the schedule since the version this device last looked at (`:since`): how many
 * events are new, moved, cancelled, removed or changed, then each of them — this device's starred
 * events first, once its stars are read (a server render lists them in one). Opening it makes the
 * version shown the one the next What changed starts from.
 */
export default function ChangesScreen() {
  const { data } = usePageData<ChangesData>();
  const { changes: text } = useScreenMessages();
  const locale = useLocale();
  const { conference, counts, changes, publishedAt } = data;
  const zone = useDisplayZone(conference.timeZone);
  useDocumentTitle(pageTitle(text.heading, conference.title));
  const published = `${formatDay(zonedDate(publishedAt, zone.timeZone), locale, 'short')}, ${formatTime(publishedAt, zone.timeZone, locale, zone.labelled)}`;

  return (
    <>
      <h1 tabIndex={-1}>{text.heading}</h1>
      <p className="changes-published">
        <time dateTime={publishedAt}>{text.published(published)}</time>
      </p>
      <ul className="changes-counts" aria-label={text.countsLabel}>
        {COUNTED.map((kind) => (
          <li key={kind} className={counts[kind] > 0 ? 'has-changes' : undefined}>
            <strong>{counts[kind]}</strong> {text.kinds[kind]}
          </li>
        ))}
      </ul>
      {changes.length === 0 ? (
        <p className="changes-empty">{text.empty}</p>
      ) : (
        <>
          <StarredIds>{(starred) => <ChangeSections changes={changes} starred={starred} timeZone={conference.timeZone} />}</StarredIds>
          <TimeZoneNote timeZone={conference.timeZone} />
        </>
      )}
    </>
  );
}

interface ChangeSectionsProps {
  readonly changes: readonly EventChange[];
  readonly starred: ReadonlySet<string> | null;
  readonly timeZone: string;
}

/** Two sections when some changed events are starred on this device; one list otherwise, so nothing moves once the stars are read. */
function ChangeSections({ changes, starred, timeZone }: ChangeSectionsProps) {
  const { changes: text } = useScreenMessages();
  const split = starred ? starredFirst(changes, starred) : null;
  if (!split || split.starred.length === 0) return <ChangeList changes={changes} timeZone={timeZone} />;
  return (
    <>
      <section className="screen-section">
        <h2>{text.starredHeading}</h2>
        <ChangeList changes={split.starred} timeZone={timeZone} />
      </section>
      {split.others.length > 0 && (
        <section className="screen-section">
          <h2>{text.othersHeading}</h2>
          <ChangeList changes={split.others} timeZone={timeZone} />
        </section>
      )}
    </>
  );
}

function ChangeList({ changes, timeZone }: { readonly changes: readonly EventChange[]; readonly timeZone: string }) {
  return (
    <ul className="event-list changes-list">
      {changes.map((change) => (
        <ChangeItem key={`${change.kind} ${change.id}`} change={change} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function ChangeItem({ change, timeZone }: { readonly change: EventChange; readonly timeZone: string }) {
  const { changes: text } = useScreenMessages();
  const titleId = useId();
  const { kind, before, after, fields } = change;
  const removed = kind === 'removed';
  const place = after ?? before;
  return (
    <li className={`event-item changes-item${removed ? '' : ' has-action'}`}>
      <p className="event-title">
        <ChangedBadge kind={kind} />{' '}
        {removed ? (
          <span id={titleId}>{change.title}</span>
        ) : (
          <Link href={routeHref('event', { id: change.id })} id={titleId}>
            {change.title}
          </Link>
        )}
      </p>
      {kind === 'moved' && before && after ? (
        <>
          <p className="changes-place">
            {text.was}: <ChangedPlace place={before} timeZone={timeZone} />
          </p>
          <p className="changes-place">
            {text.now}: <ChangedPlace place={after} timeZone={timeZone} />
          </p>
        </>
      ) : (
        place && (
          <p className="changes-place">
            <ChangedPlace place={place} timeZone={timeZone} />
          </p>
        )
      )}
      {fields.length > 0 && <p className="changes-fields">{text.changedFields(fields.map((field) => text.fields[field]).join(', '))}</p>}
      {!removed && (
        <p className="event-item-action">
          <EventAction eventId={change.id} describedBy={titleId} compact />
        </p>
      )}
    </li>
  );
}
