import type { Store } from '../store/open-store.ts';

/** One person's feedback on one event, as organizers may read it: who gave it is left out. */
export interface FeedbackEntry {
  readonly eventId: string;
  readonly rating: number;
  /** `''` when only a rating was given. */
  readonly comment: string;
  /** When it was given or last changed (UTC ISO). */
  readonly at: string;
}

/**
 * Every feedback entry, newest first (ties by the order they were stored, newest first too).
 * The owner column is never read, so no account or device can reach an organizer's screen.
 */
export async function listFeedbackEntries(store: Store): Promise<FeedbackEntry[]> {
  return store.selectFrom('feedback').select(['event_id as eventId', 'rating', 'comment', 'updated_at as at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}
