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
# One throwaway PostgreSQL (tests/postgres/cluster.sh) for the stages that run again on it.
postgres=$(bash tests/postgres/cluster.sh start --fast) || exit 1
trap 'rm -rf "$results"; bash tests/postgres/cluster.sh stop "$(head -n 1 <<<"$postgres")"' EXIT
postgres_url=$(tail -n 1 <<<"$postgres")
failed_stages=()
stage() { # stage NAME COMMAND…
  local name=$1; shift
  echo
  echo "── $name ──"
  if ! "$@"; then failed_stages+=("$name"); fi
}
# Two stages at once, on their own cores: the output of the second is printed when both are done.
stages_side_by_side() { # NAME1 "COMMAND1" NAME2 "COMMAND2"
  local log status
  log=$(mktemp)
  bash -c "$4" >"$log" 2>&1 &
  local second=$!
  stage "$1" bash -c "$2"
  wait "$second"
  status=$?
  echo
  echo "── $3 ──"
  cat "$log"
  rm -f "$log"
  if [ "$status" -ne 0 ]; then failed_stages+=("$3"); fi
}

stages_side_by_side typecheck "npm run --silent typecheck" lint "npm run --silent lint"
stage unit npx vitest run -c tests/unit/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$results/unit.json"
# The store's, the actions' and the other server tests that touch the store (every one that opens
# a store with tests/unit/server/test-store.ts), again on PostgreSQL, each test a schema of its own.
server=tests/unit/server
HALLWAY_TEST_DATABASE_URL=$postgres_url stage "unit (PostgreSQL)" npx vitest run -c tests/unit/vitest.config.ts --reporter=default \
  --reporter=json --outputFile.json="$results/unit-postgres.json" \
  $server/store/ $server/actions/ $server/accounts/ $server/admin/ $server/monitoring/ $server/calendar/ $server/page-data/ \
  $server/load-schedule.test.ts $server/one-reading.test.ts $server/public-origin.test.ts $server/require-allowed-host.test.ts
stage build npx vite build --logLevel warn
if [[ " ${failed_stages[*]} " == *" build "* ]]; then
  echo "The build failed: skipping the browser tests."
else
  # Every spec on SQLite, and those that go through the store on PostgreSQL too (the `postgres` project).
  HALLWAY_E2E_DATABASE_URL=$postgres_url PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" stage e2e npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
  stage lighthouse node tests/lighthouse/run.mjs
fi

node tests/summarize.mjs "$results" "${failed_stages[@]}"
