import { beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED_MESSAGE } from '../../../../src/server/actions/sign-in-action.ts';
import { SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_WINDOW_MS } from '../../../../src/server/accounts/sign-in-throttle.ts';
import { createAccountsApp, PASSWORD, sessionCookie, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
  await server.signUp('ada@example.org');
});

const signIn = (email: string, password: string) => server.post('signin', { email, password });
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};

describe('signin', () => {
  it('signs in with the right password, sets the session cookie and sends the client to /account', async () => {
    const response = await signIn('Ada@Example.org', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, account: { email: 'ada@example.org', role: 'attendee' } });
    expect(response.headers.get('Action-Redirect')).toBe('/account');
    const account = await server.get('/data/account.json', { cookie: sessionCookie(response) });
    expect(((await account.json()) as { data: { email: string } }).data.email).toBe('ada@example.org');
  });

  it.each([
    ['a wrong password', 'ada@example.org', 'wrong horse battery'],
    ['an email without an account', 'nobody@example.org', PASSWORD],
  ])('answers %s with 422 and the same message on the password field, and no cookie', async (_, email, password) => {
    const response = await signIn(email, password);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { password: SIGN_IN_FAILED_MESSAGE } });
    expect(sessionCookie(response)).toBeNull();
  });

  it.each([
    [{ password: PASSWORD }, { email: 'Enter your email address.' }],
    [{ email: 'ada', password: PASSWORD }, { email: 'Enter a valid email address, such as ada@example.org.' }],
    [{ email: 'ada@example.org' }, { password: 'Enter your password.' }],
    [{ email: 'ada@example.org', password: '' }, { password: 'Enter your password.' }],
  ])('answers an incomplete form %j with 422 per field', async (body, errors) => {
    const response = await server.post('signin', body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
  });

  it('replaces the session a request already had: the old one is revoked', async () => {
    const first = sessionCookie(await signIn('ada@example.org', PASSWORD));
    const second = await server.post('signin', { email: 'ada@example.org', password: PASSWORD }, { cookie: first });
    expect((await server.get('/data/account.json', { cookie: first })).status).toBe(401);
    expect((await server.get('/data/account.json', { cookie: sessionCookie(second) })).status).toBe(200);
  });
});

describe('repeated failed sign-ins', () => {
  it(`are refused after ${SIGN_IN_FAILURES_PER_EMAIL} failures for one email with 429, Retry-After and a JSON message`, async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) {
      expect((await signIn('ada@example.org', `wrong password ${i}`)).status).toBe(422);
      later(1000);
    }
    // Refused even with the right password: otherwise the limit would still let a guesser find it.
    const response = await signIn('ada@example.org', PASSWORD);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBe((SIGN_IN_WINDOW_MS - SIGN_IN_FAILURES_PER_EMAIL * 1000) / 1000);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'too-many-attempts', message: 'Too many failed sign-ins. Try again in 15 minutes.' });
    expect(sessionCookie(response)).toBeNull();
  });

  it('are accepted again once the oldest failure is older than 15 minutes', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) await signIn('ada@example.org', 'wrong password');
    later(SIGN_IN_WINDOW_MS - 1000);
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(429);
    later(1000);
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(200);
  });

  it('count per email: another account can still sign in from elsewhere', async () => {
    await server.signUp('bo@example.org');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) await signIn('ada@example.org', 'wrong password');
    server.client.address = '198.51.100.1';
    expect((await signIn('bo@example.org', PASSWORD)).status).toBe(200);
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(429);
  });

  it(`are refused after ${SIGN_IN_FAILURES_PER_ADDRESS} failures from one address, whatever the emails`, async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
      expect((await signIn(`guess${i}@example.org`, 'wrong password')).status).toBe(422);
    }
    const response = await signIn('ada@example.org', PASSWORD);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBe(SIGN_IN_WINDOW_MS / 1000);
    server.client.address = '198.51.100.1';
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(200);
  });

  it('are forgotten for the email after a successful sign-in', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL - 1; i += 1) await signIn('ada@example.org', 'wrong password');
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL - 1; i += 1) await signIn('ada@example.org', 'wrong password');
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(200);
  });

  it('stay counted against the address after a successful sign-in', async () => {
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS - 1; i += 1) await signIn(`guess${i}@example.org`, 'wrong password');
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(200);
    await signIn('guess@example.org', 'wrong password');
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(429);
  });

  it('count parallel guesses: no more than the limit are checked at once', async () => {
    const answers = await Promise.all(Array.from({ length: SIGN_IN_FAILURES_PER_EMAIL + 3 }, (_, i) => signIn('ada@example.org', `wrong ${i}`)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(SIGN_IN_FAILURES_PER_EMAIL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
