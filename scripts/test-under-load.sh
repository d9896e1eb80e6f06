#!/usr/bin/env bash
# The end-to-end suite on a busy machine: one CPU-bound process per core runs
# beside Playwright (retries: 0), so a test that depends on how fast the machine
# is, rather than on what it asserts, shows up here. A check run by hand, not in CI.
#
#   bash scripts/test-under-load.sh            builds both sites, then runs the suite under load
#   RUNS=3 bash scripts/test-under-load.sh     three runs in a row; stops at the first red one
#   SKIP_BUILD=1 bash scripts/test-under-load.sh   reuse .next and .next-ga
#   bash scripts/test-under-load.sh tests/e2e/toast.spec.ts   only these specs
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI=true
RUNS="${RUNS:-1}"
CORES="$(nproc)"

if [ -z "${SKIP_BUILD:-}" ]; then
  npx next build
  NEXT_PUBLIC_GA_ID=G-TEST12345 NEXT_DIST_DIR=.next-ga npx next build
fi

burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${burners[@]}"; do wait "$pid" 2>/dev/null || true; done
  burners=()
}
trap stop_burners EXIT

for run in $(seq 1 "$RUNS"); do
  for _ in $(seq 1 "$CORES"); do
    node -e 'for (;;) Math.sqrt(Math.random())' &
    burners+=("$!")
  done
  echo "run $run of $RUNS: ${#burners[@]} CPU-bound processes (pids ${burners[*]}) beside the suite"
  start=$(date +%s)
  status=0
  npx playwright test --retries=0 "$@" || status=$?
  stop_burners
  echo "run $run: exit $status in $(( $(date +%s) - start )) s"
  [ "$status" -eq 0 ] || exit "$status"
done
