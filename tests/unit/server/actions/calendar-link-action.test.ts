import { beforeEach, describe, expect, it } from 'vitest';
import { createCalendarServer, type CalendarServer } from '../calendar/calendar-test-server.ts';

let server: CalendarServer;
beforeEach(async () => {
  server = await createCalendarServer();
});

describe.each(['calendar-link', 'calendar-link-off'])('%s', (name) => {
  it('answers 401 JSON without a session, and changes nothing', async () => {
    const response = await server.post(name, {});
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Sign in to subscribe to your starred events.' });
    expect(await server.store.selectFrom('calendar_links').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['without an Origin', null],
    ['from another site', 'https://evil.example'],
    ['over another scheme', 'https://hallway.test'],
  ])('answers 403 to a post %s, even signed in, and changes nothing', async (_, origin) => {
    const cookie = await server.signUp('ada@example.org');
    const url = await server.makeLink(cookie);
    const response = await server.post(name, {}, { cookie, origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'cross-origin' });
    expect((await server.poll(url)).status).toBe(200);
  });

  it('asks the client to refetch the account data', async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.post(name, {}, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Action-Revalidate')).toBe('/data/account.json');
  });
});

describe('calendar-link', () => {
  it('answers the subscription URL at the public origin, with when it was made', async () => {
    const cookie = await server.signUp('ada@example.org');
    const response = await server.post('calendar-link', {}, { cookie });
    const body = (await response.json()) as { ok: boolean; url: string; createdAt: string };
    expect(body).toEqual({ ok: true, url: expect.stringMatching(/^http:\/\/hallway\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/), createdAt: server.clock.now.toISOString() });
  });

  it('keeps one link per account: a new one replaces the old, whose URL then finds nothing', async () => {
    const cookie = await server.signUp('ada@example.org');
    const first = await server.makeLink(cookie);
    const second = await server.makeLink(cookie);
    expect(second).not.toBe(first);
    expect(await server.store.selectFrom('calendar_links').selectAll().execute()).toHaveLength(1);
    expect((await server.poll(first)).status).toBe(404);
    expect((await server.poll(second)).status).toBe(200);
  });
});

describe('calendar-link-off', () => {
  it('turns the subscription off, and answers the same when it is off already', async () => {
    const cookie = await server.signUp('ada@example.org');
    const url = await server.makeLink(cookie);
    for (let time = 0; time < 2; time += 1) {
      const response = await server.post('calendar-link-off', {}, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect((await server.poll(url)).status).toBe(404);
  });

  it("leaves other accounts' links alone", async () => {
    const ada = await server.signUp('ada@example.org');
    const bo = await server.signUp('bo@example.org');
    const adaUrl = await server.makeLink(ada);
    await server.makeLink(bo);
    await server.post('calendar-link-off', {}, { cookie: bo });
    expect((await server.poll(adaUrl)).status).toBe(200);
  });
});
