import { describe, expect, it } from "vitest";
import { dataUrl, filesOf, offlineDocument } from "./previewDocument";

const URL_OF_PREVIEW = "https://site.example/base/samples/main/Button/Basic/index.html";
const PREVIEW = `<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'">
<script type="importmap">{"imports":{"@ui5/webcomponents/":"/base/local-cdn/bundles/1/@ui5/webcomponents/"}}</script>
<link rel="stylesheet" href="main.css">
<link rel="modulepreload" href="/base/local-cdn/bundles/1/chunks/framework.js">
<script type="module" src="/base/local-cdn/bundles/1/site/preview.js"></script>
</head><body><ui5-button>Save</ui5-button><script type="module" src="main.js"></script></body></html>`;

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

describe("a preview's document made to run offline", () => {
  it("names the modules and style sheets the document loads", () => {
    expect(filesOf(PREVIEW, URL_OF_PREVIEW)).toEqual({
      modules: [
        "https://site.example/base/local-cdn/bundles/1/chunks/framework.js",
        "https://site.example/base/local-cdn/bundles/1/site/preview.js",
        "https://site.example/base/samples/main/Button/Basic/main.js",
      ],
      styles: ["https://site.example/base/samples/main/Button/Basic/main.css"],
    });
  });

  it("hands the scripts to es-module-shims, inlines the styles and allows only its own scripts", async () => {
    const styles = new Map([["https://site.example/base/samples/main/Button/Basic/main.css", ".row { gap: 1rem }"]]);
    const html = await offlineDocument(PREVIEW, URL_OF_PREVIEW, { loader: "window.loader = 1;\r\n", styles });
    const document = new DOMParser().parseFromString(html, "text/html");
    const head = [...document.head.children].map((element) => element.outerHTML);
    expect(head.slice(0, 4)).toEqual([
      '<meta charset="utf-8">',
      expect.stringMatching(/^<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src /),
      `<base href="${URL_OF_PREVIEW}">`,
      "<script>window.loader = 1;\n</script>",
    ]);
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute("content")!;
    expect(policy).toContain(`script-src 'sha256-${await sha256("window.loader = 1;\n")}' blob:;`);
    expect(policy).toContain("default-src 'none'");
    expect(document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
    expect(document.querySelector('script[type="importmap-shim"]')?.textContent).toContain("@ui5/webcomponents/");
    expect([...document.querySelectorAll('script[type="module-shim"]')].map((script) => script.getAttribute("src"))).toEqual([
      "/base/local-cdn/bundles/1/site/preview.js",
      "main.js",
    ]);
    expect(document.querySelectorAll('script[type="module"], script[type="importmap"], link')).toHaveLength(0);
    expect(document.querySelector("style")?.textContent).toBe(".row { gap: 1rem }");
    expect(document.body.querySelector("ui5-button")?.textContent).toBe("Save");
    expect(decodeURIComponent(dataUrl(html).slice("data:text/html;charset=utf-8,".length))).toBe(html);
  });

  it("fails when a style sheet is not available", async () => {
    await expect(offlineDocument(PREVIEW, URL_OF_PREVIEW, { loader: "", styles: new Map() })).rejects.toThrow(
      /main\.css is not available offline/,
    );
  });
});
