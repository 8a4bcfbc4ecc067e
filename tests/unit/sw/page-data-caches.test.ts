import { describe, expect, it, vi } from 'vitest';
import { deletePageDataCachesExcept, pageDataCacheNames } from '../../../sw/page-data-caches.ts';
import { pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

const SHELL = 'workbox-precache-v2-https://hallway.example/';

function startStorage(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  for (const name of [pageDataCacheName('A'), SHELL, pageDataCacheName('B'), pageDataCacheName('unversioned')]) storage.cache(name);
  return storage;
}

describe('pageDataCacheNames', () => {
  it('lists the page-data caches of every version, and no other cache', async () => {
    startStorage();
    await expect(pageDataCacheNames()).resolves.toEqual([pageDataCacheName('A'), pageDataCacheName('B'), pageDataCacheName('unversioned')]);
  });
});

describe('deletePageDataCachesExcept', () => {
  it('deletes every page-data cache but the version’s, and keeps the shell’s', async () => {
    const storage = startStorage();
    await deletePageDataCachesExcept('B');
    expect(storage.names().sort()).toEqual([pageDataCacheName('B'), SHELL].sort());
  });
});
