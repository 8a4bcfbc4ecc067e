import type { PageDataVersion } from './page-data-version.ts';
import { servedCacheName } from './route-page-data.ts';
import { forgetPrivatePageData, isPublicPageData, mayStorePageData } from './keep-public-page-data.ts';
import { fetchPageData } from './fetch-page-data.ts';
import { newPageGeneration } from './page-generations.ts';
import { pageDataCacheNames } from './page-data-caches.ts';
import { readScheduleVersion } from './read-schedule-version.ts';
import { storePageData } from './store-page-data.ts';

/** Drops page-data URLs from every cache and fetches them again; resolves with those cached again. */
export type RevalidatePageData = (urls: readonly string[]) => Promise<readonly string[]>;

/**
 * The worker's half of `Action-Revalidate` (§7): an action changed these pages, so no cache
 * may answer with the old copy — not the current version's, nor an older one that the offline
 * fallback would reach. Each page is then fetched again (bypassing the HTTP cache, whose
 * validator may be per schedule version) into the cache the page-data route serves from.
 */
export function createRevalidatePageData(worker: ServiceWorkerGlobalScope, version: PageDataVersion): RevalidatePageData {
  const refetch = async (path: string): Promise<boolean> => {
    const page = await fetchPageData(path).catch(() => null);
    if (!page || !mayStorePageData(path, page.response, worker.location.origin)) return false;
    if (readScheduleVersion(page.text) === null) return false;
    // The cache the page-data route answers from, so the page's own refetch finds the new copy;
    // not when a later revalidation of the same page is under way: its answer is the newer one.
    return storePageData(servedCacheName(await version.current()), page);
  };

  return async function revalidatePageData(urls) {
    // An action changed what someone sees (sign-in, sign-out, a star): whatever private a cache
    // may hold goes first, so nothing of the previous person outlives a sign-out (§15).
    await forgetPrivatePageData(worker.location.origin);
    // Only canonical public page data is ever cached (§6); private pages and the manifest are left alone.
    const paths = new Set<string>();
    for (const url of urls) {
      const parsed = new URL(url, worker.location.href);
      if (isPublicPageData(parsed, worker.location.origin)) paths.add(parsed.pathname);
    }
    if (paths.size === 0) return [];
    // Whatever was asked for before now may carry the old page: it is no longer stored.
    for (const path of paths) newPageGeneration(path);
    await Promise.all(
      (await pageDataCacheNames()).map(async (name) => {
        const cache = await caches.open(name);
        await Promise.all([...paths].map((path) => cache.delete(path)));
      }),
    );
    const refetched = await Promise.all([...paths].map((path) => refetch(path).catch(() => false)));
    return [...paths].filter((_path, index) => refetched[index]);
  };
}
