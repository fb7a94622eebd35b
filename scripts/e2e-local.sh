#!/usr/bin/env bash
# Build into a private folder and run some browser specs on a private port, so several
# people (or agents) can run the browser suite at once: scripts/e2e-local.sh NAME PORT [spec ...]
set -uo pipefail
name=$1; port=$2; shift 2
build="$PWD/.tmp/build-$name"
npx vite build --outDir "$build/web" --emptyOutDir >/dev/null || exit 1
npx tsc -p tsconfig.server.json --outDir "$build" || echo "(tsc reported errors; running with what it emitted)"
BUILD_DIR="$build" E2E_PORT="$port" E2E_OUTPUT_DIR=".tmp/results-$name" npx playwright test --reporter=list "$@"
