import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

const PORT = Number(process.env['E2E_PORT'] ?? 4174);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Service-worker tests share one server whose `sw.js` a test can change: run one at a time.
  workers: 1,
  fullyParallel: false,
  // A real browser on a small machine: a test that fails once is run again, and the run reports
  // it as flaky (tests/summarize.mjs prints how many); failing twice fails the run.
  retries: 1,
  timeout: 30_000,
  reporter: process.env['CI'] ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    // The device sits in the demo conference's zone, so times read as plain wall times; other
    // device zones are tried in time-zones.spec.ts.
    timezoneId: 'Europe/Berlin',
  },
  webServer: {
    command: `npx tsx tests/e2e/fixture-server.ts`,
    cwd: '../..',
    // The demo schedule, whatever SCHEDULE the calling shell has. The e2e organizer signs up
    // through the invite link the fixture makes at start (GET /__e2e/organizer-invite).
    env: { PORT: String(PORT), SCHEDULE: '' },
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
