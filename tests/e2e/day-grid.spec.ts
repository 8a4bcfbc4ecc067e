import { expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import type { DayData, EventSummary } from '../../src/shared/page-data.ts';
import { mainHeading } from './app-navigation.ts';

/** §3: a day as a rooms × time grid, Jump to now in both views, view and filters in the URL. */
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

const DAY = '2026-06-12';
/** 18:07 on the first day, in the conference's zone (Berlin, summer time). */
const DURING_DAY = new Date('2026-06-12T18:07:00+02:00');
const MINUTE = 60_000;

async function dayData(page: Page): Promise<DayData> {
  const response = await page.request.get(`/data/days/${DAY}.json`);
  return ((await response.json()) as { data: DayData }).data;
}

const grid = (page: Page) => page.locator('main table');
const scroller = (page: Page) => page.getByRole('region', { name: 'Events by room and time' });
const rowHeader = (page: Page, dateTime: string) => grid(page).locator(`tbody th[scope="row"]:has(time[datetime="${dateTime}"])`);

/** Whether a user sees the element: its centre is on screen and nothing (the app's bars) covers it. */
async function inSight(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Every event cell of the grid: the event it links to, its row's time, its span and the room header above its centre. */
async function gridCells(page: Page) {
  return grid(page).evaluate((table: HTMLTableElement) => {
    const headers = [...table.querySelectorAll('thead th')].slice(1).map((th) => ({ text: th.textContent?.trim() ?? '', box: th.getBoundingClientRect() }));
    const rowTimes = [...table.tBodies[0]!.rows].map((row) => row.querySelector('th time')?.getAttribute('datetime') ?? '');
    return [...table.querySelectorAll<HTMLTableCellElement>('tbody td')]
      .filter((cell) => cell.querySelector('a[href^="/events/"]'))
      .map((cell) => {
        const box = cell.getBoundingClientRect();
        const centre = box.left + box.width / 2;
        return {
          id: decodeURIComponent(cell.querySelector('a')!.getAttribute('href')!.slice('/events/'.length)),
          rowStart: rowTimes[(cell.parentElement as HTMLTableRowElement).sectionRowIndex] ?? '',
          rowSpan: cell.rowSpan,
          room: headers.find((header) => header.box.left <= centre && centre < header.box.right)?.text ?? null,
        };
      });
  });
}

/** Minutes per row: the time between the first two rows of the grid. */
async function gridStep(page: Page): Promise<number> {
  await expect(grid(page).locator('tbody th time').nth(1)).toBeAttached();
  const times = await grid(page)
    .locator('tbody th time')
    .evaluateAll((elements) => elements.slice(0, 2).map((time) => time.getAttribute('datetime') ?? ''));
  return (Date.parse(times[1]!) - Date.parse(times[0]!)) / MINUTE;
}

async function expectOneCellPerEvent(page: Page, events: readonly EventSummary[]) {
  await expect(grid(page).locator('a[href^="/events/"]')).toHaveCount(events.length);
  const step = await gridStep(page);
  const cells = await gridCells(page);
  expect(cells.map((cell) => cell.id).sort()).toEqual(events.map((event) => event.id).sort());
  for (const event of events) {
    const cell = cells.find((candidate) => candidate.id === event.id)!;
    expect(cell.room, `room of ${event.id}`).toBe(event.room.name);
    expect(Date.parse(cell.rowStart), `start of ${event.id}`).toBe(Date.parse(event.start));
    expect(cell.rowSpan * step * MINUTE, `duration of ${event.id}`).toBe(Date.parse(event.end) - Date.parse(event.start));
  }
}

test.describe('§3 the day grid', () => {
  test('shows each event of the day once, in its room’s column, over its duration', async ({ page }) => {
    const { events } = await dayData(page);
    await page.goto(`/days/${DAY}?view=grid`);
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await expectOneCellPerEvent(page, events);
  });

  test('applies the language and room filters of the URL: that room’s column only', async ({ page }) => {
    const { events } = await dayData(page);
    const room = events.find((event) => event.language === 'de')!.room;
    await page.goto(`/days/${DAY}?view=grid&lang=de`);
    await expect(page.getByLabel('Language')).toHaveValue('de');
    await expect(page.getByLabel('Language').locator('option:checked')).toHaveText('German');
    await expectOneCellPerEvent(
      page,
      events.filter((event) => event.language === 'de'),
    );

    await page.getByLabel('Room', { exact: true }).selectOption(room.slug);
    await expect(page).toHaveURL(`/days/${DAY}?view=grid&room=${room.slug}&lang=de`);
    await expect(grid(page).locator('thead th')).toHaveText(['Time', room.name]);
    await expectOneCellPerEvent(
      page,
      events.filter((event) => event.language === 'de' && event.room.slug === room.slug),
    );
  });

  test('keeps the room headers and the time column in sight while the grid scrolls both ways', async ({ page }) => {
    await page.goto(`/days/${DAY}?view=grid`);
    const box = scroller(page);
    await box.scrollIntoViewIfNeeded();
    await box.evaluate((element) => element.scrollTo(600, 1500));
    await expect.poll(() => box.evaluate((element) => [element.scrollLeft, element.scrollTop])).toEqual([600, 1500]);

    // What a user sees at the top edge and at the left edge of the scrolled box: a room header and a time.
    const seen = await box.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const headerAt = document.elementFromPoint(frame.left + frame.width / 2, frame.top + 12)?.closest('th');
      const timeAt = document.elementFromPoint(frame.left + 12, frame.top + frame.height / 2)?.closest('th');
      const firstRow = element.querySelector('tbody th[scope="row"]');
      return {
        header: headerAt?.getAttribute('scope') === 'col' ? headerAt.textContent : null,
        firstHeader: element.querySelectorAll('thead th')[1]?.textContent,
        time: timeAt?.getAttribute('scope') === 'row' ? timeAt.textContent : null,
        firstTime: firstRow?.textContent,
      };
    });
    expect(seen.header).toBeTruthy();
    expect(seen.header).not.toBe(seen.firstHeader);
    expect(seen.time).toBeTruthy();
    expect(seen.time).not.toBe(seen.firstTime);
    expect(await inSight(grid(page).locator('thead th').first())).toBe(true);
    // Not covered by the app's bars either.
    expect(await inSight(box)).toBe(true);
  });

  test('Jump to now brings the current row into view and marks what runs now', async ({ page }) => {
    await page.clock.install({ time: DURING_DAY });
    await page.goto(`/days/${DAY}?view=grid`);
    const { events } = await dayData(page);
    const step = await gridStep(page);
    const rowTime = new Date(Math.floor(DURING_DAY.getTime() / (step * MINUTE)) * step * MINUTE).toISOString();
    const row = rowHeader(page, rowTime);
    await expect(row).toHaveCount(1);
    await expect(row).not.toBeInViewport();

    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect(row).toBeInViewport();
    expect(await inSight(row)).toBe(true);
    expect(await inSight(grid(page).locator('thead th').first())).toBe(true);
    await expect(row).toBeFocused();
    await expect(page.locator('main .day-grid-now')).toBeVisible();

    // Live in words, not colour alone: the running events and only they.
    const running = events.filter((event) => !event.cancelled && Date.parse(event.start) <= DURING_DAY.getTime() && DURING_DAY.getTime() < Date.parse(event.end));
    expect(running.length).toBeGreaterThan(0);
    await expect(grid(page).getByText('Live', { exact: true })).toHaveCount(running.length);
  });

  test('strikes through a cancelled event and says so', async ({ page }) => {
    const { events } = await dayData(page);
    const cancelled = events.find((event) => event.cancelled);
    test.skip(!cancelled, 'the demo day has no cancelled event');
    await page.goto(`/days/${DAY}?view=grid`);
    const link = grid(page).locator(`a[href="/events/${cancelled!.id}"]`);
    await expect(link).toHaveCSS('text-decoration-line', 'line-through');
    await expect(link.locator('xpath=ancestor::td')).toContainText('Cancelled');
  });
});

test.describe('§3 Jump to now in the list', () => {
  test('scrolls to the time slot under way and focuses its heading', async ({ page }) => {
    await page.clock.install({ time: DURING_DAY });
    await page.goto(`/days/${DAY}`);
    const { events } = await dayData(page);
    const at = DURING_DAY.getTime();
    const slotStart = events
      .filter((event) => Date.parse(event.start) <= at && at < Date.parse(event.end))
      .map((event) => event.start)
      .sort((a, b) => Date.parse(b) - Date.parse(a))[0]!;
    const heading = page.locator('main h2').filter({ has: page.locator(`time[datetime="${slotStart}"]`) });
    await expect(heading).toHaveCount(1);
    await expect(heading).not.toBeInViewport();

    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await inSight(heading)).toBe(true);
  });

  test('is not offered outside the day, in either view', async ({ page }) => {
    // Between the first day's end (02:00) and the second's start (10:00).
    await page.clock.install({ time: new Date('2026-06-13T05:00:00+02:00') });
    await page.goto(`/days/${DAY}`);
    await expect(page.getByRole('button', { name: 'List' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jump to now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jump to now' })).toHaveCount(0);
    await expect(page.locator('main .day-grid-now')).toHaveCount(0);
  });
});

test.describe('§3 the day’s view and filters in the URL', () => {
  test('survive a reload and Back from an event, and go with the links to other days', async ({ page }) => {
    await page.goto(`/days/${DAY}`);
    await expect(mainHeading(page)).toBeVisible();
    const length = await page.evaluate(() => history.length);
    const gridButton = page.getByRole('button', { name: 'Grid' });
    await gridButton.focus();
    await page.keyboard.press('Enter');
    await expect(grid(page)).toBeVisible();
    await expect(gridButton).toBeFocused();
    await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(`/days/${DAY}?view=grid&lang=de`);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await expect(page.getByRole('navigation', { name: 'Days' }).getByRole('link').nth(1)).toHaveAttribute('href', /\?view=grid&lang=de$/);

    await page.reload();
    await expect(grid(page)).toBeVisible();
    await expect(page.getByLabel('Language')).toHaveValue('de');
    const cells = await grid(page).locator('a[href^="/events/"]').count();

    await grid(page).locator('a[href^="/events/"]').first().click();
    await expect(page).toHaveURL(/\/events\//);
    await page.goBack();
    await expect(page).toHaveURL(`/days/${DAY}?view=grid&lang=de`);
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Language')).toHaveValue('de');
    await expect(grid(page).locator('a[href^="/events/"]')).toHaveCount(cells);

    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).toHaveURL(`/days/${DAY}?lang=de`);
    await expect(grid(page)).toHaveCount(0);
    await expect(page.locator('main li a[href^="/events/"]')).toHaveCount(cells);
  });
});
