#!/usr/bin/env bash
# npm run load: build, then 50 signed-in sessions for 60 s (see scripts/load.ts). Not part of npm test.
source "$(dirname "$0")/lib/env.sh"
astro build > "$ROOT/.wrangler/logs/build.log" 2>&1 || { cat "$ROOT/.wrangler/logs/build.log"; exit 1; }
exec node scripts/load.ts
