import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { forwardedAddress, socketAddress, throttleKey } from '../../../../src/server/actions/client-address.ts';
import { SIGN_IN_FAILURES_PER_ADDRESS } from '../../../../src/server/accounts/sign-in-throttle.ts';
import { createAccountsApp, PASSWORD } from '../fixtures/accounts-app.ts';

describe('throttleKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::b', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:db8:0:0:1::', '2001:db8::/64'],
    ['2001:0:0:5::1', '2001:0:0:5::/64'],
    ['2001::5:0:0:1', '2001::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b::/64'],
    // A key is its own key: applying it twice changes nothing.
    ['2001:db8:1:2::/64', '2001:db8:1:2::/64'],
    // Anything that is not an address is counted by its own spelling.
    ['unknown', 'unknown'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('counts %s as %s', (address, key) => {
    expect(throttleKey(address)).toBe(key);
  });

  it('leaves an unknown address unknown', () => {
    expect(throttleKey(null)).toBeNull();
  });
});

describe('the addresses the server finds', () => {
  async function found(find: (c: Parameters<typeof socketAddress>[0]) => string | null, peer: string, forwardedFor?: string) {
    const app = new Hono().get('/', (c) => c.text(String(find(c))));
    const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
    return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } })).text();
  }

  it('are throttling keys already: the TCP peer, and the client behind a trusted IPv6 proxy', async () => {
    expect(await found(socketAddress, '2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(await found(socketAddress, '::ffff:203.0.113.7')).toBe('203.0.113.7');
    // The proxy is recognised by its full address, the client behind it counted per /64.
    expect(await found(forwardedAddress(['2001:db8:ffff::1']), '2001:db8:ffff::1', '2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(await found(forwardedAddress(['2001:db8:ffff::1']), '2001:db8:ffff::2', '198.51.100.4')).toBe('2001:db8:ffff::/64');
  });
});

describe('limits per address with IPv6 clients', () => {
  it('count every address of one /64 together, and another /64 apart', async () => {
    const server = await createAccountsApp();
    await server.signUp('ada@example.org');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
      server.client.address = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await server.post('signin', { email: `guess${i}@example.org`, password: 'wrong password' })).status).toBe(422);
    }
    server.client.address = '2001:db8:1:2:ffff:ffff:ffff:ffff';
    expect((await server.post('signin', { email: 'ada@example.org', password: PASSWORD })).status).toBe(429);
    server.client.address = '2001:db8:1:3::1';
    expect((await server.post('signin', { email: 'ada@example.org', password: PASSWORD })).status).toBe(200);
  });
});
