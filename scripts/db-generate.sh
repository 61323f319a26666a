#!/usr/bin/env bash
# Generates a migration from the drizzle schema, then removes the "public". qualifier drizzle-kit
# writes into foreign keys, so the same SQL runs inside any schema (tests use their own).
set -euo pipefail
cd "$(dirname "$0")/.."
npx drizzle-kit generate "$@"
sed -i 's/"public"\.//g' src/server/db/migrations/*.sql
