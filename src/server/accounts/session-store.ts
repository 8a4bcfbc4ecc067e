import type { AccountRole } from '../../shared/actions.ts';
import type { Store } from '../store/open-store.ts';
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

export async function createSession(db: Store, userId: number, now: Date): Promise<NewSession> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The account behind a session token, while the session is neither revoked nor expired: one query, as every signed-in request asks. */
export async function findViewer(db: Store, token: string, now: Date): Promise<Viewer | null> {
  if (!isSecretToken(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as userId', 'users.email', 'users.role', 'sessions.id as sessionId'])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Store, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Deletes sessions that can never sign anyone in again, expired or revoked (pruneExpired runs
 * it); answers how many went. Nothing reads a session after that, so nothing is lost.
 */
export async function deleteEndedSessions(db: Store, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
