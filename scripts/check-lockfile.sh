#!/usr/bin/env bash
# Fails when `npm install` (what npm start and npm test run on a fresh clone) would rewrite
# package-lock.json: npm resolves package.json against a copy of the committed lock, without
# installing or running scripts, and the result must be byte for byte the lock in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
work=.tmp/lock-check
rm -rf "$work" && mkdir -p "$work"
cp package.json package-lock.json "$work/"
quiet=(--loglevel=error)
if ! (cd "$work" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund "${quiet[@]}" > npm.log 2>&1); then
  cat "$work/npm.log" >&2
  echo "package-lock.json: npm could not resolve package.json against it (above)." >&2
  exit 1
fi
if ! cmp -s package-lock.json "$work/package-lock.json"; then
  echo "package-lock.json is not what npm install writes for package.json: a fresh clone's npm start would change it." >&2
  diff -u package-lock.json "$work/package-lock.json" | head -40 >&2 || true
  echo "Run npm install and commit package-lock.json." >&2
  exit 1
fi
echo "package-lock.json matches package.json (npm install leaves it unchanged)"
