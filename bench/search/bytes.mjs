// Bytes a reader downloads for search, side by side in one run, in Chromium with a
// phone's emulation (Playwright's "Pixel 5"), for three searches over the same docs:
//
// - ours: the site as built (build/), served by `site serve` with its .br copies;
// - docusaurus-lunr-search 3.6.1: the same 48 docs pages built by Docusaurus 3.8.1
//   (bench/out/search-docusaurus/build, made by bench/search/run.sh), served by a
//   small static server here that sends brotli (quality 11) as ours sends its copies;
// - Pagefind (pinned in bench/search/pagefind/package.json): its index of our built
//   pages (bench/out/search-pagefind/site, made by bench/search/bytes.sh), queried
//   through its JavaScript API by a small page (bench/search/pagefind/), served the
//   same way. Twice: searching at every keystroke (as ours and lunr's boxes do), and
//   debounced (preload at every keystroke, search 300 ms after the last one).
//
// For each, in a new browser profile (empty cache, service workers blocked):
// 1. a page view of a docs page (the FAQ), from navigation until the load event and
//    6 s without network activity: every byte, and the search's own files;
// 2. a session of five queries typed one after another into the search box (150 ms
//    a key, each query typed over the last), from the reader's tap on the box (ours
//    starts loading its search on the reader's first interaction, so the tap is part
//    of the first query) until the fifth query's results are shown and the network
//    has been quiet for 1.5 s, cumulative after each query.
//
// Bytes are counted per request from the DevTools protocol, `encodedDataLength` of
// `Network.loadingFinished` (headers and compressed body as received), in the page
// and in the workers it starts. Chromium does not count a worker's own script there,
// so every server sits behind a counting proxy here, which also gives each request's
// bytes on the wire: a worker's script is counted from it, and the proxy's total of
// each window is printed beside the protocol's as a check. Search files are told by
// their address: any file or folder named search-*, lunr-index-*, *.wasm, or under
// pagefind/ (a search rewritten to fetch its data in chunks stays counted whatever
// the chunks' names: the session counts every byte, search files or not).
//
// Brotli copies at quality 11 are kept by content in bench/out/search-bytes/br-cache,
// so only the first run pays for them (half a minute for Docusaurus's files). Every
// request of the run is listed in bench/out/search-bytes/requests.md.
//
// Usage: OURS_ORIGIN=http://127.0.0.1:4111 node bench/search/bytes.mjs
//        (bench/search/bytes.sh starts `site serve` and prepares Pagefind's index first)
//        ONLY=ours,lunr,pagefind,pagefind-debounced   to measure some of them only
//        WAIT_MS=60000                                how long to wait for anything
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { devices, launchChromium } from "../chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");

const OURS_ORIGIN = process.env.OURS_ORIGIN;
if (!OURS_ORIGIN) throw new Error("OURS_ORIGIN (where `site serve` serves build/) is not set: run bench/search/bytes.sh");
const BASE = "/webcomponents/v1/";
const PAGE = "docs/FAQ/";
const DOCUSAURUS_BUILD = path.join(root, "bench/out/search-docusaurus/build");
const PAGEFIND_SITE = path.join(root, "bench/out/search-pagefind/site");
const OUT = path.join(root, "bench/out/search-bytes");
/** Five things a reader of these docs looks for: single words and two-word phrases. */
const QUERIES = ["button", "theming", "disable animations", "icon size", "form validation"];
const TYPING_DELAY_MS = 150;
const PAGE_QUIET_MS = 6000;
const QUERY_QUIET_MS = 1500;
const WAIT_MS = Number(process.env.WAIT_MS ?? 60_000);
/** `ONLY=lunr,pagefind`: measure only these (ours, lunr, pagefind, pagefind-debounced). */
const ONLY = process.env.ONLY?.split(",");
/** What counts as the search's own files, by address. */
const SEARCH_FILE = /\/(search-[^/?#]*|lunr-index[^/?#]*|[^/?#]*\.wasm)([/?#]|$)|\/pagefind\//;
/** What our build compresses (crates/output/src/compress.rs); the static server here does the same. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|map|wasm)$/;
const MIN_COMPRESSED = 512;
const BROTLI_QUALITY = 11;

fs.mkdirSync(path.join(OUT, "br-cache"), { recursive: true });

/** A file's brotli copy at quality 11, kept in bench/out by content so later runs skip the work. */
function brotli(bytes) {
  const cached = path.join(OUT, "br-cache", `${createHash("sha256").update(bytes).digest("hex")}.q${BROTLI_QUALITY}.br`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const compressed = brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  fs.writeFileSync(cached, compressed);
  return compressed;
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/**
 * A static server of `dir` under the address prefix `prefix`, sending the brotli copy
 * of a text file of 512 bytes or more to a browser that accepts it. Every copy is made
 * before the server starts, so that no response waits for the compressor.
 */
async function staticServer(dir, prefix) {
  const files = new Map();
  const walk = (folder) =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  for (const file of walk(dir)) {
    const body = fs.readFileSync(file);
    const compress = COMPRESSIBLE.test(file) && body.length >= MIN_COMPRESSED;
    const br = compress ? brotli(body) : null;
    files.set(path.relative(dir, file).split(path.sep).join("/"), { body, br: br && br.length < body.length ? br : null });
  }
  const find = (rel) => files.get(rel) ?? files.get(`${rel}${rel === "" || rel.endsWith("/") ? "" : "/"}index.html`);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    const rel = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
    let file = rel === null ? undefined : find(rel);
    let name = rel ?? "";
    if (file && name.endsWith("/")) name += "index.html";
    else if (file && !files.has(name)) name += "/index.html";
    response.statusCode = file ? 200 : 404;
    if (!file) {
      file = files.get("404.html") ?? { body: Buffer.from("Not found"), br: null };
      name = "404.html";
    }
    response.setHeader("Content-Type", TYPES[path.extname(name)] ?? "application/octet-stream");
    response.setHeader("Cache-Control", name.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    response.setHeader("Vary", "Accept-Encoding");
    const useBr = file.br && /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
    if (useBr) response.setHeader("Content-Encoding", "br");
    const body = useBr ? file.br : file.body;
    response.setHeader("Content-Length", body.length);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** The window of the run that requests now belong to: `site/view`, `site/q1`... */
let phase = "";
/** The last time bytes went through a proxy. */
let lastWireActivity = 0;
/** Each request through the proxies: its window, path and bytes sent back to the browser. */
const wire = [];

/**
 * A TCP proxy in front of `upstream` (host:port) that counts the bytes each response
 * takes on the wire. Chromium sends one request at a time on an HTTP/1.1 connection,
 * so the bytes coming back belong to the last request it sent on that connection.
 */
async function countingProxy(upstream) {
  const [host, port] = upstream.split(":");
  const sockets = new Set();
  const proxy = net.createServer((client) => {
    const backend = net.connect(Number(port), host);
    sockets.add(client).add(backend);
    let pending = Buffer.alloc(0);
    let body = 0;
    let current = null;
    client.on("data", (chunk) => {
      backend.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // A request's body (none from these pages' GETs) is not a request line.
        const skipped = Math.min(body, pending.length);
        pending = pending.subarray(skipped);
        body -= skipped;
        const end = pending.indexOf("\r\n\r\n");
        if (end < 0) break;
        const head = pending.subarray(0, end).toString("latin1");
        pending = pending.subarray(end + 4);
        const [method, target] = head.split("\r\n")[0].split(" ");
        body = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        current = { phase, method, path: target, bytes: 0 };
        wire.push(current);
        lastWireActivity = performance.now();
      }
    });
    backend.on("data", (chunk) => {
      client.write(chunk);
      if (!current) wire.push((current = { phase, method: "?", path: "?", bytes: 0 }));
      current.bytes += chunk.length;
      lastWireActivity = performance.now();
    });
    const close = () => {
      client.destroy();
      backend.destroy();
      sockets.delete(client);
      sockets.delete(backend);
    };
    client.on("error", close).on("close", close);
    backend.on("error", close).on("close", close);
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxy.closeAllConnections = () => sockets.forEach((socket) => socket.destroy());
  return proxy;
}

const origin = (server) => `http://127.0.0.1:${server.address().port}`;
const upstreamOf = (server) => `127.0.0.1:${server.address().port}`;

/**
 * Counts a page's requests through the DevTools protocol: the page's own session and,
 * attached automatically (paused until their network is watched), its workers' and
 * out-of-process frames'. Every request is counted in the window it was sent in.
 */
async function meter(context, page) {
  const requests = [];
  const byId = new Map();
  const inflight = new Set();
  let lastActivity = performance.now();
  const cdp = await context.newCDPSession(page);
  const handle = (session, method, params) => {
    const key = `${session}/${params.requestId}`;
    switch (method) {
      case "Network.requestWillBeSent": {
        if (/^(data|blob):/.test(params.request.url)) return;
        const request = { phase, url: params.request.url, bytes: 0, done: false };
        requests.push(request);
        byId.set(key, request);
        inflight.add(key);
        break;
      }
      case "Network.loadingFinished": {
        const request = byId.get(key);
        if (request) {
          request.bytes = params.encodedDataLength;
          request.done = true;
        }
        inflight.delete(key);
        break;
      }
      case "Network.loadingFailed": {
        const request = byId.get(key);
        if (request) request.failed = params.errorText;
        inflight.delete(key);
        break;
      }
      default:
        return;
    }
    lastActivity = performance.now();
  };
  for (const method of ["Network.requestWillBeSent", "Network.loadingFinished", "Network.loadingFailed"]) {
    cdp.on(method, (params) => handle("page", method, params));
  }
  let nextId = 1;
  cdp.on("Target.attachedToTarget", async ({ sessionId, targetInfo }) => {
    const send = (method, params = {}) =>
      cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
    // A worker's own script: the page's session sees it sent but never finished, the
    // worker's reports it without its body. Its bytes come from the proxy.
    if (targetInfo.type === "worker" || targetInfo.type === "shared_worker") {
      const key = [...inflight].find((key) => key.startsWith("page/") && byId.get(key).url === targetInfo.url);
      const script = key ? byId.get(key) : { phase, url: targetInfo.url };
      if (key) inflight.delete(key);
      else requests.push(script);
      Object.assign(script, { bytes: 0, done: true, workerScript: true });
    }
    await send("Network.enable").catch(() => {});
    await send("Runtime.runIfWaitingForDebugger").catch(() => {});
  });
  cdp.on("Target.receivedMessageFromTarget", ({ sessionId, message }) => {
    const { method, params } = JSON.parse(message);
    if (method) handle(sessionId, method, params);
  });
  cdp.on("Target.detachedFromTarget", ({ sessionId }) => {
    for (const key of inflight) if (key.startsWith(`${sessionId}/`)) inflight.delete(key);
  });
  await cdp.send("Network.enable");
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    requests,
    /** Waits until nothing is in flight and nothing has moved for `ms`. */
    async quiet(ms) {
      const start = performance.now();
      for (;;) {
        const now = performance.now();
        if (inflight.size === 0 && now - Math.max(lastActivity, lastWireActivity) >= ms) return;
        if (now - start > WAIT_MS) {
          const pending = [...inflight].map((key) => byId.get(key)?.url ?? key).join(", ");
          console.warn(`  warning: the network was not quiet after ${WAIT_MS / 1000} s; in flight: ${pending || "none"}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

// The search boxes. Each `open` returns the box, ready to type into; each `shown`
// waits until the query's results are on the page and says what they are.

/** Our box: the navbar's combobox (on a phone, a search icon until tapped). */
const ours = {
  async open(page) {
    const box = page.locator('header input[type="search"], header [role="combobox"], header [role="searchbox"]').first();
    if (!(await box.isVisible())) await page.locator('header button[aria-label*="earch" i]').first().tap();
    await box.waitFor({ state: "visible", timeout: WAIT_MS });
    // The reader's tap on the box, even while it is disabled: the search loads on the
    // reader's first interaction, and the box is disabled until it has.
    const { x, y, width, height } = await box.boundingBox();
    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await page.waitForFunction((input) => !input.disabled, await box.elementHandle(), { timeout: WAIT_MS });
    if (!(await box.evaluate((input) => input === document.activeElement))) await box.tap();
    return box;
  },
  async shown(page, box, query) {
    await page.waitForFunction(
      ([input, query]) => {
        const search = input.closest('[role="search"]') ?? document;
        const listbox = search.querySelector('[role="listbox"]');
        // While the files a query needs are on their way, the panel is busy.
        const busy = search.querySelector('[aria-busy="true"]') !== null;
        return input.value === query && !busy && listbox !== null && listbox.getClientRects().length > 0;
      },
      [await box.elementHandle(), query],
      { timeout: WAIT_MS },
    );
    return page.evaluate((input) => {
      const search = input.closest('[role="search"]') ?? document;
      const options = [...search.querySelectorAll('[role="listbox"] [role="option"]')];
      const results = options.filter((option) => !/see all results/i.test(option.textContent));
      return { count: results.length, first: results[0]?.innerText.trim().split("\n")[0].slice(0, 60) ?? "(none)" };
    }, await box.elementHandle());
  },
};

/** docusaurus-lunr-search's box: an input in the navbar behind a search icon on a phone. */
const lunr = {
  async open(page) {
    const box = page.locator("#search_input_react, .navbar__search-input").first();
    await box.waitFor({ state: "attached", timeout: WAIT_MS });
    await page.waitForFunction((input) => !input.disabled, await box.elementHandle(), { timeout: WAIT_MS });
    const icon = page.locator('.navbar__search [role="button"]').first();
    if ((await icon.isVisible()) && (await box.boundingBox())?.width < 60) await icon.tap();
    else await box.tap();
    await page.waitForFunction((input) => input === document.activeElement, await box.elementHandle(), { timeout: WAIT_MS });
    return box;
  },
  async shown(page, box, query) {
    await page.waitForFunction(
      (query) => {
        const input = document.querySelector("#search_input_react, .navbar__search-input");
        const menu = document.querySelector(".ds-dropdown-menu");
        return input?.value === query && menu !== null && menu.getClientRects().length > 0 && menu.textContent.trim() !== "";
      },
      query,
      { timeout: WAIT_MS },
    );
    return page.evaluate(() => {
      const results = [...document.querySelectorAll(".ds-dropdown-menu .ds-suggestion")];
      const title = results[0]?.querySelector(".algolia-docsearch-suggestion--title") ?? results[0];
      return { count: results.length, first: title?.textContent.trim().slice(0, 60) ?? "(none)" };
    });
  },
};

/** The Pagefind page's box (bench/search/pagefind/search.js marks the results it shows). */
const pagefind = {
  async open(page) {
    const box = page.locator('input[type="search"]');
    await box.tap();
    return box;
  },
  async shown(page, box, query) {
    await page.waitForFunction((query) => document.querySelector("#results")?.dataset.query === query, query, { timeout: WAIT_MS });
    return page.evaluate(() => {
      const results = [...document.querySelectorAll("#results li")];
      return { count: results.length, first: results[0]?.querySelector("a")?.textContent.trim().slice(0, 60) ?? "(none)" };
    });
  },
};

async function measure(browser, name, url, search) {
  const context = await browser.newContext({ ...devices["Pixel 5"], serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.warn(`  ${name}: page error: ${error.message}`));
  const network = await meter(context, page);
  phase = `${name}/view`;
  await page.goto(url, { waitUntil: "load", timeout: WAIT_MS });
  await network.quiet(PAGE_QUIET_MS);
  phase = `${name}/q1`;
  const box = await search.open(page);
  const shown = [];
  for (const [i, query] of QUERIES.entries()) {
    phase = `${name}/q${i + 1}`;
    if (i > 0) await box.press("ControlOrMeta+a");
    await page.keyboard.type(query, { delay: TYPING_DELAY_MS });
    await search.shown(page, box, query);
    await network.quiet(QUERY_QUIET_MS);
    shown.push(await search.shown(page, box, query));
  }
  phase = "";
  await context.close();
  // A worker's script: its bytes as the proxy counted them in the same window.
  for (const request of network.requests.filter((r) => r.workerScript)) {
    const pathname = new URL(request.url).pathname;
    request.bytes = wire.filter((w) => w.phase === request.phase && w.path.split("?")[0] === pathname).reduce((sum, w) => sum + w.bytes, 0);
  }
  return { name, url, requests: network.requests, shown };
}

const kb = (bytes) => (bytes / 1024).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const sum = (requests) => requests.reduce((total, request) => total + request.bytes, 0);
const isSearch = (request) => SEARCH_FILE.test(new URL(request.url).pathname);

const servers = [];
const browser = await launchChromium();
try {
  const measures = (key) => !ONLY || ONLY.includes(key);
  console.log("compressing Docusaurus's and Pagefind's files (brotli quality 11, kept for later runs)...");
  // A static server and its proxy for each build measured.
  const served = async (dir, prefix) => {
    const files = await staticServer(dir, prefix);
    const proxy = await countingProxy(upstreamOf(files));
    servers.push(files, proxy);
    return proxy;
  };
  const proxies = {
    ours: await countingProxy(new URL(OURS_ORIGIN).host),
    docusaurus: measures("lunr") ? await served(DOCUSAURUS_BUILD, BASE) : null,
    pagefind: measures("pagefind") || measures("pagefind-debounced") ? await served(PAGEFIND_SITE, "/") : null,
  };
  servers.push(proxies.ours);

  const sites = [
    { key: "ours", title: "Ours", url: () => `${origin(proxies.ours)}${BASE}${PAGE}`, search: ours },
    { key: "lunr", title: "docusaurus-lunr-search", url: () => `${origin(proxies.docusaurus)}${BASE}${PAGE}`, search: lunr },
    { key: "pagefind", title: "Pagefind", url: () => `${origin(proxies.pagefind)}/?mode=keystroke`, search: pagefind },
    { key: "pagefind-debounced", title: "Pagefind, debounced", url: () => `${origin(proxies.pagefind)}/?mode=debounced`, search: pagefind },
  ];
  const runs = {};
  const failed = [];
  for (const site of sites) {
    if (!measures(site.key)) continue;
    console.log(`measuring ${site.title}...`);
    const started = performance.now();
    try {
      runs[site.key] = await measure(browser, site.key, site.url(), site.search);
    } catch (error) {
      // One search that fails (ours is being rewritten) leaves the others measured.
      console.error(`  ${site.title} failed: ${error.message.split("\n")[0]}`);
      failed.push(site.title);
      phase = "";
      continue;
    }
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s; results shown:`);
    for (const [i, query] of QUERIES.entries()) {
      const { count, first } = runs[site.key].shown[i];
      console.log(`    ${JSON.stringify(query)}: ${count} shown, first: ${first}`);
    }
  }
  if (failed.length) process.exitCode = 1;

  // The figures of each site: the page view, and the session after each query.
  const measured = sites.filter((site) => runs[site.key]);
  const figures = {};
  for (const site of measured) {
    const { requests } = runs[site.key];
    const view = requests.filter((r) => r.phase === `${site.key}/view`);
    // Cumulative: the requests of queries 1 to i + 1.
    const upTo = (i) => new Set(QUERIES.slice(0, i + 1).map((_, j) => `${site.key}/q${j + 1}`));
    const session = QUERIES.map((_, i) => requests.filter((r) => upTo(i).has(r.phase)));
    figures[site.key] = {
      viewSearch: sum(view.filter(isSearch)),
      viewAll: sum(view),
      viewRequests: view.length,
      session: session.map(sum),
      sessionSearch: session.map((s) => sum(s.filter(isSearch))),
      sessionRequests: session.map((s) => s.length),
    };
  }
  // Pagefind's page is not a docs page: its page view is our page's with our search's
  // files swapped for what Pagefind loads before the first query.
  for (const key of ["pagefind", "pagefind-debounced"]) {
    if (!figures[key]) continue;
    figures[key].viewAll = figures.ours ? figures.ours.viewAll - figures.ours.viewSearch + figures[key].viewSearch : NaN;
  }

  // A column for each search measured, or that failed; none for those left out by ONLY.
  const columns = sites.filter((site) => measures(site.key));
  const row = (label, pick) => {
    const cells = columns.map(({ key }) => {
      if (!figures[key]) return "failed";
      const value = pick(figures[key]);
      if (Number.isNaN(value)) return "n/a";
      const against = figures.ours && key !== "ours" ? pick(figures.ours) : 0;
      return `${kb(value)}${against ? ` (${(value / against).toFixed(1)}x)` : ""}`;
    });
    return `| ${label} | ${cells.join(" | ")} |`;
  };
  const lines = [];
  lines.push(`| KB on the wire (brotli), Pixel 5 emulation | ${columns.map((s) => s.title).join(" | ")} |`);
  lines.push(`| --- | ${columns.map(() => "---").join(" | ")} |`);
  lines.push(row("Page view (FAQ): the search's files", (f) => f.viewSearch));
  lines.push(row("Page view (FAQ): everything *", (f) => f.viewAll));
  for (const [i, query] of QUERIES.entries()) {
    lines.push(row(`Five queries, after query ${i + 1} "${query}"`, (f) => f.session[i]));
  }
  lines.push(row("Five queries: of which the search's files", (f) => f.sessionSearch.at(-1)));
  lines.push(row("Page view + the five queries *", (f) => f.viewAll + f.session.at(-1)));
  lines.push(row("Page view + the five queries: the search's files", (f) => f.viewSearch + f.sessionSearch.at(-1)));
  const table = lines.join("\n");
  console.log(`\n${table}\n`);
  console.log("Ratios are against ours (above 1: more bytes than ours).");
  console.log("* Pagefind's page view: our page's bytes with our search's files swapped for what Pagefind loads before the first query.");
  const requestCounts = (pick) => measured.map(({ key }) => `${key} ${pick(figures[key])}`).join(", ");
  console.log(`Requests: page view ${requestCounts((f) => f.viewRequests)}; five queries ${requestCounts((f) => f.sessionRequests.at(-1))}.`);

  // The check: what the protocol counted in each window against the proxies' count.
  const checks = [];
  for (const site of measured) {
    for (const suffix of ["view", ...QUERIES.map((_, i) => `q${i + 1}`)]) {
      const name = `${site.key}/${suffix}`;
      const counted = sum(runs[site.key].requests.filter((r) => r.phase === name));
      const onWire = wire.filter((w) => w.phase === name).reduce((total, w) => total + w.bytes, 0);
      if (Math.abs(counted - onWire) > Math.max(2048, onWire * 0.02)) checks.push(`${name}: protocol ${kb(counted)} KB, proxy ${kb(onWire)} KB`);
    }
  }
  console.log(
    checks.length
      ? `Check against the proxies' count, windows that differ:\n  ${checks.join("\n  ")}`
      : "Check: the proxies counted the same bytes as the protocol in every window (within 2 %).",
  );

  // Every request, for the record.
  const detail = [`# Search bytes: every request\n\nBy bench/search/bytes.mjs, ${new Date().toISOString()}.\n\n${table}\n`];
  for (const site of measured) {
    detail.push(`\n## ${site.title}\n\n${site.url()}\n\n| Window | KB | Search file | Address |\n| --- | --- | --- | --- |`);
    for (const r of runs[site.key].requests) {
      const address = new URL(r.url);
      const notes = `${r.failed ? ` (failed: ${r.failed})` : ""}${r.workerScript ? " (worker script, from the proxy)" : ""}`;
      detail.push(`| ${r.phase.split("/")[1]} | ${kb(r.bytes)}${notes} | ${isSearch(r) ? "yes" : ""} | ${address.pathname}${address.search} |`);
    }
  }
  fs.writeFileSync(path.join(OUT, "requests.md"), `${detail.join("\n")}\n`);
  fs.writeFileSync(path.join(OUT, "result.md"), `${table}\n`);
  console.log(`Every request: ${path.relative(root, path.join(OUT, "requests.md"))}`);

  // Ours serves its search files as built (brotli quality 5 outside assets/): what they would weigh at 11.
  let asBuilt = 0;
  let atEleven = 0;
  for (const request of runs.ours?.requests.filter(isSearch) ?? []) {
    const file = path.join(root, "build", decodeURIComponent(new URL(request.url).pathname.slice(BASE.length)));
    if (!fs.existsSync(file) || !fs.existsSync(`${file}.br`)) continue;
    asBuilt += fs.statSync(`${file}.br`).size;
    atEleven += brotli(fs.readFileSync(file)).length;
  }
  if (asBuilt) {
    console.log(
      `Ours' search files downloaded, as built: ${kb(asBuilt)} KB of brotli bodies (quality 5, 10 under assets/); at quality 11, as the others are served here: ${kb(atEleven)} KB.`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}
