import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
import { attemptRetryAfter, recordAttempt, type AttemptThrottle } from './attempt-throttle.ts';

/**
 * At most 5 failed sign-ins per email and 20 per client address in any 15 minutes: a person who
 * mistypes gets five tries, a guesser gets 20 per address per quarter hour. The email limit lets
 * anyone delay one account's sign-in by 15 minutes at most — the usual price of guarding it.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;

const SIGN_IN_THROTTLE: AttemptThrottle = {
  action: 'signin',
  windowMs: SIGN_IN_WINDOW_MS,
  limits: [
    { per: 'email', limit: SIGN_IN_FAILURES_PER_EMAIL },
    { per: 'address', limit: SIGN_IN_FAILURES_PER_ADDRESS },
  ],
};

export interface SignInAttempt {
  readonly email: string;
  /** The client's throttleKey; null when unknown or for a known device (then only the email limit applies). */
  readonly address: string | null;
}

/** Seconds until this attempt may be made (for `Retry-After`), or null when it may be made now. */
export function signInRetryAfter(db: Store, attempt: SignInAttempt, now: Date): Promise<number | null> {
  return attemptRetryAfter(db, SIGN_IN_THROTTLE, attempt, now);
}

/**
 * Counts an attempt as failed before its password is checked — in one `transact` with
 * `signInRetryAfter`, so parallel guesses cannot all slip under the limit; `forgiveSignIn` takes
 * it back when the password was right.
 */
export function recordSignInAttempt(db: Store, attempt: SignInAttempt, now: Date): Promise<number> {
  return recordAttempt(db, SIGN_IN_THROTTLE, attempt, now);
}

/**
 * A right password takes its own attempt back and clears the email's count. The failures stay
 * counted against their addresses: one known password must not reset a guesser's count.
 */
export async function forgiveSignIn(db: Store, attemptId: number, email: string): Promise<void> {
  await transact(db, async (trx) => {
    await trx.deleteFrom('throttle_attempts').where('id', '=', attemptId).execute();
    await trx.updateTable('throttle_attempts').set({ email: null }).where('action', '=', 'signin').where('email', '=', email).execute();
  });
}
