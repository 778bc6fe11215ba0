// Sizes and query latency of our search against docusaurus-lunr-search's, in one
// run; called by bench/search/run.sh once every file is in place.
//
// Sizes: the files a reader downloads to search, compressed as a host would serve
// them (gzip level 9, brotli quality 11), for the same 48 docs pages, and for
// the whole site (ours only: lunr never indexed the component reference).
// Latency: 1,000 queries generated from the site's titles (whole words, words
// being typed, typos, several words), timed one by one in Chromium.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { launchChromium } from "../chromium.mjs";

const OUT = new URL("../out/", import.meta.url);
const PORT = Number(process.env.PORT ?? 4101);
const QUERIES = 1000;
const file = (path) => readFileSync(new URL(path, OUT));

function compressed(paths) {
  const bytes = paths.map((path) => file(path));
  const sum = (f) => bytes.reduce((total, b) => total + f(b), 0);
  return { raw: sum((b) => b.length), gzip: sum((b) => gzipSync(b, { level: 9 }).length), brotli: sum((b) => brotliCompressSync(b).length) };
}

/** A small linear congruential generator, so every run times the same queries. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function generateQueries(records) {
  const words = [...new Set(records.flatMap((r) => `${r.title} ${r.pageTitle ?? ""}`.split(/[^A-Za-z0-9_-]+/)))]
    .filter((w) => w.length >= 3)
    .sort();
  const next = random(7);
  const pick = () => words[Math.floor(next() * words.length)];
  const queries = [];
  while (queries.length < QUERIES) {
    const word = pick();
    const kind = next();
    if (kind < 0.35) queries.push(word);
    else if (kind < 0.55) queries.push(word.slice(0, 2 + Math.floor(next() * (word.length - 1))));
    else if (kind < 0.7 && word.length >= 5) {
      const at = 1 + Math.floor(next() * (word.length - 2));
      queries.push(word.slice(0, at) + word.slice(at + 1));
    } else if (kind < 0.9) queries.push(`${word} ${pick()}`);
    else queries.push(`how to ${word.toLowerCase()} ${pick().toLowerCase()}`);
  }
  return queries;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(timing) {
  const sorted = [...timing.queryMs].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { load: timing.loadMs, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1), mean };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(3)} ms`;

/** Ours: the two search files of a set, then every file of its folder of chunks and texts. */
const firstFiles = (set) => [`search-latency/data/${set}/search-doc-0.json`, `search-latency/data/${set}/search-index-0.json`];
const parts = (set) => readdirSync(new URL(`search-latency/data/${set}/search-0/`, OUT)).map((name) => `search-latency/data/${set}/search-0/${name}`);
const sizes = {
  "ours, 48 docs pages: the two files a search starts with (search-doc + search-index)": compressed(firstFiles("ours-docs")),
  "ours, 48 docs pages: everything (the two files, every chunk, record part and text)": compressed([...firstFiles("ours-docs"), ...parts("ours-docs")]),
  "docusaurus-lunr-search, 48 docs pages (search-doc + lunr-index)": compressed(["search-latency/data/lunr-doc.json", "search-latency/data/lunr-index.json"]),
  "ours, whole site: the two files a search starts with": compressed(firstFiles("ours-site")),
  "ours, whole site: everything": compressed([...firstFiles("ours-site"), ...parts("ours-site")]),
  "ours: the search core (WebAssembly, loaded once, cached)": compressed(["../../web/generated/search-core.wasm"]),
};
console.log("| Files | Raw | gzip -9 | brotli |\n| --- | --- | --- | --- |");
for (const [name, size] of Object.entries(sizes)) console.log(`| ${name} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`);
const ours = sizes["ours, 48 docs pages: everything (the two files, every chunk, record part and text)"];
const theirs = sizes["docusaurus-lunr-search, 48 docs pages (search-doc + lunr-index)"];
console.log(`\nSame docs, everything: ours is ${((100 * ours.gzip) / theirs.gzip).toFixed(0)} % of lunr's bytes gzipped, ${((100 * ours.brotli) / theirs.brotli).toFixed(0)} % brotli.`);

// The records' parts leave out a section's page title (the page's own record has it),
// so the words of the titles are the same.
const recordParts = parts("ours-site").filter((path) => /\/r\d+\.json$/.test(path));
const records = recordParts.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).flatMap((path) => JSON.parse(file(path)).records);
const queries = generateQueries(records);
const options = JSON.parse(file("search-latency/data/ours-site/search-doc-0.json")).options;
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => typeof window.runSearchBench === "function");
  const results = await page.evaluate(([q, hits]) => window.runSearchBench(q, hits), [queries, options.maxHits]);
  if (!results.crossOriginIsolated) console.log("\nwarning: the page is not cross-origin isolated; times are rounded to 0.1 ms");
  console.log(`\n${QUERIES} queries, ${options.maxHits} results each, in Chromium:\n`);
  console.log("| Search | Load (fetch + start) | p50 | p95 | p99 | max | mean |\n| --- | --- | --- | --- | --- | --- | --- |");
  const rows = { "ours, whole site": results.oursSite, "ours, 48 docs pages": results.oursDocs, "docusaurus-lunr-search, 48 docs pages": results.lunrDocs };
  const summaries = {};
  for (const [name, timing] of Object.entries(rows)) {
    const s = (summaries[name] = summary(timing));
    console.log(`| ${name} | ${ms(s.load)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.mean)} |`);
  }
  console.log(
    `\nOurs fetched and read the index's parts the ${QUERIES} queries need before timing them: ${ms(results.oursSite.partsMs)} (whole site), ${ms(results.oursDocs.partsMs)} (48 docs pages).`,
  );
  const a = summaries["ours, 48 docs pages"];
  const b = summaries["docusaurus-lunr-search, 48 docs pages"];
  console.log(`\nSame docs, ours against lunr: p50 ${(a.p50 / b.p50).toFixed(1)}x, p95 ${(a.p95 / b.p95).toFixed(1)}x (ours also builds the marked titles and snippets; lunr's query returns record numbers).`);
} finally {
  await browser.close();
}
