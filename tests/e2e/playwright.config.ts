import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { E2E_DATABASE_URL, type EngineMetadata } from './database.ts';

type WebServer = Extract<PlaywrightTestConfig['webServer'], readonly unknown[]>[number];

const PORT = Number(process.env['E2E_PORT'] ?? 4174);
// The postgres project's server: two ports on, as publishing.spec.ts starts a server of its own
// on the port after each project's.
const POSTGRES_PORT = PORT + 2;

/**
 * The specs whose behaviour goes through the store — accounts and sessions, stars, feedback and
 * their idempotency keys, the outbox, rate limits, error reports, calendar links and published
 * schedule versions — run a second time against PostgreSQL when `HALLWAY_E2E_DATABASE_URL` names
 * a cluster (`npm test` starts one). Two-instance and reverse-proxy specs start PostgreSQL
 * themselves.
 */
const STORE_SPECS = [
  'accounts.spec.ts',
  'calendar-subscription.spec.ts',
  'error-reports.spec.ts',
  'flaky-network.spec.ts',
  'outbox.spec.ts',
  'private-spellings.spec.ts',
  'publishing.spec.ts',
  'share.spec.ts',
];

/** The real server and its test-only hooks (fixture-server.ts), with the demo schedule whatever SCHEDULE the calling shell has. */
function fixtureServer(port: number, engine: NonNullable<EngineMetadata['engine']>): WebServer {
  return {
    command: `npx tsx tests/e2e/fixture-server.ts`,
    cwd: '../..',
    // The e2e organizer signs up through the invite link the fixture makes at start (GET /__e2e/organizer-invite).
    env: { PORT: String(port), SCHEDULE: '', HALLWAY_E2E_ENGINE: engine },
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each project's specs share one server whose `sw.js` a test can change: one at a time within a
  // project (the projects' own `workers`); the two projects, on servers of their own, side by side.
  workers: E2E_DATABASE_URL ? 2 : 1,
  fullyParallel: false,
  // A real browser on a small machine: a test that fails once is run again, and the run reports
  // it as flaky (tests/summarize.mjs prints how many); failing twice fails the run.
  retries: 1,
  timeout: 30_000,
  reporter: process.env['CI'] ? 'list' : 'line',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    // The device sits in the demo conference's zone, so times read as plain wall times; other
    // device zones are tried in time-zones.spec.ts.
    timezoneId: 'Europe/Berlin',
  },
  projects: [
    { name: 'sqlite', workers: 1, use: { baseURL: `http://localhost:${PORT}` }, metadata: { engine: 'sqlite' } satisfies EngineMetadata },
    ...(E2E_DATABASE_URL
      ? [{ name: 'postgres', workers: 1, testMatch: STORE_SPECS, use: { baseURL: `http://localhost:${POSTGRES_PORT}` }, metadata: { engine: 'postgres' } satisfies EngineMetadata }]
      : []),
  ],
  webServer: [fixtureServer(PORT, 'sqlite'), ...(E2E_DATABASE_URL ? [fixtureServer(POSTGRES_PORT, 'postgres')] : [])],
});
