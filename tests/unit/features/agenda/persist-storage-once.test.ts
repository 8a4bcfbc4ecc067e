import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const persist = vi.fn(async () => true);
const persisted = vi.fn(async () => false);

/** The module as a fresh page loads it. */
async function freshPage() {
  vi.resetModules();
  return (await import('../../../../src/features/agenda/persist-storage-once.ts')).persistStorageOnce;
}

describe('persistStorageOnce', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    persist.mockClear();
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('asks the browser once per device, not once per page', async () => {
    const persistStorageOnce = await freshPage();
    await persistStorageOnce();
    await persistStorageOnce();
    await (
      await freshPage()
    )();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the storage is kept already', async () => {
    persisted.mockResolvedValueOnce(true);
    await (
      await freshPage()
    )();
    expect(persist).not.toHaveBeenCalled();
  });
});
