import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

export type Store = Database.Database;

/** Brings the schema up to date inside one transaction per migration. */
export function migrate(db: Store, migrations: readonly string[] = MIGRATIONS): void {
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
  return db;
}
