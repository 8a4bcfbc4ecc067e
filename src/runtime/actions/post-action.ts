import { DEVICE_ID_HEADER, actionUrl, type ActionBodies, type ActionName } from '../../shared/actions.ts';
import { ActionError, actionErrorCode, defaultActionMessage } from './action-error.ts';
import { readActionRedirect, readActionRevalidate } from './action-headers.ts';

export interface PostActionOptions {
  readonly fetch?: typeof fetch;
  /** Sent as `Hallway-Device`: changes are kept per device when nobody is signed in. */
  readonly deviceId?: string;
  readonly signal?: AbortSignal;
  /** Told whether the request reached the server (the offline indicator listens, §12). */
  readonly onNetworkResult?: (ok: boolean) => void;
  /** For an HTTP-date `Retry-After`; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * Error statuses whose JSON answer is a result to show rather than an ActionError: a refusal
   * that carries more than a message (a schedule's problems, each with where and why).
   */
  readonly resultStatuses?: readonly number[];
}

export interface ActionResult<T = unknown> {
  readonly status: number;
  readonly data: T;
  /** `Action-Redirect`: a same-origin app path to navigate to (history push), or null. */
  readonly redirect: string | null;
  /** `Action-Revalidate`: same-origin `/data/….json` URLs to drop from every cache and fetch again. */
  readonly revalidate: readonly string[];
}

/**
 * `application/json` with any parameters (`; charset=utf-8`), case-insensitive, and nothing
 * else: §7 names that one type, so even `application/problem+json` is an unexpected response.
 */
function mediaTypeOf(headers: Headers): string {
  return (headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** `Retry-After` in seconds, from delta-seconds or an HTTP date; null when absent or unreadable. */
function retryAfterOf(headers: Headers, now: () => number): number | null {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now()) / 1000));
}

function stringEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A JSON error answer: the server's message, a 422's field errors, a 5xx's digest (§5, §7). */
function errorFromJson(action: ActionName, response: Response, body: unknown, now: () => number): ActionError {
  const { status } = response;
  const code = actionErrorCode(status);
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown; digest?: unknown };
  const retryAfter = retryAfterOf(response.headers, now);
  const message = typeof fields.message === 'string' && fields.message.trim() ? fields.message : defaultActionMessage(code, status, retryAfter);
  const digest = status >= 500 && typeof fields.digest === 'string' ? fields.digest : null;
  return new ActionError(code, message, { action, status, fieldErrors: stringEntries(fields.errors), digest, retryAfter });
}

/**
 * Posts an action as §7 says — `POST /actions/<name>`, JSON both ways — and reads the answer
 * exactly by its rules: JSON below 400 is the result; JSON from 400 is an ActionError with the
 * server's message; a text/plain error's body is the message; anything else (HTML, no type,
 * a 2xx text/plain, JSON that does not parse) is `An unexpected response was received from the
 * server.` No answer at all is an ActionError with code `network`. A `FormData` body (a file
 * upload) is sent as it is, multipart/form-data with the browser's boundary.
 */
export async function postAction<N extends ActionName>(name: N, body: ActionBodies[N], options: PostActionOptions = {}): Promise<ActionResult> {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  // A form's Content-Type (with its boundary) is the browser's to set.
  const headers: Record<string, string> = form ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.deviceId) headers[DEVICE_ID_HEADER] = options.deviceId;
  const init: RequestInit = { method: 'POST', headers, body: form ? body : JSON.stringify(body), credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;

  const unreachable = (cause: unknown) => new ActionError('network', defaultActionMessage('network', null), { action: name, status: null }, { cause });
  let response: Response;
  try {
    response = await fetchImpl(actionUrl(name), init);
  } catch (error) {
    // The caller gave up (an unmounted form): that is not the network failing.
    if (options.signal?.aborted) throw error;
    options.onNetworkResult?.(false);
    throw unreachable(error);
  }
  options.onNetworkResult?.(true);

  const { status } = response;
  const type = mediaTypeOf(response.headers);
  const unexpected = (cause?: unknown) =>
    new ActionError('unexpected-response', defaultActionMessage('unexpected-response', status), { action: name, status }, cause === undefined ? undefined : { cause });
  if (type !== 'application/json' && !(type === 'text/plain' && status >= 400)) {
    // Never read: an HTML page from a proxy, the app shell, a 204.
    void response.body?.cancel().catch(() => undefined);
    throw unexpected();
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the body was arriving.
    throw unreachable(error);
  }

  if (type === 'text/plain') {
    const code = actionErrorCode(status);
    const retryAfter = retryAfterOf(response.headers, now);
    // The body is the message (§7); surrounding white space (a trailing newline) is not part of it.
    const message = text.trim() || defaultActionMessage(code, status, retryAfter);
    throw new ActionError(code, message, { action: name, status, retryAfter });
  }

  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    throw unexpected(error);
  }
  if (status >= 400 && !options.resultStatuses?.includes(status)) throw errorFromJson(name, response, data, now);
  return { status, data, redirect: readActionRedirect(response.headers), revalidate: readActionRevalidate(response.headers) };
}
