#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine, then runs them all:
# typecheck, lint, unit tests (on PGlite and on a PostgreSQL server of their own), two production
# builds, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Debian's Chromium as its headless shell, which the browser tests run in (playwright.config.ts).
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}"
case "$CHROMIUM_PATH" in
  */chromium-headless-shell) chromium_package=chromium-headless-shell ;;
  *) chromium_package=chromium ;;
esac

# Debian's Chromium (and the Noto fonts its Arabic text needs) for the browser tests; faketime,
# which moves the tests' clock (docs/testing.md); xmllint, which checks sitemap.xml against its
# schema; Java, which runs the Nu HTML Checker (vnu-jar); nginx, the edge the browser
# tests run through (SPEC 9), with its Brotli modules where Debian has them.
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
need=()
[ -x "$CHROMIUM_PATH" ] || need+=("$chromium_package" fonts-noto-core)
command -v faketime >/dev/null || need+=(faketime)
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v java >/dev/null || need+=(default-jre-headless)
[ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ] || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "Installing ${need[*]:-} (and nginx's Brotli modules) from Debian for the browser tests..."
  $SUDO apt-get update -qq
  if [ ${#need[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null ||
    echo "nginx's Brotli modules did not install: the edge compresses with gzip only."
fi

# How long each part takes, printed at the end (README, "How long npm test takes").
timings=()
step() { local name="$1" start=$SECONDS; shift; "$@"; timings+=("$(printf '%-28s %4d s' "$name" $((SECONDS - start)))"); }
report() { printf '\nnpm test, time per part:\n'; printf '  %s\n' "${timings[@]}"; }

step "npm ci" npm ci --no-audit --no-fund
step "typecheck" npm run typecheck
# Checked: the two builds below skip their own check of the same program (next.config.ts).
export CIRTA_TYPECHECKED=1
step "lint" npm run lint

# Every test lives on one fixed date, whatever today is (tests/clock.json; TEST_NOW overrides it):
# the builds, the servers, PostgreSQL and the unit tests see that date, moved by faketime, with the
# clock running from there. The offset is taken from the real clock (without any faketime this shell
# may already run under), so `faketime '2027-06-01' npm test` runs on the same date as today's run.
# Monotonic clocks are left alone. Playwright and the browser run on the real clock (page.clock
# counts from the test runner's clock, and libfaketime makes Chromium twenty times slower): the
# servers get the moved clock from playwright.config.ts, and the specs that read the date in the
# page install the servers' date with page.clock (tests/e2e/helpers.ts, serverNow).
TEST_NOW="${TEST_NOW:-$(node -p 'require("./tests/clock.json").now')}"
TEST_CLOCK_OFFSET=$(($(date -d "$TEST_NOW" +%s) - $(env -u LD_PRELOAD -u FAKETIME date +%s)))
TEST_FAKETIME_PRELOAD="$(env -u FAKETIME faketime -f +0 env 2>/dev/null | sed -n 's/^LD_PRELOAD=//p')"
export TEST_NOW TEST_CLOCK_OFFSET TEST_FAKETIME_PRELOAD
export FAKETIME="${TEST_CLOCK_OFFSET}" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$TEST_FAKETIME_PRELOAD"
unset FAKETIME_SHARED
echo "Tests run on ${TEST_NOW} (clock moved by ${TEST_CLOCK_OFFSET} s): $(date -u +%FT%TZ)"

# A PostgreSQL server of our own (Debian's, installed when missing), for the lead database's
# tests: they run on it and on the embedded PGlite (docs/leads.md). Stopped on exit, by process id.
source scripts/postgres.sh
trap pg_stop EXIT
pg_start
step "unit tests" npm run test:unit

# The site as served, and the same site with analytics configured (its own folder).
step "build" npx next build
step "build with analytics" env NEXT_PUBLIC_GA_ID=G-TEST12345 NEXT_DIST_DIR=.next-ga npx next build
# The build as built, for the specs that serve it with a moved clock (no server writes to this copy).
rm -rf .next-pristine && mkdir .next-pristine && (cd .next && tar cf - --exclude=./cache --exclude=./dev .) | (cd .next-pristine && tar xf - --warning=no-timestamp)

# Playwright on the real clock; its servers on the moved one (playwright.config.ts).
step "browser tests" env -u LD_PRELOAD -u FAKETIME -u FAKETIME_DONT_FAKE_MONOTONIC npm run test:e2e
report
