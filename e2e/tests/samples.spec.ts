import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

type Sample = { id: string; previewUrl: string };

/**
 * Every sample of the built site, read from the component pages' data on disk so
 * that each sample is a test of its own (the list must be known before tests run).
 */
function allSamples(): Sample[] {
  const data = path.resolve(import.meta.dirname, "../../build/data/components");
  const samples = new Map<string, Sample>();
  for (const file of fs.readdirSync(data, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("index.json")) continue;
    const page = JSON.parse(fs.readFileSync(path.join(data, file), "utf8"));
    for (const sample of page.samples ?? []) samples.set(sample.id, sample);
  }
  return [...samples.values()].sort((a, b) => a.id.localeCompare(b.id));
}

const samples = allSamples();

// Each component page showing its Basic sample is checked in reference.spec.ts.
test("the built site lists its samples: more than 150 of them", () => {
  expect(samples.length).toBeGreaterThan(150);
});

// The fixture fails each of these on a console error, a Content-Security-Policy
// violation or a request outside the site.
for (const sample of samples) {
  test(`sample ${sample.id} runs: its components are defined and rendered`, async ({ page, problems }) => {
    if (sample.id.startsWith("fiori/BarcodeScannerDialog/")) {
      // The scanner's bundled zxing library probes for the global object with
      // `new Function("return this")`; the policy refuses, and the library falls back
      // to `window`, as it is written to.
      problems.expectErrors(/^script-src: eval \(.*\/@zxing\/library\/umd\/index\.min\.js/);
    }
    await page.goto(sample.previewUrl, { waitUntil: "networkidle" });
    const components = () =>
      page.evaluate(() => {
        // Data-only parts (ui5-option, ui5-menu-item...) have no shadow root of their own.
        const all = [...document.querySelectorAll("*")].filter((e) => e.localName.startsWith("ui5-"));
        return {
          count: all.length,
          rendered: all.filter((e) => e.shadowRoot).length,
          undefinedTags: [...new Set(all.filter((e) => !customElements.get(e.localName)).map((e) => e.localName))],
        };
      });
    expect((await components()).count, "shows components").toBeGreaterThan(0);
    // Components define themselves asynchronously, after their theme and texts load.
    await expect.poll(async () => (await components()).undefinedTags, "every component is defined").toEqual([]);
    await expect.poll(async () => (await components()).rendered, "components rendered their shadow DOM").toBeGreaterThan(0);
  });
}
