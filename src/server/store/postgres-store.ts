import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Store } from './open-store.ts';
import { PG_MIGRATIONS } from './pg-migrations.ts';
import type { Schema } from './schema.ts';

// Counts and sums come back as int8, which `pg` gives as strings: numbers, as on SQLite (far
// below 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface PostgresStoreOptions {
  /** Connections kept by this process at most (default 10). */
  readonly maxConnections?: number;
  /** A schema of its own (tests): created when missing, and the only one the store sees. */
  readonly schema?: string;
}

/** Any 32-bit number of our own: the advisory lock that one migration run at a time holds. */
const MIGRATION_LOCK = 0x48_61_6c_6c;

/**
 * Opens the store on PostgreSQL (`DATABASE_URL=postgres://…`) and brings its schema up to date.
 * Several processes may start at once: their migrations run one after the other.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const { maxConnections = 10, schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  if (schema !== undefined) {
    const setUp = new pg.Client({ connectionString: url });
    await setUp.connect();
    try {
      // Under the migrations' lock: two stores creating one schema at once would collide.
      await setUp.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await setUp.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setUp.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const store = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(store);
  } catch (error) {
    await store.destroy();
    throw error;
  }
  return store;
}

/**
 * Applies the migrations not yet recorded in `hallway_migrations`, all in one transaction under
 * an advisory lock: a second process starting at the same moment waits, then finds them applied.
 */
export async function migratePostgres(store: Store, migrations: readonly string[] = PG_MIGRATIONS): Promise<void> {
  await store.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS hallway_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
    const { rows } = await sql<{ applied: number }>`SELECT coalesce(max(version), 0) AS applied FROM hallway_migrations`.execute(trx);
    const applied = Number(rows[0]?.applied ?? 0);
    for (const [index, ddl] of migrations.entries()) {
      if (index < applied) continue;
      await sql.raw(ddl).execute(trx);
      await sql`INSERT INTO hallway_migrations (version, applied_at) VALUES (${index + 1}, ${new Date().toISOString()})`.execute(trx);
    }
  });
}
