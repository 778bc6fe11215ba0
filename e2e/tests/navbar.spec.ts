import type { Page, Request } from "@playwright/test";
import { appReady, expect, markWindow, test, windowIsMarked } from "./fixtures";

const VERSIONS = [
  ["Nightly", "https://ui5.github.io/webcomponents/nightly/"],
  ["Version 2", "https://ui5.github.io/webcomponents/"],
  ["Version 1", null],
] as const;

test("the version dropdown shows 1.24.24 and lists the versions, Version 1 current", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Version 1.24.24" });
  await expect(button).toHaveText("1.24.24");
  await button.click();
  const menu = page.getByRole("menu", { name: "Versions" });
  await expect(menu.getByRole("menuitemradio")).toHaveText(VERSIONS.map(([label]) => label));
  for (const [label, href] of VERSIONS) {
    const item = menu.getByRole("menuitemradio", { name: label });
    await expect(item).toHaveAttribute("aria-checked", String(href === null));
    if (href) await expect(item).toHaveAttribute("href", href);
  }
});

test("choosing a version is remembered under docs-preferred-version-default", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await markWindow(page);
  await page.getByRole("button", { name: "Version 1.24.24" }).click();
  await page.getByRole("menuitemradio", { name: "Version 1" }).click();
  await expect(page.getByRole("menu", { name: "Versions" }), "the current version closes the menu").toBeHidden();
  expect(await windowIsMarked(page), "and keeps the reader on the page").toBe(true);
  await expect(page).toHaveURL(/docs\/FAQ\/$/);
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");

  // Following the link would leave the site (the tests allow no outside request): the
  // click is cancelled before the browser follows it, after the menu has handled it.
  await page.getByRole("button", { name: "Version 1.24.24" }).click();
  await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true }));
  await page.getByRole("menuitemradio", { name: "Version 2" }).click();
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("v2");
});

test("the version dropdown works with the keyboard", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  const button = page.getByRole("button", { name: "Version 1.24.24" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: "Version 1" }), "it opens on the current version").toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitemradio", { name: "Version 2" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(page.getByRole("menuitemradio", { name: "Nightly" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitemradio", { name: "Version 1" }), "the arrows wrap around").toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu", { name: "Versions" })).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "Version 1" })).toBeFocused();
  await page.keyboard.press("Space");
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
});

test("on a phone the versions are in the drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("docs/FAQ/");
  await appReady(page);
  await expect(page.getByRole("button", { name: "Version 1.24.24" })).toBeHidden();
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const versions = page.getByRole("dialog", { name: "Navigation" }).getByRole("navigation", { name: "Versions" });
  await expect(versions).toContainText("Version 1.24.24");
  await expect(versions.getByRole("link", { name: "Nightly" })).toHaveAttribute("href", VERSIONS[0][1]);
  await expect(versions.getByRole("link", { name: "Version 1" })).toHaveAttribute("aria-current", "page");
});

test("the logo links to the home page with its trailing slash, without a reload", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await markWindow(page);
  const logo = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "UI5 Web Components logo UI5 Web Components" });
  await expect(logo).toHaveAttribute("href", "/webcomponents/v1/");
  const redirects: string[] = [];
  page.on("response", (response) => {
    if ([301, 302, 303, 307, 308].includes(response.status())) redirects.push(response.url());
  });
  await logo.click();
  await expect(page).toHaveURL(/\/webcomponents\/v1\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "UI5 Web Components" })).toBeVisible();
  expect(await windowIsMarked(page)).toBe(true);
  await page.reload();
  await appReady(page);
  expect(redirects, "the address needs no redirect").toEqual([]);
});

/** Records which page data the browser fetches. */
function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const match = /\/webcomponents\/v1\/data\/(.*)index\.json$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(decodeURIComponent(match[1]));
  });
  return seen;
}

async function settle(page: Page) {
  await page.waitForLoadState("load");
  // The prefetches run one at a time, in idle moments.
  await page.waitForTimeout(1500);
}

test("links prefetch their page when they come into view, each page once", async ({ page }) => {
  const requested = pageDataRequests(page);
  await page.goto("docs/getting-started/using-icons/");
  await appReady(page);
  await settle(page);
  expect(requested, "the sidebar's visible links, without a hover").toContain("docs/getting-started/using-assets/");
  expect(requested, "the navbar's links").toContain("components/");
  expect(requested, "the footer is not in view yet").not.toContain("Privacy/");

  await page.locator("footer.footer").scrollIntoViewIfNeeded();
  await expect.poll(() => requested.includes("Privacy/")).toBe(true);
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Assets" }).hover();
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Assets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Using Assets" })).toBeVisible();
  await settle(page);
  const counts = new Map<string, number>();
  requested.forEach((route) => counts.set(route, (counts.get(route) ?? 0) + 1));
  expect(
    [...counts].filter(([, count]) => count > 1),
    "no page is fetched twice",
  ).toEqual([]);
});

test("nothing is prefetched before the page has loaded", async ({ page }) => {
  const requested = pageDataRequests(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's `load` event waits for its images: hold the logo back.
  await page.route("**/img/logo.svg", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("docs/getting-started/using-icons/", { waitUntil: "commit" });
  await appReady(page);
  await page.waitForTimeout(1500);
  expect(requested, "only the page's own data").toEqual(["docs/getting-started/using-icons/"]);
  release();
  await settle(page);
  expect(requested).toContain("docs/getting-started/using-assets/");
});

test("hovering a link prefetches its page at once, even before the page has loaded", async ({ page }) => {
  const requested = pageDataRequests(page);
  await page.route("**/img/logo.svg", () => {
    // Never answered: the page's load event does not come during this test.
  });
  await page.goto("docs/getting-started/using-icons/", { waitUntil: "commit" });
  await appReady(page);
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Features" }).hover();
  await expect.poll(() => requested).toContain("docs/getting-started/using-features/");
  expect(requested, "and that page alone").toEqual(["docs/getting-started/using-icons/", "docs/getting-started/using-features/"]);
});

for (const [name, connection] of [
  ["save-data", { saveData: true, effectiveType: "4g" }],
  ["2g", { saveData: false, effectiveType: "2g" }],
  ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
] as const) {
  test(`nothing is prefetched on a ${name} connection`, async ({ page }) => {
    await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
    const requested = pageDataRequests(page);
    await page.goto("docs/getting-started/using-icons/");
    await appReady(page);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Assets" }).hover();
    await settle(page);
    expect(requested).toEqual(["docs/getting-started/using-icons/"]);
  });
}
