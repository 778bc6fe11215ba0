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
    /// What a downloaded project pins.
    pub download: DownloadData,
}

/// A project of the Examples menu.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "PlaygroundExample", optional_fields)]
pub struct ExampleData {
    /// The example's id, which the page's address names.
    pub id: String,
    /// Its name in the menu.
    pub title: String,
    /// What it shows, under its name in the menu.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Its files by name: `index.html`, `main.js` or `main.ts`, `main.css`.
    pub files: BTreeMap<&'static str, String>,
}

/// What a downloaded project pins: the packages the code may import, at the
/// library's version, and the Vite version that runs it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct DownloadData {
    /// The version of the component packages.
    pub library_version: String,
    /// The version of Vite that runs the project.
    pub vite_version: &'static str,
    /// The packages the project's code may import.
    pub packages: Vec<&'static str>,
}
