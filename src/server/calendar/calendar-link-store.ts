import { sqlite, type Store } from '../store/open-store.ts';
import { isSecretToken, newSecretToken, secretTokenHash as secretHash } from '../store/secret-token.ts';

/** An account's calendar subscription, as the account screen may know it: never its secret. */
export interface CalendarLink {
  /** When the link was made (UTC ISO). */
  readonly createdAt: string;
}

export interface NewCalendarLink extends CalendarLink {
  /** Goes into the subscription URL and nowhere else; the store keeps its SHA-256 only. */
  readonly secret: string;
}

/**
 * Makes the account's subscription link, in place of the one it had: one link per account, and
 * the old URL finds nothing from now on.
 */
export function createCalendarLink(db: Store, userId: number, now: Date): NewCalendarLink {
  const secret = newSecretToken();
  const createdAt = now.toISOString();
  sqlite(db)
    .prepare(
      `INSERT INTO calendar_links (user_id, secret_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at`,
    )
    .run(userId, secretHash(secret), createdAt);
  return { secret, createdAt };
}

/** Turns the account's subscription off; false when it had none. */
export function deleteCalendarLink(db: Store, userId: number): boolean {
  return sqlite(db).prepare('DELETE FROM calendar_links WHERE user_id = ?').run(userId).changes === 1;
}

/** The account's subscription link, or null when it has none. */
export function calendarLinkOf(db: Store, userId: number): CalendarLink | null {
  return (sqlite(db).prepare('SELECT created_at AS createdAt FROM calendar_links WHERE user_id = ?').get(userId) as CalendarLink | undefined) ?? null;
}

/** The account whose subscription URL carries this secret, or null (a secret of the wrong shape never reaches the store). */
export function findCalendarLinkUser(db: Store, secret: string): number | null {
  if (!isSecretToken(secret)) return null;
  const row = sqlite(db).prepare('SELECT user_id AS userId FROM calendar_links WHERE secret_hash = ?').get(secretHash(secret)) as { userId: number } | undefined;
  return row?.userId ?? null;
}
