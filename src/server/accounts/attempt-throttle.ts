import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';

/**
 * What is counted: the actions by their name under `/actions/`, sign-ups answered "email taken",
 * and stars and feedback sent by a signed-out device (device-write-throttle.ts).
 */
export type ThrottledAction = 'signin' | 'signup' | 'signup-taken' | 'device-write';

/** At most `limit` counted attempts per email, per client address, or per device, while they count. */
export interface AttemptLimit {
  readonly per: 'email' | 'address' | 'device';
  readonly limit: number;
}

/** How one action is limited: each attempt counts for `windowMs`, against every limit listed. */
export interface AttemptThrottle {
  readonly action: ThrottledAction;
  readonly windowMs: number;
  readonly limits: readonly AttemptLimit[];
}

export interface Attempt {
  /** The email tried; null when the action has no per-email limit. */
  readonly email: string | null;
  /** The client's throttleKey (client-address.ts); null when unknown (then no per-address limit applies). */
  readonly address: string | null;
  /** The `Hallway-Device` id of a signed-out device; absent or null when no per-device limit applies. */
  readonly device?: string | null;
}

/** When the `limit`-th most recent attempt still counting stops counting, in ms since the epoch; null under the limit. */
async function freeAt(db: Store, action: ThrottledAction, column: AttemptLimit['per'], value: string, limit: number, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('throttle_attempts')
    .select('expires_at')
    .where('action', '=', action)
    .where(column, '=', value)
    .where('expires_at', '>', now.toISOString())
    .orderBy('expires_at', 'desc')
    .limit(1)
    .offset(limit - 1)
    .executeTakeFirst();
  return row ? Date.parse(row.expires_at) : null;
}

/**
 * Seconds until this attempt may be made (for `Retry-After`), or null when it may be made now:
 * the latest time any of the throttle's limits frees up. A limit whose email or address is
 * unknown does not apply. A caller that then records the attempt runs both in one `transact`,
 * so parallel attempts cannot all slip under the limit.
 */
export async function attemptRetryAfter(db: Store, throttle: AttemptThrottle, attempt: Attempt, now: Date): Promise<number | null> {
  let latest = 0;
  for (const { per, limit } of throttle.limits) {
    const value = attempt[per] ?? null;
    if (value !== null) latest = Math.max(latest, (await freeAt(db, throttle.action, per, value, limit, now)) ?? 0);
  }
  return latest > now.getTime() ? Math.max(1, Math.ceil((latest - now.getTime()) / 1000)) : null;
}

/**
 * Counts an attempt for the throttle's window, before the work it guards is done, so parallel
 * attempts cannot all slip under the limit. Answers the row's id, for an action that takes
 * some attempts back (sign-in-throttle.ts). Attempts that stopped counting go first, in the same
 * transaction, so the table stays small even where nothing prunes the store.
 */
export async function recordAttempt(db: Store, throttle: AttemptThrottle, attempt: Attempt, now: Date): Promise<number> {
  return transact(db, async (trx) => {
    await deleteExpiredAttempts(trx, now);
    const inserted = await trx
      .insertInto('throttle_attempts')
      .values({
        action: throttle.action,
        email: attempt.email,
        address: attempt.address,
        device: attempt.device ?? null,
        expires_at: new Date(now.getTime() + throttle.windowMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

/**
 * Deletes attempts that no longer count against any limit (pruneExpired runs it); answers how
 * many went. Each row knows when it stops counting, so this needs no throttle's window.
 */
export async function deleteExpiredAttempts(db: Store, now: Date): Promise<number> {
  const result = await db.deleteFrom('throttle_attempts').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
