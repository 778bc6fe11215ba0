import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { appReady, expect, markWindow, readerActs, test, windowIsMarked } from "./fixtures";
import type { Page } from "@playwright/test";

const BASE = "/webcomponents/v1/";

/** The navbar's search box. */
const searchBox = (page: Page) => page.getByRole("search", { name: "Site search" }).getByRole("combobox", { name: "Search" });
const results = (page: Page) => page.getByRole("listbox", { name: "Search results" }).getByRole("option");

async function searchReady(page: Page): Promise<void> {
  await readerActs(page);
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search");
  await expect(searchBox(page)).toBeEnabled();
}

/** The results page's answer, once every file it needs has arrived. */
async function finalResults(page: Page, query: string): Promise<void> {
  await expect(page.locator(".search-page-summary")).toContainText(`“${query.trim()}”`);
  await expect(page.locator(".search-page-results")).toHaveAttribute("aria-busy", "false");
}

/**
 * The box's list as it ends: ranked, and each of its `count` results with its text (every
 * answer before moves the entries below it, "See all results" last).
 */
async function listComplete(page: Page, count: number): Promise<void> {
  await expect(page.locator(".search-box-panel")).toHaveAttribute("aria-busy", "false");
  await expect(page.locator(".search-box-panel .search-result-snippet")).toHaveCount(count);
}

/** Holds back the requests matching `pattern`; they go on when the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The search options of the build, as the site publishes them. */
async function searchOptions(page: Page): Promise<{ maxHits: number; highlightResult: boolean }> {
  const site = await (await page.request.get("data/site.json")).json();
  return (await (await page.request.get(site.search.docs)).json()).options;
}

test("the box shows Loading... and is disabled until its data has loaded, then Search with the shortcut hint", async ({ page }) => {
  const release = await holdRequests(page, /search-index-\d+\.json$/);
  await page.goto("docs/FAQ/");
  await appReady(page);
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Loading...");
  await expect(searchBox(page)).toBeDisabled();
  const requested = page.waitForRequest(/search-index-\d+\.json$/);
  await readerActs(page);
  await requested;
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Loading...");
  release();
  await searchReady(page);
  await expect(page.locator(".search-box-shortcut")).toHaveText("Ctrl+K");
  await expect(searchBox(page)).toHaveAttribute("aria-keyshortcuts", "Control+K");
});

/**
 * Keeps the page's load event waiting for a slow image outside the app, well after
 * the app has started, so that loading the search any earlier would show.
 */
async function delayLoadEvent(page: Page): Promise<void> {
  await page.route(/logo\.svg\?slow$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.addInitScript(() => {
    if (window.top !== window) return;
    document.addEventListener("DOMContentLoaded", () => {
      const image = new Image();
      image.src = "/webcomponents/v1/img/logo.svg?slow";
      image.alt = "";
      document.body.append(image);
    });
  });
}

/** The search's files a page has requested so far. */
function searchRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /search-(doc|index)-\d+\.json|search-\d+\/|search-core-.*\.wasm/.test(name)),
  );
}

test("a page view downloads nothing of the search until the reader interacts with the page", async ({ page }) => {
  for (const address of ["components/Button/", "docs/FAQ/", "./"]) {
    await page.goto(address);
    await appReady(page);
    await page.waitForFunction(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd > 0);
    // Long enough for any idle-time work of the page to have started.
    await page.waitForTimeout(2500);
    expect(await searchRequests(page), address).toEqual([]);
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Loading...");
  }
  await page.keyboard.press("Tab");
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search");
  const files = await searchRequests(page);
  expect(files.filter((name) => /search-(doc|index)-\d+\.json|search-core-.*\.wasm$/.test(name))).toHaveLength(3);
  expect(
    files.filter((name) => /search-\d+\//.test(name)),
    "no chunk before a query",
  ).toEqual([]);
});

test("a first hover over the box loads the search at once, before the load event", async ({ page }) => {
  await delayLoadEvent(page);
  await page.goto("docs/FAQ/", { waitUntil: "commit" });
  await appReady(page);
  const requested = page.waitForRequest(/search-index-\d+\.json$/);
  await page.locator(".search-box-navbar").hover();
  await requested;
  await searchReady(page);
  expect(await page.evaluate(() => document.readyState), "ready before the load event").not.toBe("complete");
});

test("Ctrl+K or Cmd+K focuses the box from anywhere; Escape closes the results", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await searchReady(page);
  await page.locator("main h1").click();
  await page.keyboard.press("Control+K");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type("dialog");
  await expect(results(page).first()).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox", { name: "Search results" })).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  await page.locator("main h1").click();
  await page.keyboard.press("Meta+K");
  await expect(searchBox(page)).toBeFocused();
});

test("the shortcut pressed before the data has loaded focuses the box once it has", async ({ page }) => {
  const release = await holdRequests(page, /search-doc-\d+\.json$/);
  await page.goto("docs/FAQ/");
  await appReady(page);
  await page.keyboard.press("Control+K");
  release();
  await expect(searchBox(page)).toBeFocused();
});

test("typing shows at most maxHits results, each with its titles and a snippet with the words marked", async ({ page }) => {
  const { maxHits } = await searchOptions(page);
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("button");
  // maxHits results, then "See all results".
  await expect(results(page)).toHaveCount(maxHits + 1);
  await expect(results(page).last()).toHaveText("See all results");
  const first = results(page).first();
  await expect(first.locator(".search-result-title")).toHaveText("Button");
  await expect(first.locator(".search-result-title mark")).toHaveText("Button");
  await expect(first.locator(".search-result-snippet mark").first()).toBeVisible();

  await searchBox(page).fill("list selection-change");
  const section = results(page).first();
  await expect(section.locator(".search-result-page")).toHaveText("List");
  await expect(section.locator(".search-result-title")).toHaveText("selection-change");
});

test("ui5-buton, Enter: the Button page opens with the word marked", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await searchReady(page);
  await markWindow(page);
  await page.keyboard.press("Control+K");
  await page.keyboard.type("ui5-buton");
  await expect(results(page).first().locator(".search-result-title")).toHaveText("Button");
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}components/Button/`);
  await expect(page.locator("article h1 mark.search-highlight")).toHaveText("Button");
  expect(await page.locator("article mark.search-highlight").count()).toBeGreaterThan(5);
  expect(await windowIsMarked(page), "opened without reloading the page").toBe(true);
});

test("Enter pressed before the answer is final opens the best result once it is", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  // The titles and addresses of the records are held back: the box can rank but not yet show.
  const release = await holdRequests(page, /search-\d+\/r\d+\.json$/);
  const requested = page.waitForRequest(/search-\d+\/r\d+\.json$/);
  await searchBox(page).fill("dialog");
  await requested;
  await expect(page.locator(".search-box-panel")).toHaveAttribute("aria-busy", "true");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(`${BASE}docs/FAQ/`);
  release();
  await expect(page).toHaveURL(`${BASE}components/Dialog/`);
});

test("the arrow keys move through the results and Enter opens a section, scrolled into view and marked", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("table load-more");
  await expect(page.locator(".search-box-panel")).toHaveAttribute("aria-busy", "false");
  const options = results(page);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true", { timeout: 2000 });
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("href", `${BASE}components/Table/#load-more`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}components/Table/#load-more`);
  const heading = page.locator("article h3#load-more");
  await expect(heading).toBeInViewport();
  await expect(heading.locator("mark.search-highlight")).toHaveText("load-more");
});

test("the marks are cleared on the next navigation, even within the page", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("themes");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}docs/customizing/theme/`);
  const marks = page.locator("article mark.search-highlight");
  await expect(marks.first()).toBeVisible();
  await page.locator(".toc").getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/docs\/customizing\/theme\/#/);
  await expect(marks).toHaveCount(0);
  // Back on the history entry the result opened, the words are marked again.
  await page.goBack();
  await expect(marks.first()).toBeVisible();
});

test("a click on a result opens it, and a modified click is left to the browser", async ({ page, context }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("angular");
  const option = results(page).first();
  await expect(option).toHaveAttribute("href", `${BASE}docs/frameworks/Angular/`);
  const [tab] = await Promise.all([context.waitForEvent("page"), option.click({ modifiers: ["Control"] })]);
  await expect(tab).toHaveURL(`${BASE}docs/frameworks/Angular/`);
  await tab.close();
  await expect(page).toHaveURL(`${BASE}docs/FAQ/`);
  await option.click();
  await expect(page).toHaveURL(`${BASE}docs/frameworks/Angular/`);
  await expect(page.getByRole("listbox", { name: "Search results" })).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue("");
});

test("an icon's name finds the icon: its result opens the icons page on its collection, filtered to it", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("angular");
  await expect(results(page).first()).toHaveAttribute("href", `${BASE}docs/frameworks/Angular/`);
  const entryParts = async () => (await searchRequests(page)).filter((name) => /search-\d+\/e\d+\.json$/.test(name));
  expect(await entryParts(), "a query that finds no icon loads none").toEqual([]);
  await searchBox(page).fill("tnt/actor");
  const first = results(page).first();
  await expect(first.locator(".search-result-title")).toHaveText("tnt/actor");
  await expect(first.locator(".search-result-page")).toHaveText("SAP TNT Icons");
  expect((await entryParts()).length, "the part of the entries with the icon").toBe(1);
  await first.click();
  await expect(page).toHaveURL(`${BASE}icons/?collection=tnt&q=actor`);
  await expect(page.getByRole("button", { name: "SAP TNT Icons" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByPlaceholder("Filter icons...")).toHaveValue("actor");
  await expect(page.locator(".icon-card:not([hidden]) .icon-card-name").first()).toHaveText("actor");
});

test("words no page has together give the pages with some of them, marked as partial matches", async ({ page }) => {
  const { maxHits } = await searchOptions(page);
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("disable animations");
  await expect(page.locator(".search-box-partial")).toContainText("Partial matches.");
  await expect(page.locator(".search-box-partial")).toContainText("No page has every word of “disable animations”");
  await expect(results(page).first()).toContainText("AnimationMode");
  await expect(page.locator(".search-box-empty")).toHaveCount(0);
  await listComplete(page, maxHits);
  await results(page).last().click();
  await expect(page).toHaveURL(/search\/\?q=disable\+animations$/);
  await finalResults(page, "disable animations");
  await expect(page.locator(".search-page-summary")).toContainText(/^\d+ partial matches for “disable animations”$/);
  await expect(page.locator(".search-page-partial")).toBeVisible();
  // Words found together are no partial match.
  await page.locator(".search-page-input").fill("button design");
  await finalResults(page, "button design");
  await expect(page.locator(".search-page-summary")).toContainText(/^\d+ results? for “button design”$/);
  await expect(page.locator(".search-page-partial")).toHaveCount(0);
});

test("a query without results says so", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("qwxzvbnm");
  await expect(page.locator(".search-box-empty")).toHaveText("No results for “qwxzvbnm”");
  await expect(results(page)).toHaveCount(1);
  await expect(page.locator(".search-box-navbar [aria-live]")).toHaveText("No results for qwxzvbnm");
});

test("a query or content with HTML is shown as text and never runs", async ({ page }) => {
  const attack = `<img src=x onerror="window.__searched=1">"><script>window.__searched=2</script>`;
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill(attack);
  // Some of its words (`img`, `script`) are on the site: the query comes back, as text, in the partial note.
  await expect(page.locator(".search-box-partial")).toContainText("<img src=x");
  await page.goto(`search/?q=${encodeURIComponent(attack)}`);
  await expect(page.locator(".search-page-input")).toHaveValue(attack);
  await expect(page.getByRole("status")).toContainText("<script>");
  // Content about tags comes back as text too: `<ui5-button>` in a snippet is not an element.
  await page.locator(".search-page-input").fill("ui5-button tag");
  await expect(page.locator(".search-page-results li").first()).toBeVisible();
  expect(await page.locator(".search-page-results ui5-button, .search-box img, .search-page img").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __searched?: number }).__searched)).toBeUndefined();
});

test("a failed load shows a way to retry and logs the cause", async ({ page, problems }) => {
  problems.expectErrors(/search could not be loaded|Failed to load resource/);
  await page.route(/search-doc-\d+\.json$/, (route) => route.fulfill({ status: 503, body: "unavailable" }));
  const consoleError = page.waitForEvent("console", (message) => /search could not be loaded/.test(message.text()));
  await page.goto("docs/FAQ/");
  await readerActs(page);
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search unavailable");
  await expect(searchBox(page)).toBeDisabled();
  await consoleError;
  await page.unroute(/search-doc-\d+\.json$/);
  await page.getByRole("button", { name: "Retry" }).click();
  await searchReady(page);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("a search file the core cannot read leaves the page whole: the box says the search is unavailable", async ({ page, problems }) => {
  problems.expectErrors(/search could not be loaded/);
  // Served whole but not an index this core reads (a damaged or mismatched file).
  await page.route(/search-index-\d+\.json$/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"format":0}' }),
  );
  await page.goto("docs/FAQ/");
  await readerActs(page);
  // A hover readies the search: the core reads the files then.
  await searchBox(page).hover();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search unavailable");
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  // The results page reads them as it renders its answer.
  await page.goto("search/?q=button");
  await expect(page.getByRole("button", { name: "Retry" }).first()).toBeVisible();
  await expect(page.locator(".search-page-input")).toHaveValue("button");
});

test("See all results opens the full results page, which keeps its query in the address", async ({ page }) => {
  const { maxHits } = await searchOptions(page);
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("theme");
  await listComplete(page, maxHits);
  await results(page).last().click();
  await expect(page).toHaveURL(`${BASE}search/?q=theme`);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  const input = page.locator(".search-page-input");
  await expect(input).toHaveValue("theme");
  await expect(input).toBeFocused();
  const summary = page.locator(".search-page-summary");
  await expect(summary).toHaveText(/^\d+ results for “theme”$/);
  const total = Number((await summary.textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(20);
  const items = page.locator(".search-page-results > li");
  await expect(items).toHaveCount(20);
  await page.getByRole("button", { name: "Show more results" }).click();
  await expect(items).toHaveCount(Math.min(40, total));

  await input.fill("scoping");
  await expect(page).toHaveURL(`${BASE}search/?q=scoping`);
  // The results of "theme" stay, marked busy, until those of "scoping" are complete.
  await expect(summary).toHaveText(/results? for “scoping”$/);
  await expect(page.locator(".search-page-results")).toHaveAttribute("aria-busy", "false");
  await items.first().locator("a").click();
  await expect(page).toHaveURL(`${BASE}docs/advanced/scoping/`);
  await expect(page.locator("article mark.search-highlight").first()).toBeVisible();
  await page.goBack();
  await expect(page.locator(".search-page-input")).toHaveValue("scoping");
});

test("the results page opened directly runs its query", async ({ page }) => {
  await page.goto("search/?q=ui5-buton");
  await expect(page.locator(".search-page-results > li").first().locator(".search-result-title")).toHaveText("Button");
  await expect(page).toHaveTitle("Search | UI5 Web Components");
});

test("the results page shows its first screen of results as their texts arrive, then the rest below, and nothing on it moves", async ({
  page,
}) => {
  // Every layout shift of the page's life, as Chromium counts them for CLS.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The results' texts wait until released, one by one, in the order they were asked for.
  const asked: string[] = [];
  const held = new Map<string, () => void>();
  await page.route(/\/search-\d+\/p\d+\.json$/, async (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop()!;
    asked.push(name);
    await new Promise<void>((resolve) => held.set(name, resolve));
    await route.continue();
  });
  await page.goto("search/?q=button");
  const items = page.locator(".search-page-results > li");
  const summary = page.locator(".search-page-summary");
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect(summary).toHaveText("Searching for “button”…");
  await expect(items).toHaveCount(0);

  held.get(asked[0])!();
  // The first result, with its text, before the others' texts have come.
  await expect(items.first().locator(".search-result-title")).toHaveText("Button");
  await expect(items.first().locator(".search-result-snippet")).toContainText("button");
  // Counted from what the first screen needed; exactly once the rest has come.
  await expect(summary).toHaveText(/^(At least )?\d+ results for “button”$/);
  const shown = await items.count();
  expect(shown).toBeLessThan(20);
  await expect(page.locator(".search-page-results")).toHaveAttribute("aria-busy", "true");
  await expect(page.locator(".search-page-results-stale")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show more results" })).toHaveCount(0);
  // The texts of the first screen's five results only: the rest wait until they are in.
  expect(asked.length).toBeLessThanOrEqual(5);

  // The rest, released as they are asked for.
  const release = setInterval(() => asked.forEach((name) => held.get(name)?.()), 20);
  try {
    await finalResults(page, "button");
  } finally {
    clearInterval(release);
  }
  await expect(items).toHaveCount(20);
  await expect(summary).toHaveText(/^\d+ results for “button”$/);
  await expect(page.getByRole("button", { name: "Show more results" })).toBeVisible();
  await expect(items.first().locator(".search-result-title")).toHaveText("Button");
  for (const item of await items.all()) await expect(item.locator(".search-result-snippet")).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test("the not-found page offers a search, starting from the missing page's name", async ({ page, problems }) => {
  problems.expectErrors(/status of 404/);
  await page.goto("components/Buton/");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  const box = page.getByRole("search", { name: "Search for the page" }).getByRole("combobox");
  await expect(box).toHaveValue("Buton");
  await expect(box).toBeEnabled();
  const suggestions = page.getByRole("navigation", { name: "Suggested pages" });
  await expect(suggestions.getByRole("link").first()).toHaveText("Button");
  await box.fill("ShellBar");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}components/fiori/ShellBar/`);
});

test("the search works at a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).click();
  await page.keyboard.type("datepicker");
  const first = results(page).first();
  await expect(first).toBeInViewport();
  const box = await page.locator(".search-box-panel").boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE}components/DatePicker/`);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test("a first tap on the loading box loads the search and leaves the box focused, ready to type", async ({ page }) => {
    await page.goto("docs/FAQ/");
    await appReady(page);
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Loading...");
    await page.locator(".search-box-navbar").tap();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type("datepicker");
    await expect(results(page).first()).toContainText("DatePicker");
  });
});

test("axe finds no violations in the open results or on the results page", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await searchReady(page);
  await searchBox(page).fill("button");
  await expect(results(page).first()).toBeVisible();
  const summary = async () =>
    (await new AxeBuilder({ page }).include(".search-box-navbar").include(".search-page").analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`,
    );
  expect(await summary()).toEqual([]);
  await page.goto("search/?q=theme");
  await expect(page.locator(".search-page-results > li").first()).toBeVisible();
  expect(await summary()).toEqual([]);
});

test("the relevance suite gives the same answers in the browser as in the engine", async ({ page }) => {
  test.setTimeout(90_000);
  const suite: { top: number; cases: { query: string; expect: string; first?: boolean }[] } = JSON.parse(
    readFileSync(new URL("../../crates/compiler/tests/search_relevance.json", import.meta.url), "utf8"),
  );
  await page.goto("search/");
  const input = page.locator(".search-page-input");
  await expect(input).toBeEnabled();
  const misses: string[] = [];
  for (const { query, expect: expected, first } of suite.cases) {
    await input.fill(query);
    await finalResults(page, query);
    const top = await page
      .locator(".search-page-results > li a")
      .evaluateAll((links, count) => links.slice(0, count as number).map((a) => a.getAttribute("href")), first ? 1 : suite.top);
    if (!top.includes(BASE + expected)) misses.push(`${query}: expected ${expected} among ${top.join(", ")}`);
  }
  expect(misses).toEqual([]);
});
