import { useEffect, useMemo, useState } from "react";
import type { SearchEngine, SearchResponse } from "./types";

/**
 * The answer to `query` (its first `limit` results), shown at once with what the
 * search has loaded, then again each time the files it still needs arrive. Null
 * without an engine or a query.
 */
export function useSearchResponse(engine: SearchEngine | null, query: string, limit: number): SearchResponse | null {
  const trimmed = query.trim();
  // Counts the loads that completed, so the answer is asked for again after each.
  const [loads, setLoads] = useState(0);
  const response = useMemo(
    () => (engine && trimmed ? engine.search(query, limit) : null),
    // `loads` is no input of the search, but each completed load changes its answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, query, trimmed, limit, loads],
  );
  const incomplete = (response?.missing.length ?? 0) > 0;
  useEffect(() => {
    if (!engine || !incomplete) return;
    let active = true;
    engine.complete(query, limit).then(
      () => active && setLoads((count) => count + 1),
      (error: unknown) => console.error(`The search could not load what "${query}" needs.`, error),
    );
    return () => {
      active = false;
    };
  }, [engine, query, limit, incomplete]);
  return response;
}
