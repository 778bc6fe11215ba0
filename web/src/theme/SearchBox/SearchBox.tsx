import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../../app/SiteContext";
import { isModifiedClick, resultsPagePath, useOpenResult } from "../../search/openResult";
import { loadSearch, useSearchStatus } from "../../search/searchLoader";
import { useSearchResponse } from "../../search/useSearchResponse";
import { shortcutHint, shortcutKeys } from "../../search/shortcut";
import type { SearchResponse } from "../../search/types";
import { AnswerNotes } from "./AnswerNotes";
import { ResultText } from "./ResultText";
import { useApplePlatform } from "./useApplePlatform";
import { useCloseOnLeave } from "./useCloseOnLeave";
import { useSearchActivation } from "./useSearchActivation";
import "./SearchBox.css";

type Props = {
  /** `navbar`: the box on every page, with the Cmd/Ctrl+K shortcut. `page`: a box in a page. */
  variant?: "navbar" | "page";
  initialQuery?: string;
  /** The name of the search landmark. */
  label?: string;
};

const ignore = () => {};

/**
 * The search box: results as you type, in a listbox under an accessible combobox.
 * The arrow keys move through the results, Enter opens one, Escape closes them;
 * the last option opens the full results page. Until the search has loaded, the
 * box shows `Loading...` and is disabled; a failed load offers to retry.
 */
export function SearchBox({ variant = "navbar", initialQuery = "", label = "Site search" }: Props) {
  const site = useSite();
  const navigate = useNavigate();
  const openResult = useOpenResult();
  const status = useSearchStatus();
  const engine = status.status === "ready" ? status.engine : null;
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const apple = useApplePlatform();
  const activate = useSearchActivation(site, variant, input, engine);
  useCloseOnLeave(open, setOpen, box);

  const trimmed = query.trim();
  const response = useSearchResponse(engine, query, engine?.options.maxHits ?? 0);
  const results = response?.results ?? [];
  const expanded = open && response !== null;
  const searching = response?.searching ?? false;
  // The results, then "See all results".
  const optionCount = results.length + 1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const finish = () => {
    setOpen(false);
    if (variant === "navbar") setQuery("");
    input.current?.blur();
  };

  const choose = (index: number) => {
    if (!engine) return;
    const result = results[index];
    if (result) {
      openResult(result, query, engine);
    } else {
      navigate(resultsPagePath(query));
    }
    finish();
  };

  // Enter on the first result before the answer is final: the reader means the best
  // result, so the choice waits for it rather than taking what happens to be first.
  const chooseWhenAnswered = useRef<string | null>(null);
  useEffect(() => {
    if (chooseWhenAnswered.current === null || searching) return;
    if (chooseWhenAnswered.current === query) choose(active);
    chooseWhenAnswered.current = null;
    // `choose` is new each render; what it acts on is in the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, query, active, results]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((current) => (expanded ? (current + step + optionCount) % optionCount : 0));
        break;
      }
      case "Enter":
        if (expanded) {
          event.preventDefault();
          if (searching && active === 0) chooseWhenAnswered.current = query;
          else choose(active);
        } else if (trimmed) {
          event.preventDefault();
          navigate(resultsPagePath(query));
          finish();
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          setQuery("");
        }
        break;
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window is the browser's business.
    if (isModifiedClick(event)) return;
    event.preventDefault();
    choose(index);
  };

  const placeholder = status.status === "ready" ? "Search" : status.status === "failed" ? "Search unavailable" : "Loading...";

  return (
    <div
      ref={box}
      className={`search-box search-box-${variant}`}
      role="search"
      aria-label={label}
      onPointerEnter={() => {
        // A first hover loads at once; after a failure, only Retry tries again.
        if (status.status === "idle") loadSearch(site).catch(ignore);
        else if (status.status === "ready") status.engine.prepare();
      }}
      onPointerDown={() => {
        // A tap or click on the box while it loads: the reader gets it focused once it can be.
        if (status.status === "idle" || status.status === "loading") activate();
      }}
    >
      <SearchIcon />
      <input
        ref={input}
        type="search"
        className="search-box-input"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-keyshortcuts={variant === "navbar" ? shortcutKeys(apple) : undefined}
        aria-describedby={status.status === "failed" ? `${id}-error` : undefined}
        placeholder={placeholder}
        disabled={!engine}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => {
          // The reader is about to type: the core reads the search files now.
          engine?.prepare();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {variant === "navbar" && engine && !query && (
        <kbd className="search-box-shortcut" aria-hidden="true">
          {shortcutHint(apple)}
        </kbd>
      )}
      {status.status === "failed" && (
        <>
          <span id={`${id}-error`} className="visually-hidden">
            The search could not be loaded.
          </span>
          <button type="button" className="search-box-retry" onClick={() => loadSearch(site).catch(ignore)}>
            Retry
          </button>
        </>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {expanded && !searching && liveSummary(response, trimmed)}
      </div>
      {expanded && (
        <div className="search-box-panel" aria-busy={searching}>
          {results.length === 0 && <p className="search-box-empty">{searching ? "Searching…" : `No results for “${trimmed}”`}</p>}
          <AnswerNotes answer={response} query={trimmed} className="search-box" />
          <div role="listbox" id={`${id}-listbox`} aria-label="Search results" className="search-box-results">
            {results.map((result, index) => (
              <a
                key={result.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                href={result.url}
                className="search-result"
                onClick={(event) => onOptionClick(event, index)}
                onMouseMove={() => setActive(index)}
              >
                <ResultText result={result} />
              </a>
            ))}
            <a
              id={optionId(results.length)}
              role="option"
              aria-selected={active === results.length}
              tabIndex={-1}
              href={site.baseUrl + resultsPagePath(query).slice(1)}
              className="search-result search-result-all"
              onClick={(event) => onOptionClick(event, results.length)}
              onMouseMove={() => setActive(results.length)}
            >
              See all results
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** What the live region says of a final answer. */
function liveSummary(response: SearchResponse, query: string): string {
  if (response.results.length === 0) return `No results for ${query}`;
  const count = response.totalExact ? `${response.total}` : `at least ${response.total}`;
  return response.partial ? `${count} partial matches` : `${count} results`;
}

function SearchIcon() {
  return (
    <svg className="search-box-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M8.5 15a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13zm4.6-1.9L18 18"
      />
    </svg>
  );
}
