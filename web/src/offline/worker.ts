/// <reference lib="webworker" />
// The site's service worker. The engine writes it to `sw.js` with the list of files to
// precache (the app shell, the site data, the search files) in place of
// `self.__WB_MANIFEST`, and the shell's addresses in place of `self.__SITE_SHELL`
// (crates/offline/src/lib.rs). Everything else it caches as the reader visits.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheOnly, NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkerShell } from "../data/pageData";
import { VISITED_CACHE, type CacheUrlsMessage, type SkipWaitingMessage } from "./caches";
import { isOfThisBuild, routeOfPageData, settle } from "./visited";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
  __SITE_SHELL: WorkerShell;
};

const shell = self.__SITE_SHELL;
/** Pages the network served from a newer build (a deploy since this worker installed): they get nothing of this build. */
const newerBuildPages = new Set<string>();
/** Whether this worker is the first of the site in this browser (no page runs an older build). */
let isFirstWorker = false;

self.addEventListener("install", () => {
  isFirstWorker = !self.registration.active;
  // The first worker takes over at once; a new build waits until the reader reloads.
  if (isFirstWorker) void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(isFirstWorker ? self.clients.claim() : refreshVisited());
});

self.addEventListener("message", (event) => {
  const message = event.data as CacheUrlsMessage | SkipWaitingMessage | undefined;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  if (message?.type === "CACHE_URLS") event.waitUntil(cacheVisited(message.urls));
});

// First, so that a page of a newer build loads nothing of this one.
registerRoute(({ event }) => newerBuildPages.has((event as FetchEvent).clientId), new NetworkOnly());

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    try {
      const response = await fetch(request);
      const isDocument = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      // Online, the network has the newest build: once one waits, or when the document
      // says so (and then the browser is told to look for its worker).
      const otherBuild = response.ok && isDocument && !isOfThisBuild(await response.clone().text(), shell.appEntry);
      if (otherBuild) void self.registration.update();
      if (otherBuild || self.registration.waiting !== null) {
        newerBuildPages.add(fetchEvent.resultingClientId);
      } else if (response.ok) {
        fetchEvent.waitUntil(putVisited(request, response.clone()));
      }
      return response;
    } catch {
      // Offline: the page as visited, else the app shell, which shows what is available.
      const cached = (await matchVisited(request)) ?? (await matchPrecache(shell.document));
      return cached ?? Response.error();
    }
  },
);

// Once a newer build waits, the network has its page data, which this build's app must
// not show: a page not kept fails to load, and the app then loads it in full, from the
// newer build.
const scopePath = new URL(self.registration.scope).pathname;
registerRoute(
  ({ url }) => url.origin === self.location.origin && self.registration.waiting !== null && routeOfPageData(url.href, scopePath) !== null,
  new CacheOnly({ cacheName: VISITED_CACHE }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === "GET",
  new NetworkFirst({ cacheName: VISITED_CACHE }),
);

async function matchVisited(request: Request | string): Promise<Response | undefined> {
  try {
    return await (await caches.open(VISITED_CACHE)).match(request);
  } catch (error) {
    console.warn("The offline cache could not be read.", error);
    return undefined;
  }
}

async function putVisited(request: Request | string, response: Response): Promise<void> {
  try {
    await (await caches.open(VISITED_CACHE)).put(request, response);
  } catch (error) {
    // Storage full or unavailable: the page works, it just will not be there offline.
    console.warn(`${typeof request === "string" ? request : request.url} could not be cached for offline reading.`, error);
  }
}

/** The files a page loaded before this worker controlled it, or that its previews loaded (which no worker sees). */
async function cacheVisited(urls: string[]): Promise<void> {
  await settle(urls, async (url) => {
    if ((await matchPrecache(url)) || (await matchVisited(url))) return;
    const response = await fetch(url);
    if (response.ok) await putVisited(url, response);
  });
}

/**
 * The visited pages and files are the previous build's: each is fetched again from
 * this build, or dropped, before this worker answers any request, so that no page
 * mixes two builds.
 */
async function refreshVisited(): Promise<void> {
  let cache: Cache;
  try {
    cache = await caches.open(VISITED_CACHE);
  } catch (error) {
    console.warn("The offline cache could not be opened.", error);
    return;
  }
  const requests = await cache.keys();
  await settle(requests, async (request) => {
    const response = await fetch(request.url, { cache: "no-cache" }).catch(() => undefined);
    if (response?.ok) await putVisited(request, response);
    else await cache.delete(request);
  });
}
