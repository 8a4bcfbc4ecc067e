import type { ServerConfig } from '../config.ts';
import type { Store } from '../store/open-store.ts';
import { normalizeEmail } from './normalize-email.ts';
import { createOrganizerInvite } from './organizer-invite-store.ts';
import { findUserByEmail } from './user-store.ts';

export interface InviteOrganizerOptions {
  /** Scheme and host the link points to (inviteLinkOrigin). */
  readonly origin: string;
  readonly now: Date;
}

export type InviteOrganizerResult =
  | { readonly ok: true; readonly email: string; readonly token: string; readonly link: string; readonly expiresAt: Date }
  | { readonly ok: false; readonly email: string; readonly reason: 'has-account' };

/** Where invite links point: PUBLIC_ORIGIN, else the server on this machine at its PORT. */
export function inviteLinkOrigin(config: Pick<ServerConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/**
 * A one-time sign-up link that makes the email an organizer (§11, §15):
 * `<origin>/signup?invite=<token>&email=<email>`. An email that has an account already gets no
 * invite — it would never work; `organizer add` is what grants that account the role.
 */
export async function inviteOrganizer(db: Store, address: string, { origin, now }: InviteOrganizerOptions): Promise<InviteOrganizerResult> {
  const email = normalizeEmail(address);
  if (await findUserByEmail(db, email)) return { ok: false, email, reason: 'has-account' };
  const { token, expiresAt } = await createOrganizerInvite(db, email, now);
  const link = `${origin}/signup?invite=${token}&email=${encodeURIComponent(email)}`;
  return { ok: true, email, token, link, expiresAt };
}
