import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountData } from '../../../../src/shared/actions.ts';
import { createAccountsApp, ORIGIN } from '../fixtures/accounts-app.ts';
import { SAMPLE_SCHEDULE } from '../fixtures/sample-schedule.ts';
import { parseIcs } from '../../shared/parse-ics.ts';
import { createCalendarServer, type CalendarServer } from './calendar-test-server.ts';

let server: CalendarServer;
beforeEach(async () => {
  server = await createCalendarServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const secretOf = (url: string) => /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';

async function feedOf(url: string) {
  const response = await server.poll(url);
  expect(response.status).toBe(200);
  return parseIcs(await response.text());
}

describe('GET /calendar/<secret>.ics', () => {
  it("answers the account's starred events as a private text/calendar named after the conference", async () => {
    const cookie = await server.signUp('ada@example.org');
    for (const id of ['41', '12', '40']) await server.star(cookie, id);
    await server.star(cookie, '41', false);
    const url = await server.makeLink(cookie);
    expect(url).toMatch(/^http:\/\/hallway\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await server.poll(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    const feed = parseIcs(await response.text());
    expect(feed.name).toBe('Sample Conf');
    // Ordered by start, in UTC; the cancelled one marked; the unstarred one gone.
    expect(feed.events.map(({ uid, sequence, start, end, location, status, url: page }) => ({ uid, sequence, start, end, location, status, page }))).toEqual([
      { uid: 'a1', sequence: 0, start: '2026-02-01T08:30:00.000Z', end: '2026-02-01T09:00:00.000Z', location: 'Main Hall', status: 'CONFIRMED', page: `${ORIGIN}/events/12` },
      {
        uid: '40@hallway.test',
        sequence: 0,
        start: '2026-02-02T00:00:00.000Z',
        end: '2026-02-02T00:30:00.000Z',
        location: 'Main Hall',
        status: 'CANCELLED',
        page: `${ORIGIN}/events/40`,
      },
    ]);
  });

  it("never carries another account's stars", async () => {
    const ada = await server.signUp('ada@example.org');
    const bo = await server.signUp('bo@example.org');
    await server.star(ada, '12');
    await server.star(bo, '41');
    await server.star(bo, '12-2');
    const adaFeed = await feedOf(await server.makeLink(ada));
    const boFeed = await feedOf(await server.makeLink(bo));
    expect(adaFeed.events.map((event) => event.summary)).toEqual([SAMPLE_SCHEDULE.events[0]?.title]);
    expect(boFeed.events.map((event) => event.uid)).toEqual(['12-2@hallway.test', '41@hallway.test']);
  });

  it('follows a schedule update: the same UIDs, a moved event with its new times and a higher SEQUENCE, a cancelled one CANCELLED', async () => {
    const cookie = await server.signUp('ada@example.org');
    for (const id of ['12', '40', '41']) await server.star(cookie, id);
    const url = await server.makeLink(cookie);
    const before = await feedOf(url);

    await server.publish('v2', {
      ...SAMPLE_SCHEDULE,
      events: SAMPLE_SCHEDULE.events.map((event) =>
        event.id === '12' ? { ...event, start: '2026-02-01T10:30:00+01:00', end: '2026-02-01T11:15:00+01:00' } : event.id === '41' ? { ...event, cancelled: true } : event,
      ),
    });
    const after = await feedOf(url);
    expect(after.events.map((event) => event.uid)).toEqual(before.events.map((event) => event.uid));
    expect(after.events.map(({ uid, sequence, start, end, status }) => ({ uid, sequence, start, end, status }))).toEqual([
      { uid: 'a1', sequence: 1, start: '2026-02-01T09:30:00.000Z', end: '2026-02-01T10:15:00.000Z', status: 'CONFIRMED' },
      { uid: '40@hallway.test', sequence: 0, start: '2026-02-02T00:00:00.000Z', end: '2026-02-02T00:30:00.000Z', status: 'CANCELLED' },
      { uid: '41@hallway.test', sequence: 1, start: '2026-02-02T09:00:00.000Z', end: '2026-02-02T09:30:00.000Z', status: 'CANCELLED' },
    ]);

    // The same version imported again moves nothing.
    await server.publish('v2', server.holder.getIndex().schedule);
    expect((await feedOf(url)).events.map((event) => event.sequence)).toEqual([1, 0, 1]);
  });

  it('drops a starred event the schedule no longer has', async () => {
    const cookie = await server.signUp('ada@example.org');
    await server.star(cookie, '12');
    await server.star(cookie, '41');
    const url = await server.makeLink(cookie);
    await server.publish('v2', { ...SAMPLE_SCHEDULE, events: SAMPLE_SCHEDULE.events.filter((event) => event.id !== '41') });
    expect((await feedOf(url)).events.map((event) => event.uid)).toEqual(['a1']);
  });

  it('answers 304 to If-None-Match while nothing in it changed, and a new ETag once something did', async () => {
    const cookie = await server.signUp('ada@example.org');
    await server.star(cookie, '12');
    const url = await server.makeLink(cookie);
    const first = await server.poll(url);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);

    // Later (another DTSTAMP), still the same feed.
    server.clock.now = new Date('2026-02-01T09:00:00.000Z');
    const unchanged = await server.poll(url, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('ETag')).toBe(etag);
    expect(unchanged.headers.get('Cache-Control')).toBe('private, no-cache');

    await server.star(cookie, '41');
    const starred = await server.poll(url, { headers: { 'If-None-Match': etag } });
    expect(starred.status).toBe(200);
    expect(starred.headers.get('ETag')).not.toBe(etag);

    const moved = starred.headers.get('ETag') ?? '';
    await server.publish('v2', { ...SAMPLE_SCHEDULE, events: SAMPLE_SCHEDULE.events.map((event) => (event.id === '41' ? { ...event, room: 'Main Hall' } : event)) });
    expect((await server.poll(url, { headers: { 'If-None-Match': moved } })).status).toBe(200);
  });

  it('answers 404 for a replaced link, a turned-off link, an unknown secret and a misshapen one', async () => {
    const cookie = await server.signUp('ada@example.org');
    const first = await server.makeLink(cookie);
    const second = await server.makeLink(cookie);
    expect((await server.poll(first)).status).toBe(404);
    expect((await server.poll(second)).status).toBe(200);

    expect((await server.post('calendar-link-off', {}, { cookie })).status).toBe(200);
    expect((await server.poll(second)).status).toBe(404);

    const unknown = `${ORIGIN}/calendar/${'A'.repeat(43)}.ics`;
    for (const path of [unknown, `${ORIGIN}/calendar/short.ics`, `${ORIGIN}/calendar/${secretOf(second)}`, `${ORIGIN}/calendar/${secretOf(second)}.json`]) {
      const response = await server.poll(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).not.toMatch(/calendar/);
    }
  });

  it('is answered at its one spelling only', async () => {
    const cookie = await server.signUp('ada@example.org');
    const secret = secretOf(await server.makeLink(cookie));
    for (const path of [`//calendar/${secret}.ics`, `/%63alendar/${secret}.ics`, `/calendar//${secret}.ics`]) {
      expect((await server.get(path)).status, path).toBe(404);
    }
  });

  it('keeps working after the account signs out: calendar apps have no session', async () => {
    const cookie = await server.signUp('ada@example.org');
    await server.star(cookie, '12');
    const url = await server.makeLink(cookie);
    await server.post('signout', {}, { cookie });
    expect((await feedOf(url)).events).toHaveLength(1);
  });

  it('goes with the account: a deleted account leaves no link and no feed', async () => {
    const cookie = await server.signUp('ada@example.org');
    const url = await server.makeLink(cookie);
    await server.store.deleteFrom('users').where('email', '=', 'ada@example.org').execute();
    expect(await server.store.selectFrom('calendar_links').selectAll().execute()).toEqual([]);
    expect((await server.poll(url)).status).toBe(404);
  });

  it('keeps only the SHA-256 of a secret of 256 random bits in the store', async () => {
    const cookie = await server.signUp('ada@example.org');
    const secret = secretOf(await server.makeLink(cookie));
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const rows = await server.store.selectFrom('calendar_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(rows).toEqual([expect.objectContaining({ secret_hash: createHash('sha256').update(secret).digest('hex') })]);
  });

  it('never writes the secret to the log when answering fails', async () => {
    let failing = false;
    const broken = await createAccountsApp({
      getIndex: () => {
        if (failing) throw new Error('no schedule');
        return server.holder.getIndex();
      },
    });
    const cookie = await broken.signUp('ada@example.org');
    const response = await broken.post('calendar-link', {}, { cookie });
    const { url } = (await response.json()) as { url: string };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    expect((await broken.get(new URL(url).pathname)).status).toBe(500);
    const lines = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(lines).toContain('/calendar/…');
    expect(lines).not.toContain(secretOf(url));
  });
});

describe('/data/account.json', () => {
  it('says whether the subscription is on and since when, never its link', async () => {
    const cookie = await server.signUp('ada@example.org');
    const account = async () => {
      const text = await (await server.get('/data/account.json', { cookie })).text();
      return { text, data: (JSON.parse(text) as { data: AccountData }).data };
    };
    expect((await account()).data.calendar).toBeNull();
    const secret = secretOf(await server.makeLink(cookie));
    const on = await account();
    expect(on.data.calendar).toEqual({ createdAt: server.clock.now.toISOString() });
    expect(on.text).not.toContain(secret);
    await server.post('calendar-link-off', {}, { cookie });
    expect((await account()).data.calendar).toBeNull();
  });
});
