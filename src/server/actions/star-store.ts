import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

/** An owner's star on one event, as last changed. */
export interface StarState {
  readonly eventId: string;
  readonly starred: boolean;
  /** When the change was made (UTC ISO), the clock of last-write-wins. */
  readonly at: string;
}

const toState = (row: { eventId: string; starred: 0 | 1; at: string }): StarState => ({ eventId: row.eventId, starred: row.starred === 1, at: row.at });

const selectStars = (store: Store, owner: string) => store.selectFrom('stars').select(['event_id as eventId', 'starred', 'updated_at as at']).where('owner', '=', owner);

/**
 * Applies a star change, last write wins by `at`: a change older than the one stored (an outbox
 * replayed late, another device) never overwrites it; on a tie the later arrival wins. Answers
 * the state now stored, which is the older one when this change lost.
 */
export async function saveStar(store: Store, owner: string, change: StarState): Promise<StarState> {
  return transact(store, async (trx) => {
    await trx
      .insertInto('stars')
      .values({ owner, event_id: change.eventId, starred: change.starred ? 1 : 0, updated_at: change.at })
      .onConflict((oc) =>
        oc
          .columns(['owner', 'event_id'])
          .doUpdateSet((eb) => ({ starred: eb.ref('excluded.starred'), updated_at: eb.ref('excluded.updated_at') }))
          .whereRef('excluded.updated_at', '>=', 'stars.updated_at'),
      )
      .execute();
    return toState(await selectStars(trx, owner).where('event_id', '=', change.eventId).executeTakeFirstOrThrow());
  });
}

/** Every star an owner has changed, unstarred ones too (so another device can merge by time). */
export async function listStars(store: Store, owner: string): Promise<StarState[]> {
  const rows = await selectStars(store, owner).orderBy('event_id').execute();
  return rows.map(toState);
}

/** Stars set, summed over every owner. */
export async function countStarred(store: Store): Promise<number> {
  const { n } = await store
    .selectFrom('stars')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('starred', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}
