import type { Store } from '../store/open-store.ts';
import { transact } from '../store/transact.ts';
import { redeemOrganizerInvite } from './organizer-invite-store.ts';
import { createUser, type User } from './user-store.ts';

export interface InvitedOrganizer {
  /** Normalised (normalizeEmail). */
  readonly email: string;
  readonly passwordHash: string;
  /** The token from the invite link. */
  readonly invite: string;
  readonly now: Date;
}

/** A new account, or why there is none. */
export type NewAccountResult = { readonly ok: true; readonly user: User } | { readonly ok: false; readonly reason: 'invite' | 'email-taken' };

/**
 * Creates the account of an invited organizer (§11): the invite is redeemed and the account
 * created in one transaction, so an invite is never used up without its account (the email was
 * taken meanwhile) and no organizer is made without using one up. Not for use inside another
 * transaction: `transact` would join it, and the outer commit would keep the invite used up.
 */
export async function createInvitedOrganizer(db: Store, { email, passwordHash, invite, now }: InvitedOrganizer): Promise<NewAccountResult> {
  const rollBack = new Error('roll back');
  try {
    return await transact(db, async (trx): Promise<NewAccountResult> => {
      if (!(await redeemOrganizerInvite(trx, { token: invite, email, now }))) return { ok: false, reason: 'invite' };
      const user = await createUser(trx, { email, passwordHash, role: 'organizer', now });
      // Throwing is how `transact` rolls back: the invite stays unused.
      if (!user) throw rollBack;
      return { ok: true, user };
    });
  } catch (error) {
    if (error === rollBack) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}
