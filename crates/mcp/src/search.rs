//! `search_docs`: the site's own search (`site-search`, the core the browser runs as
//! WebAssembly) over the built index, its answers as titles, addresses and snippets.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::json_schema::{optional_limit, whole_number};
use crate::site::Site;

/// How many results an answer has unless asked, and at most.
pub(crate) const DEFAULT_LIMIT: usize = 8;
const MAX_LIMIT: usize = 50;

/// What `search_docs` is asked.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchInput {
    /// Words to find: component names, tags, attributes, topics (`dialog close`, `ui5-input suggestions`).
    pub query: String,
    /// How many results to return (1 to 50, 8 by default).
    #[schemars(schema_with = "optional_limit")]
    pub limit: Option<usize>,
}

/// The results of a search, best first.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchAnswer {
    /// How many pages and sections matched, of which `results` are the best.
    #[schemars(schema_with = "whole_number")]
    pub total: usize,
    /// Whether no page had every word, so these have only some of them.
    pub partial: bool,
    /// The best matches, best first.
    pub results: Vec<SearchHit>,
}

/// A page or a section that matched.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// The page's or section's title.
    pub title: String,
    /// The title of the section's page, for a section.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page: Option<String>,
    /// Its public address.
    pub url: String,
    /// The page's path, for `get_page`.
    pub path: String,
    /// A passage around the words found.
    pub snippet: String,
}

/// The best results for `input` in `site`'s search.
pub(crate) fn search(site: &Site, input: &SearchInput) -> SearchAnswer {
    let limit = input.limit.unwrap_or(DEFAULT_LIMIT).clamp(1, MAX_LIMIT);
    let response = site.search.search(&input.query, limit);
    let results = response
        .results
        .into_iter()
        .map(|result| {
            // An icon's entry is its page with the icon searched for (`icons/?q=accept`).
            let path = result.url.split(['#', '?']).next().unwrap_or_default();
            let path = path.strip_prefix(&site.base_url).unwrap_or(path).to_string();
            SearchHit {
                // Marked pieces alternate plain and matched text; an agent reads them joined.
                title: result.title.concat(),
                page: result.page_title,
                url: format!("{}{}", site.origin, result.url),
                path,
                snippet: result.snippet.map(|pieces| pieces.concat()).unwrap_or_default(),
            }
        })
        .collect();
    SearchAnswer { total: response.total, partial: response.partial, results }
}
