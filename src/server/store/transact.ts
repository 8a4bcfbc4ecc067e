import { sql } from 'kysely';
import type { Store } from './open-store.ts';

/** Stores handed to a transaction's work: a transaction inside one joins it. */
const inTransaction = new WeakSet<Store>();

/**
 * Runs `work` in one transaction, committed when it resolves and rolled back when it throws:
 * the way every store function that reads then writes, or writes more than once, keeps its rows
 * whole. `work` gets the store to use for every statement of the transaction — never the outer
 * store, which waits until the transaction is over. A `transact` inside `work` joins the outer
 * transaction.
 *
 * On SQLite it begins IMMEDIATE: the write lock is taken first, so a second process on the same
 * file waits rather than fails once it has read.
 */
export async function transact<T>(store: Store, work: (trx: Store) => Promise<T>): Promise<T> {
  if (inTransaction.has(store)) return work(store);
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
