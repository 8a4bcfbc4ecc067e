import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker.ts';

// §14 "today's pages are offline before any other day's": someone who opens the app at the venue
// has the day under way offline first (§6 warm-up, src/shared/warm-up-order.ts).

interface LogEntry {
  readonly path: string;
  readonly event: 'started' | 'answered';
}

interface DataStats {
  readonly peak: number;
  readonly started: readonly string[];
  readonly log: readonly LogEntry[];
}

interface DayEvent {
  readonly id: string;
  readonly start: string;
  readonly end: string;
}

/** Every answer of page data is this much slower, as on a venue's network. */
const DELAY_MS = 150;
const IN_FLIGHT = 5;
const FIRST_DAY = '2026-06-12';
/** Mid-afternoon of the demo's first day, in the conference's zone: some of its events are over, most to come. */
const NOW = Date.parse(`${FIRST_DAY}T16:00:00+02:00`);

const dataOf = async <T>(request: APIRequestContext, url: string): Promise<T> => ((await (await request.get(url)).json()) as { data: T }).data;
const eventPage = (id: string) => `/data/events/${encodeURIComponent(id)}.json`;

async function dataStats(request: APIRequestContext): Promise<DataStats> {
  return (await (await request.get('/__e2e/data')).json()) as DataStats;
}

/** The first day's pages as its page data lists them: the home and day pages, its events to come and its events over at NOW. */
async function firstDay(request: APIRequestContext) {
  const { days } = await dataOf<{ days: { date: string; start: string; end: string }[] }>(request, '/data/index.json');
  const day = days.find((candidate) => candidate.date === FIRST_DAY);
  expect(day && Date.parse(day.start) <= NOW && NOW < Date.parse(day.end), 'NOW is inside the first day').toBe(true);
  const { events } = await dataOf<{ events: DayEvent[] }>(request, `/data/days/${FIRST_DAY}.json`);
  const coming = events.filter((event) => Date.parse(event.end) > NOW).map((event) => eventPage(event.id));
  const over = events.filter((event) => Date.parse(event.end) <= NOW).map((event) => eventPage(event.id));
  expect(coming.length).toBeGreaterThan(IN_FLIGHT);
  expect(over.length).toBeGreaterThan(IN_FLIGHT);
  const pages = (await (await request.get('/data/manifest.json')).json()) as { pages: string[] };
  const today = ['/data/index.json', `/data/days/${FIRST_DAY}.json`, ...coming, ...over];
  // Day and event pages of the other days.
  const otherDays = pages.pages.filter((page) => /^\/data\/(days|events)\//.test(page) && !today.includes(page));
  return { today, coming, over, otherDays };
}

/**
 * Opens the app at NOW on a screen that links to no other day (its links' prefetches would
 * rightly jump the queue), with the warm-up's answers slowed down and counted from here on.
 */
async function openAtNow(page: Page, request: APIRequestContext): Promise<void> {
  expect((await request.post(`/__e2e/data?delay=${DELAY_MS}`)).ok()).toBe(true);
  await page.goto('/more');
  await waitForServiceWorkerControl(page);
}

/** Waits until the server has answered every one of `pages`, and returns what it saw. */
async function waitUntilAnswered(request: APIRequestContext, pages: readonly string[]): Promise<DataStats> {
  await expect
    .poll(
      async () => {
        const answered = new Set((await dataStats(request)).log.filter((entry) => entry.event === 'answered').map((entry) => entry.path));
        return pages.filter((page) => !answered.has(page)).length;
      },
      { timeout: 60_000, message: 'every page of today answered' },
    )
    .toBe(0);
  return dataStats(request);
}

/** Where a request first started in the log (Infinity: not yet). */
const startOf = (log: readonly LogEntry[], path: string) => {
  const index = log.findIndex((entry) => entry.event === 'started' && entry.path === path);
  return index < 0 ? Number.POSITIVE_INFINITY : index;
};
const answerOf = (log: readonly LogEntry[], path: string) => log.findIndex((entry) => entry.event === 'answered' && entry.path === path);

/** Every URL the page-data caches hold. */
function cachedPageData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith('hallway-page-data-')))
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

test.describe('§14 today’s pages are offline before any other day’s', () => {
  test.setTimeout(120_000);

  test('at the venue on the first day, its pages are all answered and cached before any page of another day is asked for', async ({ page, request }) => {
    const { today, coming, over, otherDays } = await firstDay(request);
    await page.clock.install({ time: NOW });
    await openAtNow(page, request);

    const { log, peak } = await waitUntilAnswered(request, today);
    const lastOfToday = Math.max(...today.map((path) => answerOf(log, path)));
    const firstOfOtherDays = Math.min(...otherDays.map((path) => startOf(log, path)));
    expect(lastOfToday, `first page of another day: ${log[firstOfOtherDays]?.path}`).toBeLessThan(firstOfOtherDays);
    // Its events still to come go before those already over (give or take the 5 on the network at once).
    expect(Math.max(...coming.map((path) => startOf(log, path)))).toBeLessThan(Math.min(...over.map((path) => startOf(log, path))) + 2 * IN_FLIGHT);
    expect(peak).toBeLessThanOrEqual(IN_FLIGHT);
    await expect.poll(async () => (await dataStats(request)).peak).toBe(IN_FLIGHT);

    // Offline now, the day is there.
    await expect
      .poll(async () => {
        const cached = new Set(await cachedPageData(page));
        return today.filter((path) => !cached.has(path));
      })
      .toEqual([]);
  });

  test('an event of another day in the agenda comes right after the first day’s events to come, before the rest of that day', async ({ page, request }) => {
    const { today, coming, over, otherDays } = await firstDay(request);
    const { events } = await dataOf<{ events: DayEvent[] }>(request, '/data/days/2026-06-13.json');
    const starred = events.at(-1);
    if (!starred) throw new Error('the second day has no events');
    await page.clock.install({ time: NOW });
    // The star was made on an earlier visit: the agenda is on the device before the app opens.
    await page.goto('/robots.txt');
    await page.evaluate(
      ([id, at]) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('hallway-device');
          opening.onupgradeneeded = () => opening.result.createObjectStore('keyval');
          opening.onsuccess = () => {
            const transaction = opening.result.transaction('keyval', 'readwrite');
            transaction.objectStore('keyval').put({ [id]: { starred: true, at } }, 'stars');
            transaction.oncomplete = () => resolve(opening.result.close());
            transaction.onerror = () => reject(transaction.error);
          };
          opening.onerror = () => reject(opening.error);
        }),
      [starred.id, new Date(NOW - 86_400_000).toISOString()] as const,
    );
    await openAtNow(page, request);

    const starredPage = eventPage(starred.id);
    const { log } = await waitUntilAnswered(request, [...today, starredPage]);
    const position = startOf(log, starredPage);
    expect(position).toBeGreaterThan(Math.max(...coming.map((path) => startOf(log, path))) - 2 * IN_FLIGHT);
    expect(position).toBeLessThan(Math.min(...over.map((path) => startOf(log, path))) + 2 * IN_FLIGHT);
    expect(position).toBeLessThan(Math.min(...otherDays.filter((path) => path !== starredPage).map((path) => startOf(log, path))));
  });
});
