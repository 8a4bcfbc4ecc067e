import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { newEmail, signUp } from './account-flows.ts';
import { demoEventIds } from './app-navigation.ts';

// The calendar subscription end to end (§3 `/calendar/<secret>.ics`), against the real server and
// the production build: made on the account screen, copied, polled the way a calendar app polls
// it (no cookie), replaced and turned off; the section passes axe in both themes with its link shown.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });

async function starInApp(page: Page, eventId: string): Promise<void> {
  await page.goto(`/events/${encodeURIComponent(eventId)}`);
  const sent = page.waitForResponse((response) => response.url().endsWith('/actions/star') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  expect((await sent).status()).toBe(200);
}

/** The UIDs in a feed, read as a calendar app reads it (no cookies: a request context of its own); null when the feed is gone. */
async function poll(calendarApp: APIRequestContext, url: string): Promise<{ status: number; uids: string[] | null; type: string | undefined }> {
  const response = await calendarApp.get(url);
  if (response.status() !== 200) return { status: response.status(), uids: null, type: response.headers()['content-type'] };
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return { status: 200, uids: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid), type: response.headers()['content-type'] };
}

test('a subscription link is made, copied, polled, replaced and turned off from the account screen', async ({ page, playwright }) => {
  const calendarApp = await playwright.request.newContext();
  await signUp(page, newEmail('calendar'));
  const [eventId] = await demoEventIds(page, 1);
  await starInApp(page, eventId!);
  await page.goto('/account');

  const section = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(section.getByText('The subscription is off.')).toBeVisible();
  // Keyboard only: the button is reached and pressed without a pointer.
  await section.getByRole('button', { name: 'Make a subscription link' }).focus();
  await page.keyboard.press('Enter');
  const field = section.getByRole('textbox', { name: 'Subscription link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await poll(calendarApp, url);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.uids).toHaveLength(1);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((violation) => `${scheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  await section.getByRole('button', { name: 'New link' }).click();
  await expect(field).not.toHaveValue(url);
  const replaced = await field.inputValue();
  expect((await poll(calendarApp, url)).status).toBe(404);
  expect((await poll(calendarApp, replaced)).uids).toEqual(feed.uids);

  // Once the page is reloaded, the link is not shown again: the server cannot tell it.
  await page.reload();
  await expect(section.getByText(/^The subscription is on: its link was made on /)).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);

  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('The subscription is turned off: its link no longer works.')).toBeVisible();
  await expect(section.getByText('The subscription is off.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Make a subscription link' })).toBeFocused();
  expect((await poll(calendarApp, replaced)).status).toBe(404);
});
