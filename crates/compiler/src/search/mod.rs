//! Search: the records of every page, the index the search core (`site-search`)
//! builds from them and from the entries (every icon), the two files that carry both
//! to the browser with the parts it loads as queries need them, and the full results
//! page.

mod records;
pub(crate) mod results_page;

use rayon::prelude::*;
use serde::Serialize;
use site_search::{index, Record, RecordTerms, SearchDocs, SearchOptions};

use crate::config::SiteConfig;
use site_model::page::Page;
use site_model::routes::PageKind;
use site_output::Output;

/// The names of one build's search files, relative to the site root. All carry the
/// build's timestamp, so a browser never pairs an index with another build's records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchFiles {
    /// `search-doc-<timestamp>.json`: the records and the search options.
    pub docs: String,
    /// `search-index-<timestamp>.json`: the index every search starts with.
    pub index: String,
    /// `search-<timestamp>/`: the index's chunks and the records' texts, which
    /// queries load as they need them.
    pub parts: String,
}

impl SearchFiles {
    /// The files of the build that started at `timestamp`.
    fn named(timestamp: u64) -> SearchFiles {
        SearchFiles {
            docs: format!("search-doc-{timestamp}.json"),
            index: format!("search-index-{timestamp}.json"),
            parts: format!("search-{timestamp}/"),
        }
    }
}

/// Every page's records, in page order.
pub fn records(pages: &[Page], base_url: &str) -> Vec<Record> {
    let searchable: Vec<&Page> = pages.iter().filter(|p| p.kind != PageKind::Search).collect();
    searchable.par_iter().flat_map_iter(|page| records::page_records(page, base_url)).collect()
}

/// The search files of a build: the two search files, and the chunks, fragments and
/// entry parts. `entries` are found by their names alone (see `site_search::index`).
pub fn outputs(pages: &[Page], entries: &[Record], config: &SiteConfig, timestamp: u64) -> anyhow::Result<(SearchFiles, Vec<Output>)> {
    let records = records(pages, &config.base_url);
    let terms: Vec<RecordTerms> = records.par_iter().map(RecordTerms::of).collect();
    let entry_terms: Vec<RecordTerms> = entries.par_iter().map(RecordTerms::of_entry).collect();
    let files = SearchFiles::named(timestamp);
    let index = index::build(&terms, &entry_terms, &files.parts);
    let mut outputs = Vec::with_capacity(2 + index.chunks.len() + index.index.fragments.len() + index.index.entries.len());
    for (number, chunk) in index.chunks.iter().enumerate() {
        outputs.push(Output::bytes(index::chunk_file(&files.parts, number), serde_json::to_vec(chunk)?));
    }
    for (number, texts) in index.index.fragment_texts(&records).iter().enumerate() {
        outputs.push(Output::bytes(index::fragment_file(&files.parts, number), serde_json::to_vec(texts)?));
    }
    for (number, texts) in index.index.entry_texts(entries).iter().enumerate() {
        outputs.push(Output::bytes(index::entry_file(&files.parts, number), serde_json::to_vec(texts)?));
    }
    outputs.push(Output::bytes(files.index.clone(), serde_json::to_vec(&index.index)?));
    let options = SearchOptions { max_hits: config.search.max_hits, highlight_result: config.search.highlight_result };
    let docs = SearchDocs { search_docs: records, options }.shortened();
    outputs.push(Output::bytes(files.docs.clone(), serde_json::to_vec(&docs)?));
    Ok((files, outputs))
}
