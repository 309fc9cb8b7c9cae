#!/usr/bin/env bash
# npm test: the locale files, formatting, types, unused code (knip), unit and integration tests, then end-to-end tests in Chromium
# against the built worker and backend/. It ends with a summary read from the runners' JSON: the time
# of each phase, the 15 slowest tests, and every test that failed or passed only on a retry.
source "$(dirname "$0")/lib/env.sh"

# The end-to-end tests run in Chromium's headless shell (docs/decisions/0062); npm run bench's
# Lighthouse runs in the full browser.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Chromium and its headless shell from Debian's packages…"
  if [ "$(id -u)" -ne 0 ]; then echo "Chromium is missing and installing it needs root: apt-get install chromium chromium-headless-shell" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell > /dev/null
fi

start=$(date +%s)
results=.tmp/results
rm -rf "$results" && mkdir -p "$results"
phases="$results/phases.tsv"
# `timed <name> <command…>` runs the command and appends "<name>\t<seconds>" to the phases file.
timed() {
  local name="$1" began status=0 tenths
  shift
  began=${EPOCHREALTIME/./}
  "$@" || status=$?
  tenths=$(( (${EPOCHREALTIME/./} - began) / 100000 ))
  printf '%s\t%d.%d\n' "$name" $(( tenths / 10 )) $(( tenths % 10 )) >> "$phases"
  return "$status"
}
summary() { node scripts/test-summary.ts "$phases" "$results/vitest.json" "$results/playwright.json" || true; }

echo "== package-lock.json (npm install must leave it unchanged)"
timed "lockfile check" bash scripts/check-lockfile.sh
echo "== locale files (npm run check:locales)"
timed "locale check" node scripts/check-locales.ts
# Types, knip and the build run beside the unit and integration tests: less time on two cores.
# Their output follows the tests'.
checks() {
  echo "== formatting (prettier --check; npx prettier --write . formats)"
  timed "formatting (beside the tests)" prettier --check --log-level warn . || return 1
  echo "== types"
  timed "types (beside the tests)" bash -c 'tsc --noEmit -p tsconfig.json && tsc --noEmit -p backend/tsconfig.json' || return 1
  echo "== unused files, exports and dependencies (knip)"
  timed "knip (beside the tests)" knip --no-config-hints || return 1
  echo "== exports only tests use (knip --production)"
  timed "knip --production (beside the tests)" knip --production --no-config-hints || return 1
  echo "== build"
  timed "build (beside the tests)" bash -c 'astro build > .wrangler/logs/build.log 2>&1' || { cat .wrangler/logs/build.log; return 1; }
}
checks > "$results/checks.log" 2>&1 &
checks_pid=$!
trap 'kill "$checks_pid" 2>/dev/null || true' EXIT
echo "== unit and integration tests"
vitest_status=0
timed "unit and integration tests (Vitest)" vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || vitest_status=$?
checks_status=0
timed "waiting for formatting, types, knip and the build" wait "$checks_pid" || checks_status=$?
trap - EXIT
cat "$results/checks.log"
if [ "$vitest_status" -ne 0 ] || [ "$checks_status" -ne 0 ]; then
  summary
  [ "$checks_status" -ne 0 ] && echo "formatting, types, knip or the build failed (above)" >&2
  exit 1
fi
echo "== end-to-end tests (Chromium)"
e2e_status=0
timed "end-to-end tests (Playwright)" playwright test || e2e_status=$?
echo "npm test finished in $(( $(date +%s) - start )) s"
summary
exit "$e2e_status"
