import type { SearchEngine, SearchOptions, SearchResponse, MarkedText } from "./types";

// The search core's WebAssembly interface (crates/search-wasm): buffers from
// `search_alloc` carry UTF-8 in, each call takes its buffers over and leaves its
// answer (JSON, or an error message when it returns 1) at `search_output_ptr`.
interface CoreExports {
  memory: WebAssembly.Memory;
  search_alloc(len: number): number;
  search_load(indexPtr: number, indexLen: number, docsPtr: number, docsLen: number): number;
  search_add(namePtr: number, nameLen: number, jsonPtr: number, jsonLen: number): number;
  search_query(queryPtr: number, queryLen: number, limit: number, exactTotal: number): number;
  search_highlight(requestPtr: number, requestLen: number): number;
  search_output_ptr(): number;
  search_output_len(): number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Fetches one of the search's files by its name (relative to the base path), as text. */
export type FetchSearchFile = (name: string) => Promise<string>;

/** A query's answer is final after at most this many rounds (chunks, typos' chunks, common words' tails, the best records' parts, those ranked above them once loaded, texts, and a round spare). */
const MAX_ROUNDS = 7;

/** How many of the search's files are fetched at once: as many as a browser fetches at once from a server without HTTP/2. */
export const FETCHES_AT_ONCE = 6;

/** Told once if the core cannot read the search files: the search is unusable. */
export type OnSearchBroken = (error: unknown) => void;

/** What a search that could not read its files answers: nothing, without throwing in a render. */
const NO_OPTIONS: SearchOptions = { maxHits: 0, highlightResult: false };
const NO_ANSWER: SearchResponse = { total: 0, totalExact: true, partial: false, results: [], missing: [], ranked: true };

class WasmSearchEngine implements SearchEngine {
  private readonly core: CoreExports;
  private readonly fetchFile: FetchSearchFile;
  private readonly onBroken: OnSearchBroken;
  /** The core could not read the search files (a damaged or mismatched file). */
  private broken = false;
  /** The search files, until the core has read them. */
  private files: { indexJson: string; docsJson: string } | null;
  private loadedOptions: SearchOptions | null = null;
  /** Each part asked for, loading or loaded. */
  private readonly parts = new Map<string, Promise<void>>();

  constructor(core: CoreExports, indexJson: string, docsJson: string, fetchFile: FetchSearchFile, onBroken: OnSearchBroken) {
    this.core = core;
    this.files = { indexJson, docsJson };
    this.fetchFile = fetchFile;
    this.onBroken = onBroken;
  }

  get options(): SearchOptions {
    this.prepare();
    return this.loadedOptions ?? NO_OPTIONS;
  }

  /**
   * The core reads the search files (tens of milliseconds on a phone, in one task)
   * when the search is first used or about to be, not when they arrive.
   */
  prepare(): void {
    if (!this.files) return;
    const [indexPtr, indexLen] = this.pass(this.files.indexJson);
    const [docsPtr, docsLen] = this.pass(this.files.docsJson);
    this.files = null;
    try {
      this.loadedOptions = JSON.parse(this.answer(this.core.search_load(indexPtr, indexLen, docsPtr, docsLen))) as SearchOptions;
    } catch (error) {
      // Often first read while a component renders: it answers nothing from now on,
      // and the loader, told after this render, marks the search failed.
      this.broken = true;
      queueMicrotask(() => this.onBroken(error));
    }
  }

  search(query: string, limit: number, exactTotal = false): SearchResponse {
    this.prepare();
    if (this.broken) return NO_ANSWER;
    const [ptr, len] = this.pass(query);
    return JSON.parse(this.answer(this.core.search_query(ptr, len, limit, exactTotal ? 1 : 0))) as SearchResponse;
  }

  async complete(query: string, limit: number): Promise<void> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const { missing } = this.search(query, limit);
      if (missing.length === 0) return;
      await this.load(missing);
    }
  }

  async load(files: string[]): Promise<void> {
    if (this.broken) return;
    // A few at a time, each arrival starting the next: dozens of fetches started at
    // once are one long task on a phone, and a server without HTTP/2 answers no more.
    let next = 0;
    const fetchInTurn = async () => {
      while (next < files.length) await this.loadPart(files[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, files.length) }, fetchInTurn));
  }

  /** Fetches a part once and hands it to the core; a failed fetch may be tried again later. */
  private loadPart(name: string): Promise<void> {
    let loading = this.parts.get(name);
    if (!loading) {
      loading = this.fetchFile(name).then((json) => {
        const [namePtr, nameLen] = this.pass(name);
        const [jsonPtr, jsonLen] = this.pass(json);
        this.answer(this.core.search_add(namePtr, nameLen, jsonPtr, jsonLen));
      });
      loading.catch(() => this.parts.delete(name));
      this.parts.set(name, loading);
    }
    return loading;
  }

  highlight(query: string, texts: string[]): (MarkedText | null)[] {
    this.prepare();
    if (this.broken) return texts.map(() => null);
    const [ptr, len] = this.pass(JSON.stringify({ query, texts }));
    return JSON.parse(this.answer(this.core.search_highlight(ptr, len))) as (MarkedText | null)[];
  }

  /** Copies text into a new buffer of the module's memory. */
  private pass(text: string): [number, number] {
    const bytes = encoder.encode(text);
    const ptr = this.core.search_alloc(bytes.length);
    // The memory may have grown (and its buffer changed) during the allocation.
    new Uint8Array(this.core.memory.buffer, ptr, bytes.length).set(bytes);
    return [ptr, bytes.length];
  }

  private answer(status: number): string {
    const text = decoder.decode(new Uint8Array(this.core.memory.buffer, this.core.search_output_ptr(), this.core.search_output_len()));
    if (status !== 0) throw new Error(`Search failed: ${text}`);
    return text;
  }
}

/**
 * Starts the search core with the two search files, as JSON texts, a way to fetch its
 * other files, and what to do if the core cannot read them.
 */
export function startSearchEngine(
  core: WebAssembly.Instance,
  indexJson: string,
  docsJson: string,
  fetchFile: FetchSearchFile,
  onBroken: OnSearchBroken,
): SearchEngine {
  return new WasmSearchEngine(core.exports as unknown as CoreExports, indexJson, docsJson, fetchFile, onBroken);
}
