import type { MouseEvent } from "react";
import { isModifiedClick, useOpenResult } from "../../search/openResult";
import { useSearchStatus } from "../../search/searchLoader";
import { useSearchResponse } from "../../search/useSearchResponse";
import { Marked } from "../../search/Marked";

/** How many pages the not-found page suggests. */
const SUGGESTIONS = 5;

/** Pages that match a query, as a short list of links (the not-found page's guesses). */
export function SearchSuggestions({ query }: { query: string }) {
  const status = useSearchStatus();
  const openResult = useOpenResult();
  const engine = status.status === "ready" ? status.engine : null;
  const results = useSearchResponse(engine, query, SUGGESTIONS)?.results ?? [];
  if (!engine || results.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    openResult(results[index], query, engine);
  };
  return (
    <nav className="search-suggestions" aria-label="Suggested pages">
      <h2>Were you looking for one of these?</h2>
      <ul>
        {results.map((result, index) => (
          <li key={result.url}>
            <a href={result.url} onClick={(event) => onClick(event, index)}>
              {result.pageTitle && `${result.pageTitle}: `}
              <Marked pieces={result.title} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
