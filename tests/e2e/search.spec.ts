import { expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import type { PageData, SearchData, SearchEvent } from '../../src/shared/page-data.ts';
import { mainHeading } from './app-navigation.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

// Search on the device (§3): the search documents are warmed like the pages, so after the
// warm-up every query works offline — words of a title, a name typed without its accents, a
// prefix as one types, a word with one typo.

test.use({ viewport: { width: 390, height: 844 } });

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

async function searchData(page: Page): Promise<SearchData> {
  const response = await page.request.get('/data/search.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PageData<SearchData>).data;
}

/** The longest plain-letter word of a title: distinctive enough to find its event. */
function longestWord(event: SearchEvent): string {
  return event.title.split(/[^\p{L}]+/u).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search the schedule' });
const group = (page: Page, name: string): Locator => page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }) });
const eventLink = (page: Page, event: SearchEvent) => group(page, 'Events').locator(`.event-title a[href="/events/${encodeURIComponent(event.id)}"]`);

async function search(page: Page, query: string): Promise<void> {
  await field(page).fill(query);
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: query }).toString()}`);
}

test('after the warm-up, search works offline: a title word, a name without accents, a prefix, a typo', async ({ context, page }) => {
  test.setTimeout(120_000);
  const data = await searchData(page);
  const { pages } = (await (await page.request.get('/data/manifest.json')).json()) as { pages: string[] };
  expect(pages).toContain('/data/search.json');
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(`Available offline: ${pages.length} of ${pages.length} pages`)).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(mainHeading(page)).toHaveText('Search');
  const historyLength = await page.evaluate(() => history.length);

  // A word of a title finds its event, and the count is said.
  const target = data.events.find((event) => !event.cancelled && longestWord(event).length >= 7)!;
  const word = longestWord(target);
  await search(page, word.toLowerCase());
  await expect(eventLink(page, target)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible();

  // A prefix, as one types.
  await search(page, word.slice(0, 4));
  await expect(eventLink(page, target)).toBeVisible();

  // One letter wrong in a long word.
  const at = Math.floor(word.length / 2);
  const typo = word.slice(0, at) + (word[at]!.toLowerCase() === 'x' ? 'q' : 'x') + word.slice(at + 1);
  await search(page, typo);
  await expect(eventLink(page, target)).toBeVisible();

  // A speaker's name typed without its accents.
  const accented = data.speakers.find((speaker) => plain(speaker.name) !== speaker.name.toLowerCase())!;
  expect(accented, 'the demo has a speaker with an accented name').toBeDefined();
  await search(page, plain(accented.name));
  await expect(group(page, 'Speakers').getByRole('link', { name: accented.name, exact: true })).toHaveAttribute('href', `/speakers/${encodeURIComponent(accented.id)}`);

  // Nothing found is said too; every keystroke replaced the URL, none pushed an entry.
  await search(page, 'zzqqxxnothing');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzqqxxnothing”.' })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('the query is in the URL: a reload and Back from a result bring the results back', async ({ page }) => {
  const data = await searchData(page);
  const target = data.events.find((event) => !event.cancelled && longestWord(event).length >= 6)!;
  const query = longestWord(target).toLowerCase();
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(field(page)).toHaveValue(query);
  await expect(eventLink(page, target)).toBeVisible();

  await eventLink(page, target).click();
  await expect(mainHeading(page)).toHaveText(target.title);
  await page.goBack();
  await expect(field(page)).toHaveValue(query);
  await expect(eventLink(page, target)).toBeVisible();

  await page.reload();
  await expect(field(page)).toHaveValue(query);
  await expect(eventLink(page, target)).toBeVisible();
});

test('results are grouped and each event carries its star', async ({ page }) => {
  const data = await searchData(page);
  const room = data.rooms.find((item) => item.eventCount > 0)!;
  await page.goto(`/search?q=${encodeURIComponent(room.name)}`);
  await expect(group(page, 'Rooms').getByRole('link', { name: room.name, exact: true })).toBeVisible();
  const events = group(page, 'Events').locator('li');
  await expect(events.first()).toBeVisible();
  await expect(events.first().getByRole('button', { name: 'Star', exact: true })).toBeVisible();
});
