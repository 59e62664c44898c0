#!/usr/bin/env bash
# Runs browser tests on a copy of the working tree, so several people (or agents) can build and test at once
# without sharing one .next folder or port.  Usage: scripts/dev/e2e-sandbox.sh NAME PORT [playwright args...]
set -euo pipefail
name="$1"; port="$2"; shift 2
src="$(cd "$(dirname "$0")/../.." && pwd)"
dest="$(dirname "$src")/e2e-sandbox-$name"
rm -rf "$dest" && mkdir -p "$dest"
tar -C "$src" --exclude=./node_modules --exclude=./.next --exclude='./.data*' --exclude=./test-results --exclude=./.git -cf - . | tar -C "$dest" -xf -
# Hard links: Turbopack refuses a node_modules symlink that leaves the project root.
cp -al "$src/node_modules" "$dest/node_modules"
cd "$dest"
E2E_PORT="$port" npx playwright test "$@"
