import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { test as base, expect, type Frame, type Page } from "@playwright/test";

/** What a test saw go wrong in the browser. */
export interface Problems {
  consoleErrors: string[];
  outsideRequests: string[];
  /** What the Content-Security-Policy blocked, in any frame: `directive: what (where)`. */
  cspViolations: string[];
  /** Errors (and violations) a test causes on purpose; they are not reported. */
  expectErrors(pattern: RegExp): void;
}

/**
 * Every test fails on console errors, on anything the Content-Security-Policy blocks
 * in any frame, or on a request that leaves 127.0.0.1 (the site, its samples
 * included, must be self-contained), unless it expects them.
 */
export const test = base.extend<{ problems: Problems; hostilePage: (framed: string) => Promise<string> }>({
  problems: [
    async ({ page, context }, use) => {
      const expected: RegExp[] = [];
      const problems: Problems = {
        consoleErrors: [],
        outsideRequests: [],
        cspViolations: [],
        expectErrors: (pattern) => expected.push(pattern),
      };
      await context.exposeBinding("__reportCspViolation", (_source, violation: string) => problems.cspViolations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
          report(
            `${event.effectiveDirective}: ${event.blockedURI || "inline"} (${event.sourceFile || event.documentURI}:${event.lineNumber})`,
          );
        });
      });
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") problems.outsideRequests.push(request.url());
      });
      page.on("console", (message) => {
        if (message.type() === "error") problems.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => problems.consoleErrors.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems.outsideRequests, "requests outside the site").toEqual([]);
      const unexpected = (list: string[]) => list.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected(problems.consoleErrors), "console errors").toEqual([]);
      expect(unexpected(problems.cspViolations), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],

  /**
   * A page of another origin that frames a page of the site (`framed`, a path under
   * the base): served on the loopback interface like the site, on a port the system
   * picks, so that the browser treats the two alike but for their origins. (A page
   * the test fulfils itself counts as public, and the browser blocks its frames to
   * loopback addresses for that alone.) Gives the hostile page's address.
   */
  hostilePage: async ({ baseURL }, use) => {
    const servers: Server[] = [];
    await use(async (framed) => {
      const html = `<!DOCTYPE html><title>Hostile</title><iframe src="${new URL(framed, baseURL).href}"></iframe>`;
      const server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(html));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  },
});

export { expect };

/** Marks the window so a test can tell a client-side navigation from a reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true);
}

/** Waits until the app has taken over the prerendered document. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator("html[data-has-hydrated]")).toBeAttached();
}

/** The navbar's search loads once the reader interacts with the page: here, a first move of the mouse. */
export async function readerActs(page: Page): Promise<void> {
  await appReady(page);
  await page.mouse.move(10, 300);
  await page.mouse.move(20, 310);
}

/**
 * The Button page's Basic sample frame, once its button has rendered. The iframe
 * element shows up before its document loads, so the frame is polled for.
 */
export async function buttonSampleFrame(page: Page): Promise<Frame> {
  const isSample = (f: Frame) => f.url().includes("/samples/main/Button/Basic/");
  await expect.poll(() => page.frames().some(isSample)).toBe(true);
  const frame = page.frames().find(isSample)!;
  await expect.poll(() => frame.evaluate(() => document.querySelector("ui5-button")?.shadowRoot != null)).toBe(true);
  return frame;
}

/**
 * Makes requests for `url` wait until the returned function is called, then `delayMs`
 * more: so a page's data is slow for a navigation, and its prefetch (the link may be
 * in view from the start) cannot fetch it sooner.
 */
export async function holdUntilReleased(page: Page, url: string, delayMs: number): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return release;
}

/** The built site the tests run against. */
const BUILD = path.resolve(import.meta.dirname, "../../build");

/** The data the build wrote for a route (`data/<route>index.json`). */
export function builtPageData<T>(route: string): T {
  return JSON.parse(fs.readFileSync(path.join(BUILD, "data", route, "index.json"), "utf8"));
}

/** The route of every component page, in the components sidebar's order (its enums and interfaces left out). */
export function componentRoutes(): string[] {
  const site = JSON.parse(fs.readFileSync(path.join(BUILD, "data/site.json"), "utf8"));
  type Item = { to?: string; items?: Item[] };
  const routes = (items: Item[]): string[] => items.flatMap((item) => [...(item.to ? [item.to] : []), ...routes(item.items ?? [])]);
  return routes(site.sidebars.components).filter((route) => /^components\/(fiori\/)?[A-Z][A-Za-z]+\/$/.test(route));
}

export const GETTING_STARTED = [
  "docs/getting-started/first-steps/",
  "docs/getting-started/importing-components/",
  "docs/getting-started/understanding-components-APIs/",
  "docs/getting-started/using-icons/",
  "docs/getting-started/using-assets/",
  "docs/getting-started/using-features/",
  "docs/getting-started/typescript-support/",
  "docs/getting-started/wrapping-up/",
];
