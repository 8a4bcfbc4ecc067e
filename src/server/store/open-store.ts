import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresAdapter, SqliteDialect } from 'kysely';
import { MIGRATIONS } from './migrations.ts';
import type { Schema } from './schema.ts';

/** The store: every table through one query layer (Kysely), whichever the engine. */
export type Store = Kysely<Schema>;

/** The database a store runs on. */
export type Engine = 'sqlite' | 'postgres';

const connections = new WeakMap<Store, Database.Database>();

/** The engine under a store, or under a transaction's or a plugin's store made from one. */
export function storeEngine(store: Store): Engine {
  return store.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The SQLite connection under a store opened on SQLite (`openStore`). */
export function sqlite(store: Store): Database.Database {
  const connection = connections.get(store);
  if (!connection) throw new Error('This store is not on an SQLite connection of its own.');
  return connection;
}

/** Brings the schema up to date inside one transaction per migration. */
export function migrate(db: Database.Database, migrations: readonly string[] = MIGRATIONS): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (const [index, sql] of migrations.entries()) {
    if (index < applied) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}

/** Opens (or creates) the store under DATA_DIR; `:memory:` for tests. */
export function openStore(dataDir: string | ':memory:'): Store {
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'hallway.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return storeOn(db);
}

/** A store on an open SQLite connection, its schema as it is. */
export function storeOn(db: Database.Database): Store {
  const store = new Kysely<Schema>({ dialect: new SqliteDialect({ database: db }) });
  connections.set(store, db);
  return store;
}
