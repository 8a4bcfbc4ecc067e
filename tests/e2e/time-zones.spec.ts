import { expect, test } from './test.ts';
import type { Browser, Page } from '@playwright/test';
import type { EventData, PageData } from '../../src/shared/page-data.ts';
import { demoEventIds, mainHeading } from './app-navigation.ts';

// Times in the conference's zone (the default) or this device's, chosen on More (§3): every time
// on the event and day screens follows the choice, and where the device's zone is not the
// conference's, each time says its zone — checked in Chromium with devices in three zones.

const PHONE = { width: 390, height: 844 };

async function someEvent(page: Page): Promise<EventData> {
  const [id] = await demoEventIds(page, 1);
  return ((await (await page.request.get(`/data/events/${id}.json`)).json()) as PageData<EventData>).data;
}

/** The wall time of an instant in a zone, as the app writes it in English. */
function wall(instant: string, timeZone: string, labelled: boolean): string {
  const options: Intl.DateTimeFormatOptions = labelled ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone } : { timeStyle: 'short', timeZone };
  return new Intl.DateTimeFormat('en', options).format(new Date(instant));
}

const range = (page: Page) => page.locator('main .event-facts .time-range');
const text = async (page: Page) => (await range(page).textContent())?.replace(/\s+/g, ' ').trim();

async function device(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', timezoneId });
  return context.newPage();
}

test('a device in another zone: conference time by default, labelled; the device’s time once chosen, on every screen', async ({ browser }) => {
  const page = await device(browser, 'America/New_York');
  const { event, conference } = await someEvent(page);
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect(mainHeading(page)).toHaveText(event.title);
  // Venue time, and the zone said, since this device is elsewhere.
  await expect.poll(() => text(page)).toBe(`${wall(event.start, conference.timeZone, false)} – ${wall(event.end, conference.timeZone, true)}`);
  await expect(page.getByText(`Times are in the conference's time zone (${conference.timeZone}).`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^More/ }).click();
  await page.getByRole('radio', { name: "This device's time (America/New_York)" }).check();
  await page.goBack();
  await expect(mainHeading(page)).toHaveText(event.title);
  await expect.poll(() => text(page)).toBe(`${wall(event.start, 'America/New_York', false)} – ${wall(event.end, 'America/New_York', true)}`);
  await expect(page.getByText("Times are in this device's time zone (America/New_York).")).toBeVisible();

  // The day list's time slots follow too, and the choice holds across a reload.
  await page.goto(`/days/${event.day}`);
  const firstSlot = page.locator('main .time-slot h2 time').first();
  const slotStart = (await firstSlot.getAttribute('datetime'))!;
  await expect(firstSlot).toHaveText(wall(slotStart, 'America/New_York', true));
  await page.reload();
  await expect(page.locator('main .time-slot h2 time').first()).toHaveText(wall(slotStart, 'America/New_York', true));
  await page.context().close();
});

test('a device in the conference’s zone: plain times, whatever the choice', async ({ browser }) => {
  const probe = await device(browser, 'UTC');
  const { event, conference } = await someEvent(probe);
  await probe.context().close();
  const page = await device(browser, conference.timeZone);
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect.poll(() => text(page)).toBe(`${wall(event.start, conference.timeZone, false)} – ${wall(event.end, conference.timeZone, false)}`);
  await page.goto('/more');
  await page.getByRole('radio', { name: `This device's time (${conference.timeZone})` }).check();
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect.poll(() => text(page)).toBe(`${wall(event.start, conference.timeZone, false)} – ${wall(event.end, conference.timeZone, false)}`);
  await page.context().close();
});

test('a device ahead of the conference: the calendar date is said when the device’s day is another', async ({ browser }) => {
  const page = await device(browser, 'Pacific/Kiritimati');
  const { event } = await someEvent(page);
  await page.goto('/more');
  await page.getByRole('radio', { name: "This device's time (Pacific/Kiritimati)" }).check();
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect.poll(() => text(page)).toBe(`${wall(event.start, 'Pacific/Kiritimati', false)} – ${wall(event.end, 'Pacific/Kiritimati', true)}`);
  // Kiritimati is 14 hours ahead of UTC: the device's date of the start, in brackets, after the conference day.
  const deviceDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date(event.start));
  const said = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${deviceDate}T00:00:00Z`));
  if (deviceDate !== event.day) await expect(page.locator('main .event-facts')).toContainText(`(${said})`);
  await page.context().close();
});
