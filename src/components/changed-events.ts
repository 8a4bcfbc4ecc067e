import type { ChangedField, ChangeKind, EventPlace, ScheduleChanges } from '../shared/schedule-changes.ts';

/** What a starred event went through since this device last opened its screen. */
export interface UnseenChange {
  readonly kind: Exclude<ChangeKind, 'new' | 'removed'>;
  readonly title: string;
  /** Where it was when this device last knew it (the first of several moves). */
  readonly before: EventPlace | null;
  readonly after: EventPlace | null;
  readonly fields: readonly ChangedField[];
}

/** A starred event the schedule no longer has: its title and place, since nothing else is left of it. */
export interface RemovedEvent {
  readonly title: string;
  readonly before: EventPlace | null;
}

/** What this device keeps of the schedule's changes (IndexedDB, `changed-events-store.ts`). */
export interface DeviceChanges {
  /** The version this device last looked at What changed for (or first showed): What changed starts there. */
  readonly seen: string | null;
  /** The version its stars and the records below have been brought up to. */
  readonly caughtUp: string | null;
  /** Changed starred events not yet seen, by their current id. */
  readonly events: Readonly<Record<string, UnseenChange>>;
  /** Removed starred events not yet dismissed, by the id they had. */
  readonly removed: Readonly<Record<string, RemovedEvent>>;
}

export const NO_DEVICE_CHANGES: DeviceChanges = { seen: null, caughtUp: null, events: {}, removed: {} };

/** A later change does not hide an earlier move or cancellation the person has not seen yet. */
function kindAfter(previous: UnseenChange | undefined, next: UnseenChange['kind'], fields: readonly ChangedField[]): UnseenChange['kind'] {
  if (next !== 'changed' || !previous) return next;
  if (previous.kind === 'cancelled' && fields.includes('reinstated')) return 'changed';
  return previous.kind;
}

/**
 * The device's record after one more version: unseen changes follow renamed ids, then each
 * change of a starred event is added — moved, cancelled or changed by its new id (starred after
 * the stars followed the renames), removed by its old id (starred before). New events are left
 * out: nobody can have starred them yet. An event changed twice keeps where it was first, so its
 * screen tells the move the person has not seen.
 */
export function recordChanges(
  kept: DeviceChanges,
  changes: Pick<ScheduleChanges, 'changes' | 'renamed' | 'to'>,
  starred: { readonly before: ReadonlySet<string>; readonly after: ReadonlySet<string> },
): DeviceChanges {
  const renamed = new Map(changes.renamed.map(({ from, to }) => [from, to]));
  const gone = new Set(changes.changes.flatMap((change) => (change.kind === 'removed' ? [change.id] : [])));
  const events: Record<string, UnseenChange> = {};
  // Those that keep their id first: a renamed event's record wins over one left under its new id.
  for (const [id, change] of Object.entries(kept.events)) if (!renamed.has(id) && !gone.has(id)) events[id] = change;
  for (const [id, change] of Object.entries(kept.events)) {
    const to = renamed.get(id);
    if (to !== undefined) events[to] = change;
  }
  const removed: Record<string, RemovedEvent> = { ...kept.removed };
  for (const change of changes.changes) {
    if (change.kind === 'new') continue;
    if (change.kind === 'removed') {
      if (starred.before.has(change.id)) removed[change.id] = { title: change.title, before: change.before };
      continue;
    }
    if (!starred.after.has(change.id)) continue;
    const previous = events[change.id];
    const fields = [...new Set([...(previous?.fields ?? []), ...change.fields])];
    events[change.id] = { kind: kindAfter(previous, change.kind, change.fields), title: change.title, before: previous?.before ?? change.before, after: change.after, fields };
  }
  return { ...kept, caughtUp: changes.to, events, removed };
}
