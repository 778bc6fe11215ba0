#!/usr/bin/env bash
# The engine of two revisions side by side: cold and warm builds of the real site,
# "before and after" a change to the engine, in one run on one machine.
#
# BASE_REV is checked out in a git worktree in a temporary folder (removed when the
# script ends); HEAD_REV too when given, otherwise the other side is the working tree
# as it is, uncommitted changes included. Each side builds its own engine
# (`cargo build --release --bin site`) and its own front end (`make front-end`: the
# engine reads web/dist), one side after the other. Then, still one build at a time:
#
# - cold: N builds of each side, alternating (base, head, base, head...), each into a
#   new, empty folder, so nothing of an earlier build is there: no output, no
#   prerender cache (`.prerendered/`) or manifest of compressed copies
#   (`.build-manifest.json`), both kept inside the output, and no output before last
#   (`.build.spare` beside it) to recycle;
# - warm: N rebuilds of each side with nothing changed, alternating the same way,
#   into its last cold output, after one untimed rebuild that leaves the output
#   before last beside it (as a second `make build` would): every page from the
#   prerender cache, every compressed copy kept, the output before last brought up
#   to date.
#
# Each side builds its own content/ folder (the same across a refactor of the engine;
# the script says when it is not). Reported: median and fastest wall time and CPU
# time (user + system, Node's prerendering included) of each side, and the ratio of
# the medians, as a markdown table, also written to bench/out/build-compare/result.md.
#
# Earlier outputs are left where they are until the script ends: removing thousands
# of files right before a timed build would time the file system (see
# bench/README.md, build section).
#
# Usage: bench/build/compare-commits.sh BASE_REV [HEAD_REV]   (from the repository root)
#        N=3 bench/build/compare-commits.sh main~3
#        make bench-build-compare BASE=<rev> [HEAD=<rev>] [N=5]
#
# Compiled dependencies are kept in bench/out/build-compare/target for the next run
# (seeded from target/release on the first). A worktree's web/node_modules is a copy
# (hard links) of the working tree's or the other side's when web/package.json and
# web/package-lock.json are the same as theirs; otherwise the side gets its own
# `npm ci`. The temporary folder is under $TMPDIR (default /tmp): keep it on the same
# kind of disk as the builds you compare against (a tmpfs builds faster).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD

usage() { echo "usage: $0 BASE_REV [HEAD_REV]   (N=5 runs of each build by default)" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] && [ -n "$1" ] || usage
N=${N:-5}
[[ $N =~ ^[1-9][0-9]*$ ]] || { echo "N must be a positive whole number, not '$N'" >&2; exit 2; }

OUT=$ROOT/bench/out/build-compare
CARGO_CACHE=$OUT/target
mkdir -p "$OUT"

resolve() { git rev-parse --verify --quiet "$1^{commit}" || { echo "not a revision: $1" >&2; exit 2; }; }
base_rev=$(resolve "$1")
head_rev=
[ $# -eq 2 ] && head_rev=$(resolve "$2")

WORK=$(mktemp -d "${TMPDIR:-/tmp}/build-compare.XXXXXX")
worktrees=()
cleanup() {
  set +e
  local dir
  # The links first (rm -rf would not follow them anyway): the compiled
  # dependencies stay for the next run.
  for dir in "${worktrees[@]}"; do [ -L "$dir/target" ] && rm -f "$dir/target"; done
  # The worktrees are inside $WORK; git forgets them once they are gone.
  rm -rf "$WORK"
  git worktree prune
  [ -n "${started:-}" ] && say "removed the worktrees and outputs"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

started=$(date +%s)
say() { printf '[%4ds] %s\n' $(($(date +%s) - started)) "$*"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

# Runs "$@" with its output in $log; shows the log's end if it fails.
quiet() {
  local log=$1
  shift
  "$@" >"$log" 2>&1 || { echo "failed: $*" >&2; tail -40 "$log" >&2; exit 1; }
}

# Sides: name, folder, label.
declare -A DIR LABEL BIN
SIDES=(base head)

checkout() {
  local side=$1 rev=$2 dir=$WORK/$1
  git worktree add --quiet --detach "$dir" "$rev"
  worktrees+=("$dir")
  # Compiled dependencies are shared by both worktrees and kept for the next run;
  # each side's engine is copied out as soon as it is built.
  if [ ! -d "$CARGO_CACHE" ]; then
    mkdir -p "$CARGO_CACHE/release"
    if [ -d target/release/deps ]; then
      say "seeding bench/out/build-compare/target from target/release (once)"
      cp -a target/release/deps target/release/build target/release/.fingerprint "$CARGO_CACHE/release/" 2>/dev/null || true
      local kept
      for kept in target/wasm target/wasm32-unknown-unknown; do
        [ -d "$kept" ] && cp -a "$kept" "$CARGO_CACHE/" 2>/dev/null || true
      done
    fi
  fi
  ln -s "$CARGO_CACHE" "$dir/target"
  DIR[$side]=$dir
  LABEL[$side]="\`$(git rev-parse --short "$rev")\`"
}

# A hash of what `npm ci` installs from: the side's web/package.json and lock.
packages_key() { cat "$1/web/package.json" "$1/web/package-lock.json" | sha256sum | cut -c1-64; }
declare -A INSTALLED  # key -> folder whose web/node_modules is installed from it

# The working tree's packages, when installed from its package files as they are.
if [ -f web/node_modules/.installed ] && [ web/node_modules/.installed -nt web/package.json ] &&
   [ web/node_modules/.installed -nt web/package-lock.json ]; then
  INSTALLED[$(packages_key "$ROOT")]=$ROOT
fi

# Builds side $1's front end and engine, one after the other.
prepare() {
  local side=$1 dir=${DIR[$1]} make_args=()
  if [ "$dir" != "$ROOT" ]; then
    local key
    key=$(packages_key "$dir")
    if [ -n "${INSTALLED[$key]:-}" ]; then
      # A copy, as hard links where it can (a second of work, no disk): a symbolic
      # link would not do, as the packages bundle's build then finds the packages'
      # files outside the project and fails to resolve their imports.
      local from=${INSTALLED[$key]}/web/node_modules
      cp -al "$from" "$dir/web/node_modules" 2>/dev/null || { rm -rf "$dir/web/node_modules"; cp -a "$from" "$dir/web/node_modules"; }
      # The copy is what the lock installs, though older than the checked-out files.
      make_args=(-o web/node_modules/.installed)
      say "$side: web/node_modules copied from $([ "$from" = "$ROOT/web/node_modules" ] && echo "the working tree" || echo "the other side") (same package.json and lock)"
    else
      say "$side: npm ci (no web/node_modules installed from the same package.json and lock to copy)"
      quiet "$OUT/$side-npm.log" make -C "$dir" web/node_modules/.installed
      INSTALLED[$key]=$dir
    fi
  fi
  say "$side: make front-end"
  quiet "$OUT/$side-front-end.log" make -C "$dir" "${make_args[@]}" front-end
  say "$side: cargo build --release --bin site"
  quiet "$OUT/$side-cargo.log" env -C "$dir" cargo build --release --bin site
  BIN[$side]=$WORK/site-$side
  cp "$dir/target/release/site" "${BIN[$side]}"
}

# Each worktree is checked out right before its side is built, after the other
# side's build: cargo decides what to compile again by comparing the sources' times
# with the compiled files', and both worktrees compile into the same folder.
say "base: worktree of $1"
checkout base "$base_rev"
prepare base
if [ -n "$head_rev" ]; then
  say "head: worktree of $2"
  checkout head "$head_rev"
else
  DIR[head]=$ROOT
  LABEL[head]="working tree (\`$(git rev-parse --short HEAD)\`$(git diff --quiet HEAD 2>/dev/null || echo ' + changes'))"
fi
prepare head

# What the two sides build from.
content_diff=$(diff -rq "${DIR[base]}/content" "${DIR[head]}/content" | wc -l || true)
if [ -n "$head_rev" ]; then
  web_diff=$(git diff --name-only "$base_rev" "$head_rev" -- web | wc -l)
else
  web_diff=$(git diff --name-only "$base_rev" -- web | wc -l)
fi

# One build of side $1 into $2; prints "wall cpu" (seconds) and keeps the build's
# report line in $3.
build() {
  local side=$1 out=$2 report=$3 times=$WORK/time TIMEFORMAT='%R %U %S' log=$WORK/build.log wall user sys
  if ! { time "${BIN[$side]}" build --root "${DIR[$side]}" --out "$out" >"$log" 2>&1; } 2>"$times"; then
    echo "the $side build failed:" >&2
    tail -40 "$log" >&2
    exit 1
  fi
  grep -m1 '^Built ' "$log" >"$report" || true
  read -r wall user sys <"$times"
  awk -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f %.3f\n", w, u + s }'
}

declare -A TIMES  # "$side $kind" -> lines of "wall cpu"
say "cold builds: $N of each side, alternating; load average $(load)"
load_start=$(load)
for run in $(seq "$N"); do
  line="cold $run/$N:"
  for side in "${SIDES[@]}"; do
    out=$WORK/runs/$side-cold-$run/build
    mkdir -p "$(dirname "$out")"
    t=$(build "$side" "$out" "$WORK/$side-cold.report")
    TIMES["$side cold"]+="$t"$'\n'
    line+=" $side ${t% *} s (CPU ${t#* } s)"
  done
  say "$line"
done

say "warm builds: one untimed rebuild of each side, then $N of each, alternating"
for side in "${SIDES[@]}"; do
  build "$side" "$WORK/runs/$side-cold-$N/build" "$WORK/$side-warmup.report" >/dev/null
done
for run in $(seq "$N"); do
  line="warm $run/$N:"
  for side in "${SIDES[@]}"; do
    t=$(build "$side" "$WORK/runs/$side-cold-$N/build" "$WORK/$side-warm.report")
    TIMES["$side warm"]+="$t"$'\n'
    line+=" $side ${t% *} s (CPU ${t#* } s)"
  done
  say "$line"
done
load_end=$(load)

# "median min" of column $1 of the lines on stdin.
stats() {
  awk -v c="$1" '{ print $c }' | sort -g | awk '{ v[NR] = $1 } END {
    median = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.2f %.2f\n", median, v[1]
  }'
}

row() {
  local name=$1 kind=$2 column=$3 bm bmin hm hmin
  read -r bm bmin < <(printf '%s' "${TIMES[base $kind]}" | stats "$column")
  read -r hm hmin < <(printf '%s' "${TIMES[head $kind]}" | stats "$column")
  printf '| %s | %s s | %s s | %s s | %s s | %s |\n' "$name" "$bm" "$bmin" "$hm" "$hmin" \
    "$(awk -v h="$hm" -v b="$bm" 'BEGIN { if (b > 0) printf "%.2f", h / b; else printf "-" }')"
}

# "N pages" and "F files" from a build's report line.
pages() { grep -o 'Built [0-9]* pages' "$1" | grep -o '[0-9]*' || echo '?'; }
files() { grep -o '([0-9]* files' "$1" | grep -o '[0-9]*' || echo '?'; }
prerendered() { grep -o '[0-9]* prerendered anew' "$1" | grep -o '^[0-9]*' || echo '?'; }

{
  echo "### Cold and warm builds of the real site: base ${LABEL[base]} against head ${LABEL[head]}"
  echo
  echo "$(date -u '+%d %B %Y'), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(free -g | awk '/^Mem:/ { print $2 }') GiB);" \
    "runs: $N of each build, the sides alternating, one build at a time; load average $load_start at the start, $load_end at the end."
  echo
  echo "| Build | base median | base fastest | head median | head fastest | head / base (medians) |"
  echo "| --- | --- | --- | --- | --- | --- |"
  row "cold, wall" cold 1
  row "cold, CPU (user + system)" cold 2
  row "warm, wall" warm 1
  row "warm, CPU (user + system)" warm 2
  echo
  echo "- Each side built its own \`content/\` folder: $([ "$content_diff" = 0 ] && echo "the same on both sides" || echo "**$content_diff files differ between the sides**: the sites compared are not the same")" \
    "($(pages "$WORK/base-cold.report") and $(pages "$WORK/head-cold.report") pages, $(files "$WORK/base-cold.report") and $(files "$WORK/head-cold.report") files written)."
  echo "- \`web/\` (the front end each side built) is $([ "$web_diff" = 0 ] && echo "the same on both sides" || echo "different on the two sides ($web_diff files): the front end is part of what is compared")."
  echo "- Cold: a new, empty output folder each time (no prerender cache, no compressed copies, no output before last)." \
    "Warm: a rebuild with nothing changed, the output before last recycled; pages prerendered anew in the last warm build: base $(prerendered "$WORK/base-warm.report"), head $(prerendered "$WORK/head-warm.report")."
  echo "- A ratio below 1 means head is faster."
} | tee "$OUT/result.md"
say "done (the table is also in bench/out/build-compare/result.md); removing the worktrees and outputs (a minute or more: many thousands of files)"
