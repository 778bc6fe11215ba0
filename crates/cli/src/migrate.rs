//! `site migrate`: 1.24 markup converted for version 2, file by file, with what was
//! changed and what is left to do by hand reported as `file:line:column`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use site_compiler::{Project, Severity};
use site_converter::{convert, Conversion, NoteKind, SourceKind};

/// Nothing is left to do by hand.
const DONE: u8 = 0;
/// Something is left to do by hand.
const BY_HAND: u8 = 1;
/// A file (or the project's rules) could not be read.
const BAD_INPUT: u8 = 2;

/// Converts `files` with the project's rules: each converted file to stdout (or in
/// place with `write`), the notes to stderr.
pub(crate) fn run(root: &Path, files: &[PathBuf], write: bool) -> ExitCode {
    let (rules, diagnostics) = site_compiler::converter_rules(&Project::new(root));
    for diagnostic in diagnostics.iter().filter(|d| d.severity == Severity::Error) {
        eprintln!("{diagnostic}");
    }
    let Some(rules) = rules else {
        eprintln!("error: the converter's rules cannot be derived from the project at {}", root.display());
        return ExitCode::from(BAD_INPUT);
    };
    let mut code = DONE;
    let (mut changed, mut by_hand) = (0, 0);
    let mut stdout = std::io::stdout().lock();
    for (index, file) in files.iter().enumerate() {
        let text = match read_text(file) {
            Ok(text) => text,
            Err(problem) => {
                eprintln!("{}: error: {problem}", file.display());
                code = BAD_INPUT;
                continue;
            }
        };
        let conversion = convert(&text, kind_of(file), &rules);
        report(file, &conversion);
        changed += conversion.notes.iter().filter(|n| n.kind == NoteKind::Changed).count();
        by_hand += conversion.notes.iter().filter(|n| n.kind == NoteKind::ByHand).count();
        if conversion.needs_a_hand() && code == DONE {
            code = BY_HAND;
        }
        if write {
            if conversion.output != text {
                if let Err(err) = write_in_place(file, &conversion.output) {
                    eprintln!("{}: error: cannot write it: {err}", file.display());
                    code = BAD_INPUT;
                }
            }
        } else {
            if files.len() > 1 {
                let separator = if index == 0 { "" } else { "\n" };
                let _ = writeln!(stdout, "{separator}==> {} <==", file.display());
            }
            let _ = stdout.write_all(conversion.output.as_bytes());
        }
    }
    let _ = stdout.flush();
    eprintln!("{changed} change(s) made, {by_hand} to do by hand, in {} file(s)", files.len());
    ExitCode::from(code)
}

/// A file's text; what is wrong with it otherwise.
fn read_text(file: &Path) -> Result<String, String> {
    let bytes = std::fs::read(file).map_err(|err| format!("cannot read it: {err}"))?;
    String::from_utf8(bytes).map_err(|err| format!("it is not UTF-8 text (invalid byte at offset {})", err.utf8_error().valid_up_to()))
}

/// Scripts by their extension; everything else is markup (HTML, templates, Vue files).
fn kind_of(file: &Path) -> SourceKind {
    let extension = file.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
    match extension.as_str() {
        "js" | "mjs" | "cjs" | "ts" | "mts" | "cts" | "jsx" | "tsx" => SourceKind::Script,
        _ => SourceKind::Markup,
    }
}

fn report(file: &Path, conversion: &Conversion) {
    let mut stderr = std::io::stderr().lock();
    for note in &conversion.notes {
        let kind = match note.kind {
            NoteKind::Changed => "changed",
            NoteKind::ByHand => "by hand",
            NoteKind::Info => "note",
        };
        let _ = writeln!(stderr, "{}:{}:{}: {kind}: {}", file.display(), note.line, note.column, note.message);
    }
}

/// Replaces the file's text through a file beside it, so that a failure leaves the
/// original whole; the file keeps its permissions.
fn write_in_place(file: &Path, text: &str) -> std::io::Result<()> {
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temporary = file.with_file_name(format!(".{name}.migrating"));
    std::fs::write(&temporary, text)?;
    if let Ok(metadata) = std::fs::metadata(file) {
        let _ = std::fs::set_permissions(&temporary, metadata.permissions());
    }
    std::fs::rename(&temporary, file).inspect_err(|_| {
        let _ = std::fs::remove_file(&temporary);
    })
}
