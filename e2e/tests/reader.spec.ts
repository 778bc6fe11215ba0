import type { Page } from "@playwright/test";
import { appReady, expect, markWindow, test, windowIsMarked } from "./fixtures";

test("a docs page shows its breadcrumbs, edit link and last update", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["", "Getting Started", "First Steps"]);
  await expect(crumbs.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/webcomponents/v1/");
  await expect(crumbs.getByRole("link", { name: "Getting Started" })).toHaveAttribute("href", "/webcomponents/v1/docs/getting-started/");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("First Steps");

  const edit = page.getByRole("link", { name: "Edit this page" });
  await expect(edit).toHaveAttribute("href", /\/content\/docs\/1-getting-started\/01-first-steps\.md$/);
  await expect(edit).toHaveAttribute("target", "_blank");
  // The build reads the repository's history; the date is that of the file's last commit.
  const updated = page.locator(".last-updated time");
  await expect(updated).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator(".last-updated")).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await crumbs.getByRole("link", { name: "Getting Started" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Getting Started" })).toBeVisible();
});

test("reference pages have breadcrumbs and previous and next pages in sidebar order", async ({ page }) => {
  await page.goto("components/TableColumn/");
  await appReady(page);
  await markWindow(page);
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("listitem")).toHaveText([
    "",
    "Main",
    "Table",
    "TableColumn",
  ]);
  const pages = page.getByRole("navigation", { name: "Docs pages" });
  await expect(pages.getByRole("link", { name: "Previous « Table" })).toHaveAttribute("href", "/webcomponents/v1/components/Table/");
  await pages.getByRole("link", { name: "Next TableRow »" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "TableRow" })).toBeVisible();
  expect(await windowIsMarked(page)).toBe(true);
  await expect(page.getByRole("link", { name: "Edit this page" }), "generated pages have no source to edit").toHaveCount(0);
});

test("a fenced block with {3} highlights its third line", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const block = page.locator(".code-block").filter({ has: page.locator(".code-block-title", { hasText: "package.json (excerpt)" }) });
  const marked = block.locator(".code-line-highlighted");
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('    "@ui5/webcomponents": "^1.24.24"\n');
  const lines = (await block.locator("pre").textContent())!.split("\n");
  expect(lines[2]).toBe('    "@ui5/webcomponents": "^1.24.24"');
  // The mark spans the block's width and has a background of its own.
  const [markWidth, preWidth, background] = await marked.evaluate((element) => [
    element.getBoundingClientRect().width,
    element.closest("pre")!.getBoundingClientRect().width,
    getComputedStyle(element).backgroundColor,
  ]);
  expect(Number(markWidth)).toBeGreaterThanOrEqual(Number(preWidth) - 2);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
});

/** The window's scroll position on each animation frame, for `frames` frames. */
async function scrollTrace(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(
    (count) =>
      new Promise<number[]>((resolve) => {
        const trace: number[] = [];
        const record = () => {
          trace.push(window.scrollY);
          if (trace.length < count) requestAnimationFrame(record);
          else resolve(trace);
        };
        requestAnimationFrame(record);
      }),
    frames,
  );
}

/** Scrolls the window to `y` and waits until the page has had its scroll event (one per frame, for the last position). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (y) => new Promise((resolve) => (window.scrollTo(0, y), requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    y,
  );
}

test("back to top appears on a long page as the reader scrolls back up, not down, and scrolls up with the 0.85 easing", async ({
  page,
}) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  const button = page.getByRole("button", { name: "Scroll back to top" });
  await expect(button).toBeHidden();
  await scrollTo(page, 3000);
  await expect(button).toBeHidden();
  await scrollTo(page, 2900);
  await expect(button).toBeVisible();
  const start = await page.evaluate(() => window.scrollY);
  const tracing = scrollTrace(page, 90);
  await button.click();
  const trace = (await tracing).filter((y, i, all) => y < start && y !== all[i - 1]);
  expect(trace.length, `it moves over several frames: ${trace.join(", ")}`).toBeGreaterThan(10);
  // Each frame leaves 85% of the way to go (a frame the page skips shows as 0.85²).
  const ratios = trace
    .slice(1)
    .filter((y) => y > 100)
    .map((y, i) => y / trace[i]);
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  expect(median, `ratios ${ratios.map((r) => r.toFixed(3)).join(", ")}`).toBeCloseTo(0.85, 2);
  for (const ratio of ratios) expect(ratio).toBeGreaterThan(0.7);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  await expect(page.locator("#main-content"), "keyboard focus continues from the content").toBeFocused();
});

test("back to top covers none of a sample's dialog on a phone, and comes back once the sample is scrolled away", async ({ page }) => {
  // A phone: the dialog spans the preview, its footer buttons in the corner back to top takes.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("components/Dialog/");
  await appReady(page);
  const frame = page.frameLocator(".sample-preview iframe").first();
  await frame.getByRole("button", { name: "Edit contact" }).click();
  const footer = [frame.locator("#save"), frame.locator("#cancel")];
  await expect(footer[1]).toBeVisible();
  // The dialog's footer to the bottom of the window, where back to top is.
  const cancel = (await footer[1].boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), cancel.y + cancel.height - (page.viewportSize()!.height - 30));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  for (const button of footer) {
    const box = (await button.boundingBox())!;
    // The centre and the corners of the button, a pixel inside.
    const points = [0.5, 1, box.width - 1].flatMap((dx) =>
      [0.5, 1, box.height - 1].map((dy) => [box.x + (dx === 0.5 ? box.width / 2 : dx), box.y + (dy === 0.5 ? box.height / 2 : dy)]),
    );
    const hits = () => page.evaluate((all) => all.map(([x, y]) => document.elementFromPoint(x, y)?.tagName), points);
    // Once back to top has faded out, if it was showing.
    await expect.poll(hits, "what the reader sees at each point: the preview").toEqual(points.map(() => "IFRAME"));
  }
  // Focus still in the preview, but the preview no longer under it: the reader scrolls on, then back up a little.
  const preview = (await page.locator(".sample-preview iframe").first().boundingBox())!;
  const y = await page.evaluate(() => window.scrollY);
  await scrollTo(page, y + preview.y + preview.height + 200);
  await scrollTo(page, y + preview.y + preview.height + 100);
  await expect(page.getByRole("button", { name: "Scroll back to top" })).toBeVisible();
});

test.describe("for a reader who prefers reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("back to top and in-page links jump without animation", async ({ page }) => {
    await page.goto("docs/getting-started/first-steps/");
    await appReady(page);
    await scrollTo(page, 3000);
    await scrollTo(page, 2900);
    await page.getByRole("button", { name: "Scroll back to top" }).click();
    expect(await page.evaluate(() => window.scrollY), "there at once").toBe(0);

    const tracing = scrollTrace(page, 3);
    await page.locator("nav.toc").getByRole("link", { name: "Common problems" }).click();
    const trace = await tracing;
    expect(new Set(trace.filter((y) => y > 0)).size, `one jump: ${trace.join(", ")}`).toBeLessThanOrEqual(1);
    await expect(page.locator("#common-problems")).toBeInViewport();
  });
});

test("in-page links scroll smoothly to their heading and stay on the page", async ({ page }) => {
  await page.goto("docs/getting-started/first-steps/");
  await appReady(page);
  await markWindow(page);
  const tracing = scrollTrace(page, 90);
  await page.locator("nav.toc").getByRole("link", { name: "Common problems" }).click();
  const trace = (await tracing).filter((y, i, all) => y > 0 && y !== all[i - 1]);
  expect(trace.length, `several steps: ${trace.join(", ")}`).toBeGreaterThan(5);
  await expect(page).toHaveURL(/first-steps\/#common-problems$/);
  await expect(page.locator("#common-problems")).toBeInViewport();
  await expect.poll(() => page.locator("#common-problems").evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);

  // A heading's own anchor link stays on the page too.
  await page.locator("#what-you-need").hover();
  await page.locator("#what-you-need .hash-link").click();
  await expect(page).toHaveURL(/first-steps\/#what-you-need$/);
  await expect(page.getByRole("heading", { level: 1, name: "First Steps" })).toBeAttached();
  await expect(page.locator("#what-you-need")).toBeInViewport();
  expect(await windowIsMarked(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/#common-problems$/);
});

test("printing gives the article without the site's chrome", async ({ page }) => {
  await page.goto("components/Button/");
  await appReady(page);
  await expect(page.locator(".sample-toolbar").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  for (const chrome of [
    ".navbar",
    ".doc-sidebar-container",
    ".doc-page-toc",
    ".footer",
    ".breadcrumbs",
    ".pagination-nav",
    ".announcement-bar",
    ".sample-toolbar",
    ".copy-button",
  ]) {
    await expect(page.locator(chrome).first(), chrome).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Button" })).toBeVisible();
  await expect(page.locator(".sample-preview iframe").first(), "the live sample prints").toBeVisible();
  const wraps = await page
    .locator(".code-block pre")
    .first()
    .evaluate((pre) => getComputedStyle(pre).whiteSpace);
  expect(wraps).toBe("pre-wrap");
  const pdf = await page.pdf();
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});

test("link previews and installed apps get the site's card, name and icons", async ({ page, request }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    "https://ui5.github.io/webcomponents/v1/img/social-card.jpg",
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "FAQ | UI5 Web Components");
  const card = await request.get("img/social-card.jpg");
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const response = await request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "UI5 Web Components", start_url: "/webcomponents/v1/", scope: "/webcomponents/v1/" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});
