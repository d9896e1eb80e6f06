#!/usr/bin/env bash
# The browser tests on a busy machine: one CPU-bound process per core runs beside Playwright
# (retries: 0), so a test that depends on how fast the machine is, rather than on what it
# asserts, shows up here. A check run by hand, not in CI. The same world as `npm run test:e2e`
# (scripts/test-world.sh): the tests' clock, PostgreSQL, the builds (made when missing or out of date).
#
#   bash scripts/test-under-load.sh                            the whole suite under load
#   RUNS=3 bash scripts/test-under-load.sh                     three runs in a row; stops at the first red one
#   bash scripts/test-under-load.sh tests/e2e/toast.spec.ts    only these specs
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-world.sh
export CI=true
RUNS="${RUNS:-1}"
CORES="$(nproc)"

world_install
world_clock
world_postgres
world_builds_ready

burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${burners[@]}"; do wait "$pid" 2>/dev/null || true; done
  burners=()
}
trap 'stop_burners; world_postgres_stop' EXIT

for run in $(seq 1 "$RUNS"); do
  for _ in $(seq 1 "$CORES"); do
    node -e 'for (;;) Math.sqrt(Math.random())' &
    burners+=("$!")
  done
  echo "run $run of $RUNS: ${#burners[@]} CPU-bound processes (pids ${burners[*]}) beside the suite"
  start=$(date +%s)
  status=0
  world_e2e --retries=0 "$@" || status=$?
  stop_burners
  echo "run $run: exit $status in $(( $(date +%s) - start )) s"
  [ "$status" -eq 0 ] || exit "$status"
done
