/**
 * Lighthouse CI configuration for Hallway (DESIGN.md §14 "Quality bars").
 *
 * Run it with `npm run test:lighthouse` (tests/lighthouse/run.mjs): that script builds the app if
 * needed, starts the real server (src/server/main.ts) on a free port, and passes the URL
 * (`--url=http://127.0.0.1:<port>/`) and the browser (`CHROME_PATH`) to `lhci collect`; everything
 * else lives here.
 *
 * - Lighthouse's default form factor: mobile emulation with simulated (Lantern) throttling.
 *   Nothing below overrides `formFactor`, `screenEmulation` or `throttling`.
 * - Three runs per URL (run.mjs passes `/`, an event page and `/de/days/<first day>`); the
 *   assertions hold for each URL, on the median of its three runs (see `aggregationMethod`).
 */
'use strict';

/**
 * Chromium as root, on a machine with no network but loopback. `lhci collect` appends
 * `--headless=new` itself. It must be a string: lhci concatenates it with that flag, and an array
 * would be joined with commas.
 */
const CHROME_FLAGS = require('../chromium-flags.json').join(' ');

/**
 * `aggregationMethod: 'median'`: the median of the three runs' category scores.
 *
 * Not 'median-run' here: in @lhci/utils 0.15.x a `categories:*` assertion always reads the
 * category score of every run, and 'median-run' then falls through to the best of them
 * (`Math.max`), i.e. it silently behaves like 'optimistic'. For categories, 'median' is the
 * method that is really a median.
 */
const median = (minScore) => ['error', { aggregationMethod: 'median', minScore }];

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      settings: {
        chromeFlags: CHROME_FLAGS,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      includePassedAssertions: true,
      assertions: {
        // Performance = 1 with the first paint from the server (DESIGN §14), and its metrics' own bars.
        'categories:performance': median(1),
        'categories:accessibility': median(1),
        'categories:best-practices': median(1),
        'categories:seo': median(1),
        // No layout shift at all (DESIGN.md §14): the median run's CLS is exactly 0.
        'cumulative-layout-shift': ['error', { aggregationMethod: 'median', maxNumericValue: 0 }],
        'first-contentful-paint': ['error', { aggregationMethod: 'median', maxNumericValue: 900 }],
        'largest-contentful-paint': ['error', { aggregationMethod: 'median', maxNumericValue: 1000 }],
        'total-blocking-time': ['error', { aggregationMethod: 'median', maxNumericValue: 50 }],
      },
    },
    upload: {
      // Reports stay on this machine (`.lighthouseci/` is git-ignored); there is no internet.
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
    },
  },
};
