import { expect, test } from './test.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

test.describe('the installed shell', () => {
  test('the service worker takes control of the first visit', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js');
  });

  test('offline, a reload of / and a direct load of a deep link render the app', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/events/12');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A localised deep link with a trailing slash is an app route too.
    await page.goto('/de/days/2026-02-01/');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  });

  test('offline, server paths are never answered with the shell', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    const answers = await page.evaluate(async () => {
      const results: Record<string, string> = {};
      for (const url of ['/data/x.json', '/monitoring', '/actions/star']) {
        try {
          const response = await fetch(url, { method: url === '/data/x.json' ? 'GET' : 'POST', body: url === '/data/x.json' ? null : '{}' });
          results[url] = `${response.status} ${await response.text()}`;
        } catch (error) {
          results[url] = `network error: ${String(error)}`;
        }
      }
      return results;
    });
    for (const [url, answer] of Object.entries(answers)) {
      expect(answer, url).not.toContain('<div id="root">');
      expect(answer, url).toMatch(/^network error/);
    }

    // Navigations to them fail like any offline request instead of opening the app.
    for (const url of ['/data/x.json', '/monitoring', '/pwa-192x192.txt']) {
      // The page-data route answers /data/ with a network error when it has no copy (ERR_FAILED).
      await expect(page.goto(url), url).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    }
  });

  test('online, server paths reach the server, not the shell', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/data/x.json');
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(answer.status).toBe(404);
    expect(answer.type).toContain('application/json');
  });
});
