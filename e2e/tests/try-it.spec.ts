import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { builtPageData, componentRoutes, expect, test } from "./fixtures";
import { openInPlayground, openTryIt } from "./try-it-support";

// The Try it section of every component page, against the built site: each enum
// property set to each of its values and each boolean toggled reach the element in
// the preview; the markup the controls make passes the engine's own markup check;
// "Open in Playground" carries the same markup. On one page for each kind of control
// (the first page that has it), the controls pass axe and a shared address restores
// the configuration in a fresh browser: the panel is the same code on every page, so
// its kinds of control, not its 114 pages, are what these vary with.

type Property = { name: string; attribute?: string; editor: string; values?: { name: string }[] };
type Slot = { name: string; text: boolean; multiple: boolean };
type ComponentPage = { route: string; title: string; tag: string; properties: Property[]; slots: Slot[]; modules: string[] };

const SITE = path.resolve(import.meta.dirname, "../../target/release/site");
const ROOT = path.resolve(import.meta.dirname, "../..");

function componentPages(): ComponentPage[] {
  type PageData = {
    title: string;
    reference: {
      tag: string;
      api: { properties: { items: Property[] } };
      tryIt: { slots: Slot[]; elements: Record<string, { modules: string[] }> };
    };
  };
  return componentRoutes().map((route) => {
    const { title, reference } = builtPageData<PageData>(route);
    const modules = reference.tryIt.elements[reference.tag].modules;
    return { route, title, tag: reference.tag, properties: reference.api.properties.items, slots: reference.tryIt.slots, modules };
  });
}

/** The kinds of control a page's panel shows: one per property editor and per kind of slot. */
function controlKinds(component: ComponentPage): string[] {
  const slotKind = (slot: Slot) => (slot.text ? "text slot" : slot.multiple ? "slot of items" : "slot of one element");
  return [...component.properties.map((p) => `${p.editor} editor`), ...component.slots.map(slotKind)];
}

const pages = componentPages();

/** The first page (in route order) with each kind of control, and the kinds it stands for. */
const representatives = new Map<string, string[]>();
for (const component of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
  const taken = new Set([...representatives.values()].flat());
  const kinds = [...new Set(controlKinds(component))].filter((kind) => !taken.has(kind));
  if (kinds.length > 0) representatives.set(component.route, kinds);
}

/** The edited element's property, read in the preview once it has the expected value. */
async function expectProperty(element: Locator, name: string, value: unknown): Promise<void> {
  await expect
    .poll(() => element.evaluate((e, name) => (e as unknown as Record<string, unknown>)[name], name), { timeout: 5_000, message: name })
    .toEqual(value);
}

/** Records the values the element's attribute takes from now on (`null`: removed). */
async function watchAttribute(element: Locator, attribute: string): Promise<void> {
  await element.evaluate((e, attribute) => {
    const w = window as unknown as { seen: (string | null)[]; observer?: MutationObserver };
    w.observer?.disconnect();
    w.seen = [];
    w.observer = new MutationObserver(() => w.seen.push(e.getAttribute(attribute)));
    w.observer.observe(e, { attributes: true, attributeFilter: [attribute] });
  }, attribute);
}

/**
 * Whether a control's value reached the element: its property has the value, or, where
 * the component or its parent then overrides it (a select keeps one option selected),
 * its attribute took the value the control set.
 */
async function expectReached(element: Locator, property: Property, value: string | boolean, overridden: string[]): Promise<void> {
  const attribute = typeof value === "boolean" ? (value ? "" : null) : value;
  const check = () =>
    element.evaluate(
      (e, [name, value, attribute]) => {
        const seen = (window as unknown as { seen: (string | null)[] }).seen;
        if ((e as unknown as Record<string, unknown>)[name as string] === value) return "property";
        return seen.includes(attribute as string | null) || (attribute === null && seen.length === 0 && !e.hasAttribute(name as string))
          ? "attribute"
          : "not yet";
      },
      [property.name, value, attribute] as const,
    );
  await expect.poll(check, { timeout: 5_000, message: `${property.name} = ${JSON.stringify(value)}` }).not.toBe("not yet");
  if ((await check()) === "attribute") overridden.push(`${property.name}=${JSON.stringify(value)}`);
}

function checkMarkup(html: string, name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "try-it-")), `${name}.html`);
  fs.writeFileSync(file, html);
  try {
    return execFileSync(SITE, ["check", "--root", ROOT, "--markup", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

test("every component page with a tag has a Try it section, and every kind of control has a page that checks it further", () => {
  expect(pages.length).toBe(114);
  const kinds = [...representatives.values()].flat().sort();
  expect(kinds).toEqual([...new Set(pages.flatMap(controlKinds))].sort());
  // The kinds the panel has today; a new one gets its page without a change here.
  for (const kind of ["select editor", "switch editor", "text editor", "json editor", "readonly editor", "text slot", "slot of items"]) {
    expect(kinds).toContain(kind);
  }
});

/** Text without its whitespace, to compare markup as an editor and a code block show it. */
const compact = (text: string) => text.replace(/\s+/g, "");

for (const component of pages) {
  const kinds = representatives.get(component.route);
  const further = kinds ? `; its controls (${kinds.join(", ")}) pass axe and a shared address restores them` : "";
  test(`${component.title}: every enum value and boolean reaches the element in the preview; the playground link keeps the markup${further}`, async ({
    page,
    problems,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The preview may not use the camera: opening the scanner is refused.
    if (component.tag === "ui5-barcode-scanner-dialog") problems.expectErrors(/camera is not allowed/);
    const { panel, frame } = await openTryIt(page, component.route);
    const element = frame.locator(`.try-it-content ${component.tag}`).first();
    await expect(element).toBeAttached();
    const controls = panel.getByRole("form", { name: `${component.title} properties and slots` });
    const overridden: string[] = [];
    for (const property of component.properties) {
      if (property.editor === "select") {
        const select = controls.getByLabel(property.name, { exact: true });
        for (const { name: value } of property.values ?? []) {
          await watchAttribute(element, property.attribute!);
          await select.selectOption(value);
          await expectReached(element, property, value, overridden);
        }
      } else if (property.editor === "switch") {
        const toggle = controls.getByRole("switch", { name: property.name, exact: true });
        for (const on of [!(await toggle.isChecked()), await toggle.isChecked()]) {
          await watchAttribute(element, property.attribute!);
          // On a loaded machine a click can land while the panel re-renders: try again.
          await expect(() => toggle.setChecked(on, { timeout: 2_000 })).toPass();
          await expectReached(element, property, on, overridden);
        }
      }
    }
    // On the page that stands for a kind of number editor, each such editor takes a value, for the address to restore.
    for (const property of component.properties) {
      if ((property.editor === "integer" || property.editor === "float") && kinds?.includes(`${property.editor} editor`)) {
        await controls.getByLabel(property.name, { exact: true }).fill("2");
        await expectProperty(element, property.name, 2);
        await expect(panel.locator(".try-it-code pre")).toContainText(`${property.attribute}="2"`);
      }
    }
    // Values the component itself then changed (an item of a single-selection parent).
    if (overridden.length > 0) test.info().annotations.push({ type: "overridden by the component", description: overridden.join(", ") });
    // What the controls made is markup the engine accepts.
    const html = (await panel.locator(".try-it-code pre").textContent()) ?? "";
    expect(html).toContain(`<${component.tag}`);
    expect(checkMarkup(html, component.title)).toContain("check passed (0 warning(s))");

    // "Open in Playground" carries it with the component's modules (the playground itself
    // opens such a link in the tests below and in try-it-readers.spec.ts).
    const link = (await panel.getByRole("link", { name: "Open in Playground" }).getAttribute("href")) ?? "";
    expect(link).toMatch(/\/play\/#./);
    const files = playgroundLinkFiles(link);
    expect(compact(files["index.html"] ?? "")).toBe(compact(html));
    for (const module of component.modules) expect(files["main.js"]).toContain(`import "${module}";`);
    if (!kinds) return;

    // The controls are labelled and accessible (the components in the preview are the packages').
    const axe = await new AxeBuilder({ page })
      .include(".try-it-controls")
      .include(".try-it-toolbar")
      .include(".try-it-code")
      .include(".try-it-sides")
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // The address restores it in a fresh browser.
    const fresh = await browser.newContext({ baseURL });
    try {
      const other = await fresh.newPage();
      const restored = await openTryIt(other, page.url());
      await expect(restored.panel.locator(".try-it-code pre")).toHaveText(html);
      await expect(restored.frame.locator(`.try-it-content ${component.tag}`).first()).toBeAttached();
    } finally {
      await fresh.close();
    }
  });
}

/** The files a playground link carries in its hash: base64url of their JSON. */
function playgroundLinkFiles(link: string): Record<string, string> {
  const hash = link.slice(link.indexOf("#") + 1);
  return JSON.parse(Buffer.from(hash, "base64url").toString("utf8"));
}

test("a shared address restores the configuration in a fresh browser, and Reset returns to the defaults", async ({
  page,
  browser,
  baseURL,
}) => {
  const { panel } = await openTryIt(page, "components/Button/");
  const controls = panel.getByRole("form", { name: "Button properties and slots" });
  await controls.getByLabel("design", { exact: true }).selectOption("Negative");
  await controls.getByRole("switch", { name: "disabled", exact: true }).check();
  await controls.getByLabel("default (text)").fill("Delete <all>");
  await expect(page).toHaveURL(/[?&]p\.design=Negative/);
  const shared = page.url();

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(shared);
  const restored = other.frameLocator(".try-it-frame").locator(".try-it-content ui5-button");
  await expect(restored).toHaveAttribute("design", "Negative");
  await expect(restored).toHaveAttribute("disabled", "");
  await expect.poll(() => restored.evaluate((e) => e.textContent)).toBe("Delete <all>");
  await expect(other.locator(".try-it-code pre")).toHaveText('<ui5-button design="Negative" disabled>Delete &lt;all&gt;</ui5-button>');
  await expect(other.getByLabel("design", { exact: true })).toHaveValue("Negative");

  await other.getByRole("button", { name: "Reset" }).click();
  await expect(restored).not.toHaveAttribute("design");
  await expect(other.locator(".try-it-code pre")).toHaveText("<ui5-button>Button</ui5-button>");
  await expect(other).not.toHaveURL(/p\.design/);
  await fresh.close();
});

test("Open in Playground opens the configured markup with its imports", async ({ page }) => {
  const { panel } = await openTryIt(page, "components/Avatar/");
  await panel.getByLabel("shape", { exact: true }).selectOption("Square");
  const html = (await panel.locator(".try-it-code pre").textContent()) ?? "";
  expect(html).toContain('shape="Square"');
  await openInPlayground(page, panel);
  const preview = page.frameLocator(".playground-frame");
  await expect(preview.locator("ui5-avatar")).toHaveAttribute("shape", "Square");
  await expect.poll(() => preview.locator("ui5-avatar").evaluate((e) => e.shadowRoot !== null)).toBe(true);
  await page.getByRole("tab", { name: "index.html", exact: true }).click();
  await expect(page.locator(".playground-editor-panel:not([hidden]) .cm-content")).toContainText('shape="Square"');
});

test("events the component fires are logged with their detail", async ({ page }) => {
  const { panel, frame } = await openTryIt(page, "components/CheckBox/");
  await frame.locator(".try-it-content ui5-checkbox").click();
  await expect(panel.getByRole("log")).toContainText("change");
});

test("invalid input shows a message and is not applied; it never breaks the preview", async ({ page }) => {
  const { panel, frame } = await openTryIt(page, "components/Button/");
  const json = panel.getByLabel("accessibilityAttributes", { exact: true });
  await json.fill('{"expanded": tru');
  await expect(panel.getByRole("alert")).toContainText("Not valid JSON");
  await json.fill('{"expanded": true}');
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expectProperty(frame.locator(".try-it-content ui5-button"), "accessibilityAttributes", { expanded: true });
  await panel.getByLabel("default (text)").fill('<img src=x onerror="parent.hacked=1">');
  await expect
    .poll(() => frame.locator(".try-it-content ui5-button").evaluate((e) => e.textContent))
    .toBe('<img src=x onerror="parent.hacked=1">');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test("a popup opens from a button in the preview, and a part shows inside its parent", async ({ page }) => {
  const { frame } = await openTryIt(page, "components/Dialog/");
  await frame.getByRole("button", { name: "Open Dialog" }).click();
  await expect.poll(() => frame.locator(".try-it-content ui5-dialog").evaluate((e) => (e as unknown as { open: boolean }).open)).toBe(true);

  const cell = await openTryIt(page, "components/TableCell/");
  await expect(cell.frame.locator(".try-it-content ui5-table ui5-table-row ui5-table-cell").first()).toBeAttached();
});

test("the controls are labelled, keyboard-operable and pass axe", async ({ page }) => {
  const { panel, frame } = await openTryIt(page, "components/Button/");
  await panel.getByLabel("design", { exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(frame.locator(".try-it-content ui5-button")).toHaveAttribute("design", "Positive");
  const results = await new AxeBuilder({ page }).include(".try-it").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
