import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import type { MonitoringRoutesOptions } from '../../../../src/server/monitoring/monitoring-routes.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { BODY_LIMIT_BYTES } from '../../../../src/shared/constants.ts';
import { sampleIndex } from '../fixtures/sample-schedule.ts';
import { LOCAL_DSN, bytes, eventEnvelope, eventId, sessionEnvelope } from './envelopes.ts';
import { openTestStore } from '../test-store.ts';

let store: Store;
let app: ReturnType<typeof createApp>;

function appWith(monitoring: Partial<MonitoringRoutesOptions> = {}) {
  return createApp({ getIndex: () => sampleIndex(), monitoring: { store, dsn: LOCAL_DSN, ...monitoring } });
}

beforeEach(async () => {
  store = await openTestStore();
  app = appWith();
});

function post(body: string | Uint8Array<ArrayBuffer>, contentType: string | null = 'text/plain;charset=UTF-8', target = app) {
  const headers: Record<string, string> = contentType === null ? {} : { 'Content-Type': contentType };
  return Promise.resolve(target.request('/monitoring', { method: 'POST', headers, body }));
}

const storedIds = async () => (await store.selectFrom('reports').select('event_id').orderBy('id').execute()).map((row) => row.event_id);

describe('POST /monitoring', () => {
  it.each(['text/plain;charset=UTF-8', 'application/x-sentry-envelope', 'Text/Plain'])('stores an envelope for the configured DSN sent as %s and answers 200 {}', async (type) => {
    const id = eventId();
    const body = eventEnvelope({ id });
    const response = await post(body, type);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const row = await store.selectFrom('reports').select(['raw', 'message', 'url', 'release', 'breadcrumbs', 'forwarded_at']).where('event_id', '=', id).executeTakeFirstOrThrow();
    expect(row.raw.toString('utf8')).toBe(body);
    expect(row).toMatchObject({
      message: expect.stringMatching(/^TypeError/),
      url: 'https://hallway.test/events/12',
      release: 'hallway@0.1.0',
      breadcrumbs: 3,
      forwarded_at: null,
    });
  });

  it.each([
    ['another host', 'http://hallway@evil.example.com/1'],
    ['another project id', 'http://hallway@localhost/2'],
    ['another port', 'http://hallway@localhost:9000/1'],
    ['no valid DSN', 'not a dsn'],
  ])('refuses an envelope for %s with 403 and stores nothing', async (_, dsn) => {
    const response = await post(eventEnvelope({ dsn }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden-dsn' });
    expect(await storedIds()).toEqual([]);
  });

  it('refuses an envelope whose header names no DSN with 403', async () => {
    expect((await post('{"event_id":"1"}\n{"type":"event"}\n{}')).status).toBe(403);
    expect(await storedIds()).toEqual([]);
  });

  it('checks the DSN against SENTRY_DSN when one is configured', async () => {
    const upstream = appWith({ dsn: 'https://key@o1.ingest.sentry.io/42', forwarding: true });
    expect((await post(eventEnvelope({ dsn: 'https://key@o1.ingest.sentry.io/42' }), 'text/plain', upstream)).status).toBe(200);
    expect((await post(eventEnvelope({ dsn: LOCAL_DSN }), 'text/plain', upstream)).status).toBe(403);
    expect(await storedIds()).toHaveLength(1);
  });

  it(`accepts a body of exactly ${BODY_LIMIT_BYTES} bytes and refuses one byte more with 413`, async () => {
    const padded = (size: number) => {
      const base = eventEnvelope({ event: { message: '' } });
      return base.replace('"message":""', `"message":"${'x'.repeat(size - base.length)}"`);
    };
    expect(padded(BODY_LIMIT_BYTES)).toHaveLength(BODY_LIMIT_BYTES);
    expect((await post(padded(BODY_LIMIT_BYTES))).status).toBe(200);
    const response = await post(padded(BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too-large' });
    expect(await storedIds()).toHaveLength(1);
  });

  // Sent as bytes: a string body would get text/plain from the Fetch API itself.
  it.each(['application/json', 'multipart/form-data; boundary=x', null])('refuses Content-Type %j with 415', async (type) => {
    const response = await post(bytes(eventEnvelope()), type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'unsupported-media-type' });
    expect(await storedIds()).toEqual([]);
  });

  it.each([
    ['an empty body', '', 'missing-header'],
    ['a header that is not JSON', '{"dsn":\n{"type":"event"}\n{}', 'bad-header'],
    ['a header over 64 KiB', `{"dsn":"${LOCAL_DSN}","pad":"${'x'.repeat(70_000)}"}\n{"type":"event"}\n{}`, 'header-too-long'],
    ['an event that is not JSON', `{"dsn":"${LOCAL_DSN}","event_id":"1"}\n{"type":"event"}\n{oops`, 'bad-item'],
  ])('answers 400 with { error, message } for %s', async (_, body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, message: expect.any(String) });
    expect(await storedIds()).toEqual([]);
  });

  it('stores a repeated event id once and still answers 200', async () => {
    const id = eventId();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(eventEnvelope({ id }))).status).toBe(200);
    expect(await storedIds()).toEqual([id]);
  });

  it('calls onStored for a new report only', async () => {
    let calls = 0;
    const counting = appWith({ onStored: () => (calls += 1) });
    const body = eventEnvelope();
    await post(body, 'text/plain', counting);
    await post(body, 'text/plain', counting);
    expect(calls).toBe(1);
  });

  it('acknowledges sessions and keeps them only when they are forwarded', async () => {
    expect((await post(sessionEnvelope())).status).toBe(200);
    expect(await storedIds()).toEqual([]);
    const forwarding = appWith({ forwarding: true });
    expect((await post(sessionEnvelope(), 'text/plain', forwarding)).status).toBe(200);
    expect(await store.selectFrom('reports').select('kind').execute()).toEqual([{ kind: 'session' }]);
  });

  it('answers other methods with 405 JSON, never the app shell', async () => {
    const response = await app.request('/monitoring', { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST');
    expect(response.headers.get('Content-Type')).toMatch(/json/);
  });
});

describe('GET /monitoring', () => {
  it("tells the app the server's DSN, release and sample rates, uncached", async () => {
    const configured = appWith({ dsn: ' https://key@errors.example/7 ', client: { release: 'hallway@1.2.3', sampleRate: 0.5, tracesSampleRate: 0.1 } });
    const response = await configured.request('/monitoring');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toEqual({ dsn: 'https://key@errors.example/7', release: 'hallway@1.2.3', sampleRate: 0.5, tracesSampleRate: 0.1 });
  });

  it('defaults to every error and no tracing', async () => {
    expect(await (await app.request('/monitoring')).json()).toEqual({ dsn: LOCAL_DSN, release: 'hallway', sampleRate: 1, tracesSampleRate: 0 });
  });
});

describe('/monitoring without error reporting configured', () => {
  it('answers JSON 404', async () => {
    const plain = createApp({ getIndex: () => sampleIndex() });
    const response = await plain.request('/monitoring', { method: 'POST', body: eventEnvelope(), headers: { 'Content-Type': 'text/plain' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found' });
  });
});
