import { expect, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a docs page is readable, indexable and linked", async ({ page }) => {
    await page.goto("docs/getting-started/first-steps/");
    await expect(page).toHaveTitle("First Steps | UI5 Web Components");
    await expect(page.getByRole("heading", { level: 1, name: "First Steps" })).toBeVisible();
    await expect(page.locator("h2#common-problems")).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://ui5.github.io/webcomponents/v1/docs/getting-started/first-steps/",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Using Icons" })).toHaveAttribute(
      "href",
      "/webcomponents/v1/docs/getting-started/using-icons/",
    );
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
  });

  test("a component page shows its full API", async ({ page }) => {
    await page.goto("components/Button/");
    await expect(page.getByRole("heading", { level: 1, name: "Button" })).toBeVisible();
    for (const section of ["Basic Sample", "Properties", "Slots", "Events", "Methods", "CSS Parts"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeAttached();
    }
    await expect(page.getByRole("heading", { level: 3, name: "design" })).toBeAttached();
    await expect(page.locator(".sample-placeholder .code-block").first()).toContainText("ui5-button");
  });
});

test("the site files are there: sitemap, robots, 404 and compressed copies", async ({ request }) => {
  const sitemap = await request.get("sitemap.xml");
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain("<loc>https://ui5.github.io/webcomponents/v1/docs/getting-started/first-steps/</loc>");
  expect(xml).toContain("<loc>https://ui5.github.io/webcomponents/v1/components/fiori/ShellBar/</loc>");
  const robots = await (await request.get("robots.txt")).text();
  expect(robots).toContain("Sitemap: https://ui5.github.io/webcomponents/v1/sitemap.xml");
  const brotli = await request.get("docs/FAQ/", { headers: { "Accept-Encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const plain = await request.get("docs/FAQ/", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
});

test("the server answers conditional requests and caches hashed assets for good", async ({ request, page }) => {
  const first = await request.get("docs/FAQ/");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const again = await request.get("docs/FAQ/", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  await page.goto("docs/FAQ/");
  const script = await page.locator('script[type="module"][src*="/assets/"]').getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const root = await request.get("/", { maxRedirects: 0 });
  expect(root.status()).toBe(308);
  expect(root.headers()["location"]).toBe("/webcomponents/v1/");
});
