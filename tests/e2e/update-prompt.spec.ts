import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { registrationState, waitForServiceWorkerControl } from './service-worker.ts';

/** Deploys a "new version": the fixture server's `sw.js` changes by a few bytes. */
async function deployNewVersion(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__e2e/next-version');
  expect(response.ok()).toBe(true);
}

async function slowPageData(request: APIRequestContext, delayMs: number): Promise<void> {
  expect((await request.post(`/__e2e/data?delay=${delayMs}`)).ok()).toBe(true);
}

async function openWithWaitingVersion(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await deployNewVersion(request);
  // A new page load checks for an update at registration.
  await page.reload();
  await expect.poll(async () => (await registrationState(page)).waiting, { timeout: 15_000 }).toBe('installed');
}

/** Clicks Reload (the page's first interaction) and expects the new version in control of the reloaded page. */
async function reloadIntoNewVersion(page: Page): Promise<void> {
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(async () => registrationState(page)).toEqual({ controlled: true, active: 'activated', waiting: null });
  await expect(page.getByText('A new version is available')).toHaveCount(0);
}

test.describe('updates', () => {
  test.afterEach(async ({ request }) => slowPageData(request, 0));

  test('a waiting version shows the prompt, and Reload activates it', async ({ page, request }) => {
    await openWithWaitingVersion(page, request);
    await reloadIntoNewVersion(page);
  });

  // The old worker is idle, and the click loads the error SDK through it: Chromium loses an
  // activation when such a request starts the old worker again while it is stopped for the new
  // one (sw/listen-for-messages.ts, HAND_OVER_HOLD_MS).
  test('Reload activates the new version when the old worker has finished warming', async ({ page, request }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.getByText(/^Available offline: (\d+) of \1 pages$/)).toBeVisible({ timeout: 60_000 });
    await deployNewVersion(request);
    await page.reload();
    await expect.poll(async () => (await registrationState(page)).waiting, { timeout: 15_000 }).toBe('installed');
    await reloadIntoNewVersion(page);
  });

  // The old worker holds its warm-up (up to 10 s a message); Reload must not wait for it.
  test('Reload activates the new version while the old worker is still warming', async ({ page, request }) => {
    await slowPageData(request, 300);
    await openWithWaitingVersion(page, request);
    await expect(page.getByText(/^Available offline: \d+ of \d+ pages$/)).toBeVisible();
    // Between two stages of its order the warm-up may have nothing on the network for a moment:
    // what counts is that it is under way, with pages still to come.
    await expect.poll(async () => ((await (await request.get('/__e2e/data')).json()) as { inFlight: number }).inFlight).toBeGreaterThan(0);
    await expect(page.getByText(/^Available offline: (\d+) of \1 pages$/)).toHaveCount(0);
    await reloadIntoNewVersion(page);
  });

  test('Later hides the prompt and leaves the new version waiting', async ({ page, request }) => {
    await openWithWaitingVersion(page, request);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    expect((await registrationState(page)).waiting).toBe('installed');
  });
});
