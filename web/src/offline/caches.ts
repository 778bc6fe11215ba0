// What the service worker and the app share about the caches: the names and the
// messages. The app reads the caches (the offline page, "Make available offline");
// the worker fills them.

/** The pages the reader has visited or saved, and every file they loaded: one build's. */
export const VISITED_CACHE = "site-visited";

/** Asks the worker to cache files the page loaded before the worker controlled it. */
export type CacheUrlsMessage = { type: "CACHE_URLS"; urls: string[] };
/** Asks a waiting worker to take over (workbox-window sends this shape). */
export type SkipWaitingMessage = { type: "SKIP_WAITING" };
