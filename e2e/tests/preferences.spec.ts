import type { APIRequestContext, Frame, Page } from "@playwright/test";
import { appReady, buttonSampleFrame, expect, test } from "./fixtures";

const THEMES = [
  ["sap_horizon", "Morning Horizon", "light"],
  ["sap_horizon_dark", "Evening Horizon", "dark"],
  ["sap_horizon_hcb", "Horizon High Contrast Black", "dark"],
  ["sap_horizon_hcw", "Horizon High Contrast White", "light"],
  ["sap_fiori_3", "Quartz Light", "light"],
  ["sap_fiori_3_dark", "Quartz Dark", "dark"],
  ["sap_fiori_3_hcb", "Quartz High Contrast Black", "dark"],
  ["sap_fiori_3_hcw", "Quartz High Contrast White", "light"],
] as const;

const SAMPLE_PAGE = "components/Button/";

/** The theme's background colour, from the theming package served by the site. */
async function themeBackground(request: APIRequestContext, theme: string): Promise<string> {
  const url = `local-cdn/@ui5/webcomponents-theming/dist/generated/assets/themes/${theme}/parameters-bundle.css.json`;
  const bundle = await (await request.get(url)).json();
  return /--sapBackgroundColor:\s*([^;]+);/.exec(bundle._.content)![1].trim();
}

/** What the preview applied: its theme (from the theme's own metadata) and settings. */
async function previewState(frame: Frame) {
  return frame.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const meta = style.getPropertyValue("--sapThemeMetaData-Base-baseLib");
    return {
      theme: /baseLib\.([a-z0-9_]+)\.css_variables/.exec(meta)?.[1],
      background: style.getPropertyValue("--sapBackgroundColor").trim(),
      compact: document.body.classList.contains("ui5-content-density-compact"),
      dir: document.documentElement.dir || "ltr",
    };
  });
}

/** Chooses an entry of the Settings menu, which closes it. */
async function choose(page: Page, label: string) {
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("menuitemradio", { name: label, exact: true }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
}

test("the defaults are Morning Horizon, Compact and LTR, shown as checked", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  await page.getByRole("button", { name: "Settings" }).click();
  const menu = page.getByRole("menu", { name: "Settings" });
  for (const [group, label] of [
    ["Theme", "Morning Horizon"],
    ["Text direction", "LTR"],
    ["Content density", "Compact"],
  ]) {
    await expect(menu.getByRole("group", { name: group }).getByRole("menuitemradio", { name: label, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  }
  const state = await previewState(await buttonSampleFrame(page));
  expect(state).toMatchObject({ theme: "sap_horizon", compact: true, dir: "ltr" });
});

for (const [theme, label, mode] of THEMES) {
  test(`choosing ${label} themes the site ${mode} and the samples ${theme}`, async ({ page, request }) => {
    await page.goto(SAMPLE_PAGE);
    await appReady(page);
    const frame = await buttonSampleFrame(page);
    await choose(page, label);
    await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
    await expect.poll(async () => (await previewState(frame)).theme).toBe(theme);
    expect((await previewState(frame)).background).toBe(await themeBackground(request, theme));
    expect(await page.evaluate(() => [localStorage.getItem("ui5-theme"), localStorage.getItem("theme")])).toEqual([theme, mode]);
  });
}

test("density and direction reach the samples", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const frame = await buttonSampleFrame(page);
  await choose(page, "Cozy");
  await expect.poll(async () => (await previewState(frame)).compact).toBe(false);
  await choose(page, "RTL");
  await expect.poll(async () => (await previewState(frame)).dir).toBe("rtl");
  await choose(page, "Compact");
  await expect.poll(async () => (await previewState(frame)).compact).toBe(true);
  expect(await page.evaluate(() => [localStorage.getItem("ui5-content-density"), localStorage.getItem("ui5-text-direction")])).toEqual([
    "Compact",
    "RTL",
  ]);
});

test("Evening Horizon survives a reload, and a newly loaded preview starts in it", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  await choose(page, "Evening Horizon");
  await choose(page, "Cozy");
  await page.reload();
  await appReady(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const state = await previewState(await buttonSampleFrame(page));
  expect(state).toMatchObject({ theme: "sap_horizon_dark", compact: false });
});

test("every open tab follows a change", async ({ page, context }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const other = await context.newPage();
  await other.goto(SAMPLE_PAGE);
  await appReady(other);
  const otherFrame = await buttonSampleFrame(other);
  await choose(page, "Quartz Dark");
  await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect.poll(async () => (await previewState(otherFrame)).theme).toBe("sap_fiori_3_dark");
});

test("without browser storage the settings still work for the open page, with a warning", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Storage is disabled.", "SecurityError");
      },
    });
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const frame = await buttonSampleFrame(page);
  await choose(page, "Evening Horizon");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect.poll(async () => (await previewState(frame)).theme).toBe("sap_horizon_dark");
  expect(warnings.some((w) => w.includes("Browser storage is unavailable"))).toBe(true);
});

test("the colour-mode toggle moves to the theme's counterpart", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const toggle = page.getByRole("button", { name: /^Switch between dark and light mode/ });
  await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
  for (const [from, to] of [
    ["Morning Horizon", "sap_horizon_dark"],
    ["Horizon High Contrast White", "sap_horizon_hcb"],
    ["Quartz Light", "sap_fiori_3_dark"],
    ["Quartz High Contrast Black", "sap_fiori_3_hcw"],
  ]) {
    await choose(page, from);
    await page.keyboard.press("Escape");
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem("ui5-theme"))).toBe(to);
  }
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("Settings are hidden on the home page", async ({ page }) => {
  await page.goto("./");
  await appReady(page);
  await expect(page.getByRole("button", { name: /^Switch between dark and light mode/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Settings" })).toHaveCount(0);
  await page.goto("docs/");
  await appReady(page);
  await expect(page.getByRole("button", { name: "Settings" })).toBeVisible();
});

test("the menu works with the keyboard: a choice closes it, back on its button with the focus ring", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const button = page.getByRole("button", { name: "Settings" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: "Morning Horizon" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "Evening Horizon" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS("outline-style", "solid");
});

test("a theme chosen with the mouse closes the menu, back on the Settings button; Escape there shows its focus ring", async ({ page }) => {
  await page.goto(SAMPLE_PAGE);
  await appReady(page);
  const button = page.getByRole("button", { name: "Settings" });
  await button.click();
  await page.getByRole("menuitemradio", { name: "Evening Horizon", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(page.getByRole("menuitemradio", { name: "Evening Horizon", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS("outline-style", "solid");
  await expect(button).toHaveCSS("outline-width", "2px");
  // The ring goes with the focus, and a click on the button shows none.
  await page.locator("main h1").click();
  await expect(button).toHaveCSS("outline-style", "none");
  await button.click();
  await button.click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS("outline-style", "none");
});

test("opening the Settings menu and closing it with Escape leave the page where it was", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const navbarTop = () => page.locator(".navbar").evaluate((navbar) => navbar.getBoundingClientRect().top);
  // Scrolling down hides the navbar; a little back up shows it again, as a reader does.
  // Each scroll is awaited: two in one frame make one scroll event, and the page sees only the way down.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(navbarTop, "the navbar hidden").toBeLessThan(0);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(navbarTop, "the navbar back in").toBe(0);
  const button = page.getByRole("button", { name: "Settings" });
  // Clicked where it is, as a reader does (a test's click first scrolls to what it clicks).
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("menuitemradio", { name: "Morning Horizon" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitemradio", { name: "Evening Horizon" })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), "opening and moving in the menu").toBe(1400);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), "closing it").toBe(1400);
});

test("the first paint already has the stored colour mode", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("ui5-theme", "sap_fiori_3_hcb");
    const seen: (string | null)[] = [];
    (window as unknown as { __modeAtBody: (string | null)[] }).__modeAtBody = seen;
    new MutationObserver((_, observer) => {
      if (document.body) {
        seen.push(document.documentElement.getAttribute("data-theme"));
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("docs/");
  const atBody = await page.evaluate(() => (window as unknown as { __modeAtBody: (string | null)[] }).__modeAtBody);
  expect(atBody).toEqual(["dark"]);
});
