import { describe, expect, it } from 'vitest';
import { createInvitedOrganizer } from '../../../../src/server/accounts/create-invited-organizer.ts';
import { createOrganizerInvite, ORGANIZER_INVITE_LIFETIME_MS, redeemOrganizerInvite } from '../../../../src/server/accounts/organizer-invite-store.ts';
import { countUsers, createUser, findUserByEmail } from '../../../../src/server/accounts/user-store.ts';
import { pruneExpired } from '../../../../src/server/store/prune-expired.ts';
import { openTestStore } from '../test-store.ts';

const NOW = new Date('2026-02-01T08:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const EMAIL = 'ada@example.org';

describe('organizer invites', () => {
  it('last 24 hours', async () => {
    expect(ORGANIZER_INVITE_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    const store = await openTestStore();
    const { token, expiresAt } = await createOrganizerInvite(store, EMAIL, NOW);
    expect(expiresAt).toEqual(later(ORGANIZER_INVITE_LIFETIME_MS));
    expect(await redeemOrganizerInvite(store, { token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS) })).toBe(false);
    expect(await redeemOrganizerInvite(store, { token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS - 1) })).toBe(true);
  });

  it('redeem once, for their own email only', async () => {
    const store = await openTestStore();
    const { token } = await createOrganizerInvite(store, EMAIL, NOW);
    expect(await redeemOrganizerInvite(store, { token, email: 'bo@example.org', now: NOW })).toBe(false);
    const oneCharacterOff = token.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    expect(await redeemOrganizerInvite(store, { token: oneCharacterOff, email: EMAIL, now: NOW })).toBe(false);
    expect(await redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(true);
    expect(await redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(false);
  });

  it('are each 32 random bytes, base64url', async () => {
    const store = await openTestStore();
    const tokens = new Set(await Promise.all(Array.from({ length: 20 }, async (_, i) => (await createOrganizerInvite(store, `p${i}@example.org`, NOW)).token)));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});

describe('pruning', () => {
  it('deletes organizer invites past their 24 hours, used or not, and keeps the ones that still work', async () => {
    const store = await openTestStore();
    const used = await createOrganizerInvite(store, 'used@example.org', NOW);
    await redeemOrganizerInvite(store, { token: used.token, email: 'used@example.org', now: NOW });
    await createOrganizerInvite(store, 'unused@example.org', NOW);
    const live = await createOrganizerInvite(store, EMAIL, later(1));
    const remaining = () => store.selectFrom('organizer_invites').select('email').execute();

    expect(await pruneExpired(store, later(ORGANIZER_INVITE_LIFETIME_MS - 1))).toMatchObject({ invites: 0 });
    expect(await pruneExpired(store, later(ORGANIZER_INVITE_LIFETIME_MS))).toMatchObject({ invites: 2 });
    expect(await remaining()).toEqual([{ email: EMAIL }]);
    expect(await redeemOrganizerInvite(store, { token: live.token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS) })).toBe(true);
  });
});

describe('createInvitedOrganizer', () => {
  const account = { email: EMAIL, passwordHash: 'scrypt$test', now: NOW };

  it('creates the account as an organizer and uses the invite up', async () => {
    const store = await openTestStore();
    const { token } = await createOrganizerInvite(store, EMAIL, NOW);
    const created = await createInvitedOrganizer(store, { ...account, invite: token });
    expect(created).toMatchObject({ ok: true, user: { email: EMAIL, role: 'organizer' } });
    expect(await createInvitedOrganizer(store, { ...account, email: 'bo@example.org', invite: token })).toEqual({ ok: false, reason: 'invite' });
  });

  it('creates nothing for an invite that does not redeem', async () => {
    const store = await openTestStore();
    await createOrganizerInvite(store, EMAIL, NOW);
    expect(await createInvitedOrganizer(store, { ...account, invite: 'x'.repeat(43) })).toEqual({ ok: false, reason: 'invite' });
    expect(await countUsers(store)).toBe(0);
  });

  it('leaves the invite unused when the email was taken in the meantime, all in one transaction', async () => {
    const store = await openTestStore();
    const { token } = await createOrganizerInvite(store, EMAIL, NOW);
    await createUser(store, { email: EMAIL, passwordHash: 'scrypt$other', role: 'attendee', now: NOW });
    expect(await createInvitedOrganizer(store, { ...account, invite: token })).toEqual({ ok: false, reason: 'email-taken' });
    expect(await findUserByEmail(store, EMAIL)).toMatchObject({ role: 'attendee', passwordHash: 'scrypt$other' });
    expect(await redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(true);
  });
});

describe('emails', () => {
  it('are stored and looked up lower-cased, whatever the column compares like', async () => {
    const store = await openTestStore();
    const user = await createUser(store, { email: 'Ada@Example.ORG', passwordHash: 'scrypt$test', role: 'attendee', now: NOW });
    expect(user).toMatchObject({ email: EMAIL });
    expect(await findUserByEmail(store, 'ADA@example.org')).toMatchObject({ email: EMAIL });
    const { token } = await createOrganizerInvite(store, 'Bo@Example.ORG', NOW);
    expect(await store.selectFrom('organizer_invites').select('email').execute()).toEqual([{ email: 'bo@example.org' }]);
    expect(await redeemOrganizerInvite(store, { token, email: 'BO@example.org', now: NOW })).toBe(true);
  });
});
