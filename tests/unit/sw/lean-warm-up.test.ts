// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { indexSchedule } from '../../../src/server/page-data/schedule-index.ts';
import { generateDemoSchedule } from '../../../src/server/schedule/demo/generate-demo-schedule.ts';
import { importSchedule } from '../../../src/server/schedule/import-schedule.ts';
import { PREFETCH_CONCURRENCY } from '../../../src/shared/constants.ts';
import { OFFLINE_BUNDLE_URL, type PageDataManifest } from '../../../src/shared/page-data.ts';
import { pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FAKE_ORIGIN } from './fake-cache-storage.ts';
import { startWorker } from './warm-up-worker.ts';

vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

const imported = importSchedule(JSON.stringify(generateDemoSchedule()));
if (!imported.ok) throw new Error('the demo schedule was refused');
const { schedule } = imported;
const index = indexSchedule(schedule, 'demo-v1');

/** The real server behind the worker's `fetch`: what it asked, and how many requests were on the network at most. */
function serverNetwork(options: { readonly bundle?: boolean; readonly bundleVersion?: string } = {}) {
  const app = createApp({ getIndex: () => index });
  const bundleIndex = options.bundleVersion ? indexSchedule(schedule, options.bundleVersion) : index;
  const bundleApp = options.bundleVersion ? createApp({ getIndex: () => bundleIndex }) : app;
  const asked: string[] = [];
  const bytes = new Map<string, number>();
  let inFlight = 0;
  let peak = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), FAKE_ORIGIN);
    const path = `${url.pathname}${url.search}`;
    asked.push(path);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      // A turn of the event loop on the network, so requests overlap as they would.
      await new Promise((resolve) => setImmediate(resolve));
      if (path === OFFLINE_BUNDLE_URL && options.bundle === false) return new Response(null, { status: 404 });
      const server = path === OFFLINE_BUNDLE_URL ? bundleApp : app;
      const response = await server.request(path, { headers: { 'Accept-Encoding': 'br' } });
      const body = new Uint8Array(await response.arrayBuffer());
      bytes.set(path, body.length);
      // As a browser hands it over: decoded.
      const plain = await server.request(path);
      return new Response(await plain.arrayBuffer(), { status: response.status, headers: plain.headers });
    } finally {
      inFlight -= 1;
    }
  });
  return { app, asked, bytes, fetch, peak: () => peak };
}

/** A worker whose network is this server, warmed up until it stops. */
async function warmAgainst(network: ReturnType<typeof serverNetwork>) {
  const manifest = (await (await network.app.request('/data/manifest.json')).json()) as PageDataManifest;
  const { warmUp, storage } = startWorker(manifest);
  vi.stubGlobal('fetch', network.fetch);
  await warmUp.warm({ saveData: false });
  return { manifest, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('going offline with the offline bundle (§6)', () => {
  it('fetches the bundle once and each page once in its lean form, within 5 in flight, and caches every page as the server answers it whole', async () => {
    const network = serverNetwork();
    const { manifest, storage } = await warmAgainst(network);
    const pages = manifest.pages;
    expect(network.asked.filter((path) => path === OFFLINE_BUNDLE_URL)).toHaveLength(1);
    expect(network.asked.filter((path) => path.endsWith('?lean=1')).sort()).toEqual(pages.map((page) => `${page}?lean=1`).sort());
    // Nothing else: no page is asked for whole.
    expect(network.asked).toHaveLength(pages.length + 2);
    expect(network.peak()).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);

    const cache = storage.cache(pageDataCacheName(manifest.version));
    for (const url of pages) {
      const cached = await cache.match(url);
      expect(cached, url).toBeDefined();
      expect(await cached!.text(), url).toBe(await (await network.app.request(url)).text());
      expect(cached!.headers.get('Content-Type'), url).toMatch(/^application\/json/);
      expect(cached!.headers.get('ETag'), url).toBe((await network.app.request(url)).headers.get('ETag'));
    }

    // The bytes on the network: the bundle and the lean answers, against every page whole.
    const sent = [...network.bytes.values()].reduce((sum, size) => sum + size, 0);
    let whole = 0;
    for (const url of pages) whole += (await (await network.app.request(url, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer()).byteLength;
    expect(sent).toBeLessThan(whole / 2);
  });

  it('without the bundle (a server that has none), fetches every page whole, as before', async () => {
    const network = serverNetwork({ bundle: false });
    const { manifest, storage } = await warmAgainst(network);
    expect(network.asked.filter((path) => path.includes('?'))).toEqual([]);
    const cache = storage.cache(pageDataCacheName(manifest.version));
    for (const url of manifest.pages.slice(0, 20)) expect(await (await cache.match(url))!.text(), url).toBe(await (await network.app.request(url)).text());
  });

  it('a bundle of another version than the manifest’s (published in between) is not used: the pages are fetched whole', async () => {
    const network = serverNetwork({ bundleVersion: 'a-newer-one' });
    const { manifest, storage } = await warmAgainst(network);
    expect(network.asked.filter((path) => path.endsWith('?lean=1'))).toEqual([]);
    const cache = storage.cache(pageDataCacheName(manifest.version));
    expect(await cache.match(OFFLINE_BUNDLE_URL)).toBeUndefined();
    for (const url of manifest.pages.slice(0, 20)) expect(await (await cache.match(url))!.text(), url).toBe(await (await network.app.request(url)).text());
  });

  it('a lean answer of another version than the bundle’s is not built on, nor kept', async () => {
    const network = serverNetwork();
    const manifest = (await (await network.app.request('/data/manifest.json')).json()) as PageDataManifest;
    const { warmUp, storage } = startWorker(manifest);
    const serverFetch = network.fetch.getMockImplementation()!;
    // The pages' answers are of a newer version already; the bundle still the run's.
    const newerIndex = indexSchedule(schedule, 'a-newer-one');
    const newer = createApp({ getIndex: () => newerIndex });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), FAKE_ORIGIN);
      if (url.search) return newer.request(`${url.pathname}${url.search}`);
      return serverFetch(input);
    });

    await warmUp.warm({ saveData: false });

    const cache = storage.cache(pageDataCacheName(manifest.version));
    expect((await cache.keys()).map((request) => new URL(request.url).pathname)).toEqual([OFFLINE_BUNDLE_URL]);
  });
});
