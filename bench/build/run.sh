#!/usr/bin/env bash
# Build speed and memory of the site engine, against Docusaurus on the same pages.
#
# 1. The real site (content/): cold builds (no previous output, so every compressed
#    copy is made anew, as on a fresh clone in CI or a deploy job), median of 5, and
#    where their time goes; warm builds (a rebuild), median of 3; the size of the
#    compressed copies.
# 2. Docusaurus 3 (the engine the upstream site used) building the same docs,
#    content/docs, from a cold cache.
# 3. A generated site of $PAGES markdown pages, built by our engine (cold and warm)
#    and by Docusaurus 3.
# Ratios are of numbers measured in this run, on this machine.
#
# Usage: bench/build/run.sh            (from the repository root; `make bench`)
#        PAGES=500 SKIP_DOCUSAURUS=1 bench/build/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

PAGES=${PAGES:-2000}
OUT=bench/out
SITE=target/release/site
mkdir -p "$OUT"
# Docusaurus's update check would reach for the network.
export NO_UPDATE_NOTIFIER=1

# Runs a command, prints "<seconds> <peak MB> <CPU seconds, user + system>" of it
# (GNU time); its output stays in $OUT/measure.log.
measure() {
  local log="$OUT/measure.log"
  /usr/bin/time -f "%e %M %U %S" -o "$OUT/time.txt" "$@" >"$log" 2>&1 || { cat "$log"; exit 1; }
  awk '{ printf "%.2f %.0f %.2f\n", $1, $2 / 1024, $3 + $4 }' "$OUT/time.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

calc() { awk "BEGIN { print $1 }"; }

load() { cut -d' ' -f1-3 /proc/loadavg; }

# Earlier outputs are moved aside, not removed, before a timed build (bench/discard.sh).
TRASH="$OUT/trash"
source bench/discard.sh

# Total size in MB and count of the files below $1 whose names end in $2.
sizes() { find "$1" -name "*$2" -printf '%s\n' | awk '{ s += $1; n++ } END { printf "%.2f MB in %d files", s / 1e6, n }'; }

echo "== The real site (content/) =="
echo "machine: $(nproc) cores; load average $(load) at the start"
cargo build --release --quiet --bin site
cold=()
cold_cpu=()
for run in 1 2 3 4 5; do
  discard "$OUT/real" "$OUT/.real.spare"
  read -r s mb cpu < <(measure "$SITE" build --out "$OUT/real" --timings)
  cold+=("$s")
  cold_cpu+=("$cpu")
  cold_mb=$mb
done
cold_s=$(printf "%s\n" "${cold[@]}" | median)
cold_cpu_s=$(printf "%s\n" "${cold_cpu[@]}" | median)
pages=$(find "$OUT/real/data" -name index.json | wc -l)
files=$(find "$OUT/real" -type f | wc -l)
echo "pages: $pages, files written: $files"
printf "cold build:  %6.2f s   peak %4d MB   CPU %.2f s   (median of 5: %s s)\n" "$cold_s" "$cold_mb" "$cold_cpu_s" "${cold[*]}"
echo "phases of the last cold build:"
sed -n 's/^  */  /p' "$OUT/measure.log"
echo "compressed copies: .br $(sizes "$OUT/real" .br), .gz $(sizes "$OUT/real" .gz)"
warm=()
warm_cpu=()
for run in 1 2 3; do
  read -r s mb cpu < <(measure "$SITE" build --out "$OUT/real")
  warm+=("$s")
  warm_cpu+=("$cpu")
  warm_mb=$mb
done
warm_s=$(printf "%s\n" "${warm[@]}" | median)
warm_cpu_s=$(printf "%s\n" "${warm_cpu[@]}" | median)
printf "warm build:  %6.2f s   peak %4d MB   CPU %.2f s   (median of 3: %s s; %.0f pages/s)\n" "$warm_s" "$warm_mb" "$warm_cpu_s" "${warm[*]}" "$(calc "$pages / $warm_s")"
echo "phases of a warm build:"
"$SITE" build --out "$OUT/real" --timings 2>/dev/null | sed -n 's/^  */  /p'
timings=$("$SITE" build --out "$OUT/real" --timings 2>/dev/null)
reference=$(echo "$timings" | awk '/render the component reference/ { print $1 }')
docs=$(echo "$timings" | awk '/render docs and pages/ { print $1 }')
compile=$(echo "$timings" | awk '/compile \(all/ { print $1 }')
printf "component reference: %s ms of rendering (docs in parallel: %s ms), %.0f%% of the %s ms compile\n" \
  "$reference" "$docs" "$(calc "100 * $reference / $compile")" "$compile"
read -r vite_s _ < <(measure bash -c "cd web && npx vite build --outDir ../$OUT/vite-dist --emptyOutDir")
printf "front-end bundle (Vite, not part of the engine's build): %.2f s\n" "$vite_s"

docusaurus="$OUT/docusaurus"
if [ -z "${SKIP_DOCUSAURUS:-}" ]; then
  source bench/install.sh
  install "$docusaurus" bench/build/docusaurus
  cp bench/build/docusaurus/{docusaurus.config.js,real-docs.config.js,sidebars.js} "$docusaurus/"
fi

# Builds $docusaurus's sources with Docusaurus from a cold cache, with config $1.
docusaurus_build() {
  discard "$docusaurus/build" "$docusaurus/.docusaurus" "$docusaurus/node_modules/.cache"
  measure bash -c "cd $docusaurus && npx docusaurus build --config $1"
}

echo
echo "== Docusaurus on the same docs (content/docs) =="
if [ -n "${SKIP_DOCUSAURUS:-}" ]; then
  echo "skipped (SKIP_DOCUSAURUS is set)"
else
  discard "$docusaurus/docs" "$docusaurus/pages"
  cp -r content/docs "$docusaurus/docs"
  docs_pages=$(find content/docs -name '*.md' | wc -l)
  read -r real_docu_s real_docu_mb real_docu_cpu < <(docusaurus_build real-docs.config.js)
  printf "Docusaurus, %d docs:  %6.2f s   peak %4d MB   CPU %.2f s\n" "$docs_pages" "$real_docu_s" "$real_docu_mb" "$real_docu_cpu"
  printf "ratio: our cold build of the whole site (%d pages, the local CDN compressed anew) against Docusaurus building its %d docs: %.1fx faster, %.1fx less CPU\n" \
    "$pages" "$docs_pages" "$(calc "$real_docu_s / $cold_s")" "$(calc "$real_docu_cpu / $cold_cpu_s")"
fi

echo
echo "== A generated site of $PAGES pages =="
discard "$OUT/generated"
python3 bench/build/generate_site.py "$OUT/generated" "$PAGES"
cp -r web/dist "$OUT/generated/site/web-dist"
generated=(build --root "$OUT/generated/site" --web-dist web-dist --out build)
cold=()
cold_cpu=()
for run in 1 2 3; do
  discard "$OUT/generated/site/build" "$OUT/generated/site/.build.spare"
  read -r s ours_cold_mb cpu < <(measure "$SITE" "${generated[@]}")
  cold+=("$s")
  cold_cpu+=("$cpu")
done
ours_cold_s=$(printf "%s\n" "${cold[@]}" | median)
ours_cold_cpu=$(printf "%s\n" "${cold_cpu[@]}" | median)
warm=()
warm_cpu=()
for run in 1 2 3; do
  read -r s ours_warm_mb cpu < <(measure "$SITE" "${generated[@]}")
  warm+=("$s")
  warm_cpu+=("$cpu")
done
ours_warm_s=$(printf "%s\n" "${warm[@]}" | median)
ours_warm_cpu=$(printf "%s\n" "${warm_cpu[@]}" | median)
printf "ours, cold:  %6.2f s   peak %4d MB   CPU %6.2f s   %5.0f pages/s   (median of 3)\n" "$ours_cold_s" "$ours_cold_mb" "$ours_cold_cpu" "$(calc "$PAGES / $ours_cold_s")"
printf "ours, warm:  %6.2f s   peak %4d MB   CPU %6.2f s   %5.0f pages/s   (median of 3)\n" "$ours_warm_s" "$ours_warm_mb" "$ours_warm_cpu" "$(calc "$PAGES / $ours_warm_s")"

if [ -n "${SKIP_DOCUSAURUS:-}" ]; then
  echo "Docusaurus: skipped (SKIP_DOCUSAURUS is set)"
  exit 0
fi
discard "$docusaurus/docs" "$docusaurus/pages"
cp -r "$OUT/generated/docusaurus/docs" "$OUT/generated/docusaurus/pages" "$docusaurus/"
read -r docu_s docu_mb docu_cpu < <(docusaurus_build docusaurus.config.js)
printf "Docusaurus:  %6.2f s   peak %4d MB   CPU %6.2f s   %5.0f pages/s\n" "$docu_s" "$docu_mb" "$docu_cpu" "$(calc "$PAGES / $docu_s")"
printf "ratio: ours is %.0fx faster cold and %.0fx faster warm (%.0fx and %.0fx less CPU), with %.1fx less peak memory\n" \
  "$(calc "$docu_s / $ours_cold_s")" "$(calc "$docu_s / $ours_warm_s")" \
  "$(calc "$docu_cpu / $ours_cold_cpu")" "$(calc "$docu_cpu / $ours_warm_cpu")" "$(calc "$docu_mb / $ours_cold_mb")"
echo "load average $(load) at the end"
