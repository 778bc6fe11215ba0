import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Frame, Locator, Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

// Every live sample of the component pages and every playground example runs, in the
// default theme and in a high-contrast one: its components are defined and render,
// with no console error, Content-Security-Policy violation or request outside the site
// (the fixture fails the test on each); and axe inside it finds nothing new. Only
// critical and serious findings count. What the 1.24 components themselves get wrong inside their shadow DOM, and
// no attribute of theirs avoids, is listed in known-component-a11y-issues.json with
// the samples where it shows; anything else fails, and so does a listed finding that
// no longer shows.
//
// The previews are sandboxed frames of an opaque origin. axe runs in each preview's
// own document: its source is evaluated there through the browser's debugging
// protocol, which the frame's Content-Security-Policy does not govern (it refuses an
// inline script). @axe-core/playwright's builder reaches such frames too, but runs
// from the page over all of them at once; run in each document, every finding is
// known to belong to its sample.

const BUILD = path.resolve(import.meta.dirname, "../../build");
const THEMES = [
  { theme: "sap_horizon", label: "Morning Horizon" },
  { theme: "sap_horizon_hcb", label: "Horizon High Contrast Black" },
] as const;
type ThemeName = (typeof THEMES)[number]["theme"];
const IMPACTS = ["critical", "serious"];

const axeRequire = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = fs.readFileSync(axeRequire.resolve("axe-core/axe.min.js"), "utf8");

type KnownIssue = { component: string; rule: string; samples: string[]; themes?: ThemeName[]; reason: string };
const KNOWN: KnownIssue[] = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "known-component-a11y-issues.json"), "utf8")).issues;

/** One finding: where (sample or example, theme), in which component, by which rule. */
type Finding = { where: string; theme: ThemeName; component: string; rule: string; detail: string };
const key = (f: Pick<Finding, "where" | "theme" | "component" | "rule">) => `${f.where} [${f.theme}] ${f.component}: ${f.rule}`;

/** The findings the known list expects for these samples or examples. */
function expectedFindings(where: string[]): string[] {
  return KNOWN.flatMap((issue) =>
    issue.samples
      .filter((sample) => where.includes(sample))
      .flatMap((sample) =>
        (issue.themes ?? THEMES.map((t) => t.theme)).map((theme) =>
          key({ where: sample, theme, component: issue.component, rule: issue.rule }),
        ),
      ),
  ).sort();
}

type Sample = { id: string; previewUrl: string };

/**
 * Every sample of the built site with the component page that shows it: the page of
 * its own component (a sample can also appear on the pages of its parts), so that
 * each page loads once for all of its samples.
 */
function samplesByPage(): Map<string, Sample[]> {
  const shownOn = new Map<string, { sample: Sample; routes: string[] }>();
  const dir = path.join(BUILD, "data/components");
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("index.json")) continue;
    const page: { route: string; samples?: Sample[] } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const sample of page.samples ?? []) {
      const entry = shownOn.get(sample.id) ?? { sample, routes: [] };
      entry.routes.push(page.route);
      shownOn.set(sample.id, entry);
    }
  }
  const pages = new Map<string, Sample[]>();
  for (const { sample, routes } of shownOn.values()) {
    const [pkg, component] = sample.id.split("/");
    const own = pkg === "main" ? `components/${component}/` : `components/${pkg}/${component}/`;
    const route = routes.includes(own) ? own : routes.sort()[0];
    pages.set(route, [...(pages.get(route) ?? []), sample]);
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

const PAGES = samplesByPage();
const ALL_SAMPLES = [...PAGES.values()].flat().map((s) => s.id);

type Example = { id: string; title: string };
const EXAMPLES: Example[] = JSON.parse(fs.readFileSync(path.join(BUILD, "data/play/index.json"), "utf8")).playground.examples;

/** A preview's state: its components defined and rendered, and the theme it applied. */
function previewState(frame: Frame) {
  return frame.evaluate(() => {
    const all = [...document.querySelectorAll("*")].filter((e) => e.localName.startsWith("ui5-"));
    const meta = getComputedStyle(document.documentElement).getPropertyValue("--sapThemeMetaData-Base-baseLib");
    const undefinedTags = [...new Set(all.filter((e) => !customElements.get(e.localName)).map((e) => e.localName))];
    return {
      // Data-only parts (ui5-option, ui5-menu-item...) have no shadow root of their own.
      rendered: all.length > 0 && undefinedTags.length === 0 && all.some((e) => e.shadowRoot),
      undefinedTags,
      theme: /baseLib\.([a-z0-9_]+)\.css_variables/.exec(meta)?.[1],
    };
  });
}

/** The document of a preview frame once it shows its components in the theme. */
async function readyFrame(iframe: Locator, theme: ThemeName, url: string): Promise<Frame> {
  let frame: Frame | null = null;
  await expect
    .poll(
      async () => {
        frame = (await (await iframe.elementHandle({ timeout: 1000 }).catch(() => null))?.contentFrame()) ?? null;
        if (!frame || !frame.url().includes(url)) return "not loaded";
        const state = await previewState(frame).catch(() => null);
        if (!state?.rendered) return `not rendered${state?.undefinedTags.length ? `: ${state.undefinedTags.join(", ")} undefined` : ""}`;
        return state.theme;
      },
      { message: `${url} renders in ${theme}`, timeout: 20_000, intervals: [50, 100, 200] },
    )
    .toBe(theme);
  // What the components render after the theme: they measure themselves in the next
  // frames (a frame out of view gets none: then a moment), and some animate into their
  // state (a page's footer fades out): axe sees the end, not a colour half-way.
  await frame!.evaluate(async () => {
    await new Promise((resolve) => (requestAnimationFrame(() => requestAnimationFrame(resolve)), setTimeout(resolve, 300)));
    const animations: Animation[] = [];
    const collect = (root: Document | ShadowRoot) => {
      animations.push(...root.getAnimations());
      root.querySelectorAll("*").forEach((element) => element.shadowRoot && collect(element.shadowRoot));
    };
    collect(document);
    const ending = animations.filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime));
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => null))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  return frame!;
}

/** axe in a preview's document: its critical and serious findings, by component. */
async function axeFindings(frame: Frame, where: string, theme: ThemeName): Promise<Finding[]> {
  // Once per document: a change of theme keeps the document, and axe in it.
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
  const found = await frame.evaluate(async (impacts) => {
    type Result = { id: string; impact: string | null; nodes: { element: Element; html: string; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { iframes: false, resultTypes: ["violations"], elementRef: true });
    return violations
      .filter((v) => v.impact !== null && impacts.includes(v.impact))
      .flatMap((v) =>
        v.nodes
          // What a sample removed while axe ran (a simulated upload that completed) is no finding.
          .filter((node) => node.element.isConnected)
          .map((node) => {
            // The sample's own element whose shadow DOM (at any depth) holds the node.
            let outer = node.element;
            for (let root = outer.getRootNode(); root instanceof ShadowRoot; root = outer.getRootNode()) outer = root.host;
            return { rule: v.id, component: outer.localName, detail: `${node.html.slice(0, 160)} ${node.failureSummary ?? ""}` };
          }),
      );
  }, IMPACTS);
  return found.map((f) => ({ ...f, where, theme }));
}

/** Compares the findings with the known list: nothing new, and nothing listed that went away. */
function expectKnown(findings: Finding[], where: string[]): void {
  const seen = [...new Set(findings.map(key))].sort();
  const expected = expectedFindings(where);
  const unexpected = seen.filter((k) => !expected.includes(k));
  const details = findings.filter((f) => unexpected.includes(key(f))).map((f) => `${key(f)}\n    ${f.detail}`);
  expect(unexpected, `violations not in known-component-a11y-issues.json:\n${details.join("\n")}`).toEqual([]);
  expect(
    expected.filter((k) => !seen.includes(k)),
    "listed in known-component-a11y-issues.json but no longer found (remove them from the list)",
  ).toEqual([]);
}

/** Chooses a theme in the Settings menu, and closes the menu. */
async function chooseTheme(page: Page, label: string): Promise<void> {
  // The navbar hides as the reader scrolls down, and shows at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const item = page.getByRole("menuitemradio", { name: label, exact: true });
  // The navbar may still be sliding back in as the page reaches the top; a click then
  // can miss the button, so the reader's retry is the test's too.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: "Settings", exact: true }).click();
    await item.click({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Escape");
}

test.describe.configure({ timeout: 120_000 });

test("the known issues name samples of the site and say why they are the component's", () => {
  expect(ALL_SAMPLES.length).toBeGreaterThan(150);
  const places = [...ALL_SAMPLES, ...EXAMPLES.map((e) => `playground/${e.id}`)];
  for (const issue of KNOWN) {
    expect(issue.component, JSON.stringify(issue)).toMatch(/^ui5-/);
    expect(issue.reason.length, `${issue.component} ${issue.rule}: a reason`).toBeGreaterThan(20);
    expect(issue.samples.length, `${issue.component} ${issue.rule}: its samples`).toBeGreaterThan(0);
    for (const sample of issue.samples) expect(places, `${issue.component} ${issue.rule}`).toContain(sample);
    for (const theme of issue.themes ?? []) expect(THEMES.map((t) => t.theme)).toContain(theme);
  }
});

for (const [route, samples] of PAGES) {
  test(`axe finds nothing new in the samples of ${route} (${samples.length})`, async ({ page, problems }) => {
    if (route.includes("BarcodeScannerDialog")) {
      // The scanner's zxing library probes for the global object with `new Function`,
      // which the policy refuses; the library falls back to `window`, as it is written to.
      problems.expectErrors(/^script-src: eval \(.*\/@zxing\/library\/umd\/index\.min\.js/);
    }
    await page.goto(route);
    await appReady(page);
    // Brings each sample near in turn, so that the lazy ones all start loading now.
    await page.evaluate(
      async (ids) => {
        for (const id of ids) {
          document.querySelector(`[data-sample-id="${id}"]`)?.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      },
      samples.map((s) => s.id),
    );
    const findings: Finding[] = [];
    for (const [index, { theme, label }] of THEMES.entries()) {
      if (index > 0) await chooseTheme(page, label);
      for (const sample of samples) {
        // An offscreen frame of another origin is not rendered (nor do its components
        // measure themselves): each sample is checked in view.
        const block = page.locator(`[data-sample-id="${sample.id}"]`);
        await block.evaluate((element) => element.scrollIntoView());
        const frame = await readyFrame(block.locator("iframe"), theme, sample.previewUrl);
        findings.push(...(await axeFindings(frame, sample.id, theme)));
      }
    }
    expectKnown(
      findings,
      samples.map((s) => s.id),
    );
  });
}

test(`axe finds nothing new in the playground's examples (${EXAMPLES.length})`, async ({ page }) => {
  await page.goto("play/");
  await appReady(page);
  const shown = page.locator(".playground-frame");
  const findings: Finding[] = [];
  for (const [index, { theme, label }] of THEMES.entries()) {
    if (index > 0) await chooseTheme(page, label);
    for (const example of EXAMPLES) {
      // The default project is the first example; each other is loaded from the menu,
      // and runs in a new preview document.
      if (example !== EXAMPLES[0] || index > 0) {
        const previous = await readyFrame(shown, theme, "/play/preview");
        await previous.evaluate(() => ((window as unknown as { __previous: boolean }).__previous = true));
        await page.getByRole("button", { name: "Examples" }).click();
        await page.getByRole("menuitem", { name: new RegExp(`^${example.title}`) }).click();
        await expect
          .poll(async () => {
            const frame = await (await shown.elementHandle())?.contentFrame();
            return frame?.evaluate(() => (window as unknown as { __previous?: boolean }).__previous === true).catch(() => true);
          })
          .toBe(false);
      }
      const frame = await readyFrame(shown, theme, "/play/preview");
      findings.push(...(await axeFindings(frame, `playground/${example.id}`, theme)));
    }
  }
  expectKnown(
    findings,
    EXAMPLES.map((e) => `playground/${e.id}`),
  );
});
