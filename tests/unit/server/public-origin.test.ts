// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createApp } from '../../../src/server/app.ts';
import { forwardedAddress } from '../../../src/server/actions/client-address.ts';
import { FAST_SCRYPT, PASSWORD } from './fixtures/accounts-app.ts';
import { sampleIndex } from './fixtures/sample-schedule.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestStore } from './test-store.ts';

/** Browsers reach it at PUBLIC; the proxy in front ends TLS and asks http://INTERNAL. */
const PUBLIC = 'https://hallway.example.org';
const INTERNAL = 'http://10.0.0.5:4173';

const distDir = mkdtempSync(join(tmpdir(), 'hallway-public-origin-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Hallway</title></head><body><div id="root"></div></body></html>');

async function behindProxy(publicOrigin: string | undefined) {
  // This proxy sends its own Host, so that host is allowed too (ALLOWED_HOSTS).
  const allowedHosts = [new URL(INTERNAL).host];
  const app = createApp({
    getIndex: () => sampleIndex(),
    distDir,
    accounts: { store: await openTestStore(), scrypt: FAST_SCRYPT },
    allowedHosts,
    ...(publicOrigin ? { publicOrigin } : {}),
  });
  const signUp = (email: string, origin: string) =>
    Promise.resolve(
      app.request(`${INTERNAL}/actions/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
  return { app, signUp };
}

describe('PUBLIC_ORIGIN behind a proxy that ends TLS', () => {
  it('accepts posts from pages of the public origin, Secure cookie included, and refuses the internal one', async () => {
    const { signUp } = await behindProxy(PUBLIC);
    const accepted = await signUp('ada@example.org', PUBLIC);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('Set-Cookie')).toMatch(/; Secure/);
    expect((await signUp('bo@example.org', INTERNAL)).status).toBe(403);
  });

  it('without it, the request’s own origin is the one accepted, and an http cookie is not Secure', async () => {
    const { signUp } = await behindProxy(undefined);
    expect((await signUp('ada@example.org', PUBLIC)).status).toBe(403);
    const accepted = await signUp('bo@example.org', INTERNAL);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('Set-Cookie')).not.toMatch(/Secure/);
  });

  it('writes the public origin into canonical links and the sitemap', async () => {
    const { app } = await behindProxy(PUBLIC);
    const html = await (await app.request(`${INTERNAL}/speakers`)).text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/speakers"`);
    expect(html).not.toContain(INTERNAL);
    const sitemap = await (await app.request(`${INTERNAL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC}/speakers</loc>`);
    expect(sitemap).not.toContain(INTERNAL);
  });
});

describe('forwardedAddress (TRUST_PROXY)', () => {
  /** The address the function finds for a request from `peer` with these X-Forwarded-For hops. */
  async function addressFor(trusted: readonly string[], peer: string, forwardedFor?: string): Promise<string | null> {
    const app = new Hono().get('/', (c) => c.text(String(forwardedAddress(trusted)(c))));
    const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
    // @hono/node-server's bindings: the TCP peer is the incoming socket's remote address.
    return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } })).text();
  }

  it('reads the client from X-Forwarded-For when the peer is a trusted proxy', async () => {
    expect(await addressFor(['127.0.0.1'], '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    // An IPv4 peer on an IPv6 socket is the same proxy.
    expect(await addressFor(['127.0.0.1'], '::ffff:127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
  });

  it('never believes hops the client wrote itself: only the proxies’ end of the list counts', async () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the address it saw.
    expect(await addressFor(['127.0.0.1'], '127.0.0.1', '1.1.1.1, 198.51.100.4')).toBe('198.51.100.4');
    // Two proxies in a row, both trusted.
    expect(await addressFor(['127.0.0.1', '10.0.0.2'], '127.0.0.1', '1.1.1.1, 198.51.100.4, 10.0.0.2')).toBe('198.51.100.4');
  });

  it('ignores X-Forwarded-For from anyone but a trusted proxy', async () => {
    expect(await addressFor(['127.0.0.1'], '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
    expect(await addressFor([], '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
  });

  it('falls back to the proxy itself when it sent no client', async () => {
    expect(await addressFor(['127.0.0.1'], '127.0.0.1')).toBe('127.0.0.1');
  });
});
