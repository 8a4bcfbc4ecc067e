import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';
import type { DayData, EventSummary, HomeData, PageData } from '../../src/shared/page-data.ts';
import { mainHeading } from './app-navigation.ts';

// Sharing (§3): an event through the system's share sheet where there is one, else its link
// copied with a visible confirmation; an agenda as a link whose fragment lists the events, opened
// read-only in another browser profile beside that person's own agenda.

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

async function firstDay(page: Page): Promise<DayData> {
  const home = ((await (await page.request.get('/data/index.json')).json()) as PageData<HomeData>).data;
  return ((await (await page.request.get(`/data/days/${home.days[0]!.date}.json`)).json()) as PageData<DayData>).data;
}

/** Two events held at overlapping times in different rooms, and a third at another time. */
async function overlappingPair(page: Page): Promise<[EventSummary, EventSummary, EventSummary]> {
  const events = (await firstDay(page)).events.filter((event) => !event.cancelled);
  const overlaps = (a: EventSummary, b: EventSummary) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
  for (const a of events) {
    const b = events.find((other) => other.id !== a.id && overlaps(a, other));
    const c = events.find((other) => other.id !== a.id && b && other.id !== b.id && !overlaps(a, other) && !overlaps(b, other));
    if (b && c) return [a, b, c];
  }
  throw new Error('The demo has no overlapping events');
}

const shareButton = (page: Page) => page.locator('main').getByRole('button', { name: /^(↗ )?Share( my agenda)?$/ });

async function star(page: Page, event: EventSummary): Promise<void> {
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  const button = page.locator('main').getByRole('button', { name: 'Star', exact: true }).first();
  // Sent once kept on the device: the next page load (a whole document) cannot cut the write short.
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/actions/star');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await sent;
}

async function copiedLink(browser: Browser, prepare: (page: Page) => Promise<void>): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Headless Chromium on Linux has no share sheet; make sure of it.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await context.newPage();
  await prepare(page);
  await shareButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await context.close();
  return link;
}

test('an event is shared through the share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => Object.assign(window, { shared: data }),
    });
  });
  const [event] = await overlappingPair(page);
  await page.goto(`/de/events/${encodeURIComponent(event.id)}`);
  await page
    .locator('main')
    .getByRole('button', { name: /Teilen$/ })
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: `${event.title} — Hallway Demo Conference`,
      url: new URL(`/de/events/${encodeURIComponent(event.id)}`, page.url()).href,
    });
  await expect(page.getByText('Link kopiert')).toHaveCount(0);
});

test('without a share sheet, the event link is copied and "Link copied" shows', async ({ browser, page }) => {
  const [event] = await overlappingPair(page);
  const link = await copiedLink(browser, (other) => other.goto(`/events/${encodeURIComponent(event.id)}`).then(() => undefined));
  expect(new URL(link).pathname).toBe(`/events/${encodeURIComponent(event.id)}`);
});

test('a shared agenda opens read-only in another profile, marks overlaps with its own, and adds all', async ({ browser, page }) => {
  const [a, b, c] = await overlappingPair(page);
  // Someone stars a and c and shares the agenda.
  const link = await copiedLink(browser, async (sharer) => {
    await star(sharer, a);
    await star(sharer, c);
    await sharer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' }).click();
    await expect(mainHeading(sharer)).toHaveText('My agenda');
  });
  const url = new URL(link);
  expect(url.pathname).toBe('/agenda/shared');
  expect(url.hash.slice(1).split(',').map(decodeURIComponent).sort()).toEqual([a.id, c.id].sort());

  // Another person, whose own agenda has b (at the same time as a).
  await star(page, b);
  await page.goto(url.pathname + url.hash);
  await expect(mainHeading(page)).toHaveText('Shared agenda');
  const item = (event: EventSummary) => page.locator('main .event-item').filter({ has: page.locator(`.event-title a[href="/events/${encodeURIComponent(event.id)}"]`) });
  await expect(item(a)).toContainText(`Overlaps with your: ${b.title}`);
  await expect(item(c)).not.toContainText('Overlaps');
  await expect(page.locator('main .event-item')).toHaveCount(2);
  // Read-only: opening it starred nothing.
  await expect(item(a).getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Add all to my agenda' }).click();
  await expect(page.getByText('Added 2 events to your agenda.')).toBeVisible();
  await expect(item(a).getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' }).click();
  for (const event of [a, b, c]) await expect(page.locator('main').getByRole('link', { name: event.title, exact: true })).toBeVisible();
});
