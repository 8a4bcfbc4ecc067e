// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_PATH } from '../../../sw/route-page-data.ts';
import { PREFETCH_CONCURRENCY } from '../../../src/shared/constants.ts';
import { WARM_UP_PROGRESS, pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { OFFLINE_BUNDLE_URL } from '../../../src/shared/page-data.ts';
import { FAKE_ORIGIN } from './fake-cache-storage.ts';
import { NEW, OLD, PROGRESS_INTERVAL_MS, answerEverything, manifestFetches, pagesOf, preCache, progressOf, settle, startWorker, type PageRequest } from './warm-up-worker.ts';

// The warm-up shares MANIFEST_PATH with the page-data route, whose Workbox modules need a real
// service worker (`self`) just to load; nothing here routes requests.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

afterEach(() => {
  vi.useRealTimers();
});

describe('createWarmUp', () => {
  it('asks the network for the manifest, then fetches only the pages missing from that version’s cache', async () => {
    const pages = pagesOf(8);
    const { warmUp, storage, network } = startWorker({ version: NEW, pages });
    const alreadyCached = [pages[0], pages[3], pages[7]].map(String);
    await preCache(storage, NEW, alreadyCached);

    const warming = warmUp.warm({ saveData: false });
    await answerEverything(network, NEW);
    await warming;

    expect(network.fetch).toHaveBeenCalledWith(MANIFEST_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(network.started().sort()).toEqual(pages.filter((page) => !alreadyCached.includes(page)).sort());
    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual([...pages].sort());
  });

  it('asks for pages past the HTTP cache, with the session cookie: Cache Storage keeps the only copy', async () => {
    const pages = pagesOf(4);
    const { warmUp, network } = startWorker({ version: NEW, pages });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    // A client's prefetch while the warm-up runs goes the same way.
    const prefetching = warmUp.prefetch('/data/speakers.json');
    await answerEverything(network, NEW);
    await Promise.all([warming, prefetching]);

    const pageCalls = network.fetch.mock.calls.filter(([input]) => String(input) !== MANIFEST_PATH && String(input) !== OFFLINE_BUNDLE_URL);
    expect(pageCalls.map(([input]) => String(input)).sort()).toEqual([...pages, '/data/speakers.json'].sort());
    // The offline bundle too (here a server without it).
    for (const [, init] of network.fetch.mock.calls.filter(([input]) => String(input) !== MANIFEST_PATH)) {
      expect(init).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
    }
  });

  it('serves the manifest’s version from then on', async () => {
    const { warmUp, network, version } = startWorker({ version: NEW, pages: pagesOf(3) }, OLD);
    const warming = warmUp.warm({ saveData: false });
    await answerEverything(network, NEW);
    await warming;
    expect(version.set).toHaveBeenCalledWith(NEW);
    expect(await version.current()).toBe(NEW);
  });

  it('keeps exactly 5 requests in flight while 5 or more wait, and never more', async () => {
    const pages = pagesOf(13);
    const { warmUp, network } = startWorker({ version: NEW, pages });
    const warming = warmUp.warm({ saveData: false });

    let answered = 0;
    await settle();
    while (answered < pages.length) {
      const notAnswered = pages.length - answered;
      expect(network.open()).toHaveLength(Math.min(PREFETCH_CONCURRENCY, notAnswered));
      network.open()[0]?.answerPage(NEW);
      answered += 1;
      await settle();
    }
    await warming;

    expect(PREFETCH_CONCURRENCY).toBe(5);
    expect(network.peak).toBe(PREFETCH_CONCURRENCY);
    expect(network.requests).toHaveLength(pages.length);
  });

  it('counts client prefetches that arrive before the warm-up within the same 5', async () => {
    const pages = pagesOf(13);
    const { warmUp, network } = startWorker({ version: NEW, pages });
    const early = pages.slice(-4).map((page) => warmUp.prefetch(page));
    await settle();
    const warming = warmUp.warm({ saveData: false });
    await settle();
    while (network.open().length > 0) {
      expect(network.open().length).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
      network.open()[0]?.answerPage(NEW);
      await settle();
    }
    await Promise.all(early);
    await warming;
    expect(network.peak).toBe(PREFETCH_CONCURRENCY);
    expect(new Set(network.started()).size).toBe(pages.length);
  });

  it('posts progress to every window, from what is already cached up to cached === total', async () => {
    const pages = pagesOf(9);
    const { warmUp, storage, network, windows } = startWorker({ version: NEW, pages });
    await preCache(storage, NEW, pages.slice(0, 2));

    const warming = warmUp.warm({ saveData: false });
    await answerEverything(network, NEW);
    await warming;
    await settle();

    const messages = progressOf(windows[0]);
    expect(messages[0]).toEqual({ type: WARM_UP_PROGRESS, version: NEW, cached: 2, total: pages.length });
    // The last one is posted at once, not after the throttle.
    expect(messages.at(-1)).toEqual({ type: WARM_UP_PROGRESS, version: NEW, cached: pages.length, total: pages.length });
    const counts = messages.map((message) => message.cached);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(progressOf(windows[1])).toEqual(messages);
  });

  it('posts progress at most every 250 ms while pages arrive', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const pages = pagesOf(10);
    const { warmUp, network, windows } = startWorker({ version: NEW, pages });
    const window = windows[0];

    const warming = warmUp.warm({ saveData: false });
    await settle();
    expect(progressOf(window)).toHaveLength(1);

    for (const request of network.open().slice(0, 3)) request.answerPage(NEW);
    await settle();
    expect(progressOf(window)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    await settle();
    expect(progressOf(window)).toHaveLength(2);
    expect(progressOf(window).at(-1)?.cached).toBe(3);

    await answerEverything(network, NEW);
    await warming;
    await settle();
    expect(progressOf(window).at(-1)?.cached).toBe(pages.length);
  });

  it.each([
    ['data of another version', (request: PageRequest) => request.answerPage(OLD)],
    ['a 404', (request: PageRequest) => request.answer(Response.json({ error: 'not-found', message: 'Not found' }, { status: 404 }))],
    ['a body that is not JSON', (request: PageRequest) => request.answer(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }))],
  ])('does not cache a page answered with %s, nor count it', async (_label, answerBadly) => {
    const pages = pagesOf(4);
    const { warmUp, storage, network, windows } = startWorker({ version: NEW, pages });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    const bad = network.open()[1];
    if (!bad) throw new Error('the warm-up did not start');
    answerBadly(bad);
    await answerEverything(network, NEW);
    await warming;
    await settle();

    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual(pages.filter((page) => page !== bad.path).sort());
    expect(progressOf(windows[0]).at(-1)).toMatchObject({ cached: pages.length - 1, total: pages.length });
  });

  it('pauses when a fetch fails offline and fetches that page again after resume()', async () => {
    const pages = pagesOf(8);
    const { warmUp, storage, network, windows } = startWorker({ version: NEW, pages });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    const [lost, ...others] = network.open();
    if (!lost) throw new Error('the warm-up did not start');
    lost.fail();
    for (const request of others) request.answerPage(NEW);
    await settle();

    // Paused: nothing new starts, and the warm-up lets the worker go.
    expect(network.requests).toHaveLength(PREFETCH_CONCURRENCY);
    await expect(warming).resolves.toBeUndefined();
    expect(network.requests).toHaveLength(PREFETCH_CONCURRENCY);

    warmUp.resume();
    await answerEverything(network, NEW);

    expect(network.started().filter((path) => path === lost.path)).toHaveLength(2);
    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual([...pages].sort());
    expect(progressOf(windows[0]).at(-1)).toMatchObject({ cached: pages.length, total: pages.length });
  });

  it('with Save-Data posts progress but fetches no page', async () => {
    const pages = pagesOf(6);
    const { warmUp, storage, network, windows } = startWorker({ version: NEW, pages });
    await preCache(storage, NEW, pages.slice(0, 2));

    await warmUp.warm({ saveData: true });
    await settle();

    expect(manifestFetches(network)).toBe(1);
    expect(network.requests).toEqual([]);
    expect(progressOf(windows[0])).toEqual([{ type: WARM_UP_PROGRESS, version: NEW, cached: 2, total: pages.length }]);
  });

  it('with Save-Data still fetches and caches a page the client asks for', async () => {
    const pages = pagesOf(6);
    const { warmUp, storage, network, windows } = startWorker({ version: NEW, pages });
    await warmUp.warm({ saveData: true });
    const wanted = pages[4] ?? '';

    const prefetching = warmUp.prefetch(wanted);
    await settle();
    expect(network.started()).toEqual([wanted]);
    network.open()[0]?.answerPage(NEW);
    await prefetching;
    await settle();

    expect(storage.pathsIn(pageDataCacheName(NEW))).toEqual([wanted]);
    // Within the progress throttle.
    await vi.waitFor(() => expect(progressOf(windows[0]).at(-1)).toMatchObject({ cached: 1, total: pages.length }), {
      timeout: 4 * PROGRESS_INTERVAL_MS,
    });
  });

  it('starts a page the client asks for before the pages already waiting', async () => {
    const pages = pagesOf(12);
    const { warmUp, network } = startWorker({ version: NEW, pages });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    const waiting = pages.filter((page) => !network.started().includes(page));
    const wanted = waiting.at(-1) ?? '';
    expect(waiting.length).toBeGreaterThan(1);

    const prefetching = warmUp.prefetch(wanted);
    await settle();
    network.open()[0]?.answerPage(NEW);
    await settle();

    expect(network.started().at(-1)).toBe(wanted);
    network.requests.find((request) => request.path === wanted)?.answerPage(NEW);
    await expect(prefetching).resolves.toBeUndefined();
    await answerEverything(network, NEW);
    await warming;
    expect(network.started().filter((path) => path === wanted)).toHaveLength(1);
  });

  it('fetches a page the client asks for while the warm-up starts once, within the 5 in flight', async () => {
    const pages = pagesOf(12);
    const { warmUp, network } = startWorker({ version: NEW, pages }, OLD);
    const wanted = pages.at(-1) ?? '';

    const warming = warmUp.warm({ saveData: false });
    const prefetching = warmUp.prefetch(wanted);
    await settle();
    expect(network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    await answerEverything(network, NEW);
    await Promise.all([warming, prefetching]);

    expect(network.peak).toBe(PREFETCH_CONCURRENCY);
    expect(network.started().filter((path) => path === wanted)).toHaveLength(1);
    // Only the requests already under way may start before it.
    expect(network.started().indexOf(wanted)).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
  });

  it('keeps the prefetches that waited for the warm-up to set up within the 5 in flight, right after those under way', async () => {
    const pages = pagesOf(20);
    const wanted = pages.slice(-7);
    const { warmUp, network } = startWorker({ version: NEW, pages }, OLD);
    const warming = warmUp.warm({ saveData: false });
    const prefetching = wanted.map((page) => warmUp.prefetch(page));
    await settle();
    expect(network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    await answerEverything(network, NEW);
    await Promise.all([warming, ...prefetching]);
    expect(network.peak).toBe(PREFETCH_CONCURRENCY);
    expect(network.started().slice(0, PREFETCH_CONCURRENCY + wanted.length)).toEqual(expect.arrayContaining(wanted));
    expect(network.requests).toHaveLength(pages.length);
  });

  it('caches a page the client asks for outside the warm-up at the version the worker serves', async () => {
    // The worker's own fetch() never goes through its page-data route: the warm-up must cache it.
    const { warmUp, storage, network } = startWorker(null, NEW);
    const outside = '/data/speakers.json';
    const prefetching = warmUp.prefetch(outside);
    await settle();
    expect(network.started()).toEqual([outside]);
    network.open()[0]?.answerPage(NEW);
    await prefetching;
    expect(storage.pathsIn(pageDataCacheName(NEW))).toEqual([outside]);
  });

  it('never caches private data the client asks for', async () => {
    const { warmUp, storage, network } = startWorker(null, NEW);
    const prefetching = Promise.all(['/data/account.json', '/data/admin.json'].map((url) => warmUp.prefetch(url)));
    await settle();
    for (const request of network.open()) request.answerPage(NEW);
    await prefetching;
    expect(storage.pathsIn(pageDataCacheName(NEW)) ?? []).toEqual([]);
  });

  it('resolves quietly when a page the client asks for outside the warm-up cannot be fetched', async () => {
    const { warmUp, network } = startWorker(null, NEW);
    const prefetching = warmUp.prefetch('/data/speakers.json');
    await settle();
    network.open()[0]?.fail();
    await expect(prefetching).resolves.toBeUndefined();
  });

  it('deletes the caches of older versions once the new version is warm, and keeps its own and the shell’s', async () => {
    const pages = pagesOf(7);
    const { warmUp, storage, network } = startWorker({ version: NEW, pages }, OLD);
    await preCache(storage, OLD, pages);
    await preCache(storage, 'older', pages.slice(0, 2));
    const shell = 'workbox-precache-v2-https://hallway.example/';
    await storage.cache(shell).put('/index.html', new Response('<!doctype html>'));

    const warming = warmUp.warm({ saveData: false });
    await settle();
    // Offline meanwhile, the old version's pages are all there is.
    expect(storage.names()).toContain(pageDataCacheName(OLD));
    await answerEverything(network, NEW);
    await warming;

    expect(storage.names().sort()).toEqual([pageDataCacheName(NEW), shell].sort());
    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual([...pages].sort());
  });

  it('fetches nothing but the manifest on a second warm-up with nothing missing', async () => {
    const pages = pagesOf(6);
    const { warmUp, network } = startWorker({ version: NEW, pages });
    const first = warmUp.warm({ saveData: false });
    await answerEverything(network, NEW);
    await first;
    const fetchesBefore = network.fetch.mock.calls.length;

    await warmUp.warm({ saveData: false });
    await settle();

    expect(network.fetch.mock.calls.slice(fetchesBefore).map(([input]) => String(input))).toEqual([MANIFEST_PATH]);
  });

  it('resolves quietly, changing nothing, when the manifest cannot be fetched', async () => {
    const { warmUp, storage, network, windows, version } = startWorker(null, OLD);
    await expect(warmUp.warm({ saveData: false })).resolves.toBeUndefined();
    await settle();
    expect(manifestFetches(network)).toBe(1);
    expect(network.requests).toEqual([]);
    expect(storage.names()).toEqual([]);
    expect(version.set).not.toHaveBeenCalled();
    expect(windows[0].postMessage).not.toHaveBeenCalled();
  });

  it('resolves quietly, changing nothing, when the manifest is answered with a server error', async () => {
    const failed = Response.json({ error: 'internal', message: 'Internal error', digest: 'd1' }, { status: 503 });
    const { warmUp, storage, network, windows, version } = startWorker(failed, OLD);
    await expect(warmUp.warm({ saveData: false })).resolves.toBeUndefined();
    await settle();
    expect(network.requests).toEqual([]);
    expect(storage.names()).toEqual([]);
    expect(version.set).not.toHaveBeenCalled();
    expect(windows[0].postMessage).not.toHaveBeenCalled();
  });
});

describe('a page fetched before an action revalidated it', () => {
  it('never writes its older answer over the copy the revalidation stored', async () => {
    const { createRevalidatePageData } = await import('../../../sw/revalidate-page-data.ts');
    const { warmUp, storage, network, version } = startWorker({ version: OLD, pages: pagesOf(2) }, OLD);
    const page = '/data/events/1.json';
    // A background refresh (a link's prefetch) asks for the page; its answer is slow…
    const prefetching = warmUp.prefetch(page);
    await settle();
    const slow = network.open().find((request) => request.path === page)!;
    // …meanwhile an action changes the page, and its revalidation fetches and stores the new copy.
    const revalidating = createRevalidatePageData({ location: new URL('/sw.js', FAKE_ORIGIN) } as unknown as ServiceWorkerGlobalScope, version)([page]);
    await settle();
    const fresh = network.open().find((request) => request !== slow && request.path === page)!;
    fresh.answer(Response.json({ version: OLD, data: 'after the action' }));
    await expect(revalidating).resolves.toEqual([page]);
    // The slow answer, from before the action, arrives last.
    slow.answer(Response.json({ version: OLD, data: 'before the action' }));
    await prefetching;
    await settle();
    const kept = await storage.cache(pageDataCacheName(OLD)).match(page);
    expect(((await kept!.json()) as { data: string }).data).toBe('after the action');
  });
});

describe('createWarmUp waits on events, never on a clock', () => {
  /** Whether a promise has settled without any time passing. */
  async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await settle();
    return settled;
  }

  it('sets no timer while its requests are on the network, nor once it is done', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { warmUp, network } = startWorker({ version: NEW, pages: pagesOf(8) });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    expect(network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    expect(vi.getTimerCount()).toBe(0);

    await answerEverything(network, NEW);
    await warming;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets the worker go as soon as it pauses offline, and fires no timer until the network is back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { warmUp, network, windows } = startWorker({ version: NEW, pages: pagesOf(8) });
    const warming = warmUp.warm({ saveData: false });
    await settle();
    network.open()[0]?.fail();
    expect(await hasSettled(warming)).toBe(true);

    expect(vi.getTimerCount()).toBe(0);
    const requests = network.requests.length;
    const messages = progressOf(windows[0]).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.requests).toHaveLength(requests);
    expect(progressOf(windows[0])).toHaveLength(messages);
  });

  it('never deletes the newer version’s cache when the older version’s last pages arrive after the newer began', async () => {
    const pages = pagesOf(3);
    const { warmUp, storage, network } = startWorker({ version: OLD, pages });
    const warmingOld = warmUp.warm({ saveData: false });
    await settle();
    const oldRequests = network.open();
    expect(oldRequests).toHaveLength(pages.length);

    // A new schedule is published while the old version's last pages are on the network.
    network.manifest = { version: NEW, pages };
    const warmingNew = warmUp.warm({ saveData: false });
    await settle();
    await expect(warmingOld).resolves.toBeUndefined();
    for (const request of oldRequests) request.answerPage(OLD);
    await settle();
    expect(storage.names()).toContain(pageDataCacheName(NEW));

    // The app is shown again: the new version's pages are fetched, then the old version goes.
    const again = warmUp.warm({ saveData: false });
    await answerEverything(network, NEW);
    await Promise.all([warmingNew, again]);
    await settle();
    expect(storage.names()).toEqual([pageDataCacheName(NEW)]);
    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual([...pages].sort());
  });
});
