#!/usr/bin/env bash
# npm run bench: build the portal and its yardstick page (bench/baseline), then measure (see scripts/bench.ts),
# then the timings the functional suite does not claim (scripts/bench-timings.ts).
source "$(dirname "$0")/lib/env.sh"
astro build > "$ROOT/.wrangler/logs/build.log" 2>&1 || { cat "$ROOT/.wrangler/logs/build.log"; exit 1; }
astro build --root bench/baseline > "$ROOT/.wrangler/logs/build-baseline.log" 2>&1 || { cat "$ROOT/.wrangler/logs/build-baseline.log"; exit 1; }
node scripts/bench.ts
exec node scripts/bench-timings.ts
