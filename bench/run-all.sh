#!/usr/bin/env bash
# `npm run bench`: every benchmark in turn; a missed target does not stop the rest, but the
# run exits 1 and names the benches that missed.
set -uo pipefail
cd "$(dirname "$0")/.."
missed=()
for bench in search landing board api-reads writes live-events chat-stream startup; do
  printf '\n== bench/%s\n' "$bench"
  npx tsx "bench/$bench/run.ts" || missed+=("$bench")
done
if [ ${#missed[@]} -gt 0 ]; then
  printf '\ntargets missed in: %s\n' "${missed[*]}"
  exit 1
fi
