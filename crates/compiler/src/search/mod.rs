//! Search: the records of every page, the index the search core (`site-search`)
//! builds from them, the two files that carry both to the browser, and the full
//! results page.

mod records;
pub(crate) mod results_page;

use rayon::prelude::*;
use serde::Serialize;
use site_search::{index, Record, RecordTerms, SearchDocs, SearchOptions};

use crate::config::SiteConfig;
use site_model::page::Page;
use site_model::routes::PageKind;
use site_output::Output;

/// The names of one build's search files, relative to the site root. Both carry the
/// build's timestamp, so a browser never pairs an index with another build's records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchFiles {
    /// `search-doc-<timestamp>.json`: the records and the search options.
    pub docs: String,
    /// `search-index-<timestamp>.json`: the index.
    pub index: String,
}

impl SearchFiles {
    /// The files of the build that started at `timestamp`.
    fn named(timestamp: u64) -> SearchFiles {
        SearchFiles { docs: format!("search-doc-{timestamp}.json"), index: format!("search-index-{timestamp}.json") }
    }
}

/// Every page's records, in page order.
pub fn records(pages: &[Page], base_url: &str) -> Vec<Record> {
    let searchable: Vec<&Page> = pages.iter().filter(|p| p.kind != PageKind::Search).collect();
    searchable.par_iter().flat_map_iter(|page| records::page_records(page, base_url)).collect()
}

/// The two search files of a build.
pub fn outputs(pages: &[Page], config: &SiteConfig, timestamp: u64) -> anyhow::Result<(SearchFiles, Vec<Output>)> {
    let records = records(pages, &config.base_url);
    let terms: Vec<RecordTerms> = records.par_iter().map(RecordTerms::of).collect();
    let index = index::build(&terms);
    let options = SearchOptions { max_hits: config.search.max_hits, highlight_result: config.search.highlight_result };
    let docs = SearchDocs { search_docs: records, options };
    let files = SearchFiles::named(timestamp);
    let outputs = vec![
        Output::bytes(files.docs.clone(), serde_json::to_vec(&docs)?),
        Output::bytes(files.index.clone(), serde_json::to_vec(&index)?),
    ];
    Ok((files, outputs))
}
