//! The search as the browser uses it: loaded from the two files, answering queries
//! with marked titles and snippets, and marking a page's text.

use serde::Serialize;

use crate::highlight::Marker;
use crate::index::{Index, IndexFile};
use crate::query::Query;
use crate::rank::{rank, Titles};
use crate::record::{Record, RecordKind, SearchDocs, SearchOptions};

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
    pub results: Vec<SearchResult>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    #[serde(rename = "type")]
    pub kind: RecordKind,
    pub url: String,
    /// The title in plain and marked pieces (see [`crate::highlight`]).
    pub title: Vec<String>,
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
