import { expect, test } from './test.ts';
import { demoEventIds, mainHeading, navigateInApp } from './app-navigation.ts';

const noindex = 'meta[name="robots"][content="noindex"]';

// Routes below stand in for the server; a service worker would answer before them.
test.use({ serviceWorkers: 'block' });

test.describe('§4.5 fallbacks', () => {
  test('an unknown event shows the not-found screen with its title and noindex', async ({ page }) => {
    const response = await page.goto('/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('404');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page).toHaveTitle('404: This page could not be found.');
    await expect(page.locator(noindex)).not.toHaveCount(0);
  });

  test('a signed-out visit to /account shows the unauthorized screen with a sign-in link', async ({ page }) => {
    const response = await page.goto('/account');
    expect(response?.status()).toBe(401);
    await expect(page.getByText("You're not authorized to access this page.")).toBeVisible();
    await expect(page).toHaveTitle("401: You're not authorized to access this page.");
    await expect(page.locator('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Faccount');
  });

  test('page data answering 403 shows the forbidden screen, and the boundary resets on the next path', async ({ page }) => {
    const [id, other] = await demoEventIds(page, 2);
    await page.route(`**/data/events/${id}.json`, (route) => route.fulfill({ status: 403, json: { error: 'forbidden', message: 'no' } }));
    await page.goto('/speakers');
    await expect(mainHeading(page)).toBeVisible();
    await navigateInApp(page, `/events/${id}`);
    await expect(page.getByText('This page could not be accessed.')).toBeVisible();
    await expect(page).toHaveTitle('403: This page could not be accessed.');
    await expect(page.locator(noindex)).not.toHaveCount(0);

    await navigateInApp(page, `/events/${other}`);
    await expect(page.getByText('This page could not be accessed.')).toHaveCount(0);
    await expect(mainHeading(page)).not.toHaveText('403');
    await expect(page.locator(noindex)).toHaveCount(0);
  });

  test('fallback texts follow the locale', async ({ page }) => {
    await page.goto('/de/events/no-such-event');
    await expect(page.getByText('Diese Seite wurde nicht gefunden.')).toBeVisible();
    await expect(page).toHaveTitle('404: Diese Seite wurde nicht gefunden.');
  });
});

test.describe('§9 the application-error screen', () => {
  test('page data answering 500 with a digest shows the server-side screen and the digest', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    await page.route(`**/data/events/${id}.json`, (route) =>
      route.fulfill({ status: 500, json: { error: 'internal', message: 'An error occurred on the server.', digest: 'e2edigest1' } }),
    );
    await page.goto('/speakers');
    await expect(mainHeading(page)).toBeVisible();
    await navigateInApp(page, `/events/${id}`);
    await expect(page.getByText('Application error: a server-side exception has occurred while loading localhost (see the server logs for more information).')).toBeVisible();
    await expect(page.getByText('Digest: e2edigest1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('a screen that crashes on its data shows the client-side screen, and Reload recovers', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    let broken = true;
    await page.route(`**/data/events/${id}.json`, (route) => (broken ? route.fulfill({ status: 200, json: { version: 'x', data: { event: null } } }) : route.fallback()));
    await page.goto('/speakers');
    await expect(mainHeading(page)).toBeVisible();
    await navigateInApp(page, `/events/${id}`);
    await expect(page.getByText('Application error: a client-side exception has occurred while loading localhost (see the browser console for more information).')).toBeVisible();
    await expect(page.getByText(/^Digest:/)).toHaveCount(0);
    broken = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(mainHeading(page)).not.toHaveText(/Application error/);
  });

  test('a malformed page-data body is a server-side error, not a crash', async ({ page }) => {
    const [id] = await demoEventIds(page, 1);
    await page.route(`**/data/events/${id}.json`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>proxy error</p>' }));
    await page.goto('/speakers');
    await expect(mainHeading(page)).toBeVisible();
    await navigateInApp(page, `/events/${id}`);
    await expect(page.getByText(/a server-side exception has occurred/)).toBeVisible();
  });
});
