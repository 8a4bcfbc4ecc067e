import type { AccountRole } from '../../shared/actions.ts';
import type { Store } from '../store/open-store.ts';
import { normalizeEmail } from './normalize-email.ts';

export interface User {
  readonly id: number;
  /** Normalised (normalizeEmail). */
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AccountRole;
  readonly createdAt: string;
}

const COLUMNS = ['id', 'email', 'password_hash as passwordHash', 'role', 'created_at as createdAt'] as const;

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AccountRole;
  readonly now: Date;
}

// Every email is stored and looked up normalised: the column ignores case on SQLite only.

/** Creates an account; null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function createUser(db: Store, user: NewUser): Promise<User | null> {
  const row = await db
    .insertInto('users')
    .values({ email: normalizeEmail(user.email), password_hash: user.passwordHash, role: user.role, created_at: user.now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function findUserByEmail(db: Store, email: string): Promise<User | null> {
  return (await db.selectFrom('users').select(COLUMNS).where('email', '=', normalizeEmail(email)).executeTakeFirst()) ?? null;
}

/** Sets the role of an account; false when no account has this email. */
export async function setUserRole(db: Store, email: string, role: AccountRole): Promise<boolean> {
  const result = await db.updateTable('users').set({ role }).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listUsersWithRole(db: Store, role: AccountRole): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('role', '=', role).orderBy('email').execute();
  return rows.map((row) => row.email);
}

export async function countUsers(db: Store, role?: AccountRole): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
  if (role !== undefined) query = query.where('role', '=', role);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}
