//! Files a build has made and not yet written, waiting on disk instead of in memory
//! ([`Spill`]): a large site's search files and documents would otherwise all be held
//! at once. The write then moves each into the site (see `write`), or removes it
//! where the site has it already, so the spill never holds what is written.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::fs_util::with_path;
use crate::output::{Content, Output};

/// A folder of files made for one write, removed with it (when dropped).
pub struct Spill {
    dir: tempfile::TempDir,
    /// How many files it has had, which names the next one.
    files: AtomicUsize,
}

impl Spill {
    /// A spill in the system's temporary folder, for files that may never be written
    /// (a check of the site), or that a write in place copies.
    pub fn in_temp_dir() -> io::Result<Spill> {
        Ok(Spill::of(tempfile::tempdir()?))
    }

    /// A spill in `parent`, whose name begins with `prefix`.
    pub(crate) fn in_dir(parent: &Path, prefix: &str) -> io::Result<Spill> {
        let dir = tempfile::Builder::new().prefix(prefix).tempdir_in(parent).map_err(|err| with_path(err, parent))?;
        Ok(Spill::of(dir))
    }

    fn of(dir: tempfile::TempDir) -> Spill {
        Spill { dir, files: AtomicUsize::new(0) }
    }

    /// The same output, its bytes, if it holds them, moved into a file of the spill.
    pub fn keep(&self, output: Output) -> io::Result<Output> {
        let Content::Bytes(bytes) = &output.content else { return Ok(output) };
        let file = self.next_file();
        std::fs::write(&file, bytes).map_err(|err| with_path(err, &file))?;
        Ok(Output { content: Content::Spilled(file), ..output })
    }

    /// A file at `path` below the site root whose bytes `write` writes straight into
    /// the spill, never all in memory.
    pub fn write(&self, path: impl Into<PathBuf>, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<Output> {
        let file = self.next_file();
        let mut out = io::BufWriter::new(File::create(&file).map_err(|err| with_path(err, &file))?);
        write(&mut out).and_then(|()| out.flush()).map_err(|err| with_path(err, &file))?;
        Ok(Output::spilled(path, file))
    }

    fn next_file(&self) -> PathBuf {
        self.dir.path().join(self.files.fetch_add(1, Ordering::Relaxed).to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_output_holds_its_bytes_in_a_file_of_the_spill_until_the_spill_goes() {
        let spill = Spill::in_temp_dir().unwrap();
        let kept = spill.keep(Output::bytes("a/b.json", "[1]").best_compressed()).unwrap();
        let second = spill.keep(Output::bytes("c.json", "[2]")).unwrap();
        assert_eq!((kept.path.as_path(), kept.compression), (Path::new("a/b.json"), crate::Compression::Best));
        let (Content::Spilled(file), Content::Spilled(other)) = (&kept.content, &second.content) else { panic!("spilled") };
        assert_ne!(file, other);
        assert_eq!(std::fs::read(file).unwrap(), b"[1]");
        assert_eq!(&*kept.read().unwrap(), b"[1]");
        drop(spill);
        assert!(!file.exists());
    }

    #[test]
    fn a_written_output_is_what_was_written_with_the_compression_of_its_path() {
        let spill = Spill::in_temp_dir().unwrap();
        let written = spill.write("assets/app.js", |out| out.write_all(b"let a;").and_then(|()| out.write_all(b" let b;"))).unwrap();
        assert!(matches!(written.content, Content::Spilled(_)));
        assert_eq!((&*written.read().unwrap(), written.compression), (&b"let a; let b;"[..], crate::Compression::Best));
        let failed = spill.write("a.txt", |_| Err(io::Error::other("no more"))).err().unwrap();
        assert!(failed.to_string().contains("no more"), "{failed}");
    }

    #[test]
    fn a_copied_output_stays_as_it_is() {
        let spill = Spill::in_temp_dir().unwrap();
        let copied = spill.keep(Output::copy("a.js", "/packages/a.js")).unwrap();
        assert!(matches!(&copied.content, Content::Copy(source) if source == Path::new("/packages/a.js")));
    }
}
