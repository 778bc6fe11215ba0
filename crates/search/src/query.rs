//! A reader's query, cut by the index's own tokenizer, and the index terms each of
//! its words may stand for: the word itself or its stem, words it begins (while it
//! is being typed) and words one or two typos away (a swap of two letters is one).

use rustc_hash::FxHashMap as HashMap;

use crate::index::{stem_key, Index, KEY_CHARS};
use crate::tokenizer::{tokenize, Token, TokenKind};
use crate::typos::{allowed_typos, TypoMatcher};

/// A word being typed matches the words it begins from this length on.
const MIN_PREFIX_CHARS: usize = 2;
/// A word being typed after the first is left out until it has this many letters:
/// the words before it narrow the answer already, and its first two letters would
/// load every chunk of the words they begin (47 KB of the 215 KB of a session of five
/// queries on a site of 5,000 pages), or say no page has them all (`slot de`).
const MIN_LATER_WORD_CHARS: usize = KEY_CHARS;
/// At most this many index terms stand for one query word (a short prefix or a
/// typo of a short word could otherwise stand for thousands).
const MAX_EXPANSIONS: usize = 64;
/// A word the index has in this many records or more is taken as meant, not as a
/// typo of another.
const KNOWN_WORD_RECORDS: usize = 3;

/// How well an index term matches a query word.
pub mod quality {
    /// The same word, or the same stem.
    pub const EXACT: f32 = 1.0;
    /// A word the query word begins, at best.
    pub const PREFIX: f32 = 0.8;
    /// A word one typo away.
    pub const ONE_TYPO: f32 = 0.55;
    /// A word two typos away.
    pub const TWO_TYPOS: f32 = 0.35;
}

fn typo_quality(distance: usize) -> Option<f32> {
    match distance {
        0 => Some(quality::PREFIX),
        1 => Some(quality::ONE_TYPO),
        2 => Some(quality::TWO_TYPOS),
        _ => None,
    }
}

/// An index stem a query term stands for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    /// The stem's id.
    pub stem: u32,
    /// How well it matches the term (see [`quality`]).
    pub quality: f32,
    /// The reader may still be typing the term, and this is another word than the
    /// one typed (a longer one, or a typo): perhaps only on the way to the word meant.
    pub begun: bool,
}

/// A query: one group per word the reader typed. Every group must match.
#[derive(Debug, Clone, PartialEq)]
pub struct Query {
    /// The typed words, in order.
    pub groups: Vec<Group>,
}

/// One typed word (`MultiComboBox`, `ui5-buton`): matched whole, or by all its parts.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// The word joined into one term, when it has several parts.
    pub whole: Option<QueryTerm>,
    /// The parts; the word itself when it has one part.
    pub parts: Vec<QueryTerm>,
}

/// A term of the query, as the index tokenizes it.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryTerm {
    /// The normalised term.
    pub term: String,
    /// Its English stem.
    pub stem: String,
    /// The reader may still be typing it: it also matches longer words.
    pub prefix: bool,
}

impl Query {
    /// Cuts a query into groups. The last word is a prefix unless the query ends in
    /// a space or punctuation. Stop words are left out, unless still being typed
    /// (`in` may become `input`), and so is a later word being typed, until it has
    /// [`MIN_LATER_WORD_CHARS`] letters (a number is kept).
    pub fn parse(text: &str) -> Query {
        let tokens = tokenize(text);
        let typing_end = tokens.iter().map(|t| t.span.end).max().filter(|&end| end == text.len());
        let mut groups: Vec<Group> = Vec::new();
        let mut chunk = None;
        for token in &tokens {
            let prefix = typing_end.is_some_and(|end| token.span.end == end);
            // A number (`2` in `version 2`) is said whole.
            let number = token.term.bytes().any(|byte| byte.is_ascii_digit());
            let unsaid = prefix
                && token.kind == TokenKind::Word
                && !groups.is_empty()
                && !number
                && token.term.chars().count() < MIN_LATER_WORD_CHARS;
            if (token.stop && !prefix) || unsaid {
                continue;
            }
            if chunk != Some(token.chunk) {
                groups.push(Group { whole: None, parts: Vec::new() });
                chunk = Some(token.chunk);
            }
            let group = groups.last_mut().expect("a group was pushed");
            let term = QueryTerm::new(token, prefix);
            match token.kind {
                TokenKind::Whole => group.whole = Some(term),
                TokenKind::Word | TokenKind::Part => group.parts.push(term),
            }
        }
        groups.retain(|g| g.whole.is_some() || !g.parts.is_empty());
        Query { groups }
    }

    /// Whether nothing is left to search for (stop words only, or no words).
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// Every term of the query: each group's whole word and its parts.
    pub fn terms(&self) -> impl Iterator<Item = &QueryTerm> {
        self.groups.iter().flat_map(|group| group.whole.iter().chain(&group.parts))
    }
}

impl QueryTerm {
    fn new(token: &Token, prefix: bool) -> QueryTerm {
        QueryTerm { term: token.term.clone(), stem: token.stem.clone(), prefix }
    }

    /// Whether it matches the words it begins: it is being typed, and long enough.
    fn begins_words(&self) -> bool {
        self.prefix && self.term.chars().count() >= MIN_PREFIX_CHARS
    }

    /// Whether the index has the word itself in enough records to take it as meant.
    fn known(&self, index: &Index) -> bool {
        index.stem_id(&self.stem).is_some_and(|stem| index.records_with(stem) >= KNOWN_WORD_RECORDS)
    }

    /// The chunks of the index this term needs, loaded or not: those of its stem
    /// and of the words it begins (every chunk of the keys it begins, while shorter
    /// than a key); then, if it is not a word the index knows nor the beginning of one
    /// being typed, every chunk of its first letter, where its typos are (a typo in a
    /// word's first letter is found only among words of chunks loaded for other
    /// reasons). A first letter being typed needs none: it begins no word yet (see
    /// `MIN_PREFIX_CHARS`).
    pub fn chunks(&self, index: &Index) -> Vec<usize> {
        let chars = self.term.chars().count();
        if self.prefix && chars < MIN_PREFIX_CHARS {
            return Vec::new();
        }
        let mut chunks: Vec<usize> =
            [stem_key(&self.stem), stem_key(&self.term)].iter().filter_map(|key| index.chunk_of_key(key)).collect();
        if self.begins_words() && chars < KEY_CHARS {
            chunks.extend(index.chunks_beginning(&self.term));
        }
        let own_loaded = chunks.iter().all(|&chunk| index.chunk_loaded(chunk));
        let begins_a_word = self.begins_words() && !index.terms_beginning(&self.term).is_empty();
        if own_loaded && !self.known(index) && !begins_a_word && allowed_typos(chars) > 0 {
            let first_letter = self.term.chars().next().map_or(0, char::len_utf8);
            chunks.extend(index.chunks_beginning(&self.term[..first_letter]));
        }
        chunks.sort_unstable();
        chunks.dedup();
        chunks
    }

    /// The stems of the index this term stands for, each as it stands for it best.
    pub fn candidates(&self, index: &Index) -> Vec<Candidate> {
        let mut best: HashMap<u32, Candidate> = HashMap::default();
        // While the reader types a word, all but the word itself are on the way to it.
        let mut offer = |stem: u32, quality: f32| {
            let entry = best.entry(stem).or_insert(Candidate { stem, quality: 0.0, begun: false });
            if quality > entry.quality {
                *entry = Candidate { stem, quality, begun: self.prefix && quality < quality::EXACT };
            }
        };
        if let Some(stem) = index.stem_id(&self.stem) {
            offer(stem, quality::EXACT);
        }
        if let Some(stem) = index.term_stem(&self.term) {
            offer(stem, quality::EXACT);
        }
        let chars = self.term.chars().count();
        // A longer word the query word begins matches the less, the longer it is.
        let shortened = |term: &str| 0.5 + 0.5 * chars as f32 / term.chars().count().max(chars) as f32;
        if self.begins_words() {
            for (term, stem) in index.terms_beginning(&self.term).iter().take(MAX_EXPANSIONS) {
                offer(*stem, quality::PREFIX * shortened(term));
            }
        }
        if let Some(matcher) = TypoMatcher::new(&self.term).filter(|_| !self.known(index)) {
            let mut expansions = 0;
            for (term, stem) in index.terms() {
                if expansions == MAX_EXPANSIONS {
                    break;
                }
                let distances = matcher.distances(term);
                let quality = match (distances.whole, distances.beginning) {
                    (Some(whole), _) => typo_quality(whole),
                    // Words that begin with something a typo away, the less the longer they are.
                    (None, Some(beginning)) if self.begins_words() => typo_quality(beginning).map(|quality| quality * shortened(term)),
                    _ => None,
                };
                if let Some(quality) = quality {
                    offer(*stem, quality);
                    expansions += 1;
                }
            }
        }
        best.into_values().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A group's whole term and parts, each with whether it is a prefix.
    type Terms<'a> = (Option<(&'a str, bool)>, Vec<(&'a str, bool)>);

    fn terms(group: &Group) -> Terms<'_> {
        (group.whole.as_ref().map(|t| (t.term.as_str(), t.prefix)), group.parts.iter().map(|t| (t.term.as_str(), t.prefix)).collect())
    }

    #[test]
    fn the_last_word_is_a_prefix_while_being_typed() {
        let query = Query::parse("date pick");
        assert_eq!(terms(&query.groups[0]), (None, vec![("date", false)]));
        assert_eq!(terms(&query.groups[1]), (None, vec![("pick", true)]));
        let done = Query::parse("date pick ");
        assert_eq!(terms(&done.groups[1]), (None, vec![("pick", false)]));
    }

    #[test]
    fn a_later_word_being_typed_is_left_out_until_its_third_letter() {
        let words = |text: &str| Query::parse(text).groups.len();
        assert_eq!(words("slot de"), 1);
        assert_eq!(words("slot d"), 1);
        assert_eq!(words("slot den"), 2);
        assert_eq!(words("slot de "), 2, "typed");
        assert_eq!(words("version 2"), 2, "a number");
        assert!(Query::parse("de").groups[0].parts[0].begins_words(), "the first word from its second");
        assert!(!Query::parse("d").groups[0].parts[0].begins_words());
    }

    #[test]
    fn compound_words_keep_their_parts_and_the_whole() {
        let query = Query::parse("ui5-buton");
        assert_eq!(terms(&query.groups[0]), (Some(("ui5buton", true)), vec![("ui5", false), ("buton", true)]));
    }

    #[test]
    fn stop_words_are_dropped_unless_being_typed() {
        let query = Query::parse("how to change the theme");
        let words: Vec<_> = query.groups.iter().map(|g| g.parts[0].term.as_str()).collect();
        assert_eq!(words, ["change", "theme"]);
        assert_eq!(Query::parse("in").groups.len(), 1, "`in` may become `input`");
        assert_eq!(Query::parse("theme the").groups.len(), 2, "`the` may become `theme`");
        assert!(Query::parse("the ").is_empty());
        assert!(Query::parse("  ").is_empty());
    }
}
