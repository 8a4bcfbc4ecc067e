import { sqlite, type Store } from '../store/open-store.ts';
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
 * taken meanwhile) and no organizer is made without using one up.
 */
export function createInvitedOrganizer(db: Store, { email, passwordHash, invite, now }: InvitedOrganizer): NewAccountResult {
  const rollBack = new Error('roll back');
  try {
    return sqlite(db).transaction((): NewAccountResult => {
      if (!redeemOrganizerInvite(db, { token: invite, email, now })) return { ok: false, reason: 'invite' };
      const user = createUser(db, { email, passwordHash, role: 'organizer', now });
      // Throwing is how better-sqlite3 rolls a transaction back: the invite stays unused.
      if (!user) throw rollBack;
      return { ok: true, user };
    })();
  } catch (error) {
    if (error === rollBack) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}
