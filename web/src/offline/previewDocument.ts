// A preview's document made to run offline. Previews run in sandboxed frames with an
// opaque origin, whose requests no service worker sees: offline, a preview loaded from
// its address fails. Its document, kept in the worker's cache, is instead given to the
// frame as a `data:` document, where es-module-shims runs the scripts, and every file
// they load comes from the page (src/preview/offlineBootstrap.js), which has it from
// the cache. A `data:` document inherits the policy of the page that loads it: the
// site's pages allow the loader by its hash, and the `blob:` modules es-module-shims
// makes (crates/headers/src/policy.rs).

/** What an offline preview document needs besides the preview's own document. */
export interface OfflineParts {
  /** The offline loader (`site/offline-loader.js` of the packages bundle), as text. */
  loader: string;
  /** The text of each style sheet the document links, by its absolute address. */
  styles: ReadonlyMap<string, string>;
}

/** The addresses of what a preview document loads: its module scripts, the modules they preload and its style sheets. */
export function filesOf(html: string, documentUrl: string): { modules: string[]; styles: string[] } {
  const document = new DOMParser().parseFromString(html, "text/html");
  const address = (value: string | null) => new URL(value ?? "", documentUrl).href;
  return {
    modules: [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map((element) =>
      address(element.getAttribute(element.localName === "link" ? "href" : "src")),
    ),
    styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map((element) => address(element.getAttribute("href"))),
  };
}

/**
 * The preview document at `documentUrl` (its text `html`), as a document that runs
 * offline: its import map and module scripts handed to es-module-shims, its style
 * sheets inline, and a policy of its own, on top of the inherited one, that allows
 * the loader and the modules es-module-shims makes (as `blob:` URLs) only.
 */
export async function offlineDocument(html: string, documentUrl: string, parts: OfflineParts): Promise<string> {
  const document = new DOMParser().parseFromString(html, "text/html");
  document
    .querySelectorAll('meta[http-equiv="Content-Security-Policy" i], link[rel="modulepreload"]')
    .forEach((element) => element.remove());
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
    const href = new URL(link.getAttribute("href") ?? "", documentUrl).href;
    const css = parts.styles.get(href);
    if (css === undefined) throw new Error(`${documentUrl}: the style sheet ${href} is not available offline`);
    const style = document.createElement("style");
    style.textContent = css;
    link.replaceWith(style);
  }
  document.querySelectorAll('script[type="importmap"]').forEach((script) => script.setAttribute("type", "importmap-shim"));
  document.querySelectorAll('script[type="module"]').forEach((script) => script.setAttribute("type", "module-shim"));

  const origin = new URL(documentUrl).origin;
  const base = document.createElement("base");
  base.href = documentUrl;
  const loader = document.createElement("script");
  // As the frame's parser will read it, so that its hash is the one the policy allows.
  loader.textContent = parts.loader.replace(/\r\n?/g, "\n");
  const inline = [loader, ...document.querySelectorAll("script:not([src]):not([type])")];
  const hashes = await Promise.all(inline.map((script) => sha256(script.textContent ?? "")));
  const policy = document.createElement("meta");
  policy.httpEquiv = "Content-Security-Policy";
  policy.content = [
    "default-src 'none'",
    `script-src ${hashes.map((hash) => `'sha256-${hash}'`).join(" ")} blob:`,
    "style-src 'unsafe-inline'",
    // Images and fonts of the site load only when the network is back.
    `img-src ${origin} data: blob:`,
    `font-src ${origin} data:`,
    "connect-src blob:",
    `base-uri ${origin}`,
    "form-action 'none'",
  ].join("; ");
  const charset = document.head.querySelector("meta[charset]");
  const first = [policy, base, loader];
  if (charset) charset.after(...first);
  else document.head.prepend(...first);
  return `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;
}

/** A document as a `data:` address, which a frame loads without the network. */
export function dataUrl(html: string): string {
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}
