import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inviteLinkOrigin } from '../../../../src/server/accounts/invite-organizer.ts';
import { runOrganizerCommand, type OrganizerCommandOptions } from '../../../../src/server/accounts/run-organizer-command.ts';
import { readConfig } from '../../../../src/server/config.ts';
import type { Store } from '../../../../src/server/store/open-store.ts';
import { createAccountsApp, PASSWORD, sessionCookie, type AccountsApp } from '../fixtures/accounts-app.ts';

const PUBLIC_ORIGIN = 'https://hallway.example.org';

function on(server: AccountsApp): OrganizerCommandOptions {
  return { openStore: async () => server.store, origin: () => PUBLIC_ORIGIN, now: () => server.clock.now };
}

const inviteRows = (store: Store) => store.selectFrom('organizer_invites').selectAll().orderBy('id').execute();

describe('npm run organizer', () => {
  it('add EMAIL makes an existing attendee an organizer, who can then open /admin', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp('ada@example.org');
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(403);

    const outcome = await runOrganizerCommand(['add', ' Ada@Example.org'], on(server));
    expect(outcome).toEqual({ exitCode: 0, lines: ['ada@example.org is now an organizer.'] });
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(200);
    expect(await runOrganizerCommand(['list'], on(server))).toEqual({ exitCode: 0, lines: ['ada@example.org'] });
  });

  it('remove EMAIL makes an organizer an attendee again', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp('ada@example.org');
    await runOrganizerCommand(['add', 'ada@example.org'], on(server));
    expect((await runOrganizerCommand(['remove', 'ada@example.org'], on(server))).exitCode).toBe(0);
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(403);
  });

  it('fails with exit code 1 and a clear message for an email without an account', async () => {
    const server = await createAccountsApp();
    const outcome = await runOrganizerCommand(['add', 'nobody@example.org'], on(server));
    expect(outcome).toEqual({
      exitCode: 1,
      lines: [],
      error: 'No account has the email nobody@example.org. It must sign up first, or be invited: `npm run organizer -- invite nobody@example.org`.',
    });
  });

  it.each([[[]], [['grant', 'a@b.c']], [['add']], [['add', 'a@b.c', 'extra']], [['list', 'x']], [['invite']], [['invite', 'a@b.c', 'extra']], [['invite', 'not an email']]])(
    'answers %j with usage and exit code 2, without opening the store',
    async (args) => {
      const outcome = await runOrganizerCommand(args, {
        openStore: () => Promise.reject(new Error('the store must not be opened')),
        origin: () => PUBLIC_ORIGIN,
      });
      expect(outcome.exitCode).toBe(2);
      expect(outcome.error).toMatch(/Usage: organizer add EMAIL \| organizer invite EMAIL \| organizer remove EMAIL \| organizer list$/);
    },
  );
});

describe('npm run organizer -- invite EMAIL', () => {
  it('prints a one-time sign-up link to the public origin, valid for 24 hours, and stores only its hash', async () => {
    const server = await createAccountsApp();
    const outcome = await runOrganizerCommand(['invite', ' Ada+Conf@Example.org '], on(server));
    expect(outcome.exitCode).toBe(0);
    const [link, ...more] = outcome.lines;
    expect(more).toEqual([]);
    expect(link).toMatch(/^https:\/\/hallway\.example\.org\/signup\?invite=[A-Za-z0-9_-]{43}&email=ada%2Bconf%40example\.org$/);
    expect(outcome.note).toBe(
      'The link makes ada+conf@example.org an organizer at sign-up, once, until 2026-02-02T08:00:00.000Z. An earlier invite for this email no longer works.',
    );

    const token = new URL(link ?? '').searchParams.get('invite') ?? '';
    expect(await inviteRows(server.store)).toEqual([
      {
        id: expect.any(Number),
        token_hash: createHash('sha256').update(token).digest('hex'),
        email: 'ada+conf@example.org',
        created_at: '2026-02-01T08:00:00.000Z',
        expires_at: '2026-02-02T08:00:00.000Z',
        used_at: null,
      },
    ]);
    expect(JSON.stringify(await inviteRows(server.store))).not.toContain(token);
  });

  it('makes a link that signs the invited email up as an organizer', async () => {
    const server = await createAccountsApp();
    const [link] = (await runOrganizerCommand(['invite', 'ada@example.org'], on(server))).lines;
    const query = new URL(link ?? '').searchParams;
    const response = await server.post('signup', { email: query.get('email'), password: PASSWORD, invite: query.get('invite') });
    expect(await response.json()).toEqual({ ok: true, account: { email: 'ada@example.org', role: 'organizer' } });
    expect((await server.get('/data/admin.json', { cookie: sessionCookie(response) })).status).toBe(200);
    expect((await runOrganizerCommand(['list'], on(server))).lines).toEqual(['ada@example.org']);
  });

  it('refuses an email that already has an account with exit code 1, and says to use add', async () => {
    const server = await createAccountsApp();
    await server.signUp('ada@example.org');
    const outcome = await runOrganizerCommand(['invite', 'Ada@example.org'], on(server));
    expect(outcome).toEqual({ exitCode: 1, lines: [], error: 'ada@example.org already has an account: make it an organizer with `npm run organizer -- add ada@example.org`.' });
    expect(await inviteRows(server.store)).toEqual([]);
  });

  it('replaces an earlier invite for the same email: only the newest link works', async () => {
    const server = await createAccountsApp();
    const first = await server.invite('ada@example.org');
    const second = await server.invite('ada@example.org');
    expect((await server.post('signup', { email: 'ada@example.org', password: PASSWORD, invite: first })).status).toBe(422);
    expect(await (await server.post('signup', { email: 'ada@example.org', password: PASSWORD, invite: second })).json()).toMatchObject({ account: { role: 'organizer' } });
  });
});

describe('inviteLinkOrigin', () => {
  it('is PUBLIC_ORIGIN when set, else http://localhost:<PORT or 4173>', () => {
    expect(inviteLinkOrigin(readConfig({}))).toBe('http://localhost:4173');
    expect(inviteLinkOrigin(readConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(inviteLinkOrigin(readConfig({ PORT: '8080', PUBLIC_ORIGIN: 'https://hallway.example.org/' }))).toBe(PUBLIC_ORIGIN);
  });
});
