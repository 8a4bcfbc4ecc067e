import { beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../../../../src/server/accounts/known-device-cookie.ts';
import { KNOWN_DEVICE_LIFETIME_MS } from '../../../../src/server/accounts/known-device-store.ts';
import { SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_FAILURES_PER_EMAIL } from '../../../../src/server/accounts/sign-in-throttle.ts';
import { createAccountsApp, PASSWORD, sessionCookie, type AccountsApp } from '../fixtures/accounts-app.ts';

let server: AccountsApp;
beforeEach(async () => {
  server = await createAccountsApp();
});

/** `hallway-known-device=<token>` from a response's Set-Cookie, or null. */
function knownDeviceCookie(response: Response): string | null {
  const match = new RegExp(`${KNOWN_DEVICE_COOKIE}=([^;]*)`).exec(response.headers.get('Set-Cookie') ?? '');
  return match?.[1] ? `${KNOWN_DEVICE_COOKIE}=${match[1]}` : null;
}

const signIn = (email: string, password: string, cookie?: string | null) => server.post('signin', { email, password }, { cookie: cookie ?? null });

/** Signs up, then answers the known-device cookie the sign-up set. */
async function knownDeviceOf(email: string): Promise<string> {
  const cookie = knownDeviceCookie(await server.post('signup', { email, password: PASSWORD }));
  if (!cookie) throw new Error('The sign-up set no known-device cookie.');
  return cookie;
}

/** A guesser behind the same address (a venue's NAT) uses up the per-address limit. */
async function lockOutTheAddress(): Promise<void> {
  for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) expect((await signIn(`guess${i}@example.org`, 'wrong password')).status).toBe(422);
}

describe('the known-device cookie', () => {
  it('is set at sign-up and sign-in: HttpOnly, SameSite=Lax, Path=/, 180 days, 32 random bytes', async () => {
    const signUp = await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    const header = signUp.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(new RegExp(`${KNOWN_DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=${KNOWN_DEVICE_LIFETIME_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`));
    expect(KNOWN_DEVICE_LIFETIME_MS).toBe(180 * 24 * 60 * 60 * 1000);
    expect(knownDeviceCookie(await signIn('ada@example.org', PASSWORD))).not.toBeNull();
  });

  it('is Secure over https, like the session cookie', async () => {
    const response = await server.post('signup', { email: 'ada@example.org', password: PASSWORD }, { base: 'https://conf.example' });
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`${KNOWN_DEVICE_COOKIE}=[^;]+;[^,]*; Secure`));
  });

  it('is kept by the store as its SHA-256 only, and the same token is renewed at the next sign-in', async () => {
    const cookie = await knownDeviceOf('ada@example.org');
    const stored = await server.store.selectFrom('known_devices').select('token_hash as hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toContain(cookie.split('=')[1]);
    expect(knownDeviceCookie(await signIn('ada@example.org', PASSWORD, cookie))).toBe(cookie);
  });
});

describe('a sign-in from a known device', () => {
  it(`succeeds with the right password after ${SIGN_IN_FAILURES_PER_ADDRESS} failures from its address, while an unknown device gets 429`, async () => {
    const device = await knownDeviceOf('ada@example.org');
    await lockOutTheAddress();
    expect((await signIn('ada@example.org', PASSWORD)).status).toBe(429);
    const known = await signIn('ada@example.org', PASSWORD, device);
    expect(known.status).toBe(200);
    expect(sessionCookie(known)).not.toBeNull();
  });

  it('gets a wrong password answered 422, not 429, and does not add to the address count', async () => {
    const device = await knownDeviceOf('ada@example.org');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS - 1; i += 1) await signIn(`guess${i}@example.org`, 'wrong password');
    expect((await signIn('ada@example.org', 'mistyped password', device)).status).toBe(422);
    // The address has one failure left: the known device's did not count.
    expect((await signIn('guess@example.org', 'wrong password')).status).toBe(422);
    expect((await signIn('guess@example.org', 'wrong password')).status).toBe(429);
  });

  it('does not help another email: the token is bound to the account that signed in', async () => {
    await server.signUp('bo@example.org');
    const adasDevice = await knownDeviceOf('ada@example.org');
    await lockOutTheAddress();
    expect((await signIn('bo@example.org', PASSWORD, adasDevice)).status).toBe(429);
  });

  it(`is still refused after ${SIGN_IN_FAILURES_PER_EMAIL} failures for its email`, async () => {
    const device = await knownDeviceOf('ada@example.org');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i += 1) await signIn('ada@example.org', `wrong password ${i}`);
    expect((await signIn('ada@example.org', PASSWORD, device)).status).toBe(429);
  });

  it('serves every account signed in on a shared device, each by its own binding', async () => {
    const device = await knownDeviceOf('ada@example.org');
    await server.signUp('bo@example.org');
    expect(knownDeviceCookie(await signIn('bo@example.org', PASSWORD, device))).toBe(device);
    await lockOutTheAddress();
    expect((await signIn('ada@example.org', PASSWORD, device)).status).toBe(200);
    expect((await signIn('bo@example.org', PASSWORD, device)).status).toBe(200);
  });

  it('works after signing out: the token is not part of the session', async () => {
    const signUp = await server.post('signup', { email: 'ada@example.org', password: PASSWORD });
    const device = knownDeviceCookie(signUp);
    const signOut = await server.post('signout', {}, { cookie: `${sessionCookie(signUp)}; ${device}` });
    expect(signOut.headers.get('Set-Cookie')).not.toContain(KNOWN_DEVICE_COOKIE);
    await lockOutTheAddress();
    expect((await signIn('ada@example.org', PASSWORD, device)).status).toBe(200);
  });

  it(`stops being known after ${KNOWN_DEVICE_LIFETIME_MS / (24 * 60 * 60 * 1000)} days`, async () => {
    const device = await knownDeviceOf('ada@example.org');
    server.clock.now = new Date(server.clock.now.getTime() + KNOWN_DEVICE_LIFETIME_MS);
    await lockOutTheAddress();
    expect((await signIn('ada@example.org', PASSWORD, device)).status).toBe(429);
  });

  it('is not made up by the client: a token the server never issued counts for nothing and is replaced', async () => {
    const madeUp = `${KNOWN_DEVICE_COOKIE}=${'A'.repeat(43)}`;
    await server.signUp('ada@example.org');
    const issued = knownDeviceCookie(await signIn('ada@example.org', PASSWORD, madeUp));
    expect(issued).not.toBeNull();
    expect(issued).not.toBe(madeUp);
    await lockOutTheAddress();
    expect((await signIn('ada@example.org', PASSWORD, madeUp)).status).toBe(429);
    expect((await signIn('ada@example.org', PASSWORD, issued)).status).toBe(200);
  });
});
