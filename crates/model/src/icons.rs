//! The icons page's data: the collections and where their catalogues are.

use serde::Serialize;

use crate::navigation::PageLink;

/// What the icons page receives in its page data.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct IconsPageData {
    pub collections: Vec<CollectionData>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guide: Option<PageLink>,
}

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "IconCollectionInfo")]
pub struct CollectionData {
    pub id: &'static str,
    pub label: &'static str,
    pub package: &'static str,
    pub version: String,
    pub npm_url: String,
    pub count: usize,
    /// Site-root-relative URL of the collection's catalogue file.
    pub catalog_url: String,
}
