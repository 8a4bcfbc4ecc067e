// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { createRevalidatePageData } from '../../../sw/revalidate-page-data.ts';
import { UNVERSIONED_CACHE } from '../../../sw/route-page-data.ts';
import { pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FAKE_ORIGIN, FakeCacheStorage } from './fake-cache-storage.ts';

// The module shares constants with the page-data route, whose Workbox modules need a real
// service worker (`self`) just to load; nothing here routes requests.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

const page = (version: string, data: string) => Response.json({ version, data });

/** A worker serving `served`, with its caches and a network that answers each path with `answer`. */
function startWorker(served: string | null, answer: (path: string) => Response | Promise<Response> = (path) => page(served ?? 'A', `new ${path}`)) {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => answer(new URL(String(input), FAKE_ORIGIN).pathname));
  vi.stubGlobal('fetch', fetch);
  const scope = { location: new URL('/sw.js', FAKE_ORIGIN) } as unknown as ServiceWorkerGlobalScope;
  const revalidate = createRevalidatePageData(scope, { current: async () => served, set: async () => undefined });
  return { storage, fetch, revalidate };
}

async function cachedData(storage: FakeCacheStorage, cacheName: string, path: string): Promise<unknown> {
  const response = await storage.cache(cacheName).match(path);
  return response ? ((await response.json()) as { data: unknown }).data : undefined;
}

describe('createRevalidatePageData', () => {
  it('drops the URLs from every page-data cache and fetches them again into the served version’s cache', async () => {
    const { storage, fetch, revalidate } = startWorker('B');
    await storage.cache(pageDataCacheName('A')).put('/data/events/12.json', page('A', 'old A'));
    await storage.cache(pageDataCacheName('B')).put('/data/events/12.json', page('B', 'old B'));
    await storage.cache(pageDataCacheName('B')).put('/data/index.json', page('B', 'home'));
    await storage.cache('workbox-precache-v2').put('/data/events/12.json', new Response('not page data'));

    await expect(revalidate(['/data/events/12.json'])).resolves.toEqual(['/data/events/12.json']);

    expect(storage.pathsIn(pageDataCacheName('A'))).toEqual([]);
    expect(await cachedData(storage, pageDataCacheName('B'), '/data/events/12.json')).toBe('new /data/events/12.json');
    // Nothing else is touched: other pages, other caches.
    expect(await cachedData(storage, pageDataCacheName('B'), '/data/index.json')).toBe('home');
    expect(storage.pathsIn('workbox-precache-v2')).toEqual(['/data/events/12.json']);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('forgets whatever private a cache holds when an action revalidates (sign-in, sign-out), under any spelling', async () => {
    const { storage, revalidate } = startWorker('A');
    await storage.cache(pageDataCacheName('A')).put('/data/%61ccount.json', page('A', 'someone@example.org'));
    await storage.cache(UNVERSIONED_CACHE).put('/data//account.json', page('A', 'someone@example.org'));
    await storage.cache(pageDataCacheName('A')).put('/data/index.json', page('A', 'home'));
    await revalidate(['/data/account.json', '/data/admin.json']);
    expect(storage.pathsIn(pageDataCacheName('A'))).toEqual(['/data/index.json']);
    expect(storage.pathsIn(UNVERSIONED_CACHE)).toEqual([]);
  });

  it('accepts absolute URLs of its own origin, each once', async () => {
    const { fetch, revalidate } = startWorker('A');
    await expect(revalidate([`${FAKE_ORIGIN}/data/speakers.json`, '/data/speakers.json'])).resolves.toEqual(['/data/speakers.json']);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each([
    ['private page data', '/data/account.json'],
    ['admin page data', '/data/admin/reports.json'],
    ['the manifest', '/data/manifest.json'],
    ['another origin', 'https://evil.example/data/index.json'],
    ['something that is not page data', '/actions/star'],
  ])('leaves %s alone: never fetched, never cached', async (_what, url) => {
    const { storage, fetch, revalidate } = startWorker('A');
    await expect(revalidate([url])).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.names()).toEqual([]);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => Response.json({ error: 'internal', digest: 'd1' }, { status: 500 })],
    ['an answer that is not page data', () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('drops the stale copy but caches nothing when the refetch fails (%s)', async (_what, answer) => {
    const { storage, revalidate } = startWorker('A', answer);
    await storage.cache(pageDataCacheName('A')).put('/data/index.json', page('A', 'old'));
    await expect(revalidate(['/data/index.json'])).resolves.toEqual([]);
    expect(storage.pathsIn(pageDataCacheName('A'))).toEqual([]);
  });

  it('before any version is known, refreshes the cache the page-data route then answers from', async () => {
    const { storage, revalidate } = startWorker(null);
    await storage.cache(UNVERSIONED_CACHE).put('/data/index.json', page('A', 'old'));
    await revalidate(['/data/index.json']);
    expect(await cachedData(storage, UNVERSIONED_CACHE, '/data/index.json')).toBe('new /data/index.json');
  });
});
