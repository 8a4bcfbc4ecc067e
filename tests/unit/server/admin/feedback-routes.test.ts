import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../../src/server/app.ts';
import { saveFeedback } from '../../../../src/server/actions/feedback-store.ts';
import { feedbackCsvFilename } from '../../../../src/server/admin/feedback-csv-filename.ts';
import type { AdminFeedbackData } from '../../../../src/shared/admin-feedback.ts';
import { isAppPath, isPublicPageDataUrl, readPageDataUrl } from '../../../../src/shared/location.ts';
import type { PageData } from '../../../../src/shared/page-data.ts';
import { mayStorePageData } from '../../../../sw/keep-public-page-data.ts';
import { createAccountsApp, ORIGIN, type AccountsApp } from '../fixtures/accounts-app.ts';
import { sampleIndex } from '../fixtures/sample-schedule.ts';

const JSON_URL = '/data/admin/feedback.json';
const CSV_URL = '/data/admin/feedback.csv';
const BOM = '\uFEFF';
const HEADER = 'event id,event title,day,start,room,track,rating,comment,given at\r\n';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

/** The body as a spreadsheet reads the file: `Response.text()` would drop the BOM. */
async function fileText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

type Role = 'anonymous' | 'attendee' | 'organizer';

async function cookieFor(role: Role): Promise<string | null> {
  if (role === 'anonymous') return null;
  return role === 'organizer' ? server.signUpOrganizer() : server.signUp('attendee@example.org');
}

async function give(owner: string, eventId: string, rating: number, comment: string, at: string) {
  await saveFeedback(server.store, owner, { eventId, rating, comment, at });
}

/** Feedback on both days, with and without the Web track, and on an event the schedule dropped. */
async function giveSampleFeedback() {
  await give('user:1', '12', 5, 'Great, "really" great', '2026-02-01T09:10:00.000Z');
  await give('device:a', '12', 3, '', '2026-02-01T09:05:00.000Z');
  await give('device:b', '12-2', 1, '=HYPERLINK("http://evil.example")', '2026-02-01T11:00:00.000Z');
  await give('device:c', '41', 4, 'Zweiter Tag — très bien\nsecond line', '2026-02-02T10:40:00.000Z');
  await give('device:d', 'gone', 2, '-', '2026-02-01T12:00:00.000Z');
}

describe('/admin/feedback access', () => {
  it.each<[string, Role, number]>([
    [JSON_URL, 'anonymous', 401],
    [JSON_URL, 'attendee', 403],
    [JSON_URL, 'organizer', 200],
    [CSV_URL, 'anonymous', 401],
    [CSV_URL, 'attendee', 403],
    [CSV_URL, 'organizer', 200],
    [`${CSV_URL}?day=2026-02-01&track=web`, 'anonymous', 401],
    [`${CSV_URL}?day=2026-02-01&track=web`, 'attendee', 403],
    ['/admin/feedback', 'anonymous', 401],
    ['/admin/feedback', 'attendee', 403],
    ['/admin/feedback', 'organizer', 200],
    ['/de/admin/feedback', 'attendee', 403],
  ])('GET %s as %s answers %i', async (path, role, status) => {
    const response = await server.get(path, { cookie: await cookieFor(role) });
    expect(response.status).toBe(status);
  });

  it.each<[string, Role, number, string]>([
    [JSON_URL, 'anonymous', 401, 'unauthorized'],
    [JSON_URL, 'attendee', 403, 'forbidden'],
    [CSV_URL, 'anonymous', 401, 'unauthorized'],
    [CSV_URL, 'attendee', 403, 'forbidden'],
  ])('refuses %s to %s with %i as private page data does, and no feedback in it', async (path, role, status, error) => {
    await giveSampleFeedback();
    const response = await server.get(path, { cookie: await cookieFor(role) });
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toContain('Cookie');
    expect(response.headers.get('Content-Disposition')).toBeNull();
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error });
    expect(body).not.toContain('Great');
  });

  it('answers the CSV with 401 when the server runs without accounts', async () => {
    const app = createApp({ getIndex: () => sampleIndex() });
    const response = await app.request(CSV_URL);
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('/data/admin/feedback.json', () => {
  it('gives an organizer the feedback per event, private and never cached', async () => {
    await giveSampleFeedback();
    const response = await server.get(JSON_URL, { cookie: await cookieFor('organizer') });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toContain('Cookie');
    const { data } = (await response.json()) as PageData<AdminFeedbackData>;
    expect(data.events.map((event) => [event.id, event.count, event.inSchedule])).toEqual([
      ['12', 2, true],
      ['41', 1, true],
      ['gone', 1, false],
      ['12-2', 1, true],
    ]);
    expect(data.totals).toEqual({ ratings: 5, events: 4, comments: 4, average: 3 });
  });
});

describe('/admin/feedback direct load', () => {
  it('carries the page data inline without letting a comment close the script', async () => {
    await give('device:x', '12', 1, '</script><script>alert(1)</script>', '2026-02-01T09:00:00.000Z');
    const response = await server.get('/admin/feedback', { cookie: await cookieFor('organizer') });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('id="page-data"');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('/data/admin/feedback.csv', () => {
  const csvAs = async (path: string) => server.get(path, { cookie: await cookieFor('organizer') });

  it('downloads every entry as UTF-8 CSV with a BOM, named after the conference, never cached', async () => {
    await giveSampleFeedback();
    const response = await csvAs(CSV_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="feedback-sample.csv"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Vary')).toContain('Cookie');
    expect(await fileText(response)).toBe(
      BOM +
        HEADER +
        '12,Opening <script>alert(1)</script>,2026-02-01,2026-02-01T09:30:00+01:00,Main Hall,Web,3,,2026-02-01T09:05:00.000Z\r\n' +
        '12,Opening <script>alert(1)</script>,2026-02-01,2026-02-01T09:30:00+01:00,Main Hall,Web,5,"Great, ""really"" great",2026-02-01T09:10:00.000Z\r\n' +
        '12-2,The duplicate id,2026-02-01,2026-02-01T11:00:00+01:00,Room B,,1,"\'=HYPERLINK(""http://evil.example"")",2026-02-01T11:00:00.000Z\r\n' +
        '41,Day two,2026-02-02,2026-02-02T10:00:00+01:00,Room B,Web,4,"Zweiter Tag — très bien\nsecond line",2026-02-02T10:40:00.000Z\r\n' +
        "gone,gone,,,,,2,'-,2026-02-01T12:00:00.000Z\r\n",
    );
  });

  it.each<[string, string[]]>([
    ['?day=2026-02-01', ['12', '12', '12-2']],
    ['?track=web', ['12', '12', '41']],
    ['?day=2026-02-02&track=web', ['41']],
    ['?day=2026-02-01&track=web', ['12', '12']],
    ['?day=2027-01-01', []],
    ['?track=nope', []],
    ['?sort=average', ['12', '12', '12-2', '41', 'gone']],
    ['', ['12', '12', '12-2', '41', 'gone']],
  ])('honours the filters of %s', async (query, ids) => {
    await giveSampleFeedback();
    const text = await fileText(await csvAs(CSV_URL + query));
    // Records end in CRLF; a comment's own line break is a bare LF inside quotes.
    const records = text.replace(BOM, '').split('\r\n').filter(Boolean);
    expect(records[0]).toBe(HEADER.trimEnd());
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(ids);
  });

  it('is only a header when there is no feedback yet', async () => {
    expect(await fileText(await csvAs(CSV_URL))).toBe(BOM + HEADER);
  });

  it.each([
    '/data//admin/feedback.csv',
    '/data/admin/%66eedback.csv',
    '/data/admin//feedback.csv',
    '/data/admin/feedback.csv/',
    '/data/admin/feedback.CSV',
    '/data/de/admin/feedback.csv',
  ])('answers another spelling, %s, with 404 even to an organizer', async (path) => {
    await giveSampleFeedback();
    const response = await csvAs(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Great');
  });

  it('is read with GET only', async () => {
    const response = await Promise.resolve(server.app.request(`${ORIGIN}${CSV_URL}`, { method: 'POST', headers: { Cookie: (await cookieFor('organizer')) ?? '' } }));
    expect(response.status).toBe(405);
  });

  it('is no public page data and no app path: the service worker neither keeps it nor answers it with the shell', () => {
    expect(readPageDataUrl(CSV_URL)).toBeNull();
    expect(isPublicPageDataUrl(CSV_URL)).toBe(false);
    expect(isAppPath(CSV_URL)).toBe(false);
    const answer = new Response('\uFEFFevent id\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    expect(mayStorePageData(CSV_URL, answer, ORIGIN)).toBe(false);
  });
});

describe('feedbackCsvFilename', () => {
  it.each<[string, string, string]>([
    ['sample', 'Sample Conf', 'feedback-sample.csv'],
    ['FOSDEM 2026', 'FOSDEM', 'feedback-fosdem-2026.csv'],
    ['Journées', 'x', 'feedback-journees.csv'],
    ['"; evil="x', 'x', 'feedback-evil-x.csv'],
    ['', 'Hallway Demo Conference', 'feedback-hallway-demo-conference.csv'],
    ['', '会議', 'feedback-conference.csv'],
    ['../..', 'x', 'feedback-x.csv'],
  ])('names the export of %j (%j) %s', (acronym, title, name) => {
    expect(feedbackCsvFilename({ acronym, title })).toBe(name);
  });
});
