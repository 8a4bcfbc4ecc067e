import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../../src/server/config.ts';
import { runOrganizerCommand } from '../../../../src/server/accounts/run-organizer-command.ts';
import { createAccountsApp, PASSWORD } from '../fixtures/accounts-app.ts';

describe('HALLWAY_ORGANIZERS', () => {
  it('is read as a list of normalised emails', () => {
    expect(readConfig({}).organizers).toEqual([]);
    expect(readConfig({ HALLWAY_ORGANIZERS: ' Ada@Example.org, bo@example.org,,ada@example.org ' }).organizers).toEqual(['ada@example.org', 'bo@example.org']);
  });

  it('refuses something that is not an email with a clear error at start-up', () => {
    expect(() => readConfig({ HALLWAY_ORGANIZERS: 'ada@example.org;bo@example.org' })).toThrow(ConfigError);
    expect(() => readConfig({ HALLWAY_ORGANIZERS: 'ada@example.org, bo' })).toThrow('HALLWAY_ORGANIZERS must be comma-separated email addresses, got "bo"');
  });

  it('makes an email in the list an organizer when it signs up', async () => {
    const server = createAccountsApp({ organizers: ['Ada@Example.org'] });
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    expect(await response.json()).toMatchObject({ account: { role: 'organizer' } });
    expect((await server.get('/data/admin.json', { cookie: await server.signUp('bo@example.org') })).status).toBe(403);
  });

  it('makes an existing attendee in the list an organizer when it next signs in', async () => {
    const before = createAccountsApp({ organizers: [] });
    await before.signUp('ada@example.org');
    // The same store, after a restart with the setting.
    const after = createAccountsApp({ organizers: ['ada@example.org'], store: before.store });
    const response = await after.post('signin', { email: 'ada@example.org', password: PASSWORD });
    expect(await response.json()).toMatchObject({ ok: true, account: { role: 'organizer' } });
    expect(runOrganizerCommand(['list'], () => before.store).lines).toEqual(['ada@example.org']);
  });
});
