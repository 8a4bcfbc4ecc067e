import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { TAKEN_EMAILS_PER_ADDRESS } from '../../src/server/accounts/sign-up-throttle.ts';
import { PASSWORD } from './account-flows.ts';
import { freePort } from '../free-port.ts';
import { startInstance, startPostgres, type Instance } from './server-instances.ts';
import { expect, test } from './test.ts';

// The README's deployment, for real: deploy/nginx.conf (only its `# test:` lines changed: the
// instances' ports, a port of its own, a certificate made here) in front of two instances of the
// real server on one PostgreSQL, with PUBLIC_ORIGIN and TRUST_PROXY as the README says.

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

let postgres: ReturnType<typeof startPostgres>;
let instances: Instance[] = [];
let nginx: ChildProcess | null = null;
let folder = '';
let origin = '';
let client: APIRequestContext;

/** deploy/nginx.conf with its `# test:` lines for this run, inside a main configuration of the test's own. */
function writeConfiguration(port: number, upstreams: readonly number[]): string {
  const ports = [...upstreams];
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .split('\n')
    .map((line) => {
      const marker = /#\s*test:\s*(\w+)/.exec(line)?.[1];
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      if (marker === undefined) return line;
      if (marker === 'instance') return `${indent}server 127.0.0.1:${ports.shift()};`;
      if (marker === 'listen') return `${indent}listen 127.0.0.1:${port} ssl;`;
      if (marker === 'certificate') return `${indent}ssl_certificate ${join(folder, 'cert.pem')};`;
      if (marker === 'key') return `${indent}ssl_certificate_key ${join(folder, 'key.pem')};`;
      throw new Error(`deploy/nginx.conf: no test value for "# test: ${marker}"`);
    })
    .join('\n');
  writeFileSync(join(folder, 'hallway.conf'), site);
  const temp = join(folder, 'temp');
  mkdirSync(temp);
  const main = [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(folder, 'nginx.pid')};`,
    `error_log ${join(folder, 'error.log')} warn;`,
    'events {}',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp};`,
    `  proxy_temp_path ${temp};`,
    `  fastcgi_temp_path ${temp};`,
    `  uwsgi_temp_path ${temp};`,
    `  scgi_temp_path ${temp};`,
    `  include ${join(folder, 'hallway.conf')};`,
    '}',
  ].join('\n');
  const file = join(folder, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

test.describe('behind nginx, as the README deploys it', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run tests/ensure-nginx.sh, or set NGINX_PATH.`);
    folder = mkdtempSync(join(tmpdir(), 'hallway-e2e-nginx-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem')],
      {
        stdio: 'ignore',
      },
    );
    const port = await freePort();
    origin = `https://localhost:${port}`;
    postgres = startPostgres();
    const settings = { DATABASE_URL: postgres.url, PUBLIC_ORIGIN: origin, TRUST_PROXY: '127.0.0.1' };
    instances = await Promise.all([startInstance(settings), startInstance(settings)]);
    const configuration = writeConfiguration(
      port,
      instances.map((instance) => instance.port),
    );
    execFileSync(NGINX, ['-t', '-c', configuration], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-c', configuration], { stdio: 'ignore' });
    client = await playwrightRequest.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    await expect.poll(async () => (await client.get('/healthz').catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
  });

  test.afterAll(async () => {
    await client?.dispose();
    nginx?.kill('SIGQUIT');
    for (const instance of instances) instance.stop();
    postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('serves the app at the public origin: its links, its Secure session, its immutable files', async ({ browser }) => {
    const home = await client.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain(`<link rel="canonical" href="${origin}/"`);

    const signUp = await client.post('/actions/signup', {
      headers: { Origin: origin, Accept: 'application/json' },
      data: { email: `proxied-${Date.now()}@hallway.test`, password: PASSWORD },
    });
    expect(signUp.status()).toBe(200);
    expect(signUp.headers()['set-cookie']).toMatch(/; Secure/);
    // The instances' own origin is not the public one: a post from it is refused.
    const internal = await client.post('/actions/signup', {
      headers: { Origin: instances[0]!.origin, Accept: 'application/json' },
      data: { email: `internal-${Date.now()}@hallway.test`, password: PASSWORD },
    });
    expect(internal.status()).toBe(403);

    const script = /<script[^>]*data-modules="([^" ]+)/.exec(await home.text())?.[1] ?? '';
    const asset = await client.get(script);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // A browser at the public origin: the server's screen, taken over by the app.
    const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto('/speakers');
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    await context.close();
  });

  test('counts every client by the address nginx saw, whatever X-Forwarded-For the client wrote', async () => {
    const email = `taken-${Date.now()}@hallway.test`;
    expect((await client.post('/actions/signup', { headers: { Origin: origin }, data: { email, password: PASSWORD } })).status()).toBe(200);
    // Each try claims to come from somewhere else: nginx writes the address it was reached from instead.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= TAKEN_EMAILS_PER_ADDRESS; attempt += 1) {
      const response = await client.post('/actions/signup', {
        headers: { Origin: origin, 'X-Forwarded-For': `203.0.113.${attempt + 1}` },
        data: { email, password: PASSWORD },
      });
      statuses.push(response.status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});
