import { beforeEach, describe, expect, it } from 'vitest';
import { SIGN_UP_WINDOW_MS, SIGN_UPS_PER_ADDRESS, TAKEN_EMAILS_PER_ADDRESS } from '../../../../src/server/accounts/sign-up-throttle.ts';
import { EMAIL_TAKEN_MESSAGE, INVITE_INVALID_MESSAGE } from '../../../../src/server/actions/sign-up-action.ts';
import { ORGANIZER_INVITE_LIFETIME_MS } from '../../../../src/server/accounts/organizer-invite-store.ts';
import { createAccountsApp, ORGANIZER_EMAIL, PASSWORD, sessionCookie, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

const users = () => server.store.selectFrom('users').select(['email', 'role', 'password_hash as hash']).orderBy('id').execute();

describe('signup', () => {
  it('creates an attendee account, signs it in and sends the client to /account', async () => {
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, account: { email: 'ada@example.org', role: 'attendee' } });
    expect(response.headers.get('Action-Redirect')).toBe('/account');
    expect(response.headers.get('Action-Revalidate')).toContain('/data/account.json');
    expect(await users()).toMatchObject([{ email: 'ada@example.org', role: 'attendee' }]);
    const cookie = sessionCookie(response);
    expect((await server.get('/data/account.json', { cookie })).status).toBe(200);
  });

  it('stores the email trimmed and in lower case, so a differently written one is the same account', async () => {
    await server.post('signup', { email: '  Ada@Example.ORG ', password: PASSWORD });
    expect((await users()).map((user) => user.email)).toEqual(['ada@example.org']);
    const again = await server.post('signup', { email: 'ADA@example.org', password: PASSWORD });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { email: EMAIL_TAKEN_MESSAGE } });
  });

  it('never stores the password itself, only its scrypt hash', async () => {
    await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    const [user] = await users();
    expect(user?.hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user?.hash).not.toContain(PASSWORD);
  });

  it.each([
    ['no email', { password: PASSWORD }, { email: 'Enter your email address.' }],
    ['an empty email', { email: ' ', password: PASSWORD }, { email: 'Enter your email address.' }],
    ['an email without @', { email: 'ada.example.org', password: PASSWORD }, { email: 'Enter a valid email address, such as ada@example.org.' }],
    ['an email that is not text', { email: 42, password: PASSWORD }, { email: 'Enter your email address.' }],
    ['no password', { email: 'ada@example.org' }, { password: 'Choose a password.' }],
    ['a password of 9 characters', { email: 'ada@example.org', password: 'x7#kq!mz2' }, { password: 'Use at least 10 characters.' }],
    ['a password of 9 emoji (18 UTF-16 units)', { email: 'ada@example.org', password: '🙂'.repeat(9) }, { password: 'Use at least 10 characters.' }],
    ['a password over 1000 characters', { email: 'ada@example.org', password: 'x'.repeat(1001) }, { password: 'Use at most 1000 characters.' }],
    ['a common password', { email: 'ada@example.org', password: 'Password123' }, { password: 'This password is too common. Choose one that is harder to guess.' }],
    [
      'a common password in other letter case',
      { email: 'ada@example.org', password: 'QWERTYUIOP' },
      { password: 'This password is too common. Choose one that is harder to guess.' },
    ],
    ['nothing at all', {}, { email: 'Enter your email address.', password: 'Choose a password.' }],
  ])('answers %s with 422 and a message for each field', async (_, body, errors) => {
    const response = await server.post('signup', body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
    expect(sessionCookie(response)).toBeNull();
    expect(await users()).toEqual([]);
  });

  it('accepts a password of exactly 10 characters', async () => {
    expect((await server.post('signup', { email: 'ada@example.org', password: 'x7#kq!mz2v' })).status).toBe(200);
  });

  it('answers a taken email with 422 on the email field and keeps the first account as it was', async () => {
    await server.signUp('ada@example.org');
    const before = await users();
    const response = await server.post('signup', { email: 'ada@example.org', password: 'another long password' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: EMAIL_TAKEN_MESSAGE } });
    expect(await users()).toEqual(before);
  });
});

describe('signup with an organizer invite (§11, §15)', () => {
  const signUp = (email: string, invite: unknown) => server.post('signup', { email, password: PASSWORD, invite });
  const invites = () => server.store.selectFrom('organizer_invites').select(['email', 'used_at as usedAt']).orderBy('id').execute();
  const later = (ms: number) => {
    server.clock.now = new Date(server.clock.now.getTime() + ms);
  };

  it('makes an email formerly named in HALLWAY_ORGANIZERS an attendee without one: signing up claims no role', async () => {
    const response = await server.post('signup', { email: ORGANIZER_EMAIL, password: PASSWORD });
    expect(await response.json()).toEqual({ ok: true, account: { email: ORGANIZER_EMAIL, role: 'attendee' } });
    expect((await server.get('/data/admin.json', { cookie: sessionCookie(response) })).status).toBe(403);
  });

  it('creates the invited email as an organizer, signs it in and marks the invite used', async () => {
    const token = await server.invite('ada@example.org');
    const response = await signUp('ada@example.org', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, account: { email: 'ada@example.org', role: 'organizer' } });
    expect((await server.get('/data/admin.json', { cookie: sessionCookie(response) })).status).toBe(200);
    expect(await invites()).toEqual([{ email: 'ada@example.org', usedAt: server.clock.now.toISOString() }]);
  });

  it('matches the email however either is written', async () => {
    const token = await server.invite(' Ada@Example.ORG ');
    expect(await (await signUp('ADA@example.org', token)).json()).toMatchObject({ account: { email: 'ada@example.org', role: 'organizer' } });
  });

  it.each([
    ['a token never made', 'q'.repeat(43)],
    ['an empty token', ''],
    ['a token that is not text', 42],
    ['an over-long token', 'q'.repeat(10_000)],
  ])('answers %s with 422 on the invite field and creates nothing', async (_, invite) => {
    await server.invite('ada@example.org');
    const response = await signUp('ada@example.org', invite);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { invite: INVITE_INVALID_MESSAGE } });
    expect(sessionCookie(response)).toBeNull();
    expect(await users()).toEqual([]);
  });

  it('is bound to its email: another email answers 422 and gets nothing, and the invite still works for its own', async () => {
    const token = await server.invite('ada@example.org');
    const response = await signUp('mallory@example.org', token);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { invite: INVITE_INVALID_MESSAGE } });
    expect(await users()).toEqual([]);
    expect((await signUp('ada@example.org', token)).status).toBe(200);
  });

  it('cannot be used twice, even once its account is gone', async () => {
    const token = await server.invite('ada@example.org');
    expect((await signUp('ada@example.org', token)).status).toBe(200);
    await server.store.deleteFrom('users').execute();
    const again = await signUp('ada@example.org', token);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { invite: INVITE_INVALID_MESSAGE } });
    expect(await users()).toEqual([]);
  });

  it('expires 24 hours after it was made', async () => {
    const token = await server.invite('ada@example.org');
    later(ORGANIZER_INVITE_LIFETIME_MS);
    const response = await signUp('ada@example.org', token);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { invite: INVITE_INVALID_MESSAGE } });
    expect(await users()).toEqual([]);
  });

  it('still works a moment before its 24 hours are up', async () => {
    const token = await server.invite('ada@example.org');
    later(ORGANIZER_INVITE_LIFETIME_MS - 1);
    expect(await (await signUp('ada@example.org', token)).json()).toMatchObject({ account: { role: 'organizer' } });
  });

  it('makes one organizer of two parallel sign-ups with one invite', async () => {
    const token = await server.invite('ada@example.org');
    const answers = await Promise.all([signUp('ada@example.org', token), signUp('ada@example.org', token)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 422]);
    expect(await users()).toMatchObject([{ email: 'ada@example.org', role: 'organizer' }]);
    expect(await invites()).toMatchObject([{ usedAt: expect.any(String) }]);
  });

  it('answers a taken email as any sign-up does, and leaves the invite unused', async () => {
    const token = await server.invite('ada@example.org');
    await server.signUp('ada@example.org');
    const response = await signUp('ada@example.org', token);
    expect(await response.json()).toEqual({ errors: { email: EMAIL_TAKEN_MESSAGE } });
    expect(await users()).toMatchObject([{ role: 'attendee' }]);
    expect(await invites()).toEqual([{ email: 'ada@example.org', usedAt: null }]);
  });
});

describe('repeated sign-ups', () => {
  const signUp = (email: string) => server.post('signup', { email, password: PASSWORD });
  const later = (ms: number) => {
    server.clock.now = new Date(server.clock.now.getTime() + ms);
  };
  /** Asks about a taken email until the address has used up its "email taken" answers, one second apart. */
  async function useUpTakenAnswers(): Promise<void> {
    expect((await signUp('taken@example.org')).status).toBe(200);
    for (let i = 0; i < TAKEN_EMAILS_PER_ADDRESS; i += 1) {
      later(1000);
      expect((await signUp('taken@example.org')).status).toBe(422);
    }
  }

  it(`answer "email taken" at most ${TAKEN_EMAILS_PER_ADDRESS} times per address; then any sign-up gets 429, Retry-After and a JSON message`, async () => {
    await useUpTakenAnswers();
    const before = await users();
    for (const email of ['taken@example.org', 'new@example.org']) {
      const response = await signUp(email);
      expect(response.status).toBe(429);
      // The first "taken" answer came 9 s before the last: it stops counting 15 minutes after it.
      expect(Number(response.headers.get('Retry-After'))).toBe((SIGN_UP_WINDOW_MS - (TAKEN_EMAILS_PER_ADDRESS - 1) * 1000) / 1000);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'too-many-attempts', message: 'Too many sign-ups from this network. Try again in 15 minutes.' });
      expect(sessionCookie(response)).toBeNull();
    }
    expect(await users()).toEqual(before);
  });

  it('are accepted again once the oldest "email taken" answer is older than 15 minutes', async () => {
    await useUpTakenAnswers();
    later(SIGN_UP_WINDOW_MS - (TAKEN_EMAILS_PER_ADDRESS - 1) * 1000 - 1);
    expect((await signUp('late@example.org')).status).toBe(429);
    later(1);
    expect((await signUp('late@example.org')).status).toBe(200);
  });

  it(`let a whole venue behind one address create ${SIGN_UPS_PER_ADDRESS} accounts in 15 minutes, and stop a flood after that`, async () => {
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS; i += 1) expect((await signUp(`attendee${i}@example.org`)).status).toBe(200);
    expect((await signUp('one-more@example.org')).status).toBe(429);
    expect(await users()).toHaveLength(SIGN_UPS_PER_ADDRESS);
  });

  it('count per address: another address can still sign up', async () => {
    await useUpTakenAnswers();
    server.client.address = '198.51.100.1';
    expect((await signUp('elsewhere@example.org')).status).toBe(200);
    server.client.address = '203.0.113.7';
    expect((await signUp('late@example.org')).status).toBe(429);
  });

  it('are not limited when the client address is unknown', async () => {
    server.client.address = null;
    await useUpTakenAnswers();
    expect((await signUp('taken@example.org')).status).toBe(422);
  });

  it('do not count a form refused for its fields: nothing about the email was told', async () => {
    for (let i = 0; i < TAKEN_EMAILS_PER_ADDRESS + 1; i += 1) expect((await server.post('signup', { email: `person${i}@example.org`, password: 'short' })).status).toBe(422);
    expect((await signUp('ada@example.org')).status).toBe(200);
  });

  it('count apart from failed sign-ins: an address that used up its sign-ups can still sign in', async () => {
    await useUpTakenAnswers();
    const response = await server.post('signin', { email: 'taken@example.org', password: PASSWORD });
    expect(response.status).toBe(200);
  });

  it('count parallel sign-ups: no more "email taken" answers than the limit at once', async () => {
    expect((await signUp('taken@example.org')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: TAKEN_EMAILS_PER_ADDRESS + 3 }, () => signUp('taken@example.org')));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(TAKEN_EMAILS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days, without Secure over http', async () => {
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    const header = response.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^hallway-session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
  });

  it('is Secure when the request came over https', async () => {
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD }, { base: 'https://conf.example' });
    expect(response.headers.get('Set-Cookie')).toMatch(/; Secure/);
  });

  it('is not Secure because a client claims X-Forwarded-Proto: https', async () => {
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD }, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('Set-Cookie')).not.toMatch(/Secure/);
  });

  it('is a new random token each time, stored only as its SHA-256', async () => {
    const first = await server.signUp('ada@example.org');
    const second = await server.signUp('bo@example.org');
    expect(first).not.toBe(second);
    const stored = (await server.store.selectFrom('sessions').select('token_hash as hash').execute()).map((row) => row.hash);
    expect(stored).toHaveLength(2);
    for (const hash of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(first.split('=')[1]);
  });

  it('stops working after 30 days', async () => {
    const cookie = await server.signUp('ada@example.org');
    server.clock.now = new Date(server.clock.now.getTime() + 30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await server.get('/data/account.json', { cookie })).status).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    expect((await server.get('/data/account.json', { cookie })).status).toBe(401);
  });
});
