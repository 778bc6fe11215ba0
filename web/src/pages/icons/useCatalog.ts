import { useCallback, useEffect, useState } from "react";
import type { IconCatalog } from "../../data/types";
import { loadCatalog, loadedCatalog } from "./iconCatalog";

export type CatalogState = { status: "loading" } | { status: "loaded"; catalog: IconCatalog } | { status: "failed"; error: unknown };

type Result = { url: string; catalog?: IconCatalog; error?: unknown };

/** A collection's catalogue, loaded when first shown; shown at once when loaded before. */
export function useCatalog(url: string): { state: CatalogState; retry: () => void } {
  const [result, setResult] = useState<Result>(() => ({ url, catalog: loadedCatalog(url) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadCatalog(url).then(
      (catalog) => !cancelled && setResult({ url, catalog }),
      (error: unknown) => !cancelled && setResult({ url, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [url, attempt]);

  const retry = useCallback(() => {
    setResult({ url });
    setAttempt((n) => n + 1);
  }, [url]);

  // Until this URL's load settles, a catalogue loaded earlier shows without a spinner.
  const current: Result = result.url === url ? result : { url, catalog: loadedCatalog(url) };
  const state: CatalogState = current.catalog
    ? { status: "loaded", catalog: current.catalog }
    : current.error !== undefined
      ? { status: "failed", error: current.error }
      : { status: "loading" };
  return { state, retry };
}
