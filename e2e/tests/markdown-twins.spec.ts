import type { APIRequestContext, Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";

// Every page's Markdown twin (`<route>index.md`), `llms.txt` and the "Copy page" button,
// against the built site: what a tool reads says what the page says.

/** The site's public address, which the twins' links carry (content/site.toml). */
const PUBLIC_SITE = "https://ui5.github.io/webcomponents/v1/";

async function twinOf(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(`${route}index.md`);
  expect(response.status(), `${route}index.md`).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  return response.text();
}

/** Text without its whitespace, to compare code as a page shows it and as Markdown holds it. */
const compact = (text: string) => text.replace(/\s+/g, "");

/** The headings of the article as the reader sees them, by level. */
async function headings(page: Page, level: number): Promise<string[]> {
  return page.locator(`article h${level}`).evaluateAll((elements) =>
    // The text without the hash link's "#".
    elements.map((e) =>
      [...e.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains("hash-link")))
        .map((n) => n.textContent)
        .join("")
        .trim(),
    ),
  );
}

test("a docs page's twin holds its headings, code and links as Markdown", async ({ page, request }) => {
  const route = "docs/getting-started/first-steps/";
  const twin = await twinOf(request, route);
  await page.goto(route);
  await appReady(page);

  const [title] = await headings(page, 1);
  expect(twin.startsWith(`# ${title}\n`)).toBe(true);
  for (const level of [2, 3]) {
    for (const heading of await headings(page, level)) expect(twin, `heading "${heading}"`).toContain(`${"#".repeat(level)} ${heading}\n`);
  }
  const code = await page.locator("article pre").allTextContents();
  expect(code.length).toBeGreaterThan(3);
  for (const block of code) expect(compact(twin), "a code block").toContain(compact(block));
  const languages = await page
    .locator("article .code-block")
    .evaluateAll((blocks) => blocks.map((b) => b.getAttribute("data-language") ?? ""));
  for (const language of languages.filter(Boolean)) expect(twin).toContain("```" + language + "\n");
  // Links go where the page's go, from wherever the Markdown is read.
  const hrefs = await page.locator("article a:not(.hash-link)").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) {
    const absolute = href.startsWith("/webcomponents/v1/") ? PUBLIC_SITE + href.slice("/webcomponents/v1/".length) : href;
    expect(twin, `link ${href}`).toContain(`](${absolute}`);
  }
  // Nothing of the page's frame or of the engine's markup.
  expect(twin).not.toMatch(/<div|class="|\{#[a-z-]+\}|highlight-next-line/);
});

test("a component page's twin holds its description, samples and whole API as tables", async ({ page, request }) => {
  const route = "components/Button/";
  const twin = await twinOf(request, route);
  const data = await (await request.get(`data/${route}index.json`)).json();
  const api = data.reference.api;
  await page.goto(route);
  await appReady(page);

  expect(twin.startsWith("# Button\n")).toBe(true);
  expect(twin).toContain("`<ui5-button>`");
  expect(twin).toContain('import "@ui5/webcomponents/dist/Button.js";');
  // The description's first line, as the page shows it.
  const description = (data.reference.description as string)
    .replace(/<[^>]+>/g, "")
    .trim()
    .split("\n")[0];
  await expect(page.locator("article")).toContainText(description);
  expect(twin.replace(/`/g, "")).toContain(description);
  for (const heading of ["Properties", "Slots", "Events", "Methods", "CSS Parts", "Basic Sample", "Try it", "More Samples"]) {
    expect(twin).toContain(`## ${heading}\n`);
  }
  // Every member the page lists is a row of its table, with its type, values and default.
  for (const property of api.properties.items) {
    const row = twin.split("\n").find((line: string) => line.startsWith(`| \`${property.name}\``));
    expect(row, property.name).toBeTruthy();
    for (const value of property.values ?? []) expect(row).toContain(`\`${value.name}\``);
    if (property.default) expect(row).toContain(property.default.replace(/\|/g, "\\|"));
  }
  for (const slot of api.slots.items) expect(twin).toContain(`| \`${slot.name}\` |`);
  for (const event of api.events.items) expect(twin).toContain(`| \`${event.name}\` |`);
  for (const part of api.cssParts.items) expect(twin).toContain(`| \`${part.name}\` |`);
  expect(twin).toContain("[ButtonDesign](https://ui5.github.io/webcomponents/v1/components/enums/ButtonDesign/)");
  // Every sample's files, as the page's editor shows them.
  for (const sample of data.samples) {
    for (const file of sample.files) expect(compact(twin), `${sample.id} ${file.name}`).toContain(compact(file.code));
  }
  const sampleTitles = await page.locator("article h3").allTextContents();
  for (const sample of data.samples.slice(1)) expect(sampleTitles.join("\n")).toContain(sample.title);
  for (const sample of data.samples.slice(1)) expect(twin).toContain(`### ${sample.title}\n`);
});

test("an enum's and an interface's twins list their values and implementations", async ({ request }) => {
  const enumTwin = await twinOf(request, "components/enums/ButtonDesign/");
  const enumData = await (await request.get("data/components/enums/ButtonDesign/index.json")).json();
  expect(enumTwin.startsWith("# ButtonDesign\n")).toBe(true);
  for (const value of enumData.reference.fields.items) expect(enumTwin).toMatch(new RegExp(`^\\| \`${value.name}\` \\| .+ \\|$`, "m"));

  const interfaceTwin = await twinOf(request, "components/interfaces/IButton/");
  const interfaceData = await (await request.get("data/components/interfaces/IButton/index.json")).json();
  expect(interfaceTwin.startsWith("# IButton\n")).toBe(true);
  expect(interfaceData.reference.implementations.items.length).toBeGreaterThan(0);
  for (const implementation of interfaceData.reference.implementations.items) {
    expect(interfaceTwin).toContain(`[${implementation.name}](${PUBLIC_SITE}${implementation.to})`);
    expect(interfaceTwin).toContain(`\`${implementation.module}\``);
  }
});

test("llms.txt lists every docs and reference page by section, each link answering", async ({ request }) => {
  const response = await request.get("llms.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  const lines = text.split("\n");
  expect(lines[0]).toBe("# UI5 Web Components");
  expect(lines[2]).toMatch(/^> .+/);
  const sections = lines.filter((line) => line.startsWith("## "));
  expect(sections).toEqual([
    "## Documentation",
    "## Components (main)",
    "## Components (fiori)",
    "## Enums",
    "## Interfaces",
    "## Optional",
  ]);
  const entries = lines.filter((line) => line.startsWith("- "));
  for (const entry of entries) expect(entry, "an entry is a link and a line on it").toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\)(: .+)?$/);
  // Every docs page and every page of a component, enum or interface.
  const site = JSON.parse(await (await request.get("data/site.json")).text());
  const listed = (site.routes as string[]).filter((route) =>
    /^(docs\/.*|components\/(fiori\/)?((enums|interfaces)\/)?[A-Z]\w+\/|UI5Element\/)$/.test(route),
  );
  expect(listed.length).toBeGreaterThan(200);
  for (const route of listed) expect(text, route).toContain(`](${PUBLIC_SITE}${encodeURI(route)}index.md)`);
  // And the tool pages, which a tool may skip.
  expect(text).toMatch(/## Optional\n\n- \[Icons\]\([^)]+icons\/index\.md\): .+\n- \[Playground\]\([^)]+play\/index\.md\): .+\n/);
  expect(entries.length).toBe(listed.length + 2);
  expect(text).toContain(`- [Button](${PUBLIC_SITE}components/Button/index.md): `);
  expect(text).toContain(`(${PUBLIC_SITE}components/fiori/ShellBar/index.md)`);

  // Every link of the list, on this server.
  const urls = [...text.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((match) => match[1]);
  expect(urls.length).toBe(entries.length + 1);
  const icons = await twinOf(request, "icons/");
  for (const name of ["accept", "tnt/actor", "business-suite/1x2-grid-layout"]) expect(icons).toContain(`\`${name}\``);
  const playground = await twinOf(request, "play/");
  expect(playground).toMatch(/^### .+\n/m);
  expect(playground).toContain("```html\n");
  const failures: string[] = [];
  for (let start = 0; start < urls.length; start += 16) {
    await Promise.all(
      urls.slice(start, start + 16).map(async (url) => {
        expect(url.startsWith(PUBLIC_SITE), url).toBe(true);
        const local = await request.get(url.slice(PUBLIC_SITE.length));
        if (local.status() !== 200) failures.push(`${url}: ${local.status()}`);
      }),
    );
  }
  expect(failures).toEqual([]);

  const full = await (await request.get("llms-full.txt")).text();
  const docs = entries.filter((entry) => entry.includes(`${PUBLIC_SITE}docs/`));
  expect(full.match(/^Source: </gm)?.length).toBe(docs.length);
  const firstSteps = await twinOf(request, "docs/getting-started/first-steps/");
  expect(full).toContain(firstSteps.trim());
  // In the sidebar's order: the introduction before the first steps.
  expect(full.indexOf("\n# Introduction\n")).toBeLessThan(full.indexOf("\n# First Steps\n"));
});

for (const route of ["docs/advanced/scoping/", "components/fiori/ShellBar/"]) {
  test(`"Copy page" copies the Markdown of ${route}, and its link leads to it`, async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
    await page.goto(route);
    await appReady(page);
    const button = page.getByRole("button", { name: "Copy page as Markdown" });
    await button.click();
    await expect(page.getByRole("button", { name: "Copied" })).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await twinOf(request, route));
    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible({ timeout: 5_000 });

    // The link beside it leads to the same Markdown (which the browser shows as text).
    const link = page.getByRole("link", { name: "Open this page as Markdown" });
    expect(await link.getAttribute("href")).toBe(`/webcomponents/v1/${route}index.md`);
    expect(await (await request.get(`/webcomponents/v1/${route}index.md`)).text()).toBe(copied);
  });
}
