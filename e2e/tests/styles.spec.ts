import fs from "node:fs";
import { appReady, expect, test } from "./fixtures";

/** The layer order the site declares, read from the stylesheet that declares it. */
function declaredLayers(): string[] {
  const source = fs.readFileSync(new URL("../../web/src/styles/layers.css", import.meta.url), "utf8");
  const statement = /^@layer ([^;{]+);/m.exec(source);
  if (!statement) throw new Error("layers.css declares no layer order");
  return statement[1].split(",").map((name) => name.trim());
}

// Pages whose chunks bring stylesheets of their own, loaded after the main bundle.
const PAGES = ["", "docs/FAQ/", "components/Button/", "docs/migrating-to-version-2/", "play/", "icons/", "search/?q=button"];

for (const route of PAGES) {
  test(`on /${route}, every rule of the site's stylesheets is in a layer, the layers in the declared order`, async ({ page }) => {
    await page.goto(route);
    await appReady(page);
    const found = await page.evaluate(() => {
      const order: string[] = [];
      const unlayered: string[] = [];
      let sheets = 0;
      for (const sheet of document.styleSheets) {
        if (!sheet.href || !new URL(sheet.href).pathname.includes("/assets/")) continue;
        sheets += 1;
        for (const rule of sheet.cssRules) {
          const names = rule instanceof CSSLayerBlockRule ? [rule.name] : rule instanceof CSSLayerStatementRule ? [...rule.nameList] : null;
          if (!names) unlayered.push(`${sheet.href}: ${rule.cssText.slice(0, 80)}`);
          for (const name of names ?? []) if (!order.includes(name)) order.push(name);
        }
      }
      return { order, unlayered, sheets };
    });
    expect(found.sheets, "the page has the site's stylesheets").toBeGreaterThan(0);
    expect(found.unlayered, "rules outside a layer would win whatever the order").toEqual([]);
    expect(found.order).toEqual(declaredLayers());
  });
}

test("the site's look for nprogress's bar wins over nprogress's own, which loads after it", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  const look = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.background = "var(--brand)";
    const progress = document.createElement("div");
    progress.id = "nprogress";
    progress.innerHTML = '<div class="bar"></div>';
    document.body.append(probe, progress);
    const bar = getComputedStyle(progress.querySelector(".bar")!);
    return { brand: getComputedStyle(probe).backgroundColor, bar: bar.backgroundColor, height: bar.height, zIndex: bar.zIndex };
  });
  expect(look.bar).toBe(look.brand);
  expect(look).toMatchObject({ height: "3px", zIndex: "1100" });
});

test("CodeMirror's styles, which it adds outside the layers, leave the editors in the site's code font", async ({ page }) => {
  await page.goto("play/");
  await appReady(page);
  await expect(page.locator(".playground-editor-panel:not([hidden]) .cm-scroller")).toBeVisible();
  const fonts = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.fontFamily = "var(--font-mono)";
    document.body.append(probe);
    const scroller = document.querySelector(".playground-editor-panel:not([hidden]) .cm-scroller")!;
    return { site: getComputedStyle(probe).fontFamily, editor: getComputedStyle(scroller).fontFamily };
  });
  expect(fonts.editor).toBe(fonts.site);
  expect(fonts.editor).not.toBe("monospace");
});
