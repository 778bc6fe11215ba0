import { appReady, expect, test } from "./fixtures";

test("the home page shows the hero, features and frameworks under the site title", async ({ page }) => {
  await page.goto("./");
  await appReady(page);
  await expect(page).toHaveTitle("UI5 Web Components");
  await expect(page.getByRole("heading", { level: 1, name: "UI5 Web Components" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "/webcomponents/v1/docs/getting-started/first-steps/",
  );
  await expect(page.locator(".home-hero").getByRole("link", { name: "Components" })).toBeVisible();
  await expect(page.locator(".home-features .home-card")).toHaveCount(3);
  for (const framework of ["Angular", "React", "Vue", "Svelte"]) {
    await expect(page.locator(".home-frameworks").getByRole("heading", { name: framework })).toBeVisible();
  }
});

test("the navbar has the sections, the GitHub link and a skip link", async ({ page }) => {
  await page.goto("./");
  await appReady(page);
  const navbar = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Documentation", "/webcomponents/v1/docs/"],
    ["Components", "/webcomponents/v1/components/"],
    ["Icons", "/webcomponents/v1/icons/"],
    ["Playground", "/webcomponents/v1/play/"],
  ]) {
    await expect(navbar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const github = navbar.getByRole("link", { name: "GitHub repository" });
  await expect(github).toHaveAttribute("href", "https://github.com/SAP/ui5-webcomponents");
  await expect(github).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
});

test("the footer has its link groups, logo and copyright", async ({ page }) => {
  await page.goto("./");
  await appReady(page);
  const footer = page.locator("footer.footer");
  for (const group of ["Community", "Docs", "Legal & Privacy", "Contact Us"]) {
    await expect(footer.getByRole("heading", { name: group })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/webcomponents/v1/Privacy/");
  const logo = footer.locator("img.footer-logo");
  await expect(logo).toHaveAttribute("width", "160");
  await expect(logo).toHaveAttribute("height", "51");
  await expect(footer).toContainText(`© Copyright ${new Date().getFullYear()}, SAP SE and UI5 Web Components Contributors`);
});

test("the announcement bar closes and stays closed for its id", async ({ page }) => {
  await page.goto("./");
  await appReady(page);
  const bar = page.locator(".announcement-bar");
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Close" }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("true");
  await page.reload();
  await appReady(page);
  await expect(page.locator(".announcement-bar")).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem("docusaurus.announcement.id", "an-older-announcement"));
  await page.reload();
  await appReady(page);
  await expect(page.locator(".announcement-bar")).toBeVisible();
});
