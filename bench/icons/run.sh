#!/usr/bin/env bash
# Filtering the icons page as a reader types, in Chromium, against the same grid
# built from `ui5-icon` components (how the replaced site showed icons), in one run.
#
# Usage: bench/icons/run.sh            (from the repository root, after `make build`;
#        `make bench-icons` builds first)
#        ROUNDS=5 BENCH_PORT=4400 bench/icons/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${BENCH_PORT:-4400}
[ -f build/icons/index.html ] || { echo "build/ has no icons page: run make build first" >&2; exit 1; }
[ -f e2e/node_modules/.installed ] || make e2e/node_modules/.installed

source bench/serve-build.sh
serve_build "$PORT"
BENCH_PORT=$PORT node bench/icons/filter.mjs
