import { describe, expect, it } from 'vitest';
import { createScheduleApp, FIRST_EVENTS, scheduleFile } from './schedule-test-app.ts';

type App = Awaited<ReturnType<typeof createScheduleApp>>;

/** Each action with a body an organizer could send, as the one who may. */
const ACTIONS: readonly { readonly name: string; readonly send: (app: App, cookie: string | null, origin?: string) => Promise<Response>; readonly allowed: number }[] = [
  { name: 'schedule-check', send: (app, cookie, origin) => app.check(scheduleFile(FIRST_EVENTS), { cookie, ...(origin ? { origin } : {}) }), allowed: 200 },
  // No such candidate: an organizer gets as far as the lookup.
  { name: 'schedule-publish', send: (app, cookie, origin) => app.post('schedule-publish', { candidate: 'x'.repeat(43) }, { cookie, ...(origin ? { origin } : {}) }), allowed: 404 },
  // The version being served: an organizer gets as far as the check that it is.
  {
    name: 'schedule-rollback',
    send: (app, cookie, origin) => app.post('schedule-rollback', { version: app.first.version }, { cookie, ...(origin ? { origin } : {}) }),
    allowed: 409,
  },
];

describe.each(ACTIONS)('$name', ({ send, allowed }) => {
  it('answers 401 to someone signed out', async () => {
    const app = await createScheduleApp();
    const response = await send(app, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 403 to an attendee', async () => {
    const app = await createScheduleApp();
    const response = await send(app, await app.signUp('ada@example.org'));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden' });
  });

  it('is carried out for an organizer', async () => {
    const app = await createScheduleApp();
    expect((await send(app, await app.signUpOrganizer())).status).toBe(allowed);
  });

  it('refuses an organizer’s post from another site', async () => {
    const app = await createScheduleApp();
    const response = await send(app, await app.signUpOrganizer(), 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'cross-origin' });
  });
});

describe('/data/admin/schedule.json', () => {
  it('is 401 signed out, 403 for an attendee, and private for an organizer', async () => {
    const app = await createScheduleApp();
    expect((await app.get('/data/admin/schedule.json')).status).toBe(401);
    expect((await app.get('/data/admin/schedule.json', await app.signUp('ada@example.org'))).status).toBe(403);
    const response = await app.get('/data/admin/schedule.json', await app.signUpOrganizer());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/private, no-store/);
    const { data } = (await response.json()) as { data: unknown };
    expect(data).toEqual({
      served: {
        version: app.first.version,
        source: 'first.json',
        publishedAt: '2026-02-01T08:00:00.000Z',
        publishedBy: 'start-up',
        events: 3,
        days: 1,
        rooms: 1,
        warnings: 0,
        current: true,
        timeZone: 'Europe/Brussels',
        title: 'Sample Conf',
      },
      versions: [expect.objectContaining({ version: app.first.version, current: true })],
    });
  });
});
