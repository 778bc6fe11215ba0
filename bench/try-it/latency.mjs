// The time from a change of a Try it control to the element in the preview having
// it, in Chromium: 100 changes of an enum property (a select), timed from the
// control's change event in the page to the attribute's mutation in the preview,
// both on the browser's one clock (`performance.timeOrigin + performance.now()`).
// Side by side, in one run: the panel's way (the element changed in place), and
// rendering the whole markup anew for each change (what a slot's change does, and
// what a preview that re-runs the code for each change would do at best).
//
// Usage: node latency.mjs <base URL>   (uses the browser-test tools in e2e/)
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const CHANGES = Number(process.env.CHANGES ?? 100);
const ROUTE = process.env.ROUTE ?? "components/Button/";
const PROPERTY = process.env.PROPERTY ?? "design";

const [base] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, "../..");
const { chromium } = createRequire(path.join(root, "e2e/package.json"))("@playwright/test");

const browser = await chromium.launch(JSON.parse(fs.readFileSync(path.join(root, "e2e/chromium.json"), "utf8")));
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(base + ROUTE + "#try-it");
const select = page.getByLabel(PROPERTY, { exact: true });
await select.waitFor();
const frame = page.frames().find((f) => f.url().includes("try-it.html"));
if (!frame) throw new Error("no Try it preview");
const tag = await page.evaluate(() => document.querySelector(".component-tag code")?.textContent?.replace(/[<>]/g, ""));
await frame.waitForFunction((tag) => document.querySelector(`.try-it-content ${tag}`)?.shadowRoot, tag);
const values = await select.evaluate((s) => [...s.options].map((o) => o.value));

/** Milliseconds from each change to its mutation in the preview. */
async function measure(how) {
  const times = [];
  for (let index = 0; index < CHANGES; index += 1) {
    const value = values[(index + 1) % values.length];
    // A new element on a re-render: the observer watches the preview's whole body.
    await frame.evaluate(([tag, property]) => {
      window.__changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const element = document.querySelector(`.try-it-content ${tag}`);
          if (element && element[property] === window.__expected) {
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          }
        });
        observer.observe(document.body, { attributes: true, childList: true, subtree: true });
      });
    }, [tag, PROPERTY]);
    await frame.evaluate((value) => (window.__expected = value), value);
    const started = await page.evaluate(
      ([value, how]) => {
        const select = document.querySelector(".try-it-controls select");
        const at = performance.timeOrigin + performance.now();
        if (how === "render") {
          // A slot's change: the panel renders the whole markup anew, with the value.
          const text = document.querySelector(".try-it-control-slot-text input");
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
          setter.call(text, `${text.value === "A" ? "B" : "A"}`);
          text.dispatchEvent(new Event("input", { bubbles: true }));
        }
        select.value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
        return at;
      },
      [value, how],
    );
    const changed = await frame.evaluate(() => window.__changed);
    times.push(changed - started);
  }
  return times.sort((a, b) => a - b);
}

const inPlace = await measure("change");
const anew = await measure("render");
await browser.close();

const median = (times) => times[Math.floor((times.length - 1) / 2)];
const p95 = (times) => times[Math.floor(times.length * 0.95) - 1];
const row = (label, times) => `| ${label} | ${median(times).toFixed(1)} | ${p95(times).toFixed(1)} | ${times.at(-1).toFixed(1)} |`;
console.log(`${ROUTE} \`${PROPERTY}\`, ${CHANGES} changes each`);
console.log("| How the preview takes a change | median ms | p95 ms | max ms |");
console.log("| --- | --- | --- | --- |");
console.log(row("in place (the panel's way for properties)", inPlace));
console.log(row("markup rendered anew (a slot's change)", anew));
console.log(`ratio of the medians: ${(median(anew) / median(inPlace)).toFixed(2)}`);
