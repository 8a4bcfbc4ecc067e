import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * An idb-keyval store in a database of its own, opened on first use. The browser may close the
 * connection under us (Safari does; so does storage pressure) without an event idb-keyval sees:
 * its cached connection then throws InvalidStateError for ever — idb-keyval#165. Here a closed
 * connection is forgotten and the next call opens a new one, retrying that call once.
 */
export function openIdbStore(dbName: string, storeName: string): UseStore {
  let connection: Promise<IDBDatabase> | undefined;

  const open = (): Promise<IDBDatabase> => {
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request).then((db) => {
      const forget = () => {
        if (connection === opened) connection = undefined;
      };
      db.onclose = forget;
      // Another tab deletes or upgrades the database: let it, and reopen on the next call.
      db.onversionchange = () => {
        db.close();
        forget();
      };
      return db;
    });
    opened.catch(() => {
      if (connection === opened) connection = undefined;
    });
    connection = opened;
    return opened;
  };

  const transaction = async (mode: IDBTransactionMode): Promise<IDBObjectStore> => {
    const current = connection ?? open();
    try {
      return (await current).transaction(storeName, mode).objectStore(storeName);
    } catch (error) {
      if ((error as DOMException | null)?.name !== 'InvalidStateError') throw error;
      if (connection === current) connection = undefined;
      return (await open()).transaction(storeName, mode).objectStore(storeName);
    }
  };

  return async (mode, callback) => callback(await transaction(mode));
}
