// "Make available offline": every page's files, saved into the worker's cache of
// visited pages, where the worker finds them when the network is not there.
import type { OfflinePages } from "../data/pageData";
import { VISITED_CACHE } from "./caches";
import { routeOfPageData, settle } from "./visited";

/** How many bytes saving every page takes: pages share files (their previews' modules), counted once. */
export function totalSize(list: OfflinePages): number {
  const sizes = new Map(list.pages.flatMap((page) => page.files.map((file) => [file.url, file.size] as const)));
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

/** A size for readers: "840 KB", "12.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * Saves every page (all its files, or none counted), a few at a time; `onPage` hears
 * of each page done. Gives how many pages were saved. Throws if the cache cannot be
 * opened at all; a page that fails (the network, a full disk) is left out.
 */
export async function savePages(list: OfflinePages, onPage: () => void): Promise<number> {
  const cache = await caches.open(VISITED_CACHE);
  // A file several pages share is fetched once.
  const saving = new Map<string, Promise<void>>();
  const save = async (url: string) => {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    await cache.put(url, response);
  };
  return settle(
    list.pages,
    async (page) => {
      for (const file of page.files) {
        let saved = saving.get(file.url);
        if (!saved) {
          saved = save(file.url);
          saving.set(file.url, saved);
        }
        await saved;
      }
    },
    onPage,
  );
}

/** A page the reader can open offline. */
export type AvailablePage = { route: string; title: string };

/** The pages whose data is in the cache, by title; none when the cache cannot be read. */
export async function availablePages(base: string): Promise<AvailablePage[]> {
  try {
    const cache = await caches.open(VISITED_CACHE);
    const pages: AvailablePage[] = [];
    for (const request of await cache.keys()) {
      const route = routeOfPageData(request.url, base);
      const response = route === null ? undefined : await cache.match(request);
      if (route === null || !response) continue;
      const data = (await response.json()) as { title?: string };
      pages.push({ route, title: data.title || route });
    }
    return pages.sort((a, b) => a.title.localeCompare(b.title));
  } catch (error) {
    console.warn("The pages saved for offline reading could not be listed.", error);
    return [];
  }
}
