import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScheduleData, ScheduleCheckAccepted, ScheduleCheckRefused } from '../../../../src/shared/admin-schedule.ts';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { currentSchedule, countScheduleVersions, scheduleVersion } from '../../../../src/server/store/schedule-versions.ts';
import { createScheduleApp, FIRST_EVENTS, ORIGIN, scheduleFile } from './schedule-test-app.ts';

type ScheduleApp = Awaited<ReturnType<typeof createScheduleApp>>;

const MiB = 1024 * 1024;

/** FIRST_EVENTS with every kind of change: Opening moved, Second removed, Third renamed, one new, one cancelled. */
const CHANGED_EVENTS = [
  { id: '1', guid: 'g-opening', title: 'Opening', start: '10:30', duration: '00:30' },
  { id: '3', guid: 'g-third', title: 'Third talk, retitled', start: '12:00', duration: '00:30' },
  { id: '4', guid: 'g-fourth', title: 'A new talk', start: '14:00', duration: '00:30' },
];

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function servedVersion(app: ScheduleApp): Promise<string> {
  return (await json<{ version: string }>(await app.get('/data/index.json'))).version;
}

async function checked(app: ScheduleApp, file: string, cookie: string): Promise<ScheduleCheckAccepted> {
  const response = await app.check(file, { cookie });
  expect(response.status).toBe(200);
  return json<ScheduleCheckAccepted>(response);
}

describe('schedule-check', () => {
  it('lists where and why a refused file is wrong, and leaves the served schedule as it was', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const broken = scheduleFile([{ id: '1', title: 'Broken', start: '25:99', duration: '00:30' }], 'xml');
    const response = await app.check(broken, { cookie: organizer, fileName: 'broken.xml' });
    expect(response.status).toBe(422);
    const body = await json<ScheduleCheckRefused>(response);
    expect(body.ok).toBe(false);
    expect(body.problems.length).toBeGreaterThan(0);
    expect(body.problems[0]).toEqual({ where: expect.stringMatching(/^line \d+$/), message: expect.stringMatching(/25:99/) });
    expect(await servedVersion(app)).toBe(app.first.version);
    expect(await countScheduleVersions(app.store)).toBe(1);
  });

  it('refuses what is not a schedule at all, in the words of the command line', async () => {
    const app = await createScheduleApp();
    const response = await app.check('Hello, world', { cookie: await app.signUpOrganizer() });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, problems: [{ where: 'file', message: expect.stringMatching(/neither XML nor JSON/) }] });
  });

  it('previews every kind of change from the served schedule, with counts, and keeps the file for Publish', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const file = scheduleFile([...CHANGED_EVENTS, { id: '5', guid: 'g-fifth', title: 'CANCELED Nobody came', start: '15:00', duration: '00:30' }]);
    // The fifth talk has to exist before it can be cancelled.
    const before = await checked(app, scheduleFile([...FIRST_EVENTS, { id: '5', guid: 'g-fifth', title: 'Nobody came', start: '15:00', duration: '00:30' }]), organizer);
    const publish = await app.post('schedule-publish', { candidate: before.candidate }, { cookie: organizer });
    expect(publish.status).toBe(200);

    const preview = await checked(app, file, organizer);
    expect(preview).toMatchObject({
      ok: true,
      version: scheduleVersion(file),
      source: 'schedule.json',
      summary: { events: 4, days: 1, rooms: 1, tracks: 0, speakers: 0 },
      sameAsServed: false,
      timeZone: 'Europe/Brussels',
    });
    expect(preview.changes.counts).toEqual({ moved: 1, cancelled: 1, new: 1, removed: 1, changed: 1, unchanged: 0 });
    expect(preview.changes.changes.map((change) => [change.kind, change.title])).toEqual([
      ['moved', 'Opening'],
      ['cancelled', 'Nobody came'],
      ['new', 'A new talk'],
      ['removed', 'Second talk'],
      ['changed', 'Third talk, retitled'],
    ]);
    expect(preview.candidate).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Checking changes nothing that is served.
    expect(await servedVersion(app)).toBe(before.version);
  });

  it('says when the file is the version being served', async () => {
    const app = await createScheduleApp();
    const preview = await checked(app, scheduleFile(FIRST_EVENTS), await app.signUpOrganizer());
    expect(preview.sameAsServed).toBe(true);
    expect(preview.changes.counts).toEqual({ moved: 0, cancelled: 0, new: 0, removed: 0, changed: 0, unchanged: 3 });
  });

  it('refuses a body over 20 MB with 413 and the importer’s words', async () => {
    const app = await createScheduleApp();
    const response = await app.check(new Uint8Array(21 * MiB), { cookie: await app.signUpOrganizer() });
    expect(response.status).toBe(413);
    const body = await json<ScheduleCheckRefused & { message: string }>(response);
    expect(body.message).toMatch(/schedules over 20 MB are refused\.$/);
    expect(body.problems).toEqual([{ where: 'file', message: body.message }]);
  });

  it('names the size when the request says it', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const response = await app.app.request(`${ORIGIN}/actions/schedule-check`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: organizer, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(25 * MiB) },
      body: 'x'.repeat(1024),
    });
    expect(response.status).toBe(413);
    expect(await json<{ message: string }>(response)).toMatchObject({ message: 'The file is 25.0 MB; schedules over 20 MB are refused.' });
  });

  it('accepts a 2 MiB schedule while every other action keeps its 1 MiB limit', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const big = scheduleFile(FIRST_EVENTS) + ' '.repeat(2 * MiB);
    expect((await app.check(big, { cookie: organizer })).status).toBe(200);
    const star = await app.post('star', { eventId: '1', starred: true, key: 'k', pad: ' '.repeat(2 * MiB) }, { cookie: organizer });
    expect(star.status).toBe(413);
  });

  it('asks for a file or a URL when given neither, and refuses a URL that is not http(s)', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const empty = await app.postForm('schedule-check', new FormData(), { cookie: organizer });
    expect(empty.status).toBe(422);
    expect(await json<{ errors: Record<string, string> }>(empty)).toEqual({ errors: { file: 'Choose a schedule file or give its URL.' } });
    const form = new FormData();
    form.set('url', 'file:///etc/passwd');
    const local = await app.postForm('schedule-check', form, { cookie: organizer });
    expect(local.status).toBe(422);
    expect(await json<{ errors: Record<string, string> }>(local)).toEqual({ errors: { url: 'Give a URL starting with http:// or https://.' } });
  });

  describe('from a URL', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/schedule.json') {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(scheduleFile(CHANGED_EVENTS));
        } else {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads the schedule from the URL and previews it, the URL as its source', async () => {
      const app = await createScheduleApp();
      const form = new FormData();
      form.set('url', `${base}/schedule.json`);
      const response = await app.postForm('schedule-check', form, { cookie: await app.signUpOrganizer() });
      expect(response.status).toBe(200);
      const preview = await json<ScheduleCheckAccepted>(response);
      expect(preview).toMatchObject({ source: `${base}/schedule.json`, summary: { events: 3 } });
      expect(preview.changes.counts).toMatchObject({ moved: 1, removed: 1, new: 1, changed: 1 });
    });

    it('says why a URL could not be read, where being the URL', async () => {
      const app = await createScheduleApp();
      const form = new FormData();
      form.set('url', `${base}/missing.json`);
      const response = await app.postForm('schedule-check', form, { cookie: await app.signUpOrganizer() });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ ok: false, problems: [{ where: `${base}/missing.json`, message: expect.stringMatching(/^Could not read it: .*404/) }] });
    });
  });
});

describe('schedule-publish', () => {
  it('serves the checked schedule at once, and lists it as the current version', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const preview = await checked(app, scheduleFile(CHANGED_EVENTS), organizer);
    app.clock.now = new Date('2026-02-01T08:15:00.000Z');
    const response = await app.post('schedule-publish', { candidate: preview.candidate }, { cookie: organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('Action-Revalidate')).toBe('/data/admin/schedule.json');
    expect(await response.json()).toEqual({ ok: true, version: preview.version, publishedAt: '2026-02-01T08:15:00.000Z' });

    expect(await servedVersion(app)).toBe(preview.version);
    const manifest = await json<{ version: string; pages: string[] }>(await app.get('/data/manifest.json'));
    expect(manifest.version).toBe(preview.version);
    expect(manifest.pages).toContain('/data/events/4.json');
    expect((await app.get('/data/events/2.json')).status).toBe(404);

    const admin = await json<{ data: AdminScheduleData }>(await app.get('/data/admin/schedule.json', organizer));
    expect(admin.data.served).toMatchObject({ version: preview.version, publishedBy: 'org@example.org', publishedAt: '2026-02-01T08:15:00.000Z', events: 3, current: true });
    expect(admin.data.versions.map((entry) => [entry.version, entry.publishedBy, entry.current, entry.events])).toEqual([
      [preview.version, 'org@example.org', true, 3],
      [app.first.version, 'start-up', false, 3],
    ]);
  });

  it('publishes a candidate once, and only within the hour, only for the organizer who checked it', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const other = await app.signUpOrganizer('other@example.org');
    const first = await checked(app, scheduleFile(CHANGED_EVENTS), organizer);
    expect((await app.post('schedule-publish', { candidate: first.candidate }, { cookie: other })).status).toBe(404);
    expect((await app.post('schedule-publish', { candidate: first.candidate }, { cookie: organizer })).status).toBe(200);
    expect((await app.post('schedule-publish', { candidate: first.candidate }, { cookie: organizer })).status).toBe(404);

    const late = await checked(app, scheduleFile(FIRST_EVENTS), organizer);
    app.clock.now = new Date(app.clock.now.getTime() + 61 * 60 * 1000);
    const expired = await app.post('schedule-publish', { candidate: late.candidate }, { cookie: organizer });
    expect(expired.status).toBe(410);
    expect(await json<{ message: string }>(expired)).toMatchObject({ message: expect.stringMatching(/check the file again/) });
    expect(await servedVersion(app)).toBe(first.version);
    expect((await app.post('schedule-publish', { candidate: 'not-a-token' }, { cookie: organizer })).status).toBe(404);
  });

  it('moves stars and feedback to the new ids of events a re-import renumbered, swaps included', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const attendee = await app.signUp('ada@example.org');
    for (const [key, eventId] of [
      ['k1', '1'],
      ['k3', '3'],
    ])
      expect((await app.post('star', { eventId, starred: true, key }, { cookie: attendee })).status).toBe(200);
    expect((await app.post('feedback', { eventId: '2', rating: 5, comment: 'Great', key: 'k4' }, { cookie: attendee })).status).toBe(200);

    // Opening and Third swap ids; Second gets a new one.
    const renumbered = [
      { ...FIRST_EVENTS[0], id: '3' },
      { ...FIRST_EVENTS[1], id: '20' },
      { ...FIRST_EVENTS[2], id: '1' },
    ];
    const preview = await checked(app, scheduleFile(renumbered), organizer);
    expect(preview.changes.counts).toMatchObject({ new: 0, removed: 0, unchanged: 3 });
    expect((await app.post('schedule-publish', { candidate: preview.candidate }, { cookie: organizer })).status).toBe(200);

    const account = await json<{ data: AccountData }>(await app.get('/data/account.json', attendee));
    expect(account.data.stars.map((star) => star.eventId).sort()).toEqual(['1', '3']);
    const feedback = await app.store.selectFrom('feedback').select(['event_id as eventId', 'rating']).execute();
    expect(feedback).toEqual([{ eventId: '20', rating: 5 }]);
    // The event the attendee starred as 1 is now 3, and the page for it says so.
    expect((await json<{ data: { event: { title: string } } }>(await app.get('/data/events/3.json'))).data.event).toMatchObject({ title: 'Opening' });
  });

  it('sets aside a star on a removed event whose id now names another event, instead of moving it onto that one', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const attendee = await app.signUp('bo@example.org');
    expect((await app.post('star', { eventId: '2', starred: true, key: 'k' }, { cookie: attendee })).status).toBe(200);
    const reused = [FIRST_EVENTS[0], { id: '2', guid: 'g-other', title: 'Someone else', start: '16:00', duration: '00:30' }, FIRST_EVENTS[2]];
    const preview = await checked(app, scheduleFile(reused.filter((event) => event !== undefined)), organizer);
    expect(preview.changes.counts).toMatchObject({ new: 1, removed: 1 });
    expect((await app.post('schedule-publish', { candidate: preview.candidate }, { cookie: organizer })).status).toBe(200);
    const stars = await app.store.selectFrom('stars').select('event_id as eventId').execute();
    expect(stars).toEqual([{ eventId: `2@${app.first.version}` }]);
  });

  it('keeps the previous version stored and served when the swap fails: nothing is half-published', async () => {
    const app = await createScheduleApp({ failingSwap: true });
    const organizer = await app.signUpOrganizer();
    const preview = await checked(app, scheduleFile(CHANGED_EVENTS), organizer);
    const published = await app.post('schedule-publish', { candidate: preview.candidate }, { cookie: organizer });
    expect(published.status).toBe(500);
    expect((await currentSchedule(app.store))?.version).toBe(app.first.version);
    expect(await countScheduleVersions(app.store)).toBe(1);
    expect(await servedVersion(app)).toBe(app.first.version);
  });
});

describe('schedule-rollback', () => {
  it('serves an earlier version again, stars following their events back, and records who did it', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    const attendee = await app.signUp('ada@example.org');
    expect((await app.post('star', { eventId: '1', starred: true, key: 'k1' }, { cookie: attendee })).status).toBe(200);
    const renumbered = FIRST_EVENTS.map((event) => ({ ...event, id: `10${event.id ?? ''}` }));
    const preview = await checked(app, scheduleFile(renumbered), organizer);
    expect((await app.post('schedule-publish', { candidate: preview.candidate }, { cookie: organizer })).status).toBe(200);
    expect(await app.store.selectFrom('stars').select('event_id as eventId').execute()).toEqual([{ eventId: '101' }]);

    app.clock.now = new Date('2026-02-01T10:00:00.000Z');
    const response = await app.post('schedule-rollback', { version: app.first.version }, { cookie: organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('Action-Revalidate')).toBe('/data/admin/schedule.json');
    expect(await servedVersion(app)).toBe(app.first.version);
    expect(await app.store.selectFrom('stars').select('event_id as eventId').execute()).toEqual([{ eventId: '1' }]);
    const admin = await json<{ data: AdminScheduleData }>(await app.get('/data/admin/schedule.json', organizer));
    expect(admin.data.versions.map((entry) => [entry.version, entry.publishedBy, entry.publishedAt, entry.current])).toEqual([
      [app.first.version, 'org@example.org', '2026-02-01T10:00:00.000Z', true],
      [preview.version, 'org@example.org', '2026-02-01T08:00:00.000Z', false],
    ]);
  });

  it('answers 404 for a version never stored and 409 for the one being served', async () => {
    const app = await createScheduleApp();
    const organizer = await app.signUpOrganizer();
    expect((await app.post('schedule-rollback', { version: 'ffffffffffffffff' }, { cookie: organizer })).status).toBe(404);
    expect((await app.post('schedule-rollback', { version: app.first.version }, { cookie: organizer })).status).toBe(409);
    expect((await app.post('schedule-rollback', {}, { cookie: organizer })).status).toBe(422);
  });
});
