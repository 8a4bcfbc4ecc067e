import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { cachedUrls } from '../../../src/server/page-data/body-cache.ts';
import { manifestBody } from '../../../src/server/page-data/prebuild-page-data.ts';
import { createAccountsApp, ORIGIN } from './fixtures/accounts-app.ts';
import { sampleIndex } from './fixtures/sample-schedule.ts';

const EMAIL = 'reader@example.org';

/** Other spellings of the protected routes, which the server once read as the routes themselves. */
const PRIVATE_SPELLINGS = ['/%61ccount', '//account', '/%61dmin', '/de/%61ccount', '/%61ccount/', '/en//account', '/x/../%61ccount'];

describe('one reading of a URL on the server (§15)', () => {
  it('never answers another spelling of a private route with the private page (finding 5)', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp(EMAIL);
    for (const path of PRIVATE_SPELLINGS) {
      const response = await server.get(path, { cookie });
      const body = await response.text();
      expect(body, path).not.toContain(EMAIL);
      // The canonical spelling, where the route's access decides the headers.
      expect(response.status, path).toBe(308);
      expect(response.headers.get('Location'), path).toMatch(/^\/(de\/)?(account|admin)$/);
    }
  });

  it('sends a private route private, no-store and Vary: Cookie, whoever asks (finding 5)', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp(EMAIL);
    for (const [path, asked] of [
      ['/account', cookie],
      ['/account', null],
      ['/de/account', cookie],
      ['/admin', cookie],
      ['/admin/reports', null],
    ] as const) {
      const response = await server.get(path, { cookie: asked });
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get('Vary'), path).toContain('Cookie');
    }
    const account = await server.get('/account', { cookie });
    expect(await account.text()).toContain(EMAIL);
  });

  it('answers private page data only at its canonical URL: other spellings are 404 with no body (finding 1)', async () => {
    const server = await createAccountsApp();
    const cookie = await server.signUp(EMAIL);
    const canonical = await server.get('/data/account.json', { cookie });
    expect(canonical.status).toBe(200);
    expect(canonical.headers.get('Cache-Control')).toBe('private, no-store');
    for (const path of ['/data/%61ccount.json', '/data//account.json', '/data/de/account.json', '/%64ata/account.json', '/data/account.json/', '/data/%61dmin.json']) {
      const response = await server.get(path, { cookie });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(EMAIL);
    }
  });

  it('keeps the page-data body cache to the manifest, whatever strangers ask for (finding 2)', async () => {
    const index = sampleIndex(undefined, 'junk-spellings');
    const app = createApp({ getIndex: () => index });
    const manifest = JSON.parse(manifestBody(index).json) as { pages: string[] };
    const allowed = new Set([...manifest.pages, '/data/manifest.json']);
    for (let k = 0; k < 6000; k += 1) {
      const junk = k % 3 === 0 ? `/data${'/'.repeat(k + 2)}days/2026-02-01.json` : k % 3 === 1 ? `/data/days/2026-02-0%${(k % 10) + 30}.json` : `/data/events/nope-${k}.json`;
      const response = await app.request(`http://localhost${junk}`);
      expect(response.status, junk).toBe(404);
    }
    expect((await app.request(`http://localhost/data/days/2026-02-01.json`)).status).toBe(200);
    const kept = cachedUrls(index);
    expect(kept.length).toBeGreaterThan(0);
    for (const url of kept) expect(allowed.has(url), url).toBe(true);
  }, 20_000);

  it.each(['/en//evil.example', '//evil.example/x/', '///evil.example/x/', '/de//evil.example/x/', '/en/%2F%2Fevil.example/', '/%5Cevil.example/', '/en//%5Cevil.example/'])(
    'never redirects %s off the origin (finding 3)',
    async (path) => {
      const server = await createAccountsApp();
      const response = await server.get(path);
      const location = response.headers.get('Location');
      if (location !== null) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      }
    },
  );

  it('answers another spelling of a server path or a file with 404 before any route (one spelling)', async () => {
    const server = await createAccountsApp();
    for (const path of ['/%61ctions/star', '/actions//star', '/%6Donitoring', '/healthz/', '/%68ealthz', '/data//manifest.json']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
    }
    expect((await server.get('/healthz')).status).toBe(200);
    const action = await server.post('%73tar', { eventId: '12', starred: true, at: '2026-02-01T08:00:00.000Z' }, { device: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a6b' });
    expect(action.status).toBe(404);
  });
});
