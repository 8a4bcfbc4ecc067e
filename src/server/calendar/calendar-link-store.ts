import type { Store } from '../store/open-store.ts';
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
export async function createCalendarLink(db: Store, userId: number, now: Date): Promise<NewCalendarLink> {
  const secret = newSecretToken();
  const createdAt = now.toISOString();
  await db
    .insertInto('calendar_links')
    .values({ user_id: userId, secret_hash: secretHash(secret), created_at: createdAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ secret_hash: eb.ref('excluded.secret_hash'), created_at: eb.ref('excluded.created_at') })))
    .execute();
  return { secret, createdAt };
}

/** Turns the account's subscription off; false when it had none. */
export async function deleteCalendarLink(db: Store, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_links').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The account's subscription link, or null when it has none. */
export async function calendarLinkOf(db: Store, userId: number): Promise<CalendarLink | null> {
  return (await db.selectFrom('calendar_links').select('created_at as createdAt').where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

/** The account whose subscription URL carries this secret, or null (a secret of the wrong shape never reaches the store). */
export async function findCalendarLinkUser(db: Store, secret: string): Promise<number | null> {
  if (!isSecretToken(secret)) return null;
  const row = await db.selectFrom('calendar_links').select('user_id').where('secret_hash', '=', secretHash(secret)).executeTakeFirst();
  return row?.user_id ?? null;
}
