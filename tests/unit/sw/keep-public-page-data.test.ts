// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { forgetPrivatePageData, keepPublicPageData, mayStorePageData } from '../../../sw/keep-public-page-data.ts';
import { pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FAKE_ORIGIN, FakeCacheStorage } from './fake-cache-storage.ts';

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify({ version: 'A', data: {} }), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', ...headers } });

describe('mayStorePageData (§6, §15)', () => {
  it.each(['/data/index.json', '/data/events/12.json', '/data/speakers.json', `${FAKE_ORIGIN}/data/days/2026-06-10.json`])('keeps %s, canonical public page data', (url) => {
    expect(mayStorePageData(url, page(), FAKE_ORIGIN)).toBe(true);
  });

  it.each([
    '/data/account.json',
    '/data/admin.json',
    '/data/admin/reports.json',
    // Other spellings of private data, which the worker once took for public pages (finding 1).
    '/data/%61ccount.json',
    '/data//account.json',
    '/data/%61dmin.json',
    '/data//admin/reports.json',
    '/data/de/account.json',
    // Other spellings of public data: one copy per page, at its one URL.
    '/data//events/12.json',
    '/data/%65vents/12.json',
    '/data/events/12.json?x=1',
    '/data/manifest.json',
    '/data/nowhere.json',
    'https://elsewhere.example/data/events/12.json',
  ])('never keeps %s', (url) => {
    expect(mayStorePageData(url, page(), FAKE_ORIGIN)).toBe(false);
  });

  it.each([['private'], ['no-store'], ['private, no-store'], ['no-cache, private'], ['max-age=0, No-Store']])(
    'never keeps an answer marked %s, whatever its URL',
    (cacheControl) => {
      expect(mayStorePageData('/data/events/12.json', page({ 'Cache-Control': cacheControl }), FAKE_ORIGIN)).toBe(false);
    },
  );

  it('keeps only a 200: a 404 or a 5xx never stands in for the page offline', () => {
    expect(mayStorePageData('/data/events/12.json', page({}, 404), FAKE_ORIGIN)).toBe(false);
    expect(mayStorePageData('/data/events/12.json', page({}, 503), FAKE_ORIGIN)).toBe(false);
  });

  it('is the Workbox cacheWillUpdate of the page-data route', async () => {
    vi.stubGlobal('self', { location: new URL('/sw.js', FAKE_ORIGIN) });
    const willUpdate = keepPublicPageData.cacheWillUpdate;
    const ask = (url: string, response: Response) => willUpdate?.({ request: new Request(new URL(url, FAKE_ORIGIN)), response, event: undefined as never, state: {} });
    await expect(ask('/data/events/12.json', page())).resolves.toBeInstanceOf(Response);
    await expect(ask('/data/%61ccount.json', page())).resolves.toBeNull();
    await expect(ask('/data/events/12.json', page({ 'Cache-Control': 'private, no-store' }))).resolves.toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('forgetPrivatePageData', () => {
  it('deletes from every page-data cache what is no canonical public page data, and nothing else', async () => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    const versioned = storage.cache(pageDataCacheName('A'));
    await versioned.put('/data/events/12.json', page());
    await versioned.put('/data/%61ccount.json', page());
    await versioned.put('/data//account.json', page());
    await storage.cache(pageDataCacheName('unversioned')).put('/data/%61dmin.json', page());
    await storage.cache('workbox-precache-v2').put('/index.html', new Response('<html>'));

    await expect(forgetPrivatePageData(FAKE_ORIGIN)).resolves.toBe(3);
    expect(storage.pathsIn(pageDataCacheName('A'))).toEqual(['/data/events/12.json']);
    expect(storage.pathsIn(pageDataCacheName('unversioned'))).toEqual([]);
    expect(storage.pathsIn('workbox-precache-v2')).toEqual(['/index.html']);
    vi.unstubAllGlobals();
  });
});

describe('keepPublicPageData and revalidation', () => {
  it('does not store a background refresh that began before the page was revalidated', async () => {
    vi.stubGlobal('self', { location: new URL('/sw.js', FAKE_ORIGIN) });
    const { newPageGeneration } = await import('../../../sw/page-generations.ts');
    const request = new Request(new URL('/data/events/77.json', FAKE_ORIGIN));
    const before: Record<string, unknown> = {};
    await keepPublicPageData.requestWillFetch?.({ request, state: before, event: undefined as never });
    newPageGeneration(request.url);
    const after: Record<string, unknown> = {};
    await keepPublicPageData.requestWillFetch?.({ request, state: after, event: undefined as never });
    const update = (state: Record<string, unknown>) => keepPublicPageData.cacheWillUpdate?.({ request, response: page(), state, event: undefined as never });
    await expect(update(before)).resolves.toBeNull();
    await expect(update(after)).resolves.toBeInstanceOf(Response);
    vi.unstubAllGlobals();
  });
});
