import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

/**
 * A key is remembered for at least 30 days after it was applied (then pruneExpired forgets it).
 * The outbox replays a change it was not sure went through, usually within seconds, at worst
 * when a device comes back online days later — 30 days covers a conference and its travel
 * home. A replay later than that is still harmless: stars and feedback carry the time they
 * were made, and an older change never overwrites a newer one.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface IdempotentChange {
  readonly owner: string;
  readonly key: string;
  readonly action: string;
  readonly now: Date;
}

/** Whether this owner's key was applied before: the outbox replays a change it was not sure went through. */
export async function wasApplied(store: Store, owner: string, key: string): Promise<boolean> {
  const row = await store.selectFrom('idempotency_keys').select('key').where('owner', '=', owner).where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the key and applies the change in one transaction, so a key is never recorded for a
 * change that failed, and two racing replays apply it once. `apply` makes its writes with the
 * transaction's store it is given. Null when the key was taken.
 * (Keys are per owner: another device's key never blocks this one's change.)
 */
export async function applyOnce<T>(store: Store, change: IdempotentChange, apply: (trx: Store) => Promise<T>): Promise<{ readonly result: T } | null> {
  return transact(store, async (trx) => {
    const recorded = await trx
      .insertInto('idempotency_keys')
      .values({ owner: change.owner, key: change.key, action: change.action, applied_at: change.now.toISOString() })
      .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
      .executeTakeFirst();
    return Number(recorded.numInsertedOrUpdatedRows) === 1 ? { result: await apply(trx) } : null;
  });
}

/** Forgets keys applied longer than IDEMPOTENCY_KEY_LIFETIME_MS ago (pruneExpired runs it); answers how many went. */
export async function forgetOldKeys(store: Store, now: Date): Promise<number> {
  const appliedBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
  const { numDeletedRows } = await store.deleteFrom('idempotency_keys').where('applied_at', '<=', appliedBefore).executeTakeFirst();
  return Number(numDeletedRows);
}
