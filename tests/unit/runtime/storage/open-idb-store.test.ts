import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { get, set } from 'idb-keyval';
import { openIdbStore } from '../../../../src/runtime/storage/open-idb-store.ts';

/** The connection the store holds, found by catching the next database it opens. */
function captureOpenedDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open.bind(indexedDB);
  return new Promise((resolve) => {
    indexedDB.open = (name: string, version?: number) => {
      const request = open(name, version);
      request.addEventListener('success', () => resolve(request.result));
      indexedDB.open = open;
      return request;
    };
  });
}

describe('openIdbStore', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps values in a database of its own', async () => {
    const store = openIdbStore('hallway-test', 'things');
    await set('a', 1, store);
    expect(await get('a', store)).toBe(1);
    const databases = await indexedDB.databases();
    expect(databases.map((database) => database.name)).toEqual(['hallway-test']);
  });

  it('reopens after the browser closes the connection under it (idb-keyval#165)', async () => {
    const store = openIdbStore('hallway-test', 'things');
    const opened = captureOpenedDatabase();
    await set('a', 1, store);
    // Closed without a `close` event, as Safari does: the next transaction would throw InvalidStateError.
    (await opened).close();
    await set('b', 2, store);
    expect(await get('a', store)).toBe(1);
    expect(await get('b', store)).toBe(2);
  });

  it('steps aside when another tab deletes the database, and works again afterwards', async () => {
    const store = openIdbStore('hallway-test', 'things');
    await set('a', 1, store);
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('hallway-test');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
      // Blocked would mean the store kept its connection open.
      request.onblocked = () => reject(new Error('deleteDatabase was blocked'));
    });
    expect(await get('a', store)).toBeUndefined();
    await set('c', 3, store);
    expect(await get('c', store)).toBe(3);
  });
});
