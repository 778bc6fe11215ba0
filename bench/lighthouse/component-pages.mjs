// Loads every component page of the built site in Chromium at Lighthouse's mobile
// viewport, without scrolling, and reports the requests and the compressed
// JavaScript each one makes, against the goal (60 requests, 400 KB).
//
// Usage: node component-pages.mjs <base URL> <its build folder>   (uses the browser-test
// tools in e2e/)
import fs from "node:fs";
import path from "node:path";
import { launchChromium } from "../chromium.mjs";

const MAX_REQUESTS = 60;
const MAX_JS_BYTES = 400 * 1024;
const VIEWPORT = { width: 412, height: 823 };

const [base, buildDir] = process.argv.slice(2);

const sitemap = fs.readFileSync(path.join(path.resolve(buildDir), "sitemap.xml"), "utf8");
const routes = [...sitemap.matchAll(/<loc>[^<]*?\/webcomponents\/v1\/([^<]*)<\/loc>/g)]
  .map((match) => match[1])
  .filter((route) => /^components\/(fiori\/)?[A-Z]/.test(route));

/** How long the network must stay silent before a page counts as loaded. */
const QUIET_MS = 500;

function hasSamples(route) {
  const data = JSON.parse(fs.readFileSync(path.join(path.resolve(buildDir), "data", route, "index.json"), "utf8"));
  return (data.samples ?? []).length > 0;
}

/** Resolves once no request of `context` has been in flight for QUIET_MS. */
function trackQuiet(context) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const activity = (change) => () => {
    inFlight += change;
    lastActivity = Date.now();
  };
  context.on("request", activity(1));
  context.on("requestfinished", activity(-1));
  context.on("requestfailed", activity(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

/**
 * Polls until a sample's frame shows a rendered component. The frames are looked up
 * afresh on each poll: waiting on the frame found before its document had loaded
 * timed out now and then.
 */
async function firstSampleRendered(page) {
  const rendered = () => [...document.querySelectorAll("*")].some((e) => e.localName.startsWith("ui5-") && e.shadowRoot);
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    for (const frame of page.frames().filter((f) => f.url().includes("/samples/"))) {
      if (await frame.evaluate(rendered).catch(() => false)) return;
    }
  }
  throw new Error(`${page.url()}: its first sample did not render within 30 s`);
}

const browser = await launchChromium();
const results = [];
for (const route of routes) {
  // A fresh context per page: nothing cached from the one before.
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const sizes = [];
  context.on("requestfinished", (request) =>
    sizes.push(request.sizes().then((size) => ({ script: request.resourceType() === "script", bytes: size.responseBodySize }))),
  );
  const quiet = trackQuiet(context);
  await page.goto(base + route);
  // The first sample starts once the app has: the network can fall silent before it
  // (so "networkidle" alone would miss it). Its components render when it has loaded.
  if (hasSamples(route)) await firstSampleRendered(page);
  await quiet();
  const finished = await Promise.all(sizes);
  const js = finished.filter((r) => r.script).reduce((total, r) => total + r.bytes, 0);
  results.push({ route, requests: finished.length, js });
  await context.close();
}
await browser.close();

const over = results.filter((r) => r.requests > MAX_REQUESTS || r.js > MAX_JS_BYTES);
const most = (key) => results.reduce((best, r) => (r[key] > best[key] ? r : best));
console.log(`${results.length} component pages; goal: at most ${MAX_REQUESTS} requests and ${MAX_JS_BYTES / 1024} KB of JavaScript each`);
console.log(`most requests: ${most("requests").requests} (${most("requests").route})`);
console.log(`most JavaScript: ${Math.round(most("js").js / 1024)} KB (${most("js").route})`);
const median = (key) => [...results].sort((a, b) => a[key] - b[key])[Math.floor((results.length - 1) / 2)][key];
console.log(`median: ${median("requests")} requests, ${Math.round(median("js") / 1024)} KB of JavaScript`);
console.log(over.length === 0 ? "every page is within the goal" : `over the goal: ${over.map((r) => `${r.route} (${r.requests}, ${Math.round(r.js / 1024)} KB)`).join(", ")}`);
