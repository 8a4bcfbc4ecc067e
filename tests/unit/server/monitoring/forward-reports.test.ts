import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import { backoffMs, createForwarder, FORWARD_CLAIM_MS, FORWARD_MAX_BACKOFF_MS } from '../../../../src/server/monitoring/forward-reports.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { sampleIndex } from '../fixtures/sample-schedule.ts';
import { eventEnvelope, eventId, sessionEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

const UPSTREAM_DSN = 'https://public-key@glitchtip.example.com/42';
const START = Date.parse('2026-02-01T10:00:00.000Z');

interface Sent {
  readonly url: string;
  readonly contentType: string | null;
  readonly body: string;
}

let store: Store;
let clock: number;
let sent: Sent[];
let answer: () => Response | Promise<Response>;

/** A stand-in upstream that records what it receives and answers with `answer()`. */
const fakeFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  sent.push({ url: request.url, contentType: request.headers.get('Content-Type'), body: await request.text() });
  return answer();
};

const app = () => createApp({ getIndex: () => sampleIndex(), monitoring: { store, dsn: UPSTREAM_DSN, forwarding: true, now: () => new Date(clock) } });
const forwarder = () => createForwarder({ store, dsn: UPSTREAM_DSN, fetch: fakeFetch, now: () => new Date(clock) });

async function report(body = eventEnvelope({ dsn: UPSTREAM_DSN })): Promise<Response> {
  return app().request('/monitoring', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
}

const rows = async () => store.selectFrom('reports').select(['kind', 'forwarded_at', 'attempts', 'next_attempt_at']).orderBy('id').execute();

beforeEach(async () => {
  store = await openTestStore();
  clock = START;
  sent = [];
  answer = () => new Response('{}', { status: 200 });
});

describe('forwarding stored reports', () => {
  it('sends the raw envelope bytes to the envelope endpoint with ?sentry_key=', async () => {
    const body = eventEnvelope({ dsn: UPSTREAM_DSN, id: eventId() });
    await report(body);
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 1, failed: 0 });
    expect(sent).toEqual([{ url: 'https://glitchtip.example.com/api/42/envelope/?sentry_key=public-key', contentType: 'application/x-sentry-envelope', body }]);
  });

  it('uses http when the DSN says http, and keeps a port and path prefix', () => {
    expect(createForwarder({ store, dsn: 'http://k@sentry.local:9000/sub/7', fetch: fakeFetch }).url).toBe('http://sentry.local:9000/sub/api/7/envelope/?sentry_key=k');
  });

  it('marks a delivered report forwarded and never sends it again', async () => {
    await report();
    await forwarder().forwardDue();
    // Claimed for FORWARD_CLAIM_MS by the instance that sent it, then forwarded.
    expect(await rows()).toEqual([{ kind: 'event', forwarded_at: new Date(START).toISOString(), attempts: 1, next_attempt_at: new Date(START + FORWARD_CLAIM_MS).toISOString() }]);
    clock += FORWARD_MAX_BACKOFF_MS * 2;
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('drops a session once it is delivered: it was only kept to be forwarded', async () => {
    await report(sessionEnvelope(UPSTREAM_DSN));
    expect(await rows()).toHaveLength(1);
    await forwarder().forwardDue();
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a 5xx', () => new Response('down', { status: 503 })],
    ['a 4xx', () => new Response('no', { status: 400 })],
    ['no answer', () => Promise.reject(new TypeError('fetch failed'))],
  ])('backs off after %s and retries later until delivered', async (_, failure) => {
    await report();
    answer = failure;
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ forwarded_at: null, attempts: 1, next_attempt_at: new Date(START + 5_000).toISOString() });

    clock += 4_999;
    await forwarder().forwardDue();
    expect(sent).toHaveLength(1);

    clock += 1;
    await forwarder().forwardDue();
    expect(sent).toHaveLength(2);
    expect((await rows())[0]).toMatchObject({ attempts: 2, next_attempt_at: new Date(clock + 10_000).toISOString() });

    answer = () => new Response('{}', { status: 200 });
    clock += 10_000;
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 1, failed: 0 });
    expect((await rows())[0]).toMatchObject({ forwarded_at: new Date(clock).toISOString(), attempts: 3 });
  });

  it('waits as long as a 429 asks with Retry-After', async () => {
    await report();
    answer = () => new Response('slow down', { status: 429, headers: { 'Retry-After': '120' } });
    await forwarder().forwardDue();
    expect((await rows())[0]).toMatchObject({ next_attempt_at: new Date(START + 120_000).toISOString() });
  });

  it('doubles the wait from 5 s up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(11)).toBe(FORWARD_MAX_BACKOFF_MS);
    expect(backoffMs(50)).toBe(FORWARD_MAX_BACKOFF_MS);
  });

  it('still answers 200 while the upstream answers 5xx', async () => {
    answer = () => new Response('down', { status: 502 });
    const forwarding = forwarder();
    for (let index = 0; index < 3; index += 1) {
      const response = await report();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      await forwarding.forwardDue();
    }
    expect(await rows()).toHaveLength(3);
  });

  it('joins a pass that is still running instead of sending twice', async () => {
    await report();
    let release: () => void = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve(new Response('{}', { status: 200 }))));
    const forwarding = forwarder();
    const first = forwarding.forwardDue();
    const second = forwarding.forwardDue();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect(await first).toEqual({ forwarded: 1, failed: 0 });
    expect(await second).toEqual({ forwarded: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('sends each report once when several instances forward from one store at the same time', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => letter.repeat(32));
    for (const id of ids) expect((await report(eventEnvelope({ id, dsn: UPSTREAM_DSN }))).status).toBe(200);
    // Slow answers, so the instances' passes overlap.
    answer = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}', { status: 200 })), 5));
    const passes = await Promise.all([forwarder(), forwarder(), forwarder()].map((instance) => instance.forwardDue()));
    expect(passes.reduce((sum, pass) => sum + pass.forwarded, 0)).toBe(ids.length);
    expect(sent.map((request) => (JSON.parse(request.body.split('\n', 1)[0] ?? '{}') as { event_id?: string }).event_id).sort()).toEqual(ids);
    expect((await rows()).every((row) => row.forwarded_at !== null)).toBe(true);
  });

  it('lets another instance send a report whose sender died with it claimed, once the claim has run out', async () => {
    await report();
    const [due] = await store.selectFrom('reports').select(['id', 'next_attempt_at']).execute();
    // An instance claimed it and was killed before it could say how the send went.
    await store
      .updateTable('reports')
      .set({ next_attempt_at: new Date(clock + FORWARD_CLAIM_MS).toISOString() })
      .where('id', '=', due!.id)
      .execute();
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 0, failed: 0 });
    clock += FORWARD_CLAIM_MS;
    expect(await forwarder().forwardDue()).toEqual({ forwarded: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });
});
