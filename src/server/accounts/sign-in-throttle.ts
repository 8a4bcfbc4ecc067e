import type { Store } from '../store/open-store.ts';

/**
 * At most 5 failed sign-ins per email and 20 per client address in any 15 minutes: a person who
 * mistypes gets five tries, a guesser gets 20 per address per quarter hour. The email limit lets
 * anyone delay one account's sign-in by 15 minutes at most — the usual price of guarding it.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;

export interface SignInAttempt {
  readonly email: string;
  /** The client's address; null when unknown (then only the email limit applies). */
  readonly address: string | null;
}

/** When the `limit`-th most recent failure inside the window ages out, in ms since the epoch; null under the limit. */
function freeAt(db: Store, column: 'email' | 'address', value: string, limit: number, now: Date): number | null {
  const row = db
    .prepare(`SELECT failed_at AS at FROM sign_in_failures WHERE ${column} = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT 1 OFFSET ?`)
    .get(value, new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString(), limit - 1) as { at: string } | undefined;
  return row ? Date.parse(row.at) + SIGN_IN_WINDOW_MS : null;
}

/** Seconds until this attempt may be made (for `Retry-After`), or null when it may be made now. */
export function signInRetryAfter(db: Store, attempt: SignInAttempt, now: Date): number | null {
  const times = [freeAt(db, 'email', attempt.email, SIGN_IN_FAILURES_PER_EMAIL, now)];
  if (attempt.address !== null) times.push(freeAt(db, 'address', attempt.address, SIGN_IN_FAILURES_PER_ADDRESS, now));
  const latest = Math.max(...times.map((time) => time ?? 0));
  return latest > now.getTime() ? Math.max(1, Math.ceil((latest - now.getTime()) / 1000)) : null;
}

/**
 * Counts an attempt as failed before its password is checked, so parallel guesses cannot all
 * slip under the limit; `forgiveSignIn` takes it back when the password was right.
 */
export function recordSignInAttempt(db: Store, attempt: SignInAttempt, now: Date): number {
  db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString());
  return Number(db.prepare('INSERT INTO sign_in_failures (email, address, failed_at) VALUES (?, ?, ?)').run(attempt.email, attempt.address, now.toISOString()).lastInsertRowid);
}

/**
 * A right password takes its own attempt back and clears the email's count. The failures stay
 * counted against their addresses: one known password must not reset a guesser's count.
 */
export function forgiveSignIn(db: Store, attemptId: number, email: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM sign_in_failures WHERE id = ?').run(attemptId);
    db.prepare('UPDATE sign_in_failures SET email = NULL WHERE email = ?').run(email);
  })();
}
