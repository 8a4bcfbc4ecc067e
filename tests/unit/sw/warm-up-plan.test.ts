// sw/ is written against the WebWorker lib; tests/tsconfig.json has only the DOM one.
/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_CONCURRENCY } from '../../../src/shared/constants.ts';
import { HOME_PAGE_DATA, dayPageData, eventPageData } from '../../../src/shared/warm-up-order.ts';
import { pageDataCacheName } from '../../../src/shared/sw-messages.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';
import { NEW, answerEverything, preCache, settle, startWorker, type FakeNetwork, type PageBodies } from './warm-up-worker.ts';

// The warm-up shares MANIFEST_PATH with the page-data route, whose Workbox modules need a real
// service worker (`self`) just to load; nothing here routes requests.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

// Three days in 2030, so the worker's own clock is never inside one: only the page's time can make a today.
const DAYS = ['2030-06-12', '2030-06-13', '2030-06-14'];
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const TIMES = { a: ['09:00', '10:00'], b: ['11:00', '12:00'], c: ['14:00', '15:00'], d: ['20:00', '22:00'] } as const;
const events = (date: string, ...ids: (keyof typeof TIMES)[]) => ids.map((id) => eventPageData(`${date}-${id}`));
const PAGES = [HOME_PAGE_DATA, ...DAYS.map(dayPageData), ...DAYS.flatMap((date) => events(date, 'a', 'b', 'c', 'd')), '/data/speakers.json', '/data/rooms.json'];

/** The home page lists the days, each day page its events; the other pages answer their path. */
const bodies: PageBodies = (path) => {
  if (path === HOME_PAGE_DATA) return { days: DAYS.map((date) => ({ date, start: `${date}T08:00:00Z`, end: `${date}T23:00:00Z` })) };
  const date = DAYS.find((day) => dayPageData(day) === path);
  if (!date) return undefined;
  return { events: Object.entries(TIMES).map(([id, [start, end]]) => ({ id: `${date}-${id}`, start: `${date}T${start}:00Z`, end: `${date}T${end}:00Z` })) };
};

const NOW = at('2030-06-13', '11:30');
const STARRED = events('2030-06-14', 'c');
/** Day 2 at 11:30 with one event of day 3 starred. */
const TODAY_FIRST = [HOME_PAGE_DATA, dayPageData('2030-06-13'), ...events('2030-06-13', 'b', 'c', 'd'), ...STARRED, ...events('2030-06-13', 'a')];
const EXPECTED = [...TODAY_FIRST, ...PAGES.filter((page) => !TODAY_FIRST.includes(page))];

/**
 * Answers the oldest open request until none is left, checking each time that no more than 5 are
 * open and that no page after today's starts before today's are all in.
 */
async function answerOneByOne(network: FakeNetwork, first: readonly string[] = TODAY_FIRST): Promise<void> {
  await settle();
  while (network.open().length > 0) {
    expect(network.open().length).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
    const others = network.requests.filter((request) => !first.includes(request.path));
    if (others.length > 0) expect(network.requests.filter((request) => first.includes(request.path) && request.open)).toEqual([]);
    network.open()[0]?.answerPage(NEW, bodies);
    await settle();
  }
}

/** Answers the two pages that go alone (home, then today's day page), and lets the next stage start. */
async function answerHomeAndDay(network: FakeNetwork): Promise<void> {
  for (let answered = 0; answered < 2; answered += 1) {
    await settle();
    network.open()[0]?.answerPage(NEW, bodies);
  }
  await settle();
}

describe('the warm-up’s order', () => {
  it('takes the home page alone, then today’s day page alone, then today’s pages and the agenda with 5 in flight', async () => {
    const { warmUp, network, storage } = startWorker({ version: NEW, pages: PAGES });
    const warming = warmUp.warm({ saveData: false, now: NOW, early: STARRED });
    await settle();
    expect(network.started()).toEqual([HOME_PAGE_DATA]);
    network.open()[0]?.answerPage(NEW, bodies);
    await settle();
    expect(network.started()).toEqual([HOME_PAGE_DATA, dayPageData('2030-06-13')]);
    expect(network.open()).toHaveLength(1);
    network.open()[0]?.answerPage(NEW, bodies);
    await settle();

    await answerOneByOne(network);
    await warming;
    expect(network.started()).toEqual(EXPECTED);
    expect(network.peak).toBe(PREFETCH_CONCURRENCY);
    expect(storage.pathsIn(pageDataCacheName(NEW))?.sort()).toEqual([...PAGES].sort());
  });

  it('a worker started again reads the home and today’s pages from its cache and goes on in the same order', async () => {
    const storage = new FakeCacheStorage();
    await preCache(storage, NEW, [HOME_PAGE_DATA, dayPageData('2030-06-13'), ...events('2030-06-13', 'b')], bodies);
    const { warmUp, network } = startWorker({ version: NEW, pages: PAGES }, NEW, storage);
    const warming = warmUp.warm({ saveData: false, now: NOW, early: STARRED });
    await answerOneByOne(network);
    await warming;
    expect(network.started()).toEqual(EXPECTED.slice(3));
  });

  it('back online, takes the page lost offline first, then goes on in the same order', async () => {
    const { warmUp, network } = startWorker({ version: NEW, pages: PAGES });
    const warming = warmUp.warm({ saveData: false, now: NOW, early: STARRED });
    await answerHomeAndDay(network);
    const [lost, ...others] = network.open();
    expect(lost?.path).toBe(EXPECTED[2]);
    lost?.fail();
    for (const request of others) request.answerPage(NEW, bodies);
    await warming;
    const before = network.requests.length;
    expect(before).toBe(2 + PREFETCH_CONCURRENCY);

    // The page says the network is back with a new warm-up request, as it does on `online`.
    const again = warmUp.warm({ saveData: false, now: NOW + 60_000, early: STARRED });
    await answerOneByOne(network);
    await again;
    expect(network.started().slice(before)).toEqual([lost?.path, ...EXPECTED.slice(2 + PREFETCH_CONCURRENCY)]);
  });

  it('a page the client asks for starts before today’s pages still to come', async () => {
    const { warmUp, network } = startWorker({ version: NEW, pages: PAGES });
    const warming = warmUp.warm({ saveData: false, now: NOW, early: STARRED });
    await answerHomeAndDay(network);
    expect(network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    const prefetching = warmUp.prefetch('/data/rooms.json');
    await settle();
    network.open()[0]?.answerPage(NEW, bodies);
    await settle();
    expect(network.started().at(-1)).toBe('/data/rooms.json');
    expect(network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    await answerEverything(network, NEW, bodies);
    await Promise.all([warming, prefetching]);
    expect(network.started().filter((page) => page === '/data/rooms.json')).toHaveLength(1);
  });

  it('a later request with another star reorders the pages not started yet', async () => {
    const { warmUp, network } = startWorker({ version: NEW, pages: PAGES });
    const warming = warmUp.warm({ saveData: false, now: NOW, early: [] });
    await answerHomeAndDay(network);
    const starredLater = events('2030-06-12', 'd');
    const again = warmUp.warm({ saveData: false, now: NOW, early: starredLater });
    await settle();
    await answerOneByOne(network, [...TODAY_FIRST.filter((page) => !STARRED.includes(page)), ...starredLater]);
    await Promise.all([warming, again]);
    // The day's four events were on the network (nothing else of today was left); the new star took the free slot at once.
    const first = [HOME_PAGE_DATA, dayPageData('2030-06-13'), ...events('2030-06-13', 'b', 'c', 'd', 'a'), ...starredLater];
    expect(network.started().slice(0, first.length)).toEqual(first);
  });

  it('after the conference, or when the home page cannot be read, goes on in the manifest’s order without waiting', async () => {
    const { warmUp, network } = startWorker({ version: NEW, pages: PAGES });
    const warming = warmUp.warm({ saveData: false, now: at('2030-07-01', '10:00'), early: STARRED });
    await settle();
    network.open()[0]?.answerPage(NEW, bodies);
    await settle();
    await answerOneByOne(network, [HOME_PAGE_DATA, ...STARRED]);
    await warming;
    expect(network.started()).toEqual([HOME_PAGE_DATA, ...STARRED, ...PAGES.filter((page) => page !== HOME_PAGE_DATA && !STARRED.includes(page))]);

    const broken = startWorker({ version: NEW, pages: PAGES });
    const brokenWarming = broken.warmUp.warm({ saveData: false, now: NOW, early: [] });
    await settle();
    broken.network.open()[0]?.answer(Response.json({ error: 'internal', message: 'Internal error', digest: 'd1' }, { status: 500 }));
    await settle();
    expect(broken.network.open()).toHaveLength(PREFETCH_CONCURRENCY);
    await answerEverything(broken.network, NEW, bodies);
    await brokenWarming;
    expect(broken.network.started()).toEqual(PAGES);
  });
});
