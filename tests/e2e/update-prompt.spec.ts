import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registrationState, waitForServiceWorkerControl } from './service-worker.ts';

/** Deploys a "new version": the fixture server's `sw.js` changes by a few bytes. */
async function deployNewVersion(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__e2e/next-version');
  expect(response.ok()).toBe(true);
}

async function openWithWaitingVersion(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await deployNewVersion(request);
  // A new page load checks for an update at registration.
  await page.reload();
  await expect.poll(async () => (await registrationState(page)).waiting, { timeout: 15_000 }).toBe('installed');
}

test.describe('updates', () => {
  test('a waiting version shows the prompt, and Reload activates it', async ({ page, request }) => {
    // The old worker may be warming pages: it holds a message for up to MESSAGE_WORK_KEPT_ALIVE_MS
    // (10 s), and Chromium activates the new version only after that.
    test.setTimeout(60_000);
    await openWithWaitingVersion(page, request);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(async () => registrationState(page)).toEqual({ controlled: true, active: 'activated', waiting: null });
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  });

  test('Later hides the prompt and leaves the new version waiting', async ({ page, request }) => {
    await openWithWaitingVersion(page, request);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    expect((await registrationState(page)).waiting).toBe('installed');
  });
});
