#!/usr/bin/env bash
# How the engine's costs grow with the site: the site as it is, then copies of it
# grown by 1,000, 5,000 and 10,000 generated docs pages (bench/scale/add_pages.py:
# the site's own vocabulary, six sections, code, a table and links each), in one run.
#
# For each: a cold build (into an empty folder, no output before it) and a warm one
# (a rebuild with nothing changed): wall time, peak memory (GNU time's maximum
# resident set: the engine, or a Node prerenderer if one ever used more) and CPU;
# the output's size without compressed copies; and what a reader downloads for search
# (crates/search/examples/session_bytes.rs, brotli bytes as served): at the first
# interaction, and over a session of five queries typed key by key, the results'
# texts fetched as the box does for a reader who pauses after each query, and for
# one who pauses at every key. Then Docusaurus
# 3 builds the 1,000 generated pages on their own, for comparison (skip it with
# SKIP_DOCUSAURUS=1).
#
# Usage: bench/scale/run.sh            (from the repository root; `make bench-scale`)
#        SIZES="1000 5000" SKIP_DOCUSAURUS=1 bench/scale/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

SIZES=${SIZES:-"1000 5000 10000"}
OUT=bench/out/scale
SITE=$PWD/target/release/site
QUERIES=("slot density" "theming parameters" "keyboard handling" "date format" "accessible name")
mkdir -p "$OUT"
export NO_UPDATE_NOTIFIER=1

# Runs a command; prints "<seconds> <peak MB> <CPU seconds>" (GNU time).
measure() {
  /usr/bin/time -f "%e %M %U %S" -o "$OUT/time.txt" "$@" >"$OUT/measure.log" 2>&1 || { cat "$OUT/measure.log" >&2; exit 1; }
  awk '{ printf "%.2f %.0f %.2f\n", $1, $2 / 1024, $3 + $4 }' "$OUT/time.txt"
}

# Earlier outputs are moved aside, not removed, before a timed build (bench/discard.sh).
TRASH="$OUT/trash"
source bench/discard.sh

cargo build --release --quiet --bin site
cargo build --release --quiet -p site-search --example session_bytes
SESSION=$PWD/target/release/examples/session_bytes

echo "machine: $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"
echo "queries of the search session: ${QUERIES[*]}"
echo
echo "| pages | cold build | warm build | peak memory (cold) | output (no compressed copies) | search, first interaction | search, five queries | the same, pausing at every key |"
echo "|---|---|---|---|---|---|---|---|"
for added in 0 $SIZES; do
  root="$OUT/site-$added"
  discard "$root"
  mkdir -p "$root"
  cp -r content "$root/content"
  # The packages and the front end's build, where the site's configuration names them.
  ln -s "$PWD/web" "$root/web"
  if [ "$added" -gt 0 ]; then
    python3 bench/scale/add_pages.py content/docs "$root/content/docs/generated" "$added" >/dev/null
  fi
  # Assigned first, so that a failing build stops the script (set -e).
  cold=$(measure "$SITE" build --root "$root" --out build)
  warm=$(measure "$SITE" build --root "$root" --out build)
  read -r cold_s cold_mb _ <<<"$cold"
  read -r warm_s _ _ <<<"$warm"
  pages=$(find "$root/build/data" -name index.json | wc -l)
  output=$(find "$root/build" -type f -not -name '*.br' -not -name '*.gz' -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s / 1e6 }')
  bytes=$("$SESSION" "$root/build" "${QUERIES[@]}")
  first=$(echo "$bytes" | sed 's/.*"first":\([0-9]*\).*/\1/')
  # The last number of each list: the whole session.
  read -r session pausing <<<"$(echo "$bytes" | grep -o '[0-9]*\]' | tr -d ']' | tr '\n' ' ')"
  kb() { awk "BEGIN { printf \"%.0f KB\", $1 / 1024 }"; }
  printf "| %d | %.1f s | %.1f s | %d MB | %d MB | %s | %s | %s |\n" \
    "$pages" "$cold_s" "$warm_s" "$cold_mb" "$output" "$(kb "$first")" "$(kb "$session")" "$(kb "$pausing")"
  discard "$root"
done

if [ -n "${SKIP_DOCUSAURUS:-}" ]; then
  echo "Docusaurus: skipped (SKIP_DOCUSAURUS is set)"
  exit 0
fi
docusaurus="bench/out/docusaurus"
source bench/install.sh
install "$docusaurus" bench/build/docusaurus
cp bench/build/docusaurus/{docusaurus.config.js,sidebars.js} "$docusaurus/"
discard "$docusaurus/docs" "$docusaurus/pages" "$docusaurus/build" "$docusaurus/.docusaurus" "$docusaurus/node_modules/.cache"
python3 bench/scale/add_pages.py content/docs "$docusaurus/docs" 1000 >/dev/null
mkdir -p "$docusaurus/pages"
printf '# Generated Site\n\nThe home page.\n' >"$docusaurus/pages/index.md"
docusaurus_run=$(measure bash -c "cd $docusaurus && npx docusaurus build --config docusaurus.config.js")
read -r docu_s docu_mb _ <<<"$docusaurus_run"
version=$(node -p "require(\"./$docusaurus/node_modules/@docusaurus/core/package.json\").version")
printf "\nDocusaurus %s, the 1,000 generated pages alone, cold: %.1f s, peak %d MB\n" "$version" "$docu_s" "$docu_mb"
