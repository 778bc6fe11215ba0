//! Marking the matched words in a text, with the same tokenizer that found them, so
//! a result's title, its snippet and the page it opens mark exactly what matched
//! (`buton` marks `Button`, `theming` marks `themes`).
//!
//! Marked text is a list of pieces, plain and marked in turn, starting with plain:
//! `["Use the ", "Button", " here"]`. The browser renders each piece as text.

use rustc_hash::FxHashSet as HashSet;
use std::ops::Range;

use crate::tokenizer::{each_token, with_stem};

/// Snippets are about this long, in characters.
const SNIPPET_CHARS: usize = 180;
/// A snippet starts this many characters before its first marked word, if it can.
const SNIPPET_LEAD_CHARS: usize = 40;
const ELLIPSIS: &str = "…";

/// Which words to mark: those whose stem matched.
#[derive(Debug, Clone, Default)]
pub struct Marker {
    stems: HashSet<String>,
}

impl Marker {
    /// A marker for the words of these stems.
    pub fn new(stems: impl IntoIterator<Item = String>) -> Marker {
        Marker { stems: stems.into_iter().collect() }
    }

    /// The byte ranges to mark, in order and apart.
    fn ranges(&self, text: &str) -> Vec<Range<usize>> {
        let mut ranges: Vec<Range<usize>> = Vec::new();
        each_token(text, |token| {
            if !token.stop && with_stem(token.term, |stem| self.stems.contains(stem)) {
                ranges.push(token.span.0..token.span.1);
            }
        });
        ranges.sort_unstable_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
        for range in ranges {
            match merged.last_mut() {
                Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
                _ => merged.push(range),
            }
        }
        merged
    }

    /// The text in plain and marked pieces, or `None` if nothing in it matched.
    pub fn mark(&self, text: &str) -> Option<Vec<String>> {
        let ranges = self.ranges(text);
        (!ranges.is_empty()).then(|| pieces(text, &ranges))
    }

    /// A short passage of `text` around its best cluster of marked words, or its
    /// beginning if nothing matched; cut at word boundaries, with an ellipsis where cut.
    pub fn snippet(&self, text: &str) -> Vec<String> {
        let ranges = self.ranges(text);
        let start = best_window_start(text, &ranges);
        let start = word_start_before(text, start, SNIPPET_LEAD_CHARS);
        let end = word_end_after(text, start, SNIPPET_CHARS);
        let inside: Vec<Range<usize>> =
            ranges.iter().filter(|r| r.start >= start && r.end <= end).map(|r| r.start - start..r.end - start).collect();
        let mut passage = pieces(&text[start..end], &inside);
        if start > 0 {
            passage[0].insert_str(0, ELLIPSIS);
        }
        if end < text.len() {
            // Pieces end with a plain one.
            passage.last_mut().expect("pieces are never empty").push_str(ELLIPSIS);
        }
        passage
    }
}

/// Plain and marked pieces in turn, starting (possibly empty) plain.
fn pieces(text: &str, ranges: &[Range<usize>]) -> Vec<String> {
    let mut pieces = Vec::with_capacity(ranges.len() * 2 + 1);
    let mut at = 0;
    for range in ranges {
        pieces.push(text[at..range.start].to_string());
        pieces.push(text[range.clone()].to_string());
        at = range.end;
    }
    pieces.push(text[at..].to_string());
    pieces
}

/// Where the window of `SNIPPET_CHARS` holding the most marked words starts.
fn best_window_start(text: &str, ranges: &[Range<usize>]) -> usize {
    let mut best = (0, 0);
    for (i, range) in ranges.iter().enumerate() {
        let limit = char_offset(text, range.start, SNIPPET_CHARS - SNIPPET_LEAD_CHARS);
        let inside = ranges[i..].iter().take_while(|r| r.end <= limit).count();
        if inside > best.1 {
            best = (range.start, inside);
        }
    }
    best.0
}

/// The byte offset `chars` characters after `from`, or the end.
fn char_offset(text: &str, from: usize, chars: usize) -> usize {
    text[from..].char_indices().nth(chars).map_or(text.len(), |(at, _)| from + at)
}

/// A word start at most `chars` characters before `at`.
fn word_start_before(text: &str, at: usize, chars: usize) -> usize {
    if at == 0 {
        return 0;
    }
    let floor = text[..at].char_indices().rev().nth(chars.saturating_sub(1)).map_or(0, |(i, _)| i);
    if floor == 0 {
        return 0;
    }
    // Start after the first space past the floor, so no word is cut.
    text[floor..at].find(char::is_whitespace).map_or(at, |space| floor + space + 1)
}

/// A word end about `chars` characters after `start`.
fn word_end_after(text: &str, start: usize, chars: usize) -> usize {
    let limit = char_offset(text, start, chars);
    if limit >= text.len() {
        return text.len();
    }
    text[start..limit].rfind(char::is_whitespace).map_or(limit, |space| start + space)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokenizer::stem;

    fn marker(words: &[&str]) -> Marker {
        Marker::new(words.iter().map(|w| stem(w)))
    }

    #[test]
    fn marks_words_by_stem_and_parts_inside_chunks() {
        let m = marker(&["theme", "button"]);
        assert_eq!(m.mark("Themes for ToggleButton").unwrap(), ["", "Themes", " for Toggle", "Button", ""]);
        assert_eq!(m.mark("nothing here"), None);
    }

    #[test]
    fn a_matched_whole_chunk_is_marked_whole() {
        let m = marker(&["ui5button"]);
        assert_eq!(m.mark("Use <ui5-button>.").unwrap(), ["Use <", "ui5-button", ">."]);
    }

    #[test]
    fn snippets_center_on_the_matches_and_show_their_cuts() {
        let text = format!("{} the dialog opens here {}", "word ".repeat(100), "tail ".repeat(100));
        let snippet = marker(&["dialog"]).snippet(&text);
        assert!(snippet[0].starts_with(ELLIPSIS), "{snippet:?}");
        assert_eq!(snippet[1], "dialog");
        assert!(snippet[2].ends_with(ELLIPSIS));
        let chars: usize = snippet.iter().map(|p| p.chars().count()).sum();
        assert!(chars <= SNIPPET_CHARS + 2, "{chars}");
    }

    #[test]
    fn snippets_without_matches_show_the_beginning() {
        let short = marker(&["x"]).snippet("A short text.");
        assert_eq!(short, ["A short text."]);
        let long = marker(&["x"]).snippet(&"word ".repeat(100));
        assert!(long[0].starts_with("word") && long[0].ends_with(ELLIPSIS));
    }
}
