import type { Store } from '../store/open-store.ts';
import { attemptRetryAfter, recordAttempt, type AttemptThrottle } from './attempt-throttle.ts';

/**
 * Sign-ups per client address in any 15 minutes: at most 10 answered "an account with this email
 * already exists", and at most 60 in all.
 *
 * A taken email is said so plainly (sign-up-action.ts), so those answers are what an address
 * may learn about others' accounts: 40 an hour instead of thousands. A person who forgot they
 * had an account sees it once or twice. New accounts tell nothing about anyone else's, and a
 * venue's network puts a whole conference behind one address, so they count only towards the
 * wider limit that stops a flood.
 */
export const SIGN_UP_WINDOW_MS = 15 * 60 * 1000;
export const TAKEN_EMAILS_PER_ADDRESS = 10;
export const SIGN_UPS_PER_ADDRESS = 60;

const SIGN_UPS: AttemptThrottle = {
  action: 'signup',
  windowMs: SIGN_UP_WINDOW_MS,
  limits: [{ per: 'address', limit: SIGN_UPS_PER_ADDRESS }],
};
const TAKEN_EMAILS: AttemptThrottle = {
  action: 'signup-taken',
  windowMs: SIGN_UP_WINDOW_MS,
  limits: [{ per: 'address', limit: TAKEN_EMAILS_PER_ADDRESS }],
};

/** Seconds until a sign-up from this address may be made (for `Retry-After`); null when now, or when the address is unknown. */
export async function signUpRetryAfter(db: Store, address: string | null, now: Date): Promise<number | null> {
  const waits = [];
  for (const throttle of [SIGN_UPS, TAKEN_EMAILS]) waits.push((await attemptRetryAfter(db, throttle, { email: null, address }, now)) ?? 0);
  const longest = Math.max(...waits);
  return longest > 0 ? longest : null;
}

/**
 * Counts a sign-up before its email is looked up or its password hashed — in one `transact` with
 * `signUpRetryAfter`, so parallel sign-ups cannot all slip under the limit. Nothing is counted
 * for an unknown address: no limit reads it.
 */
export async function recordSignUpAttempt(db: Store, address: string | null, now: Date): Promise<void> {
  if (address !== null) await recordAttempt(db, SIGN_UPS, { email: null, address }, now);
}

/**
 * Counts a sign-up answered "email taken". It runs in one `transact` with the check and the
 * lookup, so parallel sign-ups cannot slip past it.
 */
export async function recordTakenEmail(db: Store, address: string | null, now: Date): Promise<void> {
  if (address !== null) await recordAttempt(db, TAKEN_EMAILS, { email: null, address }, now);
}
