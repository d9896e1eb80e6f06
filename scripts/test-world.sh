#!/usr/bin/env bash
# The tests' world, set up in one place for every test command (docs/testing.md, "One world"):
# the Debian packages, the clock, PostgreSQL, the builds and the browser.
#
#   bash scripts/test-world.sh unit [vitest args]       npm run test:unit
#   bash scripts/test-world.sh build                     the two builds the browser tests serve
#   bash scripts/test-world.sh e2e [playwright args]     npm run test:e2e (builds first when needed)
#
# scripts/test.sh and scripts/test-under-load.sh source it for the same functions.
#
# The clock: every test lives on one fixed date, whatever today is (tests/clock.json, or TEST_NOW),
# moved by Debian's faketime (libfaketime) by an offset taken from the real clock, so that time runs
# on from that date, even when this script itself runs under `faketime '2027-06-01'`. The unit
# tests, PostgreSQL, the builds and the servers of the browser tests run on it; Playwright and the
# browser run on the real clock (libfaketime makes Chromium twenty times slower, and page.clock
# counts from the runner's clock): the servers get the moved clock from playwright.config.ts.

world_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NEXT_TELEMETRY_DISABLED=1
# Debian's Chromium as its headless shell, which the browser tests run in (playwright.config.ts);
# CHROMIUM_PATH=/usr/bin/chromium runs the whole browser.
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}"

# What the tests need from Debian, installed when missing: Chromium (and the Noto fonts its Arabic
# text needs), faketime, xmllint (sitemap.xml against its schema), Java (the Nu HTML Checker),
# nginx with its Brotli modules (the edge). PostgreSQL is installed by scripts/postgres.mjs.
world_install() {
  local need=()
  case "$CHROMIUM_PATH" in
    */chromium-headless-shell) [ -x "$CHROMIUM_PATH" ] || need+=(chromium-headless-shell fonts-noto-core) ;;
    *) [ -x "$CHROMIUM_PATH" ] || need+=(chromium fonts-noto-core) ;;
  esac
  command -v faketime >/dev/null || need+=(faketime)
  command -v xmllint >/dev/null || need+=(libxml2-utils)
  command -v java >/dev/null || need+=(default-jre-headless)
  [ -x /usr/sbin/nginx ] || need+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
  [ ${#need[@]} -eq 0 ] || node "$world_root/scripts/lib/debian.mjs" "${need[@]}" ||
    echo "apt-get could not install all of: ${need[*]}" >&2
}

# The project's own install, made when there is none (a fresh clone): `npm test` always makes it.
world_deps() {
  [ -e "$world_root/node_modules/.package-lock.json" ] || (cd "$world_root" && npm ci --no-audit --no-fund)
}

# libfaketime keeps a semaphore and a shared-memory file per process in /dev/shm, named by its pid
# (/dev/shm/sem.faketime_sem_<pid>, faketime_shm_<pid>), and a process killed before its exit
# leaves them. A later process with that pid, run as another user (pg_ctl as postgres), cannot open
# the leftover and aborts ("sem_open failed ... Permission denied"). Those of processes that no
# longer run are removed first (those of others' accounts stay: rm fails quietly).
world_clear_faketime_leftovers() {
  local file pid dir="${1:-/dev/shm}"
  for file in "$dir"/faketime_shm_* "$dir"/sem.faketime_sem_*; do
    [ -e "$file" ] || continue
    pid="${file##*_}"
    case "$pid" in '' | *[!0-9]*) continue ;; esac
    kill -0 "$pid" 2>/dev/null || rm -f "$file" 2>/dev/null || true
  done
}

# Exports TEST_NOW, TEST_CLOCK_OFFSET (seconds from the real clock) and TEST_FAKETIME_PRELOAD.
world_clock() {
  world_clear_faketime_leftovers
  [ -n "${TEST_CLOCK_OFFSET:-}" ] && [ -n "${TEST_FAKETIME_PRELOAD:-}" ] && return 0
  TEST_NOW="${TEST_NOW:-$(sed -n 's/^ *"now": *"\([^"]*\)".*/\1/p' "$world_root/tests/clock.json")}"
  TEST_CLOCK_OFFSET=$(($(date -d "$TEST_NOW" +%s) - $(env -u LD_PRELOAD -u FAKETIME date +%s)))
  TEST_FAKETIME_PRELOAD="$(env -u FAKETIME faketime -f +0 env 2>/dev/null | sed -n 's/^LD_PRELOAD=//p')"
  if [ -z "$TEST_FAKETIME_PRELOAD" ]; then
    echo "faketime is missing: bash scripts/test-world.sh installs it (apt-get install faketime)" >&2
    return 1
  fi
  export TEST_NOW TEST_CLOCK_OFFSET TEST_FAKETIME_PRELOAD
  echo "Tests run on ${TEST_NOW} (clock moved by ${TEST_CLOCK_OFFSET} s)" >&2
}

# Runs a command on the tests' clock (monotonic clocks are left alone).
on_test_clock() {
  env -u FAKETIME_SHARED FAKETIME="$TEST_CLOCK_OFFSET" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$TEST_FAKETIME_PRELOAD" "$@"
}

# Runs a command on the real clock, with the tests' clock exported for the servers it starts.
on_real_clock() {
  env -u LD_PRELOAD -u FAKETIME -u FAKETIME_DONT_FAKE_MONOTONIC -u FAKETIME_SHARED "$@"
}

# A PostgreSQL server of our own in a temporary folder, on the tests' clock (scripts/postgres.mjs:
# Debian's, installed when missing; started and stopped by process id), stopped on exit:
# TEST_DATABASE_URL for the unit tests, and a database of its own, E2E_DATABASE_URL, for the
# browser tests' leads.
world_postgres() {
  [ -n "${TEST_DATABASE_URL:-}" ] && return 0
  PG_TEST_DIR="$(mktemp -d "${TMPDIR:-/tmp}/site-pg.XXXXXX")"
  chmod 755 "$PG_TEST_DIR"
  trap world_postgres_stop EXIT
  # The server runs on the real clock, never under libfaketime: there, PostgreSQL's timers misfired
  # (its timeouts are read against the faked clock), ending lock waits of over a second as statement
  # timeouts (57014) and transactions as idle (25P03) within seconds, under load, whatever the
  # mitigation (red team 7a, RT7a-D; harden47; docs/testing.md). The code never asks the database
  # for the date it works on: it writes its own (`now` from the process's clock, so the tests').
  # The one place that reads the database's `now()`, the webhooks' clock skew (RT6a-6), works as
  # with any skewed clock: the browser tests' servers log the skew once and keep their leases on
  # the database's clock; the unit tests' rounds are given a clock and a skew of their own.
  TEST_DATABASE_URL="$(on_real_clock node "$world_root/scripts/postgres.mjs" start "$PG_TEST_DIR")"
  psql -q "$TEST_DATABASE_URL" -c "create database site_e2e" >/dev/null
  export TEST_DATABASE_URL E2E_DATABASE_URL="${TEST_DATABASE_URL%/postgres}/site_e2e"
  echo "PostgreSQL for the tests: $TEST_DATABASE_URL" >&2
}

world_postgres_stop() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  node "$world_root/scripts/postgres.mjs" stop "$PG_TEST_DIR"
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=
}

# The sources a build is made from: a build older than one of them is out of date.
world_sources=(src content messages public next.config.ts package-lock.json postcss.config.mjs)

# The pages the build with analytics pre-renders, and no other (src/lib/test-prerender.ts): the
# pages its specs load. Its other pages are rendered on demand.
world_ga_pages=tests/e2e/analytics-build-pages.json

# Why the two builds must be made (again), or nothing when they are current and on the tests' date.
world_build_needed() {
  local dir
  for dir in .next .next-ga; do
    [ -f "$world_root/$dir/BUILD_ID" ] || { echo "there is no build in $dir"; return; }
    [ "$(cat "$world_root/$dir/TEST_NOW" 2>/dev/null)" = "$TEST_NOW" ] || { echo "$dir was not built on the tests' date ($TEST_NOW)"; return; }
    [ -z "$(cd "$world_root" && find "${world_sources[@]}" -newer "$dir/BUILD_ID" -print -quit 2>/dev/null)" ] ||
      { echo "a source changed after the build in $dir"; return; }
  done
  [ "$world_root/$world_ga_pages" -ot "$world_root/.next-ga/BUILD_ID" ] || { echo "$world_ga_pages changed after the build in .next-ga"; return; }
  [ -f "$world_root/.next-pristine/BUILD_ID" ] || echo "there is no pristine copy of the build"
}

# The site as served, the same site with analytics configured (its own folder; only the pages of
# its specs pre-rendered, checked after the build), both on the tests' clock, and a pristine copy
# of the first, which specs serve with a clock of their own.
world_build() {
  (cd "$world_root" &&
    on_test_clock npx next build &&
    echo "$TEST_NOW" >.next/TEST_NOW &&
    world_build_ga &&
    world_pristine)
}

world_build_ga() {
  (cd "$world_root" &&
    on_test_clock env NEXT_PUBLIC_GA_ID=G-TEST12345 NEXT_DIST_DIR=.next-ga TEST_PRERENDER_ONLY="$world_ga_pages" npx next build &&
    node scripts/lib/prerendered.mjs .next-ga "$world_ga_pages" &&
    echo "$TEST_NOW" >.next-ga/TEST_NOW)
}

world_pristine() {
  (cd "$world_root" && rm -rf .next-pristine && mkdir .next-pristine &&
    (cd .next && tar cf - --exclude=./cache --exclude=./dev .) | (cd .next-pristine && tar xf - --warning=no-timestamp))
}

# The browser tests' builds, made when missing or out of date (TEST_BUILD=never: use them as they are).
world_builds_ready() {
  local why
  why="$(world_build_needed)"
  [ -z "$why" ] && return 0
  if [ "${TEST_BUILD:-}" = never ]; then
    echo "The builds are not ready ($why), and TEST_BUILD=never." >&2
    return 1
  fi
  echo "Building the site for the browser tests: $why." >&2
  world_build
}

world_unit() {
  (cd "$world_root" && on_test_clock npx vitest run "$@")
}

world_e2e() {
  (cd "$world_root" && on_real_clock npx playwright test "$@")
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  command="${1:-}"
  shift || true
  case "$command" in
    unit) world_install; world_deps; world_clock; world_postgres; world_unit "$@" ;;
    build) world_install; world_deps; world_clock; world_build ;;
    e2e) world_install; world_deps; world_clock; world_postgres; world_builds_ready; world_e2e "$@" ;;
    *) echo "usage: bash scripts/test-world.sh unit|build|e2e [args]" >&2; exit 2 ;;
  esac
fi
