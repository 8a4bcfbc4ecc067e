import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/actions.ts';
import { isCommonPassword } from '../accounts/common-passwords.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { createUser, findUserByEmail } from '../accounts/user-store.ts';
import { EMAIL_FIELD, PASSWORD_MAX_LENGTH } from './action-fields.ts';
import { invalid } from './action-responses.ts';
import { defineAction } from './define-action.ts';
import { startSession } from './start-session.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

// Length in characters as a person counts them (code points), not UTF-16 units (NIST SP 800-63B).
const characters = (text: string) => [...text].length;

const signUpSchema = z.object({
  email: EMAIL_FIELD,
  password: z
    .string({ error: 'Choose a password.' })
    .refine((password) => characters(password) >= PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .refine((password) => characters(password) <= PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((password) => !isCommonPassword(password), 'This password is too common. Choose one that is harder to guess.'),
});

/**
 * `signup {email, password}`: creates an attendee account (an organizer when HALLWAY_ORGANIZERS
 * names the email) and signs it in. A taken email is said so plainly: the form must tell the
 * person to sign in instead, which also tells others the address has an account.
 */
export const signUpAction = defineAction(signUpSchema, async function signUp(c, { email, password }, context) {
  const { store, organizers, scrypt, now } = context;
  if (findUserByEmail(store, email)) return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  const passwordHash = await hashPassword(password, scrypt);
  const user = createUser(store, { email, passwordHash, role: organizers.has(email) ? 'organizer' : 'attendee', now: now() });
  // Null when a racing sign-up took the email while this one was hashing.
  if (!user) return invalid(c, { email: EMAIL_TAKEN_MESSAGE });
  return startSession(c, user, context);
});
