# The commands people run. `make serve` and `make test` work on a fresh machine:
# they install what is missing first.

SITE := target/release/site
PORT ?= 3000
E2E_PORT ?= 4173
FUZZ_SECONDS ?= 60
CHROMIUM := /usr/bin/chromium
FIREFOX := /usr/bin/firefox-esr
FIREFOX_PORT ?= 4175
# The MCP tests serve on this port and the next.
MCP_PORT ?= 4177
WASM_TARGET := wasm32-unknown-unknown
# The search core for the browser, where the front end's build picks it up.
SEARCH_WASM := web/generated/search-core.wasm
# The markup converter for the browser (the migration page), beside it.
CONVERTER_WASM := web/generated/converter-core.wasm

.PHONY: serve test build dev check types python3 bench bench-converter bench-build-compare bench-icons bench-serve bench-mcp bench-dev bench-lighthouse bench-try-it bench-scale fuzz engine wasm front-end test-rust test-web test-e2e test-firefox test-mcp lint lint-rust lint-ts format chromium firefox clean

## serve: build everything and serve the site at http://127.0.0.1:$(PORT)/webcomponents/v1/ (its MCP server at .../mcp)
serve: build
	$(SITE) serve --dir build --port $(PORT)

## build: the static site in build/
build: engine front-end
	$(SITE) build

## dev: build, serve, rebuild on changes to content/ or the front end, reload open pages
dev: engine front-end
	(cd web && exec node_modules/.bin/vite build --watch --emptyOutDir false --logLevel warn) & \
	  vite=$$!; (cd web && exec node_modules/.bin/vite build --ssr --watch --logLevel warn) & \
	  prerender=$$!; trap 'kill $$vite $$prerender' EXIT INT TERM; \
	  $(SITE) dev --port $(PORT)

## check: every check of a build, without writing output
check: engine front-end
	$(SITE) check

## types: the app's generated TypeScript (web/src/data/pageData.ts: page and site data types; classNames.ts; contracts.ts: display preferences and the previews' sandbox), from the engine's Rust
types:
	UPDATE_TYPES=1 cargo test --release -p site-model --test typescript_types

## test: formatting and lints, Rust tests, front-end unit tests, then browser tests and the MCP server's tests against the built site
test: lint test-rust test-web test-e2e test-firefox test-mcp

## lint: rustfmt, clippy (warnings are errors) and no import cycle between modules in the Rust; ESLint and Prettier over the TypeScript and CSS
lint: lint-rust lint-ts

lint-rust: python3
	@rustup component list --installed | grep -q '^clippy' || rustup component add clippy
	@rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
	cargo fmt --all --check
	cargo clippy --release --workspace --all-targets -- -D warnings
	python3 tools/module_cycles.py

python3:
	@command -v python3 >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y python3; }

# The packages bundle too: a test checks the README against the real site's headers. The
# search core and Python too: a test grows a site with bench/scale's generator and
# weighs the real core's share of the search's first download.
test-rust: web/node_modules/.installed web/dist-packages/.vite/manifest.json wasm python3
	cargo test --release --workspace

test-web: web/node_modules/.installed wasm
	cd web && npx tsc --noEmit && npx vitest run

test-e2e: build e2e/node_modules/.installed chromium
	cd e2e && E2E_PORT=$(E2E_PORT) npx playwright test

## test-firefox: the smoke suite in Debian's Firefox ESR (e2e/firefox/), against the built site on a server of its own
# puppeteer-core drives Firefox over WebDriver BiDi; Chromium measures what Firefox is compared with.
test-firefox: build e2e/node_modules/.installed firefox chromium
	$(SITE) serve --dir build --port $(FIREFOX_PORT) & server=$$!; \
	  trap 'kill $$server' EXIT INT TERM; \
	  cd e2e && FIREFOX_PORT=$(FIREFOX_PORT) FIREFOX_PATH=$(FIREFOX) timeout 300 node --test --test-concurrency=1 --test-timeout=60000 firefox/

## test-mcp: the MCP server of `site serve` and `site mcp` driven by the official TypeScript SDK, and the official conformance suite (e2e/mcp/)
# Each test file starts the server it needs, on MCP_PORT and the next port.
test-mcp: build e2e/mcp/node_modules/.installed
	cd e2e/mcp && MCP_PORT=$(MCP_PORT) timeout 120 node --test --test-concurrency=1 --test-timeout=60000

# ESLint over the app (web/) and the browser tests (e2e/); its config is eslint.config.mjs.
# What Prettier formats: the app's and the browser tests' TypeScript, scripts and CSS
# (the generated types are in .prettierignore), from web/, where it is installed.
PRETTIER_FILES = "src/**/*.{ts,tsx,css}" "*.mts" "../e2e/**/*.{ts,mjs}" "../eslint.config.mjs"

lint-ts: web/node_modules/.installed
	cd web && npx eslint --max-warnings 0 . ../e2e
	cd web && npx prettier --check --log-level warn --ignore-path ../.prettierignore $(PRETTIER_FILES)

## format: Prettier over the front end and the browser tests (make lint checks it)
format: web/node_modules/.installed
	cd web && npx prettier --write --log-level warn --ignore-path ../.prettierignore $(PRETTIER_FILES)

## bench: build times, memory and search against the alternatives (see bench/README.md)
bench: build
	bench/build/run.sh
	bench/search/run.sh

## bench-build-compare: cold and warm builds by the engine of BASE=<rev> against HEAD=<rev> (default: the working tree), N=5 of each
bench-build-compare:
	@test -n "$(BASE)" || { echo "usage: make bench-build-compare BASE=<rev> [HEAD=<rev>] [N=5]" >&2; exit 2; }
	N=$(or $(N),5) bench/build/compare-commits.sh '$(BASE)' $(if $(HEAD),'$(HEAD)')

## bench-icons: filtering the icons page as a reader types, against ui5-icon grids (see bench/README.md)
bench-icons: build e2e/node_modules/.installed chromium
	bench/icons/run.sh

## bench-lighthouse: Lighthouse on our pages against Docusaurus, and every component page's weight
# The weight of every component page is measured with the browser tests' Playwright.
bench-lighthouse: build e2e/node_modules/.installed chromium
	bench/lighthouse/run.sh

## bench-scale: the engine's build time, memory, output and search bytes on the site grown by 1,000, 5,000 and 10,000 generated pages
bench-scale: build
	bench/scale/run.sh

## bench-try-it: the Try it controls' change-to-preview time, and every component page's weight
bench-try-it: build e2e/node_modules/.installed chromium
	bench/try-it/run.sh

## bench-converter: the markup converter on 1 KB, 100 KB and 1 MB of the samples' markup, against html5gum tokenizing it
bench-converter: build
	cargo run --release -q -p site-converter --example convert_timings -- build/data/migration-rules.json

## bench-serve: our server against nginx on the built site (see bench/README.md)
bench-serve: build
	bench/serve/run.sh

## bench-mcp: tool-call latency of the MCP server of `site serve`, per tool, at 1 and 50 clients (see bench/README.md)
bench-mcp: build e2e/mcp/node_modules/.installed
	bench/mcp/run.sh
## fuzz: the engine's fuzz harness, each target exploring fresh seeds for FUZZ_SECONDS (all at once; make test runs fixed seeds and the committed regressions)
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) cargo test --release -p site-compiler --test fuzz -- --nocapture --test-threads 6

## bench-dev: edit-to-visible time of `site dev` against `docusaurus start` (see bench/README.md)
bench-dev: build e2e/node_modules/.installed chromium
	bench/dev/run.sh

engine:
	cargo build --release --bin site

## wasm: the search core (crates/search) and the markup converter (crates/converter) compiled to WebAssembly for the browser
wasm:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	cargo build --profile wasm --target $(WASM_TARGET) -p site-search-wasm -p site-converter-wasm
	@mkdir -p $(dir $(SEARCH_WASM)) $(dir $(CONVERTER_WASM))
	cp target/$(WASM_TARGET)/wasm/site_search_wasm.wasm $(SEARCH_WASM)
	cp target/$(WASM_TARGET)/wasm/site_converter_wasm.wasm $(CONVERTER_WASM)

# The app, then the engine's prerenderer (web/dist/.prerender/) and the service worker
# (web/dist/.worker/), from the same sources.
front-end: web/node_modules/.installed wasm web/dist-packages/.vite/manifest.json
	cd web && npx vite build --logLevel warn && npx vite build --ssr --logLevel warn && npx vite build --config vite.worker.config.mts

# The component packages pre-bundled for the sample previews, with the previews'
# support script; rebuilt only when those or the installed packages change.
web/dist-packages/.vite/manifest.json: web/node_modules/.installed web/vite.packages.config.mts $(filter-out %.test.ts,$(wildcard web/bundle/*.ts web/src/preview/*))
	cd web && npx vite build --config vite.packages.config.mts

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

e2e/mcp/node_modules/.installed: e2e/mcp/package.json e2e/mcp/package-lock.json
	cd e2e/mcp && npm ci --no-audit --no-fund
	touch $@

e2e/node_modules/.installed: e2e/package.json e2e/package-lock.json
	cd e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@

# Debian's Chromium drives the browser tests; Playwright's own download cannot work here.
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; \
	  else \
	    echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-driver'" >&2; exit 1; \
	  fi; \
	fi

# Debian's Firefox ESR runs the Firefox smoke suite; Playwright's own Firefox cannot be installed here.
firefox:
	@if [ ! -x $(FIREFOX) ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y firefox-esr; \
	  else \
	    echo "Firefox is missing: run 'sudo apt-get install -y firefox-esr'" >&2; exit 1; \
	  fi; \
	fi

clean:
	rm -rf build .build.spare web/dist web/dist-packages web/generated e2e/test-results
