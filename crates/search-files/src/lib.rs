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

/// The search files of a build, made as its pages' records come (see
/// [`index::IndexBuilder`]): each part is handed back, waiting in the spill, as soon
/// as it is complete, so that a large site's build holds the postings, not every
/// record's text, nor the many parts' files until the rest is written.
pub struct SearchIndexer<'a> {
    builder: index::IndexBuilder,
    files: SearchFiles,
    spill: &'a Spill,
}

/// The search files a [`SearchIndexer`] makes once every record is in.
pub struct LastSearchFiles {
    /// The last parts: the entries', the index's chunks and their tails.
    pub parts: Vec<Output>,
    /// The index's manifest and the search options, which every search starts from.
    pub starts: Vec<Output>,
}

impl<'a> SearchIndexer<'a> {
    /// An indexer of the search `files` of a build, whose files wait in `spill`.
    pub fn new(files: &SearchFiles, spill: &'a Spill) -> SearchIndexer<'a> {
        SearchIndexer { builder: index::IndexBuilder::new(&files.parts), files: files.clone(), spill }
    }

    /// Adds the next pages' records (see [`page_records`]), in page order; returns
    /// the parts they complete.
    pub fn add(&mut self, records: Vec<Record>) -> anyhow::Result<Vec<Output>> {
        let terms: Vec<RecordTerms> = records.par_iter().map(RecordTerms::of).collect();
        let parts = self.builder.add_documents(records.into_iter().zip(terms));
        spilled(parts, self.spill)
    }

    /// Adds the entries (found by their names alone, see `site_search::index`) and
    /// makes the rest of the search files.
    pub fn finish(self, entries: &[Record], config: &SiteConfig) -> anyhow::Result<LastSearchFiles> {
        let terms: Vec<RecordTerms> = entries.par_iter().map(RecordTerms::of_entry).collect();
        // The parts come one at a time; they are written out as JSON a batch at a
        // time, in parallel, so that the index is never held whole.
        let (mut parts, mut batch) = (Vec::new(), Vec::with_capacity(PARTS_PER_BATCH));
        let index = self.builder.finish(entries, terms, |part| {
            batch.push(part);
            if batch.len() == PARTS_PER_BATCH {
                parts.extend(spilled(std::mem::take(&mut batch), self.spill)?);
            }
            anyhow::Ok(())
        })?;
        parts.extend(spilled(batch, self.spill)?);
        // Every reader's first search waits for it, as for the core.
        let index = Output::bytes(self.files.index, serde_json::to_vec(&index)?).smallest_compressed();
        let options = SearchOptions { max_hits: config.search.max_hits, highlight_result: config.search.highlight_result };
        let options = Output::bytes(self.files.docs, serde_json::to_vec(&SearchDocs::new(options))?);
        Ok(LastSearchFiles { parts, starts: vec![index, options] })
    }
}

/// How many of the index's last parts are made into files at a time.
const PARTS_PER_BATCH: usize = 256;

/// `parts` as files waiting in `spill`.
fn spilled(parts: Vec<(String, PartContent)>, spill: &Spill) -> anyhow::Result<Vec<Output>> {
    let part_output = |(name, content): (String, PartContent)| {
        let output = Output::bytes(name, serde_json::to_vec(&content)?);
        // The chunks and the records' parts are most of what a search downloads; the
        // texts, for snippets, are many and each downloaded less often.
        let output = if matches!(content, PartContent::Texts(_)) { output } else { output.best_compressed() };
        Ok(spill.keep(output)?)
    };
    parts.into_par_iter().map(part_output).collect()
}

/// The search `files` of a build from its pages' records (see [`records`]) and the
/// entries, all at once: [`SearchIndexer`] in one step.
pub fn outputs(
    records: Vec<Record>,
    entries: &[Record],
    config: &SiteConfig,
    files: &SearchFiles,
    spill: &Spill,
) -> anyhow::Result<Vec<Output>> {
    let mut indexer = SearchIndexer::new(files, spill);
    let mut outputs = indexer.add(records)?;
    let last = indexer.finish(entries, config)?;
    outputs.extend(last.parts.into_iter().chain(last.starts));
    Ok(outputs)
}
