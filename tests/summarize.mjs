// Prints the closing line of `npm test` — "N passed, N failed" — from the unit (SQLite and PostgreSQL) and e2e JSON
// reports, with the typecheck, lint and Lighthouse counted as one check each; exits 1 if anything failed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedStages] = process.argv.slice(2);
const read = (file) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const unit = read('unit.json');
const unitOnPostgres = read('unit-postgres.json');
for (const report of [unit, unitOnPostgres]) {
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  flaky = e2e.stats.flaky;
}
for (const check of ['typecheck', 'lint', 'lighthouse']) {
  if (failedStages.includes(check)) failed += 1;
  else passed += 1;
}
// A stage that failed before reporting (a crash, a bad config) still fails the run.
const unreported = failedStages.filter(
  (stage) => (stage === 'unit' && !unit) || (stage === 'unit (PostgreSQL)' && !unitOnPostgres) || (stage === 'e2e' && !e2e) || stage === 'build',
);
failed += unreported.length;

console.log();
if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky ? ` (${flaky} passed only when run again: flaky)` : ''}`);
process.exit(failed > 0 || failedStages.length > 0 ? 1 : 0);
