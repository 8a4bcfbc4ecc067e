import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { mainHeading } from './app-navigation.ts';

test.use({ serviceWorkers: 'block' });

/** Delays speaker page data and records when each request started and how many were in flight. */
async function watchSpeakerData(page: Page, delayMs: number) {
  const watch = { inFlight: 0, peak: 0, started: new Map<string, number>() };
  await page.route('**/data/speakers/*.json', async (route) => {
    const path = new URL(route.request().url()).pathname;
    watch.started.set(path, Date.now());
    watch.inFlight++;
    watch.peak = Math.max(watch.peak, watch.inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    watch.inFlight--;
    await route.fallback().catch(() => undefined);
  });
  return watch;
}

test.describe('§4.6 prefetching', () => {
  test('links in sight are prefetched through a queue of exactly 5', async ({ page }) => {
    const watch = await watchSpeakerData(page, 700);
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    await expect.poll(() => watch.started.size, { timeout: 10_000 }).toBeGreaterThan(5);
    expect(watch.peak).toBe(5);
  });

  test('hovering a link fetches its page data before the click', async ({ page }) => {
    await page.goto('/speakers');
    const link = page.locator('main a[href^="/speakers/"]').nth(150);
    const href = (await link.getAttribute('href')) ?? '';
    await link.scrollIntoViewIfNeeded();
    const prefetched = page.waitForRequest((request) => request.url().endsWith(`/data${href}.json`));
    await link.hover();
    await prefetched;
    // The click then renders from the cache: no second request for the same data.
    let again = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/data${href}.json`)) again++;
    });
    await link.click();
    await expect(mainHeading(page)).not.toHaveText('Speakers');
    expect(again).toBe(0);
  });

  test('a click starts its target at once, ahead of the queued prefetches', async ({ page }) => {
    const watch = await watchSpeakerData(page, 1500);
    await page.goto('/speakers');
    await expect.poll(() => watch.inFlight, { timeout: 10_000 }).toBe(5);
    // A link far down the list is not queued yet; clicking it must not wait for a free slot.
    const link = page.locator('main a[href^="/speakers/"]').nth(250);
    const href = (await link.getAttribute('href')) ?? '';
    await link.evaluate((element) => (element as HTMLElement).click());
    const clickedAt = Date.now();
    await expect.poll(() => watch.started.has(`/data${href}.json`), { timeout: 3000 }).toBe(true);
    expect((watch.started.get(`/data${href}.json`) ?? Infinity) - clickedAt).toBeLessThan(500);
    expect(watch.peak).toBe(6);
  });

  test('with Save-Data, links in sight are not prefetched; hover still is', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const watch = await watchSpeakerData(page, 10);
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    // Prefetching on sight starts a little after load (SIGHT_PREFETCH_DELAY_MS): wait past it.
    await page.waitForTimeout(7000);
    expect(watch.started.size).toBe(0);
    await page.locator('main a[href^="/speakers/"]').first().hover();
    await expect.poll(() => watch.started.size).toBe(1);
  });
});
