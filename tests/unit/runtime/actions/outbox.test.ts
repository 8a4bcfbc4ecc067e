import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActionError, actionErrorCode } from '../../../../src/runtime/actions/action-error.ts';
import { createOutbox, type Outbox, type OutboxEntry } from '../../../../src/runtime/actions/outbox.ts';
import { openIdbStore } from '../../../../src/runtime/storage/open-idb-store.ts';

const offline = () => new ActionError('network', 'offline', { action: 'star', status: null });
const answer = (status: number, fieldErrors: Record<string, string> = {}) => new ActionError(actionErrorCode(status), `status ${status}`, { action: 'star', status, fieldErrors });

/** A server stand-in: records every post; `answers` says how the next posts fail (undefined = accepted). */
function fakeServer() {
  const posted: OutboxEntry[] = [];
  const answers: (ActionError | undefined)[] = [];
  let inFlight = 0;
  let peak = 0;
  const post = async (entry: OutboxEntry) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    // A real request yields to the event loop; so does this one.
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    posted.push(entry);
    const failure = answers.shift();
    if (failure) throw failure;
    return { ok: true };
  };
  return { post, posted, answers, peak: () => peak, keys: () => posted.map((entry) => entry.body.key) };
}

let counter = 0;
function outboxOf(server: ReturnType<typeof fakeServer>, store = openIdbStore('hallway-outbox', 'keyval')): Outbox {
  return createOutbox({ store, post: server.post, newKey: () => `key-${++counter}`, now: () => 1000 });
}

const star = (eventId: string, starred = true) => ({ eventId, starred, at: '2026-02-01T09:00:00.000Z' });

describe('createOutbox', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    counter = 0;
  });

  it('posts entries in the order they were queued, each with its own idempotency key, and empties itself', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    const first = await outbox.enqueue('star', star('12'));
    await outbox.enqueue('feedback', { eventId: '12', rating: 4, comment: 'Good', at: '2026-02-01T10:00:00.000Z' });
    await outbox.enqueue('star', star('12', false));
    expect(first).toEqual({ name: 'star', body: { ...star('12'), key: 'key-1' }, at: 1000 });
    expect(await outbox.size()).toBe(3);

    const report = await outbox.replay();
    expect(server.posted.map((entry) => [entry.name, entry.body.key])).toEqual([
      ['star', 'key-1'],
      ['feedback', 'key-2'],
      ['star', 'key-3'],
    ]);
    expect(server.posted[1]?.body).toEqual({ eventId: '12', rating: 4, comment: 'Good', at: '2026-02-01T10:00:00.000Z', key: 'key-2' });
    expect(report).toEqual({ sent: ['key-1', 'key-2', 'key-3'], rejected: [], waiting: 0, retryAfterMs: null });
    expect(await outbox.size()).toBe(0);
  });

  it('stops at the first network failure, keeps that entry and the rest, and resumes with the same key', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    for (const id of ['1', '2', '3']) await outbox.enqueue('star', star(id));
    server.answers.push(undefined, offline());

    expect(await outbox.replay()).toEqual({ sent: ['key-1'], rejected: [], waiting: 2, retryAfterMs: null });
    // Nothing after the failure was tried.
    expect(server.keys()).toEqual(['key-1', 'key-2']);

    expect(await outbox.replay()).toEqual({ sent: ['key-2', 'key-3'], rejected: [], waiting: 0, retryAfterMs: null });
    // The retry sent the very key of the failed post: the server can tell it is the same change.
    expect(server.keys()).toEqual(['key-1', 'key-2', 'key-2', 'key-3']);
  });

  it.each([500, 503, 429, 408])('keeps an entry answered %i for the next replay', async (status) => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('star', star('1'));
    await outbox.enqueue('star', star('2'));
    server.answers.push(answer(status));
    expect(await outbox.replay()).toEqual({ sent: [], rejected: [], waiting: 2, retryAfterMs: null });
    expect((await outbox.entries()).map((entry) => entry.body.key)).toEqual(['key-1', 'key-2']);
  });

  it('says when a 429 allows the next try (Retry-After), and nothing of it for other failures', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('star', star('1'));
    server.answers.push(new ActionError('rate-limited', 'slow down', { action: 'star', status: 429, retryAfter: 42 }));
    expect(await outbox.replay()).toMatchObject({ waiting: 1, retryAfterMs: 42_000 });
    server.answers.push(offline());
    expect(await outbox.replay()).toMatchObject({ waiting: 1, retryAfterMs: null });
    expect(await outbox.replay()).toMatchObject({ waiting: 0, retryAfterMs: null });
  });

  it('keeps an entry when the answer was not the server’s JSON (a captive portal’s page)', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('star', star('1'));
    server.answers.push(new ActionError('unexpected-response', 'html', { action: 'star', status: 200 }));
    expect((await outbox.replay()).waiting).toBe(1);
  });

  it('takes a 4xx refusal as final: the entry leaves the queue for the rejected list, and the next one is sent', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('feedback', { eventId: 'gone', rating: 5, comment: '', at: '2026-02-01T10:00:00.000Z' });
    await outbox.enqueue('star', star('2'));
    server.answers.push(answer(422, { eventId: 'This event is not in the schedule.' }));

    const report = await outbox.replay();
    expect(report.sent).toEqual(['key-2']);
    expect(report.waiting).toBe(0);
    expect(report.rejected).toEqual([
      {
        entry: { name: 'feedback', body: { eventId: 'gone', rating: 5, comment: '', at: '2026-02-01T10:00:00.000Z', key: 'key-1' }, at: 1000 },
        status: 422,
        message: 'status 422',
        fieldErrors: { eventId: 'This event is not in the schedule.' },
      },
    ]);
    expect(await outbox.rejected()).toEqual(report.rejected);
  });

  it('keeps the rejected list short, dropping the oldest', async () => {
    const server = fakeServer();
    const outbox = createOutbox({ store: openIdbStore('hallway-outbox', 'keyval'), post: server.post, newKey: () => `key-${++counter}`, rejectedLimit: 2 });
    for (const id of ['1', '2', '3']) await outbox.enqueue('star', star(id));
    server.answers.push(answer(404), answer(400), answer(403));
    await outbox.replay();
    expect((await outbox.rejected()).map((rejected) => rejected.entry.body.key)).toEqual(['key-2', 'key-3']);
  });

  it('keeps what waits across a new outbox on the same database (a reload)', async () => {
    const server = fakeServer();
    await outboxOf(server).enqueue('star', star('1'));
    await outboxOf(server).enqueue('star', star('2', false));
    const reloaded = outboxOf(server, openIdbStore('hallway-outbox', 'keyval'));
    expect(await reloaded.size()).toBe(2);
    await reloaded.replay();
    expect(server.posted.map((entry) => [entry.body.eventId, entry.body.key])).toEqual([
      ['1', 'key-1'],
      ['2', 'key-2'],
    ]);
  });

  it('merges concurrent replays into one that posts one entry at a time, each once', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    for (const id of ['1', '2', '3']) await outbox.enqueue('star', star(id));
    const replays = [outbox.replay(), outbox.replay(), outbox.replay()];
    expect(replays[1]).toBe(replays[0]);
    const reports = await Promise.all(replays);
    expect(reports[0]!.sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(server.keys()).toEqual(['key-1', 'key-2', 'key-3']);
    expect(server.peak()).toBe(1);
  });

  it('sends what was queued while a replay ran, when asked to replay again', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('star', star('1'));
    const running = outbox.replay();
    await outbox.enqueue('star', star('2'));
    const joined = outbox.replay();
    expect(joined).toBe(running);
    expect((await joined).sent).toEqual(['key-1', 'key-2']);
    expect(await outbox.size()).toBe(0);
  });

  it('tries once more when a replay is asked for while a post was failing (the `online` event)', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    await outbox.enqueue('star', star('1'));
    server.answers.push(offline());
    const first = outbox.replay();
    const second = outbox.replay();
    expect(await second).toEqual(await first);
    expect(await first).toEqual({ sent: ['key-1'], rejected: [], waiting: 0, retryAfterMs: null });
    expect(server.keys()).toEqual(['key-1', 'key-1']);
  });

  it('tells its subscribers how many changes wait', async () => {
    const server = fakeServer();
    const outbox = outboxOf(server);
    const sizes: number[] = [];
    const unsubscribe = outbox.subscribe((size) => sizes.push(size));
    await outbox.enqueue('star', star('1'));
    await outbox.enqueue('star', star('2'));
    await outbox.replay();
    unsubscribe();
    await outbox.enqueue('star', star('3'));
    expect(sizes).toEqual([1, 2, 1, 0]);
  });
});
