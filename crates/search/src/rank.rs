//! Ranking: which records match a query, and in what order.
//!
//! Each query word scores a record by where its terms occur (a page's title, then a
//! section's heading, the page's other names, the title of a section's page, then
//! the content, weighted by BM25), how well they match (same word or stem, prefix,
//! typo) and how rare they are (inverse document frequency). A record must match
//! every word; with three words or more, records missing one come after the rest.
//! When no record matches enough of the words, the records matching some of them
//! are the answer, marked as partial.
//! A title whose every word the query names is what the reader is after: such
//! records get a bonus, the more so for the words as the query writes them (`icons`
//! names Icons before Icon), as do sections of a page whose title the query names.
//! A record whose part has not loaded yet (see [`crate::index`]) is ranked as if it
//! named the query as fully as its postings allow: no lower than it will be once
//! loaded, so the parts of the records that may be among the best are the ones to load.

use rustc_hash::FxHashMap as HashMap;

use crate::index::{field, Index, Posting};
use crate::query::{quality, Group, Query, QueryTerm};
use crate::record::Record;
use crate::tokenizer::{tokenize, TokenKind};

/// Field weights.
const PAGE_TITLE_IN_PAGE: f32 = 10.0;
const SECTION_HEADING: f32 = 7.0;
/// An entry's name (an icon's) weighs less than a section's heading: among matches
/// alike, the site's pages and sections come first, and a common word (`edit`) does
/// not bring up only the entries with it in their names.
const ENTRY_NAME: f32 = 5.0;
const KEYWORDS: f32 = 6.0;
const PAGE_TITLE_OF_SECTION: f32 = 2.5;
/// The bonus for a title the query names in full, at the best match quality.
const WHOLE_TITLE_BONUS: f32 = 0.8;
/// The bonus for a section whose page title the query names in full.
const WHOLE_PAGE_TITLE_BONUS: f32 = 0.3;
/// How much a title word named in another form than the query's (`Icon` for
/// `icons`) counts towards naming the title in full.
const OTHER_FORM: f32 = 0.9;
/// A word that is only a part of a title's compound word (`avatar` in AvatarGroup)
/// names the title less than a whole word of it does (Avatar): the compound is
/// about something more particular.
const PART_OF_TITLE_WORD: f32 = 0.6;
/// A page and one of its sections scoring alike: the page first.
const PAGE_BONUS: f32 = 1.1;
/// A compound word matched by its parts rather than whole counts for less.
const PARTS_FACTOR: f32 = 0.9;

/// What a query names: the stems it matched, and its terms as typed.
struct Named<'a> {
    stems: &'a Matched,
    typed: Vec<&'a str>,
}

impl Named<'_> {
    /// How well the query names a title's term: its stem's match quality, less for
    /// another form of the word.
    fn quality(&self, term: &TitleTerm) -> Option<f32> {
        let quality = self.stems.get(&term.stem).copied()?;
        Some(if self.typed.contains(&term.text.as_str()) { quality } else { quality * OTHER_FORM })
    }
}

/// A matching record.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    /// The record's number.
    pub record: u32,
    /// How well it matches; higher is better.
    pub score: f32,
    /// How many of the query's words it matches.
    pub matched: usize,
}

/// The index stems a query stands for, each with its best match quality.
pub type Matched = HashMap<u32, f32>;

/// Every record matching `query`, best first, and the stems that matched.
pub fn rank(index: &Index, titles: &Titles, query: &Query) -> Ranking {
    let count = index.record_count();
    let mut matched_stems = Matched::default();
    let mut totals = vec![0.0f32; count];
    let mut matched = vec![0usize; count];
    let mut seen = vec![Seen::default(); count];
    for group in &query.groups {
        for (record, score) in group_scores(index, group, &mut matched_stems, &mut seen).into_iter().enumerate() {
            if let Some(score) = score {
                totals[record] += score;
                matched[record] += 1;
            }
        }
    }
    let named = Named { stems: &matched_stems, typed: query.terms().map(|term| term.term.as_str()).collect() };
    let groups = query.groups.len();
    let required = if groups >= 3 { groups - 1 } else { groups };
    // When no record matches enough of the words, those matching some of them.
    let partial = groups > 1 && !matched.iter().any(|&m| m >= required);
    let least = if partial { 1 } else { required };
    let mut hits: Vec<Hit> = (0..count)
        .filter(|&r| groups > 0 && matched[r] >= least)
        .map(|r| {
            let mut score = totals[r] * (1.0 + WHOLE_TITLE_BONUS * titles.title_coverage(r, &named, seen[r]));
            if seen[r].bits & field::PAGE != 0 {
                score *= PAGE_BONUS;
            } else if !index.is_entry(r as u32) {
                score *= 1.0 + WHOLE_PAGE_TITLE_BONUS * titles.page_title_coverage(r, &named, seen[r]);
            }
            Hit { record: r as u32, score, matched: matched[r] }
        })
        .collect();
    hits.sort_unstable_by(|a, b| b.matched.cmp(&a.matched).then(b.score.total_cmp(&a.score)).then(a.record.cmp(&b.record)));
    Ranking { hits, matched: matched_stems, partial }
}

/// What [`rank`] found.
pub struct Ranking {
    /// The matching records, best first.
    pub hits: Vec<Hit>,
    /// The stems that matched.
    pub matched: Matched,
    /// Whether no record matched enough of the words, and `hits` match only some.
    pub partial: bool,
}

/// A group's score in each record: its whole word's, or its parts' together,
/// whichever is higher; `None` where it does not match.
fn group_scores(index: &Index, group: &Group, matched: &mut Matched, seen: &mut [Seen]) -> Vec<Option<f32>> {
    let mut best: Vec<Option<f32>> = match &group.whole {
        Some(whole) => term_scores(index, whole, matched, seen),
        None => vec![None; index.record_count()],
    };
    let parts: Vec<Vec<Option<f32>>> = group.parts.iter().map(|part| term_scores(index, part, matched, seen)).collect();
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

/// A term's score in each record: the best of its candidate stems. Adds their
/// postings to what each record's `seen` says.
fn term_scores(index: &Index, term: &QueryTerm, matched: &mut Matched, seen: &mut [Seen]) -> Vec<Option<f32>> {
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
            seen[record].add(posting, stem, quality);
            let mut value = quality * idf * field_score(index, posting);
            // Another name typed in full (`ui5-li`) names the record as its title would.
            if quality >= quality::EXACT && posting.bits & field::KEYWORDS != 0 {
                value *= 1.0 + WHOLE_TITLE_BONUS;
            }
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

fn field_score(index: &Index, posting: Posting) -> f32 {
    let mut score = 0.0;
    if posting.bits & field::TITLE != 0 {
        let weight = if index.is_entry(posting.record) {
            ENTRY_NAME
        } else if posting.is_page() {
            PAGE_TITLE_IN_PAGE
        } else {
            SECTION_HEADING
        };
        // A word among few in a title says more than one among many.
        let weight = if posting.bits & field::TITLE_PART != 0 { weight * PART_OF_TITLE_WORD } else { weight };
        score += weight / (1.0 + 0.25 * posting.more_title_words() as f32);
    }
    if posting.bits & field::KEYWORDS != 0 {
        score += KEYWORDS;
    }
    if posting.bits & field::PAGE_TITLE != 0 {
        score += PAGE_TITLE_OF_SECTION;
    }
    score + posting.content_weight()
}

/// The titles of the records as index stems, worked out as their parts load, so
/// ranking tells whether a query names a title in full without cutting titles again.
pub struct Titles {
    /// `None` for a record whose part has not loaded yet.
    of_records: Vec<Option<TitleWords>>,
    /// The page title of each section, as a position in `page_titles`; none for an
    /// entry, whose page title is not its name (nor in the index).
    page_title_of: Vec<Option<usize>>,
    page_titles: Vec<TitleWords>,
    /// The position of each page title in `page_titles`.
    known_page_titles: HashMap<String, usize>,
}

impl Titles {
    /// The titles of `records` records, none loaded yet.
    pub fn new(records: usize) -> Titles {
        Titles {
            of_records: (0..records).map(|_| None).collect(),
            page_title_of: vec![None; records],
            page_titles: Vec::new(),
            known_page_titles: HashMap::default(),
        }
    }

    /// Cuts a record's title, and a section's page title, into the index's stems,
    /// once its part has loaded.
    pub fn set(&mut self, index: &mut Index, number: usize, record: &Record) {
        self.of_records[number] = Some(TitleWords::of(index, &record.title));
        if let (false, Some(title)) = (index.is_entry(number as u32), record.page_title.as_deref()) {
            let position = match self.known_page_titles.get(title) {
                Some(&position) => position,
                None => {
                    self.page_titles.push(TitleWords::of(index, title));
                    self.known_page_titles.insert(title.to_string(), self.page_titles.len() - 1);
                    self.page_titles.len() - 1
                }
            };
            self.page_title_of[number] = Some(position);
        }
    }

    /// How fully the query names a record's title (see [`TitleWords::coverage`]). A
    /// record not loaded yet counts as named as well as its best named word, if the
    /// query matched enough stems of its title to name each of its words (one of a
    /// word, or two of a compound's parts): ranked no lower than it will be once
    /// loaded, it is loaded if it may be among the best.
    fn title_coverage(&self, record: usize, named: &Named, seen: Seen) -> f32 {
        match &self.of_records[record] {
            Some(title) => title.coverage(named),
            None if seen.title.may_name(seen.title_words) => seen.title.quality(named, seen.title_words),
            None => 0.0,
        }
    }

    /// How fully the query names the title of a section's page; for a section not
    /// loaded yet, as well as the query named the best of its page title's words.
    fn page_title_coverage(&self, record: usize, named: &Named, seen: Seen) -> f32 {
        match (&self.of_records[record], self.page_title_of[record]) {
            (None, _) if seen.page_title.may_name(1) => seen.page_title.best(),
            (None, _) => 0.0,
            (Some(_), Some(page)) => self.page_titles[page].coverage(named),
            (Some(_), None) => 0.0,
        }
    }
}

/// What a query's postings say of a record, for ranking it before its part loads.
#[derive(Debug, Default, Clone, Copy)]
struct Seen {
    /// The bits of all of them: its fields, whether a page.
    bits: u32,
    /// How many different words its title has (see [`Posting::more_title_words`]); 0
    /// until a posting in its title says.
    title_words: u32,
    /// The stems of its title the query matched.
    title: SeenTitle,
    /// Those of the title of a section's page.
    page_title: SeenTitle,
}

/// The stems of a title the query matched, each counted once per query term.
#[derive(Debug, Default, Clone, Copy)]
struct SeenTitle {
    /// Those that are words of the title.
    words: u32,
    /// Those that are only parts of its compound words.
    parts: u32,
    /// The best the words among them are named ([`named_at_most`]).
    word_quality: f32,
    /// The best the parts among them are named.
    part_quality: f32,
    /// The first [`TITLE_STEMS`] different stems among them, each with whether it is
    /// a part, and how many different ones there are (more than kept: some left out).
    stems: [(u32, bool); TITLE_STEMS],
    different: usize,
}

/// How many different stems of a title [`SeenTitle`] keeps: titles are short.
const TITLE_STEMS: usize = 6;

impl SeenTitle {
    fn add(&mut self, part: bool, stem: u32, quality: f32) {
        let (count, best) = if part { (&mut self.parts, &mut self.part_quality) } else { (&mut self.words, &mut self.word_quality) };
        *count += 1;
        *best = best.max(named_at_most(quality));
        let kept = self.different.min(TITLE_STEMS);
        if !self.stems[..kept].contains(&(stem, part)) {
            if kept < TITLE_STEMS {
                self.stems[kept] = (stem, part);
            }
            self.different += 1;
        }
    }

    /// Whether they may name each of a title's `words`: a word by itself, or a
    /// compound by two of its parts or more (one that has a single part besides stop
    /// words counts as a word of its own).
    fn may_name(self, words: u32) -> bool {
        self.words + self.parts > 0 && self.words + self.parts / 2 >= words
    }

    /// The best a title may be named: no better than its best named word, or compound
    /// named by two parts or more.
    fn best(self) -> f32 {
        if self.parts >= 2 {
            self.word_quality.max(self.part_quality)
        } else {
            self.word_quality
        }
    }

    /// The best a title of `words` different words may be named. When the stems seen
    /// are its words, or the parts of its only word, it is named as well as the worst
    /// of them (a compound's other parts, if any, only lower it).
    fn quality(self, named: &Named, words: u32) -> f32 {
        let kept = &self.stems[..self.different.min(TITLE_STEMS)];
        let all_kept = self.different == kept.len();
        let every_word = self.parts == 0 && kept.len() == words as usize;
        let parts_of_one_word = self.words == 0 && words == 1;
        if all_kept && (every_word || parts_of_one_word) {
            let quality = |&(stem, _): &(u32, bool)| named.stems.get(&stem).copied().map_or(0.0, named_at_most);
            kept.iter().map(quality).reduce(f32::min).unwrap_or(0.0)
        } else {
            self.best()
        }
    }
}

impl Seen {
    fn add(&mut self, posting: Posting, stem: u32, quality: f32) {
        self.bits |= posting.bits;
        if posting.bits & field::TITLE != 0 {
            self.title_words = posting.more_title_words() + 1;
            self.title.add(posting.bits & field::TITLE_PART != 0, stem, quality);
        }
        if posting.bits & field::PAGE_TITLE != 0 {
            self.page_title.add(posting.bits & field::PAGE_TITLE_PART != 0, stem, quality);
        }
    }
}

/// The most [`Named::quality`] can make of a stem matched this well. A stem matched
/// less than exactly (by a prefix or typo) was typed in no form of it, so it names a
/// title's word in another form than the query's.
fn named_at_most(quality: f32) -> f32 {
    if quality >= quality::EXACT {
        quality
    } else {
        quality * OTHER_FORM
    }
}

/// A title's words: each one whole, or its parts (`MultiComboBox`), as stems of the
/// index.
struct TitleWords(Vec<TitleWord>);

struct TitleWord {
    /// `None` for a word of several parts too long to be a term whole.
    whole: Option<TitleTerm>,
    parts: Vec<TitleTerm>,
}

/// A term of a title, and its stem in the index.
struct TitleTerm {
    text: String,
    stem: u32,
}

impl TitleWords {
    fn of(index: &mut Index, title: &str) -> TitleWords {
        let mut words: Vec<TitleWord> = Vec::new();
        let mut chunk = None;
        for token in tokenize(title) {
            // Stop words need no naming.
            if token.stop {
                continue;
            }
            if chunk != Some(token.chunk) {
                words.push(TitleWord { whole: None, parts: Vec::new() });
                chunk = Some(token.chunk);
            }
            let word = words.last_mut().expect("a word was pushed");
            // A stem whose chunk has not loaded (an entry's) gets its id now.
            let term = TitleTerm { stem: index.stem_id_or_new(&token.stem), text: token.term };
            match token.kind {
                TokenKind::Part => word.parts.push(term),
                TokenKind::Word | TokenKind::Whole => word.whole = Some(term),
            }
        }
        TitleWords(words)
    }

    /// The worst match quality among the title's words if the query names every one
    /// of them (a word wholly, or all its parts), else 0.
    fn coverage(&self, named: &Named) -> f32 {
        let quality = |term: &TitleTerm| named.quality(term);
        let covered = |word: &TitleWord| {
            let whole = word.whole.as_ref().and_then(quality).unwrap_or(0.0);
            let parts = word.parts.iter().map(quality).try_fold(f32::INFINITY, |worst, q| q.map(|q| worst.min(q)));
            whole.max(parts.filter(|worst| worst.is_finite()).unwrap_or(0.0))
        };
        self.0.iter().map(covered).reduce(f32::min).unwrap_or(0.0)
    }
}
