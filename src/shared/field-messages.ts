import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './actions.ts';

/**
 * The texts the server puts beside a field in a 422's `errors` (§7), by key. The server sends
 * them in English, as the contract has it; a form in another language shows its own words for a
 * text it knows (`forms.fieldMessages`), and any other text as it was sent.
 */
export const FIELD_MESSAGES = {
  enterEmail: 'Enter your email address.',
  emailTooLong: 'An email address has at most 254 characters.',
  invalidEmail: 'Enter a valid email address, such as ada@example.org.',
  emailTaken: 'An account with this email already exists.',
  signInFailed: 'Email or password is incorrect.',
  enterPassword: 'Enter your password.',
  choosePassword: 'Choose a password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  inviteInvalid: 'This invite link cannot be used: it has expired, has been used, or is for another email address. Ask for a new link.',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

const KEY_OF_TEXT = new Map<string, FieldMessageKey>(Object.entries(FIELD_MESSAGES).map(([key, text]) => [text, key as FieldMessageKey]));

/** A server field message in the screen's words when it is one of FIELD_MESSAGES, else as sent. */
export function translateFieldMessage(text: string, words: Readonly<Record<FieldMessageKey, string>>): string {
  const key = KEY_OF_TEXT.get(text);
  return key === undefined ? text : words[key];
}
