import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../../../src/server/app.ts';
import { FAST_SCRYPT, PASSWORD } from './fixtures/accounts-app.ts';
import { sampleIndex } from './fixtures/sample-schedule.ts';
import { openTestStore } from './test-store.ts';

const distDir = mkdtempSync(join(tmpdir(), 'hallway-allowed-host-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Hallway</title></head><body><div id="root"></div></body></html>');

async function appWith(options: Pick<AppOptions, 'publicOrigin' | 'allowedHosts'> = {}) {
  const store = await openTestStore();
  const app = createApp({ getIndex: () => sampleIndex(), distDir, accounts: { store, scrypt: FAST_SCRYPT }, ...options });
  // The URL's host is what @hono/node-server builds from the `Host` header.
  const get = (origin: string, path: string) => Promise.resolve(app.request(`${origin}${path}`));
  const signUp = (origin: string) =>
    Promise.resolve(
      app.request(`${origin}/actions/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
        body: JSON.stringify({ email: 'ada@example.org', password: PASSWORD }),
      }),
    );
  const users = async () =>
    Number(
      (
        await store
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { app, get, signUp, users };
}

async function expectMisdirected(response: Response, host: string) {
  expect(response.status).toBe(421);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
  expect(await response.text()).not.toContain(host);
}

describe('requireAllowedHost', () => {
  describe('on loopback, with neither PUBLIC_ORIGIN nor ALLOWED_HOSTS', () => {
    it.each(['http://localhost', 'http://localhost:4173', 'http://127.0.0.1:4173', 'http://127.8.9.10', 'http://[::1]:4173', 'http://LOCALHOST:5173'])(
      'answers %s and links to it',
      async (origin) => {
        const response = await (await appWith()).get(origin, '/speakers');
        expect(response.status).toBe(200);
        expect(await response.text()).toContain(`<link rel="canonical" href="${new URL(origin).origin}/speakers"`);
      },
    );

    it.each(['http://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'http://10.0.0.5:4173'])(
      'refuses %s with 421 and never reflects it (DNS rebinding)',
      async (origin) => {
        const { get, signUp, users } = await appWith();
        await expectMisdirected(await get(origin, '/speakers'), new URL(origin).hostname);
        await expectMisdirected(await get(origin, '/sitemap.xml'), new URL(origin).hostname);
        await expectMisdirected(await get(origin, '/data/events/12.json'), new URL(origin).hostname);
        // A matching Origin does not help: a rebound page is same-origin with its own host.
        await expectMisdirected(await signUp(origin), new URL(origin).hostname);
        expect(await users()).toBe(0);
      },
    );
  });

  describe('with PUBLIC_ORIGIN', () => {
    const publicOrigin = 'https://hallway.example.org';

    it('answers its host, on any port and in any case', async () => {
      const { get, signUp } = await appWith({ publicOrigin });
      expect((await get('http://hallway.example.org', '/speakers')).status).toBe(200);
      expect((await get('http://HALLWAY.example.org:8443', '/healthz')).status).toBe(200);
      expect((await signUp(publicOrigin)).status).toBe(200);
    });

    it('refuses any other host, loopback included, even with a matching Origin', async () => {
      const { get, signUp, users } = await appWith({ publicOrigin });
      await expectMisdirected(await signUp('https://evil.example'), 'evil.example');
      await expectMisdirected(await get('http://sub.hallway.example.org', '/speakers'), 'sub.hallway.example.org');
      await expectMisdirected(await get('http://localhost:4173', '/speakers'), 'localhost');
      expect(await users()).toBe(0);
    });
  });

  describe('with ALLOWED_HOSTS', () => {
    it('answers the hosts listed, a port only where one is given, and links to them', async () => {
      const { get } = await appWith({ allowedHosts: ['hallway.example.org', '10.0.0.5:4173', '[2001:db8::1]'] });
      const html = await (await get('http://10.0.0.5:4173', '/speakers')).text();
      expect(html).toContain('<link rel="canonical" href="http://10.0.0.5:4173/speakers"');
      expect((await get('http://hallway.example.org:8080', '/speakers')).status).toBe(200);
      expect((await get('http://[2001:db8::1]:4173', '/speakers')).status).toBe(200);
      await expectMisdirected(await get('http://10.0.0.5:8080', '/speakers'), '10.0.0.5');
      await expectMisdirected(await get('http://evil.example', '/speakers'), 'evil.example');
      await expectMisdirected(await get('http://localhost', '/speakers'), 'localhost');
    });

    it('adds to PUBLIC_ORIGIN’s host, as behind a proxy that sends its own', async () => {
      const { get } = await appWith({ publicOrigin: 'https://hallway.example.org', allowedHosts: ['10.0.0.5:4173'] });
      expect((await get('http://hallway.example.org', '/speakers')).status).toBe(200);
      const html = await (await get('http://10.0.0.5:4173', '/speakers')).text();
      // Allowed, yet never reflected: the links name the public origin.
      expect(html).toContain('<link rel="canonical" href="https://hallway.example.org/speakers"');
      expect(html).not.toContain('10.0.0.5');
    });
  });
});
