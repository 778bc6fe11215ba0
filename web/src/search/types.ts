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
  /** 0: a page; 1: a section of a page, or an entry found by its name (an icon, of the icons page). */
  type: 0 | 1;
  /** The URL path, with `#anchor` for a section. */
  url: string;
  title: MarkedText;
  /** The title of a section's page. */
  pageTitle?: string;
  /** Absent until the text of its page has loaded (see `SearchResponse.missing`). */
  snippet?: MarkedText;
}

export interface SearchResponse {
  /** How many records matched, of which `results` are the best: at least, unless `totalExact`. */
  total: number;
  /** `total` counts every match: nothing the query's words need is missing, not even the tail of a common word's postings. */
  totalExact: boolean;
  /** No record matched all the words: these match some of them. */
  partial: boolean;
  results: SearchResult[];
  /**
   * The search's files (index chunks, then the pages of common words' postings that may change the
   * best results, then the parts of the records the best results may be, then
   * the results' texts, in the results' order) still to load before this answer is
   * final, relative to the base path; empty when it is final.
   */
  missing: string[];
  /** Every index chunk and record part the query needs is loaded: the results are final, `missing` lists at most their texts. */
  ranked: boolean;
}

/** The search, loaded. */
export interface SearchEngine {
  readonly options: SearchOptions;
  /** Reads the search files now rather than at the first use (a reader is about to search). */
  prepare(): void;
  /**
   * The answer with what is loaded so far (see `missing`). With `exactTotal`, `missing`
   * names what an exact total needs too, not only what the first `limit` results need.
   */
  search(query: string, limit: number, exactTotal?: boolean): SearchResponse;
  /**
   * Loads the files the answer to `query` (its first `limit` results) needs, until
   * it is final. Each file is fetched once, however many queries need it.
   */
  complete(query: string, limit: number): Promise<void>;
  /** Loads files an answer named as `missing`, each fetched once however many answers name it. */
  load(files: string[]): Promise<void>;
  /** Each text in marked pieces, or null where nothing in it matches the query. */
  highlight(query: string, texts: string[]): (MarkedText | null)[];
}
