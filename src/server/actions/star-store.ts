import { sqlite, type Store } from '../store/open-store.ts';

/** An owner's star on one event, as last changed. */
export interface StarState {
  readonly eventId: string;
  readonly starred: boolean;
  /** When the change was made (UTC ISO), the clock of last-write-wins. */
  readonly at: string;
}

interface Row {
  eventId: string;
  starred: 0 | 1;
  at: string;
}

const toState = (row: Row): StarState => ({ eventId: row.eventId, starred: row.starred === 1, at: row.at });

/**
 * Applies a star change, last write wins by `at`: a change older than the one stored (an outbox
 * replayed late, another device) never overwrites it; on a tie the later arrival wins. Answers
 * the state now stored, which is the older one when this change lost.
 */
export function saveStar(db: Store, owner: string, change: StarState): StarState {
  sqlite(db)
    .prepare(
      `INSERT INTO stars (owner, event_id, starred, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (owner, event_id) DO UPDATE SET starred = excluded.starred, updated_at = excluded.updated_at
     WHERE excluded.updated_at >= stars.updated_at`,
    )
    .run(owner, change.eventId, change.starred ? 1 : 0, change.at);
  const row = sqlite(db).prepare('SELECT event_id AS eventId, starred, updated_at AS at FROM stars WHERE owner = ? AND event_id = ?').get(owner, change.eventId) as Row;
  return toState(row);
}

/** Every star an owner has changed, unstarred ones too (so another device can merge by time). */
export function listStars(db: Store, owner: string): StarState[] {
  const rows = sqlite(db).prepare('SELECT event_id AS eventId, starred, updated_at AS at FROM stars WHERE owner = ? ORDER BY event_id').all(owner) as Row[];
  return rows.map(toState);
}

/** Stars set, summed over every owner. */
export function countStarred(db: Store): number {
  return (sqlite(db).prepare('SELECT count(*) AS n FROM stars WHERE starred = 1').get() as { n: number }).n;
}
