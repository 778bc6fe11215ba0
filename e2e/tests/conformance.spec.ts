import { appReady, expect, holdUntilReleased, test } from "./fixtures";

// Rows of the specification that no other browser test shows (see e2e/SPEC.md).

test("the standalone pages render without a docs sidebar: Privacy and the generic markdown page", async ({ page }) => {
  for (const [path, title] of [
    ["Privacy/", "Privacy"],
    ["markdown-page/", "Markdown Reference for Authors"],
  ]) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toHaveCount(0);
  }
});

test("every docs page the specification lists has its route", async ({ request }) => {
  const { routes } = await (await request.get("data/site.json")).json();
  const docs = {
    "": ["README", "FAQ", "Release Management"],
    "getting-started/": [
      "first-steps",
      "importing-components",
      "typescript-support",
      "understanding-components-APIs",
      "using-assets",
      "using-features",
      "using-icons",
      "wrapping-up",
    ],
    "frameworks/": ["Angular", "React", "Vue"],
    "advanced/": [
      "accessibility",
      "configuration",
      "CSP",
      "ignore-custom-elements",
      "OpenUI5-integration",
      "other-framework-level-APIs",
      "RTL-and-compact-mode",
      "scoping",
      "scrollbars-customization",
      "using-i18n-for-apps",
    ],
    "contributing/": ["conventions-and-guidelines", "development-workflow", "storybook", "storybook-samples", "website", "website-samples"],
    "customizing/": ["fonts", "styles", "theme", "theme_part2"],
    "development/": [
      "custom-UI5-Web-Components",
      "custom-UI5-Web-Components-Packages",
      "deep-dive-and-best-practices",
      "testing-UI5-Web-Components",
      "typescript-in-UI5-Web-Components",
      "understanding-components-metadata",
      "understanding-hbs-templates",
    ],
    "internal/": ["Toolbar"],
  };
  const expected = Object.entries(docs).flatMap(([folder, names]) =>
    names.map((name) => (name === "README" ? "docs/" : `docs/${folder}${name}/`)),
  );
  expect(expected.filter((route) => !routes.includes(route))).toEqual([]);
});

test("the docs sidebar cannot be hidden, only its categories fold", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole("button", { name: /^(collapse|hide) sidebar$/i })).toHaveCount(0);
});

test("at 997px the navbar is in its desktop form, at 996px in its mobile form", async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 700 });
  await page.goto("docs/FAQ/");
  await appReady(page);
  const navbar = page.getByRole("navigation", { name: "Main" });
  await expect(navbar.getByRole("link", { name: "Components", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toBeHidden();
  await page.setViewportSize({ width: 996, height: 700 });
  await expect(navbar.getByRole("link", { name: "Components", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toBeVisible();
});

test("the navbar stays on top, hides while the reader scrolls down and returns on the way up", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const navbar = page.locator("header.navbar");
  const top = () => navbar.evaluate((element) => Math.round(element.getBoundingClientRect().bottom));
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 1200);
  await expect.poll(top, "hidden above the window").toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -300);
  await expect.poll(top, "back at the top of the window").toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test("the progress bar waits 200 ms, starts at 8%, trickles 2% every 800 ms and completes", async ({ page }) => {
  const release = await holdUntilReleased(page, "**/data/docs/FAQ/index.json", 2400);
  await page.goto("docs/");
  await appReady(page);
  // Measured in the page: when the click happened, and each position of the bar.
  await page.evaluate(() => {
    const log: { clickAt?: number; bar: [number, number][]; removedAt?: number } = { bar: [] };
    (window as unknown as { __progress: typeof log }).__progress = log;
    window.addEventListener("click", () => (log.clickAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>("#nprogress .bar");
      if (!bar) {
        if (log.bar.length && log.removedAt === undefined) log.removedAt = performance.now();
        return;
      }
      const percent = Number(/translate3d\((-?[\d.]+)%/.exec(bar.style.transform)?.[1]);
      const last = log.bar[log.bar.length - 1];
      if (!last || last[1] !== percent) log.bar.push([performance.now(), percent]);
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ["style"] });
  });
  release();
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.locator("#nprogress")).toHaveCount(0);
  const log = await page.evaluate(
    () => (window as unknown as { __progress: { clickAt: number; bar: [number, number][]; removedAt: number } }).__progress,
  );
  const shown = log.bar.filter(([, percent]) => percent > -100 && percent < 0);
  expect(shown[0][0] - log.clickAt, "appears only after 200 ms").toBeGreaterThanOrEqual(195);
  expect(shown[0][1], "starts at the minimum of 8%").toBeCloseTo(-92, 5);
  const trickles = shown.slice(1).filter(([, percent]) => percent < -80);
  expect(trickles.length, `trickles: ${JSON.stringify(log.bar)}`).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < trickles.length; i++) expect(trickles[i][1] - trickles[i - 1][1]).toBeCloseTo(2, 5);
  // Over the whole run: a step the observer sees late makes the next gap look short on a
  // busy machine (by up to a tenth here); the library's default, 200 ms, stays far below.
  const span = trickles[trickles.length - 1][0] - trickles[0][0];
  expect(span / (trickles.length - 1), "800 ms a step on average").toBeGreaterThanOrEqual(700);
  expect(log.bar[log.bar.length - 1][1], "completes before it fades").toBe(0);
});

test("the announcement bar shows its configured content and colours", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  const bar = page.locator(".announcement-bar");
  await expect(bar).toContainText("You are reading the documentation of version 1.");
  await expect(bar).toHaveCSS("background-color", "rgb(10, 110, 209)");
  await expect(bar).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("the site is English, left to right, with the Gregorian calendar", async ({ page, request }) => {
  await page.goto("docs/FAQ/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const site = await (await request.get("data/site.json")).json();
  expect(site.locale).toEqual({ code: "en", label: "English", direction: "ltr", calendar: "gregory" });
});
