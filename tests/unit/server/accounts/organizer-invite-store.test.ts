import { describe, expect, it } from 'vitest';
import { createInvitedOrganizer } from '../../../../src/server/accounts/create-invited-organizer.ts';
import { createOrganizerInvite, ORGANIZER_INVITE_LIFETIME_MS, redeemOrganizerInvite } from '../../../../src/server/accounts/organizer-invite-store.ts';
import { countUsers, createUser, findUserByEmail } from '../../../../src/server/accounts/user-store.ts';
import { sqlite, openStore } from '../../../../src/server/store/open-store.ts';
import { pruneExpired } from '../../../../src/server/store/prune-expired.ts';

const NOW = new Date('2026-02-01T08:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const EMAIL = 'ada@example.org';

describe('organizer invites', () => {
  it('last 24 hours', () => {
    expect(ORGANIZER_INVITE_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    const store = openStore(':memory:');
    const { token, expiresAt } = createOrganizerInvite(store, EMAIL, NOW);
    expect(expiresAt).toEqual(later(ORGANIZER_INVITE_LIFETIME_MS));
    expect(redeemOrganizerInvite(store, { token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS) })).toBe(false);
    expect(redeemOrganizerInvite(store, { token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS - 1) })).toBe(true);
  });

  it('redeem once, for their own email only', () => {
    const store = openStore(':memory:');
    const { token } = createOrganizerInvite(store, EMAIL, NOW);
    expect(redeemOrganizerInvite(store, { token, email: 'bo@example.org', now: NOW })).toBe(false);
    const oneCharacterOff = token.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    expect(redeemOrganizerInvite(store, { token: oneCharacterOff, email: EMAIL, now: NOW })).toBe(false);
    expect(redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(true);
    expect(redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(false);
  });

  it('are each 32 random bytes, base64url', () => {
    const store = openStore(':memory:');
    const tokens = new Set(Array.from({ length: 20 }, (_, i) => createOrganizerInvite(store, `p${i}@example.org`, NOW).token));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});

describe('pruning', () => {
  it('deletes organizer invites past their 24 hours, used or not, and keeps the ones that still work', async () => {
    const store = openStore(':memory:');
    const used = createOrganizerInvite(store, 'used@example.org', NOW);
    redeemOrganizerInvite(store, { token: used.token, email: 'used@example.org', now: NOW });
    createOrganizerInvite(store, 'unused@example.org', NOW);
    const live = createOrganizerInvite(store, EMAIL, later(1));
    const remaining = () => sqlite(store).prepare('SELECT email FROM organizer_invites').all();

    expect(await pruneExpired(store, later(ORGANIZER_INVITE_LIFETIME_MS - 1))).toMatchObject({ invites: 0 });
    expect(await pruneExpired(store, later(ORGANIZER_INVITE_LIFETIME_MS))).toMatchObject({ invites: 2 });
    expect(remaining()).toEqual([{ email: EMAIL }]);
    expect(redeemOrganizerInvite(store, { token: live.token, email: EMAIL, now: later(ORGANIZER_INVITE_LIFETIME_MS) })).toBe(true);
  });
});

describe('createInvitedOrganizer', () => {
  const account = { email: EMAIL, passwordHash: 'scrypt$test', now: NOW };

  it('creates the account as an organizer and uses the invite up', () => {
    const store = openStore(':memory:');
    const { token } = createOrganizerInvite(store, EMAIL, NOW);
    const created = createInvitedOrganizer(store, { ...account, invite: token });
    expect(created).toMatchObject({ ok: true, user: { email: EMAIL, role: 'organizer' } });
    expect(createInvitedOrganizer(store, { ...account, email: 'bo@example.org', invite: token })).toEqual({ ok: false, reason: 'invite' });
  });

  it('creates nothing for an invite that does not redeem', () => {
    const store = openStore(':memory:');
    createOrganizerInvite(store, EMAIL, NOW);
    expect(createInvitedOrganizer(store, { ...account, invite: 'x'.repeat(43) })).toEqual({ ok: false, reason: 'invite' });
    expect(countUsers(store)).toBe(0);
  });

  it('leaves the invite unused when the email was taken in the meantime, all in one transaction', () => {
    const store = openStore(':memory:');
    const { token } = createOrganizerInvite(store, EMAIL, NOW);
    createUser(store, { email: EMAIL, passwordHash: 'scrypt$other', role: 'attendee', now: NOW });
    expect(createInvitedOrganizer(store, { ...account, invite: token })).toEqual({ ok: false, reason: 'email-taken' });
    expect(findUserByEmail(store, EMAIL)).toMatchObject({ role: 'attendee', passwordHash: 'scrypt$other' });
    expect(redeemOrganizerInvite(store, { token, email: EMAIL, now: NOW })).toBe(true);
  });
});
