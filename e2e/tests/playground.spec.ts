import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { appReady, expect, test } from "./fixtures";

const PLAY = "play/";
const WEB = path.resolve(import.meta.dirname, "../../web");

type Example = { id: string; title: string; description?: string; files: Record<string, string> };

/** The examples as the engine emitted them (read from disk, so each is a test of its own). */
function builtExamples(): Example[] {
  const data = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../build/data/play/index.json"), "utf8"));
  return data.playground.examples;
}

const preview = (page: Page) => page.frameLocator(".playground-frame");
const editor = (page: Page) => page.locator(".playground-editor-panel:not([hidden]) .cm-content");
const consoleLog = (page: Page) => page.getByRole("log", { name: "Console messages" });

async function openPlayground(page: Page, hash = ""): Promise<void> {
  await page.goto(PLAY + hash);
  await appReady(page);
  await expect(page.getByRole("tab", { name: "index.html" })).toBeVisible();
}

/** Replaces a file's text in the editor, as a reader would: select all, type. */
async function setFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByRole("tab", { name, exact: true }).click();
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
}

/** Holds the editor's script back until `release` is called. */
async function holdTheEditor(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CodeEditor-[^/]+\.js$/, async (request) => {
    await held;
    await request.continue();
  });
  return { release };
}

/** Where the first character of an element's text is on screen, to the pixel. */
function firstCharacterBox(element: Locator) {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    walker.nextNode();
    const range = document.createRange();
    range.setStart(walker.currentNode, 0);
    range.setEnd(walker.currentNode, 1);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
  });
}

/** Whether the editor in view colours a token with a highlighting colour (a `--hl-*` variable). */
function tokenHighlighted(page: Page, token: string, variable: string): Promise<boolean> {
  return editor(page).evaluate(
    (content, [token, variable]) => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = `var(${variable})`;
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [...content.querySelectorAll("span")].some((span) => span.textContent === token && getComputedStyle(span).color === expected);
    },
    [token, variable],
  );
}

async function chooseExample(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Examples" }).click();
  await page.getByRole("menuitem", { name: new RegExp(`^${title}`) }).click();
}

/**
 * Does something that runs the project anew, and waits for the preview to load its
 * new document (the preview is loaded anew for every run).
 */
async function nextRun(page: Page, action: () => Promise<void>): Promise<void> {
  await preview(page)
    .locator("body")
    .evaluate(() => ((window as unknown as { __previous: boolean }).__previous = true));
  await action();
  await expect
    .poll(() =>
      preview(page)
        .locator("body")
        .evaluate(() => (window as unknown as { __previous?: boolean }).__previous === true, null, { timeout: 1000 })
        .catch(() => true),
    )
    .toBe(false);
}

/** The preview's components: how many, how many rendered, and the tags not defined. */
function previewComponents(page: Page) {
  return preview(page)
    .locator("body")
    .evaluate(() => {
      const all = [...document.querySelectorAll("*")].filter((e) => e.localName.startsWith("ui5-"));
      return {
        count: all.length,
        rendered: all.filter((e) => e.shadowRoot).length,
        undefinedTags: [...new Set(all.filter((e) => !customElements.get(e.localName)).map((e) => e.localName))],
      };
    });
}

async function expectRenderedComponents(page: Page): Promise<void> {
  await expect.poll(async () => (await previewComponents(page)).count, "shows components").toBeGreaterThan(0);
  await expect.poll(async () => (await previewComponents(page)).undefinedTags, "every component is defined").toEqual([]);
  await expect.poll(async () => (await previewComponents(page)).rendered, "components rendered").toBeGreaterThan(0);
}

/** The preview's theme (from the theme's own metadata), density and direction. */
function previewSettings(page: Page) {
  return preview(page)
    .locator("html")
    .evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        theme: /baseLib\.([a-z0-9_]+)\.css_variables/.exec(style.getPropertyValue("--sapThemeMetaData-Base-baseLib"))?.[1],
        background: style.backgroundColor,
        compact: document.body.classList.contains("ui5-content-density-compact"),
        dir: document.documentElement.dir || "ltr",
      };
    });
}

/** The mean of a computed `rgb(r, g, b)` colour's channels, 0 to 255. */
function brightness(rgb: string): number {
  const channels = (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  return channels.reduce((sum, channel) => sum + channel, 0) / 3;
}

async function chooseSetting(page: Page, label: string): Promise<void> {
  const button = page.getByRole("button", { name: "Settings" });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await page.getByRole("menuitemradio", { name: label, exact: true }).click();
}

function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
}

/** A browser context of its own, failing on requests outside the site like the fixture. */
async function freshContext(browser: Browser) {
  const context = await browser.newContext();
  const outside: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(request.url());
  });
  return { context, outside };
}

test("the page has its file tabs, the editor and a rendered component in the preview", async ({ page }) => {
  await openPlayground(page);
  await expect(page).toHaveTitle("Playground | UI5 Web Components");
  await expect(page.getByRole("heading", { level: 1, name: "Playground" })).toBeVisible();
  for (const name of ["index.html", "main.js", "main.css"]) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
  for (const name of ["Examples", "Reset", "Share", "Download", "Settings"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(editor(page)).toContainText('<ui5-button id="greet" design="Emphasized">Say hello</ui5-button>');
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  await expectRenderedComponents(page);
  // The page fills the window: no page scroll, no footer.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  await expect(page.locator("footer")).toHaveCount(0);
});

test("the code shows before the editor has loaded, and the editor takes its place without moving a line", async ({ page }) => {
  const { release } = await holdTheEditor(page);
  await page.goto(PLAY);
  const panel = page.locator(".playground-editor-panel:not([hidden])");
  const code = panel.locator(".static-code-text");
  await expect(code).toContainText('<ui5-button id="greet" design="Emphasized">Say hello</ui5-button>');
  const before = { text: await firstCharacterBox(code), gutter: await firstCharacterBox(panel.locator(".static-code-gutter")) };
  release();
  await expect(editor(page)).toContainText('<ui5-button id="greet" design="Emphasized">Say hello</ui5-button>');
  await expect(panel.locator(".static-code")).toHaveCount(0);
  expect({
    text: await firstCharacterBox(editor(page)),
    gutter: await firstCharacterBox(panel.locator(".cm-lineNumbers .cm-gutterElement").filter({ hasText: /^1$/ })),
  }).toEqual(before);
});

test("the preview starts once the editor is up, not before", async ({ page }) => {
  const { release } = await holdTheEditor(page);
  const previews: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`${PLAY}preview/`)) previews.push(request.url());
  });
  await page.goto(PLAY);
  await expect(page.locator(".static-code-text").first()).toBeVisible();
  // Time enough for a preview to start, were it not waiting for the editor.
  await page.waitForTimeout(1000);
  expect(previews).toEqual([]);
  await expect(page.locator(".playground-preview iframe")).toHaveCount(0);
  release();
  await expect(editor(page)).toBeVisible();
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
});

test("each file is highlighted in its own language, TypeScript's too", async ({ page }) => {
  await openPlayground(page);
  const files = [
    { name: "index.html", token: "ui5-button", variable: "--hl-tag" },
    { name: "main.js", token: "import", variable: "--hl-keyword" },
    { name: "main.css", token: "display", variable: "--hl-property" },
  ];
  for (const { name, token, variable } of files) {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect.poll(() => tokenHighlighted(page, token, variable), `${token} in ${name}`).toBe(true);
  }
  await page.getByRole("button", { name: "TS", exact: true }).click();
  await setFile(page, "main.ts", 'const label: string = "typed";');
  await expect.poll(() => tokenHighlighted(page, "string", "--hl-type"), "a type in main.ts").toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says what the playground is and lists its examples", async ({ page }) => {
    await page.goto(PLAY);
    await expect(page).toHaveTitle("Playground | UI5 Web Components");
    await expect(page.getByRole("heading", { level: 1, name: "Playground" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Examples" })).toBeVisible();
    const summary = page.locator("main .playground-prerendered");
    await expect(summary.locator("p")).toHaveText([
      /^Edit and run UI5 Web Components in your browser: .+ download a runnable project\.$/,
      "The playground runs in the browser and needs JavaScript.",
    ]);
    const examples = builtExamples();
    await expect(summary.locator("li")).toHaveText(examples.map((e) => (e.description ? `${e.title}: ${e.description}` : e.title)));
  });
});

test("the preview runs in a sandboxed frame with an opaque origin", async ({ page }) => {
  await openPlayground(page);
  const sandbox = await page.locator(".playground-frame").getAttribute("sandbox");
  expect(sandbox).toContain("allow-scripts");
  expect(sandbox).not.toContain("allow-same-origin");
  const body = preview(page).locator("body");
  await expect(body.locator("#greet")).toBeVisible();
  expect(await body.evaluate(() => window.origin)).toBe("null");
  const reach = await body.evaluate(() => {
    const tryTo = (read: () => unknown) => {
      try {
        read();
        return "allowed";
      } catch {
        return "blocked";
      }
    };
    return {
      storage: tryTo(() => localStorage.length),
      cookies: tryTo(() => document.cookie),
      parent: tryTo(() => window.parent.document.title),
    };
  });
  expect(reach).toEqual({ storage: "blocked", cookies: "blocked", parent: "blocked" });
});

test("another site cannot frame the playground's preview", async ({ page, problems, hostilePage }) => {
  problems.expectErrors(/frame-ancestors|Refused to (display|frame)|ERR_BLOCKED_BY_RESPONSE/);
  await page.goto(await hostilePage(`${PLAY}preview/`));
  const framed = page.frames().find((f) => f !== page.mainFrame())!;
  expect(await framed.evaluate(() => document.title).catch(() => "")).not.toBe("Playground preview");
  expect(problems.consoleErrors.join("\n")).toContain("frame-ancestors");
});

test("the preview runs only what the site's own page posts: another page framing it cannot", async ({ page, baseURL, hostilePage }) => {
  // A static host that sends no headers (GitHub Pages) lets other pages frame the preview.
  await page.route(`${baseURL}${PLAY}preview/`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  await page.goto(await hostilePage(`${PLAY}preview/`));
  const frame = page.frameLocator("iframe").locator("body");
  await expect(frame).toBeAttached();
  // A listener added after the preview's own: once it has seen the message, so has the preview.
  await frame.evaluate(() => window.addEventListener("message", () => ((window as unknown as { seen: boolean }).seen = true)));
  await page.evaluate(() => {
    const run = { html: '<p id="injected">ran</p>', js: "document.title = 'ran';", css: "", scriptName: "main.js" };
    document.querySelector("iframe")!.contentWindow!.postMessage({ run }, "*");
  });
  await expect.poll(() => frame.evaluate(() => (window as unknown as { seen?: boolean }).seen === true)).toBe(true);
  expect(await frame.evaluate(() => ({ injected: document.getElementById("injected") !== null, title: document.title }))).toEqual({
    injected: false,
    title: "Playground preview",
  });
});

test("an edit reaches the preview, is saved under project, and survives a reload", async ({ page }) => {
  await openPlayground(page);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  await setFile(page, "index.html", '<ui5-button id="greet" design="Emphasized">Edited in a test</ui5-button>');
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Edited in a test");
  await expectRenderedComponents(page);
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem("project")))!);
  expect(saved["index.html"]).toBe('<ui5-button id="greet" design="Emphasized">Edited in a test</ui5-button>');
  expect(saved["main.js"]).toContain('import "@ui5/webcomponents/dist/Button.js";');
  await page.reload();
  await appReady(page);
  await expect(editor(page)).toContainText("Edited in a test");
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Edited in a test");
});

test("the preview never goes blank: a new run replaces the last one only once it has loaded", async ({ page }) => {
  await openPlayground(page);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  // Records every frame that is put on screen before its document has loaded.
  await page.evaluate(() => {
    const loaded = new WeakSet<EventTarget>();
    const shownBeforeLoad: string[] = [];
    document.addEventListener("load", (event) => loaded.add(event.target!), true);
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === "attributes" ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          if (node instanceof HTMLIFrameElement && node.classList.contains("playground-frame") && !loaded.has(node))
            shownBeforeLoad.push(node.src);
        }
      }
    }).observe(document.querySelector(".playground-preview")!, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class"],
    });
    (window as unknown as { shownBeforeLoad: string[] }).shownBeforeLoad = shownBeforeLoad;
  });
  await setFile(page, "index.html", '<ui5-button id="greet">Second run</ui5-button>');
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Second run");
  expect(await page.evaluate(() => (window as unknown as { shownBeforeLoad: string[] }).shownBeforeLoad)).toEqual([]);
  await expect(page.locator(".playground-preview iframe")).toHaveCount(1);
});

test("Share copies the address with the project, which a fresh browser opens as it was", async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPlayground(page);
  await setFile(page, "index.html", '<ui5-button id="greet">Shared ✓ édité</ui5-button>');
  await setFile(page, "main.css", "#greet { margin: 2rem; }");
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Shared ✓ édité");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(1);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${baseURL}${PLAY}#`)).toBe(true);
  const files = JSON.parse(Buffer.from(link.split("#")[1], "base64url").toString("utf8"));
  expect(files).toMatchObject({
    "index.html": '<ui5-button id="greet">Shared ✓ édité</ui5-button>',
    "main.css": "#greet { margin: 2rem; }",
  });
  // The confirmation goes after a few seconds.
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();

  const { context: fresh, outside } = await freshContext(browser);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.locator(".playground-editor-panel:not([hidden]) .cm-content")).toContainText("Shared ✓ édité");
  await expect(preview(other).locator("#greet")).toHaveJSProperty("textContent", "Shared ✓ édité");
  await expect
    .poll(() =>
      preview(other)
        .locator("#greet")
        .evaluate((e) => getComputedStyle(e).marginTop),
    )
    .toBe("32px");
  // Someone else's project is not saved over the reader's own until the reader edits it.
  expect(await other.evaluate(() => localStorage.getItem("project"))).toBeNull();
  await expect(
    other.getByRole("status").filter({ hasText: "This project comes from a link. Edit it to keep it in this browser." }),
  ).toBeVisible();
  await fresh.close();
  expect(outside).toEqual([]);
});

test("a link never loses the reader's own project: it is one click away until the reader edits", async ({ page, baseURL }) => {
  const mine = '<ui5-button id="greet">My own</ui5-button>';
  const linked = '<ui5-button id="greet">From a link</ui5-button>';
  const hash = Buffer.from(JSON.stringify({ "index.html": linked, "main.js": 'import "@ui5/webcomponents/dist/Button.js";' })).toString(
    "base64url",
  );
  await openPlayground(page);
  await setFile(page, "index.html", mine);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "My own");

  // A link opened in the open playground.
  await page.goto(`${baseURL}${PLAY}#${hash}`);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "From a link");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "My own");

  // A link opened in a new page.
  await page.goto("about:blank");
  await page.goto(`${baseURL}${PLAY}#${hash}`);
  await expect(page.getByRole("status").filter({ hasText: "Editing it replaces your saved project." })).toBeVisible();
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "From a link");
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("project")))!)["index.html"]).toBe(mine);
  await page.getByRole("button", { name: "Back to my project" }).click();
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "My own");
  await expect(page).toHaveURL(new RegExp(`/${PLAY}$`));
});

test("a reader edits the button, shares, opens the link in a new window, and turns the preview dark", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPlayground(page);
  // Double-click the word "Say" in the editor and type over it.
  const word = await editor(page).evaluate((content) => {
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const at = node.data.indexOf("Say hello");
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 3);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return null;
  });
  await page.mouse.dblclick(word!.x, word!.y);
  await page.keyboard.insertText("Greet");
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Greet hello");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const other = await context.newPage();
  await other.goto(link);
  await appReady(other);
  await expect(preview(other).locator("#greet")).toHaveJSProperty("textContent", "Greet hello");
  await expect.poll(async () => (await previewSettings(other)).theme).toBe("sap_horizon");
  await chooseSetting(other, "Evening Horizon");
  await expect.poll(async () => (await previewSettings(other)).theme).toBe("sap_horizon_dark");
  await expect.poll(async () => brightness((await previewSettings(other)).background), "the preview's background is dark").toBeLessThan(50);
  await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("a broken or truncated link falls back to the saved or default project with a message", async ({ page }) => {
  await openPlayground(page, "#this-is-not-a-project!");
  await expect(page.getByRole("alert")).toHaveText(
    /The project in this link could not be read: .+\. The Hello World example is shown instead\./,
  );
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");

  await setFile(page, "index.html", '<ui5-button id="greet">Mine</ui5-button>');
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Mine");
  const whole = Buffer.from(JSON.stringify({ "index.html": "<p>x</p>", "main.js": "", "main.css": "" })).toString("base64url");
  await page.goto("about:blank");
  await openPlayground(page, `#${whole.slice(0, -6)}`);
  await expect(page.getByRole("alert")).toHaveText(/could not be read: .+\. Your saved project is shown instead\./);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Mine");
  // The message can be dismissed.
  await page.getByRole("button", { name: "Dismiss the message" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("examples and reset remove only the playground's own key; the display preferences stay", async ({ page }) => {
  await openPlayground(page);
  const others = {
    "ui5-theme": "sap_horizon_dark",
    "ui5-content-density": "Cozy",
    "ui5-text-direction": "RTL",
    theme: "dark",
    "docusaurus.announcement.dismiss": "true",
    "another-app": "keep me",
  };
  await page.evaluate((values) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value)), others);
  await page.reload();
  await appReady(page);

  await chooseExample(page, "Counter");
  await expect(page.getByRole("status").filter({ hasText: "The Counter example is loaded." })).toBeVisible();
  await expect(preview(page).locator("#count")).toHaveText("0");
  await preview(page).locator("#increment").click();
  await expect(preview(page).locator("#count")).toHaveText("1");
  let keys = await storedKeys(page);
  expect(keys).toMatchObject(others);
  expect(JSON.parse(keys.project!)["index.html"]).toContain('id="count"');

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  keys = await storedKeys(page);
  expect(keys.project).toBeUndefined();
  expect(keys).toMatchObject(others);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(preview(page).locator("#count")).toBeVisible();
  expect(JSON.parse((await storedKeys(page)).project!)["index.html"]).toContain('id="count"');
});

test("the Examples menu works with the keyboard", async ({ page }) => {
  await openPlayground(page);
  const button = page.getByRole("button", { name: "Examples" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const items = page.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(items.last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(preview(page).locator("#count")).toBeVisible();
  await expect(button).toBeFocused();
});

test("Download gives a zip of a project that Vite builds with the installed packages", async ({ page }) => {
  test.setTimeout(180_000);
  await openPlayground(page);
  const download = async () => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(file.suggestedFilename()).toBe("ui5-playground.zip");
    return unzipSync(fs.readFileSync(await file.path()));
  };
  const zip = await download();
  const packageJson = JSON.parse(strFromU8(zip["ui5-playground/package.json"]));
  expect(packageJson.dependencies).toEqual({ "@ui5/webcomponents": "1.24.24" });
  expect(packageJson.devDependencies.vite).toBeDefined();
  expect(packageJson.scripts.dev).toBe("vite");
  expect(strFromU8(zip["ui5-playground/index.html"])).toContain('<ui5-button id="greet" design="Emphasized">Say hello</ui5-button>');
  expect(strFromU8(zip["ui5-playground/index.html"])).toContain('<script type="module" src="./main.js"></script>');

  // The TypeScript example, built by Vite against the packages the site itself installed.
  await chooseExample(page, "TypeScript");
  const typescript = await download();
  expect(JSON.parse(strFromU8(typescript["ui5-playground/package.json"])).dependencies).toEqual({
    "@ui5/webcomponents": "1.24.24",
    "@ui5/webcomponents-icons": "1.24.24",
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ui5-playground-"));
  try {
    for (const [name, content] of Object.entries(typescript)) {
      const file = path.join(dir, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    const project = path.join(dir, "ui5-playground");
    fs.symlinkSync(path.join(WEB, "node_modules"), path.join(project, "node_modules"), "dir");
    await promisify(execFile)(path.join(WEB, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], { cwd: project });
    const built = fs.readFileSync(path.join(project, "dist/index.html"), "utf8");
    const script = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)">/.exec(built);
    expect(script, built).not.toBeNull();
    const bundle = fs.readFileSync(path.join(project, "dist", script![1]), "utf8");
    expect(bundle).toContain("ui5-list");
    expect(bundle).not.toContain("ListSelectionChangeEventDetail");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a display settings change reaches the preview, now and in the next run", async ({ page, request }) => {
  const bundle = await (
    await request.get("local-cdn/@ui5/webcomponents-theming/dist/generated/assets/themes/sap_horizon_dark/parameters-bundle.css.json")
  ).json();
  const darkBackground = /--sapBackgroundColor:\s*([^;]+);/.exec(bundle._.content)![1].trim();
  await openPlayground(page);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  await expect.poll(async () => (await previewSettings(page)).theme).toBe("sap_horizon");
  await chooseSetting(page, "Evening Horizon");
  await expect.poll(async () => (await previewSettings(page)).theme).toBe("sap_horizon_dark");
  const rgb = await page.evaluate((color) => {
    const probe = document.createElement("div");
    probe.style.color = color;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, darkBackground);
  await expect.poll(async () => (await previewSettings(page)).background).toBe(rgb);
  await chooseSetting(page, "RTL");
  await chooseSetting(page, "Cozy");
  await expect.poll(async () => previewSettings(page)).toMatchObject({ dir: "rtl", compact: false });
  // A new run starts with the current settings.
  await page.keyboard.press("Escape");
  await setFile(page, "main.css", "body { margin: 0; }");
  await expect.poll(async () => previewSettings(page)).toMatchObject({ theme: "sap_horizon_dark", dir: "rtl", compact: false });
});

test("TypeScript runs, with the transpiler loaded only then; switching back to JavaScript strips the types", async ({ page }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB, "dist/.vite/manifest.json"), "utf8"));
  const transpiler = manifest["node_modules/sucrase/dist/esm/index.js"].file as string;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await openPlayground(page);
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Say hello");
  expect(requested.filter((url) => url.endsWith(transpiler))).toEqual([]);

  await page.getByRole("button", { name: "TS", exact: true }).click();
  await expect(page.getByRole("tab", { name: "main.ts", exact: true })).toBeVisible();
  await setFile(
    page,
    "main.ts",
    'import "@ui5/webcomponents/dist/Button.js";\nimport type Button from "@ui5/webcomponents/dist/Button.js";\nconst label: string = "Typed";\n(document.getElementById("greet") as Button).textContent = label;\n',
  );
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Typed");
  expect(requested.filter((url) => url.endsWith(transpiler)).length).toBeGreaterThan(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("project")))!)["main.ts"]).toContain("const label: string");

  await page.getByRole("button", { name: "JS", exact: true }).click();
  await expect(page.getByRole("tab", { name: "main.js", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(editor(page)).toContainText('const label = "Typed";');
  await expect(editor(page)).not.toContainText("import type");
  await expect(preview(page).locator("#greet")).toHaveJSProperty("textContent", "Typed");
});

test("the console shows logs, uncaught errors with their place, failed imports and TypeScript errors", async ({ page, problems }) => {
  problems.expectErrors(/Boom from a test|Nope\.js|404|Failed to load resource|left-pad/);
  await openPlayground(page);
  await setFile(page, "main.js", 'console.log("Logged", { answer: 42 }, [1, "two"]);\nthrow new Error("Boom from a test");\n');
  const log = consoleLog(page);
  await expect(log).toContainText('Logged {answer: 42} [1, "two"]');
  await expect(log.locator(".error")).toContainText("Uncaught Error: Boom from a test");
  await expect(log.locator(".error")).toContainText("main.js:2:7");
  await expect(page.locator(".playground-console-count.error")).toHaveText("1 error");

  await setFile(page, "main.js", 'import "@ui5/webcomponents/dist/Button.js";\nimport "@ui5/webcomponents/dist/Nope.js";\n');
  await expect(log).toContainText('Cannot import "@ui5/webcomponents/dist/Nope.js": there is no such file');
  await expect(log).toContainText("main.js:2");
  await expect(log).not.toContainText("Boom from a test");

  await setFile(page, "main.js", 'import "left-pad";\n');
  await expect(log).toContainText('Failed to resolve module specifier "left-pad"');
  await expect(log).toContainText("The preview has the @ui5 packages");

  await setFile(page, "index.html", '<ui5-button id="greet">Hi</ui5-button>\n<script>alert(1)</script>');
  await expect(log.locator(".warn")).toContainText("Scripts in index.html do not run here: put the code in main.js.");

  await page.getByRole("button", { name: "TS", exact: true }).click();
  await setFile(page, "main.ts", "let broken: = 1;\n");
  await expect(log).toContainText("main.ts:1:");

  // The console can be cleared and folded away.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(log).toContainText("Nothing logged yet.");
  await page.getByRole("button", { name: "Console" }).click();
  await expect(log).toBeHidden();
});

test("Open in Playground takes a sample's files, edits included, to the playground", async ({ page }) => {
  await page.goto("components/Button/");
  await appReady(page);
  const sample = page.locator(".sample").first();
  const actions = sample.locator(".sample-toolbar").getByRole("link").or(sample.locator(".sample-toolbar").getByRole("button"));
  await expect(actions.first()).toHaveText("Download");
  await expect(actions.nth(1)).toHaveText("Open in Playground");
  await expect(actions.last()).toHaveText("Edit");
  await sample.getByRole("link", { name: "Open in Playground" }).click();
  await expect(page).toHaveURL(/\/play\/#[A-Za-z0-9_-]+$/);
  await expect(editor(page)).toContainText('<ui5-button design="Emphasized">Save</ui5-button>');
  await expect(preview(page).locator("ui5-button").first()).toHaveJSProperty("textContent", "Save");
  await expectRenderedComponents(page);
  await page.getByRole("tab", { name: "main.css" }).click();
  await expect(editor(page)).toContainText(".row");
});

test("below 997px the editor and the preview are tabs that fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlayground(page);
  const panes = page.getByRole("tablist", { name: "Panes" });
  await expect(panes.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
  await expect(editor(page)).toBeVisible();
  await expect(page.locator(".playground-frame")).toBeHidden();
  await panes.getByRole("tab", { name: "Preview" }).click();
  await expect(page.locator(".playground-frame")).toBeVisible();
  await expect(preview(page).locator("#greet")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const name of ["Examples", "Share", "Download"]) {
    const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
});

test("the divider resizes the editor and the preview, by pointer and by keyboard", async ({ page }) => {
  await openPlayground(page);
  const divider = page.getByRole("separator", { name: "Resize the editor and the preview" });
  const editorWidth = () => page.locator(".playground-editor").evaluate((e) => e.getBoundingClientRect().width);
  await expect(divider).toHaveAttribute("aria-valuenow", "50");
  const before = await editorWidth();
  await divider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(divider).toHaveAttribute("aria-valuenow", "60");
  expect(await editorWidth()).toBeGreaterThan(before);
  await page.keyboard.press("Home");
  await expect(divider).toHaveAttribute("aria-valuenow", "20");

  const box = (await divider.boundingBox())!;
  const body = (await page.locator(".split-view").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Over the preview frame too: it must not swallow the drag.
  await page.mouse.move(body.x + body.width * 0.75, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await divider.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(73);
  expect(Number(await divider.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(77);
});

for (const [theme, mode] of [
  ["sap_horizon", "light"],
  ["sap_horizon_dark", "dark"],
] as const) {
  test(`axe finds no violations in ${theme}, with a message, console entries of every level and the menu open`, async ({
    page,
    problems,
  }) => {
    problems.expectErrors(/Boom for axe/);
    await page.goto(PLAY);
    await page.evaluate((value) => localStorage.setItem("ui5-theme", value), theme);
    await page.goto("about:blank");
    await openPlayground(page, "#not-a-project");
    await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
    await expect(page.getByRole("alert")).toBeVisible();
    await setFile(
      page,
      "main.js",
      'console.log("plain");\nconsole.info("fyi");\nconsole.debug("details");\nconsole.warn("careful");\nthrow new Error("Boom for axe");\n',
    );
    await expect(consoleLog(page)).toContainText("Boom for axe");
    await page.getByRole("button", { name: "Examples" }).click();
    await expect(page.getByRole("menu", { name: "Examples" })).toBeVisible();
    const results = await new AxeBuilder({ page }).exclude(".playground-preview").analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(summary).toEqual([]);
  });
}

// The fixture fails each of these on a console error or a request outside the site.
for (const example of builtExamples()) {
  test(`example ${example.id} runs: its components are defined and rendered, nothing is logged as an error`, async ({ page }) => {
    await openPlayground(page);
    await expect(preview(page).locator("#greet")).toBeAttached();
    await nextRun(page, () => chooseExample(page, example.title));
    await expect(editor(page)).toContainText(example.files["index.html"].split("\n")[0]);
    await expectRenderedComponents(page);
    await expect(consoleLog(page).locator(".error")).toHaveCount(0);
  });
}
