import { describe, expect, it } from 'vitest';
import { runOrganizerCommand } from '../../../../src/server/accounts/run-organizer-command.ts';
import { createAccountsApp } from '../fixtures/accounts-app.ts';

describe('npm run organizer', () => {
  it('add EMAIL makes an existing attendee an organizer, who can then open /admin', async () => {
    const server = createAccountsApp({ organizers: [] });
    const cookie = await server.signUp('ada@example.org');
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(403);

    const outcome = runOrganizerCommand(['add', ' Ada@Example.org'], () => server.store);
    expect(outcome).toEqual({ exitCode: 0, lines: ['ada@example.org is now an organizer.'] });
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(200);
    expect(runOrganizerCommand(['list'], () => server.store)).toEqual({ exitCode: 0, lines: ['ada@example.org'] });
  });

  it('remove EMAIL makes an organizer an attendee again', async () => {
    const server = createAccountsApp({ organizers: [] });
    const cookie = await server.signUp('ada@example.org');
    runOrganizerCommand(['add', 'ada@example.org'], () => server.store);
    expect(runOrganizerCommand(['remove', 'ada@example.org'], () => server.store).exitCode).toBe(0);
    expect((await server.get('/data/admin.json', { cookie })).status).toBe(403);
  });

  it('fails with exit code 1 and a clear message for an email without an account', () => {
    const server = createAccountsApp({ organizers: [] });
    const outcome = runOrganizerCommand(['add', 'nobody@example.org'], () => server.store);
    expect(outcome).toEqual({ exitCode: 1, lines: [], error: 'No account has the email nobody@example.org. It must sign up first.' });
  });

  it.each([[[]], [['grant', 'a@b.c']], [['add']], [['add', 'a@b.c', 'extra']], [['list', 'x']]])('answers %j with usage and exit code 2, without opening the store', (args) => {
    const outcome = runOrganizerCommand(args, () => {
      throw new Error('the store must not be opened');
    });
    expect(outcome.exitCode).toBe(2);
    expect(outcome.error).toMatch(/Usage: organizer add EMAIL/);
  });
});
