import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../shared/field-messages.ts';
import { isKnownDeviceFor } from '../accounts/known-device-cookie.ts';
import { hashPassword, verifyPassword, type ScryptParams } from '../accounts/password-hash.ts';
import { forgiveSignIn, recordSignInAttempt, signInRetryAfter } from '../accounts/sign-in-throttle.ts';
import { findUserByEmail } from '../accounts/user-store.ts';
import { transact } from '../store/transact.ts';
import { EMAIL_FIELD, PASSWORD_MAX_LENGTH } from './action-fields.ts';
import { invalid, tooManyAttempts } from './action-responses.ts';
import { defineAction } from './define-action.ts';
import { startSession } from './start-session.ts';

export const SIGN_IN_FAILED_MESSAGE = FIELD_MESSAGES.signInFailed;

const signInSchema = z.object({
  email: EMAIL_FIELD,
  password: z.string({ error: FIELD_MESSAGES.enterPassword }).min(1, FIELD_MESSAGES.enterPassword).max(PASSWORD_MAX_LENGTH, SIGN_IN_FAILED_MESSAGE),
});

// A hash of nothing anyone knows, per cost: an unknown email is checked against it, so it takes
// as long as a wrong password and the answer's timing does not tell which emails have accounts.
const decoys = new Map<string, Promise<string>>();
export function decoyHash(params: ScryptParams): Promise<string> {
  const id = `${params.N}$${params.r}$${params.p}`;
  let decoy = decoys.get(id);
  if (!decoy) decoys.set(id, (decoy = hashPassword(randomUUID(), params)));
  return decoy;
}

/**
 * `signin {email, password}`. A wrong email or password answers 422 with the message on the
 * password field — the form shows it there and keeps what was typed (§7); 401 is kept for
 * "this needs a session". Repeated failures answer 429 with Retry-After (sign-in-throttle.ts).
 * A device that signed in to this account before (known-device-cookie.ts) is held to the email's
 * limit only: one guesser behind a venue's network must not lock everyone there out.
 */
export const signInAction = defineAction(signInSchema, async function signIn(c, { email, password }, context) {
  const { store, scrypt, now, clientAddress } = context;
  const attempt = { email, address: (await isKnownDeviceFor(c, store, email, now())) ? null : clientAddress(c) };
  // Checked and counted in one transaction, so parallel guesses cannot all slip under the limit.
  const counted = await transact(store, async (trx) => {
    const retryAfter = await signInRetryAfter(trx, attempt, now());
    return retryAfter === null ? { attemptId: await recordSignInAttempt(trx, attempt, now()) } : { retryAfter };
  });
  if ('retryAfter' in counted) return tooManyAttempts(c, counted.retryAfter, 'failed sign-ins');
  const user = await findUserByEmail(store, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(scrypt)));
  if (!user || !matches) return invalid(c, { password: SIGN_IN_FAILED_MESSAGE });
  await forgiveSignIn(store, counted.attemptId, email);
  return startSession(c, user, context);
});
