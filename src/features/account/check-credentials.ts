import { PASSWORD_MIN_LENGTH } from '../../shared/actions.ts';
import type { ScreenMessages } from '../../shared/i18n/screen-messages.ts';

export type Field = 'email' | 'password';
export type Values = Readonly<Record<Field, string>>;
export type FieldErrors = Partial<Record<Field, string>>;

export const FIELDS: readonly Field[] = ['email', 'password'];

/** What the form finds wrong before sending: an empty field; on sign-up, a password too short. */
export function checkCredentials(values: Values, isSignUp: boolean, forms: ScreenMessages['forms']): FieldErrors {
  const found: FieldErrors = {};
  if (values.email.trim() === '') found.email = forms.enterEmail;
  if (values.password === '') found.password = forms.enterPassword;
  // Counted as the server counts: in characters, not UTF-16 units.
  else if (isSignUp && [...values.password].length < PASSWORD_MIN_LENGTH) found.password = forms.passwordTooShort(PASSWORD_MIN_LENGTH);
  return found;
}
