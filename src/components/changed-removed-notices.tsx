import { useId } from 'react';
import type { RemovedEvent } from './changed-events.ts';
import { dismissRemoved, useDeviceChanges } from './changed-events-store.ts';
import { ChangedPlace } from './changed-place.tsx';
import { useScreenMessages } from './use-screen-messages.ts';
import './changed-badge.css';

/**
 * "An event you starred was removed from the schedule: <title>", for each such event until
 * dismissed: its title and where it was are all that is left of it. Nothing in a server render.
 */
export function ChangedRemovedNotices({ timeZone }: { readonly timeZone: string | null }) {
  const removed = useDeviceChanges()?.removed ?? {};
  const ids = Object.keys(removed);
  if (ids.length === 0) return null;
  return (
    <ul className="removed-notices">
      {ids.map((id) => (
        <RemovedNotice key={id} eventId={id} event={removed[id]!} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function RemovedNotice({ eventId, event, timeZone }: { readonly eventId: string; readonly event: RemovedEvent; readonly timeZone: string | null }) {
  const { changes: text } = useScreenMessages();
  const textId = useId();
  return (
    <li className="removed-notice">
      <p id={textId}>
        {text.removedNotice(event.title)}
        {event.before && timeZone && (
          <>
            {' ('}
            <ChangedPlace place={event.before} timeZone={timeZone} />)
          </>
        )}
      </p>
      <button type="button" className="secondary" aria-describedby={textId} onClick={() => void dismissRemoved(eventId)}>
        {text.dismiss}
      </button>
    </li>
  );
}
