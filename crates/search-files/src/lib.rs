//! The site's search files: the records of every page, the index the search core
//! (`site-search`) builds from them and from the entries (every icon), and the two
//! files that carry both to the browser with the parts it loads as queries need them.

mod records;

use rayon::prelude::*;
use serde::Serialize;
use site_search::index::PartContent;
use site_search::{index, Record, RecordTerms, SearchDocs, SearchOptions};

use site_config::SiteConfig;
use site_model::page::Page;
use site_model::routes::PageKind;
use site_output::{Output, Spill};

/// The names of one build's search files, relative to the site root. All carry the
/// build's timestamp, so a browser never pairs an index with another build's records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchFiles {
    /// `search-doc-<timestamp>.json`: the search options.
    pub docs: String,
    /// `search-index-<timestamp>.json`: the index's manifest, every search's start.
    pub index: String,
    /// `search-<timestamp>/`: the index's chunks, the records and their texts, which
    /// queries load as they need them.
    pub parts: String,
}

impl SearchFiles {
    /// The files of the build that started at `timestamp`.
    pub fn named(timestamp: u64) -> SearchFiles {
        SearchFiles {
            docs: format!("search-doc-{timestamp}.json"),
            index: format!("search-index-{timestamp}.json"),
            parts: format!("search-{timestamp}/"),
        }
    }
}

/// The records of one page, its own first; none for the search results page.
pub fn page_records(page: &Page, base_url: &str) -> Vec<Record> {
    if page.kind() == PageKind::Search {
        Vec::new()
    } else {
        records::page_records(page, base_url)
    }
}

/// Every page's records, in page order.
pub fn records(pages: &[Page], base_url: &str) -> Vec<Record> {
    pages.par_iter().flat_map_iter(|page| page_records(page, base_url)).collect()
}

/// Records' terms are made in parallel this many at a time, each batch merged into
/// the index before the next: made all at once, they took most of the memory of a
/// large site's build.
const RECORDS_PER_BATCH: usize = 1024;

/// The terms of the documents, then of the entries, in record order, made a batch at
/// a time as the iterator is consumed.
pub fn terms<'a>(documents: &'a [Record], entries: &'a [Record]) -> impl Iterator<Item = RecordTerms> + 'a {
    let documents = documents.chunks(RECORDS_PER_BATCH).map(|batch| batch.par_iter().map(RecordTerms::of).collect::<Vec<_>>());
    let entries = entries.chunks(RECORDS_PER_BATCH).map(|batch| batch.par_iter().map(RecordTerms::of_entry).collect::<Vec<_>>());
    documents.chain(entries).flatten()
}

/// The search `files` of a build from its pages' records (see [`records`]): the two
/// search files, and the chunks, record parts and fragments, each waiting in `spill`
/// as soon as it is made (a large site's parts are tens of MB). `entries` are found
/// by their names alone (see `site_search::index`).
pub fn outputs(
    records: &[Record],
    entries: &[Record],
    config: &SiteConfig,
    files: &SearchFiles,
    spill: &Spill,
) -> anyhow::Result<Vec<Output>> {
    let index = index::build(records, entries, terms(records, entries), &files.parts);
    let part_output = |(name, content): (String, PartContent)| {
        let output = Output::bytes(name, serde_json::to_vec(&content)?);
        // The chunks and the records' parts are most of what a search downloads; the
        // texts, for snippets, are many and each downloaded less often.
        let output = if matches!(content, PartContent::Texts(_)) { output } else { output.best_compressed() };
        Ok(spill.keep(output)?)
    };
    let mut outputs: Vec<Output> = index.part_files(records).into_par_iter().map(part_output).collect::<anyhow::Result<_>>()?;
    // Every reader's first search waits for it, as for the core.
    outputs.push(Output::bytes(files.index.clone(), serde_json::to_vec(&index.index)?).smallest_compressed());
    let options = SearchOptions { max_hits: config.search.max_hits, highlight_result: config.search.highlight_result };
    outputs.push(Output::bytes(files.docs.clone(), serde_json::to_vec(&SearchDocs::new(options))?));
    Ok(outputs)
}
