# Sourced by scripts/start.sh and scripts/test.sh: the project's own Node 24 and tools,
# installed from the lockfile when missing, and every tool's state kept in the repo.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

export ASTRO_TELEMETRY_DISABLED=1
export WRANGLER_SEND_METRICS=false
export WRANGLER_LOG_PATH="$ROOT/.wrangler/logs"
export XDG_CONFIG_HOME="$ROOT/.wrangler/config"
export NO_UPDATE_NOTIFIER=1
# wrangler would fetch a Request.cf sample from the internet at every start.
export CLOUDFLARE_CF_FETCH_ENABLED=false
mkdir -p "$WRANGLER_LOG_PATH" "$XDG_CONFIG_HOME"

# npm runs this script with node_modules/.bin first on PATH once installed; a fresh
# clone has no node_modules yet, so install with whatever npm the machine has.
if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  machine_node="$(node -p 'process.versions.node' 2>/dev/null || echo none)"
  echo "Installing dependencies with the machine's npm (Node $machine_node); every tool then runs on the project's own Node 24…"
  npm_quiet=()
  # npm on an older Node warns EBADENGINE for each tool that needs Node 22.12+ (about a hundred
  # lines that read like failure); those tools never run on that Node, so show only errors.
  if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null; then
    npm_quiet=(--loglevel=error)
  fi
  # Not `npm ci`: the registry here lacks some other platforms' optional binaries
  # (astro's compiler bindings, workerd for macOS/Windows), which the lockfile cannot
  # record, and npm ci refuses such a lockfile. npm install keeps the locked versions.
  npm install --no-audit --no-fund ${npm_quiet[@]+"${npm_quiet[@]}"}
fi
export PATH="$ROOT/node_modules/.bin:$PATH"

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 24 ]; then
  echo "The project's Node 24 (node_modules/.bin/node) is missing: run npm ci and try again." >&2
  exit 1
fi
