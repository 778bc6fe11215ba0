//! Ranking: which records match a query, and in what order.
//!
//! Each query word scores a record by where its terms occur (a page's title, then a
//! section's heading, the page's other names, the title of a section's page, then
//! the content, weighted by BM25), how well they match (same word or stem, prefix,
//! typo) and how rare they are (inverse document frequency). A record must match
//! every word; with three words or more, records missing one come after the rest.
//! A title whose every word the query names is what the reader is after: such
//! records get a bonus, as do sections of a page whose title the query names.

use rustc_hash::FxHashMap as HashMap;

use crate::index::{field, Index, Posting};
use crate::query::{Group, Query, QueryTerm};
use crate::record::{Record, RecordKind};
use crate::tokenizer::{tokenize, Token, TokenKind};

/// Field weights.
const PAGE_TITLE_IN_PAGE: f32 = 10.0;
const SECTION_HEADING: f32 = 7.0;
const KEYWORDS: f32 = 6.0;
const PAGE_TITLE_OF_SECTION: f32 = 2.5;
/// BM25 parameters for the content.
const K1: f32 = 1.2;
const B: f32 = 0.75;
/// The bonus for a title the query names in full, at the best match quality.
const WHOLE_TITLE_BONUS: f32 = 0.8;
/// The bonus for a section whose page title the query names in full.
const WHOLE_PAGE_TITLE_BONUS: f32 = 0.3;
/// A page and one of its sections scoring alike: the page first.
const PAGE_BONUS: f32 = 1.1;
/// A compound word matched by its parts rather than whole counts for less.
const PARTS_FACTOR: f32 = 0.9;

/// A matching record.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    pub record: u32,
    pub score: f32,
    /// How many of the query's words it matches.
    pub matched: usize,
}

/// The index stems a query stands for, each with its best match quality.
pub type Matched = HashMap<u32, f32>;

/// Every record matching `query`, best first, and the stems that matched.
pub fn rank(index: &Index, records: &[Record], query: &Query) -> (Vec<Hit>, Matched) {
    let count = index.record_count();
    let mut matched_stems = Matched::default();
    let mut totals = vec![0.0f32; count];
    let mut matched = vec![0usize; count];
    for group in &query.groups {
        for (record, score) in group_scores(index, records, group, &mut matched_stems).into_iter().enumerate() {
            if let Some(score) = score {
                totals[record] += score;
                matched[record] += 1;
            }
        }
    }
    let groups = query.groups.len();
    let required = if groups >= 3 { groups - 1 } else { groups };
    let coverage = Coverage::new(index, &matched_stems);
    let mut hits: Vec<Hit> = (0..count)
        .filter(|&r| groups > 0 && matched[r] >= required)
        .map(|r| {
            let record = &records[r];
            let mut score = totals[r] * (1.0 + WHOLE_TITLE_BONUS * coverage.of(&record.title));
            match (&record.kind, &record.page_title) {
                (RecordKind::Page, _) => score *= PAGE_BONUS,
                (RecordKind::Section, Some(page_title)) => score *= 1.0 + WHOLE_PAGE_TITLE_BONUS * coverage.of(page_title),
                (RecordKind::Section, None) => {}
            }
            Hit { record: r as u32, score, matched: matched[r] }
        })
        .collect();
    hits.sort_by(|a, b| b.matched.cmp(&a.matched).then(b.score.total_cmp(&a.score)).then(a.record.cmp(&b.record)));
    (hits, matched_stems)
}

/// A group's score in each record: its whole word's, or its parts' together,
/// whichever is higher; `None` where it does not match.
fn group_scores(index: &Index, records: &[Record], group: &Group, matched: &mut Matched) -> Vec<Option<f32>> {
    let mut best: Vec<Option<f32>> = match &group.whole {
        Some(whole) => term_scores(index, records, whole, matched),
        None => vec![None; index.record_count()],
    };
    let parts: Vec<Vec<Option<f32>>> = group.parts.iter().map(|part| term_scores(index, records, part, matched)).collect();
    if parts.is_empty() {
        return best;
    }
    let factor = if parts.len() > 1 { PARTS_FACTOR / parts.len() as f32 } else { 1.0 };
    for (record, slot) in best.iter_mut().enumerate() {
        let all: Option<f32> = parts.iter().map(|scores| scores[record]).sum();
        if let Some(together) = all.map(|sum| sum * factor) {
            if slot.is_none_or(|current| together > current) {
                *slot = Some(together);
            }
        }
    }
    best
}

/// A term's score in each record: the best of its candidate stems.
fn term_scores(index: &Index, records: &[Record], term: &QueryTerm, matched: &mut Matched) -> Vec<Option<f32>> {
    let count = index.record_count();
    let mut scores: Vec<Option<f32>> = vec![None; count];
    let candidates = term.candidates(index);
    // All the words a term stands for weigh as its most common one: a rare word it
    // begins, or a rare typo, must not outweigh the word itself.
    let most_common = candidates.iter().map(|&(stem, _)| index.postings(stem).len()).max().unwrap_or(0);
    let idf = inverse_document_frequency(count, most_common);
    for (stem, quality) in candidates {
        let best = matched.entry(stem).or_insert(0.0);
        *best = best.max(quality);
        for &posting in index.postings(stem) {
            let record = posting.record as usize;
            let value = quality * idf * field_score(index, &records[record], posting);
            if scores[record].is_none_or(|current| value > current) {
                scores[record] = Some(value);
            }
        }
    }
    scores
}

fn inverse_document_frequency(records: usize, with_term: usize) -> f32 {
    let (n, df) = (records as f32, with_term as f32);
    (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
}

fn field_score(index: &Index, record: &Record, posting: Posting) -> f32 {
    let r = posting.record as usize;
    let mut score = 0.0;
    if posting.bits & field::TITLE != 0 {
        let weight = match record.kind {
            RecordKind::Page => PAGE_TITLE_IN_PAGE,
            RecordKind::Section => SECTION_HEADING,
        };
        // A word among few in a title says more than one among many.
        score += weight / (1.0 + 0.25 * (index.title_words[r].max(1) - 1) as f32);
    }
    if posting.bits & field::KEYWORDS != 0 {
        score += KEYWORDS;
    }
    if posting.bits & field::PAGE_TITLE != 0 {
        score += PAGE_TITLE_OF_SECTION;
    }
    let count = posting.content_count() as f32;
    if count > 0.0 {
        let length = index.content_words[r] as f32 / index.average_content_words;
        score += count * (K1 + 1.0) / (count + K1 * (1.0 - B + B * length));
    }
    score
}

/// How fully a query names a title.
struct Coverage<'a> {
    /// Matched stem -> its best quality.
    stems: HashMap<&'a str, f32>,
}

impl<'a> Coverage<'a> {
    fn new(index: &'a Index, matched: &Matched) -> Coverage<'a> {
        Coverage { stems: matched.iter().map(|(&stem, &quality)| (index.stem(stem), quality)).collect() }
    }

    /// The worst match quality among the title's words if the query names every one
    /// of them (a word wholly, or all its parts), else 0. Stop words need no naming.
    fn of(&self, title: &str) -> f32 {
        let quality = |token: &Token| self.stems.get(token.stem.as_str()).copied();
        let tokens: Vec<Token> = tokenize(title).into_iter().filter(|t| !(t.stop && t.kind == TokenKind::Word)).collect();
        let mut coverage: Option<f32> = None;
        for chunk in tokens.chunk_by(|a, b| a.chunk == b.chunk) {
            let whole = chunk.iter().filter(|t| t.kind != TokenKind::Part).filter_map(quality).fold(0.0, f32::max);
            // The worst of the parts, if every part matched.
            let parts = chunk
                .iter()
                .filter(|t| t.kind == TokenKind::Part)
                .map(quality)
                .try_fold(f32::INFINITY, |worst, q| q.map(|q| worst.min(q)))
                .filter(|worst| worst.is_finite())
                .unwrap_or(0.0);
            let covered = whole.max(parts);
            coverage = Some(coverage.map_or(covered, |c| c.min(covered)));
        }
        coverage.unwrap_or(0.0)
    }
}
