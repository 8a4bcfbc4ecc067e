import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Which store the e2e servers use. Without `HALLWAY_E2E_DATABASE_URL`, SQLite in the server's
 * data directory (the embedded default). With it (a PostgreSQL cluster's URL, as `npm test` gives
 * from tests/postgres/cluster.sh), the servers of the `postgres` project each get a new database
 * of their own in that cluster: the same specs then run against PostgreSQL.
 */
export const E2E_DATABASE_URL = process.env['HALLWAY_E2E_DATABASE_URL'] || undefined;

/** What a project of playwright.config.ts says about its store. */
export interface EngineMetadata {
  readonly engine?: 'sqlite' | 'postgres';
}

/** A new, empty database in the cluster at `clusterUrl`: its URL. */
export async function newDatabase(clusterUrl: string): Promise<string> {
  const name = `hallway_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** The database URL a server started for this project uses: a new PostgreSQL database, or undefined for SQLite. */
export async function databaseFor(metadata: EngineMetadata): Promise<string | undefined> {
  if (metadata.engine !== 'postgres') return undefined;
  if (!E2E_DATABASE_URL) throw new Error('The postgres project needs HALLWAY_E2E_DATABASE_URL.');
  return newDatabase(E2E_DATABASE_URL);
}
