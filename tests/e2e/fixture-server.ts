/**
 * The real server, plus one test-only hook: `POST /__e2e/next-version` makes `/sw.js` differ by
 * a byte, as a deploy would, so the update prompt can be tested against the production build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createServerApp } from '../../src/server/create-server-app.ts';

// A fresh store each run, with the bundled demo schedule.
const created = await createServerApp({ dataDir: mkdtempSync(join(tmpdir(), 'hallway-e2e-')), schedule: process.env['SCHEDULE'] || null, scheduleTimeZone: undefined, distDir: resolve('dist') });
if (!created.ok) throw new Error(`The demo schedule was refused: ${JSON.stringify(created.problems)}`);
const { app } = created;
let served = created.loaded.stored;
const fixture = new Hono();
let build = 0;

fixture.post('/__e2e/next-version', (c) => c.json({ build: ++build }));

// Publishes a new schedule version, as an organizer's upload would: the same conference, renamed.
fixture.post('/__e2e/schedule-update', (c) => {
  const { conference } = served.schedule;
  served = { ...served, version: `${served.version}-next`, schedule: { ...served.schedule, conference: { ...conference, title: `${conference.title} (updated)` } } };
  created.schedule.replace(served);
  return c.json({ version: served.version, title: served.schedule.conference.title });
});

// Page data can be slowed down, and the requests in flight counted, to watch the warm-up.
const data = { delayMs: 0, inFlight: 0, peak: 0, count: 0, started: [] as string[] };
fixture.post('/__e2e/data', (c) => {
  Object.assign(data, { delayMs: Number(c.req.query('delay') ?? 0), inFlight: 0, peak: 0, count: 0, started: [] });
  return c.json(data);
});
fixture.get('/__e2e/data', (c) => c.json(data));
fixture.use('/data/*', async function countPageData(c, next) {
  if (c.req.path === '/data/manifest.json') return next();
  data.inFlight += 1;
  data.count += 1;
  data.peak = Math.max(data.peak, data.inFlight);
  data.started.push(c.req.path);
  try {
    if (data.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, data.delayMs));
    await next();
  } finally {
    data.inFlight -= 1;
  }
});

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
