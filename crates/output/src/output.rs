//! What a build hands over to be written, and the account of what the write did.

use std::borrow::Cow;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::fs_util::with_path;

/// Where the front end's bundles are, relative to the site root: every reader
/// downloads them, so their copies are compressed as small as it pays.
const BUNDLES_DIR: &str = "assets";

/// One file of the site.
pub struct Output {
    /// Path relative to the site root.
    pub path: PathBuf,
    /// Where the file's bytes come from.
    pub content: Content,
    /// How a text file's compressed copies are made, if it gets any.
    pub compression: Compression,
}

/// How a text file's compressed copies are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Compression {
    /// None: for files the site's pages never load, whose copies would only
    /// lengthen every cold build.
    None,
    /// Quickly: a few percent larger than the smallest, in a fraction of the time.
    Quick,
    /// As small as it pays: for files that many readers download, such as the front
    /// end's bundles and the search's chunks.
    Best,
    /// As small as it gets, at twice the time of `Best`: for a file every reader of a
    /// feature downloads before it answers, such as the search's core.
    Smallest,
}

impl Compression {
    /// The compression of a file at `path` unless told otherwise.
    fn of_path(path: &Path) -> Compression {
        if path.starts_with(BUNDLES_DIR) {
            Compression::Best
        } else {
            Compression::Quick
        }
    }
}

/// Where a file's bytes come from: the build made them, or they are in a file on
/// disk already (an installed package's), which is then linked rather than read.
pub enum Content {
    /// Bytes the build made, such as a rendered page.
    Bytes(Vec<u8>),
    /// A file copied (hard-linked where possible) from elsewhere.
    Copy(PathBuf),
    /// Bytes the build made, waiting in a file of a [`crate::Spill`]: moved into the
    /// site when written, and never known by the file's size and time, which say
    /// nothing of what the build put in it.
    Spilled(PathBuf),
}

impl Output {
    /// A file the build made, at `path` below the site root; text worth it gets
    /// compressed copies.
    pub fn bytes(path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) -> Output {
        let path = path.into();
        Output { compression: Compression::of_path(&path), path, content: Content::Bytes(bytes.into()) }
    }

    /// A file with the content of `source`, at `path` below the site root: linked
    /// where possible, so large package files cost neither memory nor a copy, and
    /// read only to hash or compress it.
    pub fn copy(path: impl Into<PathBuf>, source: impl Into<PathBuf>) -> Output {
        let path = path.into();
        Output { compression: Compression::of_path(&path), path, content: Content::Copy(source.into()) }
    }

    /// A file the build made whose bytes wait in `file`, a file of a [`crate::Spill`].
    pub(crate) fn spilled(path: impl Into<PathBuf>, file: PathBuf) -> Output {
        let path = path.into();
        Output { compression: Compression::of_path(&path), path, content: Content::Spilled(file) }
    }

    /// The file's size, without reading a file it comes from.
    pub fn size(&self) -> io::Result<u64> {
        match &self.content {
            Content::Bytes(bytes) => Ok(bytes.len() as u64),
            Content::Copy(file) | Content::Spilled(file) => Ok(fs::metadata(file).map_err(|err| with_path(err, file))?.len()),
        }
    }

    /// The file's bytes, read from the file they come from if need be.
    pub fn read(&self) -> io::Result<Cow<'_, [u8]>> {
        match &self.content {
            Content::Bytes(bytes) => Ok(Cow::Borrowed(bytes)),
            Content::Copy(file) | Content::Spilled(file) => Ok(Cow::Owned(fs::read(file).map_err(|err| with_path(err, file))?)),
        }
    }

    /// The same file, served only as it is.
    pub fn without_compressed_copies(self) -> Output {
        Output { compression: Compression::None, ..self }
    }

    /// The same file, its compressed copies as small as it pays.
    pub fn best_compressed(self) -> Output {
        Output { compression: Compression::Best, ..self }
    }

    /// The same file, its compressed copies as small as they get.
    pub fn smallest_compressed(self) -> Output {
        Output { compression: Compression::Smallest, ..self }
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
