import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type ActionName } from '../../../../src/shared/actions.ts';
import { createAccountsApp, DEVICE, EVENT, PASSWORD, type AccountsApp } from '../fixtures/accounts-app.ts';

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
  page('/data/admin/x.json', [401, 403, 404]),
  page('/account', [401, 200, 200]),
  page('/de/account', [401, 200, 200]),
  page('/admin', [401, 403, 200]),
  page('/de/admin', [401, 403, 200]),
  page('/fr/admin/reports', [401, 403, 404]),
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
  page(`/calendar/${'A'.repeat(43)}.ics`, [404, 404, 404]),
];

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
    const server = createAccountsApp();
    await server.signUp('someone@example.org');
    const response = await entry.request(server, await cookieFor(server, role));
    expect(response.status).toBe(expected);
    if (expected !== 200) expect(response.status).not.toBe(200);
  });
});
