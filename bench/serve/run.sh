#!/usr/bin/env bash
# Our server against nginx on the same built site, in one run.
#
# 1. The README's nginx example is started (Debian's nginx, on a loopback port) with
#    our server beside it; both must send the same headers on every kind of file.
# 2. wrk (2 threads, 10 s, Accept-Encoding: gzip) on a page and a content-hashed
#    asset at 100 and 1,000 connections, the two servers interleaved, ROUNDS times:
#    the median requests/s and p99 latency of each, and the ratios; and the CPU time
#    each server used per request (from /proc), which depends less on what else the
#    machine is doing.
# 3. Memory: 1,000 connections on the largest file, peak resident memory of each.
# 4. A Range request on each.
#
# Usage: bench/serve/run.sh             (from the repository root, after `make build`;
#                                         `make bench-serve` does both)
#        ROUNDS=1 OURS_PORT=8081 NGINX_PORT=8082 bench/serve/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

ROUNDS=${ROUNDS:-3}
OURS_PORT=${OURS_PORT:-8081}
NGINX_PORT=${NGINX_PORT:-8082}
OUT=$PWD/bench/out/serve
SITE=target/release/site
BASE=/webcomponents/v1
PAGE=$BASE/docs/getting-started/first-steps/
ASSET=$BASE/assets/$(cd build/assets && ls main-*.js | head -1)
LARGEST=$BASE/local-cdn/@ui5/webcomponents/dist/custom-elements-internal.json

for tool in wrk nginx curl; do
  if ! command -v "$tool" >/dev/null && [ ! -x "/usr/sbin/$tool" ]; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk nginx curl >/dev/null
    else
      echo "$tool is missing: run 'sudo apt-get install -y wrk nginx curl'" >&2
      exit 1
    fi
  fi
done
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -f build/.headers.json ] || { echo "build/ is missing or old: run 'make build'" >&2; exit 1; }

rm -rf "$OUT" && mkdir -p "$OUT/www/webcomponents"
# The README's layout: the contents of build/ in <root>/webcomponents/v1/ (hard links
# where the file system allows, so that nginx reads the same files).
cp -al build "$OUT/www/webcomponents/v1" 2>/dev/null || cp -a build "$OUT/www/webcomponents/v1"

# nginx as the README configures it, with what a production setup adds around it.
readme_block=$(awk '/^  ```nginx$/ { on = 1; next } /^  ```$/ { on = 0 } on' README.md | sed 's/^  //')
readme_block=${readme_block//listen 80;/listen 127.0.0.1:$NGINX_PORT;}
readme_block=${readme_block//root \/srv\/www;/root $OUT\/www;}
cat >"$OUT/nginx.conf" <<EOF
worker_processes auto;
pid $OUT/nginx.pid;
error_log $OUT/nginx-error.log;
daemon off;
events { worker_connections 8192; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    open_file_cache max=20000 inactive=60s;
$readme_block
}
EOF

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
"$NGINX" -c "$OUT/nginx.conf" -p "$OUT" >"$OUT/nginx.log" 2>&1 &
pids+=($!)
NGINX_PID=$!
"$SITE" serve --dir build --port "$OURS_PORT" >"$OUT/ours.log" 2>&1 &
pids+=($!)
OURS_PID=$!
for port in "$OURS_PORT" "$NGINX_PORT"; do
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port$BASE/" && break; sleep 0.1; done
done

echo "== Headers: our server and the README's nginx example =="
headers() {
  curl -s -o /dev/null -D - -H 'Accept-Encoding: gzip' "http://127.0.0.1:$1$2" | tr -d '\r' |
    grep -iE '^(HTTP/|cache-control|content-security-policy|referrer-policy|x-content-type-options|access-control-allow-origin|content-encoding):' |
    sed -E 's/^([^:]+):/\L\1:/; s/^http\/1.1 ([0-9]+).*/status \1/' | sort
}
mismatches=0
for path in "$BASE/" "$PAGE" "$ASSET" "$BASE/data/site.json" "$BASE/local-cdn/@ui5/webcomponents/dist/Button.js" \
  "$BASE/samples/main/Button/Basic/" "$BASE/samples/main/Button/Basic/main.js" "$BASE/no-such-page/" "$BASE/.headers.json"; do
  if diff <(headers "$OURS_PORT" "$path") <(headers "$NGINX_PORT" "$path") >"$OUT/diff.txt"; then
    echo "same: $path"
  else
    echo "DIFFERENT: $path (< ours, > nginx)"; cat "$OUT/diff.txt"; mismatches=$((mismatches + 1))
  fi
done
[ "$mismatches" = 0 ] || { echo "the README's nginx example and the engine's headers differ" >&2; exit 1; }

# CPU time used so far by the processes given, in clock ticks.
cpu_ticks() { cat "${@/%//stat}" | awk '{ s += $14 + $15 } END { print s }'; }
# The processes of a server: ours, or nginx's master and workers.
server_pids() { if [ "$1" = ours ]; then echo "/proc/$OURS_PID"; else echo "/proc/$NGINX_PID" $(pgrep -P "$NGINX_PID" | sed 's|^|/proc/|'); fi; }

# wrk against <server> with <connections> on <url> [for <seconds>, with <Accept-Encoding>],
# as "<requests/s> <p99 ms> <errors> <CPU us/request>".
load() {
  local pids before
  pids=$(server_pids "$1")
  before=$(cpu_ticks $pids)
  wrk -t2 -c"$2" -d"${4:-10}s" --latency -H "Accept-Encoding: ${5:-gzip}" "$3" >"$OUT/wrk.txt"
  awk -v ticks=$(($(cpu_ticks $pids) - before)) -v hz="$(getconf CLK_TCK)" '
    /requests in/ { requests = $1 }
    /Requests\/sec/ { rps = $2 }
    /^ +99%/ { v = $2; unit = v; gsub(/[0-9.]/, "", unit); sub(/[a-z]+$/, "", v)
               p99 = unit == "us" ? v / 1000 : unit == "s" ? v * 1000 : v }
    /Socket errors/ { gsub(/,/, ""); errors += $4 + $6 + $8 + $10 }
    /Non-2xx/ { errors += $NF }
    END { printf "%.0f %.2f %d %.2f\n", rps, p99, errors, ticks / hz * 1e6 / requests }' "$OUT/wrk.txt"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo
echo "== Load: wrk -t2 -d10s, gzip; $ROUNDS interleaved rounds =="
port_of() { [ "$1" = ours ] && echo "$OURS_PORT" || echo "$NGINX_PORT"; }
for server in ours nginx; do
  load "$server" 100 "http://127.0.0.1:$(port_of "$server")$PAGE" 2 >/dev/null # warm up
done
: >"$OUT/runs.tsv"
for round in $(seq "$ROUNDS"); do
  order=$([ $((round % 2)) = 1 ] && echo "ours nginx" || echo "nginx ours")
  for target in page asset; do
    path=$([ "$target" = page ] && echo "$PAGE" || echo "$ASSET")
    for connections in 100 1000; do
      for server in $order; do
        read -r rps p99 errors cpu < <(load "$server" "$connections" "http://127.0.0.1:$(port_of "$server")$path")
        printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n" "$round" "$target" "$connections" "$server" "$rps" "$p99" "$errors" "$cpu" | tee -a "$OUT/runs.tsv"
      done
    done
  done
done

echo
printf "%-6s %6s  %10s %10s %7s   %9s %9s %7s   %12s %6s   %s\n" target conns "ours rps" "nginx rps" ratio "ours p99" "nginx p99" ratio "CPU us/req" errors "rps ratio, round by round"
for target in page asset; do
  for connections in 100 1000; do
    median_of() { awk -v t="$target" -v c="$connections" -v s="$1" -v f="$2" '$2 == t && $3 == c && $4 == s { print $f }' "$OUT/runs.tsv" | median; }
    errors=$(awk -v t="$target" -v c="$connections" '$2 == t && $3 == c { e += $7 } END { print e + 0 }' "$OUT/runs.tsv")
    ours_rps=$(median_of ours 5) nginx_rps=$(median_of nginx 5) ours_p99=$(median_of ours 6) nginx_p99=$(median_of nginx 6)
    ours_cpu=$(median_of ours 8) nginx_cpu=$(median_of nginx 8)
    # The two servers of a round ran back to back: their ratio is free of the drift between rounds.
    rounds=$(awk -v t="$target" -v c="$connections" '$2 == t && $3 == c { rps[$1, $4] = $5; if ($1 > n) n = $1 }
      END { for (r = 1; r <= n; r++) printf "%s%.2f", (r > 1 ? " " : ""), rps[r, "ours"] / rps[r, "nginx"] }' "$OUT/runs.tsv")
    printf "%-6s %6s  %10s %10s %6.2fx   %7sms %7sms %6.2fx   %5s / %-5s %6s   %s\n" "$target" "$connections" "$ours_rps" "$nginx_rps" \
      "$(awk "BEGIN { print $ours_rps / $nginx_rps }")" "$ours_p99" "$nginx_p99" "$(awk "BEGIN { print $nginx_p99 / $ours_p99 }")" \
      "$ours_cpu" "$nginx_cpu" "$errors" "$rounds"
  done
done
echo "(rps ratio: ours / nginx, higher is better; p99 ratio: nginx / ours, higher is better;"
echo " CPU: microseconds of CPU time per request, ours / nginx)"

echo
echo "== Memory: 1,000 connections on the largest file, uncompressed ($(stat -c %s "build${LARGEST#$BASE}") bytes), 10 s =="
peak_kb() { cat "${@/%//status}" | awk '/VmHWM/ { s += $2 } END { print s }'; }
for server in ours nginx; do
  read -r rps p99 errors cpu < <(load "$server" 1000 "http://127.0.0.1:$(port_of "$server")$LARGEST" 10 identity)
  printf "%-6s %8s req/s  p99 %8s ms  errors %s  peak memory %d MB\n" "$server" "$rps" "$p99" "$errors" "$(($(peak_kb $(server_pids "$server")) / 1024))"
done

echo
echo "== Range: bytes=100-199 of the largest file =="
for server in ours nginx; do
  curl -s -o /dev/null -r 100-199 -w "$server: %{http_code}, %{size_download} bytes\n" "http://127.0.0.1:$(port_of "$server")$LARGEST"
done
