import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoEventIds, mainHeading } from './app-navigation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { waitingKeys } from './outbox-state.ts';

interface ActionCounts {
  /** How often each idempotency key was posted to `/actions/*`. */
  readonly posts: Record<string, number>;
  /** How often the server applied each key, and for which action. */
  readonly applied: Record<string, { readonly action: string; readonly count: number }>;
}

async function serverActions(request: APIRequestContext): Promise<ActionCounts> {
  return (await (await request.get('/__e2e/actions')).json()) as ActionCounts;
}

interface EventFacts {
  readonly id: string;
  readonly title: string;
  readonly cancelled: boolean;
}

async function demoEvents(page: Page, count: number): Promise<EventFacts[]> {
  return Promise.all(
    (await demoEventIds(page, count)).map(async (id) => {
      const { data } = (await (await page.request.get(`/data/events/${id}.json`)).json()) as { data: { event: EventFacts } };
      return data.event;
    }),
  );
}

/** An event of the demo schedule that takes place (a cancelled one has no feedback form). */
async function eventTakingPlace(page: Page): Promise<string> {
  const found = (await demoEvents(page, 20)).find((event) => !event.cancelled);
  if (!found) throw new Error('No event of the demo schedule takes place');
  return found.id;
}

test.describe('§7 offline outbox: stars and feedback', () => {
  test.setTimeout(90_000);

  test('a star and feedback given offline survive a reload and reach the server once each when back online', async ({ page, context, request }) => {
    const id = await eventTakingPlace(page);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // Loaded under the worker, so its page data is in the worker's cache for the offline reload.
    await page.goto(`/events/${id}`);
    await expect(mainHeading(page)).toBeVisible();
    const star = page.getByRole('button', { name: 'Star', exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(true);
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText('1 change waiting to sync');

    await page.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '4' }).check();
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Sent from a basement, offline.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Saved on this device. It will be sent when you are back online.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'waiting to sync' })).toHaveText('2 changes waiting to sync');
    const keys = await waitingKeys(page);
    expect(keys).toHaveLength(2);

    await page.reload();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Sent from a basement, offline.');
    await expect(page.getByText('2 changes waiting to sync')).toBeVisible({ timeout: 10_000 });
    expect(await waitingKeys(page)).toEqual(keys);
    const before = await serverActions(request);
    for (const key of keys) expect(before.posts[key]).toBeUndefined();

    await context.setOffline(false);
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    const after = await serverActions(request);
    expect(keys.map((key) => after.applied[key])).toEqual([
      { action: 'star', count: 1 },
      { action: 'feedback', count: 1 },
    ]);
    for (const key of keys) expect(after.posts[key]).toBe(1);
    expect(await waitingKeys(page)).toEqual([]);
  });

  test('the agenda is built on the device: starred events open offline, cold start too, and export as .ics', async ({ page, context, request }) => {
    const events = (await demoEvents(page, 20)).filter((event) => !event.cancelled).slice(0, 2);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const starsApplied = async () => Object.values((await serverActions(request)).applied).filter(({ action }) => action === 'star').length;
    const before = await starsApplied();
    for (const [index, event] of events.entries()) {
      await page.goto(`/events/${event.id}`);
      await page.getByRole('button', { name: 'Star', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
      // Kept and sent before the next page load: a page left in the instant after a press may
      // not have written it yet (a person does not leave that fast; a busy test machine can).
      await expect.poll(starsApplied).toBe(before + index + 1);
    }
    await expect(page.getByText(/waiting to sync/)).toHaveCount(0);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Agenda' }).click();
    await expect(mainHeading(page)).toHaveText('My agenda');
    for (const event of events) await expect(page.getByRole('link', { name: event.title, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Star', exact: true })).toHaveCount(2);

    await page.reload();
    for (const event of events) await expect(page.getByRole('link', { name: event.title, exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to calendar (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-agenda\.ics$/);
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
