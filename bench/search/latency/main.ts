// The page bench/search/report.mjs drives in Chromium: it loads our search (the
// site's own WebAssembly core and glue) and docusaurus-lunr-search's lunr index,
// then times each query.
import lunr from "lunr";
import { startSearchEngine } from "../../../web/src/search/wasmEngine";
import coreUrl from "../../../web/generated/search-core.wasm?url";

type Timing = { loadMs: number; queryMs: number[] };
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

/** Ours: `name-index.json` and `name-doc.json`, as the site loads them. */
async function ours(name: string, queries: string[], maxHits: number): Promise<Timing> {
  const start = performance.now();
  const [bytes, indexJson, docsJson] = await Promise.all([
    fetch(coreUrl).then((response) => response.arrayBuffer()),
    text(`data/${name}-index.json`),
    text(`data/${name}-doc.json`),
  ]);
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const engine = startSearchEngine(instance, indexJson, docsJson);
  const loadMs = performance.now() - start;
  return { loadMs, queryMs: time(queries, (query) => engine.search(query, maxHits)) };
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
