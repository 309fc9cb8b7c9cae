#!/usr/bin/env bash
# npm start: build the worker, then run it with backend/ and print where to sign in.
source "$(dirname "$0")/lib/env.sh"
echo "Building the portal worker…"
astro build > "$ROOT/.wrangler/logs/build.log" 2>&1 || { cat "$ROOT/.wrangler/logs/build.log"; exit 1; }
exec node scripts/stack.ts
