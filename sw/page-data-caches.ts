import { PAGE_DATA_CACHE_PREFIX, pageDataCacheName } from '../src/shared/sw-messages.ts';

/** Every page-data cache, of whatever version: what forgetting and revalidating must sweep. */
export async function pageDataCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(PAGE_DATA_CACHE_PREFIX));
}

/** Deletes every page-data cache but `version`'s: once that version is warm, older copies only take space. */
export async function deletePageDataCachesExcept(version: string): Promise<void> {
  const keep = pageDataCacheName(version);
  await Promise.all((await pageDataCacheNames()).filter((name) => name !== keep).map((name) => caches.delete(name)));
}
