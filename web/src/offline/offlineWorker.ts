// The app's side of the service worker: registers it once a reader is at the page, has
// it cache what the first page loaded, and tells the app when a new build waits.
import { useSyncExternalStore } from "react";
import { Workbox } from "workbox-window";
import { whenReaderActs } from "../app/readerActs";
import type { SiteData } from "../data/types";
import type { LoadedFilesMessage } from "../preview/loadedFiles";
import type { CacheUrlsMessage } from "./caches";

/** How long Reload waits for the new build's worker to take over before reloading anyway. */
const RELOAD_ANYWAY_MS = 3000;

/** Activates the waiting build and reloads into it; null while there is none. */
let applyUpdate: (() => void) | null = null;
const updateListeners = new Set<() => void>();

function setApplyUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of updateListeners) listener();
}

/** The action that reloads into a new build of the site, once one waits. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      updateListeners.add(listener);
      return () => updateListeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}

/** Whether this build of the site can be read offline in this browser. */
export function offlineSupported(site: SiteData): boolean {
  return site.offline !== undefined && "serviceWorker" in navigator && "caches" in window;
}

/** How long the worker's registration waits, at the least, once its moment has come. */
const REGISTER_DELAY_MS = 5000;

/**
 * Registers the site's service worker once the page has settled. The first
 * registration in a browser precaches the app's shell (several hundred KB compressed)
 * and caches what the page loaded: it waits for a reader at the page, since a page
 * view nobody reads (a crawler, an audit) does not need it, and it would compete with
 * the page's own work (its samples start after the load event) on a phone's few
 * cores. A worker already in control costs one small request to check for a new
 * build, so it is registered once the page has loaded, and a reader who only reads
 * still hears of a new build. (workbox-window is 2 KB compressed: bundled with the
 * app rather than one more request.) Returns a function that stops waiting.
 */
export function startOfflineWorker(site: SiteData): () => void {
  if (!offlineSupported(site)) return () => {};
  keepPreviewFiles(site.baseUrl);
  const register = () => void registerWorker(site.baseUrl + site.offline!.worker, site.baseUrl);
  const registerWhenSettled = () => {
    window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: REGISTER_DELAY_MS });
      else register();
    }, REGISTER_DELAY_MS);
  };
  if (!navigator.serviceWorker.controller) return whenReaderActs(registerWhenSettled);
  if (document.readyState === "complete") {
    registerWhenSettled();
    return () => {};
  }
  window.addEventListener("load", registerWhenSettled, { once: true });
  return () => window.removeEventListener("load", registerWhenSettled);
}

async function registerWorker(url: string, scope: string): Promise<void> {
  try {
    const workbox = new Workbox(url, { scope });
    workbox.addEventListener("waiting", (event) => {
      const waiting = event.sw;
      if (!waiting) return;
      setApplyUpdate(() => {
        // The new worker takes over once this page asks; it does not claim open pages
        // of the old build, so this one reloads into the new build. Its activation waits
        // for the old worker's requests in flight (this page's own, still loading): past
        // RELOAD_ANYWAY_MS the page reloads all the same, and the old worker then serves
        // it the new build from the network, all of it (see worker.ts).
        const reload = () => window.location.reload();
        waiting.addEventListener("statechange", () => {
          if (waiting.state === "activated") reload();
        });
        window.setTimeout(reload, RELOAD_ANYWAY_MS);
        workbox.messageSkipWaiting();
      });
    });
    // The first worker takes over the open page: it caches what the page loaded before.
    workbox.addEventListener("controlling", (event) => {
      if (!event.isUpdate) cacheLoadedFiles(scope);
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void workbox.update().catch(() => {});
    });
    await workbox.register();
  } catch (error) {
    // No worker (a private window, storage off): the site works online as before.
    console.warn("The service worker could not be registered; the site will not work offline.", error);
  }
}

function cacheLoadedFiles(scope: string): void {
  const loaded = [window.location.href.split("#")[0], ...performance.getEntriesByType("resource").map((entry) => entry.name)];
  cacheInScope(scope, [...loaded, ...previewFilesWaiting.splice(0)]);
}

function cacheInScope(scope: string, urls: string[]): void {
  const inScope = new URL(scope, window.location.href).href;
  // A frame's address is among the page's resources, with its fragment.
  const files = new Set(urls.filter((url) => url.startsWith(inScope)).map((url) => url.split("#")[0]));
  const message: CacheUrlsMessage = { type: "CACHE_URLS", urls: [...files] };
  navigator.serviceWorker.controller?.postMessage(message);
}

/** The files previews reported, each once: a preview runs the reader's code, which could name any file. */
const previewFiles = new Set<string>();
/** Those reported before the worker controlled the page, to be kept once it does. */
const previewFilesWaiting: string[] = [];
/** The most files the previews of one visit have kept. */
const MAX_PREVIEW_FILES = 5000;

/**
 * Has the worker keep the files the page's previews load (web/src/preview/loadedFiles.ts),
 * which it cannot see itself, so that they start offline too (offlinePreviews.ts).
 */
function keepPreviewFiles(scope: string): void {
  window.addEventListener("message", (event) => {
    const files = (event.data as Partial<LoadedFilesMessage> | null)?.previewFiles;
    if (!Array.isArray(files) || !files.every((file) => typeof file === "string")) return;
    if (![...document.querySelectorAll("iframe")].some((frame) => frame.contentWindow === event.source)) return;
    const urls = files.filter((url) => !previewFiles.has(url)).slice(0, MAX_PREVIEW_FILES - previewFiles.size);
    for (const url of urls) previewFiles.add(url);
    if (navigator.serviceWorker.controller) cacheInScope(scope, urls);
    else previewFilesWaiting.push(...urls);
  });
}
