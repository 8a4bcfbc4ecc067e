import type { UnseenChange } from './changed-events.ts';
import { ChangedBadge } from './changed-badge.tsx';
import { ChangedPlace } from './changed-place.tsx';
import { useScreenMessages } from './use-screen-messages.ts';

export interface ChangedEventNoteProps {
  readonly change: UnseenChange;
  readonly timeZone: string;
}

/**
 * On a starred event's screen, until seen: what happened to it since the person last looked —
 * moved (where it was, where it is now), cancelled, or what else changed.
 */
export function ChangedEventNote({ change, timeZone }: ChangedEventNoteProps) {
  const { changes: text } = useScreenMessages();
  const { before, after, fields } = change;
  return (
    <div className="changed-note">
      <p>
        <ChangedBadge kind={change.kind} /> {text.sinceYouLooked}
      </p>
      {change.kind === 'moved' && before && after && (
        <>
          <p>
            {text.was}: <ChangedPlace place={before} timeZone={timeZone} />
          </p>
          <p>
            {text.now}: <ChangedPlace place={after} timeZone={timeZone} />
          </p>
        </>
      )}
      {fields.length > 0 && <p>{text.changedFields(fields.map((field) => text.fields[field]).join(', '))}</p>}
    </div>
  );
}
