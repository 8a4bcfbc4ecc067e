import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/actions.ts';
import { FIELD_MESSAGES } from '../../shared/field-messages.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { recordSignUpAttempt, recordTakenEmail, signUpRetryAfter } from '../accounts/sign-up-throttle.ts';
import { createUser, findUserByEmail } from '../accounts/user-store.ts';
import { EMAIL_FIELD, PASSWORD_MAX_LENGTH } from './action-fields.ts';
import { invalid, tooManyAttempts } from './action-responses.ts';
import { defineAction } from './define-action.ts';
import { startSession } from './start-session.ts';

export const EMAIL_TAKEN_MESSAGE = FIELD_MESSAGES.emailTaken;

// Length in characters as a person counts them (code points), not UTF-16 units (NIST SP 800-63B).
const characters = (text: string) => [...text].length;

const signUpSchema = z.object({
  email: EMAIL_FIELD,
  password: z
    .string({ error: FIELD_MESSAGES.choosePassword })
    .refine((password) => characters(password) >= PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
    .refine((password) => characters(password) <= PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordTooLong)
    .refine((password) => !isCommonPassword(password), FIELD_MESSAGES.commonPassword),
});

/**
 * `signup {email, password}`: creates an attendee account (an organizer when HALLWAY_ORGANIZERS
 * names the email) and signs it in. A taken email is said so plainly: the form must tell the
 * person to sign in instead, which also tells others the address has an account — so those
 * answers, and sign-ups in all, are limited per client address, and too many answer 429 with
 * Retry-After (sign-up-throttle.ts) before the email is looked up.
 */
export const signUpAction = defineAction(signUpSchema, async function signUp(c, { email, password }, context) {
  const { store, organizers, scrypt, now, clientAddress } = context;
  const address = clientAddress(c);
  const retryAfter = signUpRetryAfter(store, address, now());
  if (retryAfter !== null) return tooManyAttempts(c, retryAfter, 'sign-ups from this network');
  recordSignUpAttempt(store, address, now());
  if (findUserByEmail(store, email)) {
    recordTakenEmail(store, address, now());
    return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  }
  const passwordHash = await hashPassword(password, scrypt);
  const user = createUser(store, { email, passwordHash, role: organizers.has(email) ? 'organizer' : 'attendee', now: now() });
  // Null when a racing sign-up took the email while this one was hashing.
  if (!user) {
    recordTakenEmail(store, address, now());
    return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  }
  return startSession(c, user, context);
});
