// Time until today's pages are offline (DESIGN §14 "today's pages are offline before any other
// day's"), in Chromium against the production build, for the demo schedule and for
// ../shared/data/39c3-everything.schedule.json when it is there. Every page-data answer is slowed
// to 150 ms by the e2e fixture server, as on a venue's network.
//
// "Now" is set with Playwright's clock (the page tells the service worker its time) to the start
// of the middle event of the day with the most events, so about half of that day is over. The
// app is opened at `/`, as an attendee would: the home screen's links prefetch their pages ahead
// of the warm-up, as they should. Timed at the server, from the first page-data request to the
// answer of the last of today's pages (home, the day page and every event page of that day).
// Playwright is attached to this browser, which slows a warm-up by about 5 % (warm-up.ts).
import { chromium } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { startFixture } from './start-fixture.ts';
import { PREFETCH_CONCURRENCY } from '../../src/shared/constants.ts';
import { HOME_PAGE_DATA, dayPageData, eventPageData } from '../../src/shared/warm-up-order.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REAL_LARGE_SCHEDULE = join(repoRoot, '..', 'shared', 'data', '39c3-everything.schedule.json');
const PAGE_DATA_DELAY_MS = 150;

interface LogEntry {
  readonly path: string;
  readonly event: 'started' | 'answered';
  readonly at: number;
}

interface Day {
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly eventCount: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

async function dataOf<T>(origin: string, path: string): Promise<T> {
  return ((await (await fetch(`${origin}${path}`)).json()) as { data: T }).data;
}

/** The day with the most events, and the start of its middle event. */
async function pickNow(origin: string): Promise<{ day: Day; now: number; today: string[] }> {
  const { days } = await dataOf<{ days: Day[] }>(origin, HOME_PAGE_DATA);
  const day = days.reduce((most, candidate) => (candidate.eventCount > most.eventCount ? candidate : most));
  const { events } = await dataOf<{ events: { id: string; start: string }[] }>(origin, dayPageData(day.date));
  const starts = events.map((event) => Date.parse(event.start)).sort((a, b) => a - b);
  const middle = starts[Math.floor(starts.length / 2)] ?? Date.parse(day.start);
  const now = middle >= Date.parse(day.start) && middle < Date.parse(day.end) ? middle : Date.parse(day.start);
  return { day, now, today: [HOME_PAGE_DATA, dayPageData(day.date), ...events.map((event) => eventPageData(event.id))] };
}

async function measure(label: string, schedule: string | null): Promise<void> {
  const { origin, server } = await startFixture(schedule);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await fetch(`${origin}/__e2e/page-data-ready`);
    const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
    const { day, now, today } = await pickNow(origin);
    if (!(await fetch(`${origin}/__e2e/data?delay=${PAGE_DATA_DELAY_MS}`, { method: 'POST' })).ok) throw new Error('the fixture did not accept the delay');

    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.clock.install({ time: now });
    const opened = Date.now();
    await page.goto('/');
    const deadline = Date.now() + 180_000;
    let log: readonly LogEntry[] = [];
    let missing = today.length;
    while (Date.now() < deadline) {
      log = ((await (await fetch(`${origin}/__e2e/data`)).json()) as { log: LogEntry[] }).log;
      const answered = new Set(log.filter((entry) => entry.event === 'answered').map((entry) => entry.path));
      missing = today.filter((path) => !answered.has(path)).length;
      if (missing === 0) break;
      await sleep(100);
    }
    await context.close();
    if (missing > 0) throw new Error(`today's pages ${label}: ${missing} of ${today.length} not answered in time`);

    const wanted = new Set(today);
    // The warm-up's first request: the home page's data, which `/` has inline, so only the worker asks for it.
    const warmUpStarted = log.find((entry) => entry.event === 'started' && entry.path === HOME_PAGE_DATA)?.at ?? opened;
    const done = Math.max(...log.filter((entry) => entry.event === 'answered' && wanted.has(entry.path)).map((entry) => entry.at));
    // The most requests in flight until then (the log is in the order things happened).
    let inFlight = 0;
    let peak = 0;
    for (const entry of log.filter((logged) => logged.at <= done)) peak = Math.max(peak, (inFlight += entry.event === 'started' ? 1 : -1));
    // Two answers one after the other (home, then the day page, which tell which pages are today's), then the rest 5 at a time.
    const ideal = (2 + Math.ceil((today.length - 2) / PREFETCH_CONCURRENCY)) * PAGE_DATA_DELAY_MS;
    // In the manifest's order, today's pages would be all in once the last of them was.
    const inManifestOrder = Math.ceil((Math.max(...today.map((path) => pages.indexOf(path))) + 1) / PREFETCH_CONCURRENCY) * PAGE_DATA_DELAY_MS;
    const asked = log.filter((entry) => entry.event === 'started' && entry.at <= done).length;
    const clientFirst = log.filter((entry) => entry.event === 'started' && entry.at < warmUpStarted).length;
    console.log(
      `time until today's pages are offline at ${PAGE_DATA_DELAY_MS} ms per answer ${label}: ${today.length} pages of ${day.date} ` +
        `(the day with most events; now ${new Date(now).toISOString()}, the start of its middle event) ` +
        `${seconds(done - warmUpStarted)} after the warm-up's first request (ideal ${seconds(ideal)}; ideally ${seconds(inManifestOrder)} in the manifest's order), ` +
        `${seconds(done - opened)} after opening / (the warm-up starts after load + 2 s + idle, after ${clientFirst} request(s) of the screen itself); ` +
        `${asked} of ${pages.length} pages asked for by then, peak ${peak} in flight`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

await measure('demo', null);
if (existsSync(REAL_LARGE_SCHEDULE)) await measure(`(${relative(repoRoot, REAL_LARGE_SCHEDULE)})`, REAL_LARGE_SCHEDULE);
