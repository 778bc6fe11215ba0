import { useSyncExternalStore } from "react";

/** Calls `onChange` with the new result whenever `query` starts or stops matching; returns what stops it. */
export function onMediaQueryChange(query: string, onChange: (matches: boolean) => void): () => void {
  const list = window.matchMedia(query);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
}

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => onMediaQueryChange(query, onChange),
    () => window.matchMedia(query).matches,
    () => false,
  );
}
