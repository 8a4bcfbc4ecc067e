import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStarStore } from '../../../../src/features/agenda/star-store.ts';
import { openIdbStore } from '../../../../src/runtime/storage/open-idb-store.ts';

describe('createStarStore', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps each star with the time it was changed, unstars too, across a reload', async () => {
    const stars = createStarStore(openIdbStore('hallway-device', 'keyval'));
    expect(await stars.all()).toEqual({});
    await stars.set({ eventId: '12', starred: true, at: '2026-02-01T09:00:00.000Z' });
    await stars.set({ eventId: '13', starred: true, at: '2026-02-01T09:01:00.000Z' });
    await stars.set({ eventId: '12', starred: false, at: '2026-02-01T09:02:00.000Z' });
    const reloaded = createStarStore(openIdbStore('hallway-device', 'keyval'));
    expect(await reloaded.all()).toEqual({
      '12': { starred: false, at: '2026-02-01T09:02:00.000Z' },
      '13': { starred: true, at: '2026-02-01T09:01:00.000Z' },
    });
  });

  it('loses no star when two changes are made at once (two tabs)', async () => {
    const store = openIdbStore('hallway-device', 'keyval');
    await Promise.all(['1', '2', '3'].map((eventId) => createStarStore(store).set({ eventId, starred: true, at: '2026-02-01T09:00:00.000Z' })));
    expect(Object.keys(await createStarStore(store).all()).sort()).toEqual(['1', '2', '3']);
  });

  it('merges the account’s stars in and answers what the server should get', async () => {
    const stars = createStarStore(openIdbStore('hallway-device', 'keyval'));
    await stars.set({ eventId: 'a', starred: true, at: '2026-02-01T09:00:00.000Z' });
    const { toSend } = await stars.merge([{ eventId: 'b', starred: true, at: '2026-02-01T08:00:00.000Z' }]);
    expect(toSend).toEqual([{ eventId: 'a', starred: true, at: '2026-02-01T09:00:00.000Z' }]);
    expect(Object.keys(await stars.all()).sort()).toEqual(['a', 'b']);
  });
});
