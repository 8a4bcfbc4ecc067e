import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The unit tests' own config: it does not extend vite.config.ts, so no PWA plugin (and no
// service-worker build) runs under vitest. Paths below are relative to the repository root.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Pure code, the server and the service worker's handlers run in Node; anything that
// touches the DOM (runtime, components, features, app) runs in happy-dom.
const NODE_TESTS = ['tests/unit/shared/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/sw/**/*.test.ts'];
const ALL_TESTS = ['tests/unit/**/*.test.{ts,tsx}'];

export default defineConfig({
  root: ROOT,
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-core machine); the test files spend
    // much of their time waiting on timers and sockets, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      // The screens' device sits in the sample conference's zone (sample-page-data.ts), so times
      // read as plain wall times; a test of another device zone says so.
      { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ALL_TESTS, exclude: NODE_TESTS, env: { TZ: 'Europe/Brussels' } } },
    ],
  },
});
