//! What a conversion collects while it reads: edits and notes at byte offsets of the
//! whole input (a script inside markup reports at its place in the page). At the end
//! they are put in order, the edits applied and the notes given lines and columns.

use crate::messages::Named;
use crate::position::Cursor;
use crate::rules::Replacement;
use crate::{Conversion, Edit, Note, NoteKind};
use std::ops::Range;

/// A note before it has a line and column.
struct Pending {
    at: usize,
    kind: NoteKind,
    message: String,
}

/// The edits and notes of one conversion.
#[derive(Default)]
pub(crate) struct Changes {
    edits: Vec<Edit>,
    notes: Vec<Pending>,
}

impl Changes {
    /// Replaces the input's bytes `range` with `text`. Callers never touch a byte
    /// twice: each edit covers a name, a value or an attribute no other edit covers.
    pub(crate) fn replace(&mut self, range: Range<usize>, text: impl Into<String>) {
        self.edits.push(Edit { start: range.start, end: range.end, text: text.into() });
    }

    /// Adds a note about the place at byte `at` of the input.
    pub(crate) fn note(&mut self, at: usize, kind: NoteKind, message: String) {
        self.notes.push(Pending { at, kind, message });
    }

    /// Applies a replacement to a name written at `range` (a slot, a module, an
    /// event): the new name, or a note that it needs a hand.
    pub(crate) fn replace_name(&mut self, range: Range<usize>, current: &str, replacement: &Replacement, named: Named<'_>) {
        match &replacement.becomes {
            Some(new) => {
                if new != current {
                    self.note(range.start, NoteKind::Changed, named.renamed(new));
                    self.replace(range.clone(), new.as_str());
                }
                if let Some(advice) = &replacement.by_hand {
                    self.note(range.start, NoteKind::ByHand, named.advice(advice));
                }
            }
            None => self.note(range.start, NoteKind::ByHand, named.removed(replacement.by_hand.as_deref())),
        }
    }

    /// The conversion of `input`: edits applied in order, notes in the input's order.
    pub(crate) fn finish(mut self, input: &str) -> Conversion {
        self.edits.sort_by_key(|edit| edit.start);
        debug_assert!(self.edits.windows(2).all(|pair| pair[0].end <= pair[1].start), "overlapping edits");
        let mut output = String::with_capacity(input.len());
        let mut copied = 0;
        for edit in &self.edits {
            output.push_str(&input[copied..edit.start]);
            output.push_str(&edit.text);
            copied = edit.end;
        }
        output.push_str(&input[copied..]);

        // A stable sort: notes at one place keep the order they were made in.
        self.notes.sort_by_key(|note| note.at);
        let mut cursor = Cursor::new(input);
        let notes = self
            .notes
            .into_iter()
            .map(|note| {
                let (line, column) = cursor.position(note.at);
                Note { line, column, kind: note.kind, message: note.message }
            })
            .collect();
        Conversion { output, edits: self.edits, notes }
    }
}
