#!/usr/bin/env node
/**
 * `npm run test:lighthouse`: Lighthouse CI on three pages — `/`, an event page and the first day in
 * German (`/de/days/<first day>`) — against the production build served by the real server
 * (src/server/main.ts), mobile (Lighthouse's default form factor), median of 3 runs per page.
 * The bars (DESIGN.md §14) and the Lighthouse settings are in ./lighthouserc.cjs.
 *
 *   1. find the browser: CHROME_PATH, else Debian's /usr/bin/chromium (never a download);
 *   2. build the app if dist/index.html is missing (`--build` forces a fresh build);
 *   3. start the server on a free port (DATA_DIR in a temporary folder) and wait for /healthz and
 *      for its page data to be built (its first seconds are busy on both cores);
 *   4. read the pages from the server's page-data manifest, `lhci collect` (3 runs each), then
 *      stop the server;
 *   5. print each page's median category scores and the metrics of its median run;
 *   6. `lhci assert` (its exit code is ours) and `lhci upload --target=filesystem`
 *      (HTML + JSON reports in .lighthouseci/reports, git-ignored; nothing leaves the machine).
 *
 * The server is stopped on every path out: success, failure, exception, Ctrl-C, SIGTERM, time-out.
 *
 * Environment: CHROME_PATH (browser), LIGHTHOUSE_PORT (port; default: a free one),
 * LIGHTHOUSE_TIMEOUT_MS (whole-run watchdog; default 300000).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RC_FILE = fileURLToPath(new URL('./lighthouserc.cjs', import.meta.url));
const LHCI_DIR = join(ROOT, '.lighthouseci');
const REPORTS_DIR = join(LHCI_DIR, 'reports');
const require = createRequire(import.meta.url);
const LHCI_CLI = require.resolve('@lhci/cli/src/cli.js');
const VITE_CLI = join(ROOT, 'node_modules/vite/bin/vite.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_MS || 300_000);

const startedAt = Date.now();
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let server = null;
let dataDir = null;

function log(message) {
  process.stdout.write(`[lighthouse] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[lighthouse] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Clean-up: stop what we started, whatever happens.

function cleanUp() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    if (child === server) {
      child.kill('SIGTERM');
    } else {
      // lhci runs in its own process group: SIGINT reaches the Lighthouse process under it, whose
      // chrome-launcher then kills the Chromium it started.
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
    }
  }
  children.clear();
  server = null;
  if (dataDir !== null) {
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  }
}

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    fail(`${signal}: stopping the server and Lighthouse.`);
    cleanUp();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}
const watchdog = setTimeout(() => {
  fail(`Gave up after ${TIMEOUT_MS / 1000} s (LIGHTHOUSE_TIMEOUT_MS); stopping everything.`);
  cleanUp();
  process.exit(1);
}, TIMEOUT_MS);
watchdog.unref();

// ---------------------------------------------------------------------------------------------
// Steps.

function findBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    fail(`CHROME_PATH=${fromEnv} does not exist: point CHROME_PATH at a Chrome/Chromium binary, or unset it to use /usr/bin/chromium.`);
    process.exit(1);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  fail("No browser: install Debian's Chromium (`apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.");
  process.exit(1);
}

function buildIfNeeded() {
  const force = process.argv.includes('--build');
  const shell = join(ROOT, 'dist/index.html');
  if (!force && existsSync(shell)) {
    log(`Using the existing build in dist/ of ${statSync(shell).mtime.toISOString()} (pass --build to rebuild).`);
    return;
  }
  log(force ? 'Building the app (--build)…' : 'No build in dist/: building the app…');
  const build = spawnSync(process.execPath, [VITE_CLI, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    fail(`The build failed (vite build exited with ${build.status ?? build.signal}).`);
    process.exit(1);
  }
}

/** LIGHTHOUSE_PORT, else a port the OS says is free. */
async function choosePort() {
  if (process.env.LIGHTHOUSE_PORT) return Number(process.env.LIGHTHOUSE_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  dataDir = mkdtempSync(join(tmpdir(), 'hallway-lighthouse-'));
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(server);
  const child = server;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok)
        return waitForPageData(
          () => output,
          () => exited,
        );
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `The server did not become healthy on port ${port}` + (exited !== null ? ` (it exited with ${exited})` : ' within 30 s') + (output ? `:\n${output.trimEnd()}` : '.'),
  );
}

/**
 * Waits until the server says its page data is built (`Page data ready: …`, src/server/main.ts):
 * a server that has just started spends its first seconds building and compressing every answer
 * on both cores, and a page audited meanwhile shares the CPU with it. What is measured is the
 * app served by a server at rest, as a person meets it.
 */
async function waitForPageData(output, exited) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (/Page data ready/.test(output())) return;
    if (exited() !== null) throw new Error(`The server exited with ${exited()} before its page data was ready:\n${output().trimEnd()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server's page data was not ready within 60 s:\n${output().trimEnd()}`);
}

/**
 * `/`, the first event page and the first day in German, from the server's page-data manifest
 * (`/data/events/<id>.json` → `/events/<id>`, `/data/days/<date>.json` → `/de/days/<date>`).
 */
async function pagesToAudit(origin) {
  const response = await fetch(`${origin}/data/manifest.json`);
  if (!response.ok) throw new Error(`GET /data/manifest.json answered ${response.status}.`);
  const { pages } = await response.json();
  const first = (kind) => {
    const found = pages.find((url) => url.startsWith(`/data/${kind}/`));
    if (!found) throw new Error(`The page-data manifest lists no ${kind} page.`);
    return found.slice(`/data/${kind}/`.length, -'.json'.length);
  };
  return ['/', `/events/${first('events')}`, `/de/days/${first('days')}`];
}

async function stopServer() {
  const child = server;
  server = null;
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Runs `lhci <args>` with the config file and the browser; resolves with its exit code. */
function lhci(args, chromePath) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI_CLI, ...args, `--config=${RC_FILE}`], {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: 'inherit',
      // Its own process group, so that clean-up can signal lhci and the Lighthouse run under it.
      detached: true,
    });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}

function formatScore(score) {
  return score === null || score === undefined ? ' n/a' : score.toFixed(2);
}

/** Prints each page's median scores from the LHRs lhci saved, and why a category is below 1. */
function printScores() {
  const files = readdirSync(LHCI_DIR).filter((name) => /^lhr-\d+\.json$/.test(name));
  const all = files.map((name) => JSON.parse(readFileSync(join(LHCI_DIR, name), 'utf8')));
  if (all.length === 0) throw new Error('lhci collect saved no Lighthouse results.');
  const byUrl = new Map();
  for (const lhr of all) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  for (const lhrs of byUrl.values()) printPageScores(lhrs);
}

function printPageScores(lhrs) {
  lhrs.sort((a, b) => Date.parse(a.fetchTime) - Date.parse(b.fetchTime));

  const { computeRepresentativeRuns } = require('@lhci/utils/src/representative-runs.js');
  const [medianRun] = computeRepresentativeRuns([lhrs.map((lhr) => [lhr, lhr])]);
  const { formFactor, throttlingMethod } = lhrs[0].configSettings;

  const lines = [
    '',
    `Lighthouse ${lhrs[0].lighthouseVersion}, ${formFactor}, ${throttlingMethod} throttling, ` +
      `median of ${lhrs.length} run(s) on ${lhrs[0].finalDisplayedUrl ?? lhrs[0].finalUrl}:`,
  ];
  for (const id of CATEGORIES) {
    const scores = lhrs.map((lhr) => lhr.categories[id]?.score ?? null);
    const valid = scores.filter((score) => typeof score === 'number');
    const value = valid.length === scores.length ? median(valid) : null;
    lines.push(`  ${`${id}:`.padEnd(16)} ${formatScore(value)}   (runs: ${scores.map(formatScore).join(', ')})`);
  }

  // The metrics of the median run (closest to the median FCP and TTI, as LHCI picks it).
  const metric = (id) => medianRun.audits[id]?.displayValue ?? 'n/a';
  lines.push(
    `  median run: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );

  // Below-perfect categories: the audits that cost points in the median run.
  for (const id of CATEGORIES) {
    const category = medianRun.categories[id];
    if (!category || category.score === 1) continue;
    const losing = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: medianRun.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1);
    if (losing.length === 0) continue;
    lines.push(`  ${id} loses points in the median run on:`);
    for (const { ref, audit } of losing) {
      const shown = audit.displayValue ? ` — ${audit.displayValue}` : '';
      lines.push(`    - ${ref.id} (score ${audit.score.toFixed(2)}, weight ${ref.weight})${shown}: ${audit.title}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function reportLocation() {
  const manifestFile = join(REPORTS_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return;
  const entries = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const representative = entries.find((entry) => entry.isRepresentativeRun) ?? entries[0];
  if (representative) log(`Report of the median run: ${representative.htmlPath}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const chromePath = findBrowser();
  log(`Browser: ${chromePath}`);
  // Settings files an interrupted `lhci collect` left behind (lhci clears only the LHRs).
  if (existsSync(LHCI_DIR)) {
    for (const name of readdirSync(LHCI_DIR)) {
      if (/^flags-[\w-]+\.json$/.test(name)) rmSync(join(LHCI_DIR, name), { force: true });
    }
  }
  buildIfNeeded();

  const port = await choosePort();
  const origin = `http://127.0.0.1:${port}`;
  await startServer(port);
  log(`Server (src/server/main.ts) is up on ${origin}/`);

  let collected;
  try {
    const urls = (await pagesToAudit(origin)).map((path) => `${origin}${path}`);
    log(`Pages: ${urls.join(', ')}`);
    collected = await lhci(['collect', ...urls.map((url) => `--url=${url}`), `--chromePath=${chromePath}`], chromePath);
  } finally {
    await stopServer();
  }
  if (collected !== 0) {
    fail(`lhci collect failed (exit ${collected}).`);
    return 1;
  }

  printScores();

  const asserted = await lhci(['assert'], chromePath);
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  const uploaded = await lhci(['upload'], chromePath);
  if (uploaded === 0) reportLocation();
  else fail(`Writing the reports to ${REPORTS_DIR} failed (exit ${uploaded}).`);

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (asserted !== 0) {
    fail(`FAILED: a page is below a bar (see above). ${seconds} s.`);
    return asserted;
  }
  log(`PASSED on every page: performance, accessibility, best practices and SEO = 1; FCP ≤ 0.9 s, LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS = 0. ${seconds} s.`);
  return uploaded === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await stopServer().catch(() => {});
  cleanUp();
}
process.exit(exitCode);
