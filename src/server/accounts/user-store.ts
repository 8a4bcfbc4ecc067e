import type { AccountRole } from '../../shared/actions.ts';
import { sqlite, type Store } from '../store/open-store.ts';

export interface User {
  readonly id: number;
  /** Normalised (normalizeEmail). */
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AccountRole;
  readonly createdAt: string;
}

const COLUMNS = 'id, email, password_hash AS passwordHash, role, created_at AS createdAt';

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AccountRole;
  readonly now: Date;
}

/** Creates an account; null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export function createUser(db: Store, user: NewUser): User | null {
  const row = sqlite(db)
    .prepare(`INSERT INTO users (email, password_hash, role, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`)
    .get(user.email, user.passwordHash, user.role, user.now.toISOString()) as User | undefined;
  return row ?? null;
}

export function findUserByEmail(db: Store, email: string): User | null {
  return (sqlite(db).prepare(`SELECT ${COLUMNS} FROM users WHERE email = ?`).get(email) as User | undefined) ?? null;
}

/** Sets the role of an account; false when no account has this email. */
export function setUserRole(db: Store, email: string, role: AccountRole): boolean {
  return sqlite(db).prepare('UPDATE users SET role = ? WHERE email = ?').run(role, email).changes === 1;
}

export function listUsersWithRole(db: Store, role: AccountRole): string[] {
  return (sqlite(db).prepare('SELECT email FROM users WHERE role = ? ORDER BY email').all(role) as { email: string }[]).map((row) => row.email);
}

export function countUsers(db: Store, role?: AccountRole): number {
  const row = role === undefined ? sqlite(db).prepare('SELECT count(*) AS n FROM users').get() : sqlite(db).prepare('SELECT count(*) AS n FROM users WHERE role = ?').get(role);
  return (row as { n: number }).n;
}
