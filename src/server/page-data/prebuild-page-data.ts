import { readPath } from '../../shared/location.ts';
import { LEAN_QUERY, OFFLINE_BUNDLE_URL, SEARCH_DATA_URL } from '../../shared/page-data.ts';
import { buildSearchData, bundleOf, listPublicPages } from '../../shared/build-page-data.ts';
import { cachedBody, serialisedBody, type CachedBody } from './body-cache.ts';
import { resolvePage } from './resolve-page.ts';
import type { ScheduleIndex } from './schedule-index.ts';

export const MANIFEST_URL = '/data/manifest.json';

/** The body of `/data/manifest.json`: the version and every public page-data URL (§6). */
export function manifestBody(index: ScheduleIndex): CachedBody {
  return cachedBody(index, MANIFEST_URL, () => ({ version: index.version, pages: [...manifestUrls(index)] }));
}

/** The page-data URL of a public page path, as the location module spells it. */
function publicPageDataUrl(path: string): string {
  const location = readPath(path);
  if (location.kind !== 'route' || location.pageDataUrl === null) throw new Error(`Not a page with page data: ${path}`);
  return location.pageDataUrl;
}

// The manifest's URLs of each version, to tell which bodies the cache may keep.
const MANIFEST_URLS = new WeakMap<ScheduleIndex, ReadonlySet<string>>();

function manifestUrls(index: ScheduleIndex): ReadonlySet<string> {
  let urls = MANIFEST_URLS.get(index);
  if (!urls) MANIFEST_URLS.set(index, (urls = new Set([...listPublicPages(index).map(publicPageDataUrl), SEARCH_DATA_URL])));
  return urls;
}

/** The body of `/data/search.json` at this version, built once. */
export function searchBody(index: ScheduleIndex): CachedBody {
  return cachedBody(index, SEARCH_DATA_URL, () => ({ version: index.version, data: buildSearchData(index) }));
}

/** The body of `/data/offline.json` at this version: the schedule as one document, built once. */
export function offlineBundleBody(index: ScheduleIndex): CachedBody {
  return cachedBody(index, OFFLINE_BUNDLE_URL, () => ({ version: index.version, data: bundleOf(index.schedule) }));
}

/**
 * The lean answer of every public page and of the search documents at this version: the version
 * alone, for the service worker that builds the page from the offline bundle (§6).
 */
export function leanBody(index: ScheduleIndex): CachedBody {
  return cachedBody(index, `?${LEAN_QUERY}`, () => ({ version: index.version }));
}

/**
 * The body of one public page's data at this version (`{ version, data }`): serialised once and
 * kept when the URL is one of the manifest's, built afresh (and dropped) otherwise.
 */
export function publicPageBody(index: ScheduleIndex, url: string, data: unknown): CachedBody {
  const build = () => ({ version: index.version, data });
  return manifestUrls(index).has(url) ? cachedBody(index, url, build) : serialisedBody(build());
}

/** How long one turn of the event loop may build bodies before requests get their turn. */
const SLICE_MS = 4;

/**
 * Builds and gzips the manifest and every public page of a version in the background, a few
 * milliseconds per turn of the event loop, so requests are never held up by it; then compresses
 * each with Brotli at its best quality, one at a time on a worker thread. The first warm-up after
 * a new schedule then finds every answer ready instead of having the server build and compress
 * each one while the browser waits (and competes with it for the CPU). Resolves with the number
 * of bodies built once all are compressed, early when `signal` aborts.
 */
export function prebuildPageData(index: ScheduleIndex, options: { readonly sliceMs?: number; readonly signal?: AbortSignal } = {}): Promise<number> {
  const { sliceMs = SLICE_MS, signal } = options;
  const pages = listPublicPages(index);
  let next = 0;
  let built = 0;
  const bodies: CachedBody[] = [];
  const keep = (body: CachedBody) => {
    body.gzip();
    bodies.push(body);
    built += 1;
  };
  const gzipped = new Promise<void>((resolve, reject) => {
    const step = async () => {
      // Stopped (another version is served now): what was built stays, the rest is not wanted.
      if (signal?.aborted) return resolve();
      try {
        const until = performance.now() + sliceMs;
        if (next === 0) keep(manifestBody(index));
        // At least one page a turn, however short the slice.
        do {
          const path = pages[next++];
          if (path === undefined) break;
          const location = readPath(path);
          const page = location.kind === 'route' || location.kind === 'fallback' ? await resolvePage(index, location) : null;
          if (location.kind === 'route' && location.pageDataUrl !== null && page?.kind === 'page' && page.data !== undefined) {
            keep(publicPageBody(index, location.pageDataUrl, page.data));
          }
        } while (next < pages.length && performance.now() < until);
        if (next < pages.length) setImmediate(() => void step());
        else {
          // The search documents and the offline bundle last: the largest bodies, in a turn of their own.
          keep(leanBody(index));
          keep(searchBody(index));
          keep(offlineBundleBody(index));
          resolve();
        }
      } catch (error) {
        reject(error);
      }
    };
    // A step never rejects: it settles `gzipped` itself.
    setImmediate(() => void step());
  });
  return gzipped.then(async () => {
    for (const body of bodies) {
      if (signal?.aborted) break;
      await body.precompressBrotli();
    }
    return built;
  });
}
