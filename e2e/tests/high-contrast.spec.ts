import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

// A high-contrast theme makes the site itself high contrast (high-contrast.css): the
// document gets `data-contrast="high"` beside its colour mode, before the first paint
// as after a change in the Settings menu; text reads at 7:1 (WCAG AAA) on its
// background. A system that forces its own colours leaves the site readable.

const DOCS_PAGE = "docs/getting-started/first-steps/";
const COMPONENT_PAGE = "components/Button/";

const VARIANTS = [
  {
    theme: "sap_horizon_hcb",
    label: "Horizon High Contrast Black",
    mode: "dark",
    background: "rgb(0, 0, 0)",
    text: "rgb(255, 255, 255)",
    link: "rgb(255, 255, 0)",
  },
  {
    theme: "sap_horizon_hcw",
    label: "Horizon High Contrast White",
    mode: "light",
    background: "rgb(255, 255, 255)",
    text: "rgb(0, 0, 0)",
    link: "rgb(0, 0, 159)",
  },
] as const;

/** What is measured on a page, each a selector of elements with text of their own. */
const MEASURED = {
  "body text": ".markdown p",
  links: ".markdown a",
  "sidebar links": ".sidebar-link",
  "navbar text": ".navbar-brand, .navbar-link, .version-dropdown-button",
  code: ".markdown :not(pre) > code, .code-block pre code, .code-block pre code span",
  "table of contents": ".toc-link",
};

/** Chooses an entry of the Settings menu, which closes it. */
async function chooseSetting(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitemradio", { name: label, exact: true }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** Starts every page of the test with a theme stored, as a returning reader. */
async function storeTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((value) => {
    // The sample frames have an opaque origin and no storage.
    if (window === window.top) localStorage.setItem("ui5-theme", value);
  }, theme);
}

/**
 * The lowest contrast of the text of the elements `selector` finds (visible ones with
 * text of their own) with the background they are drawn on: the text's colour over
 * the backgrounds of the element and its ancestors, composited up to the first opaque
 * one (the canvas, white, below all).
 */
function lowestContrast(page: Page, selector: string): Promise<{ count: number; lowest: number; where: string }> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour (rgb(), color(srgb ...)) to sRGB bytes and alpha, as drawn.
    const rgba = (css: string): Rgba => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const background = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const layer = rgba(getComputedStyle(e).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
    };
    const ownText = (e: Element) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
    const measured = [...document.querySelectorAll(selector)].filter((e) => e.getClientRects().length > 0 && ownText(e));
    let lowest = Infinity;
    let where = "";
    for (const element of measured) {
      const behind = background(element);
      const text = over(rgba(getComputedStyle(element).color), behind);
      const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < lowest) {
        lowest = ratio;
        where = `${element.outerHTML.slice(0, 100)}: ${getComputedStyle(element).color} on rgb(${behind.slice(0, 3).join(", ")})`;
      }
    }
    return { count: measured.length, lowest: Math.round(lowest * 100) / 100, where };
  }, selector);
}

/** axe over the site's own markup, with the AAA contrast rule; the live samples are the components'. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude(".sample-preview")
    .exclude(".try-it-frame")
    .exclude(".playground-preview")
    .withTags(["wcag2a", "wcag2aa", "wcag2aaa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    [...results.passes, ...results.violations].map((r) => r.id),
    "the AAA contrast rule ran",
  ).toContain("color-contrast-enhanced");
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.failureSummary ?? ""}`,
  );
}

/** The focus ring of the element in focus: its style, width, and contrast with the background. */
function focusRing(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const bytes = (css: string) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data];
    };
    let behind = "rgb(255, 255, 255)";
    for (let e: Element | null = element.parentElement; e; e = e.parentElement) {
      if (bytes(getComputedStyle(e).backgroundColor)[3] === 255) {
        behind = getComputedStyle(e).backgroundColor;
        break;
      }
    }
    const luminance = (css: string) => {
      const [r, g, b] = bytes(css).map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.outlineColor), luminance(behind)].sort((a, b) => b - a);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: (light + 0.05) / (dark + 0.05) };
  });
}

for (const variant of VARIANTS) {
  test(`choosing ${variant.label} in the Settings menu makes the site high contrast, and Morning Horizon undoes it`, async ({ page }) => {
    await page.goto(DOCS_PAGE);
    await appReady(page);
    const html = page.locator("html");
    await expect(html).not.toHaveAttribute("data-contrast");
    await chooseSetting(page, variant.label);
    await expect(html).toHaveAttribute("data-contrast", "high");
    await expect(html).toHaveAttribute("data-theme", variant.mode);
    await expect(page.locator("body")).toHaveCSS("background-color", variant.background);
    await expect(page.locator("body")).toHaveCSS("color", variant.text);
    await expect(page.locator(".markdown p a").first()).toHaveCSS("color", variant.link);
    await expect(page.locator(".markdown p a").first()).toHaveCSS("text-decoration-line", "underline");
    // Borders where the normal look has a shadow.
    await expect(page.locator(".navbar")).toHaveCSS("border-bottom", `2px solid ${variant.text}`);
    await expect(page.locator(".navbar")).toHaveCSS("box-shadow", "none");
    await expect(page.locator(".code-block").first()).toHaveCSS("border-top-color", variant.text);
    await chooseSetting(page, "Morning Horizon");
    await expect(html).not.toHaveAttribute("data-contrast");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(page.locator("body")).toHaveCSS("color", "rgb(29, 45, 62)");
    await expect(page.locator(".navbar")).not.toHaveCSS("box-shadow", "none");
  });
}

test("the colour-mode toggle moves between the two high-contrast variants and stays high contrast", async ({ page }) => {
  await storeTheme(page, "sap_horizon_hcb");
  await page.goto(DOCS_PAGE);
  await appReady(page);
  await page.getByRole("button", { name: /^Switch between dark and light mode/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(page.locator("body")).toHaveCSS("color", "rgb(0, 0, 0)");
});

for (const variant of VARIANTS) {
  for (const [kind, route] of [
    ["docs page", DOCS_PAGE],
    ["component page", COMPONENT_PAGE],
  ]) {
    test(`in ${variant.label}, text, links, sidebar, navbar and code read at 7:1 on a ${kind}`, async ({ page }) => {
      await storeTheme(page, variant.theme);
      await page.goto(route);
      await appReady(page);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      for (const [what, selector] of Object.entries(MEASURED)) {
        const { count, lowest, where } = await lowestContrast(page, selector);
        expect(count, `${what}: found on the page`).toBeGreaterThan(0);
        expect(lowest, `${what}: lowest contrast, at ${where}`).toBeGreaterThanOrEqual(7);
      }
    });
  }
}

for (const variant of VARIANTS) {
  test(`in ${variant.label}, axe (AAA contrast included) finds nothing on the site's own markup`, async ({ page }) => {
    test.setTimeout(120_000);
    await storeTheme(page, variant.theme);
    for (const route of [DOCS_PAGE, COMPONENT_PAGE, "markdown-page/"]) {
      await page.goto(route);
      await appReady(page);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      expect(await axeViolations(page), route).toEqual([]);
    }
    // The menus and the search results.
    await page.goto(DOCS_PAGE);
    await appReady(page);
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    expect(await axeViolations(page), "settings menu").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Version 1.24.24" }).click();
    expect(await axeViolations(page), "version menu").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Search" }).fill("button");
    await expect(page.locator(".search-box-panel .search-result").first()).toBeVisible();
    expect(await axeViolations(page), "search results").toEqual([]);
  });
}

for (const variant of VARIANTS) {
  test(`${variant.label} survives a reload and is there at the first paint`, async ({ page }) => {
    await page.goto(DOCS_PAGE);
    await appReady(page);
    await chooseSetting(page, variant.label);
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    // What the document has when the parser creates the body, and the page's colour in
    // the first frame (no frame renders before the stylesheets in the head have loaded).
    await page.addInitScript(() => {
      const seen: { contrast?: string | null; background?: string } = {};
      (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
      new MutationObserver((_, observer) => {
        if (document.body) {
          observer.disconnect();
          seen.contrast = document.documentElement.getAttribute("data-contrast");
          requestAnimationFrame(() => (seen.background = getComputedStyle(document.body).backgroundColor));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await appReady(page);
    const first = await page.evaluate(() => (window as unknown as { __firstPaint: object }).__firstPaint);
    expect(first).toEqual({ contrast: "high", background: variant.background });
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await expect(page.locator("body")).toHaveCSS("color", variant.text);
  });
}

test("with colours forced by the system, text stays readable, icons show and the focus ring is visible", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(DOCS_PAGE);
  await appReady(page);
  for (const [what, selector] of Object.entries(MEASURED)) {
    const { count, lowest, where } = await lowestContrast(page, selector);
    expect(count, `${what}: found on the page`).toBeGreaterThan(0);
    expect(lowest, `${what}: lowest contrast, at ${where}`).toBeGreaterThanOrEqual(7);
  }
  // The navbar's icons are drawn in the text's colour, which the system sets.
  const icons = await page.locator(".navbar svg").evaluateAll((svgs) =>
    svgs.map((svg) => {
      const drawn = [...svg.querySelectorAll("path, circle")].map((shape) => {
        const style = getComputedStyle(shape);
        return style.fill !== "none" ? style.fill : style.stroke;
      });
      return { color: getComputedStyle(svg).color, drawn: [...new Set(drawn)] };
    }),
  );
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) expect(icon.drawn).toEqual([icon.color]);
  // A link reached with the keyboard has a ring of 2 px or more, at 3:1 on its background.
  const link = page.locator(".markdown p a").first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  const ring = await focusRing(link);
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
});

test("in high contrast the focus ring is 3 px, in a colour of its own", async ({ page }) => {
  await storeTheme(page, "sap_horizon_hcb");
  await page.goto(DOCS_PAGE);
  await appReady(page);
  const link = page.locator(".markdown p a").first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS("outline", "rgb(26, 235, 255) solid 3px");
  expect((await focusRing(link)).contrast).toBeGreaterThanOrEqual(7);
});

// A choice closes the Settings menu, as any menu: with the mouse as with the
// keyboard, the focus back on its button.
test("the Settings menu closes the same way after a theme is chosen with the mouse or the keyboard", async ({ page }) => {
  await page.goto(DOCS_PAGE);
  await appReady(page);
  const button = page.getByRole("button", { name: "Settings", exact: true });
  const chosen = page.getByRole("menuitemradio", { name: "Horizon High Contrast Black", exact: true });
  // Read at once, without waiting for anything to show.
  const after = () =>
    page.evaluate(() => ({
      open: document.querySelector('[role="menu"]') !== null,
      expanded: document.querySelector('button[aria-label="Settings"]')?.getAttribute("aria-expanded"),
      focused: document.activeElement?.getAttribute("aria-label"),
    }));

  await button.click();
  await chosen.click();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  const mouse = await after();

  await chooseSetting(page, "Morning Horizon");
  await expect(page.locator("html")).not.toHaveAttribute("data-contrast");

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: "Morning Horizon", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(chosen).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  const keyboard = await after();

  expect(mouse).toEqual({ open: false, expanded: "false", focused: "Settings" });
  expect(keyboard).toEqual(mouse);
  await button.click();
  await expect(chosen, "checked, the menu opens on it").toBeFocused();
});
