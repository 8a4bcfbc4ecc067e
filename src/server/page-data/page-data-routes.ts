import { responseEncoding } from '../content-encoding.ts';
import { Hono, type Context } from 'hono';
import { readPageDataUrl } from '../../shared/location.ts';
import { fallbackTitle, FALLBACK_MESSAGES } from '../../shared/page-title.ts';
import type { ScheduleIndex } from './schedule-index.ts';
import { viewerOf } from '../accounts/load-viewer.ts';
import type { PrivatePageDataBuilder } from './private-page-data.ts';
import { resolvePage } from './resolve-page.ts';
import { etagMatches, versionEtag } from './etag.ts';
import { peekBody, type CachedBody } from './body-cache.ts';
import { leanBody, MANIFEST_URL, manifestBody, offlineBundleBody, publicPageBody, searchBody } from './prebuild-page-data.ts';
import { LEAN_QUERY, OFFLINE_BUNDLE_URL, SEARCH_DATA_URL } from '../../shared/page-data.ts';
import type { ChangesDataBuilder } from './changes-data.ts';
import type { ChangesData } from '../../shared/schedule-changes.ts';
import { changesBody } from './changes-body.ts';

export const PUBLIC_CACHE_CONTROL = 'no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function errorJson(c: Context, status: 400 | 401 | 403 | 404, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  // A protected route's answer depends on the session: no shared cache may give it to another.
  if (cacheControl === PRIVATE_CACHE_CONTROL) c.header('Vary', 'Cookie');
  const error = { 400: 'bad-request', 401: 'unauthorized', 403: 'forbidden', 404: 'not-found' }[status];
  return c.json({ error, message: FALLBACK_MESSAGES[status], title: fallbackTitle(status) }, status);
}

/**
 * Answers with `{ version, data }`, or 304 when the client already has this version. A
 * version's page data never changes, so each body is serialised and compressed once per
 * encoding. The app's compress() leaves an answer alone once it has a Content-Encoding.
 */
function versionedJson(c: Context, index: ScheduleIndex, body: CachedBody) {
  const etag = versionEtag(index.version);
  c.header('ETag', etag);
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  const encoding = responseEncoding(c.req.header('Accept-Encoding'));
  if (encoding === 'identity') return c.body(body.json);
  c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' ? body.brotli() : body.gzip());
}

const [LEAN_NAME = '', LEAN_VALUE = ''] = LEAN_QUERY.split('=');

/**
 * A public page's body, or its lean answer (`?lean=1`: the version alone) for the service
 * worker's warm-up, which builds the page from the offline bundle it already has (§6).
 */
function publicJson(c: Context, index: ScheduleIndex, body: CachedBody) {
  return versionedJson(c, index, c.req.query(LEAN_NAME) === LEAN_VALUE ? leanBody(index) : body);
}

export interface PageDataRoutesOptions {
  readonly getIndex: () => ScheduleIndex;
  /** Builds `/data/account.json` and `/data/admin….json`; without it they answer 401. */
  readonly privatePageData?: PrivatePageDataBuilder | undefined;
  /** Builds `/data/changes/:since.json` from the stored versions; without it they answer 404. */
  readonly changesData?: ChangesDataBuilder | undefined;
}

/** `GET /data/<route path>.json`, `/data/manifest.json` and `/data/search.json` (DESIGN §5). */
export function pageDataRoutes({ getIndex, privatePageData, changesData }: PageDataRoutesOptions): Hono {
  const routes = new Hono();

  routes.get(MANIFEST_URL, function serveManifest(c) {
    const index = getIndex();
    return versionedJson(c, index, manifestBody(index));
  });

  routes.get(SEARCH_DATA_URL, function serveSearchData(c) {
    const index = getIndex();
    return publicJson(c, index, searchBody(index));
  });

  routes.get(OFFLINE_BUNDLE_URL, function serveOfflineBundle(c) {
    const index = getIndex();
    return versionedJson(c, index, offlineBundleBody(index));
  });

  routes.get('/data/*', async function servePageData(c) {
    // The one reading of the URL: only a route's canonical page-data URL answers (§15); any
    // other spelling (`/data//account.json`, `/data/%61ccount.json`) is a 404 with no body.
    const location = readPageDataUrl(new URL(c.req.url).pathname);
    if (!location) return errorJson(c, 404, PUBLIC_CACHE_CONTROL);
    const cacheControl = location.access === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
    const index = getIndex();
    // Built before (by an earlier request or prebuildPageData): public, the same for everyone.
    const built = location.access === 'public' && location.pageDataUrl !== null ? peekBody(index, location.pageDataUrl) : undefined;
    if (built) return publicJson(c, index, built);
    const page = await resolvePage(index, location, { viewer: viewerOf(c), buildPrivate: privatePageData, buildChanges: changesData });
    switch (page.kind) {
      case 'bad-request':
        return errorJson(c, 400, cacheControl);
      case 'not-found':
        return errorJson(c, 404, cacheControl);
      case 'unauthorized':
        return errorJson(c, 401, PRIVATE_CACHE_CONTROL);
      case 'forbidden':
        return errorJson(c, 403, PRIVATE_CACHE_CONTROL);
      case 'private':
        // Read fresh for this viewer: no ETag, no body cache, nothing a cache may keep (§5).
        c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
        c.header('Vary', 'Cookie');
        return c.json({ version: index.version, data: page.data });
      case 'page':
        if (page.data === undefined || location.pageDataUrl === null) return errorJson(c, 404, cacheControl);
        // What changed is kept with its diff (a few recent ones), not in the version's body cache.
        if (page.route.name === 'changes') return versionedJson(c, index, changesBody(index, page.data as ChangesData));
        return publicJson(c, index, publicPageBody(index, location.pageDataUrl, page.data));
    }
  });

  routes.all('/data/*', (c) => c.json({ error: 'method-not-allowed', message: 'Page data is read with GET.' }, 405));
  return routes;
}
