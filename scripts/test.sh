#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine, then runs them all:
# typecheck, lint, unit tests, two production builds, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

# Debian's Chromium (and the Noto fonts its Arabic text needs) for the browser tests, and
# faketime, which starts a server with its clock moved (the promotions' tests).
if [ ! -x "$CHROMIUM_PATH" ] || ! command -v faketime >/dev/null; then
  echo "Installing Debian's Chromium and faketime for the browser tests..."
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core faketime >/dev/null
fi

npm ci --no-audit --no-fund
npm run typecheck
npm run lint
npm run test:unit

# The site as served, and the same site with analytics configured (its own folder).
npx next build
NEXT_PUBLIC_GA_ID=G-TEST12345 NEXT_DIST_DIR=.next-ga npx next build
# The build as built, for the specs that serve it with a moved clock (no server writes to this copy).
rm -rf .next-pristine && mkdir .next-pristine && (cd .next && tar cf - --exclude=./cache --exclude=./dev .) | (cd .next-pristine && tar xf -)

npm run test:e2e
