import type { AccountRole } from '../../shared/actions.ts';
import { sqlite, type Store } from '../store/open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash as tokenHash } from '../store/secret-token.ts';

/** A session lasts 30 days from sign-in (not sliding): long enough for a conference, then sign in again. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is signed in on a request. */
export interface Viewer {
  readonly userId: number;
  readonly email: string;
  readonly role: AccountRole;
  readonly sessionId: number;
}

export interface NewSession {
  /** Goes to the cookie and nowhere else; the store keeps its SHA-256 only. */
  readonly token: string;
  readonly expiresAt: Date;
}

export function createSession(db: Store, userId: number, now: Date): NewSession {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  sqlite(db)
    .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(tokenHash(token), userId, now.toISOString(), expiresAt.toISOString());
  return { token, expiresAt };
}

/** The account behind a session token, while the session is neither revoked nor expired. */
export function findViewer(db: Store, token: string, now: Date): Viewer | null {
  if (!isSecretToken(token)) return null;
  const row = sqlite(db)
    .prepare(
      `SELECT users.id AS userId, users.email, users.role, sessions.id AS sessionId
       FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.token_hash = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ?`,
    )
    .get(tokenHash(token), now.toISOString()) as Viewer | undefined;
  return row ?? null;
}

export function revokeSession(db: Store, sessionId: number, now: Date): void {
  sqlite(db).prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now.toISOString(), sessionId);
}

/**
 * Deletes sessions that can never sign anyone in again, expired or revoked (pruneExpired runs
 * it); answers how many went. Nothing reads a session after that, so nothing is lost.
 */
export function deleteEndedSessions(db: Store, now: Date): number {
  return sqlite(db).prepare('DELETE FROM sessions WHERE expires_at <= ? OR revoked_at IS NOT NULL').run(now.toISOString()).changes;
}
