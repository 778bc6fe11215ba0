// The Pagefind side of bench/search/bytes.mjs: a search box on Pagefind's JavaScript
// API (the module its bundle ships, loaded with the page; it fetches nothing more
// until the first query). Two ways to search as the reader types, picked by `?mode=`:
//   keystroke (default): `search(query)` at every keystroke, as our box and
//     docusaurus-lunr-search's do; the first five results' `data()` once it answers;
//   debounced: `preload(query)` at every keystroke, and `debouncedSearch(query)`
//     (Pagefind's default wait of 300 ms) for the results, then the same `data()`.
// Once a query's results are on the page, #results carries it in data-query.
import * as pagefind from "./pagefind/pagefind.js";

const SHOWN = 5;
const mode = new URLSearchParams(location.search).get("mode") === "debounced" ? "debounced" : "keystroke";
const input = document.querySelector("input");
const list = document.querySelector("#results");
let latest = "";

function render(query, pages) {
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = page.url;
      link.textContent = page.meta?.title ?? page.url;
      const excerpt = document.createElement("small");
      // Pagefind's excerpt marks the matched words with <mark>; shown as text here.
      excerpt.textContent = page.excerpt.replace(/<\/?mark>/g, "");
      item.append(link, excerpt);
      return item;
    }),
  );
  list.dataset.query = query;
}

async function searchFor(query) {
  if (mode === "debounced") {
    pagefind.preload(query);
    return pagefind.debouncedSearch(query);
  }
  return pagefind.search(query);
}

input.addEventListener("input", async () => {
  const query = input.value.trim();
  latest = query;
  if (!query) {
    render("", []);
    return;
  }
  const response = await searchFor(query);
  // A debounced search that a later keystroke replaced answers null.
  if (!response || query !== latest) return;
  const pages = await Promise.all(response.results.slice(0, SHOWN).map((result) => result.data()));
  if (query === latest) render(query, pages);
});
