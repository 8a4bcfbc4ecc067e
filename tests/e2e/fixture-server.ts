/**
 * The real server, plus one test-only hook: `POST /__e2e/next-version` makes `/sw.js` differ by
 * a byte, as a deploy would, so the update prompt can be tested against the production build.
 */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';

const app = createApp({ distDir: resolve('dist') });
const fixture = new Hono();
let build = 0;

fixture.post('/__e2e/next-version', (c) => c.json({ build: ++build }));

fixture.get('/sw.js', async function serveBumpedWorker(c) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('accept-encoding');
  const response = await app.fetch(new Request(c.req.raw.url, { headers }));
  if (build === 0) return response;
  const body = `${await response.text()}\n;self.__E2E_BUILD = ${build};\n`;
  const bumpedHeaders = new Headers(response.headers);
  bumpedHeaders.delete('content-length');
  return new Response(body, { status: response.status, headers: bumpedHeaders });
});

fixture.all('*', (c) => app.fetch(c.req.raw));

const port = Number(process.env['PORT'] ?? 4174);
serve({ fetch: fixture.fetch, port, hostname: '127.0.0.1' }, () => console.log(`e2e fixture on ${port}`));
