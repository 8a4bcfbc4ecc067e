import { describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_RESPONSE_MESSAGE, type SignInBody, type StarBody } from '../../../../src/shared/actions.ts';
import { ActionError } from '../../../../src/runtime/actions/action-error.ts';
import { postAction, type ActionResult } from '../../../../src/runtime/actions/post-action.ts';

const STAR: StarBody = { eventId: '12', starred: true, key: 'k-1' };
const SIGN_IN: SignInBody = { email: 'ada@example.org', password: 'correct horse battery' };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const typed = (text: string, status: number, contentType: string | null, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: contentType === null ? headers : { 'Content-Type': contentType, ...headers } });

/** Posts `signin` against a fetch that answers `response` (or rejects with it). */
function post(response: () => Response | Promise<Response>, options: { now?: () => number } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  return { fetch, promise: postAction('signin', SIGN_IN, { fetch, ...options }) };
}

/** The ActionError a post rejects with (fails the test when it resolves or rejects with anything else). */
async function failure(promise: Promise<unknown>): Promise<ActionError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ActionError);
  return caught as ActionError;
}

describe('postAction', () => {
  describe('the request', () => {
    it('posts JSON to /actions/<name>, same-origin credentials, asking for JSON', async () => {
      const { fetch, promise } = post(() => json({ ok: true }));
      await promise;
      expect(fetch).toHaveBeenCalledOnce();
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe('/actions/signin');
      expect(init?.method).toBe('POST');
      expect(init?.credentials).toBe('same-origin');
      expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
      expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
      expect(new Headers(init?.headers).has('Hallway-Device')).toBe(false);
      expect(JSON.parse(String(init?.body))).toEqual(SIGN_IN);
    });

    it('sends the device id as Hallway-Device when given', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ ok: true }));
      await postAction('star', STAR, { fetch, deviceId: 'device-7' });
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe('/actions/star');
      expect(new Headers(init?.headers).get('Hallway-Device')).toBe('device-7');
      expect(JSON.parse(String(init?.body))).toEqual(STAR);
    });

    it('tells the offline indicator whether the server answered', async () => {
      const onNetworkResult = vi.fn();
      await postAction('star', STAR, { fetch: async () => json({}), onNetworkResult });
      await postAction('star', STAR, { fetch: () => Promise.reject(new TypeError('Failed to fetch')), onNetworkResult }).catch(() => undefined);
      expect(onNetworkResult.mock.calls).toEqual([[true], [false]]);
    });
  });

  describe('answers that succeed', () => {
    it.each<[string, () => Response, ActionResult]>([
      ['JSON 200', () => json({ starred: true }), { status: 200, data: { starred: true }, redirect: null, revalidate: [] }],
      ['JSON 201 with a charset', () => typed('{"id":1}', 201, 'application/json; charset=utf-8'), { status: 201, data: { id: 1 }, redirect: null, revalidate: [] }],
      ['JSON with the type in capitals', () => typed('[]', 200, 'Application/JSON'), { status: 200, data: [], redirect: null, revalidate: [] }],
      [
        'JSON 200 with Action-Redirect and Action-Revalidate',
        () => json({ ok: true }, 200, { 'Action-Redirect': '/account', 'Action-Revalidate': '/data/account.json, /data/events/12.json' }),
        { status: 200, data: { ok: true }, redirect: '/account', revalidate: ['/data/account.json', '/data/events/12.json'] },
      ],
      [
        'a redirect with a query and a hash',
        () => json(null, 200, { 'Action-Redirect': '/de/events/12?from=star#feedback' }),
        { status: 200, data: null, redirect: '/de/events/12?from=star#feedback', revalidate: [] },
      ],
    ])('%s is the result', async (_what, response, expected) => {
      await expect(post(response).promise).resolves.toEqual(expected);
    });

    it.each([
      ['a protocol-relative URL', '//evil.example/phish'],
      ['a backslash that browsers read as a slash', '/\\evil.example/phish'],
      ['a tab the URL parser drops', '/\t/evil.example'],
      ['an absolute URL of another site', 'https://evil.example/'],
      ['an absolute URL, even of this origin', 'http://localhost:3000/account'],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a relative path', 'account'],
      ['an empty value', ''],
    ])('ignores an Action-Redirect to %s (no open redirect)', async (_what, redirect) => {
      const result = await post(() => json({ ok: true }, 200, { 'Action-Redirect': redirect })).promise;
      expect(result.redirect).toBeNull();
    });

    it('keeps only same-origin /data/….json URLs of Action-Revalidate, each once', async () => {
      const header =
        '/data/index.json, https://evil.example/data/x.json, //evil.example/data/y.json, /actions/star, /data/events/1.json?x=1, /data/../actions/a.json, , /data/index.json,/data/speakers.json';
      const result = await post(() => json({}, 200, { 'Action-Revalidate': header })).promise;
      expect(result.revalidate).toEqual(['/data/index.json', '/data/speakers.json']);
    });
  });

  describe('answers that fail', () => {
    it('422 with JSON: the field errors, to show beside each input', async () => {
      const error = await failure(post(() => json({ errors: { email: 'Enter an email address.', password: 'Too short.' } }, 422)).promise);
      expect(error).toMatchObject({ code: 'invalid', status: 422, action: 'signin', offline: false, digest: null });
      expect(error.fieldErrors).toEqual({ email: 'Enter an email address.', password: 'Too short.' });
      expect(error.message).toBe('Some fields are not valid.');
    });

    it('a JSON error with a message: the server’s message', async () => {
      const error = await failure(post(() => json({ error: 'forbidden', message: 'Organizers only.' }, 403)).promise);
      expect(error).toMatchObject({ code: 'forbidden', status: 403, message: 'Organizers only.' });
      expect(error.fieldErrors).toEqual({});
    });

    it('500 with { error, digest }: a server error carrying the digest, as page data’s does (§9)', async () => {
      const error = await failure(post(() => json({ error: 'internal', digest: 'abc123' }, 500)).promise);
      expect(error).toMatchObject({ code: 'server', status: 500, digest: 'abc123' });
      expect(error.message).toBe('The server could not complete the action.');
    });

    it('429 with Retry-After in seconds: when to try again', async () => {
      const error = await failure(post(() => json({ error: 'rate-limited' }, 429, { 'Retry-After': '120' })).promise);
      expect(error).toMatchObject({ code: 'rate-limited', status: 429, retryAfter: 120 });
    });

    it('429 with Retry-After as an HTTP date', async () => {
      const now = Date.parse('2026-02-01T10:00:00Z');
      const response = () => json({}, 429, { 'Retry-After': 'Sun, 01 Feb 2026 10:01:30 GMT' });
      const error = await failure(post(response, { now: () => now }).promise);
      expect(error.retryAfter).toBe(90);
    });

    it('says exactly “An unexpected response was received from the server.” for an HTML page', async () => {
      const error = await failure(post(() => typed('<!doctype html><title>Hallway</title>', 200, 'text/html')).promise);
      expect(error.message).toBe('An unexpected response was received from the server.');
      expect(error.code).toBe('unexpected-response');
    });

    it.each<[string, () => Response, number]>([
      ['text/html 200 (the app shell)', () => typed('<!doctype html>', 200, 'text/html; charset=utf-8'), 200],
      ['text/html 500 (a proxy’s error page)', () => typed('<h1>Bad gateway</h1>', 500, 'text/html'), 500],
      ['text/plain 200 (only an error may be plain text)', () => typed('OK', 200, 'text/plain'), 200],
      ['no content type', () => typed('{"ok":true}', 200, null), 200],
      ['204 without a body', () => new Response(null, { status: 204 }), 204],
      ['a JSON type with a body that does not parse', () => typed('{"ok": tru', 200, 'application/json'), 200],
      ['a JSON error whose body does not parse', () => typed('<html>', 502, 'application/json'), 502],
      ['application/problem+json (not the type §7 names)', () => typed('{"title":"x"}', 400, 'application/problem+json'), 400],
      ['text/html 422', () => typed('<p>invalid</p>', 422, 'text/html'), 422],
    ])('%s is an unexpected response', async (_what, response, status) => {
      const error = await failure(post(response).promise);
      expect(error).toMatchObject({ code: 'unexpected-response', status, message: UNEXPECTED_RESPONSE_MESSAGE });
    });

    it.each<[string, () => Response, { code: string; status: number; message: string }]>([
      ['text/plain 400', () => typed('The email address is not valid.', 400, 'text/plain'), { code: 'bad-request', status: 400, message: 'The email address is not valid.' }],
      ['text/plain 403 with a charset', () => typed('Forbidden origin\n', 403, 'text/plain; charset=utf-8'), { code: 'forbidden', status: 403, message: 'Forbidden origin' }],
      ['text/plain 413', () => typed('Payload Too Large', 413, 'text/plain'), { code: 'too-large', status: 413, message: 'Payload Too Large' }],
      ['text/plain 503', () => typed('Down for maintenance', 503, 'text/plain'), { code: 'server', status: 503, message: 'Down for maintenance' }],
    ])('%s: the body text is the message', async (_what, response, expected) => {
      const error = await failure(post(response).promise);
      expect(error).toMatchObject(expected);
      expect(error.digest).toBeNull();
    });

    it('no answer at all (fetch rejects): an offline error, told apart so the form can say it needs the network', async () => {
      const offline = new TypeError('Failed to fetch');
      const error = await failure(post(() => Promise.reject(offline)).promise);
      expect(error).toMatchObject({ code: 'network', offline: true, status: null });
      expect(error.cause).toBe(offline);
      expect(error.message).not.toBe(UNEXPECTED_RESPONSE_MESSAGE);
    });

    it('lets an abort by the caller through as it is', async () => {
      const controller = new AbortController();
      controller.abort();
      const aborted = new DOMException('The operation was aborted.', 'AbortError');
      const promise = postAction('star', STAR, { fetch: () => Promise.reject(aborted), signal: controller.signal });
      await expect(promise).rejects.toBe(aborted);
    });
  });
});
