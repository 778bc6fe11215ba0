import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useSite } from "../app/SiteContext";
import type { PageData } from "../data/types";
import { isModifiedClick, useOpenResult } from "../search/openResult";
import { loadSearch, useSearchStatus } from "../search/searchLoader";
import { useSearchResponse, type SearchAnswer } from "../search/useSearchResponse";
import { LoadError } from "../theme/LoadError/LoadError";
import { AnswerNotes } from "../theme/SearchBox/AnswerNotes";
import { ResultText } from "../theme/SearchBox/ResultText";
import { Spinner } from "../theme/Spinner/Spinner";
import "./SearchPage.css";

/** Results shown at first, and added by each "Show more results". */
export const RESULTS_PER_PAGE = 20;

/**
 * The results a query answers first, those on a phone's first screen: they need
 * fewer of the index's files than twenty, so they show sooner; the rest follow below.
 */
const FIRST_SCREEN = 5;

function queryOf(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}

/** The answer's results up to the first whose text has not arrived; null before the first's has. */
function resultsWithTexts(answer: SearchAnswer): SearchAnswer | null {
  const count = answer.results.findIndex((result) => !result.snippet);
  if (count === 0) return null;
  return count < 0 ? answer : { ...answer, results: answer.results.slice(0, count) };
}

/**
 * The full results page, `search/?q=`: every result of a query, twenty at a time.
 * The query stays in the address (replaced as the reader types), so the page can
 * be shared, reloaded and returned to.
 */
export default function SearchPage({ page }: { page: PageData }) {
  const site = useSite();
  const location = useLocation();
  const openResult = useOpenResult();
  const status = useSearchStatus();
  const [query, setQuery] = useState(() => queryOf(location.search));
  const [shown, setShown] = useState(RESULTS_PER_PAGE);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    loadSearch(site).catch(() => {});
  }, [site]);

  // A navigation to this page with another query (the navbar's "See all results").
  useEffect(() => {
    setQuery(queryOf(location.search));
    setShown(RESULTS_PER_PAGE);
  }, [location.search]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set("q", query.trim());
    else url.searchParams.delete("q");
    // Not a navigation: the router keeps its entry, the address shows the query.
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [query]);

  const engine = status.status === "ready" ? status.engine : null;
  // The box is disabled until the search is ready; then it is where the reader types.
  useEffect(() => {
    if (engine) input.current?.focus();
  }, [engine]);
  const trimmed = query.trim();
  // The last complete answer stays until the next is complete: results neither move
  // as the index's parts arrive nor grow as their texts do. It answers an earlier
  // query while the reader types, and says so.
  const [settled, setSettled] = useState<{ query: string; answer: SearchAnswer } | null>(null);
  // The first screen comes first; then the rest, and how many results there are
  // exactly (at the cost of the common words' tails, which the first screen rarely needs).
  const firstScreenShown = settled?.query === trimmed;
  const latest = useSearchResponse(engine, query, firstScreenShown ? shown : FIRST_SCREEN, firstScreenShown);
  useEffect(() => {
    if (latest?.settled) setSettled({ query: trimmed, answer: latest });
  }, [latest, trimmed]);
  // Before the first complete answer, the first results show as their texts arrive,
  // in order: each one comes in below the last, so nothing on screen moves, and the
  // first screen of results does not wait for the last.
  const arriving = !settled && latest?.ranked ? resultsWithTexts(latest) : null;
  const response = trimmed ? (settled?.answer ?? arriving) : null;
  const answered = settled?.query ?? trimmed;
  const searching = trimmed !== "" && latest !== null && latest !== settled?.answer;
  const stale = searching && settled !== null && settled.query !== trimmed;

  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (isModifiedClick(event) || !engine || !response) return;
    event.preventDefault();
    openResult(response.results[index], answered, engine);
  };

  return (
    <div className="search-page container">
      <h1>{page.title}</h1>
      <form className="search-page-form" role="search" aria-label="Search the site" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          Search the site
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="search-page-input"
          placeholder={engine ? "Search" : "Loading..."}
          disabled={!engine}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(RESULTS_PER_PAGE);
          }}
        />
      </form>
      {status.status === "failed" && <LoadError error={status.error} onRetry={() => loadSearch(site).catch(() => {})} />}
      {(status.status === "loading" || status.status === "idle") && <Spinner />}
      {engine && !trimmed && (
        <p className="search-page-summary">Search the guides and the component reference: names, tags, properties, events.</p>
      )}
      {engine && trimmed && (
        <p className="search-page-summary" role="status">
          {!response
            ? `Searching for “${trimmed}”…`
            : response.total === 0
              ? `No results for “${answered}”.`
              : `${response.totalExact ? "" : "At least "}${response.total} ${response.partial ? "partial matches" : response.total === 1 ? "result" : "results"} for “${answered}”`}
        </p>
      )}
      {response && (
        <>
          <AnswerNotes answer={response} query={answered} className="search-page" />
          <ol className={stale ? "search-page-results search-page-results-stale" : "search-page-results"} aria-busy={searching}>
            {response.results.map((result, index) => (
              <li key={result.url}>
                <a href={result.url} className="search-result" onClick={(event) => onResultClick(event, index)}>
                  <ResultText result={result} />
                </a>
              </li>
            ))}
          </ol>
          {!searching && (response.total > response.results.length || !response.totalExact) && (
            <button type="button" className="button button-secondary" onClick={() => setShown((count) => count + RESULTS_PER_PAGE)}>
              Show more results
            </button>
          )}
        </>
      )}
    </div>
  );
}
