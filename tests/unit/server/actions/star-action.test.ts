import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { createAccountsApp, DEVICE, EVENT, OTHER_EVENT, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

const stars = (owner: string) =>
  server.store.selectFrom('stars').select(['event_id as eventId', 'starred', 'updated_at as at']).where('owner', '=', owner).orderBy('event_id').execute();

async function accountStars(cookie: string) {
  const response = await server.get('/data/account.json', { cookie });
  return ((await response.json()) as { data: AccountData }).data.stars;
}

describe('star', () => {
  it('stars an event for the device when nobody is signed in', async () => {
    const response = await server.post('star', { eventId: EVENT, starred: true, key: 'k1', at: '2026-02-01T07:00:00Z' }, { device: DEVICE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, star: { eventId: EVENT, starred: true, at: '2026-02-01T07:00:00.000Z' } });
    expect(response.headers.get('Action-Revalidate')).toBeNull();
    expect(await stars(`device:${DEVICE}`)).toEqual([{ eventId: EVENT, starred: 1, at: '2026-02-01T07:00:00.000Z' }]);
  });

  it('stars an event for the account when signed in, and asks the client to refetch /data/account.json', async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.post('star', { eventId: EVENT, starred: true, key: 'k1' }, { cookie, device: DEVICE });
    expect(response.status).toBe(200);
    expect(response.headers.get('Action-Revalidate')).toBe('/data/account.json');
    expect(await accountStars(cookie)).toEqual([{ eventId: EVENT, starred: true, at: server.clock.now.toISOString() }]);
    expect(await stars(`device:${DEVICE}`)).toEqual([]);
  });

  it.each([
    ['no session and no Hallway-Device header', undefined],
    ['a Hallway-Device header that is not a UUID', 'my-phone'],
  ])('answers %s with 400 JSON and stores nothing', async (_, device) => {
    const response = await server.post('star', { eventId: EVENT, starred: true, key: 'k1' }, device === undefined ? {} : { device });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'no-owner', message: expect.stringContaining('Hallway-Device') });
    expect(await server.store.selectFrom('stars').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ starred: true, key: 'k' }, { eventId: 'Name the event by its id.' }],
    [{ eventId: 'nope', starred: true, key: 'k' }, { eventId: 'This event is not in the schedule.' }],
    [{ eventId: EVENT, key: 'k' }, { starred: 'Say whether the event is starred: true or false.' }],
    [{ eventId: EVENT, starred: 'yes', key: 'k' }, { starred: 'Say whether the event is starred: true or false.' }],
    [{ eventId: EVENT, starred: true }, { key: 'Send an idempotency key (such as a UUID) with each change.' }],
    [{ eventId: EVENT, starred: true, key: 'x'.repeat(201) }, { key: 'An idempotency key has at most 200 characters.' }],
    [{ eventId: EVENT, starred: true, key: 'k', at: 'yesterday' }, { at: 'Give the time of the change as an ISO date and time, such as 2026-02-01T09:30:00Z.' }],
  ])('answers %j with 422 and the message for the field', async (body, errors) => {
    const response = await server.post('star', body, { device: DEVICE });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
  });

  it('applies a repeated idempotency key once and answers the repeat with { ok: true, repeated: true }', async () => {
    const first = await server.post('star', { eventId: EVENT, starred: true, key: 'same', at: '2026-02-01T07:00:00Z' }, { device: DEVICE });
    expect(first.status).toBe(200);
    // The same key again, even with other content: the outbox replays what it sent, never something else under its key.
    const repeat = await server.post('star', { eventId: EVENT, starred: false, key: 'same', at: '2026-02-01T07:30:00Z' }, { device: DEVICE });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true, repeated: true });
    expect(await stars(`device:${DEVICE}`)).toEqual([{ eventId: EVENT, starred: 1, at: '2026-02-01T07:00:00.000Z' }]);
  });

  it("keeps keys per owner: another device's key does not block this one", async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    await server.post('star', { eventId: EVENT, starred: true, key: 'same' }, { device: DEVICE });
    const response = await server.post('star', { eventId: EVENT, starred: true, key: 'same' }, { device: other });
    expect(await response.json()).toMatchObject({ ok: true, star: { starred: true } });
  });

  it('never lets an older change overwrite a newer one, and answers the state that is kept', async () => {
    await server.post('star', { eventId: EVENT, starred: false, key: 'newer', at: '2026-02-01T07:30:00Z' }, { device: DEVICE });
    const late = await server.post('star', { eventId: EVENT, starred: true, key: 'older', at: '2026-02-01T07:00:00Z' }, { device: DEVICE });
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ ok: true, star: { eventId: EVENT, starred: false, at: '2026-02-01T07:30:00.000Z' } });
    // 07:45 in UTC+1 is 06:45Z: older still, compared as the instant it names, not as text.
    await server.post('star', { eventId: EVENT, starred: true, key: 'offset', at: '2026-02-01T07:45:00+01:00' }, { device: DEVICE });
    expect(await stars(`device:${DEVICE}`)).toEqual([{ eventId: EVENT, starred: 0, at: '2026-02-01T07:30:00.000Z' }]);
  });

  it('clamps a change time in the future to now, so a fast clock cannot win over later changes', async () => {
    const response = await server.post('star', { eventId: EVENT, starred: true, key: 'k1', at: '2030-01-01T00:00:00Z' }, { device: DEVICE });
    expect(await response.json()).toMatchObject({ star: { at: server.clock.now.toISOString() } });
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    await server.post('star', { eventId: EVENT, starred: false, key: 'k2' }, { device: DEVICE });
    expect((await stars(`device:${DEVICE}`))[0]?.starred).toBe(0);
  });

  it('takes the time of the request when the change has none', async () => {
    await server.post('star', { eventId: OTHER_EVENT, starred: true, key: 'k1' }, { device: DEVICE });
    expect(await stars(`device:${DEVICE}`)).toEqual([{ eventId: OTHER_EVENT, starred: 1, at: server.clock.now.toISOString() }]);
  });
});
