import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type ActionName } from '../../../../src/shared/actions.ts';
import { createAccountsApp, DEVICE, EVENT, PASSWORD, type AccountsApp } from '../fixtures/accounts-app.ts';
import { reportFingerprint, reportGroupKey } from '../../../../src/server/admin/report-fingerprint.ts';
import { errorEvent, storeReport } from '../admin/report-fixtures.ts';

type Role = 'anonymous' | 'attendee' | 'organizer';
const ROLES: readonly Role[] = ['anonymous', 'attendee', 'organizer'];

interface Case {
  readonly what: string;
  readonly request: (server: AccountsApp, cookie: string | null) => Promise<Response>;
  /** The status each role gets: anonymous, attendee, organizer. */
  readonly expected: Readonly<Record<Role, number>>;
}

const page = (path: string, expected: [number, number, number]): Case => ({
  what: `GET ${path}`,
  request: (server, cookie) => server.get(path, { cookie }),
  expected: { anonymous: expected[0], attendee: expected[1], organizer: expected[2] },
});

const action = (name: ActionName, body: unknown, expected: [number, number, number], device?: string): Case => ({
  what: `POST /actions/${name}${device ? ' with a device id' : ''}`,
  request: (server, cookie) => server.post(name, body, { cookie, ...(device ? { device } : {}) }),
  expected: { anonymous: expected[0], attendee: expected[1], organizer: expected[2] },
});

/** Every protected URL and every action, and what each role may do with it. */
const CASES: readonly Case[] = [
  page('/data/account.json', [401, 200, 200]),
  page('/data/admin.json', [401, 403, 200]),
  // Under `/admin/*` but no section: who may not see the sections learns nothing of which exist.
  page('/data/admin/x.json', [401, 403, 404]),
  page('/admin/x', [401, 403, 404]),
  page('/data/admin/feedback.json', [401, 403, 200]),
  page('/data/admin/feedback.csv', [401, 403, 200]),
  page('/admin/feedback', [401, 403, 200]),
  page('/data/admin/schedule.json', [401, 403, 200]),
  page('/de/admin/schedule', [401, 403, 200]),
  page('/account', [401, 200, 200]),
  page('/de/account', [401, 200, 200]),
  page('/admin', [401, 403, 200]),
  page('/de/admin', [401, 403, 200]),
  page('/fr/admin/reports', [401, 403, 200]),
  ...reportCases(),
  action('signup', { email: 'new@example.org', password: PASSWORD }, [200, 200, 200]),
  action('signin', { email: 'someone@example.org', password: PASSWORD }, [200, 200, 200]),
  action('signout', {}, [200, 200, 200]),
  action('star', { eventId: EVENT, starred: true, key: 'k' }, [400, 200, 200]),
  action('star', { eventId: EVENT, starred: true, key: 'k' }, [200, 200, 200], DEVICE),
  action('feedback', { eventId: EVENT, rating: 4, comment: '', key: 'k' }, [400, 200, 200]),
  action('feedback', { eventId: EVENT, rating: 4, comment: '', key: 'k' }, [200, 200, 200], DEVICE),
  action('calendar-link', {}, [401, 200, 200]),
  action('calendar-link', {}, [401, 200, 200], DEVICE),
  action('calendar-link-off', {}, [401, 200, 200]),
  action('schedule-check', {}, [401, 403, 422]),
  action('schedule-publish', { candidate: 'x' }, [401, 403, 404]),
  action('schedule-rollback', { version: 'x' }, [401, 403, 404]),
  page(`/calendar/${'A'.repeat(43)}.ics`, [404, 404, 404]),
];

/** The error-report inbox's URLs and its action, over one stored report (report-fixtures.ts). */
function reportCases(): Case[] {
  const group = reportGroupKey(reportFingerprint(errorEvent()).text);
  const withReport = (request: (server: AccountsApp, cookie: string | null, id: string) => Promise<Response>) => async (server: AccountsApp, cookie: string | null) =>
    request(server, cookie, await storeReport(server.store, '2026-02-01T07:00:00.000Z'));
  const paths = [
    '/data/admin/reports.json',
    '/data/admin/reports/page/1.json',
    `/data/admin/reports/groups/${group}.json`,
    `/data/admin/reports/groups/${group}/page/1.json`,
    '/admin/reports/page/1',
  ];
  return [
    ...paths.map((path): Case => ({
      what: `GET ${path}`,
      request: withReport((server, cookie) => server.get(path, { cookie })),
      expected: { anonymous: 401, attendee: 403, organizer: 200 },
    })),
    {
      what: 'GET /data/admin/reports/<id>.json',
      request: withReport((server, cookie, id) => server.get(`/data/admin/reports/${id}.json`, { cookie })),
      expected: { anonymous: 401, attendee: 403, organizer: 200 },
    },
    {
      what: 'GET /de/admin/reports/<id>',
      request: withReport((server, cookie, id) => server.get(`/de/admin/reports/${id}`, { cookie })),
      expected: { anonymous: 401, attendee: 403, organizer: 200 },
    },
    {
      what: 'POST /actions/report-group-resolve',
      request: withReport((server, cookie) => server.post('report-group-resolve', { group, resolved: true }, { cookie })),
      expected: { anonymous: 401, attendee: 403, organizer: 200 },
    },
  ];
}

async function cookieFor(server: AccountsApp, role: Role): Promise<string | null> {
  if (role === 'anonymous') return null;
  return role === 'organizer' ? server.signUpOrganizer() : server.signUp('attendee@example.org');
}

describe('access to protected page data, direct loads and actions', () => {
  it('covers every action', () => {
    const covered = new Set(CASES.map((entry) => /^POST \/actions\/([\w-]+)/.exec(entry.what)?.[1]));
    expect(ACTION_NAMES.filter((name) => !covered.has(name))).toEqual([]);
  });

  const rows = CASES.flatMap((entry) => ROLES.map((role) => [entry.what, role, entry.expected[role], entry] as const));
  it.each(rows)('%s as %s answers %i, never 200 to a role without access', async (_, role, expected, entry) => {
    const server = await createAccountsApp();
    await server.signUp('someone@example.org');
    const response = await entry.request(server, await cookieFor(server, role));
    expect(response.status).toBe(expected);
    if (expected !== 200) expect(response.status).not.toBe(200);
  });
});
