import type { ExpressionBuilder } from 'kysely';
import type { Store } from '../store/open-store.ts';
import type { Schema } from '../store/schema.ts';
import { newSecretToken, secretTokenHash as tokenHash } from '../store/secret-token.ts';
import { transact } from '../store/transact.ts';
import { normalizeEmail } from './normalize-email.ts';

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
 * used is deleted in the same transaction: inviting again is how a link sent to the wrong place
 * is taken back.
 */
export async function createOrganizerInvite(db: Store, email: string, now: Date): Promise<NewOrganizerInvite> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + ORGANIZER_INVITE_LIFETIME_MS);
  const stored = normalizeEmail(email);
  await transact(db, async (trx) => {
    await trx.deleteFrom('organizer_invites').where('email', '=', stored).where('used_at', 'is', null).execute();
    await trx
      .insertInto('organizer_invites')
      .values({ token_hash: tokenHash(token), email: stored, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .execute();
  });
  return { token, expiresAt };
}

/** An invite that would redeem now: for this token and email, unused and unexpired. */
function unusedFor({ token, email, now }: InviteRedemption) {
  return (eb: ExpressionBuilder<Schema, 'organizer_invites'>) =>
    eb.and([eb('token_hash', '=', tokenHash(token)), eb('email', '=', normalizeEmail(email)), eb('used_at', 'is', null), eb('expires_at', '>', now.toISOString())]);
}

/** Whether the invite would redeem now: a cheap look before the slow password hash, not a promise. */
export async function isOrganizerInviteValid(db: Store, redemption: InviteRedemption): Promise<boolean> {
  return (await db.selectFrom('organizer_invites').select('id').where(unusedFor(redemption)).executeTakeFirst()) !== undefined;
}

/**
 * Marks the invite used if it is for this email, unexpired and unused; false otherwise. One
 * conditional UPDATE, so of two sign-ups racing with one invite only one can redeem it.
 */
export async function redeemOrganizerInvite(db: Store, redemption: InviteRedemption): Promise<boolean> {
  const result = await db.updateTable('organizer_invites').set({ used_at: redemption.now.toISOString() }).where(unusedFor(redemption)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes invites past their lifetime, used or not (pruneExpired runs it); answers how many went. */
export async function deleteExpiredInvites(db: Store, now: Date): Promise<number> {
  const result = await db.deleteFrom('organizer_invites').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
