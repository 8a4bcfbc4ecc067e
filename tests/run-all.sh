#!/usr/bin/env bash
# `npm test`: every test of the project, in order — types, lint, unit tests, the production build,
# browser tests against it, and Lighthouse. A failing stage does not hide the later ones;
# the exit code is non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-chromium.sh || exit 1
bash tests/ensure-postgres.sh || exit 1
bash tests/ensure-nginx.sh || exit 1

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
failed_stages=()
stage() { # stage NAME COMMAND…
  local name=$1; shift
  echo
  echo "── $name ──"
  if ! "$@"; then failed_stages+=("$name"); fi
}

stage typecheck npm run --silent typecheck
stage lint npm run --silent lint
stage unit npx vitest run -c tests/unit/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/unit.json"
# The store's, the actions' and the other server tests that touch the store (every one that opens
# a store with tests/unit/server/test-store.ts), again on PostgreSQL: a throwaway cluster of
# their own (tests/postgres/cluster.sh), each test a schema of its own.
unit_on_postgres() {
  local cluster
  cluster=$(bash tests/postgres/cluster.sh start --fast) || return 1
  local server=tests/unit/server
  HALLWAY_TEST_DATABASE_URL=$(tail -n 1 <<<"$cluster") npx vitest run -c tests/unit/vitest.config.ts --reporter=default \
    --reporter=json --outputFile.json="$results/unit-postgres.json" \
    $server/store/ $server/actions/ $server/accounts/ $server/admin/ $server/monitoring/ $server/calendar/ $server/page-data/ \
    $server/load-schedule.test.ts $server/one-reading.test.ts $server/public-origin.test.ts $server/require-allowed-host.test.ts
  local status=$?
  bash tests/postgres/cluster.sh stop "$(head -n 1 <<<"$cluster")"
  return $status
}
stage "unit (PostgreSQL)" unit_on_postgres
stage build npx vite build --logLevel warn
if [[ " ${failed_stages[*]} " == *" build "* ]]; then
  echo "The build failed: skipping the browser tests."
else
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" stage e2e npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
  stage lighthouse node tests/lighthouse/run.mjs
fi

node tests/summarize.mjs "$results" "${failed_stages[@]}"
