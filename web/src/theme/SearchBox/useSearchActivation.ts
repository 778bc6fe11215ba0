import { useEffect, useRef, type RefObject } from "react";
import type { SiteData } from "../../data/types";
import { loadSearch, loadSearchWhenReaderActs } from "../../search/searchLoader";
import { isSearchShortcut } from "../../search/shortcut";
import type { SearchEngine } from "../../search/types";

const ignore = () => {};

/**
 * When the search loads and when its box takes the focus. The navbar box loads the
 * search once the reader interacts with the page, and Cmd/Ctrl+K focuses it from
 * anywhere; a box in a page is what the reader came for, so it loads at once. A box
 * asked for before the search is ready (the shortcut, a tap while it loads) is focused
 * once it is. Gives `activate`: load now, and focus the box once the search is ready.
 */
export function useSearchActivation(
  site: SiteData,
  variant: "navbar" | "page",
  input: RefObject<HTMLInputElement | null>,
  engine: SearchEngine | null,
): () => void {
  const focusWhenReady = useRef(false);

  useEffect(() => {
    if (variant === "navbar") return loadSearchWhenReaderActs(site);
    loadSearch(site).catch(ignore);
  }, [site, variant]);

  useEffect(() => {
    if (variant !== "navbar") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      focusWhenReady.current = true;
      if (input.current && !input.current.disabled) {
        input.current.focus();
        input.current.select();
      } else {
        loadSearch(site).catch(ignore);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [site, variant, input]);

  useEffect(() => {
    if (engine && focusWhenReady.current) input.current?.focus();
    focusWhenReady.current = false;
  }, [engine, input]);

  return () => {
    focusWhenReady.current = true;
    loadSearch(site).catch(ignore);
  };
}
