import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

/** The installed packages the site's icons come from. */
const NODE_MODULES = path.join(import.meta.dirname, "../../web/node_modules");

/** The collections in the switch's order, with their package and the set the page shows. */
const COLLECTIONS = [
  { id: "sap", label: "SAP Icons", package: "@ui5/webcomponents-icons", set: "v5", prefix: "" },
  { id: "tnt", label: "SAP TNT Icons", package: "@ui5/webcomponents-icons-tnt", set: "v3", prefix: "tnt/" },
  {
    id: "business-suite",
    label: "SAP BSuite Icons",
    package: "@ui5/webcomponents-icons-business-suite",
    set: "v2",
    prefix: "business-suite/",
  },
] as const;

type Collection = (typeof COLLECTIONS)[number];

/** The icon names of a collection's set, from its files (`dist/v5/accept.js`...). */
function iconNames(collection: Collection): string[] {
  const dir = path.join(NODE_MODULES, collection.package, "dist", collection.set);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => file.slice(0, -".js".length));
}

/** An icon's path data, read from its module in the package. */
function pathData(collection: Collection, name: string): string {
  const module = fs.readFileSync(path.join(NODE_MODULES, collection.package, "dist", collection.set, `${name}.js`), "utf8");
  return /const pathData = "([^"]+)"/.exec(module)![1];
}

/** The cards the filter shows (the others are hidden). */
const cards = (page: Page) => page.locator(".icon-card:not([hidden])");
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.locator(".icon-card-name", { hasText: new RegExp(`^${name}$`) }) });
const filter = (page: Page) => page.getByPlaceholder("Filter icons...");

async function openIcons(page: Page, search = "") {
  await page.goto(`icons/${search}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Icons" })).toBeVisible();
}

for (const collection of COLLECTIONS) {
  test(`${collection.label} shows every icon of ${collection.package}`, async ({ page }) => {
    const names = iconNames(collection);
    await openIcons(page, collection.id === "sap" ? "" : `?collection=${collection.id}`);
    await expect(page.getByRole("button", { name: collection.label })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 2, name: collection.label })).toBeVisible();
    const npm = page.getByRole("link", { name: new RegExp(`^${collection.package} on npm`) });
    await expect(npm).toHaveAttribute("href", `https://www.npmjs.com/package/${collection.package}/v/1.24.24`);
    await expect(cards(page)).toHaveCount(names.length);
    await expect(page.locator(".icons-status")).toHaveText(`${names.length} icons`);
    const shown = await cards(page).locator(".icon-card-name").allTextContents();
    expect(shown.sort()).toEqual(names.sort());
  });
}

test("the segmented switch changes the collection and the heading", async ({ page }) => {
  await openIcons(page);
  const switchGroup = page.getByRole("group", { name: "Icon collection" });
  await expect(switchGroup.getByRole("button")).toHaveText(["SAP Icons", "SAP TNT Icons", "SAP BSuite Icons"]);
  await switchGroup.getByRole("button", { name: "SAP BSuite Icons" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "SAP BSuite Icons" })).toBeVisible();
  await expect(cards(page)).toHaveCount(iconNames(COLLECTIONS[2]).length);
  await expect(page).toHaveURL(/icons\/\?collection=business-suite$/);
  await expect(switchGroup.getByRole("button", { name: "SAP Icons" })).toHaveAttribute("aria-pressed", "false");
});

test("filtering keeps the icons whose name contains the text, ignoring case, or says none match", async ({ page }) => {
  await openIcons(page);
  const expected = iconNames(COLLECTIONS[0]).filter((name) => name.toLowerCase().includes("arrow"));
  expect(expected.length).toBeGreaterThan(3);
  await filter(page).fill("ARROW");
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(card(page, "arrow-left")).toBeVisible();
  await expect(page.locator(".icons-status")).toHaveText(`${expected.length} of 700 icons`);

  // Names keep their capitals (`Chart-Tree-Map`); lower-case text finds them.
  await filter(page).fill("tree-map");
  await expect(card(page, "Chart-Tree-Map")).toBeVisible();
  await expect(cards(page)).toHaveCount(iconNames(COLLECTIONS[0]).filter((name) => name.toLowerCase().includes("tree-map")).length);

  await filter(page).fill("no-icon-is-called-this");
  await expect(page.getByText("No matching icons found", { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await filter(page).fill("");
  await expect(cards(page)).toHaveCount(700);
});

test("a reader opens Icons from the navbar, filters TNT icons and copies tnt/actor", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("docs/");
  await appReady(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Icons", exact: true }).click();
  await expect(cards(page)).toHaveCount(700);
  await page.getByRole("button", { name: "SAP TNT Icons" }).click();
  await filter(page).fill("act");
  const expected = iconNames(COLLECTIONS[1]).filter((name) => name.includes("act"));
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page).toHaveURL(/icons\/\?collection=tnt&q=act$/);

  const button = card(page, "actor").getByRole("button", { name: "Copy Icon Name" });
  await expect(button.locator("svg")).toHaveCount(0);
  // When the check mark comes and goes, timed in the page (a busy machine delays the test, not the page).
  await button.evaluate((element) => {
    const times: number[] = [];
    (window as unknown as { __checkMark: number[] }).__checkMark = times;
    let shown = false;
    new MutationObserver(() => {
      if (Boolean(element.querySelector("svg")) !== shown) {
        shown = !shown;
        times.push(performance.now());
      }
    }).observe(element, { childList: true, subtree: true });
  });
  await button.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("tnt/actor");
  // A check mark shows on the button for 2 s.
  await expect(button.locator("svg")).toHaveCount(0, { timeout: 10000 });
  const [shownAt, hiddenAt] = await page.evaluate(() => (window as unknown as { __checkMark: number[] }).__checkMark);
  expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(1950);
  await expect(button).toHaveAccessibleName("Copy Icon Name");
  await expect(button).toHaveAccessibleDescription("actor");
});

test("Copy SVG copies a standalone SVG and Copy Import the import line", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openIcons(page, "?q=accept");
  const accept = card(page, "accept");
  await accept.getByRole("button", { name: "Copy SVG" }).click();
  const svg = await page.evaluate(() => navigator.clipboard.readText());
  expect(svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="${pathData(COLLECTIONS[0], "accept")}"/></svg>`);
  expect(svg).toBe(
    fs.readFileSync(path.join(NODE_MODULES, "@ui5/webcomponents-icons/dist/v5/accept.svg"), "utf8").replace(/>\s+</g, "><").trim(),
    "the same drawing as the package's own SVG file",
  );
  await expect(accept.getByRole("button", { name: "Copy SVG" }).locator("svg")).toBeVisible();

  await accept.getByRole("button", { name: "Copy Import" }).click();
  const line = await page.evaluate(() => navigator.clipboard.readText());
  expect(line).toBe('import "@ui5/webcomponents-icons/dist/accept.js";');
  expect(fs.existsSync(path.join(NODE_MODULES, "@ui5/webcomponents-icons/dist/accept.js"))).toBe(true);

  await page.getByRole("button", { name: "SAP BSuite Icons" }).click();
  await filter(page).fill("3d");
  await card(page, "3d").getByRole("button", { name: "Copy Icon Name" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("business-suite/3d");
});

test("the collection and the filter stay in the URL through reloads and back navigation", async ({ page }) => {
  await openIcons(page, "?collection=tnt&q=act");
  await expect(page.getByRole("button", { name: "SAP TNT Icons" })).toHaveAttribute("aria-pressed", "true");
  await expect(filter(page)).toHaveValue("act");
  await expect(card(page, "actor")).toBeVisible();

  await filter(page).fill("actor");
  await expect(page).toHaveURL(/\?collection=tnt&q=actor$/);
  await expect(cards(page)).toHaveCount(1);
  await page.reload();
  await appReady(page);
  await expect(filter(page)).toHaveValue("actor");
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documentation" }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/icons\/\?collection=tnt&q=actor$/);
  await expect(filter(page)).toHaveValue("actor");
  await expect(cards(page)).toHaveCount(1);

  // Switching the collection is a step back navigation returns from.
  await page.getByRole("button", { name: "SAP Icons" }).click();
  await expect(page).toHaveURL(/icons\/\?q=actor$/);
  await page.goBack();
  await expect(page.getByRole("button", { name: "SAP TNT Icons" })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, "actor")).toBeVisible();

  // Following the navbar's Icons link shows the default view.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Icons", exact: true }).click();
  await expect(filter(page)).toHaveValue("");
  await expect(page.getByRole("button", { name: "SAP Icons" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(700);
});

test("the page is keyboard operable", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openIcons(page);
  await page.getByRole("button", { name: "SAP TNT Icons" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "SAP TNT Icons" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "SAP TNT Icons" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(filter(page)).toBeFocused();
  await page.keyboard.type("actor");
  await expect(cards(page)).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(card(page, "actor").getByRole("button", { name: "Copy Icon Name" })).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("tnt/actor");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
});

test("icons follow the dark colour mode", async ({ page }) => {
  await openIcons(page, "?q=accept");
  const glyph = card(page, "accept").locator("svg.icon-card-glyph");
  const colours = () =>
    glyph.evaluate((svg) => ({
      fill: getComputedStyle(svg).fill,
      text: getComputedStyle(document.body).color,
      card: getComputedStyle(svg.closest("li")!).backgroundColor,
    }));
  const light = await colours();
  expect(light.fill).toBe(light.text);

  await page.getByRole("button", { name: /^Switch between dark and light mode/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await colours();
  expect(dark.fill).toBe(dark.text);
  expect(dark.fill).not.toBe(light.fill);
  expect(dark.card).not.toBe(light.card);
});

test("in right-to-left mode the icons that mirror are mirrored", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ui5-text-direction", "RTL"));
  await openIcons(page, "?q=ac");
  await expect(page.locator(".icons-grid")).toHaveAttribute("dir", "rtl");
  const transform = (name: string) =>
    card(page, name)
      .locator("svg.icon-card-glyph")
      .evaluate((svg) => getComputedStyle(svg).transform);
  // `accept` keeps its direction (ltr in the package); `action` mirrors.
  expect(await transform("accept")).toBe("none");
  expect(await transform("action")).toBe("matrix(-1, 0, 0, 1, 0, 0)");
});

test("each catalogue is loaded by the icons page only, one collection at a time", async ({ page }) => {
  const catalogues: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/data/icons/") && !request.url().endsWith("/index.json")) catalogues.push(new URL(request.url()).pathname);
  });
  await page.goto("docs/getting-started/using-icons/");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(catalogues).toEqual([]);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Icons", exact: true }).click();
  await expect(cards(page)).toHaveCount(700);
  expect(catalogues).toEqual(["/webcomponents/v1/data/icons/sap.json"]);
});

test("the document has a readable summary for crawlers and readers without JavaScript", async ({ request }) => {
  const html = await (await request.get("icons/")).text();
  expect(html).toContain("<title>Icons | UI5 Web Components</title>");
  expect(html).toMatch(/<meta name="description" content="Every icon of UI5 Web Components 1\.24\.24: 1,240 in 3 collections/);
  for (const collection of COLLECTIONS) {
    expect(html).toContain(`<h2 id="${collection.id}">${collection.label}</h2>`);
    expect(html).toContain(`${iconNames(collection).length} icons from the npm package`);
  }
  expect(html).not.toContain("icon-card");
});

// Every card has the same markup: a filtered grid stands for all of them (axe over
// the full grid of 700 cards takes longer than a test may).
for (const search of ["?q=arrow", "?collection=tnt&q=no-such-icon"]) {
  test(`axe finds no violations on icons/${search}`, async ({ page }) => {
    await openIcons(page, search);
    await expect(page.locator(".icons-status")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(summary).toEqual([]);
  });
}
