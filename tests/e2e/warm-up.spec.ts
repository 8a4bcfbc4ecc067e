import { gzipSync } from 'node:zlib';
import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateDemoSchedule } from '../../src/server/schedule/demo/generate-demo-schedule.ts';
import { mainHeading } from './app-navigation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

interface DataStats {
  readonly inFlight: number;
  readonly peak: number;
  readonly count: number;
  readonly started: readonly string[];
  readonly peakPaths: readonly string[];
  readonly bytes: number;
  readonly lean: number;
}

/** Slows every page-data answer down by `delayMs` and starts counting afresh. */
async function slowPageData(request: APIRequestContext, delayMs: number): Promise<void> {
  expect((await request.post(`/__e2e/data?delay=${delayMs}`)).ok()).toBe(true);
}

async function dataStats(request: APIRequestContext): Promise<DataStats> {
  return (await (await request.get('/__e2e/data')).json()) as DataStats;
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  return ((await (await request.get('/data/manifest.json')).json()) as { pages: string[] }).pages;
}

async function warmUpCompletely(page: Page, total: number): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(`Available offline: ${total} of ${total} pages`)).toBeVisible({ timeout: 60_000 });
}

/** Every URL any cache of the page's origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    return urls;
  });
}

test.describe('§6 warm-up: every public page offline', () => {
  test.setTimeout(120_000);

  test('warms every page with exactly 5 requests in flight, then every screen opens offline, cold start too', async ({ page, context, request }) => {
    const pages = await publicPages(request);
    await slowPageData(request, 40);
    await warmUpCompletely(page, pages.length);
    const stats = await dataStats(request);
    expect(stats.peak, `under way at the peak: ${stats.peakPaths.join(', ')}`).toBe(5);
    expect(stats.count).toBeGreaterThanOrEqual(pages.length - 5);
    // Fewer bytes than the schedule itself: the offline bundle once, then each page lean (§6).
    const scheduleGzip = gzipSync(JSON.stringify(generateDemoSchedule())).length;
    expect(stats.lean).toBeGreaterThanOrEqual(pages.length - 5);
    expect(stats.bytes, `${stats.bytes} B on the network for ${scheduleGzip} B of schedule gzipped`).toBeLessThanOrEqual(1.5 * scheduleGzip);
    console.log(
      `going offline: ${stats.count} page-data requests (${stats.lean} lean), ${(stats.bytes / 1024).toFixed(1)} KB, ${(stats.bytes / scheduleGzip).toFixed(2)}× the demo schedule gzipped`,
    );

    await context.setOffline(true);
    const sample = ['/days/', '/events/', '/speakers/', '/tracks/', '/rooms/'].map((prefix) => pages.find((url) => url.startsWith(`/data${prefix}`)) ?? '');
    for (const url of sample) {
      const path = url.slice('/data'.length, -'.json'.length);
      await page.goto(path);
      await expect(mainHeading(page), path).toBeVisible();
      await expect(mainHeading(page), path).not.toHaveText("This page isn't available offline yet");
      await expect(mainHeading(page), path).not.toHaveText('404');
    }

    // A cold start: a new page, offline from the first request.
    const cold = await context.newPage();
    await cold.goto('/speakers');
    await expect(mainHeading(cold)).toHaveText('Speakers');
  });

  test('private data and the manifest never enter Cache Storage', async ({ page, request }) => {
    const pages = await publicPages(request);
    await slowPageData(request, 0);
    await warmUpCompletely(page, pages.length);
    await page.evaluate(async () => {
      await fetch('/data/account.json');
      await fetch('/data/admin.json');
    });
    await page.goto('/account');
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => url.includes('/data/')).length).toBeGreaterThanOrEqual(pages.length);
    expect(urls.filter((url) => /\/data\/(account|admin|manifest)/.test(url))).toEqual([]);
  });

  test('a clicked link’s data starts at once, ahead of the queued pages', async ({ page, request }) => {
    // Slow enough that no batch of the warm-up turns over between reading `before` and the click.
    await slowPageData(request, 1000);
    await page.goto('/speakers');
    await waitForServiceWorkerControl(page);
    await expect.poll(async () => (await dataStats(request)).inFlight, { timeout: 15_000 }).toBe(5);
    const link = page.locator('main a[href^="/speakers/"]').nth(280);
    const href = (await link.getAttribute('href')) ?? '';
    const before = (await dataStats(request)).started.length;
    await link.evaluate((element) => (element as HTMLElement).click());
    await expect.poll(async () => (await dataStats(request)).started.includes(`/data${href}.json`), { timeout: 2000 }).toBe(true);
    const started = (await dataStats(request)).started;
    // Only the requests already under way could start before it.
    expect(started.indexOf(`/data${href}.json`) - before).toBeLessThanOrEqual(5);
  });

  test('with Save-Data there is no bulk warm-up', async ({ page, request }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await slowPageData(request, 0);
    const pages = await publicPages(request);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.getByText(/^Available offline: \d+ of \d+ pages$/)).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(3000);
    expect((await dataStats(request)).count).toBeLessThan(20);
    await expect(page.getByText(`Available offline: ${pages.length} of ${pages.length} pages`)).toHaveCount(0);
  });
});

test.describe('§6 schedule updates', () => {
  test.setTimeout(120_000);

  test('a new version shows "Schedule updated" on the next visit back, re-renders in place and replaces the old cache', async ({ page, request }) => {
    const pages = await publicPages(request);
    await slowPageData(request, 0);
    await warmUpCompletely(page, pages.length);
    const before = (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('hallway-page-data-'));
    expect(before).toHaveLength(1);
    const title = (await mainHeading(page).textContent()) ?? '';

    const { title: updated } = (await (await request.post('/__e2e/schedule-update')).json()) as { title: string };
    const url = page.url();
    // The user comes back to the app: it checks for a new schedule on visibility.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Schedule updated')).toBeVisible({ timeout: 15_000 });
    await expect(mainHeading(page)).toHaveText(updated);
    expect(updated).not.toBe(title);
    expect(page.url()).toBe(url);

    await expect(page.getByText(`Available offline: ${pages.length} of ${pages.length} pages`)).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('hallway-page-data-')), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/-next$/)]);
  });

  test('the app says when it is offline', async ({ page, context }) => {
    await page.goto('/speakers');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('.offline-badge')).toHaveCount(0);
    await context.setOffline(true);
    // Wherever the chrome shows it (the header's layout is not this test's concern).
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('.offline-badge')).toHaveCount(0);
  });
});
