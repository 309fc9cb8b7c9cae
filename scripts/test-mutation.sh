#!/usr/bin/env bash
# npm run test:mutation: Stryker over src/lib with the unit tests (docs/decisions/0017), then a check
# of its report; without --mutate, a second run over the schema files with static mutants on.
# Extra arguments go to Stryker, e.g. `npm run test:mutation -- --mutate src/lib/format.ts`.
source "$(dirname "$0")/lib/env.sh"
mkdir -p reports/mutation
extra=()
narrowed=0
# Stryker rewrites the incremental file with the results of the files it mutated: a run
# narrowed with --mutate keeps its own, so the whole of src/lib's stays intact.
for arg in "$@"; do
  case "$arg" in
    --mutate|--mutate=*|-m) extra=(--incrementalFile reports/mutation/narrowed-incremental.json); narrowed=1 ;;
  esac
done
start=$(date +%s)
status=0
stryker run stryker.config.mjs ${extra[@]+"${extra[@]}"} "$@" || status=$?
echo "Mutation testing finished in $(( $(date +%s) - start )) s; report: reports/mutation/index.html"
# Stryker scores "n/a" (and passes its threshold) when nothing was scored, and leaves mutants ignored
# as static out of its score: the check fails on either kind of hole.
node scripts/check-mutation-report.ts reports/mutation/mutation.json "src/lib (static mutants left out)" || status=1
if [ "$narrowed" -eq 0 ]; then
  start=$(date +%s)
  stryker run stryker.schemas.config.mjs || status=$?
  echo "Schema files with static mutants finished in $(( $(date +%s) - start )) s; report: reports/mutation/schemas.html"
  node scripts/check-mutation-report.ts reports/mutation/schemas.json "the schema files, static mutants in" || status=1
fi
exit "$status"
