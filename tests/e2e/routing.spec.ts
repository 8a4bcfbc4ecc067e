import { expect, test } from './test.ts';
import { demoEventIds, mainHeading, navigateInApp } from './app-navigation.ts';

test.use({ serviceWorkers: 'block' });

test.describe('§4.1–§4.4 paths, locales, trailing slashes and redirects', () => {
  test('a trailing slash, an /en prefix and a legacy /talks link all land on the canonical event URL', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    for (const path of [`/events/${id}/`, `/en/events/${id}`, `/talks/${id}`, `/events/${id}.html`]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/events/${id}$`));
      await expect(mainHeading(page)).not.toHaveText('404');
    }
  });

  test('in the app, a non-canonical location is replaced, not pushed', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    await page.goto('/speakers');
    await expect(mainHeading(page)).toBeVisible();
    const length = await page.evaluate(() => history.length);
    await navigateInApp(page, `/en/talks/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
    await expect(mainHeading(page)).toBeVisible();
    // One entry for the navigation itself; the redirects replaced it.
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
  });

  test('/schedule opens the first day', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/days\/\d{4}-\d{2}-\d{2}$/);
  });

  test('a first visit to / with German preferred opens /de, and links keep the prefix', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const agenda = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Mein Plan' });
    await expect(agenda).toHaveAttribute('href', '/de/agenda');
    await agenda.click();
    await expect(page).toHaveURL(/\/de\/agenda$/);
    await context.close();
  });

  test('the app itself detects the language when the shell comes from the service worker', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/speakers');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test('the language switcher remembers the choice for the next visit to /', async ({ page }) => {
    await page.goto('/more');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/more$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
  });

  test('a malformed path renders 400: Bad Request., never a blank page', async ({ page }) => {
    const response = await page.goto('/events/%E0%A4%A');
    expect(response?.status()).toBe(400);
    await expect(page).toHaveTitle('400: Bad Request.');
    await expect(page.getByText('Bad Request.')).toBeVisible();
    await navigateInApp(page, '/speakers/%E0%A4%A');
    await expect(page).toHaveTitle('400: Bad Request.');
  });

  test('matching is case-sensitive and static segments win over dynamic ones', async ({ page }) => {
    const response = await page.goto('/Speakers');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });
});
