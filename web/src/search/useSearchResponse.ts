import { useEffect, useMemo, useState } from "react";
import type { SearchEngine, SearchResponse } from "./types";

/** An answer as the reader is shown it. */
export type SearchAnswer = SearchResponse & {
  /** The files it needs are on their way: an empty answer is no answer yet. */
  searching: boolean;
  /** Some files it needs could not load (offline, say): it is what the loaded ones give. */
  incomplete: boolean;
};

/**
 * The answer to `query` (its first `limit` results), shown at once with what the
 * search has loaded, then again each time the files it still needs arrive. When they
 * cannot load, the answer stays as it is, marked incomplete, and the search tries
 * again once the browser is back online. Null without an engine or a query.
 */
export function useSearchResponse(engine: SearchEngine | null, query: string, limit: number): SearchAnswer | null {
  const trimmed = query.trim();
  // Counts the loads that completed, so the answer is asked for again after each.
  const [loads, setLoads] = useState(0);
  // The query whose files failed to load, until the browser is online again.
  const [failed, setFailed] = useState<string | null>(null);
  const response = useMemo(
    () => (engine && trimmed ? engine.search(query, limit) : null),
    // `loads` is no input of the search, but each completed load changes its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, query, trimmed, limit, loads],
  );
  const needsFiles = (response?.missing.length ?? 0) > 0;
  const hasFailed = failed === query;

  useEffect(() => {
    if (!engine || !needsFiles || hasFailed) return;
    let active = true;
    engine.complete(query, limit).then(
      () => active && setLoads((count) => count + 1),
      (error: unknown) => {
        // Shown to the reader as an incomplete answer; the cause is for developers.
        console.warn(`The search could not load what "${query}" needs.`, error);
        if (active) setFailed(query);
      },
    );
    return () => {
      active = false;
    };
  }, [engine, query, limit, needsFiles, hasFailed]);

  useEffect(() => {
    if (!hasFailed) return;
    const retry = () => setFailed(null);
    addEventListener("online", retry);
    return () => removeEventListener("online", retry);
  }, [hasFailed]);

  return response && { ...response, searching: needsFiles && !hasFailed, incomplete: needsFiles && hasFailed };
}
