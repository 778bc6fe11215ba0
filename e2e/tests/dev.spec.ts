import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { appReady, expect, markWindow, test, windowIsMarked } from "./fixtures";

// `site dev` on a copy of the content, on a port of its own beside the built site's.
const repository = resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4173) + 1000;
const devBase = `http://127.0.0.1:${port}/webcomponents/v1/`;

let project: string;
let dev: ChildProcess;
let output = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: devBase });

test.beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "site-dev-"));
  cpSync(join(repository, "content"), join(project, "content"), { recursive: true });
  mkdirSync(join(project, "web"));
  symlinkSync(join(repository, "web/node_modules"), join(project, "web/node_modules"));
  const args = ["dev", "--root", project, "--web-dist", join(repository, "web/dist"), "--port", String(port)];
  dev = spawn(join(repository, "target/release/site"), args, { stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  await expect
    .poll(async () => (await fetch(devBase).catch(() => null))?.status, { timeout: 60_000, message: `site dev did not start:\n${output}` })
    .toBe(200);
});

test.afterAll(() => {
  dev?.kill();
  if (project) rmSync(project, { recursive: true, force: true });
});

const FAQ = () => join(project, "content/docs/FAQ.md");

test("an edit to a page's text shows in the open tab in place: no reload, the reader keeps their place", async ({ page }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  appendFileSync(FAQ(), "\nThis paragraph was added while the page was open.\n");
  await expect(page.locator("article.markdown")).toContainText("This paragraph was added while the page was open.");
  expect(await windowIsMarked(page), "the page was updated without a reload").toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The log line follows the tab's update (the page's document is written after it).
  await expect.poll(() => output).toMatch(/Updated \/docs\/FAQ\/ in \d+ ms/);

  // A link that breaks the build leaves the page as it was and names the file and line.
  const lines = readFileSync(FAQ(), "utf8").split("\n").length;
  appendFileSync(FAQ(), "See [the missing page](/docs/no-such-page/).\n");
  await expect.poll(() => output).toContain(`content/docs/FAQ.md:${lines}: broken link \`/docs/no-such-page/\``);
  await expect(page.locator("article.markdown")).not.toContainText("See the missing page");
  expect(await windowIsMarked(page)).toBe(true);
});

test("an edit that changes a page's title, which the sidebar shows, rebuilds the site and reloads the tab", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("docs/FAQ/");
  await appReady(page);
  await markWindow(page);
  const text = readFileSync(FAQ(), "utf8").replace(/\nSee \[the missing page\].*\n/, "\n");
  writeFileSync(FAQ(), text.replace("sidebar_label: FAQ\n", "sidebar_label: Questions\n"));
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  // A whole rebuild: it may take as long as starting did on a busy machine.
  await expect(sidebar.getByRole("link", { name: "Questions", exact: true })).toBeVisible({ timeout: 60_000 });
  await appReady(page);
  expect(await windowIsMarked(page), "the page was reloaded").toBe(false);
});
