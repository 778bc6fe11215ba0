//! Problems found in the sources, each pointing at the author's file and line.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// How bad a problem is: errors fail the build, warnings are reported only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Reported; the build goes on.
    Warning,
    /// Fails the build.
    Error,
}

/// One problem: where it is and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Whether it fails the build.
    pub severity: Severity,
    /// Path relative to the project root, as the author knows it.
    pub file: PathBuf,
    /// 1-based line, when the problem has one.
    pub line: Option<usize>,
    /// What is wrong, in a sentence.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match self.line {
            Some(line) => write!(f, "{label}: {}:{line}: {}", self.file.display(), self.message),
            None => write!(f, "{label}: {}: {}", self.file.display(), self.message),
        }
    }
}

/// Collects diagnostics from parallel work; sorted by file and line when taken.
#[derive(Debug, Default)]
pub struct Diagnostics {
    items: Mutex<Vec<Diagnostic>>,
}

impl Diagnostics {
    /// Reports an error: the build will fail.
    pub fn error(&self, file: impl AsRef<Path>, line: Option<usize>, message: impl Into<String>) {
        self.push(Severity::Error, file.as_ref(), line, message.into());
    }

    /// Reports a warning: the build goes on.
    pub fn warning(&self, file: impl AsRef<Path>, line: Option<usize>, message: impl Into<String>) {
        self.push(Severity::Warning, file.as_ref(), line, message.into());
    }

    fn push(&self, severity: Severity, file: &Path, line: Option<usize>, message: String) {
        let diagnostic = Diagnostic { severity, file: file.to_path_buf(), line, message };
        self.items.lock().expect("diagnostics lock").push(diagnostic);
    }

    /// Whether any error was reported, so the build must fail.
    pub fn has_errors(&self) -> bool {
        self.items.lock().expect("diagnostics lock").iter().any(|d| d.severity == Severity::Error)
    }

    /// All diagnostics, ordered by file, then line, for stable output.
    pub fn take(&self) -> Vec<Diagnostic> {
        let mut items = std::mem::take(&mut *self.items.lock().expect("diagnostics lock"));
        items.sort_by(|a, b| (&a.file, a.line, &a.message).cmp(&(&b.file, b.line, &b.message)));
        items.dedup();
        items
    }
}

/// The 1-based line of a byte offset in a text.
pub fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())].iter().filter(|&&b| b == b'\n').count() + 1
}
