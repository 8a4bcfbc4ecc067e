import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StarButton } from '../../../../src/features/agenda/star-button.tsx';
import { reloadStars, starStore } from '../../../../src/features/agenda/use-stars.ts';
import { appOutbox } from '../../../../src/runtime/actions/outbox-sync.ts';
import { DEVICE_ID_HEADER } from '../../../../src/shared/actions.ts';
import { deviceStore, outboxStore } from '../../../../src/runtime/storage/stores.ts';
import { renderScreen } from '../render-screen.tsx';

interface Posted {
  readonly url: string;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

/** The network: actions answered 200 while `online`, a failed fetch otherwise. */
function fakeNetwork() {
  const posted: Posted[] = [];
  const network = { online: true, posted };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!network.online) throw new TypeError('Failed to fetch');
      posted.push({ url: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown>, headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return network;
}

const persist = vi.fn(async () => true);
Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted: async () => false } });

const starButton = () => screen.getByRole('button', { name: 'Star' });
/** Waits until the outbox has done what a click started. */
const settle = (check: () => void | Promise<void>) => act(() => vi.waitFor(check));

beforeEach(async () => {
  await clear(deviceStore());
  await clear(outboxStore());
  await reloadStars();
  await appOutbox().refresh();
});
afterEach(cleanup);

describe('StarButton', () => {
  it('stars at once, keeps the star with its time, sends it with an idempotency key, and asks to keep storage once', async () => {
    const network = fakeNetwork();
    renderScreen(<StarButton eventId="12" />, { data: null });
    expect(starButton().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(starButton());
    expect(starButton().getAttribute('aria-pressed')).toBe('true');
    await settle(() => expect(network.posted).toHaveLength(1));

    const kept = await starStore().all();
    expect(kept['12']?.starred).toBe(true);
    expect(Date.parse(kept['12']!.at)).not.toBeNaN();
    expect(network.posted).toHaveLength(1);
    const [post] = network.posted;
    expect(post!.url).toBe('/actions/star');
    expect(post!.body).toEqual({ eventId: '12', starred: true, at: kept['12']!.at, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(post!.headers[DEVICE_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await appOutbox().size()).toBe(0);

    fireEvent.click(starButton());
    await settle(() => expect(network.posted).toHaveLength(2));
    fireEvent.click(starButton());
    await settle(() => expect(network.posted).toHaveLength(3));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('unstars offline: applied at once and kept in the outbox until the network is back', async () => {
    const network = fakeNetwork();
    await starStore().set({ eventId: '12', starred: true, at: '2026-02-01T09:00:00.000Z' });
    await reloadStars();
    renderScreen(<StarButton eventId="12" />, { data: null });
    expect(starButton().getAttribute('aria-pressed')).toBe('true');

    network.online = false;
    fireEvent.click(starButton());
    expect(starButton().getAttribute('aria-pressed')).toBe('false');
    await settle(async () => expect(await appOutbox().size()).toBe(1));
    expect((await starStore().all())['12']?.starred).toBe(false);
    expect((await appOutbox().entries()).map((entry) => entry.body)).toEqual([expect.objectContaining({ eventId: '12', starred: false })]);

    network.online = true;
    await act(async () => void (await appOutbox().replay()));
    expect(network.posted.map((post) => post.body['starred'])).toEqual([false]);
    expect(await appOutbox().size()).toBe(0);
  });

  it('keeps a press made before the stars are read, and applies it to the kept state', async () => {
    const network = fakeNetwork();
    await starStore().set({ eventId: '9', starred: true, at: '2026-02-01T09:00:00.000Z' });
    // A page that has not read the stars yet (the modules as a fresh start has them): two presses
    // at once, as a quick double tap.
    vi.resetModules();
    const fresh = await import('../../../../src/features/agenda/use-stars.ts');
    await Promise.all([fresh.toggleStar('9'), fresh.toggleStar('9')]);
    expect(network.posted.map((post) => post.body['starred'])).toEqual([false, true]);
    expect((await starStore().all())['9']?.starred).toBe(true);
    await fresh.toggleStar('9');
    expect((await starStore().all())['9']?.starred).toBe(false);
  });

  it('shows the same state in every button for one event', async () => {
    const network = fakeNetwork();
    renderScreen(
      <>
        <StarButton eventId="7" />
        <StarButton eventId="7" />
      </>,
      { data: null },
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Star' });
    fireEvent.click(first!);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    await settle(() => expect(network.posted).toHaveLength(1));
  });
});
