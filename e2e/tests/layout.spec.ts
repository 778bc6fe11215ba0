import { appReady, builtPageData, componentRoutes, expect, test } from "./fixtures";

test("the docs sidebar opens around the current page and never closes other categories", async ({ page }) => {
  await page.goto("docs/getting-started/using-icons/");
  await appReady(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const current = sidebar.getByRole("link", { name: "Using Icons" });
  await expect(current).toHaveAttribute("aria-current", "page");
  const advanced = sidebar.getByRole("button", { name: "Expand sidebar category 'Advanced'" });
  await advanced.click();
  await expect(sidebar.getByRole("link", { name: "Configuration" })).toBeVisible();
  await expect(current, "opening Advanced keeps Getting Started open").toBeVisible();
  await sidebar.getByRole("button", { name: "Collapse sidebar category 'Getting Started'" }).click();
  await expect(current).toBeHidden();
});

test("sidebar order follows the order prefixes and strips them from addresses", async ({ page }) => {
  await page.goto("docs/");
  await appReady(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const categories = sidebar.locator(":scope > ul > li.sidebar-category > .sidebar-category-row .sidebar-category-link");
  await expect(categories).toHaveText([
    "Getting Started",
    "Advanced",
    "Customizing",
    "Frameworks",
    "Development",
    "Contributing",
    "internal",
  ]);
  await expect(sidebar.getByRole("link", { name: "Getting Started" })).toHaveAttribute("href", "/webcomponents/v1/docs/getting-started/");
});

test("the table of contents lists levels 2 and 3 and follows the reader", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const toc = page.locator("nav.toc");
  await expect(toc.getByRole("link", { name: "What you need" })).toHaveAttribute("aria-current", "location");
  const levels = await page.locator("article.markdown").evaluate((article) => [...article.querySelectorAll("h2, h3")].length);
  await expect(toc.locator(".toc-link")).toHaveCount(levels);
  await toc.getByRole("link", { name: "Common problems" }).click();
  await expect(page).toHaveURL(/#common-problems$/);
  await expect(page.locator("#common-problems")).toBeInViewport();
  await expect(toc.getByRole("link", { name: "Common problems" })).toHaveAttribute("aria-current", "location");
});

test("code blocks are highlighted and copy their code", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const block = page.locator(".code-block").filter({ hasText: "npm install" }).first();
  await expect(block.locator(".code-block-language")).toHaveText("Shell");
  await expect(block.locator("pre span[class^='hl-']").first()).toBeAttached();
  await block.getByRole("button", { name: "Copy code to clipboard" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("npm install");
});

test("below 997px a hamburger opens the sidebar as a drawer that closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toHaveCount(0);
  const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
  await toggle.click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Using Icons" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Using Icons" })).toBeVisible();
});

test("a page opened from the end of another shows its navbar at once, not after the scroll back to the top", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("docs/");
  await appReady(page);
  const next = page.getByRole("link", { name: "Next Getting Started »" });
  await next.scrollIntoViewIfNeeded();
  await expect(page.locator("header.navbar")).toHaveClass(/navbar-hidden/);
  // Whether the navbar was hidden when the new page's heading came into the document.
  const hiddenWithHeading = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new MutationObserver((_, observer) => {
          if (document.querySelector("h1")?.textContent !== "Getting Started") return;
          observer.disconnect();
          resolve(document.querySelector("header.navbar")!.classList.contains("navbar-hidden"));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  await next.click();
  expect(await hiddenWithHeading, "the navbar is in view with the new page").toBe(false);
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
});

test("the drawer closes on back navigation and when the window grows to desktop width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("docs/");
  await appReady(page);
  await page.getByRole("link", { name: "Next Getting Started »" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Getting Started" })).toBeVisible();
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();

  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeVisible();
});

test("the drawer lists the site sections and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("docs/FAQ/");
  await appReady(page);
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Components" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("no component page is wider than a 360 px phone", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const width = 360;
  await page.setViewportSize({ width, height: 800 });
  // A preview's content cannot widen the page (its frame is as wide as its box): empty
  // previews spare loading the components on every page.
  await page.route(/\/samples\//, (route) => route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Preview</title>" }));
  const routes = componentRoutes();
  expect(routes.length).toBeGreaterThan(100);
  await page.goto(routes[0]);
  await appReady(page);
  const wide: string[] = [];
  for (const route of routes) {
    // The app follows the address as it does for the browser's back and forward
    // buttons: one page load for them all.
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, new URL(route, baseURL).pathname);
    await expect(page.locator("main h1")).toHaveText(builtPageData<{ title: string }>(route).title);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wide.push(`${route}: ${scrollWidth} px`);
  }
  expect(wide).toEqual([]);
});
