//! The playground page's data: its preview, examples and what a download pins.

use serde::Serialize;
use std::collections::BTreeMap;

/// The playground as the app receives it (`playground` in the page data).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PlaygroundData {
    /// Site-root-relative URL of the preview page.
    pub preview_url: String,
    /// In menu order; the first is the default project.
    pub examples: Vec<ExampleData>,
    pub download: DownloadData,
}

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "PlaygroundExample", optional_fields)]
pub struct ExampleData {
    pub id: String,
    pub title: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    pub files: BTreeMap<&'static str, String>,
}

/// What a downloaded project pins: the packages the code may import, at the
/// library's version, and the Vite version that runs it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct DownloadData {
    pub library_version: String,
    pub vite_version: &'static str,
    pub packages: Vec<&'static str>,
}
