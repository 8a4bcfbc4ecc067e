import { expect, test } from './test.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DayData, EventSummary, HomeData, PageData } from '../../src/shared/page-data.ts';

// A phone, and no service worker: every day's page data comes from the server (or fails when cut).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Demo {
  readonly home: HomeData;
  readonly firstDay: DayData;
}

async function pageData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as PageData<T>).data;
}

async function demo(request: APIRequestContext): Promise<Demo> {
  const home = await pageData<HomeData>(request, '/data/index.json');
  const firstDay = await pageData<DayData>(request, `/data/days/${home.days[0]!.date}.json`);
  return { home, firstDay };
}

const startOf = (event: EventSummary) => Date.parse(event.start);
const endOf = (event: EventSummary) => Date.parse(event.end);
const ids = (events: readonly EventSummary[]) => events.map((event) => event.id).sort();
const runningAt = (events: readonly EventSummary[], at: number) => events.filter((event) => !event.cancelled && startOf(event) <= at && at < endOf(event));
const startingWithinHour = (events: readonly EventSummary[], at: number) => events.filter((event) => at < startOf(event) && startOf(event) <= at + HOUR);

/** A moment in the afternoon of the first day, half a minute into a minute, with events running and starting soon. */
function afternoonOf({ firstDay }: Demo): number {
  const at = Date.parse(firstDay.day.start) + 3 * HOUR + 7 * MINUTE + 30_000;
  expect(runningAt(firstDay.events, at).length).toBeGreaterThan(0);
  expect(startingWithinHour(firstDay.events, at).length).toBeGreaterThan(0);
  return at;
}

/** The section under the level-2 heading of this name, inside the screen. */
function section(page: Page, name: string): Locator {
  return page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** The ids of the events a section links to, sorted. */
async function linkedEventIds(area: Locator): Promise<string[]> {
  const hrefs = await area.locator('.event-title a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.slice('/events/'.length))).sort();
}

async function openAt(page: Page, at: number, path: string): Promise<void> {
  await page.clock.install({ time: at });
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
}

test.describe('Now and Next', () => {
  test('Now lists exactly the running events, Next those starting within the hour', async ({ page, request }) => {
    const data = await demo(request);
    const at = afternoonOf(data);
    await openAt(page, at, '/');

    const now = section(page, 'Now');
    await expect(now.locator('.event-title a').first()).toBeVisible();
    expect(await linkedEventIds(now)).toEqual(ids(runningAt(data.firstDay.events, at)));
    expect(await linkedEventIds(section(page, 'Next'))).toEqual(ids(startingWithinHour(data.firstDay.events, at)));
    // Each running event says how long it has left, and carries the Live marker.
    const first = now.locator('li').first();
    await expect(first).toContainText(/\d+ min left/);
    await expect(first.getByText('Live', { exact: true })).toBeVisible();
    await expect(section(page, 'Next').locator('li').first()).toContainText(/in \d+ min/);
  });

  test('advancing the clock moves an event from Next to Now without a reload', async ({ page, request }) => {
    const data = await demo(request);
    const at = afternoonOf(data);
    const coming = startingWithinHour(data.firstDay.events, at).find((event) => !event.cancelled)!;
    await openAt(page, at, '/');
    const comingLink = (name: string) => section(page, name).locator(`.event-title a[href="/events/${encodeURIComponent(coming.id)}"]`);
    await expect(comingLink('Next')).toBeVisible();
    await expect(comingLink('Now')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.clock.fastForward(startOf(coming) - at + MINUTE);
    await expect(comingLink('Now')).toBeVisible();
    await expect(comingLink('Next')).toHaveCount(0);
    expect(await linkedEventIds(section(page, 'Now'))).toEqual(ids(runningAt(data.firstDay.events, startOf(coming) + 30_000)));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('before the conference: how many days to go, and the first slot', async ({ page, request }) => {
    const data = await demo(request);
    const firstStart = Math.min(...data.firstDay.events.filter((event) => !event.cancelled).map(startOf));
    await openAt(page, Date.parse(data.firstDay.day.start) - 3 * 24 * HOUR, '/');

    const before = section(page, 'Starts in 3 days');
    await expect(before).toBeVisible();
    await expect(before).toContainText('First up:');
    expect(await linkedEventIds(before)).toEqual(ids(data.firstDay.events.filter((event) => startOf(event) === firstStart)));
    await expect(page.getByRole('heading', { name: 'Now', exact: true })).toHaveCount(0);
  });

  test('after the conference: it has ended, with links to its days', async ({ page, request }) => {
    const { home } = await demo(request);
    await openAt(page, Date.parse(home.days.at(-1)!.end) + HOUR, '/');

    const ended = section(page, 'The conference has ended');
    await expect(ended).toBeVisible();
    const hrefs = await ended.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(home.days.map((day) => `/days/${day.date}`));
    await expect(page.getByRole('heading', { name: 'Now', exact: true })).toHaveCount(0);
  });

  test('once the time is known, nothing below moves (before and after the conference)', async ({ page, request }) => {
    const { home, firstDay } = await demo(request);
    for (const [at, heading] of [
      [Date.parse(firstDay.day.start) - 3 * 24 * HOUR, 'Starts in 3 days'],
      [Date.parse(home.days.at(-1)!.end) + HOUR, 'The conference has ended'],
    ] as const) {
      const tab = await page.context().newPage();
      await tab.clock.install({ time: at });
      await tab.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The app's code comes late, as on a slow phone: whatever the server rendered is painted first.
      await tab.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.fallback();
      });
      await tab.goto('/');
      await expect(section(tab, heading)).toBeVisible();
      await expect(tab.getByRole('heading', { level: 2, name: 'Days', exact: true })).toBeVisible();
      const shifts = await tab.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        heading,
      ).toBe(0);
      await tab.close();
    }
  });

  test('offline, with the day not saved, it says so and the rest of the screen stays', async ({ page, request }) => {
    const data = await demo(request);
    await page.route('**/data/days/**', (route) => route.abort('internetdisconnected'));
    await openAt(page, afternoonOf(data), '/');
    await expect(page.locator('main').getByText("You're offline, and this day's schedule is not saved on this device yet.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Now', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Days', exact: true })).toBeVisible();
  });

  test('a room screen shows what is on now in that room', async ({ page, request }) => {
    const data = await demo(request);
    const at = afternoonOf(data);
    const running = runningAt(data.firstDay.events, at).find((event) => event.room.slug !== '')!;
    await openAt(page, at, `/rooms/${running.room.slug}`);

    const inRoom = section(page, 'Now in this room');
    await expect(inRoom).toBeVisible();
    const item = inRoom.locator('li').filter({ has: page.locator(`.event-title a[href="/events/${encodeURIComponent(running.id)}"]`) });
    await expect(item.getByText('Live', { exact: true })).toBeVisible();
    await expect(item).toContainText(/\d+ min left/);
  });

  test('a day list marks running events Live, and only those', async ({ page, request }) => {
    const data = await demo(request);
    const at = afternoonOf(data);
    await openAt(page, at, `/days/${data.firstDay.day.date}`);

    const live = page.locator('main .event-item').filter({ has: page.getByText('Live', { exact: true }) });
    await expect(live.first()).toBeVisible();
    expect(await linkedEventIds(live)).toEqual(ids(runningAt(data.firstDay.events, at)));
    await expect(live.first().locator('.live-marker')).toHaveText('Live');
  });

  test('each event in Now has its star: starring it there stars it on its page and in the agenda', async ({ page, request }) => {
    const data = await demo(request);
    const at = afternoonOf(data);
    await openAt(page, at, '/');
    const items = section(page, 'Now').locator('li');
    await expect(items.first()).toBeVisible();
    // One star per item, named "Star" and described by the event's title.
    const stars = section(page, 'Now').getByRole('button', { name: 'Star', exact: true });
    await expect(stars).toHaveCount(await items.count());
    const item = items.first();
    const title = (await item.locator('.event-title a').textContent())!;
    const star = item.getByRole('button', { name: 'Star', exact: true });
    await expect(star).toHaveAccessibleDescription(title);
    const box = (await star.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await item.locator('.event-title a').click();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.locator('main').getByRole('button', { name: 'Star', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' }).click();
    await expect(page.locator('main').getByRole('link', { name: title, exact: true })).toBeVisible();
  });
});
