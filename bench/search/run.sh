#!/usr/bin/env bash
# The search against docusaurus-lunr-search (what the upstream site used), in one run:
#
# 1. Index build time: the search phase of warm builds of the real site, and each
#    step of it timed 21 times (crates/compiler/examples/search_timings.rs).
# 2. Bytes a reader downloads to search: our two files against lunr's two, both
#    built from the site's 48 docs pages (content/docs), and ours for the whole site.
# 3. Query latency in Chromium: 1,000 queries through our WebAssembly core (whole
#    site and docs only) and through lunr (docs only), each timed on its own.
# 4. Bytes a reader downloads for search, in Chromium with a phone's emulation: a
#    docs page view and five queries typed one after another, ours against
#    docusaurus-lunr-search and Pagefind (bench/search/bytes.sh).
#
# Usage: bench/search/run.sh        (from the repository root, after `make build`)
#        PORT=4101 BYTES_PORT=4111 bench/search/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=bench/out
PORT=${PORT:-4101}
SITE=target/release/site
mkdir -p "$OUT"
# "min / median": on a shared machine the fastest run is the truest cost, the median the usual one.
min_median() { sort -n | awk '{ v[NR] = $1 } END { print v[1] " ms (fastest) / " v[int((NR + 1) / 2)] " ms (median)" }'; }

echo "== Index build time (real site, warm builds) =="
"$SITE" build --out "$OUT/search-real" >/dev/null
for run in 1 2 3 4 5; do
  "$SITE" build --out "$OUT/search-real" --timings >"$OUT/search-timings-$run.txt"
done
search_ms=$(cat "$OUT"/search-timings-*.txt | awk '/search records and index/ { print $1 }' | min_median)
build_ms=$(cat "$OUT"/search-timings-*.txt | awk '/^Built/ { for (i = 1; i <= NF; i++) if ($i == "ms") print $(i - 1) }' | min_median)
echo "search records and index, 5 warm builds: $search_ms"
echo "whole build, 5 warm builds: $build_ms"
cargo run --quiet --release --example search_timings 2>/dev/null

echo
echo "== Search files =="
data="$OUT/search-files"
rm -rf "$data" && mkdir -p "$data"
cargo run --quiet --release --example search_files -- "$data/site"
cargo run --quiet --release --example search_files -- "$data/docs" --docs-only

docusaurus="$OUT/search-docusaurus"
mkdir -p "$docusaurus"
cp bench/search/docusaurus/{package.json,package-lock.json,docusaurus.config.js} bench/build/docusaurus/{sidebars.js,real-docs.config.js} "$docusaurus/"
if [ ! -d "$docusaurus/node_modules" ]; then
  echo "installing Docusaurus with docusaurus-lunr-search (once)..."
  (cd "$docusaurus" && npm ci --no-audit --no-fund >/dev/null 2>&1)
fi
rm -rf "$docusaurus/docs" "$docusaurus/static" "$docusaurus/build" "$docusaurus/.docusaurus"
cp -r content/docs "$docusaurus/docs"
cp -r content/static "$docusaurus/static"
echo "building the same docs with Docusaurus and docusaurus-lunr-search..."
(cd "$docusaurus" && npx docusaurus build >"../search-docusaurus.log" 2>&1) || { cat "$OUT/search-docusaurus.log"; exit 1; }
grep -E "indexed [0-9]+ documents" "$OUT/search-docusaurus.log"

echo
echo "== The latency page =="
(cd web && npx vite build --config ../bench/search/latency/vite.config.mts)
page_data="$OUT/search-latency/data"
mkdir -p "$page_data"
# Ours: each set's two files and its folder of chunks and texts, as built (timestamp 0).
cp -r "$data/site" "$page_data/ours-site"
cp -r "$data/docs" "$page_data/ours-docs"
cp "$docusaurus"/build/search-doc-*.json "$page_data/lunr-doc.json"
cp "$docusaurus"/build/lunr-index-*.json "$page_data/lunr-index.json"

(cd web && exec node_modules/.bin/vite preview --config ../bench/search/latency/vite.config.mts --host 127.0.0.1 --port "$PORT" --strictPort >/dev/null) &
preview=$!
trap 'kill $preview 2>/dev/null' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.2; done

echo
PORT=$PORT node bench/search/report.mjs

echo
echo "== Bytes downloaded for search (phone emulation) =="
bench/search/bytes.sh
