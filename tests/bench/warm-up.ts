// Warm-up and offline cold start (DESIGN §6, §14), in Chromium against the production build,
// for the demo schedule and for schedules of about 1,000 events. Every page-data answer is
// slowed to PAGE_DATA_DELAY_MS by the e2e fixture server, so the ideal warm-up is
// pages × delay / 5.
//
// The warm-up runs in a Chromium no debugger is attached to, as an attendee's is: Playwright
// reports every request of the service worker over the DevTools protocol, and that alone made
// the warm-up about 5 % slower. It is timed at the server, from the first page-data request to
// the last answer. Playwright then opens the same profile offline to check that every page is
// in Cache Storage and to time an offline cold start.
import { chromium } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { startFixture } from './start-fixture.ts';
import { PREFETCH_CONCURRENCY } from '../../src/shared/constants.ts';
import { pageDataCacheName } from '../../src/shared/sw-messages.ts';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import type { FrabEvent, FrabJsonSchedule } from '../../src/server/schedule/demo/frab-json.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REAL_LARGE_SCHEDULE = join(repoRoot, '..', 'shared', 'data', '39c3-everything.schedule.json');
const LARGE_EVENTS = 1000;
const PAGE_DATA_DELAY_MS = 50;

interface DataStats {
  readonly peak: number;
  readonly count: number;
  readonly inFlight: number;
  readonly started: readonly string[];
  readonly firstArrivedAt: number | null;
  readonly lastAnsweredAt: number | null;
}

function eventCount(schedule: FrabJsonSchedule): number {
  return schedule.schedule.conference.days.reduce((sum, day) => sum + Object.values(day.rooms).reduce((inDay, events) => inDay + events.length, 0), 0);
}

/** The demo with events copied (new ids, guids and slugs, right after their original) up to `target`. */
function writeLargeSchedule(target: number, dir: string): { file: string; events: number } {
  const demo = generateDemoSchedule();
  let missing = target - eventCount(demo);
  let nextId =
    1 +
    Math.max(
      ...demo.schedule.conference.days.flatMap((day) =>
        Object.values(day.rooms)
          .flat()
          .map((event) => event.id),
      ),
    );
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

/** Paths the server was asked for more than once. */
const twice = (started: readonly string[]) => [...new Set(started.filter((path, index) => started.indexOf(path) !== index))];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `url` in a Chromium of its own on `profile`, with nothing attached to it; resolves a stop function. */
function openPlainChromium(profile: string, url: string): () => Promise<void> {
  const browser = spawn(chromiumPath(), [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`, url], { stdio: 'ignore' });
  return async () => {
    if (browser.exitCode !== null) return;
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
  };
}

/** Waits until the server has answered `pages` page-data requests and none is in flight. */
async function waitForWarmUp(origin: string, pages: number, timeoutMs: number): Promise<DataStats> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await dataStats(origin);
    if ((stats.count >= pages && stats.inFlight === 0) || Date.now() > deadline) return stats;
    await sleep(100);
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

async function measure(label: string, schedule: string | null): Promise<void> {
  const { origin, server } = await startFixture(schedule);
  const profile = mkdtempSync(join(tmpdir(), 'hallway-bench-profile-'));
  try {
    // A server that has been up a moment: its page data is built ahead (prebuild-page-data.ts).
    await fetch(`${origin}/__e2e/page-data-ready`);
    const { version, pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { version: string; pages: string[] };
    if (!(await fetch(`${origin}/__e2e/data?delay=${PAGE_DATA_DELAY_MS}`, { method: 'POST' })).ok) throw new Error('the fixture did not accept the delay');

    const ideal = (pages.length * PAGE_DATA_DELAY_MS) / PREFETCH_CONCURRENCY;
    const stop = openPlainChromium(profile, `${origin}/`);
    let stats: DataStats;
    try {
      stats = await waitForWarmUp(origin, pages.length, Math.max(60_000, 4 * ideal));
      // The last answers are still being written to Cache Storage.
      await sleep(1000);
    } finally {
      await stop();
    }
    if (stats.count < pages.length || stats.firstArrivedAt === null || stats.lastAnsweredAt === null) {
      throw new Error(`warm-up ${label}: ${stats.count} of ${pages.length} pages requested in time`);
    }
    const took = stats.lastAnsweredAt - stats.firstArrivedAt;
    console.log(
      `warm-up ${label}: ${pages.length} pages in ${seconds(took)}, peak ${stats.peak} in flight, ideal ${seconds(ideal)}, ratio ${(took / ideal).toFixed(2)}` +
        (stats.count > pages.length ? ` (also ${stats.count - pages.length} request(s) for pages asked for before: ${twice(stats.started).join(', ')})` : ''),
    );

    // The same profile with no network at all: the server is gone and the browser is offline
    // (Playwright's offline emulation alone reaches a service worker only once it is attached).
    await stopServer(server);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      baseURL: origin,
      serviceWorkers: 'allow',
      offline: true,
    });
    try {
      const cold = await context.newPage();
      const started = performance.now();
      await cold.goto('/speakers', { waitUntil: 'commit' });
      await cold.locator('main h1').waitFor({ state: 'visible' });
      const coldMs = performance.now() - started;
      const heading = ((await cold.locator('main h1').textContent()) ?? '').trim();
      const kept = await cold.evaluate<number>(`caches.open(${JSON.stringify(pageDataCacheName(version))}).then((cache) => cache.keys()).then((keys) => keys.length)`);
      console.log(`offline cold start ${label}: a new browser opens /speakers to "${heading}" in ${coldMs.toFixed(0)} ms; ${kept} of ${pages.length} pages in Cache Storage`);
    } finally {
      await context.close();
    }
  } finally {
    await stopServer(server);
    rmSync(profile, { recursive: true, force: true });
  }
}

if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scratch = mkdtempSync(join(tmpdir(), 'hallway-bench-warm-up-'));
try {
  const generated = writeLargeSchedule(LARGE_EVENTS, scratch);
  await measure('demo', null);
  await measure(`${generated.events} events (the demo with copied events)`, generated.file);
  if (existsSync(REAL_LARGE_SCHEDULE)) {
    const events = eventCount(JSON.parse(readFileSync(REAL_LARGE_SCHEDULE, 'utf8')) as FrabJsonSchedule);
    await measure(`${events} events (${relative(repoRoot, REAL_LARGE_SCHEDULE)})`, REAL_LARGE_SCHEDULE);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
