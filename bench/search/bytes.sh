#!/usr/bin/env bash
# Bytes a reader downloads for search, in Chromium with a phone's emulation: ours,
# docusaurus-lunr-search and Pagefind over the same docs, in one run (bytes.mjs says
# what is measured and how). Called by bench/search/run.sh, which builds the
# Docusaurus side first.
#
# Pagefind (pinned in bench/search/pagefind/package-lock.json, installed into
# bench/out/ on the first run) indexes the pages of build/ that our search indexes:
# every page's index.html but the samples' frames, the playground's preview, the
# local CDN and the search results page; the <main> of each, as a site would mark it
# with data-pagefind-body.
#
# Usage: bench/search/bytes.sh       (from the repository root, after `make build` and
#                                     bench/search/run.sh once)
#        BYTES_PORT=4111 bench/search/bytes.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=bench/out
BYTES_PORT=${BYTES_PORT:-4111}

[ -f build/index.html ] || { echo "build/ is missing: run make build first" >&2; exit 1; }
[ -f "$OUT/search-docusaurus/build/docs/FAQ/index.html" ] ||
  { echo "the Docusaurus build is missing: run bench/search/run.sh" >&2; exit 1; }
[ -f e2e/node_modules/.installed ] || make e2e/node_modules/.installed

pagefind="$OUT/search-pagefind"
mkdir -p "$pagefind"
if ! cmp -s bench/search/pagefind/package-lock.json "$pagefind/package-lock.json" || [ ! -d "$pagefind/node_modules" ]; then
  echo "installing Pagefind (once)..."
  cp bench/search/pagefind/package.json bench/search/pagefind/package-lock.json "$pagefind/"
  (cd "$pagefind" && npm ci --no-audit --no-fund >/dev/null 2>&1)
fi

echo "indexing our built pages with Pagefind..."
rm -rf "$pagefind/pages" "$pagefind/site"
(cd build && find . -name index.html -not -path './samples/*' -not -path './local-cdn/*' \
  -not -path './play/preview/*' -not -path './search/*' -print0) |
  while IFS= read -r -d '' page; do
    mkdir -p "$pagefind/pages/$(dirname "$page")"
    cp "build/$page" "$pagefind/pages/$page"
  done
"$pagefind/node_modules/.bin/pagefind" --site "$pagefind/pages" --output-path "$pagefind/site/pagefind" \
  --root-selector main --quiet
echo "Pagefind indexed $(find "$pagefind/pages" -name index.html | wc -l) pages"
cp bench/search/pagefind/index.html bench/search/pagefind/search.js "$pagefind/site/"

source bench/serve-build.sh
serve_build "$BYTES_PORT"

OURS_ORIGIN="http://127.0.0.1:$BYTES_PORT" node bench/search/bytes.mjs
