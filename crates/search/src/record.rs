//! What a search finds: one record per page and one per section; how record parts
//! write them; and the search-doc file, which carries the search options.

use serde::{Deserialize, Serialize};

use crate::json::{required, Reader};

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
    /// The plain text, for matching and snippets. Not in a record part: the texts
    /// are in fragments of their own (see [`crate::index`]).
    #[serde(skip)]
    pub content: String,
    /// Other names of a page (a component's tag), found like its title but not shown.
    #[serde(skip)]
    pub keywords: Vec<String>,
}

impl Record {
    /// The record without its text and other names: as a record part carries it.
    #[cfg(not(target_family = "wasm"))]
    pub(crate) fn without_text(&self) -> Record {
        Record {
            kind: self.kind,
            title: self.title.clone(),
            page_title: self.page_title.clone(),
            url: self.url.clone(),
            content: String::new(),
            keywords: Vec::new(),
        }
    }

    pub(crate) fn read(reader: &mut Reader) -> crate::json::Result<Record> {
        let (mut kind, mut title, mut page_title, mut url) = (None, None, None, None);
        reader.object(|key, reader| {
            match key {
                "type" => kind = Some(RecordKind::try_from(u8::try_from(reader.u32()?).unwrap_or(u8::MAX))?),
                "title" => title = Some(reader.string()?),
                "pageTitle" => page_title = Some(reader.string()?),
                "url" => url = Some(reader.string()?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        Ok(Record {
            kind: required(kind, "type")?,
            title: required(title, "title")?,
            page_title,
            url: required(url, "url")?,
            content: String::new(),
            keywords: Vec::new(),
        })
    }
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

impl SearchOptions {
    fn read(reader: &mut Reader) -> crate::json::Result<SearchOptions> {
        let (mut max_hits, mut highlight_result) = (None, None);
        reader.object(|key, reader| {
            match key {
                "maxHits" => max_hits = Some(reader.u32()? as usize),
                "highlightResult" => highlight_result = Some(reader.bool()?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        Ok(SearchOptions { max_hits: required(max_hits, "maxHits")?, highlight_result: required(highlight_result, "highlightResult")? })
    }

    /// The options as JSON, as the browser gets them.
    pub fn to_json(self) -> String {
        format!(r#"{{"maxHits":{},"highlightResult":{}}}"#, self.max_hits, self.highlight_result)
    }
}

/// The search-doc file, `{ searchDocs, options }` as the specification names it.
/// Its list of records is empty: the records are in the index's record parts,
/// loaded as queries need them (see [`crate::index`]), so that what every reader
/// downloads first does not grow with the site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchDocs {
    /// No records (see above).
    pub search_docs: [Record; 0],
    /// The search box's options.
    pub options: SearchOptions,
}

impl SearchDocs {
    /// The search-doc file of these options.
    pub fn new(options: SearchOptions) -> SearchDocs {
        SearchDocs { search_docs: [], options }
    }

    /// Reads the search-doc file; one that lists records is of an older format.
    pub fn read(text: &str) -> crate::json::Result<SearchDocs> {
        let mut reader = Reader::new(text);
        let (mut records, mut options) = (None, None);
        reader.object(|key, reader| {
            match key {
                "searchDocs" => records = Some(reader.list_of(Record::read)?),
                "options" => options = Some(SearchOptions::read(reader)?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        reader.end()?;
        if !required(records, "searchDocs")?.is_empty() {
            return Err("`searchDocs` lists records: a file of an older format, whose records this search loads from its parts".into());
        }
        Ok(SearchDocs::new(required(options, "options")?))
    }
}

/// Writes records as a record part carries them: a section's URL as its `#anchor`
/// and without its page's title, both of which are its page's (the page record
/// before it). A fifth of the records' size.
pub fn shorten(records: &mut [Record]) {
    let mut page_url = String::new();
    for record in records {
        match record.kind {
            RecordKind::Page => page_url.clone_from(&record.url),
            RecordKind::Section => {
                if let Some(anchor) = record.url.strip_prefix(page_url.as_str()).filter(|rest| rest.starts_with('#')) {
                    record.url = anchor.to_string();
                    record.page_title = None;
                }
            }
        }
    }
}

/// The records whole again: the URL and page title of each section that
/// [`shorten`] left to its page.
pub fn complete(records: &mut [Record]) {
    let (mut page_url, mut page_title) = (String::new(), String::new());
    for record in records {
        match record.kind {
            RecordKind::Page => {
                page_url.clone_from(&record.url);
                page_title.clone_from(&record.title);
            }
            RecordKind::Section if record.url.starts_with('#') => {
                record.url.insert_str(0, &page_url);
                record.page_title = Some(page_title.clone());
            }
            RecordKind::Section => {}
        }
    }
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
            serde_json::json!({"type": 1, "title": "click", "pageTitle": "Button", "url": "/v1/components/Button/#click"}),
            "the text is in the page's fragment"
        );
        let page: Record = serde_json::from_str(r#"{"type":0,"title":"FAQ","url":"/v1/docs/FAQ/"}"#).unwrap();
        assert_eq!(page.kind, RecordKind::Page);
        assert_eq!(page.page_title, None);
        let unknown = serde_json::from_str::<Record>(r#"{"type":7,"title":"","url":""}"#).unwrap_err();
        assert!(unknown.to_string().contains("unknown record type 7"), "{unknown}");
    }

    #[test]
    fn sections_are_written_relative_to_their_page_and_completed_again() {
        let record = |kind, title: &str, page_title: Option<&str>, url: &str| Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: url.into(),
            content: String::new(),
            keywords: Vec::new(),
        };
        let records = vec![
            record(RecordKind::Page, "Button", None, "/v1/components/Button/"),
            record(RecordKind::Section, "click", Some("Button"), "/v1/components/Button/#click"),
            record(RecordKind::Section, "Elsewhere", Some("Other"), "/v1/other/#x"),
        ];
        let mut short = records.clone();
        shorten(&mut short);
        assert_eq!((short[1].url.as_str(), &short[1].page_title), ("#click", &None));
        assert_eq!(short[2], records[2], "a section outside its page is kept whole");
        complete(&mut short);
        assert_eq!(short, records);
    }

    #[test]
    fn the_search_doc_file_has_the_options_and_no_records() {
        let docs = SearchDocs::new(SearchOptions { max_hits: 5, highlight_result: true });
        let written = serde_json::to_string(&docs).unwrap();
        assert_eq!(written, r#"{"searchDocs":[],"options":{"maxHits":5,"highlightResult":true}}"#);
        assert_eq!(SearchDocs::read(&written).unwrap(), docs, "the browser's reader reads what serde writes");
        assert_eq!(serde_json::from_str::<SearchOptions>(&docs.options.to_json()).unwrap(), docs.options);
        assert!(SearchDocs::read(r#"{"options": {"maxHits": 5, "highlightResult": true}}"#).unwrap_err().contains("`searchDocs`"));
        let old =
            r#"{"searchDocs": [{"type": 0, "title": "FAQ", "url": "/v1/docs/FAQ/"}], "options": {"maxHits": 5, "highlightResult": true}}"#;
        assert!(SearchDocs::read(old).unwrap_err().contains("older format"));
        assert!(SearchDocs::read(r#"{"searchDocs": [{"type": 9, "title": "", "url": ""}], "options": {}}"#)
            .unwrap_err()
            .contains("unknown record type 9"));
    }
}
