import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { PAGE_DATA_CACHE_PREFIX, pageDataCacheName } from '../src/shared/sw-messages.ts';
import type { PageDataVersion } from './page-data-version.ts';
import { isPublicPageData, keepPublicPageData } from './keep-public-page-data.ts';

/** The manifest lists what to warm; it is always asked of the network, never cached. */
export const MANIFEST_PATH = '/data/manifest.json';
/** Page data fetched before the worker knows the schedule version (no warm-up yet). */
export const UNVERSIONED_CACHE = `${PAGE_DATA_CACHE_PREFIX}unversioned`;

/** The cache the page-data route answers from while the worker serves `version` (null: none known yet). */
export function servedCacheName(version: string | null): string {
  return version ? pageDataCacheName(version) : UNVERSIONED_CACHE;
}

const strategies = new Map<string, StaleWhileRevalidate>();

function strategyFor(cacheName: string): StaleWhileRevalidate {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new StaleWhileRevalidate({
      cacheName,
      plugins: [
        // Only a 200 at a canonical public page-data URL, never `private` or `no-store` (§15):
        // a 404 or a 5xx never stands in for the page offline, and nothing private is kept.
        keepPublicPageData,
        // Offline and not in this version's cache: any version's copy beats no page at all.
        { handlerDidError: async ({ request }) => (await caches.match(request)) ?? undefined },
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

/**
 * Public page data, stale-while-revalidate from the cache of the current schedule version
 * (§6). Only canonical page-data URLs of public routes are routed here, as the shared location
 * module reads them: private data (by the route table's access), other spellings and the
 * manifest go to the network and are never cached.
 */
export function routePageData(version: PageDataVersion): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPublicPageData(url, url.origin),
    async ({ event, request }) => {
      return strategyFor(servedCacheName(await version.current())).handle({ event, request });
    },
  );
}
