#!/usr/bin/env bash
# The component pages' Try it section: control-to-preview time (median over 100
# changes, in place against rendered anew), slot-edit time (an item added to a list
# to it rendered in the preview), and every component page's weight before the
# reader scrolls, on a phone (the Try it panel must not add to it).
#
# Usage: bench/try-it/run.sh            (from the repository root, after `make build`;
#        `make bench-try-it` builds first)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${BENCH_PORT:-4410}
[ -f build/play/preview/try-it.html ] || { echo "build/ has no Try it preview: run make build first" >&2; exit 1; }
[ -f e2e/node_modules/.installed ] || make e2e/node_modules/.installed

source bench/serve-build.sh
serve_build "$PORT"
base="http://127.0.0.1:$PORT/webcomponents/v1/"
node bench/try-it/latency.mjs "$base"
node bench/lighthouse/component-pages.mjs "$base" build
