// Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi, for the Firefox
// smoke suite (`make test-firefox`). Playwright's own Firefox build cannot be installed
// here; Debian's package can, and speaks WebDriver BiDi, which puppeteer-core drives.
import assert from "node:assert/strict";
import puppeteer from "puppeteer-core";

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const port = Number(process.env.FIREFOX_PORT ?? 4175);
export const ORIGIN = `http://127.0.0.1:${port}`;
export const BASE = `${ORIGIN}/webcomponents/v1/`;

/** The desktop layout: the docs sidebar shows from 997 px. */
export const VIEWPORT = { width: 1280, height: 800 };

/** How long a wait for something on a page lasts before the test fails. */
export const WAIT_MS = 15_000;

/**
 * A headless profile that leaves 127.0.0.1 alone: no updates, telemetry, captive
 * portal or connectivity probes, safe browsing lists, push, add-on
 * or plug-in downloads, DNS prefetch or speculative connections. Anything that still
 * tries goes to a proxy on a closed loopback port; only 127.0.0.1 goes direct.
 */
const PREFS = {
  "app.update.auto": false,
  "app.update.enabled": false,
  "app.update.checkInstallTime": false,
  "app.normandy.enabled": false,
  "app.shield.optoutstudies.enabled": false,
  "toolkit.telemetry.enabled": false,
  "toolkit.telemetry.unified": false,
  "toolkit.telemetry.archive.enabled": false,
  "toolkit.telemetry.server": "",
  "toolkit.coverage.endpoint.base": "",
  "datareporting.policy.dataSubmissionEnabled": false,
  "datareporting.healthreport.uploadEnabled": false,
  "browser.ping-centre.telemetry": false,
  "browser.newtabpage.activity-stream.telemetry": false,
  "browser.newtabpage.activity-stream.feeds.telemetry": false,
  "browser.newtabpage.activity-stream.feeds.snippets": false,
  "browser.newtabpage.activity-stream.feeds.section.topstories": false,
  "browser.newtabpage.activity-stream.showSponsored": false,
  "browser.newtabpage.activity-stream.showSponsoredTopSites": false,
  "browser.topsites.contile.enabled": false,
  "browser.discovery.enabled": false,
  "browser.region.network.url": "",
  "browser.region.update.enabled": false,
  "browser.shell.checkDefaultBrowser": false,
  "browser.aboutwelcome.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "captivedetect.canonicalURL": "",
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "browser.safebrowsing.downloads.enabled": false,
  "browser.safebrowsing.downloads.remote.enabled": false,
  "browser.safebrowsing.blockedURIs.enabled": false,
  "browser.safebrowsing.provider.google.updateURL": "",
  "browser.safebrowsing.provider.google4.updateURL": "",
  "browser.safebrowsing.provider.mozilla.updateURL": "",
  "services.sync.enabled": false,
  "identity.fxaccounts.enabled": false,
  "dom.push.enabled": false,
  "dom.push.connection.enabled": false,
  "extensions.update.enabled": false,
  "extensions.getAddons.cache.enabled": false,
  "extensions.blocklist.enabled": false,
  "extensions.systemAddon.update.enabled": false,
  "media.gmp-manager.updateEnabled": false,
  "media.gmp-manager.url": "",
  "media.gmp-gmpopenh264.enabled": false,
  "geo.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "network.predictor.enabled": false,
  "network.http.speculative-parallel-limit": 0,
  "network.trr.mode": 5,
  "browser.search.update": false,
  "browser.search.geoip.url": "",
  "network.proxy.type": 1,
  "network.proxy.http": "127.0.0.1",
  "network.proxy.http_port": 9,
  "network.proxy.ssl": "127.0.0.1",
  "network.proxy.ssl_port": 9,
  "network.proxy.share_proxy_settings": true,
  "network.proxy.no_proxies_on": "127.0.0.1",
  // Smooth scrolling would leave elements moving under a click.
  "general.smoothScroll": false,
};

/** Firefox, headless, with the profile above (in a temporary folder puppeteer removes). */
export function launchFirefox() {
  return puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: PREFS,
    defaultViewport: VIEWPORT,
    timeout: 30_000,
    protocolTimeout: 30_000,
  });
}

/**
 * Resolves with what `probe` returns once `accept` takes it; fails the test with
 * `what` and the last value after `timeout` ms. A probe that throws (a frame still
 * loading) is tried again.
 */
export async function poll(what, probe, accept = Boolean, timeout = WAIT_MS) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      last = error instanceof Error ? `error: ${error.message}` : error;
    }
    if (Date.now() > end) assert.fail(`${what}: still ${JSON.stringify(last)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new tab, in a browser context of its own (no storage shared with other tests),
 * that records what goes wrong in it: console errors and uncaught errors in any of
 * its frames, and requests that leave 127.0.0.1. `check()` fails the test on any of
 * them; `close()` closes the tab and its context.
 */
export async function openPage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS * 2);
  const problems = { errors: [], outside: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.errors.push(`page error: ${error.message ?? error}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") problems.outside.push(request.url());
  });
  const check = () => {
    assert.deepEqual(problems.outside, [], "requests outside the site");
    assert.deepEqual(problems.errors, [], "console and page errors");
  };
  return { page, problems, check, close: () => context.close() };
}

/** Opens `route` (under the site's base) and waits until the app has taken over the page. */
export async function visit(page, route) {
  const response = await page.goto(new URL(route, BASE).href, { waitUntil: "load" });
  await page.waitForSelector("html[data-has-hydrated]");
  return response;
}

/** The frame whose address contains `part` (a sample's preview, the playground's), once it is there. */
export function frameWith(page, part) {
  return poll(`a frame at ${part}`, () => page.frames().find((frame) => frame.url().includes(part)));
}

/** In a frame: how many ui5 elements there are, and how many are defined and have rendered. */
export function components(frame) {
  return frame.evaluate(() => {
    const all = [...document.querySelectorAll("*")].filter((element) => element.localName.startsWith("ui5-"));
    return {
      count: all.length,
      undefinedTags: [...new Set(all.filter((element) => !customElements.get(element.localName)).map((element) => element.localName))],
      rendered: all.filter((element) => element.shadowRoot).length,
    };
  });
}

/** Waits until a frame's ui5 elements are all defined and some have rendered. */
export async function componentsRender(frame, what) {
  const rendered = (c) => c.count > 0 && c.undefinedTags.length === 0 && c.rendered > 0;
  await poll(`${what}: every component defined and some rendered`, () => components(frame), rendered);
}

/** The theme a frame applied, from the theme's own metadata. */
export function frameTheme(frame) {
  return frame.evaluate(() => {
    const meta = getComputedStyle(document.documentElement).getPropertyValue("--sapThemeMetaData-Base-baseLib");
    return /baseLib\.([a-z0-9_]+)\.css_variables/.exec(meta)?.[1] ?? null;
  });
}

/** Opens the Settings menu if it is closed and chooses `label` in it. */
export async function chooseSetting(page, label) {
  const button = await page.waitForSelector('button[aria-label="Settings"]');
  if ((await button.evaluate((element) => element.getAttribute("aria-expanded"))) !== "true") await button.click();
  await (await page.waitForSelector(`::-p-aria([name="${label}"][role="menuitemradio"])`)).click();
}
