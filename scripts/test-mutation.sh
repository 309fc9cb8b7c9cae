#!/usr/bin/env bash
# npm run test:mutation: Stryker over src/lib with the unit tests (docs/decisions/0017).
# Extra arguments go to Stryker, e.g. `npm run test:mutation -- --mutate src/lib/format.ts`.
source "$(dirname "$0")/lib/env.sh"
mkdir -p reports/mutation
start=$(date +%s)
stryker run stryker.config.mjs "$@"
echo "Mutation testing finished in $(( $(date +%s) - start )) s; report: reports/mutation/index.html"
