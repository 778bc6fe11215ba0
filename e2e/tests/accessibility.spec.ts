import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

// axe on one page of each kind, and on every page that once had findings: task lists
// (wrapping-up, website-samples, markdown-page), several tables on a page (CSP,
// using-assets), an empty table header (using-assets). Running it on all 260 routes
// takes about 12 minutes here, too long for every CI run; it was run once and found
// nothing more in the site's own pages.
const ROUTES = [
  ["home page", "./"],
  ["docs page", "docs/getting-started/first-steps/"],
  ["docs category page", "docs/getting-started/"],
  ["standalone page", "Privacy/"],
  ["markdown reference (task list, tables, admonitions, highlighted lines)", "markdown-page/"],
  ["component page", "components/Button/"],
  ["fiori component page", "components/fiori/ShellBar/"],
  ["enum page", "components/enums/ButtonDesign/"],
  ["interface page", "components/interfaces/IButton/"],
  ["card index page", "components/main/enums/"],
  ["playground page", "play/"],
  ["base element page", "UI5Element/"],
  ["task list page", "docs/getting-started/wrapping-up/"],
  ["task list and tables page", "docs/contributing/website-samples/"],
  ["tables page", "docs/advanced/CSP/"],
  ["tables page with a header column", "docs/getting-started/using-assets/"],
] as const;

// axe on a page with many components takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // The live sample frames are checked below, for what the samples themselves write;
    // the playground's preview shows the reader's own project.
    .exclude(".sample-preview")
    .exclude(".playground-preview")
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
}

for (const [kind, path] of ROUTES) {
  test(`axe finds no violations on a ${kind} (${path})`, async ({ page }) => {
    await page.goto(path);
    await appReady(page);
    expect(await violations(page)).toEqual([]);
  });
}

test("axe finds no violations on the markdown reference in the dark colour mode", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ui5-theme", "sap_horizon_dark"));
  await page.goto("markdown-page/");
  await appReady(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await violations(page)).toEqual([]);
});

test("axe finds no violations on the not-found page", async ({ page, problems }) => {
  problems.expectErrors(/status of 404/);
  await page.goto("docs/no-such-page/");
  await appReady(page);
  expect(await violations(page)).toEqual([]);
});

test("axe finds no violations with the menus and the drawer open", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await page.getByRole("button", { name: "Version 1.24.24" }).click();
  expect(await violations(page), "version menu").toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Settings" }).click();
  expect(await violations(page), "settings menu").toEqual([]);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  expect(await violations(page), "drawer").toEqual([]);
});

// Form fields in samples are named by the sample: through `accessible-name-ref` to
// their visible label (in 1.24 only Input and TextArea take a `<ui5-label for>`), or
// `accessible-name`. The components apply the names as they render, so axe is asked
// until they have.
// One sample of each component that was named this way.
const FORM_SAMPLES = [
  "main/Select/ValueStates",
  "main/StepInput/Basic",
  "main/ComboBox/ValueStates",
  "main/MultiComboBox/ValueStates",
  "main/DatePicker/ValueStates",
  "main/ProgressIndicator/Basic",
  "main/Tree/CustomItems",
  "fiori/ShellBar/SearchField",
  "fiori/Wizard/Basic",
];
const FIELD_NAME_RULES = [
  "label",
  "label-title-only",
  "aria-input-field-name",
  "select-name",
  "aria-progressbar-name",
  "aria-toggle-field-name",
];

for (const sample of FORM_SAMPLES) {
  test(`the sample ${sample} names its form fields`, async ({ page }) => {
    await page.goto(`samples/${sample}/`, { waitUntil: "networkidle" });
    await expect(page.locator("ui5-label, ui5-input, ui5-select, ui5-progress-indicator, ui5-shellbar").first()).toBeAttached();
    await expect
      .poll(
        async () => {
          const results = await new AxeBuilder({ page }).withRules(FIELD_NAME_RULES).analyze();
          return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
  });
}
