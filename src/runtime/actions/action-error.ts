import { UNEXPECTED_RESPONSE_MESSAGE, type ActionName } from '../../shared/actions.ts';

/** Why an action failed; a form picks its words by this code (user-facing texts live in the catalogues). */
export type ActionErrorCode =
  | 'network' // no answer: offline, or the server is unreachable — the action needs the network
  | 'unexpected-response' // not JSON (nor a text/plain error), or JSON that does not parse (§7)
  | 'bad-request' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403 (also a foreign Origin)
  | 'not-found' // 404
  | 'too-large' // 413: over the 1 MiB body limit
  | 'invalid' // 422: `fieldErrors` says which fields and why
  | 'rate-limited' // 429: `retryAfter` says when to try again
  | 'rejected' // any other 4xx
  | 'server'; // 5xx: `digest` is the server's, to quote (§9)

const CODE_BY_STATUS: Readonly<Record<number, ActionErrorCode>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  413: 'too-large',
  422: 'invalid',
  429: 'rate-limited',
};

/** The code of an error status (≥ 400). */
export function actionErrorCode(status: number): ActionErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'rejected');
}

export interface ActionErrorDetails {
  readonly action: ActionName;
  /** The HTTP status; null when no answer came. */
  readonly status: number | null;
  /** A 422's `{ errors: { field: message } }`; empty otherwise. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** A 5xx's digest: the server logged the error under it (§5, §9). */
  readonly digest?: string | null;
  /** A 429's `Retry-After`, in seconds. */
  readonly retryAfter?: number | null;
}

/**
 * The message when the server gave none. English, for logs and reports: a form shows its
 * catalogue's text for the code (STYLE §7), and the server's own message when it sent one.
 */
export function defaultActionMessage(code: ActionErrorCode, status: number | null, retryAfter: number | null = null): string {
  switch (code) {
    case 'network':
      return 'The server could not be reached: this action needs the network.';
    case 'unexpected-response':
      return UNEXPECTED_RESPONSE_MESSAGE;
    case 'invalid':
      return 'Some fields are not valid.';
    case 'rate-limited':
      return retryAfter === null ? 'Too many attempts. Try again later.' : `Too many attempts. Try again in ${retryAfter} s.`;
    case 'unauthorized':
      return 'You need to sign in to do this.';
    case 'forbidden':
      return 'You are not allowed to do this.';
    case 'too-large':
      return 'What was sent is too large.';
    case 'server':
      return 'The server could not complete the action.';
    default:
      return `The server refused the action (${status ?? 'no status'}).`;
  }
}

/** The `fieldErrors` of an error that names no field: one frozen object, so renders compare equal. */
export const NO_FIELD_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * A failed action. It has the shape of a page-data server error where that matters: a 5xx
 * carries its `digest`, so the root boundary shows the server-side screen with `Digest:` (§9)
 * should a form rethrow it.
 */
export class ActionError extends Error {
  readonly action: ActionName;
  readonly status: number | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly digest: string | null;
  readonly retryAfter: number | null;

  constructor(
    readonly code: ActionErrorCode,
    message: string,
    details: ActionErrorDetails,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ActionError';
    this.action = details.action;
    this.status = details.status;
    this.fieldErrors = details.fieldErrors ?? NO_FIELD_ERRORS;
    this.digest = details.digest ?? null;
    this.retryAfter = details.retryAfter ?? null;
  }

  /** No answer came: the form should say the action needs the network (§7). */
  get offline(): boolean {
    return this.code === 'network';
  }
}
