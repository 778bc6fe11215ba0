import type { Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

// The first paint is the finished page: the engine's document carries the page as the
// app renders it, and the app takes that markup over (hydrates it) without a change.

const APP_SCRIPT = /\/assets\/main-[^/]+\.js$/;

/** What the search box loads once the reader interacts with the page. */
const SEARCH_DATA = /\/(search-(doc|index)-\d+\.json|assets\/[^/]+\.wasm)$/;

/**
 * Opens a route with the app's script held back, so the page shows what the
 * document alone paints; `release` lets the app start and returns once it has taken
 * the page over and the network is quiet. Nobody interacts with the page, so the
 * search box stays in its Loading... state (spec section 4) in both pictures.
 */
async function openWithoutTheApp(page: Page, route: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (request) => {
    await held;
    await request.continue();
  });
  // Module scripts hold even DOMContentLoaded back: wait for the painted page instead.
  await page.goto(route, { waitUntil: "commit" });
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("html[data-has-hydrated]")).toHaveCount(0);
  // The painted page is finished once its fonts and images have arrived too; a
  // screenshot taken before a font swaps in would differ from the later one for
  // reasons that have nothing to do with the app.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter((image) => image.loading !== "lazy");
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
  });
  return {
    release: async () => {
      release();
      await appReady(page);
      await page.waitForLoadState("networkidle");
    },
  };
}

/** Compares two screenshots byte for byte (a diff of the bytes would take minutes to print). */
function expectSamePixels(after: Buffer, before: Buffer): void {
  expect(after.equals(before), "the page looks the same after the app started").toBe(true);
}

const views = [
  { name: "a docs page on a desktop", route: "docs/getting-started/first-steps/", viewport: { width: 1280, height: 900 } },
  { name: "a docs page on a phone", route: "docs/FAQ/", viewport: { width: 390, height: 844 } },
  { name: "the home page", route: "./", viewport: { width: 1280, height: 900 } },
  { name: "an index of the reference", route: "components/main/enums/", viewport: { width: 1280, height: 900 } },
];

for (const { name, route, viewport } of views) {
  test(`${name} looks the same before and after the app starts`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { release } = await openWithoutTheApp(page, route);
    const before = await page.screenshot();
    await release();
    expectSamePixels(await page.screenshot(), before);
  });
}

test("a reader's stored dark theme and closed announcement show from the first paint", async ({ page }) => {
  const document = await (await page.request.get("docs/FAQ/")).text();
  const announcement = /data-announcement-id="([^"]+)"/.exec(document)![1];
  await page.addInitScript((id) => {
    localStorage.setItem("ui5-theme", "sap_horizon_dark");
    localStorage.setItem("docusaurus.announcement.id", id);
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
  }, announcement);
  const { release } = await openWithoutTheApp(page, "docs/FAQ/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator(".announcement-bar")).toBeHidden();
  const before = await page.screenshot();
  await release();
  await expect(page.locator(".announcement-bar")).toHaveCount(0);
  expectSamePixels(await page.screenshot(), before);
});

test("the app takes the document's markup over instead of replacing it", async ({ page }) => {
  const { release } = await openWithoutTheApp(page, "docs/getting-started/first-steps/");
  await page.evaluate(() => {
    for (const selector of ["article", "nav[aria-label='Docs sidebar']", "footer"]) {
      (document.querySelector(selector) as Element & { __prerendered?: boolean }).__prerendered = true;
    }
  });
  await release();
  const kept = await page.evaluate(() =>
    ["article", "nav[aria-label='Docs sidebar']", "footer"].map(
      (selector) => (document.querySelector(selector) as Element & { __prerendered?: boolean }).__prerendered === true,
    ),
  );
  expect(kept).toEqual([true, true, true]);
  // And it works: a sidebar link navigates inside the app.
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Icons" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Using Icons");
  expect(
    await page.evaluate(
      () =>
        document.querySelector("footer") !== null &&
        (document.querySelector("footer") as Element & { __prerendered?: boolean }).__prerendered === true,
    ),
  ).toBe(true);
});

test("every script and style the page needs to start is named in the document's head", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const announced = await page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[rel=modulepreload], link[rel=stylesheet], script[src]"),
    ).map((element) => new URL("href" in element ? element.href : element.src).pathname),
  );
  expect(requested.length).toBeGreaterThan(2);
  expect(requested.filter((path) => !announced.includes(path))).toEqual([]);
});

test("moving between docs pages fetches their data and nothing else, not even the favicon", async ({ page }) => {
  // From the first paint on: links in view prefetch their pages after the load, so a
  // page's data may arrive before its link is followed.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("docs/");
  await appReady(page);
  const started = requested.length;
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await sidebar.getByRole("link", { name: "Release Management", exact: true }).click();
  await expect(page).toHaveURL(/Release%20Management\/$/);
  await page.waitForLoadState("networkidle");
  // Fetched by a prefetch, which may come before the app reports it is ready, or on the click.
  expect(requested).toContain("/webcomponents/v1/data/docs/FAQ/index.json");
  expect(requested).toContain("/webcomponents/v1/data/docs/Release%20Management/index.json");
  const later = requested.slice(started);
  // Other pages' code may be prefetched too, and the search loads on the first click;
  // documents, the favicon or images are not fetched.
  const expected = (path: string) => /\/data\/.*\.json$/.test(path) || /\/assets\/[^/]+\.(js|css)$/.test(path) || SEARCH_DATA.test(path);
  expect(later.filter((path) => !expected(path))).toEqual([]);
});
