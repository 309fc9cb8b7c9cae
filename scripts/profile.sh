#!/usr/bin/env bash
# npm run profile -- <path> [path …]: build, then profile the worker under load (see scripts/profile.ts).
source "$(dirname "$0")/lib/env.sh"
astro build > "$ROOT/.wrangler/logs/build.log" 2>&1 || { cat "$ROOT/.wrangler/logs/build.log"; exit 1; }
exec node scripts/profile.ts "$@"
