import fs from "node:fs";
import { defineConfig } from "@playwright/test";

/** Debian's Chromium and the flags every browser of the project runs with (benches too). */
const chromium = JSON.parse(fs.readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}/webcomponents/v1/`;

// The browser tests run in Debian's Chromium against the built site, served by the
// engine's own server.
export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromium,
    // The site's service worker would answer requests that tests stop or delay with
    // page.route; offline.spec.ts allows it, to test it.
    serviceWorkers: "block",
  },
  webServer: {
    command: `../target/release/site serve --dir ../build --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
