#!/usr/bin/env bash
# Edit-to-visible time of the dev loop: `site dev` against Docusaurus's dev server
# (`docusaurus start`) on the same docs (content/docs), in one run. Each server gets a
# copy of the docs; bench/dev/edit.mjs edits the FAQ page's markdown file while the
# page is open in Chromium and times how long the new text takes to appear.
#
# Usage: bench/dev/run.sh              (from the repository root, after `make build`;
#        `make bench-dev` builds first)
#        EDITS=20 BENCH_PORT=4500 DOCUSAURUS_PORT=4501 bench/dev/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${BENCH_PORT:-4500}
DOCUSAURUS_PORT=${DOCUSAURUS_PORT:-$((PORT + 1))}
OUT=bench/out/dev
[ -f web/dist/.prerender/server.mjs ] || { echo "the front end is not built: run make build first" >&2; exit 1; }
[ -f e2e/node_modules/.installed ] || make e2e/node_modules/.installed

# Our engine: a project with a copy of the content, using the front end's build and packages.
rm -rf "$OUT/site"
mkdir -p "$OUT/site/web"
cp -r content "$OUT/site/"
ln -s "$PWD/web/node_modules" "$OUT/site/web/node_modules"

# Docusaurus: the version the bench of builds uses (bench/build/docusaurus), installed once.
docusaurus="$OUT/docusaurus"
source bench/install.sh
install "$docusaurus" bench/build/docusaurus
# The same Docusaurus set-up as the bench of builds (our docs, classic preset, CommonMark).
cp bench/build/docusaurus/real-docs.config.js "$docusaurus/docusaurus.config.js"
cp bench/build/docusaurus/sidebars.js "$docusaurus/"
rm -rf "$docusaurus/docs" "$docusaurus/static" "$docusaurus/.docusaurus"
cp -r content/docs "$docusaurus/docs"
cp -r content/static "$docusaurus/static"

pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT
target/release/site dev --root "$OUT/site" --web-dist "$PWD/web/dist" --port "$PORT" >"$OUT/site-dev.log" 2>&1 &
pids+=($!)
(cd "$docusaurus" && exec node_modules/.bin/docusaurus start --host 127.0.0.1 --port "$DOCUSAURUS_PORT" --no-open) >"$OUT/docusaurus-start.log" 2>&1 &
pids+=($!)

wait_for() {
  for _ in $(seq 600); do
    curl -sf -o /dev/null "$1" && return 0
    sleep 0.5
  done
  echo "$1 did not answer; see $OUT/*.log" >&2
  exit 1
}
ours="http://127.0.0.1:$PORT/webcomponents/v1/docs/FAQ/"
theirs="http://127.0.0.1:$DOCUSAURUS_PORT/webcomponents/v1/docs/FAQ"
wait_for "$ours"
wait_for "$theirs"

node bench/dev/edit.mjs "site dev" "$ours" "$OUT/site/content/docs/FAQ.md" "docusaurus start" "$theirs" "$docusaurus/docs/FAQ.md"
echo "site dev, per edit (from its log):"
grep -o "Updated /docs/FAQ/ in [0-9]* ms" "$OUT/site-dev.log" | awk '{ print $4 }' | sort -n | awk '{ v[NR] = $1 } END { printf "  engine side: median %d ms (render the page, write its data, until the tab is told)\n", v[int((NR + 1) / 2)] }'
