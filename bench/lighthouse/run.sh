#!/usr/bin/env bash
# Lighthouse, mobile preset, on a page of each kind of ours (home, docs, two component
# pages, icons, playground, search results), against Docusaurus 3 (the engine of the site this one replaces) building the same
# docs; both served by the same nginx, with the same compression and cache headers.
# Then the weight of every component page before the reader scrolls.
#
# Usage: bench/lighthouse/run.sh            (from the repository root, after `make build`
#                                            and the browser tests' `npm ci` in e2e/;
#                                            `make bench-lighthouse` does all three)
#        RUNS=3 PORT=8401 bench/lighthouse/run.sh
#        BEFORE=<another build/> bench/lighthouse/run.sh   (also measures that build, e.g.
#                                            of an earlier commit, in the same runs)
set -euo pipefail
cd "$(dirname "$0")/../.."

RUNS=${RUNS:-5}
PORT=${PORT:-8401}
DOCUSAURUS_PORT=${DOCUSAURUS_PORT:-$((PORT + 1))}
BEFORE_PORT=${BEFORE_PORT:-$((PORT + 2))}
OUT=bench/out/lighthouse
BASE=/webcomponents/v1/
mkdir -p "$OUT"

[ -f build/index.html ] || { echo "build/ is missing: run make build first" >&2; exit 1; }
# nginx with the module that serves the .br copies (Debian's ngx_brotli), as the
# README's deployment section suggests.
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if ! command -v nginx >/dev/null || [ ! -f "$BROTLI_MODULE" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  else
    echo "nginx or its brotli module is missing: run 'sudo apt-get install -y nginx libnginx-mod-http-brotli-static'" >&2
    exit 1
  fi
fi
[ -d e2e/node_modules/@playwright/test ] ||
  { echo "the browser tests' tools are missing (e2e/node_modules): run make bench-lighthouse" >&2; exit 1; }

source bench/install.sh
install "$OUT/tools" bench/lighthouse
install "$OUT/docusaurus" bench/build/docusaurus

echo "building our docs with Docusaurus..."
docusaurus="$OUT/docusaurus"
rm -rf "$docusaurus/docs" "$docusaurus/static" "$docusaurus/src" "$docusaurus/build" "$docusaurus/.docusaurus"
cp -r content/docs "$docusaurus/docs"
cp -r content/static "$docusaurus/static"
cp -r bench/lighthouse/docusaurus/. bench/build/docusaurus/sidebars.js bench/build/docusaurus/real-docs.config.js "$docusaurus/"
(cd "$docusaurus" && npx docusaurus build >"../docusaurus-build.log" 2>&1) || { cat "$OUT/docusaurus-build.log"; exit 1; }
# Our build ships .gz and .br copies of its text files; give Docusaurus's the same.
node -e '
  const fs = require("fs"), path = require("path"), zlib = require("zlib");
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
  const best = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
  for (const file of walk(process.argv[1]).filter((f) => /\.(html|js|css|json|svg|xml|txt)$/.test(f))) {
    const bytes = fs.readFileSync(file);
    if (bytes.length < 512) continue;
    fs.writeFileSync(file + ".gz", zlib.gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(file + ".br", zlib.brotliCompressSync(bytes, best));
  }' "$docusaurus/build"

# One nginx serves both builds as the README's deployment section describes.
site_server() {
  local port=$1 root=$2
  cat <<EOF
  server {
    listen 127.0.0.1:$port;
    location $BASE {
      alias $root/;
      gzip_static on;
      brotli_static on;
      add_header Access-Control-Allow-Origin *;
      add_header Cache-Control "no-cache";
      error_page 404 ${BASE}404.html;
      location ${BASE}assets/ {
        alias $root/assets/;
        gzip_static on;
        brotli_static on;
        add_header Access-Control-Allow-Origin *;
        add_header Cache-Control "public, max-age=31536000, immutable";
      }
      location ${BASE}local-cdn/bundles/ {
        alias $root/local-cdn/bundles/;
        gzip_static on;
        brotli_static on;
        add_header Access-Control-Allow-Origin *;
        add_header Cache-Control "public, max-age=31536000, immutable";
      }
    }
  }
EOF
}
cat >"$OUT/nginx.conf" <<EOF
load_module $BROTLI_MODULE;
worker_processes 2;
pid $PWD/$OUT/nginx.pid;
error_log $PWD/$OUT/nginx-error.log;
daemon off;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
$(site_server "$PORT" "$PWD/build")
$(site_server "$DOCUSAURUS_PORT" "$PWD/$docusaurus/build")
$([ -n "${BEFORE:-}" ] && site_server "$BEFORE_PORT" "$(cd "$BEFORE" && pwd)")
}
EOF
nginx -c "$PWD/$OUT/nginx.conf" -p "$PWD/$OUT" &
nginx_pid=$!
trap 'kill $nginx_pid 2>/dev/null || true' EXIT
for port in "$PORT" "$DOCUSAURUS_PORT" ${BEFORE:+"$BEFORE_PORT"}; do
  for _ in $(seq 50); do curl -sf -o /dev/null "http://127.0.0.1:$port$BASE" && break; sleep 0.1; done
done

echo "Lighthouse, mobile preset, median of $RUNS runs (the sites interleaved):"
pages=",docs/getting-started/first-steps/,components/Button/,components/Table/,icons/,play/,search/?q=button"
node bench/lighthouse/measure.mjs "$OUT/tools/node_modules/.bin/lighthouse" "$RUNS" "$OUT/reports" \
  "ours=http://127.0.0.1:$PORT$BASE:$pages" \
  ${BEFORE:+"before=http://127.0.0.1:$BEFORE_PORT$BASE:$pages"} \
  "Docusaurus=http://127.0.0.1:$DOCUSAURUS_PORT$BASE:,docs/getting-started/first-steps/"

echo
echo "Every component page before the reader scrolls (Chromium, 412x823):"
node bench/lighthouse/component-pages.mjs "http://127.0.0.1:$PORT$BASE" build
