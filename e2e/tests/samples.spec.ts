import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

type Sample = { id: string; previewUrl: string };

/** Every sample of the site, from the component pages' data. */
async function allSamples(request: APIRequestContext): Promise<Sample[]> {
  const site = await (await request.get("data/site.json")).json();
  type Item = { to?: string; items?: Item[] };
  const walk = (items: Item[]): string[] => items.flatMap((i) => [...(i.to ? [i.to] : []), ...walk(i.items ?? [])]);
  const samples = new Map<string, Sample>();
  for (const route of walk(site.sidebars.components)) {
    const data = await (await request.get(`data/${route.split("/").map(encodeURIComponent).join("/")}index.json`)).json();
    for (const sample of data.samples ?? []) samples.set(sample.id, sample);
  }
  return [...samples.values()];
}

test("every sample preview defines its components, with no errors and no outside request", async ({ page, request }) => {
  test.setTimeout(300_000);
  const samples = await allSamples(request);
  expect(samples.length).toBeGreaterThan(100);
  for (const sample of samples) {
    const errors: string[] = [];
    const onError = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") errors.push(message.text());
    };
    page.on("console", onError);
    await page.goto(sample.previewUrl, { waitUntil: "networkidle" });
    const undefinedTags = await page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((e) => e.localName.startsWith("ui5-") && !e.shadowRoot)
        .map((e) => e.localName),
    );
    const count = await page.evaluate(() => [...document.querySelectorAll("*")].filter((e) => e.localName.startsWith("ui5-")).length);
    page.off("console", onError);
    expect(count, `${sample.id} shows components`).toBeGreaterThan(0);
    expect(undefinedTags, `${sample.id}: every component is defined`).toEqual([]);
    expect(errors, `${sample.id}: no console errors`).toEqual([]);
  }
});
