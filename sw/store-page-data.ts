import type { FetchedPageData } from './fetch-page-data.ts';
import { isStaleGeneration } from './page-generations.ts';

/**
 * Writes a fetched page into the named cache, unless an action revalidated the page after it was
 * asked for: the revalidation's copy is the newer one. Answers whether it was written. Callers
 * have checked first that the answer may be kept at all (`mayStorePageData`).
 */
export async function storePageData(cacheName: string, page: FetchedPageData): Promise<boolean> {
  if (isStaleGeneration(page.url, page.generation)) return false;
  await (await caches.open(cacheName)).put(page.url, page.response);
  return true;
}
