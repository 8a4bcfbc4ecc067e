import { sqlite, type Store } from '../store/open-store.ts';

/** One owner's feedback on one event. */
export interface FeedbackState {
  readonly eventId: string;
  readonly rating: number;
  readonly comment: string;
  /** When it was given (UTC ISO); a later edit replaces an earlier one. */
  readonly at: string;
}

const COLUMNS = 'event_id AS eventId, rating, comment, updated_at AS at';

/**
 * One feedback per owner and event, changed by giving it again: last write wins by `at`, so an
 * edit queued offline never replaces a newer one. Answers what is now stored.
 */
export function saveFeedback(db: Store, owner: string, feedback: FeedbackState): FeedbackState {
  sqlite(db)
    .prepare(
      `INSERT INTO feedback (owner, event_id, rating, comment, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (owner, event_id) DO UPDATE SET rating = excluded.rating, comment = excluded.comment, updated_at = excluded.updated_at
     WHERE excluded.updated_at >= feedback.updated_at`,
    )
    .run(owner, feedback.eventId, feedback.rating, feedback.comment, feedback.at);
  return sqlite(db).prepare(`SELECT ${COLUMNS} FROM feedback WHERE owner = ? AND event_id = ?`).get(owner, feedback.eventId) as FeedbackState;
}

export function countFeedback(db: Store): number {
  return (sqlite(db).prepare('SELECT count(*) AS n FROM feedback').get() as { n: number }).n;
}
