//! How many typos a query word may have, by its length, and how far an index term
//! is from it: edits, insertions, deletions and swaps of two neighbouring letters
//! each count as one typo (the optimal string alignment distance).
//!
//! Why not an automaton library: the index the browser holds is a few thousand
//! terms, which a direct comparison scans in well under a millisecond, and the
//! libraries (an automaton builder, a finite-state transducer) were a fifth of the
//! WebAssembly module every reader downloads.

use crate::tokenizer::MAX_TERM_CHARS;

/// Words this long may have one typo...
const ONE_TYPO_CHARS: usize = 4;
/// ...and words this long two.
const TWO_TYPOS_CHARS: usize = 8;

/// How many typos a word of `chars` characters may have.
pub(crate) fn allowed_typos(chars: usize) -> usize {
    if chars >= TWO_TYPOS_CHARS {
        2
    } else if chars >= ONE_TYPO_CHARS {
        1
    } else {
        0
    }
}

/// A row of the distance table: the word's prefixes, from empty to whole. A query
/// word is at most as long as the tokenizer's longest term.
type Row = [usize; MAX_TERM_CHARS + 1];

/// How far terms are from one query word, up to its allowed typos.
pub(crate) struct TypoMatcher {
    word: Vec<char>,
    max: usize,
}

/// The distances of a term from the query word, where within reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Distances {
    /// From the whole term.
    pub(crate) whole: Option<usize>,
    /// From the closest beginning of the term (a word being typed).
    pub(crate) beginning: Option<usize>,
}

const OUT_OF_REACH: Distances = Distances { whole: None, beginning: None };

impl TypoMatcher {
    /// A matcher for `word`, if a word of its length may have typos at all.
    pub(crate) fn new(word: &str) -> Option<TypoMatcher> {
        let word: Vec<char> = word.chars().collect();
        let max = allowed_typos(word.len());
        (max > 0 && word.len() <= MAX_TERM_CHARS).then_some(TypoMatcher { word, max })
    }

    /// How far `term`, and its closest beginning, are from the word. Called for every
    /// term of the index a query word is not known in, so it allocates nothing and
    /// stops as soon as the term is out of reach.
    pub(crate) fn distances(&self, term: &str) -> Distances {
        // A term with fewer characters (at most its bytes) than the word less its typos.
        if term.len() + self.max < self.word.len() {
            return OUT_OF_REACH;
        }
        let width = self.word.len() + 1;
        // The table's last three rows (term[..i] against word[..j]), taken in turn.
        let mut rows: [Row; 3] = [[usize::MAX / 2; MAX_TERM_CHARS + 1]; 3];
        for (j, cell) in rows[1][..width].iter_mut().enumerate() {
            *cell = j;
        }
        let (mut before, mut previous, mut current) = (0, 1, 2);
        let mut beginning = rows[previous][width - 1];
        let mut last_char = None;
        for (i, c) in term.chars().enumerate() {
            rows[current][0] = i + 1;
            let mut least = i + 1;
            for j in 1..width {
                let substitution = rows[previous][j - 1] + usize::from(self.word[j - 1] != c);
                let mut best = substitution.min(rows[previous][j] + 1).min(rows[current][j - 1] + 1);
                if j > 1 && last_char == Some(self.word[j - 1]) && self.word[j - 2] == c {
                    best = best.min(rows[before][j - 2] + 1);
                }
                rows[current][j] = best;
                least = least.min(best);
            }
            beginning = beginning.min(rows[current][width - 1]);
            if least > self.max {
                // No longer term can come back within reach.
                return Distances { whole: None, beginning: (beginning <= self.max).then_some(beginning) };
            }
            (before, previous, current) = (previous, current, before);
            last_char = Some(c);
        }
        let whole = rows[previous][width - 1];
        Distances { whole: (whole <= self.max).then_some(whole), beginning: (beginning <= self.max).then_some(beginning) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn distances(word: &str, term: &str) -> (Option<usize>, Option<usize>) {
        let found = TypoMatcher::new(word).unwrap().distances(term);
        (found.whole, found.beginning)
    }

    #[test]
    fn short_words_have_no_typos_and_long_ones_two() {
        assert!(TypoMatcher::new("ui5").is_none());
        assert_eq!(allowed_typos(4), 1);
        assert_eq!(allowed_typos(8), 2);
    }

    #[test]
    fn edits_insertions_deletions_and_swaps_count_one_each() {
        assert_eq!(distances("buton", "button"), (Some(1), Some(1)));
        assert_eq!(distances("butotn", "button"), (Some(1), Some(1)), "a swap is one typo");
        assert_eq!(distances("calandar", "calendar"), (Some(1), Some(1)));
        assert_eq!(distances("calandra", "calendar"), (Some(2), Some(2)));
        assert_eq!(distances("panel", "label"), (None, None), "two typos in a five-letter word are too many");
        assert_eq!(distances("tabel", "table"), (Some(1), Some(1)));
    }

    #[test]
    fn a_word_being_typed_is_measured_against_the_closest_beginning() {
        assert_eq!(distances("multicomb", "multicombobox"), (None, Some(0)));
        assert_eq!(distances("mutlicomb", "multicombobox"), (None, Some(1)));
        assert_eq!(distances("datep", "datepicker"), (None, Some(0)));
        assert_eq!(distances("zzzz", "button"), (None, None));
        assert_eq!(distances("calendar", "cale"), (None, None), "too short to be within two typos");
        assert_eq!(distances("calendar", "calend"), (Some(2), Some(2)));
    }
}
