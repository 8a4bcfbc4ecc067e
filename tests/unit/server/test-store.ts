import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { openStore, type Store } from '../../../src/server/store/open-store.ts';
import { openPostgresStore } from '../../../src/server/store/postgres-store.ts';

/** Set by tests/run-all.sh for its run of the server's tests on PostgreSQL. */
export const DATABASE_URL = process.env['HALLWAY_TEST_DATABASE_URL'];

/** The engine this run's stores are on. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = DATABASE_URL ? 'postgres' : 'sqlite';

const opened: Store[] = [];
afterEach(async () => {
  // A test may have closed its store already (a command closes the one it opened).
  await Promise.all(opened.splice(0).map((store) => store.destroy().catch(() => undefined)));
});

let schemas = 0;

/** A schema name no other test uses. */
export function freshSchema(): string {
  schemas += 1;
  return `t_${process.pid}_${schemas}_${randomBytes(3).toString('hex')}`;
}

/** Closed after the test, as the stores of openTestStore are. */
export function closeAfterTest(store: Store): Store {
  opened.push(store);
  return store;
}

/**
 * A new, empty store for one test: SQLite in memory, or, on the run on PostgreSQL
 * (HALLWAY_TEST_DATABASE_URL), a schema of its own in that database, migrated like a new one.
 * Closed after the test.
 */
export async function openTestStore(): Promise<Store> {
  if (!DATABASE_URL) return openStore(':memory:');
  return closeAfterTest(await openPostgresStore(DATABASE_URL, { schema: freshSchema(), maxConnections: 4 }));
}
