// Chromium for the benches: Playwright from the browser tests' install (e2e/),
// launching Debian's Chromium with the flags every Chromium of the project runs with
// (e2e/chromium.json: no background traffic on the closed network).
import fs from "node:fs";
import { createRequire } from "node:module";

const playwright = createRequire(new URL("../e2e/package.json", import.meta.url))("@playwright/test");

/** Playwright's device descriptors, for a phone's emulation. */
export const { devices } = playwright;

/** Launches Chromium as the browser tests do. */
export function launchChromium() {
  return playwright.chromium.launch(JSON.parse(fs.readFileSync(new URL("../e2e/chromium.json", import.meta.url), "utf8")));
}
