import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import type { DayData, HomeData, PageData } from '../../src/shared/page-data.ts';
import { ROUTES } from '../../src/shared/routes.ts';
import { ADMIN_SECTIONS } from '../../src/shared/admin-sections.ts';
import { newEmail, signUp, signUpOrganizer } from './account-flows.ts';
import { mainHeading } from './app-navigation.ts';
import { randomUUID } from 'node:crypto';
import { reportFingerprint, reportGroupKey } from '../../src/server/admin/report-fingerprint.ts';

// Every screen of the route table, and the fallbacks, checked by axe against WCAG 2.2 A and AA in
// the light and the dark theme, on a phone, during the conference (so that Now, Next and the live
// markers are on screen). No violation is allowed: each one is printed with where it is.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SCHEMES = ['light', 'dark'] as const;
const HOUR = 3_600_000;

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

interface Screen {
  /** The route it shows (a name of the route table), or the fallback. */
  readonly route: string;
  readonly path: string;
  /** Who looks at it. */
  readonly as: 'anyone' | 'attendee' | 'organizer';
}

async function pageData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as PageData<T>).data;
}

/** A path of each kind the manifest lists: `/data/speakers/…json` → `/speakers/…`. */
async function firstOfEachKind(page: Page): Promise<Map<string, string>> {
  const { pages } = (await (await page.request.get('/data/manifest.json')).json()) as { pages: string[] };
  const found = new Map<string, string>();
  for (const url of pages) {
    const match = /^\/data\/(days|events|speakers|tracks|rooms)\/(.+)\.json$/.exec(url);
    if (match && !found.has(match[1]!)) found.set(match[1]!, `/${match[1]}/${match[2]}`);
  }
  return found;
}

/**
 * Posts an error report through `/monitoring`, as the SDK would (a stack, tags, breadcrumbs), and
 * answers the screens that show it: its group (whose key comes from the fingerprint the server
 * computes), their first pages by number, and the report itself.
 */
async function adminReportScreens(page: Page): Promise<Screen[]> {
  const { dsn } = (await (await page.request.get('/monitoring')).json()) as { dsn: string };
  const id = randomUUID().replaceAll('-', '');
  const event = {
    event_id: id,
    platform: 'javascript',
    release: 'hallway@axe',
    environment: 'e2e',
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `Cannot read properties of undefined (reading 'axe-${id}')`,
          stacktrace: { frames: [{ function: 'formatTitle', filename: 'http://localhost/assets/event-screen-B4x9Qz1a.js', lineno: 1, colno: 2345, in_app: true }] },
        },
      ],
    },
    request: {
      url: 'http://localhost/events/1',
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' },
    },
    tags: { route: '/events/:id' },
    breadcrumbs: [
      { timestamp: 1769936400, category: 'navigation', data: { from: '/', to: '/events/1' } },
      { timestamp: 1769936401, category: 'fetch', level: 'error', data: { method: 'GET', url: '/data/events/1.json', status_code: 500 } },
    ],
  };
  const envelope = [JSON.stringify({ event_id: id, dsn, sent_at: new Date().toISOString() }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
  const posted = await page.request.post('/monitoring', { headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, data: envelope });
  expect(posted.ok(), 'the report is stored').toBe(true);
  const group = reportGroupKey(reportFingerprint(event).text);
  return [
    { route: 'admin-reports-page', path: '/admin/reports/page/1', as: 'organizer' },
    { route: 'admin-report-group', path: `/admin/reports/groups/${group}`, as: 'organizer' },
    { route: 'admin-report-group-page', path: `/admin/reports/groups/${group}/page/1`, as: 'organizer' },
    { route: 'admin-report', path: `/admin/reports/${id}`, as: 'organizer' },
  ];
}

async function screens(page: Page): Promise<Screen[]> {
  const paths = await firstOfEachKind(page);
  const path = (kind: string) => {
    const found = paths.get(kind);
    expect(found, `the manifest lists a ${kind} page`).toBeDefined();
    return found!;
  };
  const list: Screen[] = [
    { route: 'home', path: '/', as: 'anyone' },
    { route: 'day', path: path('days'), as: 'anyone' },
    { route: 'day (grid)', path: `${path('days')}?view=grid`, as: 'anyone' },
    { route: 'day (German)', path: `/de${path('days')}`, as: 'anyone' },
    { route: 'event', path: path('events'), as: 'anyone' },
    { route: 'speakers', path: '/speakers', as: 'anyone' },
    { route: 'speaker', path: path('speakers'), as: 'anyone' },
    { route: 'tracks', path: '/tracks', as: 'anyone' },
    { route: 'track', path: path('tracks'), as: 'anyone' },
    { route: 'rooms', path: '/rooms', as: 'anyone' },
    { route: 'room', path: path('rooms'), as: 'anyone' },
    { route: 'agenda', path: '/agenda', as: 'anyone' },
    { route: 'agenda-shared', path: `/agenda/shared#${path('events').slice('/events/'.length)}`, as: 'anyone' },
    { route: 'search', path: '/search?q=e', as: 'anyone' },
    { route: 'more', path: '/more', as: 'anyone' },
    { route: 'signin', path: '/signin', as: 'anyone' },
    { route: 'signup', path: '/signup', as: 'anyone' },
    { route: 'account', path: '/account', as: 'attendee' },
    { route: 'admin', path: '/admin', as: 'organizer' },
    // The organizers' sections (`admin-section`, src/shared/admin-sections.ts); the report routes need a report to show.
    { route: 'admin-reports', path: '/admin/reports', as: 'organizer' },
    ...(await adminReportScreens(page)),
    { route: 'admin-feedback', path: '/admin/feedback', as: 'organizer' },
    { route: 'admin-schedule', path: '/admin/schedule', as: 'organizer' },
    // What changed (since the version served: no changes, enough for axe)
    { route: 'changes', path: `/changes/${((await (await page.request.get('/data/manifest.json')).json()) as { version: string }).version}`, as: 'anyone' },
    { route: 'not found', path: '/no-such-screen', as: 'anyone' },
    { route: 'unauthorized', path: '/account', as: 'anyone' },
    { route: 'forbidden', path: '/admin', as: 'attendee' },
  ];
  // Every route of the table is on the list, `/admin/*` by each of its sections: a new screen cannot skip this check.
  for (const route of [...ROUTES.filter((route) => route.name !== 'admin-section'), ...ADMIN_SECTIONS])
    expect(
      list.map((screen) => screen.route),
      route.name,
    ).toContain(route.name);
  return list;
}

/** A moment in the afternoon of the first day: events running in every list, more starting soon. */
async function duringTheConference(page: Page): Promise<number> {
  const home = await pageData<HomeData>(page, '/data/index.json');
  const day = await pageData<DayData>(page, `/data/days/${home.days[0]!.date}.json`);
  return Date.parse(day.day.start) + 3 * HOUR + 5 * 60_000;
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/** Whether the page's background is dark: the theme really followed the emulated scheme. */
async function isDark(page: Page): Promise<boolean> {
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const [red, green, blue] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return red! + green! + blue! < 3 * 128;
}

/** Waits until the screen and what loads after it (the status strip, lazy parts) are in place. */
async function settled(page: Page): Promise<void> {
  await expect(mainHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The lazy parts of a screen and the after-load pieces: two frames after idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}

test('axe finds nothing on any screen, in the light and the dark theme (WCAG 2.2 AA)', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const at = await duringTheConference(page);
  const list = await screens(page);
  const found: string[] = [];

  const viewers = { anyone: page } as Record<Screen['as'], Page>;
  for (const who of ['attendee', 'organizer'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const other = await context.newPage();
    if (who === 'attendee') await signUp(other, newEmail('axe'));
    else await signUpOrganizer(other);
    viewers[who] = other;
  }
  for (const viewer of Object.values(viewers)) await viewer.clock.install({ time: at });

  for (const screen of list) {
    const viewer = viewers[screen.as];
    await viewer.emulateMedia({ colorScheme: SCHEMES[0] });
    await viewer.goto(screen.path);
    await settled(viewer);
    // The same screen in each theme: the colours follow the scheme without a reload.
    for (const scheme of SCHEMES) {
      await viewer.emulateMedia({ colorScheme: scheme });
      await expect.poll(() => isDark(viewer), `${screen.path} is drawn in the ${scheme} theme`).toBe(scheme === 'dark');
      for (const line of await violations(viewer)) found.push(`${screen.route} ${screen.path} (${scheme}): ${line}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
