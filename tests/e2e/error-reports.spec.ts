import { expect, test } from './test.ts';
import type { APIRequestContext } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { navigateInApp } from './app-navigation.ts';
import { errorReportingReady, keptEarlyErrors, queuedEventIds, throwUncaught, type Reports } from './error-reporting.ts';

async function serverReports(request: APIRequestContext): Promise<Reports> {
  return (await (await request.get('/__e2e/reports')).json()) as Reports;
}

test.describe('§8 error reports survive being offline', () => {
  test.setTimeout(90_000);

  test('an error offline is queued in IndexedDB, survives a reload, and is delivered once when back online', async ({ page, context, request }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await errorReportingReady(page);

    await context.setOffline(true);
    const message = `offline failure ${Date.now()}`;
    await throwUncaught(page, message);
    await expect.poll(() => queuedEventIds(page)).toHaveLength(1);
    const [eventId] = await queuedEventIds(page);

    await page.reload();
    await errorReportingReady(page);
    expect(await queuedEventIds(page)).toEqual([eventId]);
    expect((await serverReports(request)).posts[eventId!]).toBeUndefined();

    await context.setOffline(false);
    await expect.poll(async () => (await serverReports(request)).stored.filter((report) => report.eventId === eventId).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => queuedEventIds(page)).toEqual([]);
    const reports = await serverReports(request);
    expect(reports.posts[eventId!]).toBe(1);
    expect(reports.stored.find((report) => report.eventId === eventId)?.message).toContain(message);
  });

  test('an error caught before the SDK arrives is kept in IndexedDB at once: its page closed, the next page sends it', async ({ browser, request }) => {
    // The SDK's chunk cannot load on this page (offline, or not cached yet). No service worker:
    // one that took control after `load` would serve the chunk from its precache, past the route.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const first = await context.newPage();
    await first.route(/start-sentry/, (route) => route.abort());
    await first.goto('/');
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    // Navigated inside the app without a click (a first interaction would load the SDK at once).
    await navigateInApp(first, '/speakers');
    await expect(first.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    const message = `before the SDK ${Date.now()}`;
    await throwUncaught(first, message);
    // Read in the poll itself: the page reloads once when a chunk fails to load, and reads none meanwhile.
    let kept: string | undefined;
    await expect.poll(async () => ([kept] = await keptEarlyErrors(first)).length).toBe(1);
    await first.close();
    expect((await serverReports(request)).posts[kept!]).toBeUndefined();

    const next = await context.newPage();
    await next.goto('/');
    await errorReportingReady(next);
    await expect.poll(async () => (await serverReports(request)).stored.filter((report) => report.eventId === kept).length, { timeout: 20_000 }).toBe(1);
    const report = (await serverReports(request)).stored.find((stored) => stored.eventId === kept)!;
    expect(report.message).toContain(message);
    // With the breadcrumbs of the page it happened on.
    const event = JSON.parse(report.raw.split('\n')[2]!) as { breadcrumbs: { category?: string; message?: string }[] };
    expect(event.breadcrumbs.filter((breadcrumb) => breadcrumb.category === 'navigation').map((breadcrumb) => breadcrumb.message)).toEqual(['(start) → /', '/ → /speakers']);
    await expect.poll(() => keptEarlyErrors(next), `kept ${kept}`).toEqual([]);
    await context.close();
  });

  test('an event carries the newest 100 of 150 breadcrumbs', async ({ page, request }) => {
    await page.goto('/');
    await errorReportingReady(page);
    await page.evaluate(`for (let i = 0; i < 150; i++) console.info('step ' + i)`);
    const message = `after many steps ${Date.now()}`;
    await throwUncaught(page, message);

    await expect.poll(async () => (await serverReports(request)).stored.some((report) => report.message?.includes(message))).toBe(true);
    const report = (await serverReports(request)).stored.find((stored) => stored.message?.includes(message))!;
    expect(report.breadcrumbs).toBe(100);
    const event = JSON.parse(report.raw.split('\n')[2]!) as { breadcrumbs: { message?: string }[] };
    const steps = event.breadcrumbs.map((breadcrumb) => breadcrumb.message).filter((text) => text?.startsWith('step '));
    expect(steps.at(-1)).toBe('step 149');
    expect(steps).not.toContain('step 49');
  });

  test.afterEach(async ({ request }) => {
    await request.delete('/__e2e/break-data');
  });

  test('the application-error screen shows the id its report was sent under', async ({ page, request }) => {
    // A direct load carries its data inline; a navigation inside the app fetches it.
    await page.goto('/');
    expect((await request.post('/__e2e/break-data?path=/data/speakers.json')).ok()).toBe(true);
    await page.getByRole('link', { name: 'Speakers' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Application error: a server-side exception has occurred while loading localhost/);
    const shown = await page.getByText(/^Report ID: [0-9a-f]{32}$/).textContent();
    const reportId = shown!.slice('Report ID: '.length);
    await expect.poll(async () => (await serverReports(request)).stored.some((report) => report.eventId === reportId), { timeout: 20_000 }).toBe(true);
  });

  test('navigations are recorded as breadcrumbs by route pattern', async ({ page, request }) => {
    await page.goto('/');
    await errorReportingReady(page);
    await page.getByRole('link', { name: 'Speakers' }).first().click();
    await expect(page).toHaveURL(/\/speakers$/);
    const message = `after navigating ${Date.now()}`;
    await throwUncaught(page, message);
    await expect.poll(async () => (await serverReports(request)).stored.some((report) => report.message?.includes(message))).toBe(true);
    const report = (await serverReports(request)).stored.find((stored) => stored.message?.includes(message))!;
    const event = JSON.parse(report.raw.split('\n')[2]!) as { breadcrumbs: { category?: string; message?: string }[] };
    const navigations = event.breadcrumbs.filter((breadcrumb) => breadcrumb.category === 'navigation').map((breadcrumb) => breadcrumb.message);
    expect(navigations).toEqual(['(start) → /', '/ → /speakers']);
  });
});
