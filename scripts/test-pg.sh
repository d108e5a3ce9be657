#!/usr/bin/env bash
# The unit and integration tests (vitest) against real PostgreSQL: `npm run test:pg [-- files…]`.
# Uses DATABASE_URL when it names a postgres:// database (it becomes the template), otherwise
# starts a throwaway cluster on loopback (scripts/pg-test-cluster.sh) and stops it afterwards.
# Each test file gets its own database, created from a migrated and seeded template, as each file
# gets its own copy of a migrated and seeded PGlite in the default run. Without file arguments it
# then runs the end-to-end booking flow on a fresh database of the same server, as an operator runs
# several instances: two web processes, the job worker on its own, mail through SMTP
# (playwright.config.ts, E2E_DATABASE_URL; needs `npm run build`).
set -euo pipefail
cd "$(dirname "$0")/.."

STARTED_DIR=""
cleanup() { if [ -n "$STARTED_DIR" ]; then scripts/pg-test-cluster.sh stop "$STARTED_DIR"; fi; }
trap cleanup EXIT

if [[ "${DATABASE_URL:-}" =~ ^postgres(ql)?:// ]]; then
  TEMPLATE_URL="$DATABASE_URL"
else
  eval "$(scripts/pg-test-cluster.sh start "${PGTEST_PORT:-55432}")"
  STARTED_DIR="$PGTEST_DIR"
  TEMPLATE_URL="$DATABASE_URL"
fi

echo "PostgreSQL template database: $TEMPLATE_URL"
DATABASE_URL="$TEMPLATE_URL" NODE_ENV=test SESSION_SECRET=test-session-secret-0123456789abcdef0123456789abcdef0123456789ab \
  npx tsx scripts/db-migrate.ts
TEST_DATABASE_URL="$TEMPLATE_URL" npx vitest run "$@"

if [ "$#" -eq 0 ]; then
  E2E_DATABASE_URL="${TEMPLATE_URL%/*}/go_rentals_e2e"
  node -e '
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.argv[1] });
    client.connect()
      .then(() => client.query("drop database if exists go_rentals_e2e"))
      .then(() => client.query("create database go_rentals_e2e"))
      .finally(() => client.end());
  ' "$TEMPLATE_URL"
  echo "End-to-end booking flow on PostgreSQL: $E2E_DATABASE_URL"
  E2E_DATABASE_URL="$E2E_DATABASE_URL" npx playwright test tests/e2e/booking.spec.ts tests/e2e/job-worker-pg.spec.ts
fi
