//! What a search finds: one record per page and one per section, and the search-doc
//! file that carries them to the browser with the search options.

use serde::{Deserialize, Serialize};

/// A page (its title and the text before its first section) or one of its h2/h3
/// sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum RecordKind {
    /// A page: its title and the text before its first section.
    Page,
    /// An h2 or h3 section of a page.
    Section,
}

impl From<RecordKind> for u8 {
    fn from(kind: RecordKind) -> u8 {
        match kind {
            RecordKind::Page => 0,
            RecordKind::Section => 1,
        }
    }
}

impl TryFrom<u8> for RecordKind {
    type Error = String;

    fn try_from(value: u8) -> Result<Self, String> {
        match value {
            0 => Ok(RecordKind::Page),
            1 => Ok(RecordKind::Section),
            other => Err(format!("unknown record type {other} (0 is a page, 1 a section)")),
        }
    }
}

/// What a search finds: a page or a section, with the text it is found by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// Whether it is a page or a section.
    #[serde(rename = "type")]
    pub kind: RecordKind,
    /// The page's title, or the section's heading.
    pub title: String,
    /// The title of a section's page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_title: Option<String>,
    /// The URL path, with `#anchor` for a section.
    pub url: String,
    /// The plain text, for matching and snippets.
    pub content: String,
    /// Other names of a page (a component's tag), found like its title but not shown.
    #[serde(skip)]
    pub keywords: Vec<String>,
}

/// The options the browser reads from the search-doc file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchOptions {
    /// How many results the search box shows.
    pub max_hits: usize,
    /// Whether the searched words are marked on the page a result opens.
    pub highlight_result: bool,
}

/// The search-doc file: `{ searchDocs, options }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchDocs {
    /// Every record, in record-number order.
    pub search_docs: Vec<Record>,
    /// The search box's options.
    pub options: SearchOptions,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_have_the_documented_shape() {
        let section = Record {
            kind: RecordKind::Section,
            title: "click".into(),
            page_title: Some("Button".into()),
            url: "/v1/components/Button/#click".into(),
            content: "Fired when pressed.".into(),
            keywords: vec!["ignored".into()],
        };
        let json = serde_json::to_value(&section).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"type": 1, "title": "click", "pageTitle": "Button", "url": "/v1/components/Button/#click", "content": "Fired when pressed."})
        );
        let page: Record = serde_json::from_str(r#"{"type":0,"title":"FAQ","url":"/v1/docs/FAQ/","content":""}"#).unwrap();
        assert_eq!(page.kind, RecordKind::Page);
        assert_eq!(page.page_title, None);
        let unknown = serde_json::from_str::<Record>(r#"{"type":7,"title":"","url":"","content":""}"#).unwrap_err();
        assert!(unknown.to_string().contains("unknown record type 7"), "{unknown}");
    }
}
