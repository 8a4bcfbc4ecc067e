import type { WorkboxPlugin } from 'workbox-core';
import { isPublicPageDataUrl } from '../src/shared/location.ts';
import { pageDataCacheNames } from './page-data-caches.ts';
import { isStaleGeneration, pageGeneration } from './page-generations.ts';

/** `private` or `no-store` in a `Cache-Control`: the server says no cache may keep the answer. */
const PRIVATE_DIRECTIVE = /(?:^|,)\s*(?:private|no-store)\s*(?:[=,]|$)/i;

/**
 * Whether the worker may keep a page-data answer (§6, §15): a 200 at the canonical page-data URL
 * of a public route, as the shared location module reads it, that the server did not mark
 * `private` or `no-store`. Every write of page data into Cache Storage asks this first.
 */
export function mayStorePageData(url: string, response: Response, origin: string = self.location.origin): boolean {
  if (response.status !== 200 || PRIVATE_DIRECTIVE.test(response.headers.get('Cache-Control') ?? '')) return false;
  return isPublicPageData(new URL(url, origin), origin);
}

/** Whether a URL is canonical public page data of this origin (no query): all the worker may keep. */
export function isPublicPageData(url: URL, origin: string): boolean {
  return url.origin === origin && !url.search && isPublicPageDataUrl(url.pathname);
}

/**
 * The same check as a Workbox plugin, for the page-data route's strategy; and a background
 * refresh that began before an action revalidated the page never writes its older answer over
 * the newer copy (page-generations.ts).
 */
export const keepPublicPageData: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state['generation'] = pageGeneration(request.url);
    return request;
  },
  cacheWillUpdate: async ({ request, response, state }) => {
    const stale = state?.['generation'] !== undefined && isStaleGeneration(request.url, state['generation']);
    return !stale && mayStorePageData(request.url, response) ? response : null;
  },
};

/**
 * Deletes from every page-data cache what is not canonical public page data — such as what an
 * older version of the worker kept under another spelling of a private URL. Runs when the worker
 * activates and whenever an action revalidates (sign-in, sign-out), so nothing private outlives
 * a sign-out on the device. Answers how many entries went.
 */
export async function forgetPrivatePageData(origin: string = self.location.origin): Promise<number> {
  let deleted = 0;
  for (const name of await pageDataCacheNames()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (isPublicPageData(new URL(request.url, origin), origin)) continue;
      if (await cache.delete(request)) deleted += 1;
    }
  }
  return deleted;
}
