//! The index: built once by the engine from the records, written as the search-index
//! file, and loaded by the browser.
//!
//! Postings are kept per *stem*, so `themes` finds what `theming` was indexed
//! under. The file lists every *surface* term; the stems are not written but
//! derived again at load with the same stemmer, which keeps the file small. At
//! load the terms become a finite-state transducer mapping each to its stem, which
//! answers prefix and typo queries (`butt…`, `buton`) without scanning every term.

use rustc_hash::FxHashMap as HashMap;
use serde::{Deserialize, Serialize};

use crate::record::{Record, RecordKind};
use crate::tokenizer::{each_token, stem, TokenKind};
use crate::typos::TypoAutomata;

/// The format of the index file; a file of another version is refused at load.
pub const FORMAT_VERSION: u32 = 2;

/// Where a term occurs in a record, as bits of a posting.
pub mod field {
    /// The record's title (a page's title, or a section's heading).
    pub const TITLE: u32 = 1;
    /// The title of a section's page.
    pub const PAGE_TITLE: u32 = 2;
    /// The page's other names.
    pub const KEYWORDS: u32 = 4;
    /// Bits above these count the occurrences in the content.
    pub const CONTENT_SHIFT: u32 = 3;
    /// Occurrence counts saturate here (more says little).
    pub const MAX_CONTENT_COUNT: u32 = 31;
}

/// The search-index file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexFile {
    /// The format's version: an index of another format is refused, not misread.
    pub version: u32,
    /// Every surface term, sorted.
    pub terms: Vec<String>,
    /// Per stem of the terms, in the stems' sorted order: pairs of (record number
    /// minus the previous one, field bits).
    pub postings: Vec<Vec<u32>>,
    /// Per record: how many words its title has.
    pub title_words: Vec<u32>,
    /// Per record: how many words its content has.
    pub content_words: Vec<u32>,
}

/// What one record contributes to the index; computed for each record on its own
/// (in parallel by the caller), then merged by [`build`].
#[derive(Debug, Default, Clone)]
pub struct RecordTerms {
    /// Term -> field bits.
    terms: HashMap<String, u32>,
    title_words: u32,
    content_words: u32,
}

impl RecordTerms {
    /// The terms of one record, with the fields they occur in.
    pub fn of(record: &Record) -> RecordTerms {
        let mut terms = RecordTerms { title_words: word_count(&record.title), ..RecordTerms::default() };
        terms.add(&record.title, |bits| bits | field::TITLE);
        for keyword in &record.keywords {
            terms.add(keyword, |bits| bits | field::KEYWORDS);
        }
        if let (RecordKind::Section, Some(page_title)) = (record.kind, &record.page_title) {
            terms.add(page_title, |bits| bits | field::PAGE_TITLE);
        }
        terms.content_words = terms.add(&record.content, |bits| merge_bits(bits, 1 << field::CONTENT_SHIFT));
        terms
    }

    /// Adds the terms of `text`; `mark` turns a term's field bits into the new ones.
    /// Returns how many words (not whole chunks) it added.
    fn add(&mut self, text: &str, mark: impl Fn(u32) -> u32) -> u32 {
        let mut words = 0;
        each_token(text, |token| {
            if token.stop {
                return;
            }
            words += u32::from(token.kind != TokenKind::Whole);
            match self.terms.get_mut(token.term) {
                Some(bits) => *bits = mark(*bits),
                None => {
                    self.terms.insert(token.term.to_string(), mark(0));
                }
            }
        });
        words
    }
}

/// Field bits of two occurrences together: the fields of both, the content counts added.
fn merge_bits(a: u32, b: u32) -> u32 {
    let fields = (1 << field::CONTENT_SHIFT) - 1;
    let count = ((a >> field::CONTENT_SHIFT) + (b >> field::CONTENT_SHIFT)).min(field::MAX_CONTENT_COUNT);
    ((a | b) & fields) | (count << field::CONTENT_SHIFT)
}

/// The number of words of a text, a camelCase name counting as one.
pub fn word_count(text: &str) -> u32 {
    let mut chunks = 0;
    each_token(text, |token| {
        if token.kind != TokenKind::Part {
            chunks += 1;
        }
    });
    chunks
}

/// Merges the terms of every record, in record order, into the index file.
pub fn build(records: &[RecordTerms]) -> IndexFile {
    let mut stem_of: HashMap<&str, String> = HashMap::default();
    for record in records {
        for term in record.terms.keys() {
            stem_of.entry(term).or_insert_with(|| stem(term));
        }
    }
    let mut postings: HashMap<&str, Vec<(u32, u32)>> = HashMap::default();
    let mut by_stem: HashMap<&str, u32> = HashMap::default();
    for (number, record) in records.iter().enumerate() {
        // The surface terms of one stem (`theme`, `themes`) count together.
        by_stem.clear();
        for (term, &bits) in &record.terms {
            let merged = by_stem.entry(stem_of[term.as_str()].as_str()).or_insert(0);
            *merged = merge_bits(*merged, bits);
        }
        for (&stem, &bits) in &by_stem {
            postings.entry(stem).or_default().push((number as u32, bits));
        }
    }
    let mut postings: Vec<(&str, Vec<(u32, u32)>)> = postings.into_iter().collect();
    postings.sort_unstable_by_key(|(stem, _)| *stem);
    let mut terms: Vec<&str> = stem_of.keys().copied().collect();
    terms.sort_unstable();
    IndexFile {
        version: FORMAT_VERSION,
        terms: terms.iter().map(|term| term.to_string()).collect(),
        postings: postings.iter().map(|(_, occurrences)| delta_encode(occurrences)).collect(),
        title_words: records.iter().map(|r| r.title_words).collect(),
        content_words: records.iter().map(|r| r.content_words).collect(),
    }
}

/// Occurrences in record order as pairs of (record number minus the previous one, bits).
fn delta_encode(occurrences: &[(u32, u32)]) -> Vec<u32> {
    let mut previous = 0;
    let mut flat = Vec::with_capacity(occurrences.len() * 2);
    for &(record, bits) in occurrences {
        flat.push(record - previous);
        flat.push(bits);
        previous = record;
    }
    flat
}

/// One occurrence of a stem: in which record, in which fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    /// The record's number.
    pub record: u32,
    /// The fields the stem occurs in, and its count in the content (see [`field`]).
    pub bits: u32,
}

impl Posting {
    /// How often the stem occurs in the record's content (saturating).
    pub fn content_count(self) -> u32 {
        self.bits >> field::CONTENT_SHIFT
    }
}

/// The index, ready to answer queries.
pub struct Index {
    /// Surface term -> stem id.
    pub(crate) terms: fst::Map<Vec<u8>>,
    pub(crate) stems: Vec<String>,
    pub(crate) postings: Vec<Vec<Posting>>,
    pub(crate) title_words: Vec<u32>,
    pub(crate) content_words: Vec<u32>,
    pub(crate) average_content_words: f32,
    pub(crate) typos: TypoAutomata,
}

impl Index {
    /// Checks and loads an index file, for `records` records.
    pub fn load(file: IndexFile, records: usize) -> Result<Index, String> {
        if file.version != FORMAT_VERSION {
            return Err(format!("the index has format version {}, this search reads version {FORMAT_VERSION}", file.version));
        }
        if file.title_words.len() != records || file.content_words.len() != records {
            return Err(format!("the index describes {} records, the search documents have {records}", file.title_words.len()));
        }
        if !file.terms.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err("the index's terms are not sorted and unique".into());
        }
        let term_stems: Vec<String> = file.terms.iter().map(|term| stem(term)).collect();
        let mut stems = term_stems.clone();
        stems.sort_unstable();
        stems.dedup();
        if stems.len() != file.postings.len() {
            return Err(format!(
                "the index has postings for {} stems, its terms have {}: it was built with another stemmer",
                file.postings.len(),
                stems.len()
            ));
        }
        let stem_id = |stem: &str| stems.binary_search_by(|s| s.as_str().cmp(stem)).expect("every term's stem is listed") as u64;
        let terms = fst::Map::from_iter(file.terms.iter().zip(&term_stems).map(|(term, stem)| (term, stem_id(stem))))
            .map_err(|err| format!("the index's terms cannot be read: {err}"))?;
        let mut postings = Vec::with_capacity(file.postings.len());
        for flat in &file.postings {
            let mut decoded = Vec::with_capacity(flat.len() / 2);
            let mut record = 0u32;
            for pair in flat.chunks_exact(2) {
                record =
                    record.checked_add(pair[0]).filter(|&r| (r as usize) < records).ok_or("the index names a record it does not have")?;
                decoded.push(Posting { record, bits: pair[1] });
            }
            postings.push(decoded);
        }
        let total: u64 = file.content_words.iter().map(|&w| u64::from(w)).sum();
        let average_content_words = if records == 0 { 1.0 } else { (total as f32 / records as f32).max(1.0) };
        Ok(Index {
            terms,
            stems,
            postings,
            title_words: file.title_words,
            content_words: file.content_words,
            average_content_words,
            typos: TypoAutomata::default(),
        })
    }

    /// How many records the index describes.
    pub fn record_count(&self) -> usize {
        self.title_words.len()
    }

    /// The id of a stem, if the index has it.
    pub fn stem_id(&self, stem: &str) -> Option<u32> {
        self.stems.binary_search_by(|s| s.as_str().cmp(stem)).ok().map(|id| id as u32)
    }

    /// The stem of an id.
    pub fn stem(&self, id: u32) -> &str {
        &self.stems[id as usize]
    }

    /// Where a stem occurs, by record number.
    pub fn postings(&self, stem: u32) -> &[Posting] {
        &self.postings[stem as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(kind: RecordKind, title: &str, page_title: Option<&str>, content: &str) -> Record {
        Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: String::new(),
            content: content.into(),
            keywords: Vec::new(),
        }
    }

    #[test]
    fn postings_carry_fields_and_content_counts() {
        let records = [
            record(RecordKind::Page, "Button", None, "A button. Buttons are pressed."),
            record(RecordKind::Section, "click", Some("Button"), "Fired when the button is clicked."),
        ];
        let file = build(&records.iter().map(RecordTerms::of).collect::<Vec<_>>());
        let index = Index::load(file.clone(), 2).unwrap();
        let button = index.stem_id("button").unwrap() as usize;
        // Record 0: title and content twice; record 1: page title and content once.
        assert_eq!(file.postings[button], [0, field::TITLE | 2 << field::CONTENT_SHIFT, 1, field::PAGE_TITLE | 1 << field::CONTENT_SHIFT]);
        assert!(file.terms.contains(&"buttons".to_string()) && index.stem_id("buttons").is_none());
        assert!(!file.terms.contains(&"the".to_string()), "stop words are not indexed");
        assert_eq!(file.title_words, [1, 1]);
        assert_eq!(file.content_words, [3, 3]);
    }

    #[test]
    fn an_index_survives_the_round_trip_through_json() {
        let records = [record(RecordKind::Page, "MultiComboBox", None, "Selects several items: multi-selection.")];
        let file = build(&records.iter().map(RecordTerms::of).collect::<Vec<_>>());
        let json = serde_json::to_string(&file).unwrap();
        let read: IndexFile = serde_json::from_str(&json).unwrap();
        assert_eq!(read, file);
        let index = Index::load(read, 1).unwrap();
        let id = index.stem_id("multicombobox").unwrap();
        assert_eq!(index.postings(id), [Posting { record: 0, bits: field::TITLE }]);
        assert_eq!(index.terms.get("multiselection").map(|stem| index.stem(stem as u32).to_string()), Some("multiselect".into()));
    }

    #[test]
    fn broken_index_files_are_refused_with_a_reason() {
        let records = [record(RecordKind::Page, "Panel", None, "Collapsible panel")];
        let file = build(&records.iter().map(RecordTerms::of).collect::<Vec<_>>());
        let mut old = file.clone();
        old.version = 0;
        assert!(Index::load(old, 1).err().unwrap().contains("version 0"));
        assert!(Index::load(file.clone(), 2).err().unwrap().contains("1 records"));
        let mut unsorted = file.clone();
        unsorted.terms.reverse();
        assert!(Index::load(unsorted, 1).err().unwrap().contains("sorted"));
        let mut dangling = file.clone();
        dangling.postings[0] = vec![5, 1];
        assert!(Index::load(dangling, 1).err().unwrap().contains("record it does not have"));
        let mut other_stemmer = file;
        other_stemmer.postings.pop();
        assert!(Index::load(other_stemmer, 1).err().unwrap().contains("another stemmer"));
    }
}
