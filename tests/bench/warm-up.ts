// Warm-up and offline cold start (DESIGN §6, §14), in Chromium against the production build,
// for the demo schedule and for one of about 1,000 events. Every page-data answer is slowed to
// PAGE_DATA_DELAY_MS by the e2e fixture server, so the ideal warm-up is pages × delay / 5.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { startFixture } from './start-fixture.ts';
import { PREFETCH_CONCURRENCY } from '../../src/shared/constants.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import type { FrabEvent, FrabJsonSchedule } from '../../src/server/schedule/demo/frab-json.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REAL_LARGE_SCHEDULE = join(repoRoot, '..', 'shared', 'data', '39c3-everything.schedule.json');
const LARGE_EVENTS = 1000;
const PAGE_DATA_DELAY_MS = 50;
/** Page data, but not the manifest: what the warm-up fetches. */
const WARM_UP_REQUEST = /\/data\/(?!manifest\.json$).+\.json$/;

// Strings, not functions: tsx's name-keeping helpers do not exist in the page.
/** Records when the last progress message arrives and when the home page shows `N of N`. */
const RECORD_WARM_UP = `(() => {
  const record = (window.__warmUp = { firstMessageAt: null, doneAt: null, shownAt: null, last: null });
  navigator.serviceWorker?.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || message.type !== 'WARM_UP_PROGRESS') return;
    record.last = message;
    record.firstMessageAt ??= Date.now();
    if (message.cached === message.total) record.doneAt ??= Date.now();
  });
  new MutationObserver(() => {
    if (record.shownAt === null && /Available offline: ([\\d.,\\s\\u202f]+) of \\1 pages/.test(document.body?.textContent ?? '')) record.shownAt = Date.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;
interface WarmUpRecord {
  readonly firstMessageAt: number | null;
  readonly doneAt: number | null;
  readonly shownAt: number | null;
  readonly last: { readonly cached: number; readonly total: number } | null;
}
interface DataStats {
  readonly peak: number;
  readonly count: number;
}

function eventCount(schedule: FrabJsonSchedule): number {
  return schedule.schedule.conference.days.reduce((sum, day) => sum + Object.values(day.rooms).reduce((inDay, events) => inDay + events.length, 0), 0);
}

/** The demo with events copied (new ids, guids and slugs, right after their original) up to `target`. */
function writeLargeSchedule(target: number, dir: string): { file: string; events: number } {
  const demo = generateDemoSchedule();
  let missing = target - eventCount(demo);
  let nextId = 1 + Math.max(...demo.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat().map((event) => event.id)));
  const copy = (event: FrabEvent): FrabEvent => ({ ...event, id: nextId, guid: randomUUID(), slug: `${event.slug}-copy-${nextId++}` });
  const copiesEach = Math.ceil(missing / eventCount(demo));
  const withCopies = (event: FrabEvent): FrabEvent[] => {
    const copies = Math.min(copiesEach, Math.max(missing, 0));
    missing -= copies;
    return [event, ...Array.from({ length: copies }, () => copy(event))];
  };
  const days = demo.schedule.conference.days.map((day) => ({
    ...day,
    rooms: Object.fromEntries(Object.entries(day.rooms).map(([room, events]) => [room, events.flatMap(withCopies)])),
  }));
  const large: FrabJsonSchedule = { ...demo, schedule: { ...demo.schedule, conference: { ...demo.schedule.conference, days } } };
  const file = join(dir, 'large.schedule.json');
  writeFileSync(file, JSON.stringify(large));
  return { file, events: eventCount(large) };
}

async function dataStats(origin: string): Promise<DataStats> {
  return (await (await fetch(`${origin}/__e2e/data`)).json()) as DataStats;
}

/** Polls the page's record (the CSP forbids waitForFunction's string predicates) until `N of N` shows. */
async function waitForWarmUp(page: Page, timeoutMs: number): Promise<WarmUpRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await page.evaluate<WarmUpRecord>('window.__warmUp');
    if (record.shownAt !== null || Date.now() > deadline) return record;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measure(browser: Browser, label: string, schedule: string | null): Promise<void> {
  const { origin, server } = await startFixture(schedule);
  let context: BrowserContext | undefined;
  try {
    const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
    if (!(await fetch(`${origin}/__e2e/data?delay=${PAGE_DATA_DELAY_MS}`, { method: 'POST' })).ok) throw new Error('the fixture did not accept the delay');
    context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    // The service worker's own requests are reported on the context (Chromium).
    let firstRequestAt: number | null = null;
    const answeredInMs: number[] = [];
    context.on('request', (request) => {
      if (firstRequestAt === null && WARM_UP_REQUEST.test(new URL(request.url()).pathname)) firstRequestAt = Date.now();
    });
    context.on('requestfinished', (request) => {
      const { responseEnd } = request.timing();
      if (WARM_UP_REQUEST.test(new URL(request.url()).pathname) && responseEnd > 0) answeredInMs.push(responseEnd);
    });
    await context.addInitScript(RECORD_WARM_UP);
    const page = await context.newPage();
    await page.goto('/');
    const ideal = (pages.length * PAGE_DATA_DELAY_MS) / PREFETCH_CONCURRENCY;
    const record = await waitForWarmUp(page, Math.max(30_000, 4 * ideal));
    if (!record.shownAt) throw new Error(`warm-up ${label}: not complete in time; last progress ${JSON.stringify(record.last)} of ${pages.length} pages`);
    const startedAt = firstRequestAt ?? record.firstMessageAt ?? 0;
    const took = record.shownAt - startedAt;
    const { peak } = await dataStats(origin);
    // What a request really takes (the delay, the server's own work, the loopback) explains most of the ratio.
    const meanAnswer = answeredInMs.reduce((sum, ms) => sum + ms, 0) / Math.max(answeredInMs.length, 1);
    console.log(
      `warm-up ${label}: ${pages.length} pages in ${seconds(took)}, peak ${peak} in flight, ideal ${seconds(ideal)}, ratio ${(took / ideal).toFixed(2)}` +
        ` (a page-data request took ${meanAnswer.toFixed(0)} ms on average, ${PAGE_DATA_DELAY_MS} ms of it the fixture's delay` +
        `${firstRequestAt === null ? '; timed from the first progress message' : ''})`,
    );

    // A cold start of the app with no network: a new page, offline from its first request.
    await context.setOffline(true);
    const before = (await dataStats(origin)).count;
    const cold = await context.newPage();
    const started = performance.now();
    await cold.goto('/speakers', { waitUntil: 'commit' });
    await cold.locator('main h1').waitFor({ state: 'visible' });
    const coldMs = performance.now() - started;
    const heading = ((await cold.locator('main h1').textContent()) ?? '').trim();
    const reached = (await dataStats(origin)).count - before;
    console.log(
      `offline cold start ${label}: /speakers to "${heading}" in ${coldMs.toFixed(0)} ms` + (reached > 0 ? ` (warning: ${reached} page-data request(s) reached the server)` : ''),
    );
  } finally {
    await context?.close();
    server.kill();
  }
}

if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scratch = mkdtempSync(join(tmpdir(), 'hallway-bench-warm-up-'));
let large: { file: string; label: string };
if (existsSync(REAL_LARGE_SCHEDULE)) {
  const events = eventCount(JSON.parse(readFileSync(REAL_LARGE_SCHEDULE, 'utf8')) as FrabJsonSchedule);
  large = { file: REAL_LARGE_SCHEDULE, label: `${events} events` };
  console.log(`warm-up: the large schedule is ${relative(repoRoot, REAL_LARGE_SCHEDULE)} (${events} events)`);
} else {
  const generated = writeLargeSchedule(LARGE_EVENTS, scratch);
  large = { file: generated.file, label: `${generated.events} events` };
  console.log(`warm-up: ${relative(repoRoot, REAL_LARGE_SCHEDULE)} is absent; the large schedule is the demo with copied events (${generated.events} events)`);
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await measure(browser, 'demo', null);
    await measure(browser, large.label, large.file);
  } finally {
    await browser.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
