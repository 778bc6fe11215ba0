// @ts-check
// Runs first in a preview started offline (web/src/offline/previewDocument.ts), before
// es-module-shims, both in one script (bundle/plugins.ts, `offlineLoader`). Such a
// preview cannot reach the site's files: its requests skip the service worker, which
// serves no opaque origin. So every file it needs from the site, its modules (which
// es-module-shims loads through the `fetch` option below) and what its scripts fetch
// (theme data), it asks of the page that embeds it, which has them from the worker's
// cache. It inherits the page's policy, which allows no `fetch` of `blob:` addresses:
// the code the preview makes into one (edited code) is read from the blob it keeps.
(() => {
  const siteOrigin = new URL(document.baseURI).origin;
  const nativeFetch = window.fetch.bind(window);
  /** @type {Map<number, (reply: { status: number, contentType: string, body: ArrayBuffer }) => void>} */
  const waiting = new Map();
  let nextId = 0;

  window.addEventListener("message", (event) => {
    const reply = event.data && event.data.offlineFile;
    if (event.source !== window.parent || event.origin !== siteOrigin || !reply) return;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });

  /** @param {string} url */
  const fromPage = (url) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      window.parent.postMessage({ offlineFileRequest: { id, url } }, siteOrigin);
    }).then((/** @type {{ status: number, contentType: string, body: ArrayBuffer }} */ reply) => {
      const response = new Response(reply.body, { status: reply.status, headers: { "content-type": reply.contentType } });
      // es-module-shims gives a module the address its response has, as `import.meta.url`.
      return Object.defineProperty(response, "url", { value: url });
    });

  /** @param {RequestInfo | URL} input */
  const siteUrl = (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI);
    return url.origin === siteOrigin ? url.href : null;
  };

  /** @type {Map<string, Blob>} */
  const blobs = new Map();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const revokeObjectURL = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  URL.revokeObjectURL = (url) => {
    blobs.delete(url);
    revokeObjectURL(url);
  };

  /** @type {typeof fetch} */
  const offlineFetch = (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const blob = blobs.get(address);
    if (blob) return Promise.resolve(new Response(blob, { headers: { "content-type": blob.type } }));
    const url = siteUrl(input);
    return url === null ? nativeFetch(input, init) : fromPage(url);
  };
  window.fetch = offlineFetch;

  // The page posts its first messages (display settings, the code to run) when the
  // frame's document has loaded, which here is before es-module-shims has run the
  // preview's script and its listener: the first listener gets them when it comes.
  /** @type {MessageEvent[] | null} */
  let early = [];
  window.addEventListener("message", (event) => {
    if (early && event.source === window.parent && !(event.data && event.data.offlineFile)) early.push(event);
  });
  const addEventListener = window.addEventListener.bind(window);
  window.addEventListener = (/** @type {string} */ type, /** @type {any} */ listener, /** @type {any} */ options) => {
    addEventListener(type, listener, options);
    if (type !== "message" || !early || !listener) return;
    const missed = early;
    early = null;
    for (const event of missed) typeof listener === "function" ? listener.call(window, event) : listener.handleEvent(event);
  };
  Object.assign(window, { esmsInitOptions: { shimMode: true, fetch: offlineFetch } });
})();
