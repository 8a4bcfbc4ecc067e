import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncRetry } from '../../../../src/features/agenda/sync-retry.tsx';
import { appOutbox, outboxNextTry, replaySoon, sendThroughOutbox } from '../../../../src/runtime/actions/outbox-sync.ts';
import { outboxStore } from '../../../../src/runtime/storage/stores.ts';
import { renderScreen } from '../render-screen.tsx';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(status === 200 ? { ok: true } : { error: 'too-many-attempts', message: 'Slow down.' }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The server's limit first (a 429 asking for 30 s), then it takes everything. */
function limitedOnce() {
  const posts: string[] = [];
  let limited = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      posts.push(String(init?.body));
      if (!limited) return answer(200);
      limited = false;
      return answer(429, { 'Retry-After': '30' });
    }),
  );
  return posts;
}

beforeEach(async () => {
  await clear(outboxStore());
});
afterEach(async () => {
  cleanup();
  // What a test left waiting is sent, so no retry stays scheduled.
  vi.stubGlobal('fetch', async () => answer(200));
  replaySoon();
  await vi.waitFor(async () => expect(await appOutbox().size()).toBe(0));
  vi.unstubAllGlobals();
});

describe('SyncRetry', () => {
  it('says when the outbox tries next, counting down, and Try now sends at once', async () => {
    const posts = limitedOnce();
    await sendThroughOutbox('star', { eventId: 'e1', starred: true, at: '2026-02-01T09:00:00.000Z' });
    const due = outboxNextTry.get();
    expect(due).not.toBeNull();
    expect(due! - Date.now()).toBeGreaterThan(29_000);

    renderScreen(<SyncRetry />, { data: null });
    expect(await screen.findByText('Next try in 30 sec')).toBeDefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText(/^Next try in 29 sec$/)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    await vi.waitFor(async () => expect(await appOutbox().size()).toBe(0));
    expect(posts).toHaveLength(2);
    expect(outboxNextTry.get()).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    limitedOnce();
    await sendThroughOutbox('star', { eventId: 'e2', starred: true, at: '2026-02-01T09:00:00.000Z' });
    renderScreen(<SyncRetry />, { data: null, locale: 'de' });
    expect(await screen.findByText(/^Nächster Versuch in 30 Sek\.$/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Jetzt versuchen' })).toBeDefined();
  });
});
