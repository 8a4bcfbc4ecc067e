import { sqlite, type Store } from '../store/open-store.ts';

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
export function wasApplied(db: Store, owner: string, key: string): boolean {
  return sqlite(db).prepare('SELECT 1 FROM idempotency_keys WHERE owner = ? AND key = ?').get(owner, key) !== undefined;
}

/**
 * Records the key and applies the change in one transaction, so a key is never recorded for a
 * change that failed, and two racing replays apply it once. Null when the key was taken.
 * (Keys are per owner: another device's key never blocks this one's change.)
 */
export function applyOnce<T>(db: Store, change: IdempotentChange, apply: () => T): { readonly result: T } | null {
  return sqlite(db).transaction(() => {
    const recorded = sqlite(db)
      .prepare('INSERT INTO idempotency_keys (owner, key, action, applied_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, key) DO NOTHING')
      .run(change.owner, change.key, change.action, change.now.toISOString());
    return recorded.changes === 1 ? { result: apply() } : null;
  })();
}

/** Forgets keys applied longer than IDEMPOTENCY_KEY_LIFETIME_MS ago (pruneExpired runs it); answers how many went. */
export function forgetOldKeys(db: Store, now: Date): number {
  const appliedBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
  return sqlite(db).prepare('DELETE FROM idempotency_keys WHERE applied_at <= ?').run(appliedBefore).changes;
}
