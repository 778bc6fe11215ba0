// Pure helpers of the offline support, shared by the worker and the app.

/** How many requests run at once when caching many files: enough to fill the line, few enough to leave room for the reader's. */
const CONCURRENCY = 4;

/**
 * Runs `task` on every item, `CONCURRENCY` at a time, to the end whatever fails;
 * gives how many succeeded. `onSettled` hears of each item done.
 */
export async function settle<T>(items: readonly T[], task: (item: T) => Promise<void>, onSettled?: (ok: boolean) => void): Promise<number> {
  let next = 0;
  let succeeded = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      let ok = true;
      try {
        await task(item);
        succeeded++;
      } catch (error) {
        ok = false;
        console.warn("Caching for offline reading failed.", error);
      }
      onSettled?.(ok);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return succeeded;
}

/** Whether a document was built with this app script (the app's entry is named by its content hash). */
export function isOfThisBuild(html: string, appEntry: string): boolean {
  return html.includes(appEntry);
}

/** The route of a page data URL ("/base/data/docs/FAQ/index.json" -> "docs/FAQ/"), or null for any other file. */
export function routeOfPageData(url: string, base: string): string | null {
  const prefix = `${base}data/`;
  const path = new URL(url, "http://site").pathname;
  if (!path.startsWith(prefix) || !path.endsWith("/index.json")) return null;
  try {
    return decodeURIComponent(path.slice(prefix.length, -"index.json".length));
  } catch {
    return null;
  }
}
