import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import { createServerApp } from '../../../../src/server/create-server-app.ts';
import { retiredOrganizersSettingWarning } from '../../../../src/server/accounts/retired-organizers-setting.ts';
import { ORGANIZER_EMAIL, PASSWORD, sessionCookie } from '../fixtures/accounts-app.ts';
import { countUsers } from '../../../../src/server/accounts/user-store.ts';

const ORIGIN = 'http://localhost:4173';

/** The app as `npm start` makes it from this environment, over a fresh DATA_DIR. */
async function startWith(env: NodeJS.ProcessEnv) {
  const distDir = mkdtempSync(join(tmpdir(), 'hallway-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Hallway</title><div id="root"></div>');
  const config = readConfig({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'hallway-data-')), DIST_DIR: distDir });
  const created = await createServerApp(config);
  if (!created.ok) throw new Error('The demo schedule was refused.');
  const post = (name: string, body: unknown) =>
    Promise.resolve(
      created.app.request(`${ORIGIN}/actions/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: ORIGIN },
        body: JSON.stringify(body),
      }),
    );
  const get = (path: string, cookie: string | null) => Promise.resolve(created.app.request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
  return { post, get, store: created.store };
}

describe('HALLWAY_ORGANIZERS, no longer read (§15: roles are granted, never claimed)', () => {
  it('makes nobody an organizer at sign-up or sign-in, even with the email it names', async () => {
    const server = await startWith({ HALLWAY_ORGANIZERS: ORGANIZER_EMAIL });
    const signedUp = await server.post('signup', { email: ORGANIZER_EMAIL, password: PASSWORD });
    expect(await signedUp.json()).toEqual({ ok: true, account: { email: ORGANIZER_EMAIL, role: 'attendee' } });
    expect((await server.get('/data/admin.json', sessionCookie(signedUp))).status).toBe(403);

    const signedIn = await server.post('signin', { email: ORGANIZER_EMAIL, password: PASSWORD });
    expect(await signedIn.json()).toEqual({ ok: true, account: { email: ORGANIZER_EMAIL, role: 'attendee' } });
    expect(await countUsers(server.store, 'organizer')).toBe(0);
  });

  it('never stops the server from starting, whatever it holds', () => {
    expect(() => readConfig({ HALLWAY_ORGANIZERS: 'ada@example.org;bo' })).not.toThrow();
    expect(readConfig({ HALLWAY_ORGANIZERS: ORGANIZER_EMAIL })).not.toHaveProperty('organizers');
  });

  it('is named in one warning line at start-up, which says what to use instead', () => {
    const warning = retiredOrganizersSettingWarning({ HALLWAY_ORGANIZERS: ORGANIZER_EMAIL });
    expect(warning).toBe(
      'HALLWAY_ORGANIZERS is no longer read and makes nobody an organizer: use `npm run organizer -- add EMAIL` for an existing account, or `npm run organizer -- invite EMAIL` for a one-time sign-up link.',
    );
    expect(warning).not.toContain('\n');
    expect(retiredOrganizersSettingWarning({ HALLWAY_ORGANIZERS: '' })).toBe(warning);
    expect(retiredOrganizersSettingWarning({})).toBeNull();
  });
});
