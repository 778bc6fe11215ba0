import { useEffect, useRef } from "react";
import { forgetPage, loadPage, type LoadedPage } from "../data/pageLoader";
import type { SiteData } from "../data/types";

/**
 * The event the dev server's script dispatches on `window` after an edit changed only
 * some pages (`site dev`); its detail lists their routes. The name is also in the
 * engine's live-reload script (`LIVE_RELOAD_SCRIPT` in `emit/html.rs`).
 */
export const PAGE_UPDATED_EVENT = "site:page-updated";

/**
 * Keeps the shown page up to date while the site is developed: when the dev server
 * reports that pages changed, their loaded data is forgotten (the next visit loads
 * it anew) and, if the shown route is one of them, its new data is loaded and handed
 * to `show`, which displays it in place (no reload: the reader keeps their place).
 * A built site never dispatches the event.
 */
export function usePageUpdates(site: SiteData, route: string, show: (page: LoadedPage) => void): void {
  const current = useRef({ route, show });
  useEffect(() => {
    current.current = { route, show };
  });
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const routes = (event as CustomEvent<unknown>).detail;
      if (!Array.isArray(routes)) return;
      for (const updated of routes) forgetPage(String(updated));
      const { route: shown } = current.current;
      if (!routes.includes(shown)) return;
      loadPage(site, shown).then(
        (page) => {
          if (current.current.route === shown) current.current.show(page);
        },
        (error: unknown) => {
          console.warn(`Loading the updated page /${shown} failed; reloading.`, error);
          window.location.reload();
        },
      );
    };
    window.addEventListener(PAGE_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(PAGE_UPDATED_EVENT, onUpdated);
  }, [site]);
}
