// The page bench/search/report.mjs drives in Chromium: it loads our search (the
// site's own WebAssembly core and glue) and docusaurus-lunr-search's lunr index,
// then times each query.
import lunr from "lunr";
import { startSearchEngine } from "../../../web/src/search/wasmEngine";
import coreUrl from "../../../web/generated/search-core.wasm?url";

/** `partsMs`: ours only, fetching and reading the index's parts the queries need, before they are timed. */
type Timing = { loadMs: number; partsMs?: number; queryMs: number[] };
type Search = (query: string) => unknown;

/** Queries run untimed first, so the timed ones meet a warmed-up engine. */
const WARM_UP = 50;

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

function time(queries: string[], search: Search): number[] {
  queries.slice(0, WARM_UP).forEach(search);
  return queries.map((query) => {
    const start = performance.now();
    search(query);
    return performance.now() - start;
  });
}

/**
 * Ours: the folder `name` as the engine builds it (timestamp 0): the two search files,
 * loaded and read first, then the index's parts the queries need, as the site loads
 * them; the queries are timed once every part they need is in.
 */
async function ours(name: string, queries: string[], maxHits: number): Promise<Timing> {
  const folder = `data/${name}`;
  const start = performance.now();
  const [bytes, indexJson, docsJson] = await Promise.all([
    fetch(coreUrl).then((response) => response.arrayBuffer()),
    text(`${folder}/search-index-0.json`),
    text(`${folder}/search-doc-0.json`),
  ]);
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const engine = startSearchEngine(instance, indexJson, docsJson, (file) => text(`${folder}/${file}`));
  engine.prepare();
  const loadMs = performance.now() - start;
  const partsStart = performance.now();
  for (const query of queries) await engine.complete(query, maxHits);
  const partsMs = performance.now() - partsStart;
  return { loadMs, partsMs, queryMs: time(queries, (query) => engine.search(query, maxHits)) };
}

/** docusaurus-lunr-search's query: its separator, then the tokens boosted and as prefixes. */
async function lunrSearch(queries: string[], maxHits: number): Promise<Timing> {
  const start = performance.now();
  const [docsJson, indexJson] = await Promise.all([text("data/lunr-doc.json"), text("data/lunr-index.json")]);
  const docs = JSON.parse(docsJson).searchDocs;
  const index = lunr.Index.load(JSON.parse(indexJson));
  const loadMs = performance.now() - start;
  lunr.tokenizer.separator = /[\s\-/]+/;
  const search = (input: string) =>
    index
      .query((query) => {
        const tokens = lunr.tokenizer(input);
        query.term(tokens, { boost: 10 });
        query.term(tokens, { wildcard: lunr.Query.wildcard.TRAILING });
      })
      .slice(0, maxHits)
      .map((result) => docs[Number(result.ref)]);
  return { loadMs, queryMs: time(queries, search) };
}

declare global {
  interface Window {
    runSearchBench(queries: string[], maxHits: number): Promise<Record<string, Timing | boolean>>;
  }
}

window.runSearchBench = async (queries, maxHits) => ({
  crossOriginIsolated: window.crossOriginIsolated,
  oursSite: await ours("ours-site", queries, maxHits),
  oursDocs: await ours("ours-docs", queries, maxHits),
  lunrDocs: await lunrSearch(queries, maxHits),
});
