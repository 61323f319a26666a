#!/usr/bin/env bash
# `npm test`: type-check, lint, unit + API tests on PGlite (again on PostgreSQL when
# DATABASE_URL is set), then the end-to-end tests in headless Chromium against a built client.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-*.json .tmp/test-summary.json
status=0

# Each step prints the seconds since the start, so a CI log shows what each part cost.
step() { printf '\n== %s (at %d s)\n' "$1" "$SECONDS"; }
run() { "$@" || status=1; }

step "chromium"
bash scripts/ensure-chromium.sh || exit 1

# Unless TMPDIR is set, the test servers' data directories and Chromium's profiles go to a
# scratch folder in memory when the machine has one with room (decision 108): on this disk,
# copying a migrated PGlite data directory (1,200 files) for each server took 1 s, in memory 70 ms.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -ge $((4 * 1024 * 1024)) ]; then
  TMPDIR=$(mktemp -d /dev/shm/hc-test-XXXXXX)
  export TMPDIR
  trap 'rm -rf "$TMPDIR"' EXIT
  echo "scratch files in $TMPDIR"
fi

step "type-check and lint (side by side: two cores)"
npx tsc --noEmit -p tsconfig.json >.tmp/typecheck.log 2>&1 &
typecheck=$!
run npm run --silent lint
wait "$typecheck" || status=1
cat .tmp/typecheck.log

step "unit and API tests (PGlite)"
run env DATABASE_URL= npx vitest run --project unit --project api \
  --reporter=default --reporter=json --outputFile.json=.tmp/vitest-pglite.json

# PGlite is PostgreSQL itself, so on PostgreSQL only the files whose behaviour differs by
# database run: locks, LISTEN/NOTIFY, several instances, concurrent counts (the list and why:
# src/server/test/postgres-pass.json, decision 108). HC_POSTGRES_PASS=full runs every API file,
# as the release step does (docs/operations.md).
if [ -n "${DATABASE_URL:-}" ]; then
  if [ "${HC_POSTGRES_PASS:-}" = full ]; then
    step "API tests, all files (PostgreSQL at ${DATABASE_URL%%@*}@…)"
    postgres_files=()
  else
    step "API tests that differ by database (PostgreSQL at ${DATABASE_URL%%@*}@…)"
    mapfile -t postgres_files < <(node -e \
      'for (const f of Object.keys(require("./src/server/test/postgres-pass.json"))) if (f !== "_") console.log(f)')
  fi
  run npx vitest run --project api "${postgres_files[@]}" \
    --reporter=default --reporter=json --outputFile.json=.tmp/vitest-postgres.json
fi

# The server is built by the e2e global setup (tests/e2e/support/global-setup.ts) at the start
# of each run of the reliability and e2e projects, so they never run a stale one.
step "build the client"
if npx vite build --logLevel warn; then
  step "reliability and security (PGlite; PostgreSQL parts when DATABASE_URL is set)"
  run env PG_TEST_URL="${DATABASE_URL:-}" DATABASE_URL= npx vitest run --project reliability \
    --passWithNoTests --reporter=default --reporter=json --outputFile.json=.tmp/vitest-reliability.json

  step "end-to-end tests (headless Chromium)"
  run npx vitest run --project e2e \
    --reporter=default --reporter=json --outputFile.json=.tmp/vitest-e2e.json
else
  status=1
fi

step "done"
node scripts/summarize-tests.mjs --write .tmp/test-summary.json .tmp/vitest-*.json || status=1
exit $status
