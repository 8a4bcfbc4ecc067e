import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';

/** A browser with JavaScript turned off: only what the server rendered is there. */
async function withoutJavaScript(browser: Browser, locale?: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(locale ? { locale } : {}) });
  return context.newPage();
}

const heading = (page: Page) => page.locator('main h1');

test.describe('§5 readable without JavaScript', () => {
  test('home, a day, an event, a speaker, a room: each shows its content, and its links lead on', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toHaveText('Hallway Demo Conference');
    // The screen is the server's: no script ran, yet there are the days, tracks and rooms.
    await expect(page.locator('#root[data-rendered="200"]')).toHaveCount(1);
    // The head's icons and manifest, which a page with JavaScript gets from its starter.
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="icon"][href="/icon.svg"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Day 1: / })).toBeVisible();

    await page.getByRole('link', { name: /^Day 1: / }).click();
    await expect(page).toHaveURL(/\/days\/\d{4}-\d{2}-\d{2}$/);
    await expect(heading(page)).toHaveText(/^Day 1: /);
    const events = page.locator('main .event-item');
    expect(await events.count()).toBeGreaterThan(20);

    const first = events.first().locator('.event-title a');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/events\/[^/]+$/);
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByRole('term').filter({ hasText: 'When' })).toBeVisible();

    await page.locator('main .event-facts a[href^="/rooms/"]').click();
    await expect(page).toHaveURL(/\/rooms\/[^/]+$/);
    expect(await page.locator('main .event-item').count()).toBeGreaterThan(0);
    await page.goto('/speakers');
    await page.locator('main a[href^="/speakers/"]').first().click();
    await expect(page).toHaveURL(/\/speakers\/[^/]+$/);
    await expect(page.locator('main .event-item').first()).toBeVisible();
    await page.context().close();
  });

  test('forms and stars say they need JavaScript, and cannot be used without it', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    await page.goto('/signin');
    // Read from the <noscript>'s content: whether it is drawn depends on how scripts were turned off.
    expect(await page.locator('main form noscript').textContent()).toContain('This form needs JavaScript, which is turned off in this browser.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();

    await page.goto('/days/2026-06-12');
    expect(await page.locator('main > noscript').textContent()).toContain('Starring events needs JavaScript, which is turned off in this browser.');
    const stars = page.locator('main .star-button');
    expect(await stars.count()).toBeGreaterThan(20);
    await expect(stars.first()).toBeDisabled();
    await page.context().close();
  });

  test('a localised page is rendered in its language', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    await page.goto('/de/days/2026-06-12');
    await expect(heading(page)).toHaveText(/^Tag 1: Freitag, 12\. Juni 2026$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.context().close();
  });

  test('with JavaScript the same page is taken over, and its controls work once the app runs', async ({ page }) => {
    await page.goto('/days/2026-06-12');
    await expect(page.locator('#root[data-rendered]')).toHaveCount(0);
    const star = page.locator('main .star-button').first();
    await expect(star).toBeEnabled();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});
