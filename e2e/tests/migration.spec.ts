import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { appReady, expect, markWindow, test, windowIsMarked } from "./fixtures";

// The move to version 2: the "In version 2" section of the reference pages, and the
// migration page with its converter and every change.

const MIGRATION = "docs/migrating-to-version-2/";
const VERSION2_SITE = "https://ui5.github.io/webcomponents/";
/** What the converter fetches when the reader first uses it: its core and its rules. */
const CONVERTER_FILE = /\/(assets\/converter-core-[^/]+\.wasm|data\/migration-rules\.json)$/;

type SidebarItem = { type: "link" | "category"; label: string; to?: string; items?: SidebarItem[] };

function routes(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to] : []), ...routes(item.items ?? [])]);
}

/** A fiori component whose API does not change in version 2, found in the site's data. */
async function unchangedFioriComponent(request: APIRequestContext): Promise<{ route: string; title: string }> {
  const site = await (await request.get("data/site.json")).json();
  for (const route of routes(site.sidebars.components).filter((r) => /^components\/fiori\/[A-Z][A-Za-z]+\/$/.test(r))) {
    const data = await (await request.get(`data/${route}index.json`)).json();
    if (data.reference?.version2?.changes?.length === 0) return { route, title: data.title };
  }
  throw new Error("Every fiori component changes in version 2.");
}

/** The "In version 2" section's table rows, each as its four cells' text. */
async function version2Rows(page: Page): Promise<string[][]> {
  return page
    .locator(".version2 table tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim())),
    );
}

function converter(page: Page) {
  return {
    input: page.getByLabel("Your 1.24 markup or script"),
    convert: page.getByRole("button", { name: "Convert", exact: true }),
    diff: page.getByRole("group", { name: "Converted text" }),
    counts: page.locator(".migration-counts"),
  };
}

async function convertText(page: Page, text: string): Promise<void> {
  const tool = converter(page);
  await tool.input.fill(text);
  await tool.convert.click();
  await expect(tool.diff).toBeVisible();
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).exclude(".sample-preview");
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
}

function filterInput(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Filter changes" });
}

test.describe("the In version 2 section", () => {
  test("on the Badge page, the tag comes first: ui5-badge becomes ui5-tag, documented as Tag on the version 2 site", async ({ page }) => {
    await page.goto("components/Badge/");
    await appReady(page);
    const section = page.locator(".version2");
    await expect(section.getByRole("heading", { level: 2, name: "In version 2" })).toBeVisible();
    await expect(section.locator(".version2-counterpart")).toHaveText("Version 2 documents it as Tag.");
    await expect(section.locator(".version2-counterpart").getByRole("link", { name: "Tag" })).toHaveAttribute(
      "href",
      `${VERSION2_SITE}components/Tag/`,
    );
    const rows = await version2Rows(page);
    expect(rows[0].slice(0, 3)).toEqual(["Tag", "<ui5-badge>", "<ui5-tag>"]);
    await expect(section.getByRole("table", { name: "Changes to Badge in version 2" }).getByRole("columnheader")).toHaveText([
      "Item",
      "1.24",
      "2.x",
      "What to do",
    ]);
    await expect(section.locator("tbody tr").first().getByRole("link", { name: "Done by the Converter" })).toHaveAttribute(
      "href",
      `/webcomponents/v1/${MIGRATION}#convert-your-markup`,
    );
  });

  test("on the Button page, iconEnd becomes endIcon, which the converter does, and its label leads to the converter", async ({ page }) => {
    await page.goto("components/Button/");
    await appReady(page);
    const row = page.locator(".version2 tbody tr").filter({ hasText: "iconEnd" });
    await expect(row.locator("td").nth(1)).toContainText("icon-end");
    await expect(row.locator("td").nth(2)).toContainText("endIcon");
    await markWindow(page);
    await row.getByRole("link", { name: "Done by the Converter" }).click();
    await expect(page).toHaveURL(new RegExp(`${MIGRATION}#convert-your-markup$`));
    await expect(page.getByRole("heading", { level: 2, name: "Convert your markup" })).toBeInViewport();
    expect(await windowIsMarked(page), "followed without a reload").toBe(true);
  });

  test("comes after the API and before More Samples, and the table of contents lists it", async ({ page }) => {
    await page.goto("components/Button/");
    await appReady(page);
    const order = await page
      .locator("article h2")
      .evaluateAll((headings) => headings.map((h) => h.id).filter((id) => ["css-parts", "in-version-2", "more-samples"].includes(id)));
    expect(order).toEqual(["css-parts", "in-version-2", "more-samples"]);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "In version 2" })).toHaveAttribute("href", /\/components\/Button\/#in-version-2$/);
  });

  test("on an enum page, the ValueState values get their 2.x names", async ({ page }) => {
    await page.goto("components/enums/ValueState/");
    await appReady(page);
    await expect(page.locator(".version2-counterpart").getByRole("link", { name: "ValueState" })).toHaveAttribute(
      "href",
      `${VERSION2_SITE}components/enums/ValueState/`,
    );
    const rows = await version2Rows(page);
    const renamed = Object.fromEntries(rows.filter((cells) => cells[0] === "Value").map((cells) => [cells[1], cells[2]]));
    expect(renamed).toMatchObject({ Error: "Negative", Warning: "Critical", Success: "Positive" });
    await expect(page.locator(".version2-added"), "every 1.24 value has a 2.x counterpart, and 2.x adds none").toHaveCount(0);
  });

  test("on a component that does not change, it says so and has no table", async ({ page, request }) => {
    const { route, title } = await unchangedFioriComponent(request);
    await page.goto(route);
    await appReady(page);
    const section = page.locator(".version2");
    await expect(section.getByRole("heading", { level: 2, name: "In version 2" })).toBeVisible();
    await expect(section).toContainText(`Nothing of ${title} changes in version 2.`);
    await expect(section.locator("table")).toHaveCount(0);
  });

  test("a change 2.x has no counterpart for reads as none in 2.x", async ({ page }) => {
    await page.goto("components/fiori/ShellBar/");
    await appReady(page);
    const row = page.locator(".version2 tbody tr").filter({ hasText: "co-pilot-click" });
    await expect(row.locator("td").nth(2).locator(".visually-hidden")).toHaveText("none in 2.x");
    await expect(row.locator("td").nth(2).locator('[aria-hidden="true"]')).toHaveText("—");
  });

  test("a component page loads nothing of the migration page, and nothing of the converter even once its links show", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    await page.goto("components/Badge/");
    await appReady(page);
    await page.mouse.move(10, 300);
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((url) => CONVERTER_FILE.test(url) || /MigrationPage|startConverter|converterCore/.test(url))).toEqual([]);
    // Links the reader sees prefetch their page (its data and code, as every link of
    // the site does), never the converter, which loads only when used.
    await page.locator(".version2").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((url) => CONVERTER_FILE.test(url) || /startConverter|converterCore/.test(url))).toEqual([]);
  });

  test("axe finds no violations in the section", async ({ page }) => {
    await page.goto("components/Badge/");
    await appReady(page);
    expect(await axeViolations(page, ".version2")).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the section and every change of the migration page are in the page", async ({ page }) => {
    await page.goto("components/Badge/");
    await expect(page.locator(".version2 table tbody tr").first()).toBeVisible();
    await page.goto(MIGRATION);
    await expect(page.locator(".migration-group[hidden]")).toHaveCount(0);
    await expect(page.locator("h3#badge")).toBeVisible();
    await expect(page.locator(".migration-filter-summary")).toContainText(/^\d+ changes in \d+ components/);
    await expect(page.locator(".migration-converter noscript")).toBeAttached();
  });
});

test.describe("the migration page's changes", () => {
  test("the filter narrows the changes as the reader types, and the counts follow", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    const summary = page.locator(".migration-filter-summary");
    const all = (await summary.textContent())!;
    const total = Number(/^(\d+) changes/.exec(all)![1]);
    const groups = page.locator(".migration-group:visible");
    expect(await groups.count()).toBeGreaterThan(80);

    await filterInput(page).pressSequentially("badge");
    await expect(summary).toHaveText(new RegExp(`^Showing \\d+ of ${total} changes in \\d+ components?`));
    await expect(page.locator(".migration-group:visible h3#badge")).toBeVisible();
    await expect(page.locator("h3#avatar")).toBeHidden();
    const shown = Number(/^Showing (\d+)/.exec((await summary.textContent())!)![1]);
    expect(shown).toBeLessThan(total);
    await expect(page.locator(".migration-package:visible tbody tr:visible")).toHaveCount(shown);

    await filterInput(page).fill("VALUE-STATE");
    await expect(page.locator(".migration-group:visible h3#input")).toBeVisible();
    await expect(page.locator("h3#badge")).toBeHidden();

    await filterInput(page).fill("");
    await expect(summary).toHaveText(all);
    expect(await groups.count()).toBeGreaterThan(80);
  });

  test("a query nothing matches says so, and the reader can show everything again", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await filterInput(page).pressSequentially("zzzqx");
    await expect(page.locator(".migration-no-match")).toContainText("No change matches “zzzqx”.");
    await expect(page.locator(".migration-group:visible")).toHaveCount(0);
    await expect(page.locator(".migration-filter-summary")).toHaveText(/^Showing 0 of \d+ changes\.$/);
    await page.getByRole("button", { name: "Show every change" }).click();
    await expect(filterInput(page)).toHaveValue("");
    await expect(page.locator(".migration-no-match")).toHaveCount(0);
  });

  test("By hand only leaves out what the converter does", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await expect(page.locator(".migration-package tbody tr.version2-mechanical").first()).toBeVisible();
    await page.getByRole("checkbox", { name: "By hand only" }).check();
    await expect(page.locator(".migration-package tbody tr.version2-mechanical:visible")).toHaveCount(0);
    await expect(page.locator(".migration-filter-summary")).toHaveText(/^Showing \d+ of \d+ changes/);
  });

  test("a group's heading links to its reference page", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await markWindow(page);
    await page.locator("h3#badge").getByRole("link", { name: "Badge", exact: true }).click();
    await expect(page).toHaveURL(/\/components\/Badge\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Badge" })).toBeVisible();
    expect(await windowIsMarked(page), "followed without a reload").toBe(true);
  });

  test("axe finds no violations on the page, its filter in use", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(MIGRATION);
    await appReady(page);
    await filterInput(page).fill("icon");
    await expect(page.locator(".migration-filter-summary")).toHaveText(/^Showing/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the table of contents lists the converter, the packages and the groups", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "Convert your markup" })).toHaveAttribute("href", /#convert-your-markup$/);
    await expect(toc.getByRole("link", { name: "@ui5/webcomponents", exact: true })).toBeAttached();
    await expect(toc.getByRole("link", { name: "Badge", exact: true })).toHaveAttribute("href", /#badge$/);
  });
});

test.describe("the converter", () => {
  test("loads only when the reader first uses it", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    await page.goto(MIGRATION);
    await appReady(page);
    await page.mouse.move(10, 300);
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((url) => CONVERTER_FILE.test(url))).toEqual([]);
    const rules = page.waitForRequest(/data\/migration-rules\.json$/);
    const core = page.waitForRequest(/assets\/converter-core-[^/]+\.wasm$/);
    await converter(page).input.focus();
    await Promise.all([rules, core]);
  });

  test("converts pasted markup: the diff marks each edit, the notes say what changed and what to do by hand", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await convertText(page, "<div>\n  <ui5-badge>New</ui5-badge>\n  <ui5-select-menu></ui5-select-menu>\n</div>\n");
    const tool = converter(page);
    await expect(tool.counts).toHaveText(/^\d+ changes? made, [1-9]\d* to do by hand\.$/);
    const line2 = tool.diff.locator('[data-line="2"]');
    await expect(line2.locator(".migration-diff-number")).toHaveText("Line 2");
    await expect(line2.locator("del").first()).toHaveText("removed: ui5-badge");
    await expect(line2.locator("ins").first()).toHaveText("inserted: ui5-tag");
    await expect(tool.diff.locator('[data-line="1"] :is(del, ins)')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name: /^Changed \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: /^By hand \(\d+\)$/ })).toBeVisible();

    await expect(tool.diff.locator('[data-line="3"]')).toHaveClass(/by-hand/);
    const note = page.locator(".migration-notes-byHand").getByRole("button").first();
    await expect(note).toHaveAccessibleName(/^Line 3, column \d+:/);
    await note.click();
    await expect(tool.diff.locator('[data-line="3"]')).toHaveClass(/targeted/);
    await expect(tool.diff.locator('[data-line="3"]')).toBeFocused();
    await expect(tool.diff.locator('[data-line="3"]')).toBeInViewport();
  });

  test("the example converts, as the reader types once loaded, and its text copies and downloads", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(MIGRATION);
    await appReady(page);
    const tool = converter(page);
    await page.getByRole("button", { name: "Try an example" }).click();
    await expect(tool.input).toHaveValue(/<ui5-badge/);
    await expect(tool.diff.locator("ins").first()).toBeVisible();

    await page.getByRole("button", { name: "Copy the converted text" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("<ui5-tag");
    expect(copied).not.toContain("<ui5-badge");
    expect(copied).not.toContain("inserted:");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("converted.html");

    // Loaded, it converts what the reader types after a pause, without Convert.
    await tool.input.fill("<ui5-badge></ui5-badge>\n");
    await expect(tool.diff.locator(".migration-diff-line")).toHaveCount(1);
    await expect(tool.diff.locator("del").first()).toHaveText("removed: ui5-badge");
  });

  test("nothing pasted ever runs: the text is shown as text, and fetches nothing", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(MIGRATION);
    await appReady(page);
    const hostile =
      '<img src=x onerror="window.__pwned=1">\n<script>window.__pwned=1</script>\n<ui5-badge onclick="window.__pwned=1">x</ui5-badge>\n';
    await convertText(page, hostile);
    const tool = converter(page);
    await expect(tool.diff.locator('[data-line="1"] code')).toHaveText('<img src=x onerror="window.__pwned=1">');
    await expect(tool.diff.locator('[data-line="2"] code')).toHaveText("<script>window.__pwned=1</script>");
    await page.getByRole("button", { name: "Copy the converted text" }).focus();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("article img, article script, .migration-converter ui5-tag, .migration-converter ui5-badge").count()).toBe(0);
    expect(requested.filter((url) => /\/x$/.test(new URL(url).pathname))).toEqual([]);
  });

  test("reads a chosen script as a script", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await page.locator('.migration-converter input[type="file"]').setInputFiles({
      name: "app.ts",
      mimeType: "text/plain",
      buffer: Buffer.from('import "@ui5/webcomponents/dist/Badge.js";\n'),
    });
    await expect(page.getByLabel("Read as")).toHaveValue("Script");
    await expect(page.locator(".migration-file-name")).toHaveText("From the file app.ts");
    await expect(converter(page).diff).toBeVisible();
    await expect(converter(page).diff.locator('[data-line="1"]')).toContainText("Badge.js");
  });

  test("says when it cannot load, and Retry loads it", async ({ page, problems }) => {
    problems.expectErrors(/Failed to load resource|converter could not be loaded/);
    await page.route(/data\/migration-rules\.json$/, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await page.goto(MIGRATION);
    await appReady(page);
    await converter(page).input.fill("<ui5-badge></ui5-badge>");
    await converter(page).convert.click();
    const failure = page.locator(".migration-load-error");
    await expect(failure).toContainText("The converter could not be loaded.");
    await page.unroute(/data\/migration-rules\.json$/);
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect(failure).toHaveCount(0);
    await expect(converter(page).diff.locator('[data-line="1"] ins').first()).toHaveText("inserted: ui5-tag");
    await expect(converter(page).counts).toBeVisible();
  });

  test("axe finds no violations in the converter with a conversion shown", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await page.getByRole("button", { name: "Try an example" }).click();
    await expect(converter(page).diff).toBeVisible();
    // The changes' tables are checked with the filter in use (above); here, the converter.
    expect(await axeViolations(page, ".migration-converter")).toEqual([]);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the migration page and its converter fit the width without scrolling sideways", async ({ page }) => {
    await page.goto(MIGRATION);
    await appReady(page);
    await page.getByRole("button", { name: "Try an example" }).click();
    await expect(converter(page).diff).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const tables = await page
      .locator(".version2-table")
      .evaluateAll((all) => all.filter((t) => t.getBoundingClientRect().right > 360).length);
    expect(tables).toBe(0);
  });

  test("the In version 2 section fits the width of a component page", async ({ page }) => {
    await page.goto("components/Button/");
    await appReady(page);
    await page.locator(".version2").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.locator(".version2-table").evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
  });
});
