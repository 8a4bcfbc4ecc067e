import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportData, ReportGroupData, ReportsData } from '../../../../src/shared/admin-reports.ts';
import { reportsPageData } from '../../../../src/server/admin/reports-page-data.ts';
import { setGroupResolved } from '../../../../src/server/admin/report-group-store.ts';
import { markForwarded, scheduleRetry } from '../../../../src/server/monitoring/report-store.ts';
import { type Store } from '../../../../src/server/store/open-store.ts';
import { sampleIndex } from '../fixtures/sample-schedule.ts';
import { bytes, eventEnvelope } from '../monitoring/envelopes.ts';
import { createAccountsApp } from '../fixtures/accounts-app.ts';
import { CHROME_UA, SAFARI_UA, errorEvent, minutesIn, storeReport } from './report-fixtures.ts';
import { openTestStore } from '../test-store.ts';

let store: Store;
beforeEach(async () => {
  store = await openTestStore();
});

async function read(route: string, params: Record<string, string> = {}, forwarding = false) {
  return reportsPageData({ store, getIndex: () => sampleIndex(), forwarding }, route, params);
}
const groupsPage = async (page?: string) => (await read(page === undefined ? 'admin-reports' : 'admin-reports-page', page === undefined ? {} : { page })) as ReportsData | null;
const groupPage = async (group: string, page?: string, forwarding = false) =>
  (await read(page === undefined ? 'admin-report-group' : 'admin-report-group-page', { group, ...(page === undefined ? {} : { page }) }, forwarding)) as ReportGroupData | null;
const report = async (id: string, forwarding = false) => (await read('admin-report', { id }, forwarding)) as ReportData | null;

/** An organizer's account, to resolve groups as. */
async function organizer(email = 'org@example.org'): Promise<number> {
  const { id } = await store
    .insertInto('users')
    .values({ email, password_hash: 'x', role: 'organizer', created_at: minutesIn(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the groups of /admin/reports', () => {
  it('groups reports by message and top frame across deploys, with count, first and last seen, releases, URLs and browsers', async () => {
    await storeReport(store, minutesIn(0), errorEvent({ release: 'hallway@1.0.0', url: 'https://hallway.test/events/12' }));
    // The next deploy: another chunk hash, another release, another browser.
    await storeReport(store, minutesIn(5), errorEvent({ chunkHash: 'Zz0Yx1Wv', release: 'hallway@1.1.0', url: 'https://hallway.test/events/41', userAgent: SAFARI_UA }));
    await storeReport(store, minutesIn(9), errorEvent({ release: 'hallway@1.1.0', url: 'https://hallway.test/events/41' }));
    await storeReport(store, minutesIn(7), errorEvent({ message: 'x is not a function', frame: 'DayScreen' }));

    const data = (await groupsPage())!;
    expect(data).toMatchObject({ reports: 4, openGroups: 2, forwarding: false, paging: { page: 1, pages: 1, pageSize: 50, total: 2 } });
    const [first, second] = data.groups;
    expect(first).toMatchObject({
      fingerprint: "TypeError: Cannot read properties of undefined (reading 'title') at formatTitle (/assets/event-screen.js)",
      frame: 'formatTitle (/assets/event-screen.js)',
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      count: 3,
      firstSeen: minutesIn(0),
      lastSeen: minutesIn(9),
      resolved: null,
      releases: {
        top: [
          { value: 'hallway@1.1.0', count: 2 },
          { value: 'hallway@1.0.0', count: 1 },
        ],
        distinct: 2,
      },
      urls: {
        top: [
          { value: 'https://hallway.test/events/41', count: 2 },
          { value: 'https://hallway.test/events/12', count: 1 },
        ],
        distinct: 2,
      },
      browsers: {
        top: [
          { value: 'Chrome 126', count: 2 },
          { value: 'Safari 17.5', count: 1 },
        ],
        distinct: 2,
      },
    });
    expect(first!.key).toMatch(/^[0-9a-f]{16}$/);
    expect(second).toMatchObject({ message: 'TypeError: x is not a function', count: 1, lastSeen: minutesIn(7) });
  });

  it('names five values of each at most, and counts them all', async () => {
    for (let n = 0; n < 7; n += 1) await storeReport(store, minutesIn(n), errorEvent({ release: `hallway@1.${n}.0` }));
    const { releases } = (await groupsPage())!.groups[0]!;
    expect(releases.top).toHaveLength(5);
    expect(releases.distinct).toBe(7);
    // Equally frequent: the most recently seen first.
    expect(releases.top[0]!.value).toBe('hallway@1.6.0');
  });

  it('lists open groups first, then resolved ones, each newest last-seen first', async () => {
    await storeReport(store, minutesIn(1), errorEvent({ message: 'old' }));
    await storeReport(store, minutesIn(2), errorEvent({ message: 'middle' }));
    await storeReport(store, minutesIn(3), errorEvent({ message: 'new' }));
    const key = async (message: string) => (await groupsPage())!.groups.find((group) => group.message === `TypeError: ${message}`)!.key;
    await setGroupResolved(store, await key('new'), { at: new Date(minutesIn(4)), by: await organizer() });
    const data = (await groupsPage())!;
    expect(data.groups.map((group) => group.message)).toEqual(['TypeError: middle', 'TypeError: old', 'TypeError: new']);
    expect(data.groups[2]!.resolved).toEqual({ at: minutesIn(4), by: 'org@example.org' });
    expect(data.openGroups).toBe(2);
  });

  it('reopens a resolved group when the error happens again', async () => {
    await storeReport(store, minutesIn(0));
    const { key } = (await groupsPage())!.groups[0]!;
    await setGroupResolved(store, key, { at: new Date(minutesIn(1)), by: await organizer() });
    expect((await groupsPage())!.groups[0]!.resolved).not.toBeNull();
    await storeReport(store, minutesIn(2));
    expect((await groupsPage())!.groups[0]).toMatchObject({ key, count: 2, resolved: null });
  });

  it('pages 50 groups at a time and answers null for a page that does not exist', async () => {
    for (let n = 0; n < 120; n += 1) await storeReport(store, minutesIn(n), errorEvent({ message: `failure ${String.fromCharCode(65 + (n % 26))}${Math.floor(n / 26)}` }));
    expect((await groupsPage())!.groups).toHaveLength(50);
    expect((await groupsPage('2'))!.groups).toHaveLength(50);
    expect(await groupsPage('3')).toMatchObject({ paging: { page: 3, pages: 3, total: 120 } });
    expect((await groupsPage('3'))!.groups).toHaveLength(20);
    // Newest last-seen first, across pages.
    expect((await groupsPage())!.groups[0]!.lastSeen).toBe(minutesIn(119));
    expect((await groupsPage('3'))!.groups.at(-1)!.lastSeen).toBe(minutesIn(0));
    for (const page of ['4', '0', '-1', '02', '1.0', 'x', '']) expect(await groupsPage(page), page).toBeNull();
  });

  it('has a first page even with no report at all', async () => {
    expect(await groupsPage()).toEqual({ groups: [], paging: { page: 1, pages: 1, pageSize: 50, total: 0 }, openGroups: 0, reports: 0, forwarding: false });
    expect(await groupsPage('1')).not.toBeNull();
    expect(await groupsPage('2')).toBeNull();
  });

  it('groups the reports stored before grouping existed, from their raw envelopes', async () => {
    const raw = Buffer.from(bytes(eventEnvelope({ id: 'a'.repeat(32), event: errorEvent() })));
    await store
      .insertInto('reports')
      .values({ event_id: 'a'.repeat(32), kind: 'event', received_at: minutesIn(0), raw, message: 'TypeError: old summary', breadcrumbs: 0, next_attempt_at: minutesIn(0) })
      .execute();
    await storeReport(store, minutesIn(1));
    expect((await groupsPage())!.groups).toMatchObject([{ count: 2, firstSeen: minutesIn(0), browsers: { top: [{ value: 'Chrome 126', count: 2 }] } }]);
  });
});

describe('a group of reports', () => {
  it('lists its reports newest first, 50 a page, with their forwarding state', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 60; n += 1) ids.push(await storeReport(store, minutesIn(n)));
    const { key } = (await groupsPage())!.groups[0]!;
    const first = (await groupPage(key))!;
    expect(first.group).toMatchObject({ key, count: 60 });
    expect(first.paging).toEqual({ page: 1, pages: 2, pageSize: 50, total: 60 });
    expect(first.reports).toHaveLength(50);
    expect(first.reports[0]).toEqual({
      id: ids[59],
      received: minutesIn(59),
      release: 'hallway@1.0.0',
      url: 'https://hallway.test/events/12',
      browser: 'Chrome 126',
      forwarding: { state: 'off' },
    });
    expect((await groupPage(key, '2'))!.reports.map((item) => item.id)).toEqual(ids.slice(0, 10).reverse());
    expect(await groupPage(key, '3')).toBeNull();
  });

  it('answers null for an unknown or malformed group', async () => {
    await storeReport(store, minutesIn(0));
    expect(await groupPage('0123456789abcdef')).toBeNull();
    expect(await groupPage('not-a-key')).toBeNull();
  });
});

describe('one report', () => {
  const crumbs = Array.from({ length: 150 }, (_, n) => ({ timestamp: 1769936400 + n, category: 'console', level: 'info', message: `step ${n}` }));

  it('shows message, stack innermost first, tags, where it happened, and the newest 100 breadcrumbs in time order', async () => {
    const id = await storeReport(
      store,
      minutesIn(0),
      errorEvent({
        extra: {
          tags: { route: '/events/:id', locale: 'de' },
          breadcrumbs: [
            ...crumbs,
            { timestamp: 1769936600.5, category: 'fetch', data: { method: 'GET', url: '/data/events/12.json', status_code: 500 } },
            { timestamp: '2026-02-01T09:03:21.000Z', category: 'navigation', data: { from: '/', to: '/events/12' } },
          ],
        },
      }),
    );
    const data = (await report(id))!;
    expect(data).toMatchObject({
      id,
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      tags: [
        { key: 'locale', value: 'de' },
        { key: 'route', value: '/events/:id' },
      ],
      release: 'hallway@1.0.0',
      environment: 'production',
      url: 'https://hallway.test/events/12',
      browser: 'Chrome 126',
      os: 'Android 14',
      received: minutesIn(0),
      forwarding: { state: 'off' },
      breadcrumbsTotal: 152,
    });
    expect(data.groupKey).toBe((await groupsPage())!.groups[0]!.key);
    expect(data.stack.map((frame) => frame.function)).toEqual(['formatTitle', 'commitRoot']);
    expect(data.stack[0]).toEqual({ function: 'formatTitle', filename: 'https://hallway.test/assets/event-screen-B4x9Qz1a.js', line: 1, column: 2345, inApp: true });
    expect(data.breadcrumbs).toHaveLength(100);
    expect(data.breadcrumbs[0]).toEqual({ timestamp: new Date(1769936452 * 1000).toISOString(), category: 'console', level: 'info', message: 'step 52', data: null });
    expect(data.breadcrumbs.slice(-2)).toEqual([
      { timestamp: '2026-02-01T09:03:20.500Z', category: 'fetch', level: null, message: null, data: 'GET /data/events/12.json 500' },
      { timestamp: '2026-02-01T09:03:21.000Z', category: 'navigation', level: null, message: null, data: '/ → /events/12' },
    ]);
  });

  it('is found by its id however it was copied: capitals, dashes, spaces', async () => {
    const id = await storeReport(store, minutesIn(0), errorEvent(), '3f2b8c1e6a4d4e0f9b7a1c2d3e4f5a6b');
    for (const typed of [id, id.toUpperCase(), '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a6b', ` ${id} `]) expect((await report(typed))?.id, typed).toBe(id);
    expect(await report('0'.repeat(32))).toBeNull();
    expect(await report('')).toBeNull();
  });

  it('says where forwarding stands when SENTRY_DSN is set: waiting with attempts, or forwarded', async () => {
    const waiting = await storeReport(store, minutesIn(0));
    const forwarded = await storeReport(store, minutesIn(1));
    const rowId = async (id: string) => (await store.selectFrom('reports').select('id').where('event_id', '=', id).executeTakeFirstOrThrow()).id;
    await scheduleRetry(store, await rowId(waiting), 3, new Date(minutesIn(10)));
    await markForwarded(store, { id: await rowId(forwarded), kind: 'event' }, new Date(minutesIn(2)));
    expect((await report(waiting, true))!.forwarding).toEqual({ state: 'waiting', attempts: 3, nextAt: minutesIn(10) });
    expect((await report(forwarded, true))!.forwarding).toEqual({ state: 'forwarded', at: minutesIn(2) });
    expect((await report(waiting, false))!.forwarding).toEqual({ state: 'off' });
    const key = (await groupsPage())!.groups[0]!.key;
    expect((await groupPage(key, undefined, true))!.reports.map((item) => item.forwarding.state)).toEqual(['forwarded', 'waiting']);
  });

  it('shows what the row says when the stored envelope cannot be read', async () => {
    await store
      .insertInto('reports')
      .values({
        event_id: 'broken',
        kind: 'event',
        received_at: minutesIn(0),
        raw: Buffer.from('{"event_id":"broken"}\n{"type":"event"}\n{"exc'),
        message: 'Error: cut short',
        breadcrumbs: 0,
        next_attempt_at: minutesIn(0),
      })
      .execute();
    expect(await report('broken')).toMatchObject({ message: 'Error: cut short', stack: [], breadcrumbs: [], tags: [] });
    expect((await groupsPage())!.groups[0]!.fingerprint).toBe('Error: cut short');
  });
});

describe('who may read the inbox', () => {
  it('answers every admin reports URL with 401 signed out, 403 for an attendee and 200 for an organizer', async () => {
    const server = await createAccountsApp();
    const id = await storeReport(server.store, minutesIn(0), errorEvent({ userAgent: CHROME_UA }));
    const attendee = await server.signUp('ada@example.org');
    const organizer = await server.signUpOrganizer();
    const key = ((await (await server.get('/data/admin/reports.json', { cookie: organizer })).json()) as { data: ReportsData }).data.groups[0]!.key;
    const urls = [
      '/data/admin/reports.json',
      '/data/admin/reports/page/1.json',
      `/data/admin/reports/groups/${key}.json`,
      `/data/admin/reports/groups/${key}/page/1.json`,
      `/data/admin/reports/${id}.json`,
    ];
    for (const url of urls) {
      for (const [cookie, status] of [
        [undefined, 401],
        [attendee, 403],
        [organizer, 200],
      ] as const) {
        const response = await server.get(url, cookie === undefined ? {} : { cookie });
        expect(response.status, `${url} ${cookie ?? 'anonymous'}`).toBe(status);
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    }
    expect((await server.get('/data/admin/reports/page/2.json', { cookie: organizer })).status).toBe(404);
    expect((await server.get(`/data/admin/reports/groups/${'0'.repeat(16)}.json`, { cookie: organizer })).status).toBe(404);
  });
});
