// Previews offline, the page's side: a preview to start offline gets its document from
// the worker's cache, made to run there (previewDocument.ts), and this page answers the
// preview's requests for the site's files, from the cache too. The page's requests go
// through the worker, which answers them from its caches when the network is not there.
import type { SiteData } from "../data/types";
import { dataUrl, filesOf, offlineDocument } from "./previewDocument";

/** A preview's own request for a file of the site (src/preview/offlineBootstrap.js). */
type FileRequest = { id: number; url: string };

/** Offline documents by preview address: a page's samples share their files and the playground runs one document many times. */
const documents = new Map<string, Promise<string | null>>();

/**
 * Where to load the preview at `src` (its document's address and fragment) from as it
 * starts: that address online, else its offline document (null when not kept).
 */
export function previewSource(src: string, site: SiteData): Promise<string | null> {
  return navigator.onLine ? Promise.resolve(src) : offlinePreviewSource(src, site);
}

/**
 * The address to load the preview at `src` (its document's address and fragment) from
 * while offline: a `data:` document with its fragment, or null when the preview's
 * files are not all kept offline (or the site is not built to be read offline).
 */
function offlinePreviewSource(src: string, site: SiteData): Promise<string | null> {
  const loader = site.offline?.previewLoader;
  if (!loader || !("caches" in window)) return Promise.resolve(null);
  const loaderUrl = new URL(site.baseUrl + loader, window.location.href).href;
  answerFileRequests();
  const [address, fragment = ""] = src.split(/#(.*)/s);
  const documentUrl = new URL(address, window.location.href).href;
  let built = documents.get(documentUrl);
  if (!built) {
    built = buildDocument(documentUrl, loaderUrl).catch((error: unknown) => {
      console.warn(`The preview ${documentUrl} cannot start offline.`, error);
      return null;
    });
    // What is not kept yet may be by the next time.
    void built.then((url) => url ?? documents.delete(documentUrl));
    documents.set(documentUrl, built);
  }
  return built.then((url) => url && `${url}#${fragment}`);
}

async function buildDocument(documentUrl: string, loaderUrl: string): Promise<string | null> {
  const html = await keptText(documentUrl);
  if (html === null) return null;
  const { modules, styles } = filesOf(html, documentUrl);
  // A preview whose modules are not all there would start and fail: it waits for the network.
  const available = await Promise.all(modules.map(async (url) => (await kept(url))?.ok === true));
  if (available.includes(false)) return null;
  const styleTexts = new Map<string, string>();
  for (const url of styles) {
    const css = await keptText(url);
    if (css === null) return null;
    styleTexts.set(url, css);
  }
  const loader = await keptText(loaderUrl);
  if (loader === null) return null;
  return dataUrl(await offlineDocument(html, documentUrl, { loader, styles: styleTexts }));
}

/** A file of the site from the worker's caches (or the network, if it is there after all); undefined if neither has it. */
function kept(url: string): Promise<Response | undefined> {
  return fetch(url).catch(() => undefined);
}

async function keptText(url: string): Promise<string | null> {
  const response = await kept(url);
  return response?.ok ? response.text() : null;
}

let answering = false;

/** Answers offline previews' requests for the site's files, once for the page. */
function answerFileRequests(): void {
  if (answering) return;
  answering = true;
  window.addEventListener("message", (event) => {
    const request = (event.data as { offlineFileRequest?: FileRequest } | null)?.offlineFileRequest;
    if (!isFileRequest(request)) return;
    // Only this page's own frames, the previews, are answered.
    const preview = [...document.querySelectorAll("iframe")].find((frame) => frame.contentWindow === event.source)?.contentWindow;
    if (!preview) return;
    void fileFromCache(request.url).then((file) => {
      // A preview's origin is opaque: it cannot be named as the target.
      preview.postMessage({ offlineFile: { id: request.id, ...file } }, "*", [file.body]);
    });
  });
}

function isFileRequest(request: unknown): request is FileRequest {
  const candidate = request as FileRequest | undefined;
  return typeof candidate?.id === "number" && typeof candidate.url === "string";
}

/** A file of the site as kept offline; 404 for any other address, 504 for one not kept. */
async function fileFromCache(url: string): Promise<{ status: number; contentType: string; body: ArrayBuffer }> {
  const notThere = (status: number) => ({ status, contentType: "text/plain", body: new ArrayBuffer(0) });
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return notThere(404);
  }
  if (address.origin !== window.location.origin) return notThere(404);
  const response = await kept(address.href);
  if (!response) return notThere(504);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body: await response.arrayBuffer() };
}
