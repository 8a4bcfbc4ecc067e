import { defaultActionMessage, type ActionError } from '../../runtime/actions/action-error.ts';
import type { Messages } from '../../shared/i18n/messages.ts';
import type { ScreenMessages } from '../../shared/i18n/screen-messages.ts';
import type { Locale } from '../../shared/locales.ts';
import { translateFieldMessage } from '../../shared/field-messages.ts';
import { now } from '../../runtime/clock/clock.ts';

export interface ActionErrorTextOptions {
  readonly forms: ScreenMessages['forms'];
  readonly appError: Messages['appError'];
  readonly locale: Locale;
  /** What this action says when no answer came: it needs the network (§7). */
  readonly needsNetwork: string;
  /** When the error arrived, for the clock time a 429 ends at; now by default. */
  readonly receivedAt?: number;
}

/**
 * The form-level message for a failed account action, in the screen's language. Field errors
 * (422) are shown beside their fields instead; a server's own message (a text/plain error, a
 * JSON `message`) is shown as it was sent.
 */
export function actionErrorText(error: ActionError, { forms, appError, locale, needsNetwork, receivedAt = now() }: ActionErrorTextOptions): string {
  switch (error.code) {
    case 'network':
      return needsNetwork;
    case 'unexpected-response':
      return forms.unexpectedResponse;
    case 'rate-limited': {
      const seconds = error.retryAfter;
      if (seconds === null) return forms.rateLimited(null, null);
      const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(receivedAt + seconds * 1000);
      return forms.rateLimited(Math.max(1, Math.ceil(seconds / 60)), time);
    }
    case 'server':
      if (error.digest) return `${forms.serverError} ${appError.digest(error.digest)}`;
      // A text/plain 5xx's body is the message (§7); otherwise say it in the screen's language.
      return error.message === defaultActionMessage('server', error.status) ? forms.serverError : error.message;
    default:
      return error.message;
  }
}

/** A 422's messages for the form's own fields, in the screen's language (the server says them in English). */
export function translateFieldErrors<F extends string>(
  errors: Readonly<Record<string, string>>,
  fields: readonly F[],
  words: Parameters<typeof translateFieldMessage>[1],
): Partial<Record<F, string>> {
  const translated: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = errors[field];
    if (text !== undefined) translated[field] = translateFieldMessage(text, words);
  }
  return translated;
}

/**
 * The form-level message for an error, or null: a 422 about something other than the form's
 * fields (the body itself) has nowhere else to go; any other error says what happened.
 */
export function formErrorMessage(error: ActionError | null, fields: readonly string[], options: ActionErrorTextOptions): string | null {
  if (!error) return null;
  if (error.code !== 'invalid') return actionErrorText(error, options);
  const others = Object.entries(error.fieldErrors).filter(([field]) => !fields.includes(field));
  if (others.length === 0 && Object.keys(error.fieldErrors).length > 0) return null;
  return others.map(([, text]) => translateFieldMessage(text, options.forms.fieldMessages)).join(' ') || error.message;
}
