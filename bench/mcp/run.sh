#!/usr/bin/env bash
# Tool-call latency of the MCP server of `site serve` (p50/p95 per tool, at 1 and 50
# clients), against a plain GET of a Markdown twin, on build/ served on a loopback port.
#
# Usage: bench/mcp/run.sh               (from the repository root, after `make build`;
#        BENCH_PORT=4420 CALLS=200 CLIENTS=50 CALLS_PER_CLIENT=20 bench/mcp/run.sh
#        `make bench-mcp` builds first)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${BENCH_PORT:-4420}
[ -f build/data/api.json ] || { echo "build/ has no component API data: run make build first" >&2; exit 1; }
[ -f e2e/mcp/node_modules/.installed ] || make e2e/mcp/node_modules/.installed

source bench/serve-build.sh
serve_build "$PORT"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
node bench/mcp/latency.mjs "http://127.0.0.1:$PORT/webcomponents/v1/mcp"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
