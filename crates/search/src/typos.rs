//! How many typos a query word may have, by its length, and the automata that find
//! the index terms that far from it. The index keeps one set, made once, because
//! making them takes a while; the automaton of each query word then takes little.

use levenshtein_automata::LevenshteinAutomatonBuilder;

/// Words this long may have one typo...
const ONE_TYPO_CHARS: usize = 4;
/// ...and words this long two.
const TWO_TYPOS_CHARS: usize = 8;

/// Makers of Levenshtein automata for one and two typos.
pub(crate) struct TypoAutomata {
    one: LevenshteinAutomatonBuilder,
    two: LevenshteinAutomatonBuilder,
}

impl TypoAutomata {
    /// The automaton for the typos a word of `chars` characters may have, if any.
    pub(crate) fn for_word(&self, chars: usize) -> Option<&LevenshteinAutomatonBuilder> {
        if chars >= TWO_TYPOS_CHARS {
            Some(&self.two)
        } else if chars >= ONE_TYPO_CHARS {
            Some(&self.one)
        } else {
            None
        }
    }
}

impl Default for TypoAutomata {
    fn default() -> Self {
        TypoAutomata { one: LevenshteinAutomatonBuilder::new(1, true), two: LevenshteinAutomatonBuilder::new(2, true) }
    }
}
