#!/usr/bin/env bash
# Build speed and memory of the site engine, against Docusaurus on the same pages.
#
# 1. The real site (content/): a cold build (every compressed copy made anew) and
#    warm builds (what a rebuild costs), with each phase's share.
# 2. A generated site of $PAGES markdown pages, built by our engine and by
#    Docusaurus 3 (the engine the site replaces), in one run, with the ratio.
#
# Usage: bench/build/run.sh            (from the repository root; `make bench`)
#        PAGES=500 SKIP_DOCUSAURUS=1 bench/build/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PAGES=${PAGES:-2000}
OUT=bench/out
SITE=target/release/site
mkdir -p "$OUT"

# Runs a command, prints "<seconds> <peak MB>" of it (GNU time), hides its output.
measure() {
  local log="$OUT/measure.log"
  /usr/bin/time -f "%e %M" -o "$OUT/time.txt" "$@" >"$log" 2>&1 || { cat "$log"; exit 1; }
  awk '{ printf "%.2f %.0f\n", $1, $2 / 1024 }' "$OUT/time.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

calc() { awk "BEGIN { print $1 }"; }

echo "== The real site (content/) =="
cargo build --release --quiet --bin site
rm -rf "$OUT/real"
read -r cold_s cold_mb < <(measure "$SITE" build --out "$OUT/real")
pages=$(find "$OUT/real/data" -name index.json | wc -l)
files=$(find "$OUT/real" -type f | wc -l)
echo "pages: $pages, files written: $files"
printf "cold build:  %6.2f s   peak %4d MB   (every .br/.gz made anew)\n" "$cold_s" "$cold_mb"
warm=()
for run in 1 2 3; do
  read -r s mb < <(measure "$SITE" build --out "$OUT/real")
  warm+=("$s")
  warm_mb=$mb
done
warm_s=$(printf "%s\n" "${warm[@]}" | median)
printf "warm build:  %6.2f s   peak %4d MB   (median of 3; %.0f pages/s)\n" "$warm_s" "$warm_mb" "$(calc "$pages / $warm_s")"
echo "phases of a warm build:"
"$SITE" build --out "$OUT/real" --timings | sed -n 's/^  */  /p'
timings=$("$SITE" build --out "$OUT/real" --timings)
reference=$(echo "$timings" | awk '/render the component reference/ { print $1 }')
docs=$(echo "$timings" | awk '/render docs and pages/ { print $1 }')
compile=$(echo "$timings" | awk '/compile \(all/ { print $1 }')
printf "component reference: %s ms of rendering (docs in parallel: %s ms), %.0f%% of the %s ms compile\n" \
  "$reference" "$docs" "$(calc "100 * $reference / $compile")" "$compile"
read -r vite_s _ < <(measure bash -c "cd web && npx vite build --outDir ../$OUT/vite-dist --emptyOutDir")
printf "front-end bundle (Vite, not part of the engine's build): %.2f s\n" "$vite_s"

echo
echo "== A generated site of $PAGES pages =="
rm -rf "$OUT/generated"
python3 bench/build/generate_site.py "$OUT/generated" "$PAGES"
cp -r web/dist "$OUT/generated/site/web-dist"
read -r ours_cold_s ours_cold_mb < <(measure "$SITE" build --root "$OUT/generated/site" --web-dist web-dist --out build)
read -r ours_warm_s ours_warm_mb < <(measure "$SITE" build --root "$OUT/generated/site" --web-dist web-dist --out build)
printf "ours, cold:  %6.2f s   peak %4d MB   %5.0f pages/s\n" "$ours_cold_s" "$ours_cold_mb" "$(calc "$PAGES / $ours_cold_s")"
printf "ours, warm:  %6.2f s   peak %4d MB   %5.0f pages/s\n" "$ours_warm_s" "$ours_warm_mb" "$(calc "$PAGES / $ours_warm_s")"

if [ -n "${SKIP_DOCUSAURUS:-}" ]; then
  echo "Docusaurus: skipped (SKIP_DOCUSAURUS is set)"
  exit 0
fi
docusaurus="$OUT/docusaurus"
mkdir -p "$docusaurus"
cp bench/build/docusaurus/{package.json,package-lock.json,docusaurus.config.js,sidebars.js} "$docusaurus/"
if [ ! -d "$docusaurus/node_modules" ]; then
  echo "installing Docusaurus (once)..."
  (cd "$docusaurus" && npm ci --no-audit --no-fund >/dev/null 2>&1)
fi
rm -rf "$docusaurus/docs" "$docusaurus/pages" "$docusaurus/build" "$docusaurus/.docusaurus"
cp -r "$OUT/generated/docusaurus/docs" "$OUT/generated/docusaurus/pages" "$docusaurus/"
read -r docu_s docu_mb < <(measure bash -c "cd $docusaurus && npx docusaurus build")
printf "Docusaurus:  %6.2f s   peak %4d MB   %5.0f pages/s\n" "$docu_s" "$docu_mb" "$(calc "$PAGES / $docu_s")"
printf "ratio: ours is %.0fx faster cold and %.0fx faster warm, with %.1fx less peak memory\n" \
  "$(calc "$docu_s / $ours_cold_s")" "$(calc "$docu_s / $ours_warm_s")" "$(calc "$docu_mb / $ours_cold_mb")"
