#!/usr/bin/env bash
# npm run test:mutation: Stryker over src/lib with the unit tests (docs/decisions/0017).
# Extra arguments go to Stryker, e.g. `npm run test:mutation -- --mutate src/lib/format.ts`.
source "$(dirname "$0")/lib/env.sh"
mkdir -p reports/mutation
extra=()
# Stryker rewrites the incremental file with the results of the files it mutated: a run
# narrowed with --mutate keeps its own, so the whole of src/lib's stays intact.
for arg in "$@"; do
  case "$arg" in
    --mutate|--mutate=*|-m) extra=(--incrementalFile reports/mutation/narrowed-incremental.json) ;;
  esac
done
start=$(date +%s)
status=0
stryker run stryker.config.mjs ${extra[@]+"${extra[@]}"} "$@" || status=$?
echo "Mutation testing finished in $(( $(date +%s) - start )) s; report: reports/mutation/index.html"
# Stryker scores "n/a" (and passes its threshold) when nothing was scored, and leaves mutants ignored
# as static out of its score: the check fails on either kind of hole (docs/decisions/0017).
node scripts/check-mutation-report.ts reports/mutation/mutation.json || status=1
exit "$status"
