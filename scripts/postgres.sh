#!/usr/bin/env bash
# A PostgreSQL server of our own for the tests (docs/leads.md), in a temporary folder, through
# scripts/postgres.mjs (Debian's postgresql, installed when missing; started and stopped by
# process id, never the system service).
#
#   source scripts/postgres.sh
#   pg_start    # exports TEST_DATABASE_URL (unit tests) and E2E_DATABASE_URL (the edge's origins)
#   pg_stop     # stops it and removes its folder

pg_start() {
  PG_TEST_DIR="$(mktemp -d "${TMPDIR:-/tmp}/site-pg.XXXXXX")"
  chmod 755 "$PG_TEST_DIR"
  TEST_DATABASE_URL="$(node scripts/postgres.mjs start "$PG_TEST_DIR")"
  export TEST_DATABASE_URL
  # The end-to-end tests' leads go to a database of their own on the same server.
  psql -q "$TEST_DATABASE_URL" -c "create database site_e2e" >/dev/null
  export E2E_DATABASE_URL="${TEST_DATABASE_URL%/postgres}/site_e2e"
  echo "PostgreSQL for the tests: $TEST_DATABASE_URL" >&2
}

pg_stop() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  node scripts/postgres.mjs stop "$PG_TEST_DIR"
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=
}
