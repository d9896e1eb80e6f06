#!/usr/bin/env bash
# `npm test`: installs everything the tests need on a fresh machine, then runs them all: typecheck,
# lint, unit tests (on PGlite and on a PostgreSQL server of their own), two production builds,
# browser tests. The world they run in (packages, clock, PostgreSQL, builds, browser) is
# scripts/test-world.sh, which `npm run test:unit` and `npm run test:e2e` use too.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-world.sh

# How long each part takes, printed at the end (docs/testing.md, "Time").
timings=()
step() { local name="$1" start=$SECONDS; shift; "$@"; timings+=("$(printf '%-28s %4d s' "$name" $((SECONDS - start)))"); }
report() { printf '\nnpm test, time per part:\n'; printf '  %s\n' "${timings[@]}"; }

# The typecheck and the lint side by side: each is one process on one core (tsc, eslint), and the
# machine has two. Each one's output is printed whole once both have ended; either failing fails.
checks() {
  local dir typecheck lint failed=0
  dir=$(mktemp -d)
  npm run typecheck > "$dir/typecheck.log" 2>&1 &
  typecheck=$!
  npm run lint > "$dir/lint.log" 2>&1 &
  lint=$!
  wait "$typecheck" || failed=1
  wait "$lint" || failed=1
  cat "$dir/typecheck.log" "$dir/lint.log"
  rm -rf "$dir"
  return "$failed"
}

world_install
step "npm ci" npm ci --no-audit --no-fund
step "typecheck and lint" checks
# Checked: the two builds below skip their own check of the same program (next.config.ts).
export CIRTA_TYPECHECKED=1

world_clock
world_postgres
step "unit tests" world_unit
step "builds" world_build
step "browser tests" world_e2e
report
