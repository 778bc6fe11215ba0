import { SITE_ORIGIN } from "./siteOrigin";

/** Preview to page: files of the site this preview loaded, which the page keeps for offline use. */
export interface LoadedFilesMessage {
  previewFiles: string[];
}

/**
 * Tells the embedding page which of the site's files this preview loads (its document,
 * scripts, styles, data), now and as it loads more: the site's service worker cannot
 * see the requests of a preview (its origin is opaque), so the page has it keep them,
 * and the preview can then start offline. A preview started offline loads nothing of
 * its own and says nothing.
 */
export function reportLoadedFiles(): void {
  if (window.location.origin !== SITE_ORIGIN) return;
  const post = (urls: string[]) => {
    const previewFiles = urls.filter((url) => new URL(url).origin === SITE_ORIGIN);
    if (previewFiles.length > 0) window.parent.postMessage({ previewFiles } satisfies LoadedFilesMessage, SITE_ORIGIN);
  };
  post([window.location.href.split("#")[0]]);
  new PerformanceObserver((entries) => post(entries.getEntries().map((entry) => entry.name))).observe({ type: "resource", buffered: true });
}
