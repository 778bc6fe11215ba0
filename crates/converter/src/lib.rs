//! The markup converter from UI5 Web Components 1.24 to 2.x, one core for the
//! `site migrate` command, the browser (through `crates/converter-wasm`) and tools.
//!
//! It reads HTML as written, keeps every byte it has no reason to change (markup
//! around the components, comments, whitespace, attribute order and quoting), and
//! reports what it changed and what needs a hand, each at its line and column.
//! Pasted markup is text to it: nothing in it runs.
//!
//! The parts: `scanner` reads HTML into tags with the byte spans of their names,
//! attributes and values; `markup` rewrites `ui5-*` elements from those spans and
//! finds the page's scripts; `lexer` reads JavaScript into words, strings, template
//! literals and JSX; `script` rewrites imports, tag names, listeners and markup in
//! strings, templates and JSX; `changes` collects the edits and notes and applies
//! them; `origin` maps what is read back to the input's offsets; `position` turns
//! offsets into lines and columns; `messages` words every note.

mod changes;
mod lexer;
mod markup;
mod messages;
mod origin;
mod position;
pub mod rules;
mod scanner;
mod script;

pub use rules::Rules;

use serde::Serialize;

/// Converts a text written for UI5 Web Components 1.24 to 2.x with `rules`: the
/// output, the edits that make it, and a note for each change and for each place
/// that needs a hand. Any text is accepted: what cannot be read is reported and kept.
pub fn convert(input: &str, kind: SourceKind, rules: &Rules) -> Conversion {
    let mut changes = changes::Changes::default();
    match kind {
        SourceKind::Markup => {
            for script in markup::rewrite(input, &origin::Origin::at(0), rules, &mut changes) {
                script::rewrite(&input[script.clone()], script.start, rules, &mut changes);
            }
        }
        SourceKind::Script => script::rewrite(input, 0, rules, &mut changes),
    }
    changes.finish(input)
}

/// What a text is, which decides how it is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceKind {
    /// HTML (a page, a fragment, a template): elements, and scripts in `<script>`.
    Markup,
    /// A JavaScript or TypeScript module: only its imports, tag names in strings and
    /// event names given to `addEventListener` are read.
    Script,
}

/// A text converted, and what was done to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    /// The converted text.
    pub output: String,
    /// Each change, in order, by byte offsets of the input: the output is the input
    /// with each range replaced by its text.
    pub edits: Vec<Edit>,
    /// What was changed, what needs a hand and what to know, in the input's order.
    pub notes: Vec<Note>,
}

impl Conversion {
    /// Whether something is left to do by hand.
    pub fn needs_a_hand(&self) -> bool {
        self.notes.iter().any(|note| note.kind == NoteKind::ByHand)
    }
}

/// One change: the input's bytes `start..end` become `text`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Edit {
    /// The first byte replaced.
    pub start: usize,
    /// The byte after the last one replaced (`start` for an insertion).
    pub end: usize,
    /// What replaces them.
    pub text: String,
}

/// Something the reader should know about a place of the input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What kind of note it is.
    pub kind: NoteKind,
    /// What was done or what to do, in a sentence; code in backticks.
    pub message: String,
}

/// What a note says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum NoteKind {
    /// The converter changed this.
    Changed,
    /// Someone has to change this by hand: the converter cannot, or the input is
    /// malformed here.
    ByHand,
    /// Nothing to change, but 2.x behaves differently here (a new default).
    Info,
}
