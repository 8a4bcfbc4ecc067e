/**
 * One reading of a URL (DESIGN §15): the server and the client router must read every path the
 * same way. Each row of url-differential-table.ts is resolved twice:
 *
 * - server: a raw HTTP GET of exactly that path (node:http, nothing normalises it), redirects
 *   followed by hand (at most 6; each `Location` resolved against the URL that answered; one
 *   leaving the origin is a failure of the row), giving the final path, status, and whether the
 *   answer is the app shell or something else (page data, a file, a plain error);
 * - client: the app loaded at `/`, then a client-side navigation to `location.origin + path`
 *   (open-in-app.ts), giving the settled location, the fallback's status from the document title
 *   (`404: …`) or 200 for a screen, and whether the router left the app for a document load.
 *
 * They agree when:
 * 1. neither side failed (no redirect off the origin, no loop, no application-error,
 *    too-many-redirects or could-not-load screen, the router settled);
 * 2. the final path and query are the same, the server's as a browser reads it (`/a/../b` is
 *    `/b`: browsers resolve dot segments and `\` before they send or show a URL);
 * 3. the status is the same: the client's fallback status (or 200 for a screen) against the
 *    server's final status. So the client's 404 fallback agrees with a plain-text or JSON 404
 *    from the server, and a 401 fallback with a 401 from page data;
 * 4. a 200 is the same kind of answer: when the server answers 200 with something that is not
 *    the app (page data, a static file, `/healthz`), the client must not show a screen (or a
 *    fallback) for it; it has to leave the app for a document load, which then shows the
 *    server's answer;
 * 5. except that a raw request no browser sends (its path is not what a browser reads in it:
 *    dot segments, `\`, raw `<`) may be refused by the server with a 400 (Node's own parser
 *    refuses `\`): no browser sees that answer, and the table has the browser's form as a row too.
 *
 * Both sides are the same visitor: signed out, or (one group) a signed-in attendee whose session
 * cookie the raw loads send too. The service worker is blocked: the router and the server are
 * under test, not the worker's shell. Rows are grouped into a handful of tests sharing one page,
 * navigated row after row; a group fails once, with a table of its disagreeing rows, and every
 * row's two readings are attached to the report as `readings.json`.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './test.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { browserReadingOf, loadDirectly, requestLineOf, type DirectLoad } from './load-directly.ts';
import { openInApp, type InApp, type InAppLoad } from './open-in-app.ts';
import { fillRow, URL_DIFFERENTIAL_GROUPS, type DemoIds, type UrlDifferentialGroup } from './url-differential-table.ts';

const SERVER_CONCURRENCY = 4;

/** Ids of the demo conference, from the page-data manifest (as app-navigation.ts's demoEventIds). */
async function demoIds(page: Page): Promise<DemoIds> {
  const response = await page.request.get('/data/manifest.json');
  const { pages } = (await response.json()) as { pages: string[] };
  const ids = (kind: string) => pages.filter((url) => url.startsWith(`/data/${kind}/`)).map((url) => url.slice(`/data/${kind}/`.length, -'.json'.length));
  const [event, event2] = ids('events');
  const [speaker] = ids('speakers');
  const [day] = ids('days');
  const [track] = ids('tracks');
  const [room] = ids('rooms');
  if (!event || !event2 || !speaker || !day || !track || !room) throw new Error(`The demo manifest lacks an id of some kind: ${pages.length} pages`);
  return { event, event2, speaker, day, track, room };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Why the two readings of one raw path disagree, or null when they agree (the rule above). */
function disagreement(rawPath: string, server: DirectLoad, client: InAppLoad, origin: string): string | null {
  if (server.failure) return `server: ${server.failure}`;
  if (client.failure) return `client: ${client.failure}`;
  const requestLine = requestLineOf(rawPath);
  const refusedUnsendable = server.hops.length === 0 && server.status === 400 && browserReadingOf(requestLine, origin) !== requestLine;
  if (refusedUnsendable) return null;
  if (server.path !== client.path) return 'not the same path';
  if (server.status !== client.status) return 'not the same status';
  if (server.status === 200 && server.app !== client.app) {
    return server.app ? 'the server answers the app, the client got something else' : 'the client shows the app where the server answers something else';
  }
  return null;
}

// Long rows and redirect chains are cut in the middle, so both ends stay readable.
const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 70)} … ${text.slice(-40)} (${text.length} chars)` : text);

/** `308 /x → 200 app /x`: each redirect, then the final status, kind and path. */
function describeServer(server: DirectLoad): string {
  const hops = server.hops.map((hop) => `${hop} → `).join('');
  const end = server.failure ?? `${server.status} ${server.app ? 'app' : 'not app'} ${server.path}`;
  return shorten(`${hops}${end}`);
}

/** `404 fallback /x`, `200 screen /x`, `full load → 200 not app /x`, or what went wrong and where. */
function describeClient(client: InAppLoad): string {
  const kind = !client.app ? 'not app' : client.status === 200 ? 'screen' : 'fallback';
  const end = client.failure ? `${client.failure} at ${client.path}` : `${client.status} ${kind} ${client.path}`;
  return shorten(`${client.fullLoad ? 'full load → ' : ''}${end}`);
}

interface Disagreement {
  readonly row: string;
  readonly why: string;
  readonly server: string;
  readonly client: string;
}

function table(rows: readonly Disagreement[], total: number): string {
  const lines = rows.map((row) => `  ${shorten(row.row)}\n      why:    ${row.why}\n      server: ${row.server}\n      client: ${row.client}`);
  return `${rows.length} of ${total} rows disagree:\n${lines.join('\n')}`;
}

const ATTENDEE_PASSWORD = 'url differential passphrase';

/** Signs a new attendee up in this context, as the sign-up form does; the session cookie stays in it. */
async function signUpAttendee(context: BrowserContext, origin: string): Promise<void> {
  const email = `url-differential-${randomUUID().slice(0, 8)}@hallway.test`;
  const response = await context.request.post('/actions/signup', {
    data: { email, password: ATTENDEE_PASSWORD },
    headers: { Origin: origin, Accept: 'application/json' },
  });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
}

const cookieHeaderOf = async (context: BrowserContext) => (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

function describeGroups(viewer: 'signed-out' | 'attendee', groups: readonly UrlDifferentialGroup[]): void {
  test.describe(viewer === 'attendee' ? 'signed in as an attendee' : 'signed out', () => {
    // One page for all these groups, navigated row after row: the app is loaded once, not per group.
    let context: BrowserContext;
    let app: InApp;
    let ids: DemoIds;
    let origin: string;
    let cookie: string | undefined;

    test.beforeAll(async ({ browser }, testInfo) => {
      origin = new URL(testInfo.project.use.baseURL ?? '').origin;
      // The server and the router are under test, not the service worker's shell.
      context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
      if (viewer === 'attendee') {
        await signUpAttendee(context, origin);
        cookie = await cookieHeaderOf(context);
      }
      const page = await context.newPage();
      ids = await demoIds(page);
      app = await openInApp(page, origin);
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const group of groups) {
      test(`${group.name} (${group.rows.length} rows)`, async ({}, testInfo) => {
        const port = Number(new URL(origin).port);
        const rows = group.rows.map((row) => ({ row, raw: fillRow(row, ids) }));

        // The raw loads run beside the browser; the browser takes one row at a time.
        const direct = mapLimited(rows, SERVER_CONCURRENCY, ({ raw }) => loadDirectly(raw, { port, ...(cookie ? { cookie } : {}) }));
        const inApp: InAppLoad[] = [];
        for (const { row, raw } of rows) inApp.push(await test.step(shorten(row), () => app.load(raw)));
        const server = await direct;

        const readings = rows.map(({ row, raw }, index) => {
          const [s, c] = [server[index], inApp[index]];
          if (!s || !c) throw new Error(`No reading for ${row}`);
          return { row, why: disagreement(raw, s, c, origin), server: describeServer(s), client: describeClient(c) };
        });
        // Every row's two readings, agreeing or not, for whoever reads the report.
        await testInfo.attach('readings.json', { body: JSON.stringify(readings, null, 2), contentType: 'application/json' });
        const disagreements = readings.filter((reading): reading is Disagreement => reading.why !== null);
        expect(disagreements.length, table(disagreements, rows.length)).toBe(0);
      });
    }
  });
}

test.describe('§15 one reading of a URL: direct loads and in-app navigations agree', () => {
  describeGroups(
    'signed-out',
    URL_DIFFERENTIAL_GROUPS.filter((group) => group.viewer === undefined),
  );
  describeGroups(
    'attendee',
    URL_DIFFERENTIAL_GROUPS.filter((group) => group.viewer === 'attendee'),
  );
});
