import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { appReady, expect, GETTING_STARTED, markWindow, readerActs, test, windowIsMarked } from "./fixtures";

test.use({ serviceWorkers: "allow" });
// The app registers the worker some seconds after a page has loaded (offlineWorker.ts).
test.describe.configure({ timeout: 90_000 });

const BASE = "/webcomponents/v1/";
const FIRST_STEPS = GETTING_STARTED[0];
const searchBox = (page: Page) => page.getByRole("search", { name: "Site search" }).getByRole("combobox", { name: "Search" });
const buttonResult = (page: Page) =>
  page
    .getByRole("listbox", { name: "Search results" })
    .getByRole("option", { name: /Button/ })
    .first();
const title = (page: Page) => page.locator("article.markdown h1");
const offlineHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "You are offline" });
/** Pages no link brings into view on the pages the first test visits, so nothing prefetches them. */
const NEVER_VISITED = ["docs/advanced/CSP/", "docs/advanced/accessibility/"];

/** Follows a route in the app, as a link would (the router hears the history change). */
async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, "", url);
    dispatchEvent(new PopStateEvent("popstate"));
  }, BASE + route);
}

/** Waits until the site's service worker controls the page. */
async function workerInControl(page: Page): Promise<void> {
  // The worker is registered once a reader interacts with the page.
  await readerActs(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether a file of the site is in one of its caches. */
function isCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, url);
}

/**
 * Whether everything the preview in `frame` has loaded (its document, scripts, styles,
 * theme data) is kept offline: the page has the worker keep it as the preview runs.
 */
async function previewKept(page: Page, frame: Locator): Promise<boolean> {
  const preview = await (await frame.elementHandle())!.contentFrame();
  const files = await preview!.evaluate(() => [
    location.href.split("#")[0],
    ...performance.getEntriesByType("resource").map((entry) => entry.name),
  ]);
  return page.evaluate(async (files) => {
    const ofSite = files.filter((file) => file.startsWith(location.origin));
    return (await Promise.all(ofSite.map(async (file) => (await caches.match(file)) !== undefined))).every(Boolean);
  }, files);
}

/** Whether a preview's components have rendered (they are defined and have their shadow roots). */
async function rendered(frame: FrameLocator, tag: string): Promise<boolean> {
  return frame
    .locator(tag)
    .first()
    .evaluate((element) => customElements.get(element.localName) !== undefined && element.shadowRoot !== null);
}

/** A cached file's text, or null. */
function cachedText(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (url) => (await caches.match(url))?.text() ?? null, url);
}

/** Gives a file of a linked copy of the site new content (without its compressed copies, which would still be served). */
function replaceFile(file: string, change: (text: string) => string): void {
  const text = fs.readFileSync(file, "utf8");
  for (const variant of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(variant, { force: true });
  fs.writeFileSync(file, change(text));
}

/** Requests that fail offline, and what they make the browser log, are what the tests cause. */
function expectOfflineErrors(problems: { expectErrors(pattern: RegExp): void }): void {
  problems.expectErrors(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);
}

test("visited pages, the search, their live samples and the playground work offline; a page never visited shows what is available", async ({
  page,
  context,
  problems,
}) => {
  await page.goto(FIRST_STEPS);
  await appReady(page);
  await workerInControl(page);
  // The first page loaded before the worker was there: it has the worker cache it.
  await expect.poll(() => isCached(page, `${BASE}data/${FIRST_STEPS}index.json`)).toBe(true);
  await expect.poll(() => isCached(page, `${BASE}${FIRST_STEPS}`)).toBe(true);
  // A search made online: the worker keeps the files its answer loaded.
  await readerActs(page);
  await searchBox(page).fill("button");
  await expect(page.locator(".search-box-panel")).toHaveAttribute("aria-busy", "false");
  await expect(buttonResult(page)).toBeVisible();
  await searchBox(page).fill("");
  await page.locator(".pagination-next").click();
  await expect(title(page)).toHaveText("Importing Components");
  await page.goto("components/Button/");
  await expect(page.frameLocator(".sample-preview iframe").first().locator("ui5-button").first()).toBeVisible();
  await expect.poll(() => rendered(page.frameLocator(".sample-preview iframe").first(), "ui5-button")).toBe(true);
  await expect.poll(() => previewKept(page, page.locator(".sample-preview iframe").first()), { timeout: 20_000 }).toBe(true);
  await page.goto("play/");
  await expect(page.getByRole("tab", { name: "index.html", exact: true })).toBeVisible();
  await expect.poll(() => rendered(page.frameLocator(".playground-frame"), "ui5-button")).toBe(true);
  await expect.poll(() => previewKept(page, page.locator(".playground-frame")), { timeout: 20_000 }).toBe(true);
  for (const route of NEVER_VISITED) expect(await isCached(page, `${BASE}data/${route}index.json`), route).toBe(false);

  await context.setOffline(true);
  expectOfflineErrors(problems);
  await page.goto(FIRST_STEPS);
  await appReady(page);
  await expect(title(page)).toHaveText("First Steps");
  await markWindow(page);

  await readerActs(page);
  // The search made online answers again; one never made needs files never fetched, and the box says so.
  await searchBox(page).fill("button");
  await expect(buttonResult(page)).toBeVisible();
  await expect(page.locator(".search-box-incomplete")).toHaveCount(0);
  await searchBox(page).fill("calendar");
  await expect(page.locator(".search-box-incomplete")).toContainText("Incomplete results. Part of the search could not load");
  await page.keyboard.press("Escape");

  await page.locator(".pagination-next").click();
  await expect(title(page)).toHaveText("Importing Components");
  // A page never visited, reached in the app: the pages that are available instead.
  await navigateInApp(page, NEVER_VISITED[0]);
  await expect(offlineHeading(page)).toBeVisible();
  const available = page.getByRole("list", { name: "Available offline" });
  await expect(available.getByRole("link", { name: "First Steps" })).toBeVisible();
  await expect(available.getByRole("link", { name: "Importing Components" })).toBeVisible();
  await expect(available.getByRole("link", { name: "Playground" })).toBeVisible();
  expect(await windowIsMarked(page), "the app stayed; no browser error page").toBe(true);
  await available.getByRole("link", { name: "First Steps" }).click();
  await expect(title(page)).toHaveText("First Steps");

  // The same page, loaded in full: the worker answers with the app, which shows the list.
  await page.goto(NEVER_VISITED[1]);
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByRole("list", { name: "Available offline" }).getByRole("link", { name: "Importing Components" })).toBeVisible();

  // A component page read before: its text and API are there, and its live sample runs
  // from the files kept as it ran, edits too.
  await page.goto("components/Button/");
  await expect(page.getByRole("heading", { level: 1, name: "Button" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Properties" })).toBeVisible();
  const firstSample = page.locator(".sample").first();
  const preview = page.frameLocator(".sample-preview iframe").first();
  await expect(preview.locator("ui5-button", { hasText: "Approve" })).toBeVisible();
  await expect.poll(() => rendered(preview, "ui5-button")).toBe(true);
  await firstSample.getByRole("button", { name: "Edit" }).click();
  await firstSample.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText('<ui5-button id="edited">Edited offline</ui5-button>');
  await expect(preview.locator("#edited")).toHaveText("Edited offline");
  await expect.poll(() => rendered(preview, "#edited")).toBe(true);
  // The Try it preview never ran in this browser: it starts once online, and says so.
  await page.getByRole("heading", { level: 2, name: "Try it" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("note").filter({ hasText: "has not run in this browser before" })).toContainText("You are offline.");

  // The playground runs its project offline, and runs it again when it changes.
  await page.goto("play/");
  await expect(page.getByRole("heading", { level: 1, name: "Playground" })).toBeVisible();
  const playground = page.frameLocator(".playground-frame");
  await expect(playground.locator("ui5-button").first()).toBeVisible();
  await expect.poll(() => rendered(playground, "ui5-button")).toBe(true);
  const editor = page.locator(".playground-editor-panel:not([hidden]) .cm-content");
  const html = await editor.innerText();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(
    html.replace(/<ui5-title\b/, '<ui5-title id="changed"').replace("Hello, UI5 Web Components!", "Changed offline"),
  );
  await expect(playground.locator("#changed")).toHaveText("Changed offline");
  await expect.poll(() => rendered(playground, "#changed")).toBe(true);
});

test("“Make available offline” shows the size, the progress, then every page opens offline, its samples running", async ({
  page,
  context,
  problems,
}) => {
  await page.goto(FIRST_STEPS);
  await appReady(page);
  await workerInControl(page);
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitem", { name: "Make available offline" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Make available offline" });
  await expect(dialog).toContainText(/Download all \d+ pages \(\d+\.\d MB\)/);
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Pages downloaded" }).or(dialog.getByRole("status"))).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(/^All \d+ pages are available offline\.$/, { timeout: 40_000 });
  await dialog.getByRole("button", { name: "Close" }).press("Enter");
  await expect(dialog).toBeHidden();

  await context.setOffline(true);
  expectOfflineErrors(problems);
  await page.goto(NEVER_VISITED[1]);
  await appReady(page);
  await expect(title(page)).toHaveText("Accessibility");
  await navigateInApp(page, NEVER_VISITED[0]);
  await expect(title(page)).toHaveText("Content Security Policy (CSP)");
  // A component page never opened: its live samples run from the saved files.
  await page.goto("components/Badge/");
  await expect(page.getByRole("heading", { level: 1, name: "Badge" })).toBeVisible();
  const preview = page.frameLocator(".sample-preview iframe").first();
  await expect(preview.locator("ui5-badge").first()).toBeVisible();
  await expect.poll(() => rendered(preview, "ui5-badge")).toBe(true);
});

test("a new build deployed: the reader is told, Reload brings the new worker in, and the pages kept offline are the new build's", async ({
  page,
  problems,
}) => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "site-deploy-"));
  const site = path.join(copy, "build");
  // Linked, not copied: the files the test changes are replaced, not written through.
  execFileSync("cp", ["-rl", path.resolve("../build"), site]);
  const port = 4100 + (process.pid % 50);
  const server: ChildProcess = spawn(path.resolve("../target/release/site"), ["serve", "--dir", site, "--port", String(port)], {
    stdio: "ignore",
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(`${origin}${BASE}`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    await page.goto(`${origin}${BASE}${FIRST_STEPS}`);
    await appReady(page);
    await workerInControl(page);
    // A page loaded in full: its document is kept, and nothing on the next page fetches it again.
    const visited = `${origin}${BASE}${GETTING_STARTED[1]}`;
    await page.goto(visited);
    await expect(title(page)).toHaveText("Importing Components");
    await page.goto(`${origin}${BASE}${FIRST_STEPS}`);
    await appReady(page);
    expect(await cachedText(page, visited)).toContain("<title>Importing Components | UI5 Web Components</title>");

    // The next build retitles that page and changes the site data, whose revision in
    // the worker's list changes with it.
    replaceFile(path.join(site, `${GETTING_STARTED[1]}index.html`), (html) =>
      html.replace("<title>Importing Components |", "<title>Importing Components, Again |"),
    );
    const worker = path.join(site, "sw.js");
    const text = fs.readFileSync(worker, "utf8");
    const siteData = /"url":"[^"]*data\/site\.json","revision":"([0-9a-f]+)"/.exec(text);
    expect(siteData, "the worker precaches the site data").not.toBeNull();
    const revision = siteData![1];
    const newRevision = revision.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    replaceFile(worker, () => text.replace(`"revision":"${revision}"`, `"revision":"${newRevision}"`));

    const prompt = page.getByText("A new version of this site is available");
    await expect
      .poll(
        async () => {
          await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
          return prompt.isVisible();
        },
        { timeout: 25_000 },
      )
      .toBe(true);

    // While the new build waits, this page's app shows none of its data: a page it has not
    // kept loads in full, from the new build, and the prompt stays.
    problems.expectErrors(/Failed to load resource|net::ERR_FAILED|Failed to fetch/);
    await markWindow(page);
    await navigateInApp(page, NEVER_VISITED[0]);
    await expect(title(page)).toHaveText("Content Security Policy (CSP)");
    expect(await windowIsMarked(page), "the page was loaded in full").toBe(false);
    await expect(prompt).toBeVisible({ timeout: 20_000 });

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    await appReady(page);
    await workerInControl(page);
    const inControl = await page.evaluate(async (revision) => {
      const registration = await navigator.serviceWorker.getRegistration();
      const precached = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return {
        waiting: registration?.waiting !== null,
        newSiteData: precached.flat().some((request) => request.url.includes(`site.json?__WB_REVISION__=${revision}`)),
      };
    }, newRevision);
    expect(inControl).toEqual({ waiting: false, newSiteData: true });
    // The page kept offline is the new build's: the new worker fetched it again before it took over.
    expect(await cachedText(page, visited)).toContain("<title>Importing Components, Again | UI5 Web Components</title>");
  } finally {
    server.kill();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
