//! The search as the browser uses it: loaded from the two files, answering queries
//! with marked titles and snippets, and marking a page's text.

use serde::Serialize;

use crate::highlight::Marker;
use crate::index::{Index, IndexFile};
use crate::query::Query;
use crate::rank::{rank, Titles};
use crate::record::{Record, RecordKind, SearchDocs, SearchOptions};

/// The search of one build: its records and index, loaded once, answering every query.
pub struct Engine {
    records: Vec<Record>,
    options: SearchOptions,
    index: Index,
    titles: Titles,
}

/// The results of a query.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchResponse {
    /// How many records matched, of which `results` are the best.
    pub total: usize,
    /// The best records, best first.
    pub results: Vec<SearchResult>,
}

/// A record found, ready to show.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// Whether it is a page or a section.
    #[serde(rename = "type")]
    pub kind: RecordKind,
    /// The URL path, with `#anchor` for a section.
    pub url: String,
    /// The title in plain and marked pieces (see [`crate::highlight`]).
    pub title: Vec<String>,
    /// The title of a section's page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page_title: Option<String>,
    /// A passage of the content in plain and marked pieces.
    pub snippet: Vec<String>,
}

impl Engine {
    /// Loads the search-index and search-doc files, as JSON texts.
    pub fn load(index_json: &str, docs_json: &str) -> Result<Engine, String> {
        let docs: SearchDocs = serde_json::from_str(docs_json).map_err(|err| format!("the search documents are invalid: {err}"))?;
        let file: IndexFile = serde_json::from_str(index_json).map_err(|err| format!("the search index is invalid: {err}"))?;
        let index = Index::load(file, docs.search_docs.len())?;
        let titles = Titles::new(&index, &docs.search_docs);
        Ok(Engine { records: docs.search_docs, options: docs.options, index, titles })
    }

    /// The search box's options from the search-doc file.
    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// The best `limit` results of `query`, and how many there are in all.
    pub fn search(&self, query: &str, limit: usize) -> SearchResponse {
        let query = Query::parse(query);
        let (hits, stems) = rank(&self.index, &self.records, &self.titles, &query);
        let marker = Marker::new(stems.into_keys().map(|stem| self.index.stem(stem).to_string()));
        let results = hits
            .iter()
            .take(limit)
            .map(|hit| {
                let record = &self.records[hit.record as usize];
                SearchResult {
                    kind: record.kind,
                    url: record.url.clone(),
                    title: marker.mark(&record.title).unwrap_or_else(|| vec![record.title.clone()]),
                    page_title: record.page_title.clone(),
                    snippet: marker.snippet(&record.content),
                }
            })
            .collect();
        SearchResponse { total: hits.len(), results }
    }

    /// Each text in plain and marked pieces, or `None` where nothing matched `query`.
    pub fn highlight(&self, query: &str, texts: &[String]) -> Vec<Option<Vec<String>>> {
        let marker = self.marker(query);
        texts.iter().map(|text| marker.mark(text)).collect()
    }

    /// What to mark for a query: the stems of every index term it matched.
    fn marker(&self, query: &str) -> Marker {
        let query = Query::parse(query);
        let stems = query
            .groups
            .iter()
            .flat_map(|group| group.whole.iter().chain(&group.parts))
            .flat_map(|term| term.candidates(&self.index))
            .map(|(stem, _)| self.index.stem(stem).to_string());
        Marker::new(stems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::{build, RecordTerms};

    fn record(kind: RecordKind, title: &str, page_title: Option<&str>, url: &str, content: &str) -> Record {
        Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: url.into(),
            content: content.into(),
            keywords: Vec::new(),
        }
    }

    /// An engine loaded from the two files, as the browser loads it.
    fn engine(records: Vec<Record>) -> Engine {
        let index = build(&records.iter().map(RecordTerms::of).collect::<Vec<_>>());
        let docs = SearchDocs { search_docs: records, options: SearchOptions { max_hits: 5, highlight_result: true } };
        Engine::load(&serde_json::to_string(&index).unwrap(), &serde_json::to_string(&docs).unwrap()).unwrap()
    }

    fn urls(engine: &Engine, query: &str) -> Vec<String> {
        engine.search(query, 10).results.into_iter().map(|r| r.url).collect()
    }

    #[test]
    fn a_page_title_outranks_a_section_heading_which_outranks_content() {
        let engine = engine(vec![
            record(RecordKind::Page, "Getting started", None, "content", "Every panel can be collapsed."),
            record(RecordKind::Section, "Panel header", Some("Layouts"), "section", "The header of a layout."),
            record(RecordKind::Page, "Panel", None, "title", "A container with a header."),
        ]);
        assert_eq!(urls(&engine, "panel"), ["title", "section", "content"]);
    }

    #[test]
    fn every_word_must_match_and_exact_words_beat_typos() {
        let engine = engine(vec![
            record(RecordKind::Page, "Calendar", None, "calendar", "Pick dates in a month view."),
            record(RecordKind::Page, "Calender legacy", None, "typo", "An old spelling."),
            record(RecordKind::Page, "Date picker", None, "picker", "Opens a calendar in a popover."),
        ]);
        assert_eq!(urls(&engine, "calendar")[0], "calendar");
        assert_eq!(urls(&engine, "calendar popover"), ["picker"], "only the record with both words");
        assert_eq!(urls(&engine, "calandar").len(), 3, "one typo in an 8-letter word still finds all three");
    }

    #[test]
    fn the_limit_caps_results_but_the_total_counts_them_all() {
        let engine = engine((0..8).map(|n| record(RecordKind::Page, &format!("Item {n}"), None, &n.to_string(), "list item")).collect());
        let response = engine.search("item", 5);
        assert_eq!((response.results.len(), response.total), (5, 8));
    }

    #[test]
    fn markup_in_a_query_is_only_words() {
        let engine = engine(vec![record(RecordKind::Page, "Image", None, "img", "Shows an image with alt text.")]);
        let response = engine.search("<image>", 5);
        assert_eq!(response.results.len(), 1);
        // Marked pieces alternate plain and marked text; the markup marks nothing.
        assert_eq!(response.results[0].title, ["", "Image", ""]);
        assert!(engine.search("<>&\"'", 5).results.is_empty());
    }
}
