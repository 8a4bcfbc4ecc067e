import type { ChangeKind } from '../shared/schedule-changes.ts';
import { useScreenMessages } from './use-screen-messages.ts';
import './changed-badge.css';

/**
 * What happened to an event, as a word (`Moved`, `Cancelled`…), never colour alone. A note with
 * that word as its name, so a screen reader can find each changed event.
 */
export function ChangedBadge({ kind }: { readonly kind: ChangeKind }) {
  const label = useScreenMessages().changes.kinds[kind];
  return (
    <strong className={`changed-badge is-${kind}`} role="note" aria-label={label}>
      {label}
    </strong>
  );
}
