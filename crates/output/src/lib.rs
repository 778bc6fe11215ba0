//! Writes the site to disk, with `.br` and `.gz` copies of text files.
//!
//! A build writes a directory beside the output and swaps it in, so a failed build
//! never leaves a half-written site. That directory is the output before last, kept
//! beside the output as a spare and brought up to date, where there is one: creating
//! a site's thousands of files and folders anew on every rebuild, and removing the
//! old ones, took most of a rebuild's time (on ext4 without a journal, each new file
//! or folder is checked against every one removed in the last minutes).
//!
//! The dev server instead updates the output in place, writing only files whose
//! content changed. Either way, a manifest of content hashes from the last write lets
//! unchanged files keep their compressed copies instead of being compressed again.
//! The dev server writes no compressed copies at all: its reader is on the same
//! machine, and compressing every changed page would only delay the reload.

pub mod compress;

use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use compress::Encoding;

/// The manifest of the last write; dot files are never served.
pub const MANIFEST: &str = ".build-manifest.json";

/// One file of the site.
pub struct Output {
    /// Path relative to the site root.
    pub path: PathBuf,
    pub content: Content,
    /// Whether a text file gets compressed copies: not for files the site's pages
    /// never load, whose copies would only lengthen every cold build.
    pub compressed_copies: bool,
}

pub enum Content {
    Bytes(Vec<u8>),
    /// A file copied (hard-linked where possible) from elsewhere.
    Copy(PathBuf),
}

impl Output {
    pub fn bytes(path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) -> Output {
        Output { path: path.into(), content: Content::Bytes(bytes.into()), compressed_copies: true }
    }

    pub fn copy(path: impl Into<PathBuf>, source: impl Into<PathBuf>) -> Output {
        Output { path: path.into(), content: Content::Copy(source.into()), compressed_copies: true }
    }

    /// The same file, served only as it is.
    pub fn without_compressed_copies(self) -> Output {
        Output { compressed_copies: false, ..self }
    }
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WriteReport {
    pub files: usize,
    /// Files whose content changed (in place) or that were written (fresh).
    pub written: usize,
    /// Text files compressed anew; the others reused their compressed copies.
    pub compressed: usize,
    pub removed: usize,
    pub bytes: u64,
}

impl WriteReport {
    fn add(&mut self, other: &WriteReport) {
        self.files += other.files;
        self.written += other.written;
        self.compressed += other.compressed;
        self.removed += other.removed;
        self.bytes += other.bytes;
    }
}

/// What the last write knew of each file: its content hash and, for a copied file,
/// its source's size and modification time (an unchanged source is not read again).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct ManifestEntry {
    hash: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    source: Option<String>,
}

type Manifest = BTreeMap<String, ManifestEntry>;

fn manifest_key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

fn read_manifest(dir: &Path) -> Manifest {
    fs::read(dir.join(MANIFEST)).ok().and_then(|bytes| serde_json::from_slice(&bytes).ok()).unwrap_or_default()
}

fn hash_hex(bytes: &[u8]) -> String {
    format!("{:016x}", xxhash_rust::xxh3::xxh3_64(bytes))
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Writes `outputs` to a new directory and swaps it with `out_dir` (see [`SiteWrite::fresh`]).
pub fn write_fresh(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut write = SiteWrite::fresh(out_dir)?;
    write.write(outputs)?;
    write.finish()
}

/// Updates `out_dir` in place, without compressed copies (see [`SiteWrite::in_place`]).
pub fn write_in_place(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut write = SiteWrite::in_place(out_dir)?;
    write.write(outputs)?;
    write.finish()
}

/// The write of a whole site, its files given in parts as they are ready (a build
/// writes the rest of the site while the pages are prerendered), completed by
/// [`SiteWrite::finish`].
pub struct SiteWrite {
    out_dir: PathBuf,
    /// Where the files go: a new folder beside the output, or the output itself.
    dir: PathBuf,
    mode: Mode,
    /// What the last write of the output wrote.
    previous: Manifest,
    /// What the recycled spare held when it was the output, in a fresh write that
    /// recycles one.
    recycled: Option<Manifest>,
    written: Manifest,
    report: WriteReport,
    /// A fresh write's folders and the lock it holds until it ends.
    fresh: Option<(Siblings, fs::File)>,
    finished: bool,
}

impl SiteWrite {
    /// Into a new folder, which [`SiteWrite::finish`] swaps with `out_dir`: a write
    /// that fails or is dropped leaves the previous output as it was. One write of an
    /// output runs at a time; it first removes what killed builds left behind.
    pub fn fresh(out_dir: &Path) -> io::Result<SiteWrite> {
        let siblings = Siblings::of(out_dir)?;
        let lock = siblings.lock()?;
        siblings.clean_up_after_killed_builds()?;
        let dir = siblings.staging();
        let recycled = siblings.recycle_spare(&dir)?;
        Ok(SiteWrite::new(out_dir, dir, Mode::Fresh, recycled, Some((siblings, lock))))
    }

    /// Over the files of `out_dir`, only where their content changed, without
    /// compressed copies (the dev server); [`SiteWrite::finish`] removes what the
    /// site no longer has.
    pub fn in_place(out_dir: &Path) -> io::Result<SiteWrite> {
        fs::create_dir_all(out_dir)?;
        Ok(SiteWrite::new(out_dir, out_dir.to_path_buf(), Mode::InPlace, None, None))
    }

    fn new(out_dir: &Path, dir: PathBuf, mode: Mode, recycled: Option<Manifest>, fresh: Option<(Siblings, fs::File)>) -> SiteWrite {
        let previous = read_manifest(out_dir);
        SiteWrite {
            out_dir: out_dir.to_path_buf(),
            dir,
            mode,
            previous,
            recycled,
            written: Manifest::new(),
            report: WriteReport::default(),
            fresh,
            finished: false,
        }
    }

    /// Writes `outputs`, none of which an earlier part had.
    pub fn write(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        if let Some(again) = outputs.iter().find(|o| self.written.contains_key(&manifest_key(&o.path))) {
            let message = format!("`{}` is written twice", again.path.display());
            return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
        }
        let recycled = self.recycled.as_ref();
        let (written, report) = write_all(&self.dir, outputs, &self.previous, recycled, Some(&self.out_dir), self.mode)?;
        self.written.extend(written);
        self.report.add(&report);
        Ok(())
    }

    /// Writes the manifest and puts the site in place: a fresh write swaps its folder
    /// in; one in place removes the files of the last write that this one did not write.
    pub fn finish(mut self) -> io::Result<WriteReport> {
        if self.recycled.is_some() {
            remove_unwritten(&self.dir, &self.written)?;
        }
        write_manifest(&self.dir, &self.written)?;
        match &self.fresh {
            Some((siblings, _lock)) => siblings.swap(&self.dir)?,
            None => self.remove_stale(),
        }
        self.finished = true;
        Ok(std::mem::take(&mut self.report))
    }

    fn remove_stale(&mut self) {
        for stale in self.previous.keys().filter(|key| !self.written.contains_key(*key)) {
            let path = self.out_dir.join(stale);
            let copies = Encoding::ALL.map(|encoding| with_suffix(&path, encoding.suffix()));
            for candidate in std::iter::once(path).chain(copies) {
                if fs::remove_file(&candidate).is_ok() {
                    self.report.removed += 1;
                }
            }
        }
    }
}

impl Drop for SiteWrite {
    fn drop(&mut self) {
        if self.fresh.is_some() && !self.finished {
            let _ = remove_tree(&self.dir);
        }
    }
}

/// The folders a fresh write keeps beside the output (`build`): `.build.tmp-<pid>`
/// while it writes, `.build.old-<pid>` while it removes the previous output, and
/// the lock file `.build.lock`, held for the whole write.
struct Siblings {
    out_dir: PathBuf,
    parent: PathBuf,
    name: String,
}

impl Siblings {
    fn of(out_dir: &Path) -> io::Result<Siblings> {
        let parent = out_dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        fs::create_dir_all(parent)?;
        let name = out_dir.file_name().and_then(|n| n.to_str()).unwrap_or("build").to_string();
        Ok(Siblings { out_dir: out_dir.to_path_buf(), parent: parent.to_path_buf(), name })
    }

    fn staging(&self) -> PathBuf {
        self.parent.join(format!(".{}.tmp-{}", self.name, std::process::id()))
    }

    fn retired(&self) -> PathBuf {
        self.parent.join(format!(".{}.old-{}", self.name, std::process::id()))
    }

    /// The output before the last, kept for the next write to bring up to date.
    fn spare(&self) -> PathBuf {
        self.parent.join(format!(".{}.spare", self.name))
    }

    /// Makes the spare, if there is one, the folder `staging` and returns what it
    /// held. Its manifest goes first: a write that stops half-way leaves a folder
    /// that no manifest describes, under a name the next write removes.
    fn recycle_spare(&self, staging: &Path) -> io::Result<Option<Manifest>> {
        let spare = self.spare();
        match fs::symlink_metadata(&spare) {
            Ok(metadata) if metadata.is_dir() => {}
            Ok(_) => return fs::remove_file(&spare).map(|()| None).map_err(|err| with_path(err, &spare)),
            Err(_) => return Ok(None),
        }
        fs::rename(&spare, staging).map_err(|err| with_path(err, &spare))?;
        let manifest = read_manifest(staging);
        remove_if_present(&staging.join(MANIFEST))?;
        Ok(Some(manifest))
    }

    /// Waits for any other build of this output to finish. The system releases the
    /// lock when a process ends, however it ends, so a killed build never holds it.
    fn lock(&self) -> io::Result<fs::File> {
        let path = self.parent.join(format!(".{}.lock", self.name));
        let file = fs::OpenOptions::new().create(true).truncate(false).write(true).open(&path).map_err(|err| with_path(err, &path))?;
        if let Err(fs::TryLockError::WouldBlock) = file.try_lock() {
            eprintln!("waiting for another build of {} to finish", self.out_dir.display());
            file.lock()?;
        }
        Ok(file)
    }

    /// Removes the temporary folders of builds that were killed: with the lock held,
    /// no living build owns one. A build killed between the two renames of its swap
    /// left the previous output under its retired name only; that is put back.
    fn clean_up_after_killed_builds(&self) -> io::Result<()> {
        let staging_prefix = format!(".{}.tmp-", self.name);
        let retired_prefix = format!(".{}.old-", self.name);
        let is_pid = |suffix: &str| !suffix.is_empty() && suffix.bytes().all(|b| b.is_ascii_digit());
        for entry in fs::read_dir(&self.parent)? {
            let path = entry?.path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
            let cleaned = if name.strip_prefix(&retired_prefix).is_some_and(is_pid) {
                if fs::symlink_metadata(&self.out_dir).is_err() {
                    fs::rename(&path, &self.out_dir)
                } else {
                    remove_tree(&path)
                }
            } else if name.strip_prefix(&staging_prefix).is_some_and(is_pid) {
                remove_tree(&path)
            } else {
                Ok(())
            };
            cleaned.map_err(|err| with_path(err, &path))?;
        }
        Ok(())
    }

    /// Puts `staging` where the output is, keeping the old one until the new one is in.
    fn swap(&self, staging: &Path) -> io::Result<()> {
        if fs::symlink_metadata(&self.out_dir).is_err() {
            return fs::rename(staging, &self.out_dir);
        }
        let retired = self.retired();
        fs::rename(&self.out_dir, &retired)?;
        if let Err(err) = fs::rename(staging, &self.out_dir) {
            let _ = fs::rename(&retired, &self.out_dir);
            return Err(err);
        }
        // A real folder is kept as the spare; an output that was a symbolic link is
        // removed as a link, never followed into what it points to.
        let is_folder = fs::symlink_metadata(&retired).is_ok_and(|m| m.is_dir());
        if is_folder && fs::rename(&retired, self.spare()).is_ok() {
            return Ok(());
        }
        remove_tree(&retired)
    }
}

/// Writes some files of a site written by [`write_in_place`], leaving the others as
/// they are (the dev server's update after an edit to one page).
pub fn update_in_place(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut manifest = read_manifest(out_dir);
    let (written, report) = write_all(out_dir, outputs, &manifest, None, Some(out_dir), Mode::InPlace)?;
    manifest.extend(written);
    write_manifest(out_dir, &manifest)?;
    Ok(report)
}

/// How files are written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Into a new directory, with compressed copies.
    Fresh,
    /// Over the files there, only where the content changed, without compressed copies.
    InPlace,
}

fn write_manifest(dir: &Path, manifest: &Manifest) -> io::Result<()> {
    let manifest_json = serde_json::to_vec(manifest).map_err(io::Error::other)?;
    fs::write(dir.join(MANIFEST), manifest_json)
}

/// Writes every output under `dir`. `previous_dir` holds the files described by
/// `previous`; in place, unchanged files there are left alone, and so are the files
/// of a recycled `dir` that `recycled` describes as they are now. Returns the manifest
/// of what was written.
fn write_all(
    dir: &Path,
    outputs: Vec<Output>,
    previous: &Manifest,
    recycled: Option<&Manifest>,
    previous_dir: Option<&Path>,
    mode: Mode,
) -> io::Result<(Manifest, WriteReport)> {
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
    let results: Vec<io::Result<(String, ManifestEntry, FileReport)>> = jobs
        .into_iter()
        .par_bridge()
        .map(|mut job| {
            let key = manifest_key(&job.output.path);
            let recycled = recycled.map(|manifest| manifest.get(&key));
            let (entry, report) = write_one(dir, &mut job, previous.get(&key), recycled, previous_dir, mode)?;
            Ok((key, entry, report))
        })
        .collect();
    let mut manifest = Manifest::new();
    let mut report = WriteReport::default();
    for result in results {
        let (key, entry, file) = result?;
        report.files += 1;
        report.written += usize::from(file.written);
        report.compressed += usize::from(file.compressed);
        report.bytes += file.bytes;
        manifest.insert(key, entry);
    }
    Ok((manifest, report))
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
fn remove_unwritten(dir: &Path, written: &Manifest) -> io::Result<()> {
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
        Some(entry) if job.source.is_some() && entry.source == job.source => entry.hash.clone(),
        _ => hash_hex(job.bytes()?),
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
            _ => false,
        };
        if !linked {
            write(&target, job.bytes()?)?;
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
            if kept && compressed_target.is_file() {
                continue;
            }
            if recycled.is_some() {
                remove_path(&compressed_target)?;
            }
            let previous_copy = unchanged.then(|| previous_dir.map(|d| with_suffix(&d.join(&path), encoding.suffix()))).flatten();
            let reused = match &previous_copy {
                Some(existing) => fs::hard_link(existing, &compressed_target).is_ok() || fs::copy(existing, &compressed_target).is_ok(),
                None => false,
            };
            if !reused {
                let compressed = compress::compress(encoding, &path, job.bytes()?)?;
                write(&compressed_target, &compressed)?;
                report.compressed = true;
            }
        }
    } else if recycled.is_some() {
        // Copies of a file that no longer gets them would be served instead of it.
        for encoding in Encoding::ALL {
            remove_path(&with_suffix(&target, encoding.suffix()))?;
        }
    }
    Ok((ManifestEntry { hash, source: job.source.clone() }, report))
}

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
            compress::cost(&self.output.path, self.len)
        } else {
            0
        }
    }

    fn gets_compressed_copies(&self) -> bool {
        self.output.compressed_copies && compress::is_compressible(&self.output.path, self.len)
    }

    /// The output's bytes, read from its source the first time they are needed.
    fn bytes(&mut self) -> io::Result<&[u8]> {
        match &self.output.content {
            Content::Bytes(bytes) => Ok(bytes),
            Content::Copy(source) => {
                if self.read.is_none() {
                    self.read = Some(fs::read(source).map_err(|err| with_path(err, source))?);
                }
                Ok(self.read.as_deref().unwrap_or_default())
            }
        }
    }
}

fn write_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    fs::write(target, bytes).map_err(|err| with_path(err, target))
}

fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(err) if err.kind() != io::ErrorKind::NotFound => Err(with_path(err, path)),
        _ => Ok(()),
    }
}

/// Removes what is at `path`, a file or a folder, if anything.
fn remove_path(path: &Path) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.is_dir() => remove_tree(path).map_err(|err| with_path(err, path)),
        Ok(_) => remove_if_present(path),
        Err(_) => Ok(()),
    }
}

/// Writes a file through a temporary name, so readers never see half of it.
fn replace_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = with_suffix(target, ".partial");
    fs::write(&temporary, bytes).map_err(|err| with_path(err, &temporary))?;
    fs::rename(&temporary, target).map_err(|err| with_path(err, target))
}

fn with_path(err: io::Error, path: &Path) -> io::Error {
    io::Error::new(err.kind(), format!("{}: {err}", path.display()))
}

/// Removes a directory tree, its files in parallel (a site has thousands). A symlink
/// is removed itself, never what it points to.
fn remove_tree(dir: &Path) -> io::Result<()> {
    let mut files = Vec::new();
    let mut dirs = Vec::new();
    for entry in walkdir::WalkDir::new(dir).follow_root_links(false) {
        let entry = entry.map_err(io::Error::other)?;
        if entry.file_type().is_dir() {
            dirs.push(entry.into_path());
        } else {
            files.push(entry.into_path());
        }
    }
    files.par_iter().try_for_each(fs::remove_file)?;
    // Deepest first, so each folder is empty when it goes.
    for dir in dirs.iter().rev() {
        fs::remove_dir(dir)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(text: &str) -> Vec<u8> {
        text.repeat(200).into_bytes()
    }

    #[test]
    fn fresh_writes_swap_in_and_compress_text() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        fs::create_dir_all(&out).unwrap();
        fs::write(out.join("old.txt"), "old").unwrap();
        let report = write_fresh(&out, vec![Output::bytes("a/index.html", big("<p>hi</p>"))]).unwrap();
        assert_eq!(report.files, 1);
        assert!(!out.join("old.txt").exists(), "the old build is replaced as a whole");
        assert!(out.join("a/index.html.br").is_file());
        assert!(out.join("a/index.html.gz").is_file());
        assert_eq!(names_in(dir.path()), [".build.lock", ".build.spare", "build"], "no staging directory is left behind");
        assert_eq!(names_in(&dir.path().join(".build.spare")), ["old.txt"], "the old output is the spare");
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
    fn a_site_written_in_parts_is_swapped_in_when_finished_and_a_file_goes_in_once() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("old.txt", "old")]).unwrap();
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("a.txt", "a")]).unwrap();
        assert!(out.join("old.txt").is_file() && !out.join("a.txt").exists(), "nothing changes before the end");
        let again = write.write(vec![Output::bytes("b.txt", "b"), Output::bytes("a.txt", "a")]).unwrap_err();
        assert!(again.to_string().contains("`a.txt` is written twice"), "{again}");
        write.write(vec![Output::bytes("b.txt", "b")]).unwrap();
        assert_eq!(write.finish().unwrap().files, 2);
        assert_eq!(fs::read_to_string(out.join("b.txt")).unwrap(), "b");
        assert!(out.join("a.txt").is_file() && !out.join("old.txt").exists());
    }

    #[test]
    fn a_write_dropped_unfinished_leaves_the_previous_output_and_no_folder() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("old.txt", "old")]).unwrap();
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("a.txt", "a")]).unwrap();
        drop(write);
        assert!(out.join("old.txt").is_file() && !out.join("a.txt").exists());
        assert_eq!(names_in(dir.path()), [".build.lock", "build"]);
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
    fn in_place_writes_only_changes_and_removes_stale_files() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("b.json", "2")]).unwrap();
        let report = write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("c.json", "3")]).unwrap();
        assert_eq!(report.written, 1);
        assert_eq!(report.removed, 1);
        assert!(!out.join("b.json").exists());
        assert_eq!(fs::read_to_string(out.join("c.json")).unwrap(), "3");
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
    fn a_failed_write_leaves_the_previous_output_intact() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("index.html", "good")]).unwrap();
        let missing = dir.path().join("missing-source");
        assert!(write_fresh(&out, vec![Output::copy("x.js", missing)]).is_err());
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "good");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"], "the staging directory is removed");
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        names
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

    #[test]
    fn the_next_build_removes_what_killed_builds_left() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("index.html", "first")]).unwrap();
        for leftover in [".build.tmp-4000001/docs", ".build.old-4000002/docs", ".site.tmp-4000003", ".build.tmp-notes"] {
            fs::create_dir_all(dir.path().join(leftover)).unwrap();
        }
        fs::write(dir.path().join(".build.tmp-4000001/docs/index.html"), "half").unwrap();
        write_fresh(&out, vec![Output::bytes("index.html", "second")]).unwrap();
        assert_eq!(
            names_in(dir.path()),
            [".build.lock", ".build.spare", ".build.tmp-notes", ".site.tmp-4000003", "build"],
            "only this output's leftovers go"
        );
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "second");
    }

    #[test]
    fn a_build_killed_between_the_renames_of_its_swap_gets_the_output_back() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        fs::create_dir_all(dir.path().join(".build.old-4000001")).unwrap();
        fs::write(dir.path().join(".build.old-4000001/index.html"), "last good").unwrap();
        let missing = dir.path().join("missing-source");
        assert!(write_fresh(&out, vec![Output::copy("x.js", missing)]).is_err());
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "last good", "the failed build keeps the output it restored");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"]);
    }

    #[test]
    fn a_build_waits_while_another_holds_the_lock_and_leaves_its_folders_alone() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let lock = fs::File::create(dir.path().join(".build.lock")).unwrap();
        lock.lock().unwrap();
        let living = dir.path().join(".build.tmp-4000001");
        fs::create_dir_all(&living).unwrap();
        let writer = std::thread::spawn({
            let out = out.clone();
            move || write_fresh(&out, vec![Output::bytes("index.html", "mine")])
        });
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(living.is_dir(), "the folder of a build holding the lock is its own");
        assert!(!out.exists(), "the second build waits");
        lock.unlock().unwrap();
        writer.join().unwrap().unwrap();
        assert!(!living.exists(), "once the lock is free, the folder is a leftover");
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "mine");
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
                .map(|o| Output { path: o.path.clone(), content: Content::Bytes(bytes_of(o)), compressed_copies: o.compressed_copies })
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
        match &output.content {
            Content::Bytes(bytes) => bytes.clone(),
            Content::Copy(source) => fs::read(source).unwrap(),
        }
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

    #[test]
    fn a_write_into_the_spare_that_stops_leaves_the_output_and_no_spare_to_trust() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        for text in ["first", "second"] {
            write_fresh(&out, vec![Output::bytes("index.html", text)]).unwrap();
        }
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("index.html", "third")]).unwrap();
        drop(write);
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "second");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"], "the half-updated spare is gone");
        write_fresh(&out, vec![Output::bytes("index.html", "third")]).unwrap();
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "third");
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_output_is_replaced_without_emptying_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("elsewhere");
        fs::create_dir_all(&target).unwrap();
        fs::write(target.join("keep.txt"), "kept").unwrap();
        let out = dir.path().join("build");
        std::os::unix::fs::symlink(&target, &out).unwrap();
        write_fresh(&out, vec![Output::bytes("index.html", "new")]).unwrap();
        assert_eq!(fs::read_to_string(target.join("keep.txt")).unwrap(), "kept");
        assert!(!fs::symlink_metadata(&out).unwrap().file_type().is_symlink());
        assert!(!dir.path().join(".build.spare").exists(), "the link is no spare to write into");
        write_fresh(&out, vec![Output::bytes("index.html", "newer")]).unwrap();
        assert_eq!(names_in(&target), ["keep.txt"]);
    }
}
