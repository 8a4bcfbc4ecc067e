import { sqlite, type Store } from '../store/open-store.ts';
import { newSecretToken, secretTokenHash as tokenHash } from '../store/secret-token.ts';

/** An invite link works for 24 hours: long enough to reach someone by mail, short enough to leak little. */
export const ORGANIZER_INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NewOrganizerInvite {
  /** Goes into the link and nowhere else; the store keeps its SHA-256 only. */
  readonly token: string;
  readonly expiresAt: Date;
}

export interface InviteRedemption {
  readonly token: string;
  /** Normalised (normalizeEmail). */
  readonly email: string;
  readonly now: Date;
}

/**
 * Makes a one-time invite for a (normalised) email. An earlier invite for the email that was not
 * used is deleted: inviting again is how a link sent to the wrong place is taken back.
 */
export function createOrganizerInvite(db: Store, email: string, now: Date): NewOrganizerInvite {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + ORGANIZER_INVITE_LIFETIME_MS);
  sqlite(db).transaction(() => {
    sqlite(db).prepare('DELETE FROM organizer_invites WHERE email = ? AND used_at IS NULL').run(email);
    sqlite(db)
      .prepare('INSERT INTO organizer_invites (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash(token), email, now.toISOString(), expiresAt.toISOString());
  })();
  return { token, expiresAt };
}

const UNUSED_FOR = 'token_hash = ? AND email = ? AND used_at IS NULL AND expires_at > ?';

/** Whether the invite would redeem now: a cheap look before the slow password hash, not a promise. */
export function isOrganizerInviteValid(db: Store, { token, email, now }: InviteRedemption): boolean {
  return sqlite(db).prepare(`SELECT 1 FROM organizer_invites WHERE ${UNUSED_FOR}`).get(tokenHash(token), email, now.toISOString()) !== undefined;
}

/**
 * Marks the invite used if it is for this email, unexpired and unused; false otherwise. One
 * conditional UPDATE, so of two sign-ups racing with one invite only one can redeem it.
 */
export function redeemOrganizerInvite(db: Store, { token, email, now }: InviteRedemption): boolean {
  const time = now.toISOString();
  return sqlite(db).prepare(`UPDATE organizer_invites SET used_at = ? WHERE ${UNUSED_FOR}`).run(time, tokenHash(token), email, time).changes === 1;
}

/** Deletes invites past their lifetime, used or not (pruneExpired runs it); answers how many went. */
export function deleteExpiredInvites(db: Store, now: Date): number {
  return sqlite(db).prepare('DELETE FROM organizer_invites WHERE expires_at <= ?').run(now.toISOString()).changes;
}
