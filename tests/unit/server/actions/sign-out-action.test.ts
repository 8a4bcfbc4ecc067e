import { describe, expect, it } from 'vitest';
import { createAccountsApp, PASSWORD, sessionCookie } from '../fixtures/accounts-app.ts';

describe('signout', () => {
  it('revokes the session on the server: the old cookie answers 401 on /data/account.json afterwards', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp('ada@example.org');
    expect((await server.get('/data/account.json', { cookie })).status).toBe(200);

    const response = await server.post('signout', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('Action-Redirect')).toBe('/');
    // Cleared in the browser too: the same name, attributes, and an expiry in the past.
    expect(response.headers.get('Set-Cookie')).toMatch(/^hallway-session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

    // A copy of the cookie kept elsewhere no longer works either.
    expect((await server.get('/data/account.json', { cookie })).status).toBe(401);
    expect((await server.get('/account', { cookie })).status).toBe(401);
    expect(await server.store.selectFrom('sessions').select('revoked_at').execute()).toEqual([{ revoked_at: server.clock.now.toISOString() }]);
  });

  it('revokes only that session: another device stays signed in', async () => {
    const server = await createAccountsApp();
    const phone = await server.signUp('ada@example.org');
    const laptop = sessionCookie(await server.post('signin', { email: 'ada@example.org', password: PASSWORD }));
    await server.post('signout', {}, { cookie: phone });
    expect((await server.get('/data/account.json', { cookie: laptop })).status).toBe(200);
  });

  it('answers 200 when nobody is signed in, so a stale tab can still sign out', async () => {
    const server = await createAccountsApp();
    const response = await server.post('signout', {});
    expect(response.status).toBe(200);
    expect(response.headers.get('Action-Redirect')).toBe('/');
  });
});
