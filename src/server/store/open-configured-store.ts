import type { ServerConfig } from '../config.ts';
import { openStore, type Store } from './open-store.ts';
import { openPostgresStore } from './postgres-store.ts';

/** The store the configuration names: PostgreSQL at DATABASE_URL, else SQLite under DATA_DIR. */
export async function openConfiguredStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : openStore(config.dataDir);
}
