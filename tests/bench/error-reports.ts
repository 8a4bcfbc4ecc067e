// Error reports that survive being offline (DESIGN §8), in Chromium against the production build:
// how long 50 queued reports take to reach the server once the network is back, and 20 cycles of
// offline → error → reload → online, counting reports lost and posted twice.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { errorReportingReady, pollUntil, queuedEventIds, throwUncaught, type Reports } from '../e2e/error-reporting.ts';
import { startFixture } from './start-fixture.ts';

const QUEUED_REPORTS = 50;
const CYCLES = 20;

async function serverReports(origin: string): Promise<Reports> {
  return (await (await fetch(`${origin}/__e2e/reports`)).json()) as Reports;
}

async function waitForControl(page: Page): Promise<void> {
  await pollUntil(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), 20_000, 'the service worker to control the page');
}

async function queuedThenDelivered(context: BrowserContext, page: Page, origin: string): Promise<void> {
  await context.setOffline(true);
  const run = `bench ${Date.now()}`;
  for (let i = 0; i < QUEUED_REPORTS; i++) await throwUncaught(page, `${run} queued ${i}`);
  await pollUntil(async () => (await queuedEventIds(page)).length === QUEUED_REPORTS, 30_000, `${QUEUED_REPORTS} queued reports`);
  const started = performance.now();
  await context.setOffline(false);
  await pollUntil(async () => (await queuedEventIds(page)).length === 0, 120_000, 'the queue to empty');
  const took = performance.now() - started;
  const stored = (await serverReports(origin)).stored.filter((report) => report.message?.includes(run)).length;
  console.log(`error reports: ${QUEUED_REPORTS} queued offline, online → empty queue in ${(took / 1000).toFixed(1)} s; ${stored} of ${QUEUED_REPORTS} stored`);
}

async function offlineReloadCycles(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const run = `cycle ${Date.now()}`;
  for (let i = 0; i < CYCLES; i++) {
    await context.setOffline(true);
    const before = new Set(await queuedEventIds(page));
    await throwUncaught(page, `${run} ${i}`);
    await pollUntil(async () => (await queuedEventIds(page)).some((id) => !before.has(id)), 20_000, `report ${i} to be queued`);
    await page.reload();
    await context.setOffline(false);
  }
  await errorReportingReady(page);
  await pollUntil(async () => (await queuedEventIds(page)).length === 0, 120_000, 'the queue to empty');
  const reports = await serverReports(origin);
  const ours = reports.stored.filter((report) => report.message?.includes(run));
  const delivered = new Set(ours.map((report) => report.message?.match(new RegExp(`${run} (\\d+)`))?.[1]));
  const postedTwice = ours.filter((report) => (reports.posts[report.eventId] ?? 0) > 1).length;
  console.log(
    `error reports: ${CYCLES} offline → error → reload → online cycles: ${CYCLES - delivered.size} lost, ` +
      `${ours.length - delivered.size} stored twice, ${postedTwice} posted more than once (the server ignores a repeat)`,
  );
}

const { origin, server } = await startFixture(null);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await waitForControl(page);
    await errorReportingReady(page);
    await queuedThenDelivered(context, page, origin);
    await offlineReloadCycles(context, page, origin);
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}
