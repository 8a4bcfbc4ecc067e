import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/actions.ts';
import { FIELD_MESSAGES } from '../../shared/field-messages.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { createInvitedOrganizer, type NewAccountResult } from '../accounts/create-invited-organizer.ts';
import { isOrganizerInviteValid } from '../accounts/organizer-invite-store.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { recordSignUpAttempt, recordTakenEmail, signUpRetryAfter } from '../accounts/sign-up-throttle.ts';
import { createUser, findUserByEmail } from '../accounts/user-store.ts';
import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
import { EMAIL_FIELD, PASSWORD_MAX_LENGTH } from './action-fields.ts';
import { invalid, tooManyAttempts } from './action-responses.ts';
import { defineAction } from './define-action.ts';
import { startSession } from './start-session.ts';

export const EMAIL_TAKEN_MESSAGE = FIELD_MESSAGES.emailTaken;
export const INVITE_INVALID_MESSAGE = FIELD_MESSAGES.inviteInvalid;

// Length in characters as a person counts them (code points), not UTF-16 units (NIST SP 800-63B).
const characters = (text: string) => [...text].length;

const signUpSchema = z.object({
  email: EMAIL_FIELD,
  password: z
    .string({ error: FIELD_MESSAGES.choosePassword })
    .refine((password) => characters(password) >= PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
    .refine((password) => characters(password) <= PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordTooLong)
    .refine((password) => !isCommonPassword(password), FIELD_MESSAGES.commonPassword),
  // The token of an organizer invite link (§11). Whatever is wrong with it gets the one answer:
  // which of unknown, used, expired or another email's is no help to anyone guessing.
  invite: z.string({ error: INVITE_INVALID_MESSAGE }).max(100, INVITE_INVALID_MESSAGE).optional(),
});

async function createAttendee(store: Store, account: { email: string; passwordHash: string; now: Date }): Promise<NewAccountResult> {
  const user = await createUser(store, { ...account, role: 'attendee' });
  return user ? { ok: true, user } : { ok: false, reason: 'email-taken' };
}

/**
 * `signup {email, password, invite?}`: creates an attendee account and signs it in; with the
 * token of an organizer invite for this email, unexpired and unused, an organizer account, the
 * invite used up with it (create-invited-organizer.ts). Signing up never claims a role by the
 * email alone (§15). A taken email is said so plainly: the form must tell the person to sign in
 * instead, which also tells others the address has an account — so those answers, and sign-ups
 * in all, are limited per client address, and too many answer 429 with Retry-After
 * (sign-up-throttle.ts) before the email is looked up.
 */
export const signUpAction = defineAction(signUpSchema, async function signUp(c, { email, password, invite }, context) {
  const { store, scrypt, now, clientAddress } = context;
  const address = clientAddress(c);
  // Checked, counted and looked up in one transaction, so parallel sign-ups cannot all slip under the limits.
  const refusal = await transact(store, async (trx) => {
    const retryAfter = await signUpRetryAfter(trx, address, now());
    if (retryAfter !== null) return { retryAfter };
    await recordSignUpAttempt(trx, address, now());
    if (!(await findUserByEmail(trx, email))) return null;
    await recordTakenEmail(trx, address, now());
    return { taken: true };
  });
  if (refusal && 'retryAfter' in refusal) return tooManyAttempts(c, refusal.retryAfter, 'sign-ups from this network');
  if (refusal) return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  // Looked at before the slow hash, and redeemed for good only together with the account.
  if (invite !== undefined && !(await isOrganizerInviteValid(store, { token: invite, email, now: now() }))) return invalid(c, { invite: INVITE_INVALID_MESSAGE });
  const account = { email, passwordHash: await hashPassword(password, scrypt), now: now() };
  const created = invite === undefined ? await createAttendee(store, account) : await createInvitedOrganizer(store, { ...account, invite });
  // A racing sign-up with the same invite used it up while this one was hashing.
  if (!created.ok && created.reason === 'invite') return invalid(c, { invite: INVITE_INVALID_MESSAGE });
  // A racing sign-up took the email while this one was hashing.
  if (!created.ok) {
    await recordTakenEmail(store, address, now());
    return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  }
  return startSession(c, created.user, context);
});
