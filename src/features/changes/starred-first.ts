import type { EventChange } from '../../shared/schedule-changes.ts';

export interface StarredFirst {
  /** Changes of events starred on this device, in the order given. */
  readonly starred: readonly EventChange[];
  readonly others: readonly EventChange[];
}

/**
 * The changes split into this device's starred events and everything else, each in the order
 * given (by kind, then time). A renamed event counts as starred under its old id too, for a
 * device whose stars have not followed it yet; a removed one under the id it had.
 */
export function starredFirst(changes: readonly EventChange[], starred: ReadonlySet<string>): StarredFirst {
  const isStarred = (change: EventChange) => starred.has(change.id) || (change.previousId !== null && starred.has(change.previousId));
  return { starred: changes.filter(isStarred), others: changes.filter((change) => !isStarred(change)) };
}
