#!/usr/bin/env bash
# npm test: the locale files, types, unused code (knip), unit and integration tests, then end-to-end tests in Chromium
# against the built worker and backend/.
source "$(dirname "$0")/lib/env.sh"

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian's packages…"
  if [ "$(id -u)" -ne 0 ]; then echo "Chromium is missing and installing it needs root: apt-get install chromium" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
fi

start=$(date +%s)
echo "== package-lock.json (npm install must leave it unchanged)"
bash scripts/check-lockfile.sh
echo "== locale files (npm run check:locales)"
node scripts/check-locales.ts
mkdir -p .tmp/results
# Types, knip and the build run beside the unit and integration tests (which mostly wait on the
# backends they start): half a minute less on two cores. Their output follows the tests'.
checks() {
  echo "== types"
  tsc --noEmit -p tsconfig.json
  tsc --noEmit -p backend/tsconfig.json
  echo "== unused files, exports and dependencies (knip)"
  knip --no-config-hints
  echo "== exports only tests use (knip --production)"
  knip --production --no-config-hints
  echo "== build"
  astro build > .wrangler/logs/build.log 2>&1 || { cat .wrangler/logs/build.log; return 1; }
}
checks > .tmp/results/checks.log 2>&1 &
checks_pid=$!
trap 'kill "$checks_pid" 2>/dev/null || true' EXIT
echo "== unit and integration tests"
vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/vitest.json
checks_status=0
wait "$checks_pid" || checks_status=$?
trap - EXIT
cat .tmp/results/checks.log
if [ "$checks_status" -ne 0 ]; then echo "types, knip or the build failed (above)" >&2; exit "$checks_status"; fi
echo "== end-to-end tests (Chromium)"
playwright test
echo "npm test finished in $(( $(date +%s) - start )) s"
node scripts/test-summary.ts .tmp/results/vitest.json .tmp/results/playwright.json
