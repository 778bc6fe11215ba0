import { devices, type CDPSession, type Page } from "@playwright/test";
import { appReady, expect, readerActs, test } from "./fixtures";

// What readers download, counted on the wire (compressed, as the engine's server
// sends it) from Chromium's network log, against the site's budgets: a page view on
// a phone, and a search session.

const KB = 1024;
/** A docs page view on a phone, before the reader interacts. */
const DOCS_PAGE_BUDGET = 150 * KB;
/** A component page view on a phone, its first live sample included. */
const COMPONENT_PAGE_BUDGET = 350 * KB;
/** What the search downloads when a reader first interacts: the core and the two search files. */
const SEARCH_START_BUDGET = 60 * KB;
/** Five different queries, from the first interaction to the last answer. */
const SEARCH_SESSION_BUDGET = 200 * KB;

/** A search's files: the core, the two search files and the parts its queries load. */
const SEARCH_FILE = /\/(search-(doc|index)-\d+\.json|search-\d+\/[^/]+\.json|assets\/search-core-[^/]+\.wasm)$/;
/** The parts with the texts of results, for their snippets. */
const TEXTS_FILE = /\/search-\d+\/p\d+\.json$/;
/** How fast the reader types, a key every this many milliseconds (the texts wait for a pause of 250). */
const TYPING_DELAY_MS = 60;

test.use({ ...devices["Pixel 5"], browserName: "chromium" });

/** Counts the bytes each finished response took on the wire, by URL. */
async function countBytes(page: Page): Promise<{ cdp: CDPSession; bytes: Map<string, number> }> {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
  cdp.on("Network.loadingFinished", (event) => {
    const url = urls.get(event.requestId) ?? event.requestId;
    bytes.set(url, (bytes.get(url) ?? 0) + event.encodedDataLength);
  });
  await cdp.send("Network.enable");
  // The network log must see what a reader downloads, not what an earlier test left in the cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return { cdp, bytes };
}

function total(bytes: Map<string, number>, only: (url: string) => boolean = () => true): number {
  return [...bytes].filter(([url]) => only(url)).reduce((sum, [, size]) => sum + size, 0);
}

/** The largest downloads, to say what went over a budget. */
function largest(bytes: Map<string, number>): string {
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([url, size]) => `${(size / KB).toFixed(1)} KB ${url.replace(/^.*\/webcomponents\/v1\//, "")}`)
    .join("\n");
}

/** Waits until nothing has been downloaded for `quietMs`. */
async function networkQuiet(bytes: Map<string, number>, quietMs = 1500): Promise<void> {
  let last = -1;
  for (;;) {
    const now = total(bytes);
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

test("a docs page view on a phone downloads at most 150 KB, none of it the search", async ({ page }) => {
  const { bytes } = await countBytes(page);
  await page.goto("docs/getting-started/first-steps/", { waitUntil: "load" });
  await appReady(page);
  await networkQuiet(bytes);
  expect(
    total(bytes, (url) => SEARCH_FILE.test(url)),
    largest(bytes),
  ).toBe(0);
  expect(total(bytes), largest(bytes)).toBeLessThanOrEqual(DOCS_PAGE_BUDGET);
});

test("a component page view on a phone downloads at most 350 KB, its first live sample included", async ({ page }) => {
  const { bytes } = await countBytes(page);
  await page.goto("components/Button/", { waitUntil: "load" });
  await appReady(page);
  // The first sample starts as it comes near the screen; scrolled to by script, not by the reader.
  await page
    .locator(".sample-preview")
    .first()
    .evaluate((preview) => preview.scrollIntoView());
  const frame = page.frameLocator(".sample-preview iframe").first();
  await expect(frame.locator("ui5-button").first()).toBeVisible();
  await networkQuiet(bytes);
  expect(
    total(bytes, (url) => SEARCH_FILE.test(url)),
    largest(bytes),
  ).toBe(0);
  expect(total(bytes), largest(bytes)).toBeLessThanOrEqual(COMPONENT_PAGE_BUDGET);
});

test("a search session of five queries typed key by key downloads at most 200 KB of search, texts only for the results shown", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("docs/FAQ/", { waitUntil: "load" });
  await appReady(page);
  const { bytes } = await countBytes(page);
  const box = page.getByRole("search", { name: "Site search" }).getByRole("combobox", { name: "Search" });
  await readerActs(page);
  await expect(box).toBeEnabled();
  await networkQuiet(bytes, 500);
  const start = total(bytes, (url) => SEARCH_FILE.test(url));
  expect(start, largest(bytes)).toBeLessThanOrEqual(SEARCH_START_BUDGET);
  const maxHits = await page.evaluate(async () => {
    const docs = performance.getEntriesByType("resource").find((entry) => /search-doc-\d+\.json$/.test(entry.name))!.name;
    return ((await (await fetch(docs)).json()) as { options: { maxHits: number } }).options.maxHits;
  });
  const sizes = [start];
  const texts = () => [...bytes.keys()].filter((url) => TEXTS_FILE.test(url));
  for (const query of ["button", "theming", "disable animations", "icon size", "form validation"]) {
    const textsBefore = texts().length;
    await box.clear();
    await box.pressSequentially(query, { delay: TYPING_DELAY_MS });
    await expect(page.locator(".search-box-panel")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await networkQuiet(bytes, 500);
    // The texts of the words on the way to the query are not fetched: those of its own
    // results, and at most as many again should a busy machine make a key come late.
    expect(texts().length - textsBefore, `texts fetched for "${query}"`).toBeLessThanOrEqual(2 * maxHits);
    sizes.push(total(bytes, (url) => SEARCH_FILE.test(url)));
  }
  const session = sizes.at(-1)!;
  expect(session, `after each query: ${sizes.map((size) => (size / KB).toFixed(1)).join(", ")} KB`).toBeLessThanOrEqual(
    SEARCH_SESSION_BUDGET,
  );
  // Each query loaded only what it needed: far less than the whole index and texts.
  expect(
    sizes.slice(1).every((size, n) => size - sizes[n] < 60 * KB),
    sizes.join(", "),
  ).toBe(true);
});
