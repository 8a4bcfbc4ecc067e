// Load and crash figures for one instance, on SQLite and on PostgreSQL (README "Deployment"):
//
// - page data: requests/s and p99 from autocannon in this process, against the real server
//   (`src/server/main.ts`) in its own process, every URL of /data/manifest.json in turn;
// - star writes: signed-in accounts (a session each), every write with its own idempotency key,
//   through `POST /actions/star`: acknowledged writes/s and p99;
// - a crash: clients write stars without pause, the server is killed with SIGKILL mid-way and
//   started again on the same store; afterwards every acknowledged write must be in the store.
//
// PostgreSQL is a throwaway cluster (tests/postgres/cluster.sh) with PostgreSQL's own defaults:
// a commit is on disk before it is acknowledged. Skipped, with a line saying so, when
// PostgreSQL's programs are missing (tests/ensure-postgres.sh installs them).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createSession } from '../../src/server/accounts/session-store.ts';
import { createUser } from '../../src/server/accounts/user-store.ts';
import { openConfiguredStore } from '../../src/server/store/open-configured-store.ts';
import { freePort } from '../free-port.ts';

const LOAD_SECONDS = 5;
const CONNECTIONS = 32;
const ACCOUNTS = 16;
const CRASH_RUN_MS = 8000;
const KILL_AFTER_MS = 3000;

interface Target {
  readonly engine: 'SQLite' | 'PostgreSQL';
  readonly env: Record<string, string>;
  readonly database: { readonly dataDir: string; readonly databaseUrl: string | undefined };
}

/** The server in a process of its own, and one only (no tsx CLI between), so SIGKILL kills the server. */
async function startInstance(target: Target, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1', SCHEDULE: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not start within 30 s');
}

async function stopInstance(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Accounts with a session each, made in the store directly: `Cookie` headers, and their owners. */
async function makeAccounts(target: Target): Promise<Array<{ cookie: string; owner: string }>> {
  const store = await openConfiguredStore(target.database);
  try {
    const accounts = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const now = new Date();
      const user = await createUser(store, { email: `bench-${index}-${randomUUID()}@hallway.test`, passwordHash: 'x', role: 'attendee', now });
      if (!user) throw new Error('an account could not be made');
      const session = await createSession(store, user.id, now);
      accounts.push({ cookie: `hallway-session=${session.token}`, owner: `user:${user.id}` });
    }
    return accounts;
  } finally {
    await store.destroy();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function pageDataLoad(origin: string): Promise<string> {
  const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
  for (const url of pages) await (await fetch(origin + url, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: pages.map((path) => ({ method: 'GET' as const, path })),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.requests.average)} requests/s, p99 ${ms(result.latency.p99)} (${CONNECTIONS} connections, ${pages.length} URLs, ${failed} failed)`;
}

async function eventIds(origin: string): Promise<string[]> {
  const { pages } = (await (await fetch(`${origin}/data/manifest.json`)).json()) as { pages: string[] };
  return pages.filter((url) => url.startsWith('/data/events/')).map((url) => url.slice('/data/events/'.length, -'.json'.length));
}

async function starLoad(origin: string, accounts: ReadonlyArray<{ cookie: string }>, events: readonly string[]): Promise<string> {
  let sent = 0;
  const result = await autocannon({
    url: `${origin}/actions/star`,
    connections: ACCOUNTS,
    duration: LOAD_SECONDS,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          const account = accounts[sent % accounts.length]!;
          const body = JSON.stringify({ eventId: events[sent % events.length], starred: sent % 3 !== 0, key: randomUUID() });
          return { ...request, body, headers: { 'content-type': 'application/json', accept: 'application/json', origin, cookie: account.cookie } };
        },
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result['2xx'] / (result.duration || LOAD_SECONDS))} acknowledged writes/s, p99 ${ms(result.latency.p99)} (${ACCOUNTS} accounts, a session and a new idempotency key each, ${failed} failed)`;
}

interface Acknowledged {
  readonly owner: string;
  readonly eventId: string;
  readonly starred: boolean;
  readonly at: string;
}

/**
 * Each account's client writes its own stars one after the other, each with a later time; the
 * server is killed mid-way and started again. A write counts once the server answered it 200 (a
 * replay of a key the killed server had applied answers `repeated`: acknowledged too). Every
 * acknowledged write must then be in the store, or overtaken by a later write of the same client.
 */
async function crashTest(target: Target, port: number, accounts: ReadonlyArray<{ cookie: string; owner: string }>, events: readonly string[]): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  let server = await startInstance(target, port);
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  const started = performance.now();
  let restartMs = 0;
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const restarting = performance.now();
    server = await startInstance(target, port);
    restartMs = performance.now() - restarting;
  })();
  await Promise.all(
    accounts.map(async (account, client) => {
      let last = 0;
      for (let write = 0; performance.now() - started < CRASH_RUN_MS; write += 1) {
        last = Math.max(Date.now(), last + 1);
        const change = { eventId: events[(client * 7 + write) % events.length]!, starred: write % 2 === 0, key: randomUUID(), at: new Date(last).toISOString() };
        for (;;) {
          try {
            const response = await fetch(`${origin}/actions/star`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, Cookie: account.cookie },
              body: JSON.stringify(change),
            });
            if (response.ok) acknowledged.push({ owner: account.owner, eventId: change.eventId, starred: change.starred, at: change.at });
            else refused += 1;
            break;
          } catch {
            // The server is down: the same change again, same key, once it is back.
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (performance.now() - started > CRASH_RUN_MS + 30_000) throw new Error('the server did not come back');
          }
        }
      }
    }),
  );
  await killer;
  await stopInstance(server);

  const store = await openConfiguredStore(target.database);
  let lost = 0;
  try {
    const rows = await store.selectFrom('stars').select(['owner', 'event_id', 'starred', 'updated_at']).execute();
    const stored = new Map(rows.map((row) => [`${row.owner} ${row.event_id}`, row]));
    for (const write of acknowledged) {
      const row = stored.get(`${write.owner} ${write.eventId}`);
      const kept = row !== undefined && (row.updated_at > write.at || (row.updated_at === write.at && row.starred === (write.starred ? 1 : 0)));
      if (!kept) lost += 1;
    }
  } finally {
    await store.destroy();
  }
  return `${acknowledged.length} acknowledged writes from ${accounts.length} clients, SIGKILL after ${KILL_AFTER_MS / 1000} s, back in ${ms(restartMs)}: ${lost} lost${refused ? `, ${refused} refused` : ''}`;
}

async function measure(target: Target): Promise<void> {
  const port = await freePort();
  const accounts = await makeAccounts(target);
  const server = await startInstance(target, port);
  const origin = `http://127.0.0.1:${port}`;
  let events: string[];
  try {
    console.log(`instances (${target.engine}): page data: ${await pageDataLoad(origin)}`);
    events = await eventIds(origin);
    console.log(`instances (${target.engine}): star writes: ${await starLoad(origin, accounts, events)}`);
  } finally {
    await stopInstance(server);
  }
  console.log(`instances (${target.engine}): crash: ${await crashTest(target, port, accounts, events)}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'hallway-bench-instances-'));
try {
  await measure({ engine: 'SQLite', env: { DATA_DIR: dataDir }, database: { dataDir, databaseUrl: undefined } });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let cluster: string[] | null = null;
try {
  cluster = execFileSync('bash', ['tests/postgres/cluster.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    .trim()
    .split('\n');
} catch {
  console.log('instances (PostgreSQL): skipped: no PostgreSQL programs (tests/ensure-postgres.sh installs them)');
}
if (cluster) {
  const [directory = '', url = ''] = cluster;
  const pgDataDir = mkdtempSync(join(tmpdir(), 'hallway-bench-instances-'));
  try {
    await measure({ engine: 'PostgreSQL', env: { DATA_DIR: pgDataDir, DATABASE_URL: url }, database: { dataDir: pgDataDir, databaseUrl: url } });
  } finally {
    execFileSync('bash', ['tests/postgres/cluster.sh', 'stop', directory]);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
