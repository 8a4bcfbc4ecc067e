import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { createAccountsApp, DEVICE, EVENT, OTHER_EVENT, PASSWORD, sessionCookie, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
let cookie: string;
beforeEach(async () => {
  server = await createAccountsApp();
  cookie = await server.signUp('ada@example.org');
});

const star = (eventId: string, starred: boolean, at: string, options: { cookie?: string; device?: string }) =>
  server.post('star', { eventId, starred, at, key: `${eventId}-${at}` }, options);

async function signInFromDevice(): Promise<string> {
  const response = await server.post('signin', { email: 'ada@example.org', password: PASSWORD }, { device: DEVICE });
  expect(response.status).toBe(200);
  return sessionCookie(response) ?? '';
}

async function accountStars(session: string) {
  return ((await (await server.get('/data/account.json', { cookie: session })).json()) as { data: AccountData }).data.stars;
}

describe('signing in from a device that starred while signed out', () => {
  it('merges its stars into the account, last write wins per event', async () => {
    await star(EVENT, true, '2026-02-01T07:00:00Z', { cookie });
    await star(OTHER_EVENT, true, '2026-02-01T07:30:00Z', { cookie });
    // The device unstarred EVENT later than the account starred it, and starred OTHER_EVENT earlier than the account's change.
    await star(EVENT, false, '2026-02-01T07:10:00Z', { device: DEVICE });
    await star(OTHER_EVENT, false, '2026-02-01T07:20:00Z', { device: DEVICE });
    await star('12-2', true, '2026-02-01T06:00:00Z', { device: DEVICE });

    const session = await signInFromDevice();
    expect(await accountStars(session)).toEqual([
      { eventId: EVENT, starred: false, at: '2026-02-01T07:10:00.000Z' },
      { eventId: '12-2', starred: true, at: '2026-02-01T06:00:00.000Z' },
      { eventId: OTHER_EVENT, starred: true, at: '2026-02-01T07:30:00.000Z' },
    ]);
    expect(await server.store.selectFrom('stars').select('owner').where('owner', 'like', 'device:%').execute()).toEqual([]);
  });

  it("moves the device's feedback to the account where the account has none for that event", async () => {
    await server.post('feedback', { eventId: EVENT, rating: 5, comment: 'account', key: 'a1' }, { cookie });
    await server.post('feedback', { eventId: EVENT, rating: 1, comment: 'device', key: 'd1' }, { device: DEVICE });
    await server.post('feedback', { eventId: OTHER_EVENT, rating: 3, comment: 'device only', key: 'd2' }, { device: DEVICE });

    await signInFromDevice();
    const rows = await server.store.selectFrom('feedback').select(['owner', 'event_id as eventId', 'rating', 'comment']).orderBy('event_id').execute();
    expect(rows).toEqual([
      { owner: 'user:1', eventId: EVENT, rating: 5, comment: 'account' },
      { owner: 'user:1', eventId: OTHER_EVENT, rating: 3, comment: 'device only' },
    ]);
  });

  it("recognises the device's outbox replaying a change after sign-in as a repeat", async () => {
    const change = { eventId: EVENT, starred: true, key: 'queued', at: '2026-02-01T07:00:00Z' };
    await server.post('star', change, { device: DEVICE });
    const session = await signInFromDevice();
    expect(await (await server.post('star', change, { cookie: session, device: DEVICE })).json()).toEqual({ ok: true, repeated: true });
  });

  it('merges on sign-up too', async () => {
    await star(EVENT, true, '2026-02-01T07:00:00Z', { device: DEVICE });
    const session = await server.signUp('bo@example.org', { device: DEVICE });
    expect(await accountStars(session)).toEqual([{ eventId: EVENT, starred: true, at: '2026-02-01T07:00:00.000Z' }]);
  });

  it('leaves the account as it was when the sign-in sends no device id', async () => {
    await star(EVENT, true, '2026-02-01T07:00:00Z', { device: DEVICE });
    const response = await server.post('signin', { email: 'ada@example.org', password: PASSWORD });
    expect(await accountStars(sessionCookie(response) ?? '')).toEqual([]);
  });
});
