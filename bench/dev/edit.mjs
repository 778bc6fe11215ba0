// Edit-to-visible time in Chromium: for each dev server, open a docs page, then edit
// its markdown file EDITS times. Each time, a MutationObserver in the page waits for
// the edit's text to appear in the page; the time is from right before the file is
// written (Node's clock) to the moment the observer saw it (the page's clock; the same
// system clock; after a reload, the first animation frame that shows it). Reports the
// median per server and whether the page reloaded.
//
// Usage: node bench/dev/edit.mjs <name> <page url> <markdown file> [<name> <url> <file>]...
import { readFileSync, writeFileSync } from "node:fs";
import { launchChromium } from "../chromium.mjs";

const EDITS = Number(process.env.EDITS ?? 15);
const PAUSE_MS = 500; // Between edits, so each server is idle when the next one comes.

const servers = [];
for (let i = 2; i + 2 < process.argv.length; i += 3) {
  servers.push({ name: process.argv[i], url: process.argv[i + 1], file: process.argv[i + 2] });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const browser = await launchChromium();
const results = [];
for (const server of servers) {
  const original = readFileSync(server.file, "utf8");
  const page = await browser.newPage();
  try {
    await page.goto(server.url, { waitUntil: "load" });
    await page.waitForSelector("article");
    await page.waitForTimeout(1000);
    await page.evaluate(() => (window.__benchMarker = true));
    const times = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      const text = `Edited for the benchmark, round ${edit} of ${Date.now()}.`;
      await page.evaluate((text) => {
        window.__benchSeen = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector("article")?.textContent.includes(text)) {
              observer.disconnect();
              resolve(Date.now());
            }
          });
          observer.observe(document, { subtree: true, childList: true, characterData: true });
        });
      }, text);
      const written = Date.now();
      writeFileSync(server.file, `${original.trimEnd()}\n\n${text}\n`);
      let seen;
      try {
        seen = await page.evaluate(() => window.__benchSeen);
      } catch {
        // The page reloaded, and its observer with it: wait for the text in the new page.
        await page.waitForFunction((text) => document.querySelector("article")?.textContent.includes(text), text, { polling: "raf" });
        seen = await page.evaluate(() => Date.now());
      }
      times.push(seen - written);
      await page.waitForTimeout(PAUSE_MS);
    }
    const reloaded = !(await page.evaluate(() => window.__benchMarker === true));
    results.push({ name: server.name, median: median(times), times, reloaded });
  } finally {
    writeFileSync(server.file, original);
    await page.close();
  }
}
await browser.close();

for (const { name, median, times, reloaded } of results) {
  console.log(`${name.padEnd(20)} median ${String(median).padStart(4)} ms   (all: ${times.join(" ")})${reloaded ? "   the page reloaded" : ""}`);
}
if (results.length === 2) {
  console.log(`ratio ${results[0].name} / ${results[1].name}: ${(results[0].median / results[1].median).toFixed(2)}`);
}
