//! The playground page's data: its preview and examples.

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
