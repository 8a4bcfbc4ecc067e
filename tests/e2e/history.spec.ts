import { expect, test } from './test.ts';
import { mainHeading } from './app-navigation.ts';

test.use({ serviceWorkers: 'block' });

test.describe('§4.8 history', () => {
  test('after a click, focus is on the new screen’s main heading and the page is at the top', async ({ page }) => {
    await page.goto('/speakers');
    const link = page.locator('main a[href^="/speakers/"]').nth(40);
    await link.scrollIntoViewIfNeeded();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(mainHeading(page)).toHaveText(name.trim());
    await expect(mainHeading(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back restores the scroll position and shows cached data at once', async ({ page }) => {
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    const target = page.locator('main a[href^="/speakers/"]').nth(60);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(1000);
    await target.click();
    await expect(mainHeading(page)).not.toHaveText('Speakers');

    // Back renders from the page-data cache without waiting for the network.
    await page.route('**/data/speakers.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fallback().catch(() => undefined);
    });
    const started = Date.now();
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Speakers');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  });

  test('a click on a link to the current page does not add a history entry', async ({ page }) => {
    await page.goto('/agenda');
    await expect(mainHeading(page)).toHaveText('My agenda');
    const length = await page.evaluate(() => history.length);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' }).click();
    expect(await page.evaluate(() => history.length)).toBe(length);
  });
});

test.describe('§4.8 history: a day’s filter', () => {
  test('is written into the URL in place, so Back from an event and a reload keep it', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/days\/[\d-]+$/);
    const day = new URL(page.url()).pathname;
    const select = page.getByLabel('Track');
    const events = page.locator('main li a[href^="/events/"]');
    await expect(events.first()).toBeVisible();
    const all = await events.count();
    const track = await select.locator('option').nth(1).getAttribute('value');
    expect(track).toBeTruthy();
    const length = await page.evaluate('history.length');

    // By keyboard, as a screen-reader or keyboard user does: the next option is the first track.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(track as string);
    await expect(page).toHaveURL(`${day}?track=${track}`);
    // No navigation: focus stays in the select and no history entry is added.
    await expect(select).toBeFocused();
    expect(await page.evaluate('history.length')).toBe(length);
    await expect.poll(() => events.count()).toBeLessThan(all);
    const shown = await events.count();
    expect(shown).toBeGreaterThan(0);

    await events.first().click();
    await expect(page).toHaveURL(/\/events\//);
    await page.goBack();
    await expect(page).toHaveURL(`${day}?track=${track}`);
    await expect(page.getByLabel('Track')).toHaveValue(track as string);
    await expect(events).toHaveCount(shown);

    await page.reload();
    await expect(page.getByLabel('Track')).toHaveValue(track as string);
    await expect(events).toHaveCount(shown);
  });
});
