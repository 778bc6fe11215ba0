import { useSyncExternalStore } from "react";
import { whenReaderActs } from "../app/readerActs";
import { fetchOk } from "../data/fetchJson";
import { holdPrefetches } from "../data/prefetchHolds";
import type { SiteData } from "../data/types";
import type { SearchEngine } from "./types";
import { startSearchEngine } from "./wasmEngine";
// The search core, built from crates/search-wasm by `make wasm`; Vite gives it a
// content-hashed name under assets/.
import coreUrl from "../../generated/search-core.wasm?url";

export type SearchStatus =
  { status: "idle" } | { status: "loading" } | { status: "ready"; engine: SearchEngine } | { status: "failed"; error: unknown };

const idle: SearchStatus = { status: "idle" };

let current: SearchStatus = idle;
let loading: Promise<SearchEngine> | null = null;
const listeners = new Set<() => void>();

function setStatus(next: SearchStatus): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/**
 * Loads the search (the core and the two search files) now, once: later calls share
 * the load. After a failure the next call tries again. The returned promise
 * rejects on failure; callers handle it.
 */
export function loadSearch(site: SiteData): Promise<SearchEngine> {
  if (loading) return loading;
  setStatus({ status: "loading" });
  // Prefetches of other pages wait: the search is what the reader is about to use.
  const releasePrefetches = holdPrefetches();
  loading = fetchEngine(site, failed)
    .finally(releasePrefetches)
    .then(
      (engine) => {
        setStatus({ status: "ready", engine });
        return engine;
      },
      (error: unknown) => {
        failed(error);
        throw error;
      },
    );
  return loading;
}

/** The search could not be loaded, or its core could not read its files: the next call tries again. */
function failed(error: unknown): void {
  console.error("The search could not be loaded.", error);
  loading = null;
  setStatus({ status: "failed", error });
}

/**
 * Loads the search when the reader first interacts with the page (not for a page
 * view nobody interacts with). Returns a function that stops waiting.
 */
export function loadSearchWhenReaderActs(site: SiteData): () => void {
  return whenReaderActs(() => loadSearch(site).catch(() => {}));
}

/** The search's status, kept current; a page rendered ahead of time shows it idle. */
export function useSearchStatus(): SearchStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => idle,
  );
}

async function fetchEngine(site: SiteData, onBroken: (error: unknown) => void): Promise<SearchEngine> {
  const files = site.search;
  if (!files) throw new Error("This build of the site has no search files.");
  const text = async (name: string) => (await fetchOk(site.baseUrl + name)).text();
  // Compiled from the bytes rather than streamed, so a host that serves .wasm with
  // another content type works too.
  const core = fetchOk(coreUrl)
    .then((response) => response.arrayBuffer())
    .then((bytes) => WebAssembly.instantiate(bytes, {}));
  const [{ instance }, indexJson, docsJson] = await Promise.all([core, text(files.index), text(files.docs)]);
  return startSearchEngine(instance, indexJson, docsJson, text, onBroken);
}
