import { sql } from 'kysely';
import { storeEngine, type Store } from './open-store.ts';

/** Stores handed to a transaction's work: a transaction inside one joins it. */
const inTransaction = new WeakSet<Store>();

/** How often a PostgreSQL transaction that lost a race with another is run again. */
export const SERIALIZATION_RETRIES = 8;

/**
 * Runs `work` in one transaction, committed when it resolves and rolled back when it throws:
 * the way every store function that reads then writes, or writes more than once, keeps its rows
 * whole. `work` gets the store to use for every statement of the transaction — never the outer
 * store, which on SQLite waits until the transaction is over. A `transact` inside `work` joins
 * the outer transaction. `work` must do nothing but statements: it may run more than once.
 *
 * - SQLite: BEGIN IMMEDIATE, so a second process on the same file waits for the write lock
 *   rather than failing once it has read.
 * - PostgreSQL: one at a time across every instance on the database, as on SQLite: each holds
 *   an advisory lock (WRITE_LOCK) from before it begins until it is over, so transactions on a
 *   hot row (the reports' byte total, a limit's counts) queue rather than collide. They are
 *   SERIALIZABLE besides, against statements outside `transact`; one that loses a race anyway
 *   (SQLSTATE 40001, or a deadlock, 40P01) is rolled back and run again, up to
 *   SERIALIZATION_RETRIES times. Reads and single statements run in parallel.
 */
export async function transact<T>(store: Store, work: (trx: Store) => Promise<T>): Promise<T> {
  if (inTransaction.has(store)) return work(store);
  if (storeEngine(store) === 'postgres') return serializable(store, work);
  return store.connection().execute(async (connection) => {
    inTransaction.add(connection);
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    } finally {
      inTransaction.delete(connection);
    }
  });
}

/** The advisory lock of transactions on PostgreSQL: any 64-bit number of our own. */
export const WRITE_LOCK = 0x48_61_6c_6c_77_72;

async function serializable<T>(store: Store, work: (trx: Store) => Promise<T>): Promise<T> {
  // Taken before the transaction begins: taken inside, the transaction's snapshot would predate it.
  return store.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${WRITE_LOCK})`.execute(connection);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await connection
            .transaction()
            .setIsolationLevel('serializable')
            .execute(async (trx) => {
              inTransaction.add(trx);
              return work(trx);
            });
        } catch (error) {
          if (attempt >= SERIALIZATION_RETRIES || !lostARace(error)) throw error;
          // A short, random pause, so the transactions that collided do not collide again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
        }
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${WRITE_LOCK})`.execute(connection);
    }
  });
}

function lostARace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}
