// The Firefox smoke suite: the built site, served by the engine, in Debian's Firefox
// ESR. `make test-firefox` serves the site and runs this file with node's test runner.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { chromium } from "@playwright/test";
import {
  BASE,
  VIEWPORT,
  chooseSetting,
  componentsRender,
  frameTheme,
  frameWith,
  launchFirefox,
  openPage,
  poll,
  visit,
} from "./browser.mjs";

/** Each test's own limit: a page or two, with their samples. */
const TEST_MS = 45_000;

let browser;

before(async () => {
  // The server `make test-firefox` started may still be binding its port.
  await poll("the site answers", () => fetch(BASE).then((response) => response.ok), Boolean, 30_000);
  browser = await launchFirefox();
});

after(async () => {
  await browser?.close();
});

/** Runs `body` with a new tab of its own, fails on its console errors, and closes it. */
function inTab(body) {
  return async () => {
    const tab = await openPage(browser);
    try {
      await body(tab.page);
      tab.check();
    } finally {
      await tab.close();
    }
  };
}

const text = (page, selector) => page.$eval(selector, (element) => element.textContent.trim());

describe("every kind of page loads without an error", () => {
  const pages = [
    ["home", "./", "UI5 Web Components"],
    ["a docs page", "docs/FAQ/", "Frequently Asked Questions"],
    ["a component page", "components/Button/", "Button"],
    ["an enum page", "components/enums/ButtonDesign/", "ButtonDesign"],
    ["an interface page", "components/interfaces/IButton/", "IButton"],
    ["the icons page", "icons/", "Icons"],
    ["the playground", "play/", "Playground"],
    ["the search results page", "search/?q=button", "Search"],
  ];
  for (const [kind, route, heading] of pages) {
    test(
      `${kind} (${route})`,
      { timeout: TEST_MS },
      inTab(async (page) => {
        const response = await visit(page, route);
        assert.equal(response.status(), 200);
        assert.equal(await text(page, "h1"), heading);
        // What the page loads after it has started (samples, search data) has loaded.
        await page.waitForNetworkIdle({ idleTime: 500 });
        if (route.startsWith("search/")) {
          await page.waitForSelector(".search-page-results > li");
          assert.match(await text(page, ".search-page-summary"), /^\d+ results for “button”$/);
        }
      }),
    );
  }

  test(
    "the not-found page (components/Buton/)",
    { timeout: TEST_MS },
    inTab(async (page) => {
      const response = await visit(page, "components/Buton/");
      assert.equal(response.status(), 404);
      await page.waitForNetworkIdle({ idleTime: 500 });
      assert.equal(await text(page, "h1"), "Page Not Found");
      assert.equal(await page.title(), "Page Not Found | UI5 Web Components");
    }),
  );
});

test(
  "a live sample renders its components",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "components/Button/");
    const frame = await frameWith(page, "/samples/main/Button/Basic/");
    await componentsRender(frame, "the Button sample");
    assert.equal(await frame.evaluate(() => document.querySelector("ui5-button").shadowRoot.querySelector("button") !== null), true);
  }),
);

test(
  "a theme chosen in the Settings menu reaches the sample",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "components/Button/");
    const frame = await frameWith(page, "/samples/main/Button/Basic/");
    await componentsRender(frame, "the Button sample");
    assert.equal(await frameTheme(frame), "sap_horizon");
    await chooseSetting(page, "Evening Horizon");
    await page.waitForSelector('html[data-theme="dark"]');
    await poll(
      "the sample's theme",
      () => frameTheme(frame),
      (theme) => theme === "sap_horizon_dark",
    );
  }),
);

test(
  "a Settings menu opened with the mouse and closed with Escape returns to its button with the focus ring",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "components/Button/");
    // The mouse opens it, so Firefox would guess no ring for the button focused back by script.
    await (await page.waitForSelector('button[aria-label="Settings"]')).click();
    await page.waitForSelector('[role="menu"] [role="menuitemradio"][aria-checked="true"]:focus');
    await page.keyboard.press("Escape");
    await page.waitForSelector('[role="menu"]', { hidden: true });
    const ring = await page.$eval('button[aria-label="Settings"]', (button) => ({
      focused: document.activeElement === button,
      focusVisible: button.matches(":focus-visible"),
      outline: `${getComputedStyle(button).outlineStyle} ${getComputedStyle(button).outlineWidth}`,
    }));
    assert.deepEqual(ring, { focused: true, focusVisible: true, outline: "solid 2px" });
  }),
);

test(
  "the search box finds results",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "docs/FAQ/");
    const box = '[role="search"][aria-label="Site search"] [role="combobox"]';
    // The box is disabled and says Loading... until the search has loaded, which
    // starts when the reader interacts with the page: here, a move of the mouse.
    assert.equal(await page.$eval(box, (input) => input.getAttribute("placeholder")), "Loading...");
    await page.mouse.move(20, 300);
    await page.mouse.move(30, 310);
    await page.waitForSelector(`${box}[placeholder="Search"]:not([disabled])`);
    await page.type(box, "button");
    const titles = await poll(
      "the results",
      () => page.$$eval('[role="listbox"][aria-label="Search results"] .search-result-title', (all) => all.map((e) => e.textContent)),
      (all) => all.length > 1,
    );
    assert.equal(titles[0], "Button");
  }),
);

test(
  "the icons page filters",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "icons/");
    const status = await poll(
      "the icon count",
      () => text(page, ".icons-status"),
      (s) => /^\d+ icons$/.test(s),
    );
    const total = Number(status.split(" ")[0]);
    await page.type('input[placeholder="Filter icons..."]', "arrow");
    const filtered = await poll(
      "the filtered count",
      () => text(page, ".icons-status"),
      (s) => /^\d+ of \d+ icons$/.test(s),
    );
    const [shown, of] = filtered
      .split(" ")
      .filter((word) => /^\d+$/.test(word))
      .map(Number);
    assert.equal(of, total);
    assert.ok(shown > 0 && shown < total, filtered);
    const names = await page.$$eval(".icon-card:not([hidden]) .icon-card-name", (all) => all.map((e) => e.textContent));
    assert.equal(names.length, shown);
    assert.ok(
      names.every((name) => name.includes("arrow")),
      names.join(", "),
    );
  }),
);

test(
  "the playground runs its example",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "play/");
    const element = await page.waitForSelector("iframe.playground-frame");
    const frame = await poll("the playground's preview", () => element.contentFrame());
    await componentsRender(frame, "the playground's preview");
    const button = await poll("the example's button", () =>
      frame.evaluate(() => {
        const greet = document.querySelector("#greet");
        return greet?.shadowRoot?.querySelector("button") ? greet.textContent : null;
      }),
    );
    assert.equal(button, "Say hello");
  }),
);

test(
  "a sidebar link changes the page without a full reload",
  { timeout: TEST_MS },
  inTab(async (page) => {
    await visit(page, "components/Button/");
    await page.evaluate(() => (window.__sameDocument = true));
    await (await page.waitForSelector('nav[aria-label="Docs sidebar"] a[href$="/components/Badge/"]')).click();
    await poll(
      "the Badge page",
      () => text(page, "h1"),
      (heading) => heading === "Badge",
    );
    assert.equal(page.url(), `${BASE}components/Badge/`);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "the window is the one before the click");
  }),
);

/** The mean of a PNG's red, green and blue, 0 to 255, decoded by the browser on a blank tab. */
async function meanBrightness(png) {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i] + pixels[i + 1] + pixels[i + 2]) / 3;
      return sum / (pixels.length / 4);
    }, png);
  } finally {
    await blank.close();
  }
}

test(
  "in dark mode the docs sidebar's scrollbar is dark",
  { timeout: TEST_MS },
  inTab(async (page) => {
    // The components' sidebar is longer than the window.
    await visit(page, "components/Button/");
    await (await page.waitForSelector('button[aria-label^="Switch between dark and light mode"]')).click();
    await page.waitForSelector('html[data-theme="dark"]');
    const scrollbar = await page.$eval(".doc-sidebar-container", (sidebar) => {
      const rect = sidebar.getBoundingClientRect();
      const style = getComputedStyle(sidebar);
      const right = parseFloat(style.borderRightWidth);
      const width = sidebar.offsetWidth - sidebar.clientWidth - parseFloat(style.borderLeftWidth) - right;
      return { x: rect.right - right - width, y: rect.top, width, height: Math.min(rect.height, window.innerHeight - rect.top) };
    });
    assert.ok(scrollbar.width > 0, "the sidebar shows a scrollbar");
    const brightness = await meanBrightness(await page.screenshot({ clip: scrollbar, encoding: "base64" }));
    assert.ok(brightness < 100, `the scrollbar's mean brightness is ${Math.round(brightness)} of 255`);
  }),
);

// A sample preview takes the width of the page's column and the height of its
// content. One that scrolled while its height was on its way laid its sample out for
// the column's width less a scrollbar (Firefox's classic scrollbar takes 12 px), which
// can push the Table sample's columns into pop-in. Chromium, headless under
// Playwright, hides scrollbars, its page's included: it is the reference, and Firefox
// gets a window wider by its own page scrollbar, so that both columns are as wide and
// only the previews can differ.
describe("sample previews size as in Chromium", () => {
  const route = "components/Table/";
  const sample = "/samples/main/Table/Basic/";

  /**
   * The Table sample's preview, in view, once its height has stayed the same for
   * 1.5 s and matches its content: its size in the page and the widest vertical
   * scrollbar the preview showed meanwhile (kept by `watchScrollbars`).
   */
  async function settledPreview(page, frame) {
    const size = () =>
      page.evaluate((part) => {
        const iframe = [...document.querySelectorAll(".sample-preview iframe")].find((f) => f.src.includes(part));
        iframe.scrollIntoView({ block: "center" });
        const { width, height } = iframe.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height) };
      }, sample);
    let last = null;
    let since = Date.now();
    await poll(
      "a settled preview height",
      async () => {
        const now = await size();
        if (last === null || now.height !== last.height) [last, since] = [now, Date.now()];
        return Date.now() - since;
      },
      (stable) => stable >= 1500,
      25_000,
    );
    const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    assert.ok(Math.abs(content - last.height) <= 1, `the frame (${last.height}px) fits its content (${content}px)`);
    const scrollbar = await frame.evaluate(() => window.__widestScrollbar ?? -1);
    return { ...last, scrollbar };
  }

  /** In every frame: the widest vertical scrollbar the frame's document showed. */
  function watchScrollbars() {
    window.__widestScrollbar = 0;
    const watch = () => {
      new ResizeObserver(() => {
        const width = window.innerWidth - document.documentElement.clientWidth;
        window.__widestScrollbar = Math.max(window.__widestScrollbar, width);
      }).observe(document.documentElement);
    };
    if (document.documentElement) return watch();
    // A script run before the document has its root element.
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      watch();
    }).observe(document, { childList: true });
  }

  let reference;

  before(async () => {
    const options = JSON.parse(fs.readFileSync(new URL("../chromium.json", import.meta.url), "utf8"));
    const chrome = await chromium.launch({ ...options, timeout: 30_000 });
    try {
      const page = await chrome.newPage({ viewport: VIEWPORT });
      await page.addInitScript(watchScrollbars);
      await page.goto(new URL(route, BASE).href);
      await page.waitForSelector("html[data-has-hydrated]");
      const frame = await poll("Chromium's Table sample", () => page.frames().find((f) => f.url().includes(sample)));
      reference = await settledPreview(page, frame);
    } finally {
      await chrome.close();
    }
  });

  test(
    "the Table sample is as tall in Firefox as in Chromium, and no preview scrolls",
    { timeout: TEST_MS },
    inTab(async (page) => {
      // Firefox's page scrollbar, to give its column the width of Chromium's.
      const pageScrollbar = await page.evaluate(() => {
        const probe = document.createElement("div");
        probe.style.cssText = "position:absolute;width:100px;height:100px;overflow:scroll";
        document.documentElement.append(probe);
        const width = probe.offsetWidth - probe.clientWidth;
        probe.remove();
        return width;
      });
      await page.setViewport({ ...VIEWPORT, width: VIEWPORT.width + pageScrollbar });
      await page.evaluateOnNewDocument(watchScrollbars);
      await visit(page, route);
      const frame = await frameWith(page, sample);
      await componentsRender(frame, "the Table sample");
      const firefox = await settledPreview(page, frame);
      const report = `Firefox ${JSON.stringify(firefox)}, Chromium ${JSON.stringify(reference)}`;
      assert.equal(firefox.width, reference.width, `the previews are as wide: ${report}`);
      assert.ok(Math.abs(firefox.height - reference.height) <= 8, `the previews are as tall: ${report}`);
      // The Table's Supplier column pops in below 560 px: the preview doubles in height.
      assert.ok(firefox.height < 450, `the Table shows its columns side by side: ${report}`);
      // Even for a moment: the sample would have laid out for a narrower width.
      assert.equal(firefox.scrollbar, 0, `the preview never showed a scrollbar: ${report}`);
    }),
  );
});
