import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../app/SiteContext";
import { internalTarget, routePath } from "../data/routes";
import type { SearchEngine, SearchResult } from "./types";

/** Router state of a page opened from a search result: the words to mark on it. */
type HighlightState = { searchHighlight: string };

/** The query whose words the page opened from a result marks, if any. */
export function highlightQuery(state: unknown): string | null {
  const query = (state as Partial<HighlightState> | null)?.searchHighlight;
  return typeof query === "string" && query.trim() !== "" ? query : null;
}

/** Opens a result in the app; the page marks the query's words if the site says so. */
export function useOpenResult(): (result: SearchResult, query: string, engine: SearchEngine) => void {
  const site = useSite();
  const navigate = useNavigate();
  return useCallback(
    (result, query, engine) => {
      const target = internalTarget(result.url, site.baseUrl, window.location.origin);
      if (!target) {
        window.location.assign(result.url);
        return;
      }
      const state: HighlightState | null = engine.options.highlightResult ? { searchHighlight: query } : null;
      navigate(target.path + target.hash, { state });
    },
    [navigate, site.baseUrl],
  );
}

/** The router path of the full results page for a query. */
export function resultsPagePath(query: string): string {
  return `${routePath("search/")}?q=${encodeURIComponent(query.trim())}`;
}

/** Whether a click asks for a new tab or window, which the browser handles itself. */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
