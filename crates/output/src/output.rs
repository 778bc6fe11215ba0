//! What a build hands over to be written, and the account of what the write did.

use std::path::PathBuf;

/// One file of the site.
pub struct Output {
    /// Path relative to the site root.
    pub path: PathBuf,
    /// Where the file's bytes come from.
    pub content: Content,
    /// Whether a text file gets compressed copies: not for files the site's pages
    /// never load, whose copies would only lengthen every cold build.
    pub compressed_copies: bool,
}

/// Where a file's bytes come from: the build made them, or they are in a file on
/// disk already (an installed package's), which is then linked rather than read.
pub enum Content {
    /// Bytes the build made, such as a rendered page.
    Bytes(Vec<u8>),
    /// A file copied (hard-linked where possible) from elsewhere.
    Copy(PathBuf),
}

impl Output {
    /// A file the build made, at `path` below the site root; text worth it gets
    /// compressed copies.
    pub fn bytes(path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) -> Output {
        Output { path: path.into(), content: Content::Bytes(bytes.into()), compressed_copies: true }
    }

    /// A file with the content of `source`, at `path` below the site root: linked
    /// where possible, so large package files cost neither memory nor a copy, and
    /// read only to hash or compress it.
    pub fn copy(path: impl Into<PathBuf>, source: impl Into<PathBuf>) -> Output {
        Output { path: path.into(), content: Content::Copy(source.into()), compressed_copies: true }
    }

    /// The same file, served only as it is.
    pub fn without_compressed_copies(self) -> Output {
        Output { compressed_copies: false, ..self }
    }
}

/// What a write did, counted for the build's summary: how much of the site was
/// written or compressed anew rather than kept from the last write.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WriteReport {
    /// Files of the site given to the write, not counting compressed copies.
    pub files: usize,
    /// Files whose content changed (in place) or that were written (fresh).
    pub written: usize,
    /// Text files compressed anew; the others reused their compressed copies.
    pub compressed: usize,
    /// In place: files of the last write, and their compressed copies, that the site
    /// no longer has and that were removed.
    pub removed: usize,
    /// The size of the files given to the write, without compressed copies.
    pub bytes: u64,
}

impl WriteReport {
    /// Adds the counts of a write of some of the site's files to this one's.
    pub(crate) fn add(&mut self, other: &WriteReport) {
        self.files += other.files;
        self.written += other.written;
        self.compressed += other.compressed;
        self.removed += other.removed;
        self.bytes += other.bytes;
    }
}
