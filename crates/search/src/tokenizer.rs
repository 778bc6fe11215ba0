//! Text into search terms: the one tokenizer of both the index and the queries, so
//! the two can never disagree.
//!
//! Text is cut into *chunks*: runs of letters and digits, joined by `-`, `_` or `.`
//! between two of them (`ui5-button`, `sap_horizon_dark`, `Button.js`). A chunk is
//! split into *parts* at those joiners and at camelCase boundaries (`MultiComboBox`
//! -> `multi`, `combo`, `box`), and a chunk of several parts is also kept *whole*
//! (`multicombobox`), so a reader finds it written either way. Every term is
//! lower-cased with its diacritics removed (`Fiori`, `fiorí` -> `fiori`) and
//! carries its English stem (`themes`, `theming` -> `theme`).

use rust_stemmers::{Algorithm, Stemmer};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::ops::Range;
use std::sync::OnceLock;

mod unicode {
    include!(concat!(env!("OUT_DIR"), "/unicode_tables.rs"));
}

/// Longer terms are not words a reader types (hashes, data URIs).
pub(crate) const MAX_TERM_CHARS: usize = 40;

/// Words too common to tell pages apart. They are left out of the index, and out
/// of a query unless the reader is still typing them.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "do", "does", "for", "from", "how", "i", "if", "in", "into", "is", "it",
    "its", "of", "on", "or", "so", "than", "that", "the", "their", "then", "there", "these", "this", "to", "was", "we", "what", "when",
    "where", "which", "who", "why", "will", "with", "you", "your",
];

/// What a token is of its chunk (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// A chunk of one part: `button`.
    Word,
    /// One part of a chunk of several: `combo` in `MultiComboBox`.
    Part,
    /// A chunk of several parts, joined: `multicombobox`.
    Whole,
}

/// A token, owning its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The normalised term: lower case, no diacritics, no joiners.
    pub term: String,
    /// Its English stem.
    pub stem: String,
    /// What it is of its chunk.
    pub kind: TokenKind,
    /// Where it is in the text, in bytes.
    pub span: Range<usize>,
    /// The chunk it belongs to: the number of chunks before it in the text.
    pub chunk: usize,
    /// A stop word (never a whole chunk).
    pub stop: bool,
}

/// A token, borrowing its text from the tokenizer (see [`each_token`]); its stem
/// is made only when asked for ([`with_stem`]).
#[derive(Debug, Clone, Copy)]
pub struct TokenRef<'a> {
    /// The normalised term.
    pub term: &'a str,
    /// What it is of its chunk.
    pub kind: TokenKind,
    /// Where it is in the text, in bytes: start and end.
    pub span: (usize, usize),
    /// The chunk it belongs to: the number of chunks before it in the text.
    pub chunk: usize,
    /// A stop word (never a whole chunk).
    pub stop: bool,
}

impl TokenRef<'_> {
    /// The token with its own text and its stem.
    pub fn to_token(self) -> Token {
        Token {
            term: self.term.to_string(),
            stem: stem(self.term),
            kind: self.kind,
            span: self.span.0..self.span.1,
            chunk: self.chunk,
            stop: self.stop,
        }
    }
}

/// Every token of `text`, in order; a whole chunk's token comes after its parts.
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    each_token(text, |token| tokens.push(token.to_token()));
    tokens
}

/// Calls `visit` with every token of `text`, in order, without allocating for each
/// (the index build tokenizes every page of the site).
pub fn each_token(text: &str, mut visit: impl FnMut(TokenRef<'_>)) {
    let mut parts: Vec<Range<usize>> = Vec::new();
    let (mut term, mut whole) = (String::new(), String::new());
    for (chunk, span) in (Chunks { text, at: 0 }).enumerate() {
        split_parts(text, span.clone(), &mut parts);
        let kind = if parts.len() == 1 { TokenKind::Word } else { TokenKind::Part };
        whole.clear();
        for part in &parts {
            term.clear();
            normalize_into(&text[part.clone()], &mut term);
            whole.push_str(&term);
            emit(&term, kind, part.clone(), chunk, &mut visit);
        }
        if parts.len() > 1 {
            emit(&whole, TokenKind::Whole, span, chunk, &mut visit);
        }
    }
}

fn emit(term: &str, kind: TokenKind, span: Range<usize>, chunk: usize, visit: &mut impl FnMut(TokenRef<'_>)) {
    // A term of at most MAX_TERM_CHARS bytes has at most that many characters.
    if term.is_empty() || (term.len() > MAX_TERM_CHARS && term.chars().count() > MAX_TERM_CHARS) {
        return;
    }
    let stop = kind != TokenKind::Whole && STOP_WORDS.binary_search(&term).is_ok();
    visit(TokenRef { term, kind, span: (span.start, span.end), chunk, stop });
}

/// Lower case, diacritics removed, apostrophes dropped (`Component’s` -> `components`).
fn normalize_into(text: &str, out: &mut String) {
    for c in text.chars() {
        if c.is_ascii() {
            if c != '\'' {
                out.push(c.to_ascii_lowercase());
            }
        } else if !is_combining_mark(c) && !is_apostrophe(c) {
            out.extend(base_letter(c).to_lowercase());
        }
    }
}

fn is_combining_mark(c: char) -> bool {
    !c.is_ascii()
        && unicode::COMBINING_MARKS
            .binary_search_by(|&(start, end)| {
                if end < c {
                    std::cmp::Ordering::Less
                } else if start > c {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            })
            .is_ok()
}

/// A letter without its diacritics (`é` -> `e`); other characters as they are.
fn base_letter(c: char) -> char {
    unicode::FOLDS.binary_search_by_key(&c, |&(from, _)| from).map_or(c, |at| unicode::FOLDS[at].1)
}

/// The English stem of a normalised term; terms with digits are kept as they are.
pub fn stem(term: &str) -> String {
    with_stem(term, str::to_string)
}

/// Calls `use_stem` with the stem of `term`, without copying it.
pub fn with_stem<R>(term: &str, use_stem: impl FnOnce(&str) -> R) -> R {
    /// Stemming is the tokenizer's costliest step and texts repeat their words, so
    /// each thread keeps the stems it made (a site's vocabulary is some thousands).
    const CACHE_LIMIT: usize = 100_000;
    thread_local! {
        static STEMS: RefCell<FxHashMap<String, String>> = RefCell::new(FxHashMap::default());
    }
    static ENGLISH: OnceLock<Stemmer> = OnceLock::new();
    if term.bytes().any(|b| b.is_ascii_digit()) {
        return use_stem(term);
    }
    STEMS.with(|stems| {
        let mut stems = stems.borrow_mut();
        if !stems.contains_key(term) {
            if stems.len() >= CACHE_LIMIT {
                stems.clear();
            }
            let stem = ENGLISH.get_or_init(|| Stemmer::create(Algorithm::English)).stem(term).into_owned();
            stems.insert(term.to_string(), stem);
        }
        use_stem(&stems[term])
    })
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || is_combining_mark(c)
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\'' | '\u{2019}')
}

/// Joins two parts into one chunk, and separates them.
fn is_separator(c: char) -> bool {
    matches!(c, '-' | '_' | '.')
}

/// The byte ranges of the chunks of a text.
struct Chunks<'a> {
    text: &'a str,
    at: usize,
}

impl Iterator for Chunks<'_> {
    type Item = Range<usize>;

    fn next(&mut self) -> Option<Range<usize>> {
        let char_at = |at: usize| self.text[at..].chars().next();
        let mut start = self.at;
        loop {
            let c = char_at(start)?;
            if is_word_char(c) {
                break;
            }
            start += c.len_utf8();
        }
        let mut end = start;
        while let Some(c) = char_at(end) {
            let after = end + c.len_utf8();
            if is_word_char(c) || ((is_separator(c) || is_apostrophe(c)) && char_at(after).is_some_and(is_word_char)) {
                end = after;
            } else {
                break;
            }
        }
        self.at = end;
        Some(start..end)
    }
}

/// The byte ranges of a chunk's parts: split at separators and camelCase humps
/// (`accessibleName` -> `accessible`, `Name`; `XMLHttpRequest` -> `XML`, `Http`, `Request`).
fn split_parts(text: &str, chunk: Range<usize>, parts: &mut Vec<Range<usize>>) {
    parts.clear();
    // Most chunks are one lower-case word.
    if text[chunk.clone()].bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()) {
        parts.push(chunk);
        return;
    }
    let mut start: Option<usize> = None;
    let mut previous: Option<char> = None;
    let mut chars = text[chunk.clone()].char_indices().map(|(at, c)| (at + chunk.start, c)).peekable();
    while let Some((at, c)) = chars.next() {
        let next = chars.peek().map(|(_, n)| *n);
        if is_separator(c) {
            if let Some(from) = start.take() {
                parts.push(from..at);
            }
        } else {
            let hump = c.is_uppercase()
                && previous
                    .is_some_and(|p| p.is_lowercase() || p.is_ascii_digit() || (p.is_uppercase() && next.is_some_and(char::is_lowercase)));
            if hump {
                if let Some(from) = start.take() {
                    parts.push(from..at);
                }
            }
            start.get_or_insert(at);
        }
        previous = Some(c);
    }
    if let Some(from) = start {
        parts.push(from..chunk.end);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(text: &str) -> Vec<String> {
        tokenize(text).into_iter().map(|t| t.term).collect()
    }

    #[test]
    fn stop_words_are_sorted_for_lookup() {
        assert!(STOP_WORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn camel_case_is_split_and_kept_whole() {
        assert_eq!(terms("MultiComboBox"), ["multi", "combo", "box", "multicombobox"]);
        assert_eq!(terms("accessibleNameRef"), ["accessible", "name", "ref", "accessiblenameref"]);
        assert_eq!(terms("XMLHttpRequest"), ["xml", "http", "request", "xmlhttprequest"]);
    }

    #[test]
    fn kebab_and_snake_case_are_split_and_kept_whole() {
        assert_eq!(terms("<ui5-button>"), ["ui5", "button", "ui5button"]);
        assert_eq!(terms("selection-change"), ["selection", "change", "selectionchange"]);
        assert_eq!(terms("sap_horizon_dark"), ["sap", "horizon", "dark", "saphorizondark"]);
    }

    #[test]
    fn separators_join_only_between_letters_or_digits() {
        assert_eq!(terms("Theming - see Button.js."), ["theming", "see", "button", "js", "buttonjs"]);
        assert_eq!(terms("a -b c-"), ["a", "b", "c"]);
    }

    #[test]
    fn case_diacritics_and_apostrophes_are_normalised() {
        assert_eq!(terms("Fiorí NAÏVE Crème"), ["fiori", "naive", "creme"]);
        // Decomposed input (e + combining acute) is one word too.
        assert_eq!(terms("cre\u{0301}me"), ["creme"]);
        assert_eq!(terms("the component’s slot isn't"), ["the", "components", "slot", "isnt"]);
    }

    #[test]
    fn words_are_stemmed() {
        let stems: Vec<String> = tokenize("themes theming configuration configured").into_iter().map(|t| t.stem).collect();
        assert_eq!(stems, ["theme", "theme", "configur", "configur"]);
        assert_eq!(stem("ui5"), "ui5");
    }

    #[test]
    fn spans_and_chunks_point_back_into_the_text() {
        let text = "Use ui5-button here";
        let tokens = tokenize(text);
        let spans: Vec<(&str, usize, TokenKind)> = tokens.iter().map(|t| (&text[t.span.clone()], t.chunk, t.kind)).collect();
        assert_eq!(
            spans,
            [
                ("Use", 0, TokenKind::Word),
                ("ui5", 1, TokenKind::Part),
                ("button", 1, TokenKind::Part),
                ("ui5-button", 1, TokenKind::Whole),
                ("here", 2, TokenKind::Word),
            ]
        );
    }

    #[test]
    fn stop_words_are_marked_not_dropped() {
        let stops: Vec<(String, bool)> = tokenize("How to set the theme").into_iter().map(|t| (t.term, t.stop)).collect();
        assert_eq!(stops[0], ("how".to_string(), true));
        assert_eq!(stops[2], ("set".to_string(), false));
        assert_eq!(stops[4], ("theme".to_string(), false));
    }

    #[test]
    fn overlong_terms_and_empty_text_give_nothing() {
        assert!(tokenize("").is_empty());
        assert!(tokenize(" -- ... ").is_empty());
        assert!(tokenize(&"x".repeat(200)).is_empty());
    }
}
