//! Writes a site's files in parallel, each with its compressed copies, doing only
//! the work the last write (its manifest) did not already do: an unchanged file
//! keeps its copies, and in place, its file.

use rayon::prelude::*;
use std::fs;
use std::io;
use std::path::Path;

use crate::compress::{self, Encoding};
use crate::fs_util::{copy_file, remove_if_present, remove_path, replace_file, with_path, with_suffix, write_file};
use crate::manifest::{content_hash, hash_file, manifest_key, read_manifest, write_manifest, Manifest, ManifestEntry, ManifestLog};
use crate::output::{Compression, Content, Output, WriteReport};

/// Writes some files of a site written by [`crate::write_in_place`], leaving the
/// others as they are (the dev server's update after an edit to one page).
pub fn update_in_place(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut manifest = read_manifest(out_dir);
    let written = ManifestLog::new(None)?;
    let report = write_all(out_dir, outputs, &manifest, None, Some(out_dir), Mode::InPlace, &written)?;
    manifest.extend(written.read()?);
    write_manifest(out_dir, &manifest)?;
    Ok(report)
}

/// How files are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Into a new directory, with compressed copies.
    Fresh,
    /// Over the files there, only where the content changed, without compressed copies.
    InPlace,
}

/// The write gives back what it freed (see [`crate::memory`]) after its first file,
/// the longest to compress, then every this many. Every 512 kept no less memory, and
/// took more time: the next files take back the pages given back.
const FILES_BETWEEN_RELEASES: usize = 4096;

/// Writes every output under `dir`. `previous_dir` holds the files described by
/// `previous`; in place, unchanged files there are left alone, and so are the files
/// of a recycled `dir` that `recycled` describes as they are now. Returns the manifest
/// of what was written; each file's entry goes to `written` as the file is written.
pub(crate) fn write_all(
    dir: &Path,
    outputs: Vec<Output>,
    previous: &Manifest,
    recycled: Option<&Manifest>,
    previous_dir: Option<&Path>,
    mode: Mode,
    written: &ManifestLog,
) -> io::Result<WriteReport> {
    if let Some(outside) = outputs.iter().find(|o| !o.path.components().all(|c| matches!(c, std::path::Component::Normal(_)))) {
        let message = format!("refusing to write `{}`: it is not a path inside the site's folder", outside.path.display());
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    create_parent_dirs(dir, &outputs, recycled.is_some())?;
    let mut jobs: Vec<Job> = outputs.into_par_iter().map(Job::new).collect::<io::Result<_>>()?;
    // The longest jobs first, so that no core is left with one at the end, handed out
    // one at a time as cores come free: split into halves instead (`into_par_iter`),
    // one core got nearly all the long jobs and worked alone for the last 60 % of a
    // cold build's write.
    jobs.par_sort_unstable_by_key(|job| std::cmp::Reverse(job.cost()));
    let done = std::sync::atomic::AtomicUsize::new(0);
    let report = std::sync::Mutex::new(WriteReport::default());
    jobs.into_iter().par_bridge().try_for_each(|mut job| {
        let key = manifest_key(&job.output.path);
        let recycled = recycled.map(|manifest| manifest.get(&key));
        let (entry, file) = write_one(dir, &mut job, previous.get(&key), recycled, previous_dir, mode)?;
        if done.fetch_add(1, std::sync::atomic::Ordering::Relaxed).is_multiple_of(FILES_BETWEEN_RELEASES) {
            crate::release_freed();
        }
        written.add(&key, &entry)?;
        let mut report = report.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        report.files += 1;
        report.written += usize::from(file.written);
        report.compressed += usize::from(file.compressed);
        report.bytes += file.bytes;
        Ok::<(), io::Error>(())
    })?;
    Ok(report.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner))
}

/// Creates every folder the outputs go in, once, parents first. In a recycled folder,
/// a file where a folder is now needed is removed.
fn create_parent_dirs(dir: &Path, outputs: &[Output], recycled: bool) -> io::Result<()> {
    let mut parents: Vec<&Path> = outputs.iter().filter_map(|o| o.path.parent()).collect();
    parents.sort_unstable();
    parents.dedup();
    fs::create_dir_all(dir)?;
    for parent in parents {
        let path = dir.join(parent);
        let Err(err) = fs::create_dir_all(&path) else { continue };
        if !recycled {
            return Err(with_path(err, &path));
        }
        for ancestor in parent.ancestors().collect::<Vec<_>>().into_iter().rev().skip(1) {
            let ancestor = dir.join(ancestor);
            if fs::symlink_metadata(&ancestor).is_ok_and(|m| !m.is_dir()) {
                fs::remove_file(&ancestor).map_err(|err| with_path(err, &ancestor))?;
            }
        }
        fs::create_dir_all(&path).map_err(|err| with_path(err, &path))?;
    }
    Ok(())
}

/// Removes from a recycled folder what this write did not write, and the folders
/// that leaves empty.
pub(crate) fn remove_unwritten(dir: &Path, written: &Manifest) -> io::Result<()> {
    let is_written = |key: &str| {
        written.contains_key(key)
            || Encoding::ALL.iter().any(|encoding| key.strip_suffix(encoding.suffix()).is_some_and(|file| written.contains_key(file)))
    };
    let mut emptied = Vec::new();
    for entry in walkdir::WalkDir::new(dir).min_depth(1) {
        let entry = entry.map_err(io::Error::other)?;
        if entry.file_type().is_dir() {
            continue;
        }
        let key = manifest_key(entry.path().strip_prefix(dir).unwrap_or(entry.path()));
        if !is_written(&key) {
            fs::remove_file(entry.path()).map_err(|err| with_path(err, entry.path()))?;
            emptied.extend(entry.path().parent().map(Path::to_path_buf));
        }
    }
    emptied.sort_unstable();
    emptied.dedup();
    // Deepest first; a folder that still holds something stays, and so do its parents.
    for folder in emptied.iter().rev() {
        for parent in folder.ancestors().take_while(|p| *p != dir) {
            if fs::remove_dir(parent).is_err() {
                break;
            }
        }
    }
    Ok(())
}

/// What the write of one file did, summed into the [`WriteReport`].
struct FileReport {
    written: bool,
    compressed: bool,
    bytes: u64,
}

/// Writes one output. `recycled` is `Some` in a recycled folder: what that folder
/// holds at the output's path (`Some(None)`: nothing it knows of).
fn write_one(
    dir: &Path,
    job: &mut Job,
    previous: Option<&ManifestEntry>,
    recycled: Option<Option<&ManifestEntry>>,
    previous_dir: Option<&Path>,
    mode: Mode,
) -> io::Result<(ManifestEntry, FileReport)> {
    let in_place = mode == Mode::InPlace;
    let path = job.output.path.clone();
    let target = dir.join(&path);
    let hash = match previous {
        Some(entry) if job.source.is_some() && entry.source == job.source => entry.hash,
        _ => job.hash()?,
    };
    let unchanged = previous.is_some_and(|entry| entry.hash == hash);
    // The recycled folder holds the file already, as it is now.
    let kept = recycled.flatten().is_some_and(|entry| entry.hash == hash) && target.is_file();
    let mut report = FileReport { written: false, compressed: false, bytes: job.len };
    // A fresh write fills a folder no one reads yet; in place, readers must never
    // see half a file. A recycled folder's file may share its data with the output's
    // or a package's (hard links): it is replaced, never written into.
    let write = |target: &Path, bytes: &[u8]| if in_place { replace_file(target, bytes) } else { write_file(target, bytes) };

    let up_to_date = kept || (in_place && unchanged && target.is_file());
    if !up_to_date {
        if recycled.is_some() {
            remove_path(&target)?;
        }
        let linked = match &job.output.content {
            Content::Copy(source) if !in_place => fs::hard_link(source, &target).is_ok(),
            // Its bytes are read (hashed) already; nothing else needs its file.
            Content::Spilled(file) if !in_place => fs::rename(file, &target).is_ok(),
            _ => false,
        };
        if !linked {
            match job.streamed_file() {
                Some(file) => copy_file(file, &target, in_place)?,
                None => write(&target, job.bytes()?)?,
            }
        }
        report.written = true;
    }

    if in_place {
        // Copies left by an earlier `site build` into the same folder would be served
        // instead of the file.
        if !unchanged {
            for encoding in Encoding::ALL {
                remove_if_present(&with_suffix(&target, encoding.suffix()))?;
            }
        }
    } else if job.gets_compressed_copies() {
        for encoding in Encoding::ALL {
            let compressed_target = with_suffix(&target, encoding.suffix());
            let kept_copies = recycled.flatten().is_some_and(|entry| entry.compression == Some(job.output.compression));
            if kept && kept_copies && compressed_target.is_file() {
                continue;
            }
            if recycled.is_some() {
                remove_path(&compressed_target)?;
            }
            let copies_unchanged = unchanged && previous.is_some_and(|entry| entry.compression == Some(job.output.compression));
            let previous_copy = copies_unchanged.then(|| previous_dir.map(|d| with_suffix(&d.join(&path), encoding.suffix()))).flatten();
            let reused = match &previous_copy {
                Some(existing) => fs::hard_link(existing, &compressed_target).is_ok() || fs::copy(existing, &compressed_target).is_ok(),
                None => false,
            };
            if !reused {
                if job.streamed_file().is_some() {
                    // The file is in place by now, whether written or kept.
                    compress::compress_file(encoding, job.output.compression, &target, &compressed_target)?;
                } else {
                    write(&compressed_target, &compress::compress(encoding, job.output.compression, job.bytes()?)?)?;
                }
                report.compressed = true;
            }
        }
    } else if recycled.is_some() {
        // Copies of a file that no longer gets them would be served instead of it.
        for encoding in Encoding::ALL {
            remove_path(&with_suffix(&target, encoding.suffix()))?;
        }
    }
    if let Content::Spilled(file) = &job.output.content {
        // Written, or the same as the file there: a spill holds only what waits.
        remove_if_present(file)?;
    }
    let compression = job.gets_compressed_copies().then_some(job.output.compression);
    Ok((ManifestEntry { hash, source: job.source.clone(), compression }, report))
}

/// Files at least this large that come from a file are hashed, copied and compressed
/// a buffer at a time: read whole, a large site's `llms-full.txt` took three times its
/// size with its compressed copies, more than anything else the build held then.
const STREAMED_BYTES: u64 = 4 << 20;

/// One output to write, with what is known of it before its bytes are read.
struct Job {
    output: Output,
    len: u64,
    /// A copied file's source size and modification time: an unchanged source is
    /// not read again.
    source: Option<String>,
    read: Option<Vec<u8>>,
}

impl Job {
    fn new(output: Output) -> io::Result<Job> {
        let (len, source) = match &output.content {
            Content::Bytes(bytes) => (bytes.len() as u64, None),
            Content::Spilled(_) => (output.size()?, None),
            Content::Copy(source) => {
                let metadata = fs::metadata(source).map_err(|err| with_path(err, source))?;
                let modified = metadata.modified()?.duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
                (metadata.len(), Some(format!("{}-{modified}", metadata.len())))
            }
        };
        Ok(Job { output, len, source, read: None })
    }

    fn cost(&self) -> u64 {
        if self.gets_compressed_copies() {
            compress::cost(self.output.compression, self.len)
        } else {
            0
        }
    }

    fn gets_compressed_copies(&self) -> bool {
        self.output.compression != Compression::None && compress::is_compressible(&self.output.path, self.len)
    }

    /// The file the output's bytes are in, if it is too large to read whole.
    fn streamed_file(&self) -> Option<&Path> {
        match &self.output.content {
            Content::Copy(file) | Content::Spilled(file) if self.len >= STREAMED_BYTES => Some(file),
            _ => None,
        }
    }

    fn hash(&mut self) -> io::Result<u64> {
        match self.streamed_file() {
            Some(file) => hash_file(file),
            None => Ok(content_hash(self.bytes()?)),
        }
    }

    /// The output's bytes, read from its source the first time they are needed.
    fn bytes(&mut self) -> io::Result<&[u8]> {
        match &self.output.content {
            Content::Bytes(bytes) => Ok(bytes),
            Content::Copy(_) | Content::Spilled(_) => {
                if self.read.is_none() {
                    self.read = Some(self.output.read()?.into_owned());
                }
                Ok(self.read.as_deref().unwrap_or_default())
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::manifest::MANIFEST;
    // The tests write as a build does, through the crate's entry points (in `swap`);
    // the code of this module itself uses nothing of `swap`.
    use crate::{write_fresh, write_in_place};
    use std::path::PathBuf;

    /// Text long enough to get compressed copies.
    pub(crate) fn big(text: &str) -> Vec<u8> {
        text.repeat(200).into_bytes()
    }

    #[test]
    fn files_marked_so_get_no_compressed_copies() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let outputs = vec![Output::bytes("a.js", big("let a;")).without_compressed_copies(), Output::bytes("b.js", big("let b;"))];
        let report = write_fresh(&out, outputs).unwrap();
        assert_eq!((report.files, report.compressed), (2, 1));
        assert!(out.join("a.js").is_file() && !out.join("a.js.br").exists() && !out.join("a.js.gz").exists());
        assert!(out.join("b.js.br").is_file() && out.join("b.js.gz").is_file());
    }

    #[test]
    fn unchanged_files_reuse_their_compressed_copies() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("a.js", big("let a;"))]).unwrap();
        let report = write_fresh(&out, vec![Output::bytes("a.js", big("let a;")), Output::bytes("b.js", big("let b;"))]).unwrap();
        assert_eq!(report.compressed, 1);
    }

    #[test]
    fn a_file_compressed_otherwise_than_before_gets_its_copies_anew() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let script: String = (0..3000).map(|n| format!("let v{n} = {};", n * 7919 % 1000)).collect();
        write_fresh(&out, vec![Output::bytes("a.js", script.clone())]).unwrap();
        let quick = fs::read(out.join("a.js.br")).unwrap();
        let report = write_fresh(&out, vec![Output::bytes("a.js", script.clone()).smallest_compressed()]).unwrap();
        assert_eq!(report.compressed, 1, "compressed anew");
        let smallest = fs::read(out.join("a.js.br")).unwrap();
        assert!(smallest.len() < quick.len(), "{} bytes at the smallest, {} quickly", smallest.len(), quick.len());
        let report = write_fresh(&out, vec![Output::bytes("a.js", script).smallest_compressed()]).unwrap();
        assert_eq!(report.compressed, 0, "then kept");
    }

    #[test]
    fn a_file_too_large_to_read_whole_is_written_and_compressed_as_any_other() {
        use std::io::Read;
        let dir = tempfile::tempdir().unwrap();
        let text: Vec<u8> =
            (0..).flat_map(|n| format!("line {n} of a long text\n").into_bytes()).take(STREAMED_BYTES as usize + 1000).collect();
        let source = dir.path().join("source.txt");
        fs::write(&source, &text).unwrap();
        let spill = crate::Spill::in_temp_dir().unwrap();
        let spilled = || spill.keep(Output::bytes("spilled.txt", text.clone())).unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![spilled(), Output::copy("copied.txt", &source)]).unwrap();
        let manifest = read_manifest(&out);
        for name in ["spilled.txt", "copied.txt"] {
            assert!(fs::read(out.join(name)).unwrap() == text, "{name}");
            assert_eq!(manifest[name].hash, content_hash(&text), "{name}");
            let mut unbrotlied = Vec::new();
            brotli::Decompressor::new(fs::File::open(out.join(format!("{name}.br"))).unwrap(), 4096).read_to_end(&mut unbrotlied).unwrap();
            let mut gunzipped = Vec::new();
            flate2::read::GzDecoder::new(fs::File::open(out.join(format!("{name}.gz"))).unwrap()).read_to_end(&mut gunzipped).unwrap();
            assert!(unbrotlied == text && gunzipped == text, "{name}: its copies decompress to it");
        }
        let site = dir.path().join("site");
        write_in_place(&site, vec![spilled()]).unwrap();
        assert!(fs::read(site.join("spilled.txt")).unwrap() == text, "copied in place");
    }

    #[test]
    fn in_place_writes_no_compressed_copies_and_removes_stale_ones() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        write_fresh(&out, vec![Output::bytes("a.js", big("let a;")), Output::bytes("b.js", big("let b;"))]).unwrap();
        write_in_place(&out, vec![Output::bytes("a.js", big("let a;")), Output::bytes("b.js", big("let c;"))]).unwrap();
        assert!(out.join("a.js.br").is_file(), "an unchanged file's copies are still right");
        assert!(!out.join("b.js.br").exists() && !out.join("b.js.gz").exists(), "a changed file's would be served instead of it");
    }

    #[test]
    fn updating_some_files_in_place_keeps_the_others_and_the_manifest_right() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("b.json", "2")]).unwrap();
        let report = update_in_place(&out, vec![Output::bytes("a.json", "3")]).unwrap();
        assert_eq!(report.written, 1);
        assert_eq!(fs::read_to_string(out.join("b.json")).unwrap(), "2");
        // The manifest knows the update: the first content is written again.
        let report = write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("b.json", "2")]).unwrap();
        assert_eq!(report.written, 1);
        assert_eq!(fs::read_to_string(out.join("a.json")).unwrap(), "1");
    }

    #[test]
    fn nothing_is_written_outside_the_site() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site").join("build");
        for path in ["../escaped.html", "/tmp/escaped.html", "a/../../escaped.html"] {
            let err = write_fresh(&out, vec![Output::bytes("index.html", "x"), Output::bytes(path, "x")]).unwrap_err();
            assert!(err.to_string().contains(path), "{err}");
            assert_eq!(write_in_place(&out, vec![Output::bytes(path, "x")]).unwrap_err().kind(), io::ErrorKind::InvalidInput);
        }
        assert!(!dir.path().join("site/escaped.html").exists() && !dir.path().join("escaped.html").exists());
    }

    /// Every file below `dir` with its content, and every folder.
    fn tree(dir: &Path) -> Vec<(String, Option<Vec<u8>>)> {
        let mut entries: Vec<(String, Option<Vec<u8>>)> = walkdir::WalkDir::new(dir)
            .min_depth(1)
            .into_iter()
            .map(|e| e.unwrap())
            .map(|e| {
                let name = manifest_key(e.path().strip_prefix(dir).unwrap());
                (name, e.file_type().is_file().then(|| fs::read(e.path()).unwrap()))
            })
            .collect();
        entries.sort();
        entries
    }

    #[test]
    fn a_rebuild_in_the_recycled_spare_writes_what_a_fresh_folder_would_get() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let source = package_file(dir.path());
        let builds = [
            vec![
                Output::bytes("same.js", big("let same;")),
                Output::bytes("changes.js", big("let one;")),
                Output::bytes("goes/away.html", big("<p>gone</p>")),
                Output::bytes("loses-copies.js", big("let c;")),
                Output::bytes("becomes/a-folder", "file"),
            ],
            vec![
                Output::bytes("same.js", big("let same;")),
                Output::bytes("changes.js", big("let two;")),
                Output::bytes("new/page.html", big("<p>new</p>")),
                Output::bytes("loses-copies.js", big("let c;")).without_compressed_copies(),
                Output::bytes("becomes/a-folder/index.html", "folder"),
            ],
            vec![Output::bytes("same.js", big("let same;")), Output::bytes("changes.js", big("let three;"))],
            // The spare holds a folder where a file goes, then a file where a folder goes.
            vec![Output::bytes("same.js", big("let same;")), Output::bytes("becomes/a-folder", "a file again")],
            vec![Output::bytes("goes/away.html", big("<p>back</p>"))],
            vec![Output::bytes("becomes/a-folder/index.html", "a folder again"), Output::copy("copied.js", &source)],
        ];
        for (round, outputs) in builds.into_iter().enumerate() {
            let expected = dir.path().join(format!("expected-{round}"));
            let same: Vec<Output> = outputs
                .iter()
                .map(|o| Output { path: o.path.clone(), content: Content::Bytes(bytes_of(o)), compression: o.compression })
                .collect();
            write_fresh(&expected, same).unwrap();
            // From the third write on, the output before last is there to recycle.
            assert_eq!(dir.path().join(".build.spare").is_dir(), round >= 2, "round {round}");
            write_fresh(&out, outputs).unwrap();
            let without_manifest =
                |tree: Vec<(String, Option<Vec<u8>>)>| tree.into_iter().filter(|(name, _)| name != MANIFEST).collect::<Vec<_>>();
            assert_eq!(without_manifest(tree(&out)), without_manifest(tree(&expected)), "round {round}");
        }
    }

    /// A file of an installed package, which outputs copy (hard-linked).
    fn package_file(dir: &Path) -> PathBuf {
        let source = dir.join("package.js");
        fs::write(&source, big("export const a = 1;")).unwrap();
        source
    }

    fn bytes_of(output: &Output) -> Vec<u8> {
        output.read().unwrap().into_owned()
    }

    #[test]
    fn a_recycled_file_that_shares_its_data_is_replaced_never_written_into() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let source = package_file(dir.path());
        // Both the output and the spare hold the package's file, hard-linked.
        for _ in 0..2 {
            write_fresh(&out, vec![Output::copy("a.js", &source)]).unwrap();
        }
        write_fresh(&out, vec![Output::bytes("a.js", big("export const a = 2;"))]).unwrap();
        assert_eq!(fs::read(&source).unwrap(), big("export const a = 1;"), "the package's file is untouched");
        assert_eq!(fs::read(dir.path().join(".build.spare/a.js")).unwrap(), big("export const a = 1;"), "and the last output's");
        assert_eq!(fs::read(out.join("a.js")).unwrap(), big("export const a = 2;"));
    }
}
