import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSync, syncStars } from '../../../../src/features/agenda/sync-stars.ts';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import { appOutbox } from '../../../../src/runtime/actions/outbox-sync.ts';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { deviceStore, outboxStore } from '../../../../src/runtime/storage/stores.ts';

const at = (minute: number) => `2026-02-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `/data/account.json` answers `account` (or 401 when null); star actions are accepted or fail offline. */
function fakeServer(account: AccountData['stars'] | null, options: { actionsOffline?: boolean } = {}) {
  const starPosts: Record<string, unknown>[] = [];
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push(url);
      if (url === '/data/account.json')
        return account === null
          ? json({ error: 'unauthorized', message: 'Sign in.' }, 401)
          : json({ version: 'v1', data: { email: 'ada@example.org', role: 'attendee', stars: account } });
      if (options.actionsOffline) throw new TypeError('Failed to fetch');
      starPosts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json({ ok: true });
    }),
  );
  return { starPosts, requests };
}

beforeEach(async () => {
  localStorage.clear();
  await clear(deviceStore());
  await clear(outboxStore());
  await reloadStars();
});

describe('syncStars', () => {
  it('signed in: the newer change wins per event, and local changes the server lacks are sent', async () => {
    await starStore().set({ eventId: 'a', starred: true, at: at(10) });
    await starStore().set({ eventId: 'b', starred: true, at: at(10) });
    const server = fakeServer([
      { eventId: 'a', starred: false, at: at(20) },
      { eventId: 'c', starred: true, at: at(5) },
    ]);

    expect(await syncStars()).toBe('merged');
    expect(await starStore().all()).toEqual({
      a: { starred: false, at: at(20) },
      b: { starred: true, at: at(10) },
      c: { starred: true, at: at(5) },
    });
    await vi.waitFor(() => expect(server.starPosts).toEqual([{ eventId: 'b', starred: true, at: at(10), key: expect.any(String) }]));
  });

  it('does not queue again a change already waiting in the outbox', async () => {
    const server = fakeServer([], { actionsOffline: true });
    await starStore().set({ eventId: 'a', starred: true, at: at(10) });
    await appOutbox().enqueue('star', { eventId: 'a', starred: true, at: at(10) });
    expect(await syncStars()).toBe('merged');
    await appOutbox().replay();
    expect((await appOutbox().entries()).map((entry) => entry.body.eventId)).toEqual(['a']);
    expect(server.starPosts).toEqual([]);
  });

  it('signed out (401): keeps the local stars as they are and sends nothing', async () => {
    await starStore().set({ eventId: 'a', starred: true, at: at(10) });
    const server = fakeServer(null);
    expect(await syncStars()).toBe('signed-out');
    expect(await starStore().all()).toEqual({ a: { starred: true, at: at(10) } });
    expect(server.starPosts).toEqual([]);
  });

  it('offline: changes nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await syncStars()).toBe('unavailable');
  });

  it('at start-up, asks the account only when the last look found someone signed in', async () => {
    const signedOut = fakeServer(null);
    await syncStars();
    await startSync();
    expect(signedOut.requests.filter((url) => url === '/data/account.json')).toHaveLength(1);

    const signedIn = fakeServer([]);
    await syncStars();
    await startSync();
    expect(signedIn.requests.filter((url) => url === '/data/account.json')).toHaveLength(2);
  });
});
