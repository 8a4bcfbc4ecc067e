import { describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_FRESH_MS } from '../../../../src/shared/constants.ts';
import type { PageData } from '../../../../src/shared/page-data.ts';
import { createPageDataClient } from '../../../../src/runtime/page-data/page-data-client.ts';
import { PageDataError } from '../../../../src/runtime/page-data/page-data-error.ts';

const URL_12 = '/data/events/12.json';
const PAGE: PageData<unknown> = { version: 'v1', data: { id: '12', title: 'Opening keynote' } };
const PAGE_V2: PageData<unknown> = { version: 'v2', data: { id: '12', title: 'Opening keynote (moved)' } };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client over a fake fetch and a clock the test moves. */
function setup(answer: (url: string, call: number) => Response | Promise<Response> = () => json(PAGE), inline: { url: string; pageData: PageData<unknown> } | null = null) {
  const clock = { now: 0 };
  let calls = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => answer(String(input), ++calls));
  const client = createPageDataClient({ fetch, now: () => clock.now, inline });
  return { client, fetch, clock };
}

/** The PageDataError a load rejects with (fails the test when it resolves or rejects with anything else). */
async function loadError(promise: Promise<unknown>): Promise<PageDataError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageDataError);
  return error as PageDataError;
}

describe('createPageDataClient', () => {
  it('keeps page data fresh for 30 s: no second fetch until 30,000 ms have passed', async () => {
    expect(PAGE_DATA_FRESH_MS).toBe(30_000);
    const { client, fetch, clock } = setup();
    await expect(client.load(URL_12)).resolves.toEqual(PAGE);
    clock.now = 29_999;
    expect(client.isFresh(URL_12)).toBe(true);
    await expect(client.load(URL_12)).resolves.toEqual(PAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.now = 30_000;
    expect(client.isFresh(URL_12)).toBe(false);
    await client.load(URL_12);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers with what the newer fetch brought once the data was stale', async () => {
    const { client, clock } = setup((_url, call) => json(call === 1 ? PAGE : PAGE_V2));
    await client.load(URL_12);
    clock.now = 45_000;
    await expect(client.load(URL_12)).resolves.toEqual(PAGE_V2);
    expect(client.peek(URL_12)).toEqual({ pageData: PAGE_V2, fetchedAt: 45_000 });
  });

  it('makes one request for concurrent loads of one URL', async () => {
    let answer!: (response: Response) => void;
    const { client, fetch } = setup(() => new Promise((resolve) => (answer = resolve)));
    const loads = [client.load(URL_12), client.load(URL_12), client.revalidate(URL_12)];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(json(PAGE));
    await expect(Promise.all(loads)).resolves.toEqual([PAGE, PAGE, PAGE]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches different URLs separately', async () => {
    const { client, fetch } = setup();
    await Promise.all([client.load(URL_12), client.load('/data/index.json')]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([URL_12, '/data/index.json']);
  });

  it('uses the page data inlined by the server without a fetch', async () => {
    const { client, fetch } = setup(undefined, { url: URL_12, pageData: PAGE });
    await expect(client.load(URL_12)).resolves.toEqual(PAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('returns stale data at once with staleOk', async () => {
    const { client, fetch, clock } = setup();
    await client.load(URL_12);
    clock.now = 10 * 60_000;
    await expect(client.load(URL_12, { staleOk: true })).resolves.toEqual(PAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still fetches with staleOk when nothing is cached', async () => {
    const { client, fetch } = setup();
    await expect(client.load(URL_12, { staleOk: true })).resolves.toEqual(PAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again on revalidate even while fresh', async () => {
    const { client, fetch } = setup((_url, call) => json(call === 1 ? PAGE : PAGE_V2));
    await client.load(URL_12);
    await expect(client.revalidate(URL_12)).resolves.toEqual(PAGE_V2);
    await expect(client.load(URL_12)).resolves.toEqual(PAGE_V2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [404, 'not-found'],
    [403, 'forbidden'],
    [401, 'unauthorized'],
    [400, 'bad-request'],
  ] as const)('rejects a %i answer with kind %s', async (status, kind) => {
    const { client } = setup(() => json({ error: 'x', message: 'x' }, status));
    const error = await loadError(client.load(URL_12));
    expect(error).toMatchObject({ kind, status, url: URL_12, digest: null });
  });

  it('rejects a 404 whose body is not JSON as not found too', async () => {
    const { client } = setup(() => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } }));
    expect(await loadError(client.load(URL_12))).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('rejects a 500 with its digest as a server-side error', async () => {
    const { client } = setup(() => json({ error: 'internal', digest: 'abc123' }, 500));
    const error = await loadError(client.load(URL_12));
    expect(error).toMatchObject({ kind: 'server', status: 500, digest: 'abc123' });
  });

  it.each([
    ['an HTML page', () => new Response('<!doctype html><title>Hallway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a truncated JSON body', () => new Response('{"version":"v1","da', { status: 200 })],
    ['JSON without version', () => json({ data: {} })],
    ['JSON without data', () => json({ version: 'v1' })],
    ['a version that is not a string', () => json({ version: 1, data: {} })],
    ['null', () => json(null)],
    ['a 502 from a proxy with an HTML body', () => new Response('<h1>Bad Gateway</h1>', { status: 502 })],
  ])('treats %s as a server-side error, never a crash', async (_what, answer) => {
    const { client } = setup(answer);
    expect(await loadError(client.load(URL_12))).toMatchObject({ kind: 'server', url: URL_12 });
    expect(client.peek(URL_12)).toBeUndefined();
  });

  it('rejects with kind network when fetch itself fails', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client } = setup(() => Promise.reject(offline));
    const error = await loadError(client.load(URL_12));
    expect(error).toMatchObject({ kind: 'network', status: null, url: URL_12 });
    expect(error.cause).toBe(offline);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => json({ error: 'internal', digest: 'd1' }, 500)],
    ['a 404', () => json({ error: 'not-found' }, 404)],
  ])('does not cache %s: the next load fetches again', async (_what, failure) => {
    const { client, fetch } = setup((_url, call) => (call === 1 ? failure() : json(PAGE)));
    await loadError(client.load(URL_12));
    await expect(client.load(URL_12)).resolves.toEqual(PAGE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops an entry on invalidate: the next load fetches again', async () => {
    const { client, fetch } = setup();
    await client.load(URL_12);
    client.invalidate(URL_12);
    expect(client.peek(URL_12)).toBeUndefined();
    expect(client.isFresh(URL_12)).toBe(false);
    await client.load(URL_12);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets a request in flight on invalidate: its older answer is not kept, the next load fetches afresh', async () => {
    const answers: Array<(response: Response) => void> = [];
    const { client, fetch } = setup(() => new Promise((resolve) => answers.push(resolve)));
    const before = client.load(URL_12);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    client.invalidate(URL_12);
    const after = client.revalidate(URL_12);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answers[1]?.(json(PAGE_V2));
    await expect(after).resolves.toEqual(PAGE_V2);
    answers[0]?.(json(PAGE));
    await expect(before).resolves.toEqual(PAGE);
    expect(client.peek(URL_12)?.pageData).toEqual(PAGE_V2);
  });
});
