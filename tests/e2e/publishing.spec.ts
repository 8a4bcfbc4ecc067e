import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';
import { PASSWORD } from './account-flows.ts';
import { changedDemo } from './changed-demo.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// Publishing changes what the server serves, so these tests run against a server of their own
// (another origin, the port after the project's): every other spec keeps the demo schedule it expects.
let server: OwnServer;
test.beforeAll(async ({}, testInfo) => {
  const port = Number(new URL(testInfo.project.use.baseURL ?? '').port) + 1;
  server = await startOwnServer(port, testInfo.project.metadata);
});
test.afterAll(async () => {
  await server.close();
});

async function servedVersion(page: Page): Promise<string> {
  const response = await page.request.get(`${server.origin}/data/manifest.json`);
  return ((await response.json()) as { version: string }).version;
}

async function organizer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, timezoneId: 'Europe/Berlin', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(server.organizerInvite);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/account');
  return page;
}

async function attendee(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

/** What axe finds (WCAG 2.2 AA) on the screen as it is: the states accessibility.spec.ts cannot reach. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Chooses a file on /admin/schedule and presses Check. */
async function check(page: Page, name: string, contents: string): Promise<void> {
  await page.getByLabel('Schedule file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) });
  await page.getByRole('button', { name: 'Check' }).click();
}

test.describe('§10 publishing a schedule, and what attendees see of it', () => {
  test('a refused file changes nothing; a changed one is previewed, published, seen by an open app, and rolled back', async ({ browser }) => {
    test.setTimeout(120_000);
    const { file, changes } = changedDemo();
    const movedId = String(changes.moved.id);

    // An attendee has the app open, with the event that is going to move starred.
    const app = await attendee(browser);
    await app.goto(`/events/${movedId}`);
    await waitForServiceWorkerControl(app);
    await app.getByRole('button', { name: 'Star', exact: true }).click();
    await expect(app.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // …and is on the home screen when the schedule changes (an event's own screen shows its change while open).
    await app.goto('/');
    await waitForServiceWorkerControl(app);
    const before = await servedVersion(app);

    const admin = await organizer(browser);
    await admin.goto('/admin/schedule');

    // A file that is not a schedule: its problems, with where and why; the old version still served.
    await check(admin, 'broken.json', '{ "schedule": { "conference": { "title": 7 } } }');
    await expect(admin.getByText('$.schedule', { exact: false }).first()).toBeVisible();
    expect(await servedVersion(admin)).toBe(before);
    expect(await axeViolations(admin), 'the problems, as shown').toEqual([]);

    // The changed schedule: the preview counts what changed, then Publish serves it at once.
    await check(admin, 'schedule.json', file);
    const preview = admin.locator('.schedule-preview');
    for (const [kind, count] of [
      ['New', 1],
      ['Moved', 1],
      ['Cancelled', 1],
      ['Removed', 1],
      ['Changed', 1],
    ] as const) {
      await expect(preview.getByText(new RegExp(`^${kind}\\b.*\\b${count}\\b|^${count}\\b.*\\b${kind}$`, 'i')).first()).toBeVisible();
    }
    expect(await axeViolations(admin), 'the preview').toEqual([]);
    const published = Date.now();
    await admin.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => servedVersion(admin)).not.toBe(before);

    // The open app notices on its next check (asked for at once here: a visibility change).
    await app.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const whatChanged = app.getByRole('link', { name: 'What changed' });
    await expect(whatChanged).toBeVisible({ timeout: 40_000 });
    await expect(app.getByRole('status').filter({ hasText: 'Schedule updated' })).toBeVisible();
    test.info().annotations.push({ type: 'publish → What changed (ms)', description: String(Date.now() - published) });
    await whatChanged.click();
    await expect(app.locator('main h1')).toHaveText('What changed');
    // The starred event that moved comes first, under the starred ones; then everything else.
    const first = app.locator('.changes-list li').first();
    await expect(first).toContainText(changes.moved.title);
    await expect(first.getByRole('note', { name: 'Moved' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Your starred events' })).toBeVisible();
    for (const title of [changes.cancelled.title, changes.removed.title, changes.addedTitle])
      await expect(app.locator('.changes-list li').filter({ hasText: title })).toHaveCount(1);
    expect(await axeViolations(app), 'What changed, with changes').toEqual([]);

    // The agenda marks it until its screen is seen.
    await app.goto('/agenda');
    const entry = app.locator('main li').filter({ hasText: changes.moved.title });
    await expect(entry.getByRole('note', { name: 'Moved' })).toBeVisible();
    expect(await axeViolations(app), 'the agenda with a badge').toEqual([]);

    // Roll back: the earlier version is served again.
    await admin.reload();
    await admin
      .getByRole('button', { name: /^Roll back/ })
      .first()
      .click();
    const confirm = admin.getByRole('button', { name: /^Roll back to/ });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect.poll(() => servedVersion(admin)).toBe(before);
  });
});
