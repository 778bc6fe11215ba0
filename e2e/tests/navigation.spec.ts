import { appReady, expect, GETTING_STARTED, holdUntilReleased, markWindow, test, windowIsMarked } from "./fixtures";

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a reader goes home, to the docs, through every getting-started page and back (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("./");
    await appReady(page);
    await markWindow(page);
    await page.locator(".home-hero").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/docs\/getting-started\/first-steps\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "First Steps" })).toBeVisible();
    await expect(page).toHaveTitle("First Steps | UI5 Web Components");
    const title = page.locator("article.markdown h1");
    for (const route of GETTING_STARTED.slice(1)) {
      // The address changes as the next page starts loading; its "Next" link is there once its title is.
      const previous = await title.textContent();
      await page.locator(".pagination-next").click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(title).not.toHaveText(previous ?? "");
      await expect(title).toBeVisible();
      await expect(page).toHaveTitle(/ \| UI5 Web Components$/);
    }
    for (let step = 0; step < GETTING_STARTED.length; step++) {
      await page.goBack();
    }
    await expect(page).toHaveURL(/\/webcomponents\/v1\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "UI5 Web Components" })).toBeVisible();
    expect(await windowIsMarked(page), "all of it without a full page load").toBe(true);
  });
}

test("the browser title follows the page", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await expect(page).toHaveTitle("FAQ | UI5 Web Components");
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Introduction" }).click();
  await expect(page).toHaveTitle("Introduction | UI5 Web Components");
});

test("sidebar links: a click shows the page in the app, a modified click opens a tab, the current page adds no history", async ({
  page,
  context,
}) => {
  await page.goto("components/Button/");
  await appReady(page);
  await markWindow(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const opened = context.waitForEvent("page");
  await sidebar.getByRole("link", { name: "Avatar", exact: true }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(/components\/Avatar\/$/);
  await tab.close();
  await expect(page).toHaveURL(/components\/Button\/$/);
  await sidebar.getByRole("link", { name: "Badge", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Badge" })).toBeVisible();
  const length = await page.evaluate(() => history.length);
  await sidebar.getByRole("link", { name: "Badge", exact: true }).click();
  expect(await page.evaluate(() => history.length)).toBe(length);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Button" })).toBeVisible();
  expect(await windowIsMarked(page), "all of it without a full page load").toBe(true);
});

test("links inside an article navigate without reloading", async ({ page }) => {
  await page.goto("docs/getting-started/");
  await appReady(page);
  await markWindow(page);
  await page.locator("article.markdown a[href$='/docs/getting-started/first-steps/']").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "First Steps" })).toBeVisible();
  expect(await windowIsMarked(page)).toBe(true);
});

test("an address with an anchor scrolls to its heading", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/#common-problems");
  await appReady(page);
  await expect(page.locator("#common-problems")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("a slow navigation shows the progress bar, then the new page", async ({ page }) => {
  const release = await holdUntilReleased(page, "**/data/docs/FAQ/index.json", 900);
  await page.goto("docs/");
  await appReady(page);
  release();
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.locator("#nprogress .bar")).toBeAttached();
  await expect(
    page.getByRole("heading", { level: 1, name: "Introduction" }),
    "the previous page stays until the next is ready",
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.locator("#nprogress")).toHaveCount(0);
});
