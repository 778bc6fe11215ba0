// What the search core (crates/search, compiled to WebAssembly) answers. Marked text
// comes as pieces, plain and marked in turn, starting with plain:
// ["Use the ", "Button", " here"]. It is rendered as text, never as HTML.

export type MarkedText = string[];

export interface SearchOptions {
  /** How many results the search box shows. */
  maxHits: number;
  /** Whether the page a result opens marks the searched words. */
  highlightResult: boolean;
}

export interface SearchResult {
  /** 0: a page; 1: a section of a page. */
  type: 0 | 1;
  /** The URL path, with `#anchor` for a section. */
  url: string;
  title: MarkedText;
  /** The title of a section's page. */
  pageTitle?: string;
  snippet: MarkedText;
}

export interface SearchResponse {
  /** How many records matched, of which `results` are the best. */
  total: number;
  results: SearchResult[];
}

/** The search, loaded. */
export interface SearchEngine {
  readonly options: SearchOptions;
  /** Reads the search files now rather than at the first use (a reader is about to search). */
  prepare(): void;
  search(query: string, limit: number): SearchResponse;
  /** Each text in marked pieces, or null where nothing in it matches the query. */
  highlight(query: string, texts: string[]): (MarkedText | null)[];
}
