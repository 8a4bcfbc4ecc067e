import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOutbox, sendThroughOutbox } from '../../../../src/runtime/actions/outbox-sync.ts';
import { outboxStore } from '../../../../src/runtime/storage/stores.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const portal = () => new Response('<html><body>Accept the terms to go online</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

/** A venue network: each post gets the next answer of `answers` (a thrown error for none at all), then the server's. */
function flakyServer(answers: (() => Response | never)[]) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      posts.push(String(init?.body));
      const next = answers.shift();
      return next ? next() : json({ ok: true });
    }),
  );
  return { posts };
}

/** Lets `ms` of fake time pass in small steps, with real turns of the event loop between (IndexedDB's). */
async function runFor(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 250) {
    await vi.advanceTimersByTimeAsync(250);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(async () => {
  await clear(outboxStore());
  vi.spyOn(Math, 'random').mockReturnValue(1);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the outbox retries on its own while anything waits', () => {
  it('after failures of every kind, with no online or visibility event, the change gets through', async () => {
    const server = flakyServer([offline, () => json({ error: 'unavailable' }, 503), portal, offline]);
    const { report } = await sendThroughOutbox('star', { eventId: 'e1', starred: true, at: '2026-02-01T09:00:00.000Z' });
    expect(report.waiting).toBe(1);
    // 0.25 s, 0.5 s, 1 s, 2 s at most (jitter up to the whole step): nothing else comes to trigger a replay.
    await runFor(8_000);
    expect(await appOutbox().size()).toBe(0);
    expect(server.posts).toHaveLength(5);
    // One change, one key, however often it was tried.
    expect(new Set(server.posts.map((body) => (JSON.parse(body) as { key: string }).key)).size).toBe(1);
  });

  it('waits for a 429’s Retry-After before it tries again', async () => {
    const server = flakyServer([() => json({ error: 'too-many-attempts', message: 'Slow down.' }, 429, { 'Retry-After': '30' })]);
    await sendThroughOutbox('star', { eventId: 'e2', starred: true, at: '2026-02-01T09:00:00.000Z' });
    await runFor(29_000);
    expect(server.posts).toHaveLength(1);
    await runFor(1_500);
    expect(await appOutbox().size()).toBe(0);
    expect(server.posts).toHaveLength(2);
  });

  it('stops trying once the outbox is empty', async () => {
    const server = flakyServer([]);
    await sendThroughOutbox('star', { eventId: 'e3', starred: false, at: '2026-02-01T09:00:00.000Z' });
    await runFor(120_000);
    expect(server.posts).toHaveLength(1);
  });
});
