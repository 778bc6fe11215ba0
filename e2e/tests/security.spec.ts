import type { Page, Response } from "@playwright/test";
import { appReady, buttonSampleFrame, expect, test } from "./fixtures";

// The site's security boundary as a browser meets it: the Content-Security-Policy on
// every kind of page (the fixture fails a test on any violation, in any frame), the
// headers that go with it, and sample previews that obey only the site.

const PREVIEW = "samples/main/Button/Basic/";

/** An address of the site, as another origin would write it. */
function siteUrl(path: string): string {
  return new URL(path, test.info().project.use.baseURL).href;
}

async function documentResponse(page: Page, route: string): Promise<Response> {
  const response = await page.goto(route);
  expect(response, route).not.toBeNull();
  return response!;
}

test("the violation check catches what the policy blocks", async ({ page, problems }) => {
  await page.goto("docs/FAQ/");
  await appReady(page);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  problems.expectErrors(/Content Security Policy|script-src-elem: inline/);
  await expect.poll(() => problems.cspViolations.length).toBeGreaterThan(0);
  // Reported once per policy: the header's and the document's <meta> element's.
  expect(problems.cspViolations).toEqual(problems.cspViolations.map(() => expect.stringMatching(/^script-src-elem: inline/)));
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});

test("home, doc, enum and not-found pages run under the page policy", async ({ page, problems }) => {
  problems.expectErrors(/status of 404 \(Not Found\)/);
  for (const route of ["", "docs/FAQ/", "components/enums/ButtonDesign/", "docs/no-such-page/"]) {
    const response = await documentResponse(page, route);
    const policy = response.headers()["content-security-policy"];
    expect(policy, route).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(policy, route).toContain("frame-ancestors 'self'");
    expect(response.headers()["referrer-policy"], route).toBe("strict-origin-when-cross-origin");
    expect(response.headers()["access-control-allow-origin"], `${route} is not shared with other origins`).toBeUndefined();
    await appReady(page);
    // The colour-mode script ran (inline, allowed by its hash).
    await expect(page.locator("html")).toHaveAttribute("data-theme", /light|dark/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("a component page runs its live sample, and Edit runs changed code, under the policies", async ({ page }) => {
  const previewResponse = page.waitForResponse((r) => r.url().includes(PREVIEW) && r.request().resourceType() === "document");
  const response = await documentResponse(page, "components/Button/");
  expect(response.headers()["content-security-policy"]).toContain("frame-src 'self'");
  await appReady(page);
  const previewPolicy = (await previewResponse).headers()["content-security-policy"];
  expect(previewPolicy).toContain("sandbox allow-scripts");
  expect(previewPolicy).toContain("blob:");
  await buttonSampleFrame(page);

  const sample = page.locator(".sample").first();
  await sample.getByRole("button", { name: "Edit" }).click();
  await sample.getByRole("tab", { name: "JS" }).click();
  await sample.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(
    'import "@ui5/webcomponents/dist/Button.js"; document.body.insertAdjacentHTML("beforeend", "<p id=ran style=color:red>ran</p>");',
  );
  const frame = page.frameLocator(".sample-preview iframe").first();
  await expect(frame.locator("#ran")).toHaveText("ran");
});

test("only what previews fetch is shared with other origins", async ({ request }) => {
  const home = await request.get("");
  const preview = await (await request.get(PREVIEW)).text();
  const script = preview.match(/src="([^"]*\/site\/preview\.js)"/)![1];
  for (const fetched of [script, `${PREVIEW}main.js`, "local-cdn/@ui5/webcomponents/dist/Button.js"]) {
    const response = await request.get(fetched);
    expect(response.status(), fetched).toBe(200);
    expect(response.headers()["access-control-allow-origin"], fetched).toBe("*");
  }
  for (const document of ["", PREVIEW, "docs/FAQ/", "data/site.json"]) {
    expect((await request.get(document)).headers()["access-control-allow-origin"], document).toBeUndefined();
  }
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
});

test("another site cannot frame a preview", async ({ page, problems, hostilePage }) => {
  problems.expectErrors(/frame-ancestors|Refused to (display|frame)|ERR_BLOCKED_BY_RESPONSE/);
  // The page's load event waits for its frame to load or fail.
  await page.goto(await hostilePage(PREVIEW));
  const framed = page.frames().find((f) => f !== page.mainFrame())!;
  // The browser shows its own error page instead: the sample never runs.
  const sampleShown = await framed.evaluate(() => document.querySelector("ui5-button") !== null).catch(() => false);
  expect(sampleShown).toBe(false);
  expect(problems.consoleErrors.join("\n")).toContain("frame-ancestors");
});

test("a preview ignores code posted by a page of another origin, even where no header forbids framing", async ({ page, hostilePage }) => {
  // A static host that sends no headers (GitHub Pages): the preview can be framed.
  await page.route(siteUrl(PREVIEW), async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  await page.goto(await hostilePage(PREVIEW));
  const framed = await buttonSampleFrame(page);
  await page.evaluate(() => {
    const code = { html: '<p id="pwned">pwned</p>', js: "", css: "" };
    document.querySelector("iframe")!.contentWindow!.postMessage({ code }, "*");
  });
  // What the preview does with a message it accepts takes milliseconds.
  await page.waitForTimeout(1000);
  expect(await framed.evaluate(() => document.getElementById("pwned"))).toBeNull();
  expect(await framed.evaluate(() => document.querySelector("ui5-button") !== null)).toBe(true);
});
