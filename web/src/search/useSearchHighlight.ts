import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";
import { HIGHLIGHT_TIMEOUT_MS } from "../app/constants";
import { routeOfPathname } from "../app/pageState";
import { useSite } from "../app/SiteContext";
import { highlightQuery } from "./openResult";
import { clearMarks, markMatches } from "./pageHighlight";
import { loadSearch } from "./searchLoader";

/**
 * On a page opened from a search result, marks the searched words in the page's
 * article (inside `container`); the marks go on the next navigation. If the search
 * is not loaded yet (the page was reloaded), it waits for it, but gives up after
 * HIGHLIGHT_TIMEOUT_MS.
 */
export function useSearchHighlight(container: RefObject<HTMLElement | null>, route: string): void {
  const site = useSite();
  const location = useLocation();
  useEffect(() => {
    const root = container.current?.querySelector("article");
    const query = highlightQuery(location.state);
    // While the next page loads, the previous one is still shown: it is not marked.
    if (!root || !query || routeOfPathname(location.pathname) !== route) return;
    let active = true;
    const giveUp = window.setTimeout(() => (active = false), HIGHLIGHT_TIMEOUT_MS);
    loadSearch(site)
      .then(async (engine) => {
        // The words' chunks of the index, to know every form of them that matched.
        await engine.complete(query, 0);
        if (active) markMatches(root, engine, query);
      })
      .catch(() => {
        // The loader has logged why; the page stays as it is.
      });
    return () => {
      active = false;
      window.clearTimeout(giveUp);
      clearMarks(root);
    };
  }, [container, location.key, location.pathname, location.state, route, site]);
}
