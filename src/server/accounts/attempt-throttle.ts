import { sqlite, type Store } from '../store/open-store.ts';

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
function freeAt(db: Store, action: ThrottledAction, column: AttemptLimit['per'], value: string, limit: number, now: Date): number | null {
  const row = sqlite(db)
    .prepare(`SELECT expires_at AS at FROM throttle_attempts WHERE action = ? AND ${column} = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1 OFFSET ?`)
    .get(action, value, now.toISOString(), limit - 1) as { at: string } | undefined;
  return row ? Date.parse(row.at) : null;
}

/**
 * Seconds until this attempt may be made (for `Retry-After`), or null when it may be made now:
 * the latest time any of the throttle's limits frees up. A limit whose email or address is
 * unknown does not apply.
 */
export function attemptRetryAfter(db: Store, throttle: AttemptThrottle, attempt: Attempt, now: Date): number | null {
  let latest = 0;
  for (const { per, limit } of throttle.limits) {
    const value = attempt[per] ?? null;
    if (value !== null) latest = Math.max(latest, freeAt(db, throttle.action, per, value, limit, now) ?? 0);
  }
  return latest > now.getTime() ? Math.max(1, Math.ceil((latest - now.getTime()) / 1000)) : null;
}

/**
 * Counts an attempt for the throttle's window, before the work it guards is done, so parallel
 * attempts cannot all slip under the limit. Answers the row's id, for an action that takes
 * some attempts back (sign-in-throttle.ts). Attempts that stopped counting go first, so the
 * table stays small even where nothing prunes the store.
 */
export function recordAttempt(db: Store, throttle: AttemptThrottle, attempt: Attempt, now: Date): number {
  deleteExpiredAttempts(db, now);
  const expiresAt = new Date(now.getTime() + throttle.windowMs).toISOString();
  const inserted = sqlite(db)
    .prepare('INSERT INTO throttle_attempts (action, email, address, device, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(throttle.action, attempt.email, attempt.address, attempt.device ?? null, expiresAt);
  return Number(inserted.lastInsertRowid);
}

/**
 * Deletes attempts that no longer count against any limit (pruneExpired runs it); answers how
 * many went. Each row knows when it stops counting, so this needs no throttle's window.
 */
export function deleteExpiredAttempts(db: Store, now: Date): number {
  return sqlite(db).prepare('DELETE FROM throttle_attempts WHERE expires_at <= ?').run(now.toISOString()).changes;
}
