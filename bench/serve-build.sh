# Sourced by the benches that measure the built site in a browser: `serve_build PORT`
# serves build/ with the engine's server on 127.0.0.1:PORT, stops it when the bench
# exits, and returns once the site answers (after at most five seconds).
serve_build() {
  local port=$1
  target/release/site serve --dir build --port "$port" >/dev/null 2>&1 &
  build_server=$!
  trap 'kill $build_server 2>/dev/null || true' EXIT
  for _ in $(seq 50); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/webcomponents/v1/" && break
    sleep 0.1
  done
}
