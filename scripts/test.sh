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

world_install
step "npm ci" npm ci --no-audit --no-fund
step "typecheck" npm run typecheck
# Checked: the two builds below skip their own check of the same program (next.config.ts).
export CIRTA_TYPECHECKED=1
step "lint" npm run lint

world_clock
world_postgres
step "unit tests" world_unit
step "builds" world_build
step "browser tests" world_e2e
report
