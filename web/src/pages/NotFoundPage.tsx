import { useMemo } from "react";
import { useLocation } from "react-router";
import { SearchBox } from "../theme/SearchBox/SearchBox";
import { SearchSuggestions } from "../theme/SearchBox/SearchSuggestions";

/** What a reader was probably after: the last segment of the missing path, as words. */
export function guessFromPath(pathname: string): string {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Keep it as it is.
  }
  return decoded.replace(/\.html?$/i, "").trim();
}

/** Shown for any route the site does not have, with a search to find the page. */
export function NotFoundPage() {
  const location = useLocation();
  const guess = useMemo(() => guessFromPath(location.pathname), [location.pathname]);
  return (
    <div className="not-found container">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The page may have moved, or the link that brought you here may be out of date. Search for it, try the navigation above, or start
        from the documentation.
      </p>
      <SearchBox key={location.pathname} variant="page" initialQuery={guess} label="Search for the page" />
      {guess && <SearchSuggestions query={guess} />}
    </div>
  );
}
