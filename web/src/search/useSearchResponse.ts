import { useEffect, useMemo, useRef, useState } from "react";
import { holdPrefetches } from "../data/prefetchHolds";
import type { SearchEngine, SearchResponse } from "./types";
import { FETCHES_AT_ONCE } from "./wasmEngine";

/** An answer as the reader is shown it. */
export type SearchAnswer = SearchResponse & {
  /** The index chunks it needs are on their way: an empty answer is no answer yet. */
  searching: boolean;
  /** Some chunks it needs could not load (offline, say): it is what the loaded ones give. */
  incomplete: boolean;
  /** Nothing more will arrive for it: every file it needs has loaded, or one could not. */
  settled: boolean;
};

/**
 * How long a query typed after the first, whose results are final, waits for the
 * reader to stop typing before it loads their snippets' texts: the results of every
 * keystroke show at once, the texts of the words on the way to the one meant are
 * never fetched. The first query (the address's, on the results page) waits for none.
 */
const TEXTS_AFTER_MS = 250;

/**
 * The answer to `query` (its first `limit` results, and with `exactTotal` how many
 * there are in all, exactly), shown at once with what the
 * search has loaded, then again each time a file it still needs arrives. When they
 * cannot load, the answer stays as it is, marked incomplete, and the search tries
 * again once the browser is back online. Null without an engine or a query.
 */
export function useSearchResponse(engine: SearchEngine | null, query: string, limit: number, exactTotal = false): SearchAnswer | null {
  const trimmed = query.trim();
  // Counts the loads that completed, so the answer is asked for again after each.
  const [loads, setLoads] = useState(0);
  // The query whose files failed to load, until the browser is online again.
  const [failed, setFailed] = useState<string | null>(null);
  const response = useMemo(
    () => (engine && trimmed ? engine.search(query, limit, exactTotal) : null),
    // `loads` is no input of the search, but each completed load changes its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, query, trimmed, limit, exactTotal, loads],
  );
  const missing = response?.missing.join(" ") ?? "";
  const ranked = response?.ranked ?? false;
  const hasFailed = failed === query;
  const firstQuery = useRef(query);
  const textsAfterMs = query === firstQuery.current ? 0 : TEXTS_AFTER_MS;

  useEffect(() => {
    if (!engine || !missing || hasFailed) return;
    let active = true;
    // Prefetches of other pages wait: the answer is what the reader waits for.
    const releasePrefetches = holdPrefetches();
    // The index's chunks and record parts of a round together, the answer asked for
    // again once all are in: asked for as each arrived, it would rank some records
    // loaded and others not, and name parts it does not need. The results' texts each
    // on its own, the first few only: `missing` lists them in their order, so the
    // first results' texts come first and show without waiting for the last's.
    const files = missing.split(" ");
    const batches = ranked ? files.slice(0, FETCHES_AT_ONCE).map((file) => [file]) : [files];
    const load = () =>
      batches.forEach((batch) =>
        engine.load(batch).then(
          () => active && setLoads((count) => count + 1),
          (error: unknown) => {
            // Shown to the reader as an incomplete answer; the cause is for developers.
            console.warn(`The search could not load what "${query}" needs.`, error);
            if (active) setFailed(query);
          },
        ),
      );
    const timer = window.setTimeout(load, ranked ? textsAfterMs : 0);
    return () => {
      active = false;
      window.clearTimeout(timer);
      releasePrefetches();
    };
  }, [engine, query, missing, ranked, hasFailed, textsAfterMs]);

  useEffect(() => {
    if (!hasFailed) return;
    const retry = () => setFailed(null);
    addEventListener("online", retry);
    return () => removeEventListener("online", retry);
  }, [hasFailed]);

  // The same object until the answer changes, so that callers can tell a new one.
  return useMemo(() => {
    if (!response) return null;
    const loading = response.missing.length > 0 && !response.ranked;
    const settled = response.missing.length === 0 || hasFailed;
    return { ...response, searching: loading && !hasFailed, incomplete: loading && hasFailed, settled };
  }, [response, hasFailed]);
}
