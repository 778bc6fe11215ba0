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
//! While a page of a common word's tail has not loaded, each record it covers is
//! bounded by the most it may score once it has; the page loads only if a bound lets
//! one of its records move among the best (see [`Ranking::unsettled_tails`]).

use rustc_hash::FxHashMap as HashMap;

use crate::index::{field, Index, Posting, TailBound};
use crate::query::{quality, Candidate, Group, Query, QueryTerm};
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

/// A record no loaded posting names has no bonus for titles the query names (their
/// postings are all in heads), only a page's.
const UNSEEN_MULTIPLIER: f32 = PAGE_BONUS;

/// Every record matching `query`, best first, with what is loaded; the stems that
/// matched; and the tail files not loaded yet that may change the first `limit`.
pub fn rank(index: &Index, titles: &Titles, query: &Query, limit: usize) -> Ranking {
    let count = index.record_count();
    let mut matched_stems = Matched::default();
    let mut seen = vec![Seen::default(); count];
    let groups: Vec<GroupScores> = query.groups.iter().map(|group| group_scores(index, group, &mut matched_stems, &mut seen)).collect();
    let mut totals = vec![0.0f32; count];
    let mut matched = vec![0usize; count];
    for group in &groups {
        for (record, score) in group.scores.iter().enumerate() {
            if let Some(score) = score {
                totals[record] += score;
                matched[record] += 1;
            }
        }
    }
    let named = Named { stems: &matched_stems, typed: query.terms().map(|term| term.term.as_str()).collect() };
    let final_score = |record: usize, total: f32| {
        let mut score = total * (1.0 + WHOLE_TITLE_BONUS * titles.title_coverage(record, &named, seen[record]));
        if seen[record].bits & field::PAGE != 0 {
            score *= PAGE_BONUS;
        } else if !index.is_entry(record as u32) {
            score *= 1.0 + WHOLE_PAGE_TITLE_BONUS * titles.page_title_coverage(record, &named, seen[record]);
        }
        score
    };
    let required = if groups.len() >= 3 { groups.len() - 1 } else { groups.len() };
    // When no record matches enough of the words, those matching some of them.
    let partial = groups.len() > 1 && !matched.iter().any(|&m| m >= required);
    let least = if partial { 1 } else { required };
    let mut hits: Vec<Hit> = (0..count)
        .filter(|&r| !groups.is_empty() && matched[r] >= least)
        .map(|r| Hit { record: r as u32, score: final_score(r, totals[r]), matched: matched[r] })
        .collect();
    hits.sort_unstable_by(|a, b| b.matched.cmp(&a.matched).then(b.score.total_cmp(&a.score)).then(a.record.cmp(&b.record)));
    // A record some loaded posting names has its title bonuses; one no group matched, not.
    let unsettled = unsettled_tails(&groups, &hits, limit, (least, required), |record, total| {
        if matched[record] > 0 {
            final_score(record, total)
        } else {
            total * UNSEEN_MULTIPLIER
        }
    });
    let sorted = |mut files: Vec<usize>| {
        files.sort_unstable();
        files.dedup();
        files
    };
    let unsettled_tails = sorted(unsettled);
    let open_tails = sorted(groups.iter().flat_map(GroupScores::all_tails).collect());
    Ranking { hits, matched: matched_stems, partial, open_tails, unsettled_tails }
}

/// What [`rank`] found.
pub struct Ranking {
    /// The matching records, best first.
    pub hits: Vec<Hit>,
    /// The stems that matched.
    pub matched: Matched,
    /// Whether no record matched enough of the words, and `hits` match only some.
    pub partial: bool,
    /// The tail files with postings of the query's stems, not loaded: until they are,
    /// `hits` may lack records, and rank some lower than they will.
    pub open_tails: Vec<usize>,
    /// Those that may change the first hits asked for, or their order: the pages of
    /// the records that may move (the tails of the words a word being typed may be on
    /// the way to aside); none if none can.
    pub unsettled_tails: Vec<usize>,
}

/// A term's score in each record, and what its stems' tails not loaded yet may add:
/// per tail, its bound and what a posting of full content weight scores. The tails
/// of the longer words it begins are apart: they count for an exact total only.
struct TermScores<'a> {
    scores: Vec<Option<f32>>,
    tails: Vec<(TailBound<'a>, f32)>,
    begun_tails: Vec<usize>,
}

impl TermScores<'_> {
    /// The most the term may score in a record once its tails are in; `None` if it
    /// cannot match there.
    fn most(&self, record: usize) -> Option<f32> {
        let tail = self.tails.iter().map(|(bound, scale)| scale * bound.weight_in(record as u32)).fold(0.0f32, f32::max);
        match self.scores[record] {
            Some(score) => Some(score.max(tail)),
            None => (tail > 0.0).then_some(tail),
        }
    }
}

/// A query word's score in each record: its whole word's, or its parts' together,
/// whichever is higher; and those of the whole and the parts, for [`GroupScores::most`].
struct GroupScores<'a> {
    scores: Vec<Option<f32>>,
    whole: Option<TermScores<'a>>,
    parts: Vec<TermScores<'a>>,
    /// What the parts' scores added up are multiplied by.
    factor: f32,
}

impl GroupScores<'_> {
    /// The most the word may score in a record once its tails are in, computed as
    /// its score is (the same where no tail is open); `None` if it cannot match there.
    fn most(&self, record: usize) -> Option<f32> {
        let whole = self.whole.as_ref().and_then(|whole| whole.most(record));
        let parts = if self.parts.is_empty() {
            None
        } else {
            self.parts.iter().map(|part| part.most(record)).sum::<Option<f32>>().map(|sum| sum * self.factor)
        };
        match (whole, parts) {
            (Some(whole), Some(parts)) => Some(whole.max(parts)),
            (whole, parts) => whole.or(parts),
        }
    }

    /// The tails not loaded yet that may add to the word's scores.
    fn tails(&self) -> impl Iterator<Item = &TailBound<'_>> + '_ {
        self.whole.iter().chain(&self.parts).flat_map(|term| term.tails.iter().map(|(bound, _)| bound))
    }

    /// The files of the pages of those tails that may hold a posting of `record`.
    fn tail_files_of(&self, record: usize) -> impl Iterator<Item = usize> + '_ {
        self.tails().filter_map(move |bound| bound.file_of(record as u32))
    }

    /// The files of those tails' pages not loaded yet, and of the longer words' the word begins.
    fn all_tails(&self) -> impl Iterator<Item = usize> + '_ {
        let begun = self.whole.iter().chain(&self.parts).flat_map(|term| term.begun_tails.iter().copied());
        self.tails().flat_map(TailBound::files).chain(begun)
    }
}

/// The tail files that may change the first `limit` hits or their order: those of
/// the pages covering a record that may move. Each record is taken at the most it may
/// score once its pages load: every word's score as high as its tail may make it. A
/// record outside the first `limit` must then stay below the last of them (or, with
/// fewer hits, match fewer words than `least`), and each of them below the one before
/// it. Hits matching fewer words than `required` (partial) give way to any record
/// that may match as many: while one may, only such records move. `bound` makes a
/// record's final score of its words' scores added up.
fn unsettled_tails(
    groups: &[GroupScores],
    hits: &[Hit],
    limit: usize,
    (least, required): (usize, usize),
    bound: impl Fn(usize, f32) -> f32,
) -> Vec<usize> {
    if limit == 0 || groups.iter().all(|group| group.tails().next().is_none()) {
        return Vec::new();
    }
    let count = groups[0].scores.len();
    let mut first = vec![usize::MAX; count];
    for (rank, hit) in hits.iter().take(limit).enumerate() {
        first[hit.record as usize] = rank;
    }
    let most = |record: usize| {
        let (mut total, mut words) = (0.0f32, 0);
        // Added in the order `rank` adds, so that a record the tails cannot change is
        // bounded by its very score.
        for most in groups.iter().filter_map(|group| group.most(record)) {
            total += most;
            words += 1;
        }
        (total, words)
    };
    let whole_answer_possible = least < required && (0..count).any(|record| most(record).1 >= required);
    let may_move = |record: usize| {
        let (total, words) = most(record);
        if whole_answer_possible {
            return words >= required;
        }
        let rival = match first[record] {
            0 => return false,
            usize::MAX if hits.len() < limit => return words >= least,
            usize::MAX => &hits[limit - 1],
            rank => &hits[rank - 1],
        };
        let most = bound(record, total);
        words > rival.matched || (words == rival.matched && (most > rival.score || (most == rival.score && (record as u32) < rival.record)))
    };
    (0..count)
        .filter(|&record| may_move(record))
        .flat_map(|record| groups.iter().flat_map(move |group| group.tail_files_of(record)))
        .collect()
}

/// A group's score in each record: its whole word's, or its parts' together,
/// whichever is higher; `None` where it does not match.
fn group_scores<'a>(index: &'a Index, group: &Group, matched: &mut Matched, seen: &mut [Seen]) -> GroupScores<'a> {
    let whole = group.whole.as_ref().map(|whole| term_scores(index, whole, matched, seen));
    let parts: Vec<TermScores> = group.parts.iter().map(|part| term_scores(index, part, matched, seen)).collect();
    let mut best: Vec<Option<f32>> = match &whole {
        Some(whole) => whole.scores.clone(),
        None => vec![None; index.record_count()],
    };
    let factor = if parts.len() > 1 { PARTS_FACTOR / parts.len() as f32 } else { 1.0 };
    if !parts.is_empty() {
        for (record, slot) in best.iter_mut().enumerate() {
            let all: Option<f32> = parts.iter().map(|part| part.scores[record]).sum();
            if let Some(together) = all.map(|sum| sum * factor) {
                if slot.is_none_or(|current| together > current) {
                    *slot = Some(together);
                }
            }
        }
    }
    GroupScores { scores: best, whole, parts, factor }
}

/// A term's score in each record: the best of its candidate stems. Adds their
/// postings to what each record's `seen` says.
fn term_scores<'a>(index: &'a Index, term: &QueryTerm, matched: &mut Matched, seen: &mut [Seen]) -> TermScores<'a> {
    let count = index.record_count();
    let mut scores: Vec<Option<f32>> = vec![None; count];
    let (mut tails, mut begun_tails) = (Vec::new(), Vec::new());
    let candidates = term.candidates(index);
    // All the words a term stands for weigh as its most common one: a rare word it
    // begins, or a rare typo, must not outweigh the word itself.
    let most_common = candidates.iter().map(|candidate| index.records_with(candidate.stem)).max().unwrap_or(0);
    let idf = inverse_document_frequency(count, most_common);
    for Candidate { stem, quality, begun } in candidates {
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
        // A tail's postings are in the content only: they score `quality * idf * weight`
        // (see `field_score`), multiplied as the `value` above. A longer word the
        // reader may be typing on the way to another is found by its head alone.
        if let Some(bound) = index.unloaded_tail(stem) {
            if begun {
                begun_tails.extend(bound.files());
            } else {
                tails.push((bound, quality * idf));
            }
        }
    }
    TermScores { scores, tails, begun_tails }
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
