/**
 * The real server, plus test-only hooks under `/__e2e/`: a new `/sw.js` as a deploy would make,
 * a new schedule version, slowed and counted page data, broken page data, the error reports
 * the server received and stored, an action answered with HTML, a flaky network in front of
 * chosen paths, and the e2e organizer's invite link.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { inviteOrganizer } from '../../src/server/accounts/invite-organizer.ts';
import { countUsers } from '../../src/server/accounts/user-store.ts';
import { createServerApp } from '../../src/server/create-server-app.ts';
import { serveWithTimeouts } from '../../src/server/serve-with-timeouts.ts';
import { storeEngine } from '../../src/server/store/open-store.ts';
import { databaseFor } from './database.ts';

// A fresh store each run, with the bundled demo schedule: SQLite in a new data directory, or a
// new PostgreSQL database for the `postgres` project (HALLWAY_E2E_ENGINE, set by playwright.config.ts).
const created = await createServerApp({
  dataDir: mkdtempSync(join(tmpdir(), 'hallway-e2e-')),
  databaseUrl: await databaseFor({ engine: process.env['HALLWAY_E2E_ENGINE'] === 'postgres' ? 'postgres' : 'sqlite' }),
  schedule: process.env['SCHEDULE'] || null,
  scheduleTimeZone: undefined,
  distDir: resolve('dist'),
});
if (!created.ok) throw new Error(`The demo schedule was refused: ${JSON.stringify(created.problems)}`);

// The e2e organizer is made as a real one is (§11, §15): a one-time invite link, the one
// `npm run organizer -- invite organizer@hallway.test` would print; accounts.spec.ts signs up through it.
const organizerInvite = await inviteOrganizer(created.store, 'organizer@hallway.test', { origin: `http://localhost:${process.env['PORT'] ?? 4174}`, now: new Date() });
if (!organizerInvite.ok) throw new Error('The e2e organizer has an account in a fresh store.');
const { app } = created;
let served = created.loaded.stored;
const fixture = new Hono();
let build = 0;

fixture.post('/__e2e/next-version', (c) => c.json({ build: ++build }));
// Which engine this server's store is on, and how many accounts it holds: the project's specs run where they say.
fixture.get('/__e2e/store', async (c) => c.json({ engine: storeEngine(created.store), accounts: await countUsers(created.store) }));
fixture.get('/__e2e/organizer-invite', (c) => c.json({ email: organizerInvite.email, link: organizerInvite.link }));

// Publishes a new schedule version, as an organizer's upload would: the same conference, renamed.
fixture.post('/__e2e/schedule-update', (c) => {
  const { conference } = served.schedule;
  served = { ...served, version: `${served.version}-next`, schedule: { ...served.schedule, conference: { ...conference, title: `${conference.title} (updated)` } } };
  created.schedule.replace(served);
  return c.json({ version: served.version, title: served.schedule.conference.title });
});

// Page data can be slowed down, and the requests in flight counted, to watch the warm-up.
const data = {
  delayMs: 0,
  inFlight: 0,
  peak: 0,
  count: 0,
  started: [] as string[],
  peakPaths: [] as string[],
  /** When the first page-data request arrived and the last one was answered (ms since the epoch). */
  firstArrivedAt: null as number | null,
  lastAnsweredAt: null as number | null,
  /** Each request's start and answer in the order they happened, to tell what was offline before what. */
  log: [] as { path: string; event: 'started' | 'answered'; at: number }[],
  /** The bytes of every `/data/` answer's body as sent (compressed), the manifest's included, and how many were lean. */
  bytes: 0,
  lean: 0,
};
const inFlightPaths = new Set<string>();
fixture.post('/__e2e/data', (c) => {
  Object.assign(data, {
    delayMs: Number(c.req.query('delay') ?? 0),
    inFlight: 0,
    peak: 0,
    count: 0,
    started: [],
    peakPaths: [],
    firstArrivedAt: null,
    lastAnsweredAt: null,
    log: [],
    bytes: 0,
    lean: 0,
  });
  inFlightPaths.clear();
  return c.json(data);
});
fixture.get('/__e2e/data', (c) => c.json(data));
// Answers once the page data of the schedule being served is built ahead (the benchmarks wait for it).
fixture.get('/__e2e/page-data-ready', async (c) => c.json({ bodies: await created.schedule.pageDataReady() }));
/** Adds the size of the body as it goes on the wire (compressed by the app) to the count. */
async function countBytes(response: Response): Promise<void> {
  data.bytes += (await response.clone().arrayBuffer()).byteLength;
}
fixture.use('/data/*', async function countPageData(c, next) {
  if (c.req.path === '/data/manifest.json') {
    await next();
    return countBytes(c.res);
  }
  if (c.req.query('lean') !== undefined) data.lean += 1;
  data.inFlight += 1;
  data.count += 1;
  const request = `${c.req.path} #${data.count}`;
  inFlightPaths.add(request);
  // The requests under way when the peak was reached, to tell who went over it.
  if (data.inFlight > data.peak) data.peakPaths = [...inFlightPaths];
  data.peak = Math.max(data.peak, data.inFlight);
  data.started.push(c.req.path);
  data.firstArrivedAt ??= Date.now();
  data.log.push({ path: c.req.path, event: 'started', at: Date.now() });
  try {
    if (data.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, data.delayMs));
    await next();
    await countBytes(c.res);
  } finally {
    data.lastAnsweredAt = Date.now();
    data.log.push({ path: c.req.path, event: 'answered', at: data.lastAnsweredAt });
    data.inFlight -= 1;
    inFlightPaths.delete(request);
  }
});

// The next GET of a page-data path can be held back: answered as the server had it when asked,
// marked `X-Hallway-Held`, and delivered only `ms` later, after answers to later requests — the
// background refresh that loses a race with an action's revalidation.
const held = { path: '', ms: 0, releasedAt: null as number | null, laterAnsweredAt: null as number | null };
fixture.post('/__e2e/hold', (c) => {
  Object.assign(held, { path: c.req.query('path') ?? '', ms: Number(c.req.query('ms') ?? 0), releasedAt: null, laterAnsweredAt: null });
  return c.json(held);
});
fixture.get('/__e2e/hold', (c) => c.json(held));
fixture.get('/data/*', async function holdPageData(c, next) {
  if (c.req.path !== held.path) return next();
  if (held.ms === 0) {
    await next();
    // The first answer given while the held one is still on its way.
    if (held.releasedAt === null) held.laterAnsweredAt ??= Date.now();
    return;
  }
  const ms = held.ms;
  held.ms = 0;
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('X-Hallway-Held', 'yes');
  await new Promise((resolve) => setTimeout(resolve, ms));
  held.releasedAt = Date.now();
});

// Error reports: how often each event id was posted, and what the server stored.
const reportPosts = new Map<string, number>();
fixture.post('/monitoring', async function countReportPosts(c, next) {
  const header = (await c.req.raw.clone().text()).split('\n', 1)[0] ?? '';
  const eventId = (JSON.parse(header || '{}') as { event_id?: string }).event_id;
  if (eventId) reportPosts.set(eventId, (reportPosts.get(eventId) ?? 0) + 1);
  await next();
});
fixture.get('/__e2e/reports', async (c) => {
  const rows = await created.store.selectFrom('reports').select(['event_id', 'message', 'breadcrumbs', 'raw']).where('kind', '=', 'event').orderBy('id').execute();
  const stored = rows.map((row) => ({ eventId: row.event_id, message: row.message, breadcrumbs: row.breadcrumbs, raw: row.raw.toString('utf8') }));
  return c.json({ posts: Object.fromEntries(reportPosts), stored });
});

// A page-data URL can be made to answer a malformed body, as a broken proxy would.
const broken = new Set<string>();
fixture.post('/__e2e/break-data', (c) => {
  broken.add(c.req.query('path') ?? '');
  return c.json({ broken: [...broken] });
});
// Mended again, so the tests that follow (the warm-up's) see every page whole.
fixture.delete('/__e2e/break-data', (c) => {
  broken.clear();
  return c.json({ broken: [] });
});
fixture.use('/data/*', async function breakPageData(c, next) {
  if (!broken.has(c.req.path)) return next();
  return c.text('<html>Bad gateway</html>', 200, { 'Content-Type': 'application/json' });
});

// The next post of an action can be made to answer an HTML page, as a captive portal or a proxy would.
const htmlActions = new Set<string>();
fixture.post('/__e2e/html-action', (c) => {
  htmlActions.add(c.req.query('name') ?? '');
  return c.json({ html: [...htmlActions] });
});
fixture.post('/actions/:name', async function answerHtmlOnce(c, next) {
  if (!htmlActions.delete(c.req.param('name'))) return next();
  return c.html('<!doctype html><title>Sign in to the Wi-Fi</title><h1>Sign in to the Wi-Fi</h1>');
});

// A flaky venue network in front of the server (for the paths set): a share of requests is
// dropped (the connection reset before any answer), answered by a captive portal's page or a
// 503, delayed, or applied with the answer lost on the way back; `modes=` narrows the choice,
// and `limited` (a 429 asking for 30 s) is only used when named. The rest pass as they are.
const FLAKY_MODES = ['reset', 'portal', 'unavailable', 'delay', 'lost-answer'] as const;
type FlakyMode = (typeof FLAKY_MODES)[number] | 'limited';
const flaky = {
  share: 0,
  paths: [] as string[],
  modes: [...FLAKY_MODES] as FlakyMode[],
  delayMs: 400,
  hits: 0,
  passed: 0,
  byMode: {} as Record<string, number>,
  log: [] as { at: number; mode: string }[],
};
fixture.post('/__e2e/flaky', (c) => {
  const modes = (c.req.query('modes') ?? '').split(',').filter((mode): mode is FlakyMode => mode === 'limited' || (FLAKY_MODES as readonly string[]).includes(mode));
  Object.assign(flaky, {
    share: Number(c.req.query('share') ?? 0),
    paths: (c.req.query('paths') ?? '').split(',').filter(Boolean),
    modes: modes.length > 0 ? modes : [...FLAKY_MODES],
    hits: 0,
    passed: 0,
    byMode: {},
    log: [],
  });
  return c.json(flaky);
});
fixture.get('/__e2e/flaky', (c) => c.json(flaky));
fixture.use('*', async function flakyNetwork(c, next) {
  if (c.req.method !== 'POST' || !flaky.paths.some((path) => c.req.path.startsWith(path))) return next();
  // Each post is logged (the latest 2,000), so a test can tell what met the first request after a reconnect.
  const note = (mode: string) => flaky.log.push({ at: Date.now(), mode }) > 2000 && flaky.log.shift();
  if (Math.random() >= flaky.share) {
    flaky.passed += 1;
    note('passed');
    return next();
  }
  const mode = flaky.modes[Math.floor(Math.random() * flaky.modes.length)] ?? 'reset';
  note(mode);
  flaky.hits += 1;
  flaky.byMode[mode] = (flaky.byMode[mode] ?? 0) + 1;
  const socket = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming?.socket;
  switch (mode) {
    case 'reset':
      socket?.destroy();
      return c.body(null);
    case 'portal':
      return c.html('<!doctype html><title>Welcome to the venue Wi-Fi</title><h1>Accept the terms to go online</h1>');
    case 'unavailable':
      return c.text('Service Unavailable', 503);
    case 'limited':
      return c.json({ error: 'too-many-attempts', message: 'Too many attempts.' }, 429, { 'Retry-After': '30' });
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, flaky.delayMs));
      return next();
    case 'lost-answer':
      await next();
      socket?.destroy();
      return;
  }
});

// Star and feedback posts: how often each idempotency key was posted, and how often the server applied it.
const actionPosts = new Map<string, number>();
fixture.post('/actions/*', async function countActionPosts(c, next) {
  try {
    const { key } = JSON.parse(await c.req.raw.clone().text()) as { key?: unknown };
    if (typeof key === 'string') actionPosts.set(key, (actionPosts.get(key) ?? 0) + 1);
  } catch {
    // Not JSON: the server answers it; nothing to count.
  }
  await next();
});
fixture.get('/__e2e/actions', async (c) => {
  const rows = await created.store
    .selectFrom('idempotency_keys')
    .select(['key', 'action', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['key', 'action'])
    .execute();
  return c.json({ posts: Object.fromEntries(actionPosts), applied: Object.fromEntries(rows.map((row) => [row.key, { action: row.action, count: Number(row.n) }])) });
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
// The production time-outs, so the browser tests run against the server as deployed.
serveWithTimeouts({ fetch: fixture.fetch, port, hostname: '127.0.0.1' }, () => console.log(`e2e fixture on ${port}`));
