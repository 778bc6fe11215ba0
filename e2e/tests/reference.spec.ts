import type { APIRequestContext } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs";
import { appReady, buttonSampleFrame, expect, test } from "./fixtures";

type SidebarItem = { type: "link" | "category"; label: string; to?: string; items?: SidebarItem[] };

async function componentsSidebar(request: APIRequestContext): Promise<SidebarItem[]> {
  const site = await (await request.get("data/site.json")).json();
  return site.sidebars.components;
}

function routes(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to] : []), ...routes(item.items ?? [])]);
}

const isComponentRoute = (route: string) => /^components\/(fiori\/)?[A-Z][A-Za-z]+\/$/.test(route);

test("every public component of the packages has its page with every section", async ({ request }) => {
  const all = routes(await componentsSidebar(request)).filter(isComponentRoute);
  expect(all.filter((r) => !r.startsWith("components/fiori/"))).toHaveLength(85);
  expect(all.filter((r) => r.startsWith("components/fiori/"))).toHaveLength(29);
  for (const route of all) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    for (const id of ["basic-sample", "properties", "slots", "events", "methods", "css-parts"]) {
      expect(html, `${route} has #${id}`).toContain(`id="${id}"`);
    }
    expect(html, `${route} shows a live sample`).toContain('class="sample-placeholder"');
  }
});

test("a component page shows the tag, the import line, the API and a live sample", async ({ page }) => {
  await page.goto("components/Button/");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Button" })).toBeVisible();
  await expect(page.locator(".component-tag")).toHaveText("<ui5-button>");
  await expect(page.locator("article .code-block").first()).toContainText('import "@ui5/webcomponents/dist/Button.js";');
  await expect(page.locator("article .code-block").first().getByRole("button", { name: "Copy code to clipboard" })).toBeVisible();
  const design = page.locator("h3#design + table");
  await expect(design.getByRole("link", { name: "ButtonDesign" })).toHaveAttribute(
    "href",
    "/webcomponents/v1/components/enums/ButtonDesign/",
  );
  await expect(design).toContainText('"Emphasized"');
  await expect(page.locator("h3#click + table")).toContainText("Since");
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link", { name: "Properties" })).toBeVisible();
  await expect(toc.getByRole("link", { name: "design" })).toBeVisible();

  const frame = page.frameLocator(".sample-preview iframe").first();
  await expect(frame.locator("ui5-button").first()).toBeVisible();
  // Visible text shows before the component is defined; wait for the upgrade.
  const rendered = () => frame.locator("ui5-button").evaluateAll((buttons) => buttons.map((b) => b.shadowRoot !== null));
  await expect
    .poll(async () => {
      const buttons = await rendered();
      return buttons.length > 0 && buttons.every(Boolean);
    })
    .toBe(true);
  const height = await page
    .locator(".sample-preview iframe")
    .first()
    .evaluate((f) => f.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(112);
});

test("the preview is isolated from the site's page and storage", async ({ page }) => {
  await page.goto("components/Button/");
  await appReady(page);
  const iframe = page.locator(".sample-preview iframe").first();
  await expect(iframe).toHaveAttribute("sandbox", "allow-scripts allow-forms allow-modals allow-popups");
  const frame = await buttonSampleFrame(page);
  const access = await frame.evaluate(() => {
    const results: string[] = [];
    try {
      results.push(window.parent.document.title);
    } catch {
      results.push("parent blocked");
    }
    try {
      results.push(String(window.localStorage.length));
    } catch {
      results.push("storage blocked");
    }
    return results;
  });
  expect(access).toEqual(["parent blocked", "storage blocked"]);
});

test("Edit shows the code in tabs and runs changes in the preview; Download is a project of the edited files", async ({ page }) => {
  await page.goto("components/Button/");
  await appReady(page);
  const sample = page.locator(".sample").first();
  await expect(sample.locator(".sample-code")).toHaveCount(0);
  await sample.getByRole("button", { name: "Edit" }).click();
  const tabs = sample.getByRole("tablist", { name: "Sample files" });
  await expect(tabs.getByRole("tab")).toHaveText(["HTML", "JS", "CSS"]);
  const editor = sample.locator(".cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type('<ui5-button id="edited">Edited in place</ui5-button>');
  const frame = page.frameLocator(".sample-preview iframe").first();
  await expect(frame.locator("#edited")).toHaveText("Edited in place");
  await sample.getByRole("button", { name: "Hide code" }).click();
  await expect(sample.locator(".sample-code")).toHaveCount(0);

  // The download is made in the page from the files as they are now, edits included.
  const [file] = await Promise.all([page.waitForEvent("download"), sample.getByRole("button", { name: "Download" }).click()]);
  expect(file.suggestedFilename()).toBe("ui5-sample-button-basic.zip");
  const zip = unzipSync(fs.readFileSync(await file.path()));
  expect(Object.keys(zip).sort()).toEqual([
    "ui5-sample-button-basic/README.md",
    "ui5-sample-button-basic/index.html",
    "ui5-sample-button-basic/main.css",
    "ui5-sample-button-basic/main.js",
    "ui5-sample-button-basic/package.json",
  ]);
  const packageJson = JSON.parse(strFromU8(zip["ui5-sample-button-basic/package.json"]));
  expect(packageJson.name).toBe("ui5-sample-button-basic");
  expect(packageJson.dependencies).toEqual({ "@ui5/webcomponents": "1.24.24", "@ui5/webcomponents-icons": "1.24.24" });
  expect(packageJson.devDependencies.vite).toBeDefined();
  const index = strFromU8(zip["ui5-sample-button-basic/index.html"]);
  expect(index).toContain("<title>Button: Basic Button</title>");
  expect(index).toContain('<ui5-button id="edited">Edited in place</ui5-button>');
  expect(index, "the edited markup replaces the sample's").not.toContain(">Save</ui5-button>");
  expect(index).toContain('<script type="module" src="./main.js"></script>');
  expect(strFromU8(zip["ui5-sample-button-basic/README.md"])).toMatch(/^# Button: Basic Button\n/);
  await expect(sample.getByRole("alert")).toHaveCount(0);
});

test("enum, interface and index pages", async ({ page }) => {
  await page.goto("components/enums/ButtonDesign/");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 2, name: "Enum fields" })).toBeVisible();
  await expect(page.locator("table.api-list")).toContainText("Emphasized");

  await page.goto("components/interfaces/IButton/");
  await appReady(page);
  const implementations = page.locator("table.api-list");
  await expect(implementations.getByRole("link", { name: "Button", exact: true })).toHaveAttribute(
    "href",
    "/webcomponents/v1/components/Button/",
  );

  await page.goto("components/enums/ValueState/");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "ValueState" })).toBeVisible();

  await page.goto("components/fiori/enums/FCLLayout/");
  await expect(page.getByRole("heading", { level: 1, name: "FCLLayout" })).toBeVisible();

  for (const [path, title, card] of [
    ["components/", "Main", "Button"],
    ["components/fiori/", "Fiori", "ShellBar"],
    ["components/main/enums/", "Enums", "ButtonDesign"],
    ["components/main/interfaces/", "Interfaces", "IButton"],
    ["components/fiori/enums/", "Enums", "FCLLayout"],
    ["components/fiori/interfaces/", "Interfaces", "IProductSwitchItem"],
  ]) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator(".card-grid .card").filter({ hasText: card }).first()).toBeVisible();
  }

  await page.goto("UI5Element/");
  await appReady(page);
  await expect(page.getByRole("heading", { level: 3, name: "getDomRef" })).toBeVisible();
});

test("the components sidebar nests parts under their parent", async ({ page, request }) => {
  const sidebar = await componentsSidebar(request);
  expect(sidebar.map((i) => i.label)).toEqual(["Main", "Fiori", "UI5Element"]);
  const main = sidebar[0].items!;
  const table = main.find((i) => i.label === "Table")!;
  expect(table.items!.map((i) => i.label)).toEqual(["TableColumn", "TableRow", "TableGroupRow", "TableCell"]);
  expect(main.some((i) => i.label === "TableColumn")).toBe(false);
  const fiori = sidebar[1].items!;
  expect(fiori.find((i) => i.label === "SideNavigation")!.items!.map((i) => i.label)).toEqual([
    "SideNavigationGroup",
    "SideNavigationItem",
    "SideNavigationSubItem",
  ]);

  await page.goto("components/TableColumn/");
  await appReady(page);
  const nav = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(nav.getByRole("link", { name: "TableColumn" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Table", exact: true })).toBeVisible();
});
