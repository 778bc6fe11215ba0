import { appReady, expect, markWindow, test } from "./fixtures";

test("a page whose data cannot load shows the error and Retry, which loads it again", async ({ page, problems }) => {
  problems.expectErrors(/Failed to load resource|net::ERR_FAILED/);
  let blocked = true;
  await page.route("**/data/docs/FAQ/index.json", async (route) => {
    if (blocked) await route.abort();
    else {
      // Slow enough to see the spinner while it loads again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    }
  });
  await page.goto("docs/FAQ/");
  const error = page.getByRole("alert");
  await expect(error).toContainText("Could not load /webcomponents/v1/data/docs/FAQ/index.json");
  blocked = false;
  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("status")).toContainText("Loading...");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a page whose code cannot load shows the error and Retry", async ({ page, problems }) => {
  problems.expectErrors(/Failed to load resource|net::ERR_FAILED/);
  let blocked = true;
  await page.route(/\/assets\/HomePage-[^/]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto("./");
  const error = page.getByRole("alert");
  await expect(error.getByRole("button", { name: "Retry" })).toBeVisible();
  blocked = false;
  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "UI5 Web Components" })).toBeVisible();
});

test("when preloading the next page fails, the browser loads it from scratch", async ({ page, problems }) => {
  problems.expectErrors(/Failed to load resource|net::ERR_FAILED/);
  // Before the page loads: its visible sidebar link would otherwise prefetch the FAQ.
  await page.route("**/data/docs/FAQ/index.json", (route) => route.abort());
  await page.goto("docs/");
  await appReady(page);
  await markWindow(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("alert").getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page).toHaveURL(/docs\/FAQ\/$/);
  expect(await page.evaluate(() => "__marker" in window), "the page was reloaded").toBe(false);
  expect(warnings.some((w) => w.includes("Preloading /docs/FAQ/ failed; reloading the page."))).toBe(true);
});

test("a page that crashes while rendering shows the crash, its causes and Try again", async ({ page, problems }) => {
  problems.expectErrors(/This page crashed|cannot be shown|The above error occurred/);
  let malformed = true;
  await page.route("**/data/docs/FAQ/index.json", async (route) => {
    if (!malformed) return route.continue();
    const response = await route.fetch();
    const data = await response.json();
    await route.fulfill({ response, json: { ...data, toc: "not a list" } });
  });
  await page.goto("docs/FAQ/");
  await expect(page.getByRole("heading", { level: 1, name: "This page crashed." })).toBeVisible();
  await expect(page.locator(".error-causes")).toContainText('The data of the page "docs/FAQ/" cannot be shown.');
  await expect(page.locator(".error-causes")).toContainText('Cause: TypeError: "toc" must be an array');
  malformed = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
});

test("an unknown address answers 404 with the not-found page", async ({ page, problems }) => {
  // Chromium reports the document's own 404 status in the console.
  problems.expectErrors(/status of 404/);
  const response = await page.goto("docs/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | UI5 Web Components");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("following a link to a missing page inside the app shows the not-found page", async ({ page }) => {
  await page.goto("docs/");
  await appReady(page);
  await markWindow(page);
  await page.evaluate(() => {
    history.pushState({}, "", "/webcomponents/v1/docs/gone/");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  expect(await page.evaluate(() => "__marker" in window)).toBe(true);
});

test("served at another path than its base, the site says so and suggests the base that fits", async ({ page, request, problems }) => {
  problems.expectErrors(/Failed to load resource|net::ERR_FAILED|status of 404/);
  const html = await (await request.get("docs/FAQ/")).text();
  await page.route("**/elsewhere/docs/FAQ/", (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto("/elsewhere/docs/FAQ/");
  const banner = page.locator("#base-url-issue");
  await expect(banner).toContainText("Your Docusaurus site did not load properly.");
  await expect(banner).toContainText('Set base_url = "/elsewhere/" in content/site.toml');
});
