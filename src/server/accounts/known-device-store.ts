import type { Store } from '../store/open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash as tokenHash } from '../store/secret-token.ts';
import { normalizeEmail } from './normalize-email.ts';

/**
 * A device stays known for 180 days after its last sign-in: a person who signs in for one
 * conference a year keeps passing a busy venue's address limit at the next one.
 */
export const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

export interface KnownDevice {
  /** Goes to the cookie and nowhere else. */
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * Makes the device known to this account for KNOWN_DEVICE_LIFETIME_MS from now, after a sign-in
 * or sign-up. A token the server issued before (to this account or another signed in on the same
 * device) is kept and bound to this account too; anything else gets a new random token, so a
 * client cannot choose its own.
 */
export async function bindKnownDevice(db: Store, token: string | undefined, userId: number, now: Date): Promise<KnownDevice> {
  const issued =
    token !== undefined &&
    isSecretToken(token) &&
    (await db.selectFrom('known_devices').select('user_id').where('token_hash', '=', tokenHash(token)).where('expires_at', '>', now.toISOString()).executeTakeFirst()) !==
      undefined;
  const kept = issued ? token : newSecretToken();
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_MS);
  await db
    .insertInto('known_devices')
    .values({ token_hash: tokenHash(kept), user_id: userId, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') })))
    .execute();
  return { token: kept, expiresAt };
}

/** Whether the token is bound to the account with this email and has not expired. */
export async function isKnownDevice(db: Store, token: string | undefined, email: string, now: Date): Promise<boolean> {
  if (token === undefined || !isSecretToken(token)) return false;
  const row = await db
    .selectFrom('known_devices')
    .innerJoin('users', 'users.id', 'known_devices.user_id')
    .select('known_devices.user_id')
    .where('known_devices.token_hash', '=', tokenHash(token))
    .where('users.email', '=', normalizeEmail(email))
    .where('known_devices.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes bindings past their lifetime (pruneExpired runs it); answers how many went. */
export async function deleteExpiredKnownDevices(db: Store, now: Date): Promise<number> {
  const result = await db.deleteFrom('known_devices').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
