// The time from a change of a Try it control to the element in the preview having
// it, in Chromium: 100 changes of an enum property (a select), timed from the
// control's change event in the page to the attribute's mutation in the preview,
// both on the browser's one clock (`performance.timeOrigin + performance.now()`).
// Side by side, in one run: the panel's way (the element changed in place), and
// rendering the whole markup anew for each change (what a slot's change does, and
// what a preview that re-runs the code for each change would do at best). Then a
// slot edited item by item: a click on a list's "Add", timed to the animation frame
// in which the new item has rendered in the preview (removed again, untimed).
//
// Usage: node latency.mjs <base URL>   (uses the browser-test tools in e2e/)
import { launchChromium } from "../chromium.mjs";

const CHANGES = Number(process.env.CHANGES ?? 100);
const ROUTE = process.env.ROUTE ?? "components/Button/";
const PROPERTY = process.env.PROPERTY ?? "design";
const SLOT_ROUTE = process.env.SLOT_ROUTE ?? "components/List/";

const [base] = process.argv.slice(2);

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

/** The document of the panel's preview, once its iframe is on the page. */
async function previewFrame() {
  const frame = await (await page.locator(".try-it-frame").elementHandle()).contentFrame();
  if (!frame) throw new Error("no Try it preview");
  return frame;
}

await page.goto(base + ROUTE + "#try-it");
const select = page.getByLabel(PROPERTY, { exact: true });
await select.waitFor();
const frame = await previewFrame();
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

/**
 * Scrolls the preview into view, where it renders (the browser pauses the animation
 * frames of a frame out of view), again if the samples above it grew meanwhile.
 */
async function showPreview(frame) {
  for (let rendering = false; !rendering; ) {
    await page.locator(".try-it-stage").scrollIntoViewIfNeeded();
    rendering = await frame.evaluate(() =>
      Promise.race([new Promise((resolve) => requestAnimationFrame(() => resolve(true))), new Promise((resolve) => setTimeout(resolve, 500, false))]),
    );
  }
}

/** Milliseconds from each click on the list's "Add" to the frame that shows the new item rendered. */
async function measureSlotEdits() {
  await page.goto(base + SLOT_ROUTE + "#try-it");
  const add = page.locator(".try-it-add button", { hasText: /^Add$/ });
  await add.waitFor();
  const frame = await previewFrame();
  await showPreview(frame);
  const items = ".try-it-content ui5-list > ui5-li";
  await frame.waitForFunction((items) => document.querySelector(items)?.shadowRoot?.childElementCount, items);
  const count = await frame.evaluate((items) => document.querySelectorAll(items).length, items);
  const times = [];
  for (let index = 0; index < CHANGES; index += 1) {
    await frame.evaluate(
      ([items, count]) => {
        window.__added = new Promise((resolve) => {
          const check = () => {
            const shown = document.querySelectorAll(items);
            if (shown.length === count + 1 && shown[count].shadowRoot?.childElementCount) resolve(performance.timeOrigin + performance.now());
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      },
      [items, count],
    );
    // The focus the panel moved to a row after the last removal may have scrolled it away.
    await showPreview(frame);
    const started = await add.evaluate((button) => {
      const at = performance.timeOrigin + performance.now();
      button.click();
      return at;
    });
    times.push((await frame.evaluate(() => window.__added)) - started);
    await page.getByRole("button", { name: `Remove default item ${count + 1}` }).evaluate((button) => button.click());
    await frame.waitForFunction(([items, count]) => document.querySelectorAll(items).length === count, [items, count]);
  }
  return times.sort((a, b) => a - b);
}

const inPlace = await measure("change");
const anew = await measure("render");
const slotEdits = await measureSlotEdits();
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
console.log("");
console.log(`${SLOT_ROUTE} default slot, ${CHANGES} items added one at a time`);
console.log("| Slot edit | median ms | p95 ms | max ms |");
console.log("| --- | --- | --- | --- |");
console.log(row("Add to the new item rendered in the preview", slotEdits));
