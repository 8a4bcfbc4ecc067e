import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import type { HomeData, PageData } from '../../src/shared/page-data.ts';
import { demoEventIds, mainHeading } from './app-navigation.ts';

const PHONE = { width: 390, height: 844 };

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;
// Found by its class: its accessible name is in the page's language.
const nav = (page: Page) => page.locator('nav.app-nav');

async function firstDay(page: Page): Promise<string> {
  const home = (await (await page.request.get('/data/index.json')).json()) as PageData<HomeData>;
  return home.data.days[0]!.date;
}

test.describe('the app-shaped layout on a phone', () => {
  test.use({ viewport: PHONE });

  test('a top bar of at most 56 px, a bottom bar of at most 64 px, and the heading within the top 130 px on every kind of screen', async ({ page }) => {
    const [eventId] = await demoEventIds(page, 1);
    const day = await firstDay(page);
    for (const [path, current] of [
      ['/', 'Home'],
      [`/events/${eventId}`, 'Schedule'],
      [`/de/days/${day}`, 'Programm'],
      ['/agenda', 'Agenda'],
      ['/more', 'More'],
    ] as const) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      const bar = await box(page, 'header.app-bar');
      const bottom = await box(page, 'nav.app-nav');
      const heading = (await mainHeading(page).boundingBox())!;
      expect(bar.height, path).toBeLessThanOrEqual(56);
      expect(bottom.height, path).toBeLessThanOrEqual(64);
      expect(bottom.y + bottom.height, path).toBeCloseTo(PHONE.height, 0);
      expect(heading.y, path).toBeLessThanOrEqual(130);
      // Five destinations with visible labels; the screen's own is marked current.
      await expect(nav(page).getByRole('link')).toHaveCount(5);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveText(new RegExp(`^${current}`));
    }
  });

  test('Back appears once there is history inside the app, and goes back', async ({ page }) => {
    await page.goto('/more');
    await expect(mainHeading(page)).toHaveText('More');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.locator('main').getByRole('link', { name: 'Speakers' }).click();
    await expect(mainHeading(page)).toHaveText('Speakers');
    await expect(page.locator('header.app-bar')).toContainText('Speakers');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(mainHeading(page)).toHaveText('More');
    await expect(page).toHaveURL(/\/more$/);
  });

  test('the theme follows the system, and a choice on More holds across reloads', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/more');
    await expect(mainHeading(page)).toHaveText('More');
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await background();
    expect(dark).not.toBe(light);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await background()).toBe(dark);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await background()).toBe(dark);

    await page.getByRole('radio', { name: 'Like the system' }).check();
    expect(await background()).toBe(light);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Like the system' })).toBeChecked();
  });

  test('nothing on screen moves while the status strip shows the warm-up, and going offline and back', async ({ context, page }) => {
    // Every layout shift of the page, from its first frame.
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
          shifts.push({ value: entry.value, nodes: entry.sources.map((source) => (source.node instanceof Element ? source.node.className : String(source.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Slow answers, so the progress is on screen and counts up for a while.
    await page.request.post('/__e2e/data?delay=40');
    try {
      await page.goto('/');
      await expect(mainHeading(page)).toBeVisible();
      const strip = page.locator('.status-strip');
      await expect(strip).toContainText('Saving for offline', { timeout: 15_000 });
      await expect(strip).not.toContainText('Saving for offline: 0 of', { timeout: 10_000 });
      await context.setOffline(true);
      await expect(strip).toContainText('Offline');
      await context.setOffline(false);
      await expect(strip).not.toContainText('Offline');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
      expect(shifts).toEqual([]);
    } finally {
      await page.request.post('/__e2e/data?delay=0');
    }
  });
});

test('on a wide screen the same five destinations stand in a side bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  const side = await box(page, 'nav.app-nav');
  const main = await box(page, 'main');
  expect(side.x).toBe(0);
  expect(side.height).toBeGreaterThan(side.width);
  expect(main.x).toBeGreaterThanOrEqual(side.width);
  await expect(nav(page).getByRole('link')).toHaveText(['Home', 'Schedule', 'Agenda', 'Search', /^More/]);
  // A bare "More" tells a screen reader or a crawler nothing: the link says what is behind it.
  await expect(nav(page).getByRole('link', { name: 'More — language, theme, account' })).toHaveAttribute('href', '/more');
});
