import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Frame, Page } from "@playwright/test";
import { appReady, buttonSampleFrame, expect, test } from "./fixtures";

// Component pages stay light: the packages come pre-bundled, the first sample runs at
// once and the others load when the reader comes near them.

/** The goal for a component page before the reader scrolls. */
const MAX_REQUESTS = 60;
const MAX_JS_BYTES = 400 * 1024;
/** Lighthouse's mobile viewport. */
const MOBILE = { width: 412, height: 823 };

const BUILD = path.resolve(import.meta.dirname, "../../build");

type PageData = { samples?: { id: string; previewUrl: string }[] };

function pageData(route: string): PageData {
  return JSON.parse(fs.readFileSync(path.join(BUILD, "data", route, "index.json"), "utf8"));
}

/** Every component page with samples, and the first of them (the one shown at once). */
function componentPages(): { route: string; firstSample: string }[] {
  const sitemap = fs.readFileSync(path.join(BUILD, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/\/webcomponents\/v1\/(components\/(?:fiori\/)?[A-Z][^<]*)<\/loc>/g)]
    .map((match) => ({ route: match[1], samples: pageData(match[1]).samples ?? [] }))
    .filter((page) => page.samples.length > 0)
    .map((page) => ({ route: page.route, firstSample: page.samples[0].previewUrl }));
}

/** How long the network must stay silent before a page counts as loaded. */
const QUIET_MS = 500;

/**
 * Counts the requests of a page and its frames, with the compressed size of scripts.
 * `quiet` waits until none has been in flight for QUIET_MS: Playwright's own
 * "networkidle" can miss the end of a frame's loading and wait forever.
 */
function recordRequests(context: BrowserContext) {
  const finished: Promise<{ script: boolean; bytes: number }>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const activity = (change: number) => {
    inFlight += change;
    lastActivity = Date.now();
  };
  context.on("request", () => activity(1));
  context.on("requestfailed", () => activity(-1));
  context.on("requestfinished", (request) => {
    activity(-1);
    finished.push(request.sizes().then((size) => ({ script: request.resourceType() === "script", bytes: size.responseBodySize })));
  });
  return {
    quiet: () => expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100] }).toBe(true),
    totals: async () => {
      const all = await Promise.all(finished);
      return { requests: all.length, jsBytes: all.filter((r) => r.script).reduce((sum, r) => sum + r.bytes, 0) };
    },
  };
}

/** Polls until a frame showing `previewPath` has rendered every component in it. */
async function liveSample(page: Page, previewPath: string): Promise<Frame> {
  const isSample = (frame: Frame) => frame.url().includes(previewPath);
  await expect.poll(() => page.frames().some(isSample), `${previewPath} loads`).toBe(true);
  const frame = page.frames().find(isSample)!;
  await expect
    .poll(() =>
      frame.evaluate(() => {
        const components = [...document.querySelectorAll("*")].filter(
          (e) => e.localName.startsWith("ui5-") && customElements.get(e.localName),
        );
        return components.length > 0 && components.some((e) => e.shadowRoot);
      }),
    )
    .toBe(true);
  return frame;
}

test("the first sample runs at once; the ones further down load when the reader comes near them", async ({ page }) => {
  const previews: string[] = [];
  page.context().on("request", (request) => {
    if (request.resourceType() === "document" && request.url().includes("/samples/")) previews.push(new URL(request.url()).pathname);
  });
  await page.goto("components/Button/");
  await appReady(page);
  await buttonSampleFrame(page);
  const samples = page.locator(".sample");
  expect(await samples.count()).toBeGreaterThan(1);
  expect(previews, "only the first sample loaded").toEqual(["/webcomponents/v1/samples/main/Button/Basic/"]);

  const last = pageData("components/Button/").samples!.at(-1)!;
  await samples.last().scrollIntoViewIfNeeded();
  await liveSample(page, new URL(last.previewUrl, "http://x").pathname);
  expect(previews).toContain(new URL(last.previewUrl, "http://x").pathname);
});

test("a sample's edited code can import modules the sample did not, sharing one framework with the preview", async ({ page }) => {
  // The preview applies the reader's theme with its own import of the framework.
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem("ui5-theme", "sap_fiori_3");
  });
  await page.goto("components/Button/");
  await appReady(page);
  const frame = await buttonSampleFrame(page);
  const sample = page.locator(".sample").first();
  await sample.getByRole("button", { name: "Edit" }).click();
  await sample.getByRole("tab", { name: "JS" }).click();
  await sample.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  // A component and a framework module the Basic sample does not import.
  await page.keyboard.type(
    [
      'import "@ui5/webcomponents/dist/Switch.js";',
      'import { getTheme, setTheme } from "@ui5/webcomponents-base/dist/config/Theme.js";',
      'document.body.insertAdjacentHTML("beforeend", `<ui5-switch id="added"></ui5-switch><p id="theme">${getTheme()}</p>`);',
      'setTheme("sap_horizon_dark");',
    ].join("\n"),
  );
  await expect.poll(() => frame.evaluate(() => document.querySelector("#added")?.shadowRoot != null)).toBe(true);
  // The edited code reads the theme the preview set, and the theme it sets reaches the
  // components: one instance of the framework for all three.
  await expect.poll(() => frame.evaluate(() => document.querySelector("#theme")?.textContent)).toBe("sap_fiori_3");
  const appliedTheme = () =>
    frame.evaluate(
      () =>
        /baseLib\.([a-z0-9_]+)\.css_variables/.exec(
          getComputedStyle(document.documentElement).getPropertyValue("--sapThemeMetaData-Base-baseLib"),
        )?.[1],
    );
  await expect.poll(appliedTheme).toBe("sap_horizon_dark");
  // The framework registers each copy of itself on the page: there is one.
  const runtimes = await frame.evaluate(
    () => (document.querySelector('meta[name="ui5-shared-resources"]') as unknown as { Runtimes: unknown[] }).Runtimes.length,
  );
  expect(runtimes).toBe(1);
});

test.describe("before the reader scrolls", () => {
  test.use({ viewport: MOBILE });

  // The pages with the most requests and the most JavaScript when this was written
  // (bench/lighthouse/component-pages.mjs measures every page), and the two of the issue.
  for (const route of [
    "components/Button/",
    "components/Table/",
    "components/fiori/Wizard/",
    "components/fiori/SideNavigation/",
    "components/fiori/NotificationAction/",
    "components/fiori/BarcodeScannerDialog/",
  ]) {
    test(`${route} makes at most ${MAX_REQUESTS} requests and loads at most 400 KB of JavaScript, its first sample live`, async ({
      page,
    }) => {
      const network = recordRequests(page.context());
      await page.goto(route);
      await liveSample(page, new URL(componentPages().find((p) => p.route === route)!.firstSample, "http://x").pathname);
      await network.quiet();
      const { requests, jsBytes } = await network.totals();
      expect(requests, "requests").toBeLessThanOrEqual(MAX_REQUESTS);
      expect(jsBytes, "bytes of JavaScript").toBeLessThanOrEqual(MAX_JS_BYTES);
    });
  }
});

test("every component page's first sample loads a bounded set of preloaded modules", () => {
  // What a preview imports is preloaded, so the preloads are its module requests.
  const modules = componentPages().map(({ route, firstSample }) => {
    const document = fs.readFileSync(
      path.join(BUILD, new URL(firstSample, "http://x").pathname.replace("/webcomponents/v1/", ""), "index.html"),
      "utf8",
    );
    return { route, modules: document.match(/rel="modulepreload"/g)?.length ?? 0 };
  });
  expect(modules.length).toBeGreaterThan(100);
  expect(
    modules.filter((page) => page.modules === 0),
    "pages whose first sample preloads nothing",
  ).toEqual([]);
  const heavy = modules.filter((page) => page.modules > 40);
  expect(heavy, "pages whose first sample needs more than 40 modules").toEqual([]);
});
