import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES, fallbackTitle } from '../../../../src/shared/page-title.ts';
import { createAccountsApp, DEVICE, EVENT, type AccountsApp } from '../fixtures/accounts-app.ts';
import { SAMPLE_VERSION } from '../fixtures/sample-schedule.ts';
import { saveReport } from '../../../../src/server/monitoring/report-store.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

function inlinedPageData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

describe('/data/account.json', () => {
  it('answers a signed-in attendee with their email, role and stars, private and without an ETag', async () => {
    const cookie = await server.signUp('ada@example.org');
    await server.post('star', { eventId: EVENT, starred: true, key: 'k1', at: '2026-02-01T07:00:00Z' }, { cookie });
    const response = await server.get('/data/account.json', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toBeNull();
    expect(await response.json()).toEqual({
      version: SAMPLE_VERSION,
      data: { email: 'ada@example.org', role: 'attendee', stars: [{ eventId: EVENT, starred: true, at: '2026-02-01T07:00:00.000Z' }], calendar: null },
    });
  });

  it("is never another person's: each cookie reads its own account", async () => {
    const ada = await server.signUp('ada@example.org');
    const bo = await server.signUp('bo@example.org');
    await server.post('star', { eventId: EVENT, starred: true, key: 'k1' }, { cookie: ada });
    const boData = (await (await server.get('/data/account.json', { cookie: bo })).json()) as { data: { email: string; stars: unknown[] } };
    expect(boData.data).toMatchObject({ email: 'bo@example.org', stars: [] });
  });

  it.each([
    ['no cookie', undefined],
    ['a made-up token', 'hallway-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', 'hallway-session=%00'],
  ])('answers %s with 401, private, no-store', async (_, cookie) => {
    const response = await server.get('/data/account.json', cookie === undefined ? {} : { cookie });
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'unauthorized', message: FALLBACK_MESSAGES[401], title: fallbackTitle(401) });
  });

  it('does not count a device id as being signed in', async () => {
    expect((await server.get('/data/account.json', { device: DEVICE })).status).toBe(401);
  });
});

describe('/data/admin.json', () => {
  it("answers an attendee with 403 and a body shaped like the 401's", async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.get('/data/admin.json', { cookie });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'forbidden', message: FALLBACK_MESSAGES[403], title: fallbackTitle(403) });
  });

  it('answers an organizer with real numbers: accounts, organizers, reports, feedback, stars', async () => {
    const attendee = await server.signUp('ada@example.org');
    await server.post('star', { eventId: EVENT, starred: true, key: 'k1' }, { cookie: attendee });
    await server.post('star', { eventId: EVENT, starred: true, key: 'k1' }, { device: DEVICE });
    await server.post('feedback', { eventId: EVENT, rating: 5, key: 'k2' }, { device: DEVICE });
    const report = { message: 'TypeError', url: null, release: null, breadcrumbs: 0, fingerprint: null, raw: new Uint8Array(), receivedAt: server.clock.now };
    await saveReport(server.store, { ...report, eventId: 'e1', kind: 'event' });
    await saveReport(server.store, { ...report, eventId: 's1', kind: 'session' });
    const organizer = await server.signUpOrganizer();
    const response = await server.get('/data/admin.json', { cookie: organizer });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toBeNull();
    expect(await response.json()).toEqual({ version: SAMPLE_VERSION, data: { users: 2, organizers: 1, reports: 1, feedback: 1, stars: 2 } });
  });

  it('answers an organizer with 404 for what an admin section does not have, private', async () => {
    const organizer = await server.signUpOrganizer();
    const response = await server.get('/data/admin/reports/no-such-report.json', { cookie: organizer });
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('direct loads of protected routes', () => {
  it('inline the account data for the signed-in person, in a response no cache keeps', async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.get('/de/account', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(inlinedPageData(html)).toEqual(await (await server.get('/data/account.json', { cookie })).json());
  });

  it('answer 403 with the shell, the fallback title and no data for an attendee on /admin', async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.get('/admin', { cookie });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<title>${fallbackTitle(403)}</title>`);
    expect(inlinedPageData(html)).toBeNull();
  });

  it('answer 401 with the shell when signed out, uncached', async () => {
    const response = await server.get('/account');
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain('<title>401: You&#39;re not authorized to access this page.</title>');
  });
});
