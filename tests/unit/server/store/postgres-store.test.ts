import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storeEngine } from '../../../../src/server/store/open-store.ts';
import { PG_MIGRATIONS } from '../../../../src/server/store/pg-migrations.ts';
import { migratePostgres, openPostgresStore } from '../../../../src/server/store/postgres-store.ts';
import { closeAfterTest, DATABASE_URL, freshSchema, TEST_ENGINE } from '../test-store.ts';

// The run on PostgreSQL only (tests/run-all.sh): the SQLite chain is in schedule-versions.test.ts.
describe.skipIf(TEST_ENGINE !== 'postgres')('the store on PostgreSQL', () => {
  const url = DATABASE_URL ?? '';
  const open = async (schema: string) => closeAfterTest(await openPostgresStore(url, { schema, maxConnections: 2 }));
  const applied = async (schema: string) => {
    const store = await open(schema);
    return (await sql<{ version: number }>`SELECT version FROM hallway_migrations ORDER BY version`.execute(store)).rows.map((row) => row.version);
  };

  it('migrates a new database once, however many instances start on it at the same moment', async () => {
    const schema = freshSchema();
    const stores = await Promise.all(Array.from({ length: 4 }, () => open(schema)));
    expect(await applied(schema)).toEqual(PG_MIGRATIONS.map((_, index) => index + 1));
    // Every instance sees the one schema: a row written through one is read through another.
    await stores[0]!.insertInto('stars').values({ owner: 'device:a', event_id: '1', starred: 1, updated_at: '2026-06-12T10:00:00.000Z' }).execute();
    expect(await stores[3]!.selectFrom('stars').select('owner').execute()).toEqual([{ owner: 'device:a' }]);
    expect(storeEngine(stores[0]!)).toBe('postgres');
  });

  it('applies only the migrations it has not recorded, in order', async () => {
    const schema = freshSchema();
    const store = await open(schema);
    await migratePostgres(store, [...PG_MIGRATIONS, 'CREATE TABLE first_extra (id INTEGER)', 'CREATE TABLE second_extra (id INTEGER)']);
    await migratePostgres(store, [...PG_MIGRATIONS, 'CREATE TABLE first_extra (id INTEGER)', 'CREATE TABLE second_extra (id INTEGER)']);
    expect(await applied(schema)).toEqual([...PG_MIGRATIONS.map((_, index) => index + 1), PG_MIGRATIONS.length + 1, PG_MIGRATIONS.length + 2]);
  });

  it('keeps the bytes of stored reports in report_totals, as SQLite’s triggers do', async () => {
    const store = await open(freshSchema());
    const { id } = await store
      .insertInto('reports')
      .values({ kind: 'event', received_at: 'x', raw: Buffer.from('12345'), next_attempt_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const total = async () => (await store.selectFrom('report_totals').select('stored_bytes').executeTakeFirstOrThrow()).stored_bytes;
    expect(await total()).toBe(5);
    await store
      .updateTable('reports')
      .set({ raw: Buffer.from('12') })
      .where('id', '=', id)
      .execute();
    expect(await total()).toBe(2);
    await store.deleteFrom('reports').execute();
    expect(await total()).toBe(0);
  });

  it('compares and sorts text byte by byte, as SQLite does, whatever the database’s locale', async () => {
    const store = await open(freshSchema());
    for (const owner of ['device:b', 'Device:a', 'device;x', 'device-c', 'user:1']) {
      await store.insertInto('stars').values({ owner, event_id: '1', starred: 1, updated_at: 'x' }).execute();
    }
    const owners = await store.selectFrom('stars').select('owner').where('owner', '>=', 'device:').where('owner', '<', 'device;').orderBy('owner').execute();
    expect(owners.map((row) => row.owner)).toEqual(['device:b']);
    expect((await store.selectFrom('stars').select('owner').orderBy('owner').execute()).map((row) => row.owner)).toEqual([
      'Device:a',
      'device-c',
      'device:b',
      'device;x',
      'user:1',
    ]);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(openPostgresStore(url, { schema: 'x; DROP TABLE stars' })).rejects.toThrow('Not a schema name');
  });
});
