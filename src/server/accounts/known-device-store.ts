import { sqlite, type Store } from '../store/open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash as tokenHash } from '../store/secret-token.ts';

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
export function bindKnownDevice(db: Store, token: string | undefined, userId: number, now: Date): KnownDevice {
  const issued =
    token !== undefined &&
    isSecretToken(token) &&
    sqlite(db).prepare('SELECT 1 FROM known_devices WHERE token_hash = ? AND expires_at > ?').get(tokenHash(token), now.toISOString()) !== undefined;
  const kept = issued ? token : newSecretToken();
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_MS);
  sqlite(db)
    .prepare('INSERT INTO known_devices (token_hash, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (token_hash, user_id) DO UPDATE SET expires_at = excluded.expires_at')
    .run(tokenHash(kept), userId, expiresAt.toISOString());
  return { token: kept, expiresAt };
}

/** Whether the token is bound to the account with this email and has not expired. */
export function isKnownDevice(db: Store, token: string | undefined, email: string, now: Date): boolean {
  if (token === undefined || !isSecretToken(token)) return false;
  const row = sqlite(db)
    .prepare('SELECT 1 FROM known_devices JOIN users ON users.id = known_devices.user_id WHERE known_devices.token_hash = ? AND users.email = ? AND known_devices.expires_at > ?')
    .get(tokenHash(token), email, now.toISOString());
  return row !== undefined;
}

/** Deletes bindings past their lifetime (pruneExpired runs it); answers how many went. */
export function deleteExpiredKnownDevices(db: Store, now: Date): number {
  return sqlite(db).prepare('DELETE FROM known_devices WHERE expires_at <= ?').run(now.toISOString()).changes;
}
