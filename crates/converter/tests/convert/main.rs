//! The converter's behaviour, one test per behaviour, against the hand-written rules
//! of `rules.json` (a few components, modules and events in the shape the engine
//! writes), plus properties over generated input and the time a large input takes.

mod malformed;
mod markup;
mod performance;
mod properties;
mod script;

use site_converter::{convert, Conversion, NoteKind, Rules, SourceKind};

/// The fixture rules.
fn rules() -> Rules {
    serde_json::from_str(include_str!("rules.json")).expect("the fixture rules are valid JSON")
}

fn markup(input: &str) -> Conversion {
    convert(input, SourceKind::Markup, &rules())
}

fn script(input: &str) -> Conversion {
    convert(input, SourceKind::Script, &rules())
}

/// Each note as `line:column kind message`, to compare in one assertion.
fn notes(conversion: &Conversion) -> Vec<String> {
    conversion.notes.iter().map(|note| format!("{}:{} {:?} {}", note.line, note.column, note.kind, note.message)).collect()
}

/// The kinds of the notes, in order.
fn kinds(conversion: &Conversion) -> Vec<NoteKind> {
    conversion.notes.iter().map(|note| note.kind).collect()
}

/// The checks every conversion passes: edits in order, apart, on character
/// boundaries, and making the output; notes in the input's order and inside it.
fn check_consistent(input: &str, conversion: &Conversion) -> Result<(), String> {
    let mut output = String::new();
    let mut copied = 0;
    for edit in &conversion.edits {
        if edit.start < copied || edit.end < edit.start || edit.end > input.len() {
            return Err(format!("edit {}..{} out of order or out of the input", edit.start, edit.end));
        }
        if !input.is_char_boundary(edit.start) || !input.is_char_boundary(edit.end) {
            return Err(format!("edit {}..{} splits a character", edit.start, edit.end));
        }
        output.push_str(&input[copied..edit.start]);
        output.push_str(&edit.text);
        copied = edit.end;
    }
    output.push_str(&input[copied..]);
    if output != conversion.output {
        return Err("the edits do not make the output".to_string());
    }
    let lines: Vec<usize> = input.split('\n').map(|line| line.chars().count()).collect();
    let mut last = (1, 1);
    for note in &conversion.notes {
        let &length = lines.get(note.line - 1).ok_or(format!("note on line {} of {}", note.line, lines.len()))?;
        if note.column < 1 || note.column > length + 1 {
            return Err(format!("note at column {} of a line of {length} characters", note.column));
        }
        if (note.line, note.column) < last {
            return Err("notes out of order".to_string());
        }
        last = (note.line, note.column);
    }
    Ok(())
}
