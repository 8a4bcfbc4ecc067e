import { expect, test } from './test.ts';
import { demoEventIds, mainHeading, navigateInApp } from './app-navigation.ts';

test.use({ serviceWorkers: 'block' });

test.describe('§4.6–§4.7 loading', () => {
  test('the previous screen stays, with a progress bar, while the next one loads', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/data/events/${id}.json`, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    await navigateInApp(page, `/events/${id}`);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(mainHeading(page)).toHaveText('Speakers');
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(mainHeading(page)).not.toHaveText('Speakers');
  });

  test('page data slower than 3.8 s: online, the router loads the whole page instead', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    await page.route(`**/data/events/${id}.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.fallback().catch(() => undefined);
    });
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    const started = Date.now();
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && request.url().endsWith(`/events/${id}`));
    await navigateInApp(page, `/events/${id}`);
    await documentLoad;
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(3700);
    expect(waited).toBeLessThan(5500);
    // The server inlines the page data, so the full load shows the event at once.
    await expect(mainHeading(page)).not.toHaveText('Speakers');
  });

  test('when the full page load did not help either, it shows "could not load" with Retry', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    let slow = true;
    await page.route(`**/data/events/${id}.json`, async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.fallback().catch(() => undefined);
    });
    // The document comes without inlined data (as from a service worker), so it must fetch it too.
    await page.route(`**/events/${id}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && request.url().endsWith(`/events/${id}`));
    await navigateInApp(page, `/events/${id}`);
    await documentLoad;
    // The reloaded page times out again: no second full load, a Retry instead.
    await expect(page.getByText('This page could not load.')).toBeVisible({ timeout: 10_000 });
    slow = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This page could not load.')).toHaveCount(0);
    await expect(mainHeading(page)).not.toHaveText('Speakers');
  });

  test('offline, a page whose data is not cached says so, with Retry', async ({ page, context }) => {
    const [, other] = await demoEventIds(page, 2);
    await page.goto('/speakers');
    await expect(mainHeading(page)).toHaveText('Speakers');
    await context.setOffline(true);
    await navigateInApp(page, `/events/${other}`);
    await expect(page.getByText("This page isn't available offline yet")).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(mainHeading(page)).not.toHaveText("This page isn't available offline yet");
  });
});
