import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

/** One owner's feedback on one event. */
export interface FeedbackState {
  readonly eventId: string;
  readonly rating: number;
  readonly comment: string;
  /** When it was given (UTC ISO); a later edit replaces an earlier one. */
  readonly at: string;
}

/**
 * One feedback per owner and event, changed by giving it again: last write wins by `at`, so an
 * edit queued offline never replaces a newer one. Answers what is now stored.
 */
export async function saveFeedback(store: Store, owner: string, feedback: FeedbackState): Promise<FeedbackState> {
  return transact(store, async (trx) => {
    await trx
      .insertInto('feedback')
      .values({ owner, event_id: feedback.eventId, rating: feedback.rating, comment: feedback.comment, updated_at: feedback.at })
      .onConflict((oc) =>
        oc
          .columns(['owner', 'event_id'])
          .doUpdateSet((eb) => ({ rating: eb.ref('excluded.rating'), comment: eb.ref('excluded.comment'), updated_at: eb.ref('excluded.updated_at') }))
          .whereRef('excluded.updated_at', '>=', 'feedback.updated_at'),
      )
      .execute();
    return trx
      .selectFrom('feedback')
      .select(['event_id as eventId', 'rating', 'comment', 'updated_at as at'])
      .where('owner', '=', owner)
      .where('event_id', '=', feedback.eventId)
      .executeTakeFirstOrThrow();
  });
}

export async function countFeedback(store: Store): Promise<number> {
  const { n } = await store
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
