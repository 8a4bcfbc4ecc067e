// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteHandlerCallback, RouteMatchCallback, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { MANIFEST_PATH, routePageData } from '../../../sw/route-page-data.ts';
import { PAGE_DATA_CACHE_PREFIX, pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FAKE_ORIGIN, FakeCacheStorage } from './fake-cache-storage.ts';

interface FakeStrategy {
  readonly cacheName: string;
  readonly plugins: readonly WorkboxPlugin[];
  readonly handle: ReturnType<typeof vi.fn>;
}

// Workbox's router and strategies need a real service worker; here we only capture what is
// registered and which cache each request would be answered from.
const { strategies } = vi.hoisted(() => ({ strategies: [] as FakeStrategy[] }));
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({
  StaleWhileRevalidate: class implements FakeStrategy {
    readonly cacheName: string;
    readonly plugins: readonly WorkboxPlugin[];
    readonly handle = vi.fn(async () => new Response(this.cacheName));
    constructor(options: { cacheName: string; plugins?: WorkboxPlugin[] }) {
      this.cacheName = options.cacheName;
      this.plugins = options.plugins ?? [];
      strategies.push(this);
    }
  },
}));

let matchPageData: RouteMatchCallback;
let handlePageData: RouteHandlerCallback;
let currentVersion: string | null = null;

function request(href: string, method = 'GET'): RouteMatchCallbackOptions {
  const url = new URL(href, FAKE_ORIGIN);
  return { url, request: new Request(url, { method }), sameOrigin: url.origin === FAKE_ORIGIN, event: new Event('fetch') as ExtendableEvent };
}

/** Which cache the route answers a request from, while the worker serves `version`. */
async function cacheAnswering(version: string | null, path: string): Promise<string> {
  currentVersion = version;
  const { url, request: req, event } = request(path);
  return (await handlePageData({ url, request: req, event })).text();
}

beforeAll(() => {
  routePageData({ current: async () => currentVersion, set: async () => undefined });
  const [match, handler] = vi.mocked(registerRoute).mock.calls[0] ?? [];
  if (typeof match !== 'function' || typeof handler !== 'function') throw new Error('routePageData did not register a match and a handler callback');
  matchPageData = match;
  handlePageData = handler;
});

describe('routePageData', () => {
  it.each(['/data/index.json', '/data/events/12.json', '/data/days/2026-02-01.json', '/data/speakers.json', '/data/speakers/ada.json'])(
    'routes the public page data %s',
    (path) => {
      expect(matchPageData(request(path))).toBeTruthy();
    },
  );

  it.each(['/data/account.json', '/data/admin.json', '/data/admin/x.json', '/data/admin/imports/1.json'])('never routes (so never caches) the private %s', (path) => {
    expect(matchPageData(request(path))).toBeFalsy();
  });

  it('leaves the manifest to the network', () => {
    expect(MANIFEST_PATH).toBe('/data/manifest.json');
    expect(matchPageData(request(MANIFEST_PATH))).toBeFalsy();
  });

  it.each(['POST', 'PUT', 'DELETE'])('leaves a %s to page data alone', (method) => {
    expect(matchPageData(request('/data/events/12.json', method))).toBeFalsy();
  });

  it('leaves page data of another origin alone', () => {
    expect(matchPageData(request('https://other.example/data/events/12.json'))).toBeFalsy();
  });

  it.each(['/events/12', '/data/events/12', '/actions/star', '/monitoring', '/sw.js'])('leaves %s alone', (path) => {
    expect(matchPageData(request(path))).toBeFalsy();
  });

  it('answers from the cache of the schedule version the worker serves', async () => {
    expect(await cacheAnswering('A', '/data/index.json')).toBe(pageDataCacheName('A'));
    expect(await cacheAnswering('B', '/data/index.json')).toBe(pageDataCacheName('B'));
    expect(await cacheAnswering('A', '/data/events/1.json')).toBe(pageDataCacheName('A'));
  });

  it('answers from a page-data cache of its own before any version is known', async () => {
    const cacheName = await cacheAnswering(null, '/data/index.json');
    expect(cacheName.startsWith(PAGE_DATA_CACHE_PREFIX)).toBe(true);
    expect(cacheName).not.toBe(pageDataCacheName('A'));
  });

  it('offline, falls back to another version’s copy of a page missing from the current cache', async () => {
    await cacheAnswering('B', '/data/index.json');
    const strategy = strategies.find((candidate) => candidate.cacheName === pageDataCacheName('B'));
    const handlerDidError = strategy?.plugins.find((plugin) => plugin.handlerDidError)?.handlerDidError;
    if (!handlerDidError) throw new Error('the page-data strategy has no handlerDidError plugin');
    const storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    await storage.cache(pageDataCacheName('A')).put('/data/speakers.json', Response.json({ version: 'A', data: 'old speakers' }));

    const fallback = (path: string) =>
      handlerDidError({ request: new Request(new URL(path, FAKE_ORIGIN)), error: new TypeError('Failed to fetch'), event: new Event('fetch') as ExtendableEvent, state: {} });
    expect(await (await fallback('/data/speakers.json'))?.json()).toEqual({ version: 'A', data: 'old speakers' });
    expect(await fallback('/data/rooms.json')).toBeUndefined();
  });
});
