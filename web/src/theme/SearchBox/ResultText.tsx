import { Marked } from "../../search/Marked";
import type { SearchResult } from "../../search/types";

/** A result's title, its page's title (for a section) and its snippet. */
export function ResultText({ result }: { result: SearchResult }) {
  return (
    <>
      {result.pageTitle && <span className="search-result-page">{result.pageTitle}</span>}
      <span className="search-result-title">
        <Marked pieces={result.title} />
      </span>
      {result.snippet?.some((piece) => piece.trim()) && (
        <span className="search-result-snippet">
          <Marked pieces={result.snippet} />
        </span>
      )}
    </>
  );
}
