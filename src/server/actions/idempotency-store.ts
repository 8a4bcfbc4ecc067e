import type { Store } from '../store/open-store.ts';

export interface IdempotentChange {
  readonly owner: string;
  readonly key: string;
  readonly action: string;
  readonly now: Date;
}

/** Whether this owner's key was applied before: the outbox replays a change it was not sure went through. */
export function wasApplied(db: Store, owner: string, key: string): boolean {
  return db.prepare('SELECT 1 FROM idempotency_keys WHERE owner = ? AND key = ?').get(owner, key) !== undefined;
}

/**
 * Records the key and applies the change in one transaction, so a key is never recorded for a
 * change that failed, and two racing replays apply it once. Null when the key was taken.
 * (Keys are per owner: another device's key never blocks this one's change.)
 */
export function applyOnce<T>(db: Store, change: IdempotentChange, apply: () => T): { readonly result: T } | null {
  return db.transaction(() => {
    const recorded = db
      .prepare('INSERT INTO idempotency_keys (owner, key, action, applied_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, key) DO NOTHING')
      .run(change.owner, change.key, change.action, change.now.toISOString());
    return recorded.changes === 1 ? { result: apply() } : null;
  })();
}
