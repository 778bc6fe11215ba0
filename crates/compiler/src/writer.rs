//! Writes the site to disk, with `.br` and `.gz` copies of text files.
//!
//! A build writes a fresh directory beside the output and swaps it in, so a failed
//! build never leaves a half-written site. The dev server instead updates the
//! output in place, writing only files whose content changed. Either way, a
//! manifest of content hashes from the last write lets unchanged files keep their
//! compressed copies instead of being compressed again.

use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The manifest of the last write; dot files are never served.
pub const MANIFEST: &str = ".build-manifest.json";

/// Text files smaller than this are not worth compressing.
const MIN_COMPRESS_SIZE: usize = 512;
/// Brotli quality 5 compresses within a few percent of quality 9 at over ten times
/// the speed; the content-hashed front-end bundles, few and reused across builds,
/// get the maximum.
const BROTLI_QUALITY: u32 = 5;
const BROTLI_QUALITY_ASSETS: u32 = 11;
const BROTLI_WINDOW: u32 = 22;
const GZIP_LEVEL: u32 = 6;

/// One file of the site.
pub struct Output {
    /// Path relative to the site root.
    pub path: PathBuf,
    pub content: Content,
}

pub enum Content {
    Bytes(Vec<u8>),
    /// A file copied (hard-linked where possible) from elsewhere.
    Copy(PathBuf),
}

impl Output {
    pub fn bytes(path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) -> Output {
        Output { path: path.into(), content: Content::Bytes(bytes.into()) }
    }

    pub fn copy(path: impl Into<PathBuf>, source: impl Into<PathBuf>) -> Output {
        Output { path: path.into(), content: Content::Copy(source.into()) }
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

fn is_compressible(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("html" | "css" | "js" | "mjs" | "json" | "svg" | "xml" | "txt" | "map" | "wasm")
    )
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Writes `outputs` to a new directory and swaps it with `out_dir`.
pub fn write_fresh(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let previous = read_manifest(out_dir);
    let parent = out_dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(parent)?;
    let name = out_dir.file_name().and_then(|n| n.to_str()).unwrap_or("build");
    let staging = parent.join(format!(".{name}.tmp-{}", std::process::id()));
    if staging.exists() {
        fs::remove_dir_all(&staging)?;
    }
    let result = write_all(&staging, outputs, &previous, Some(out_dir), false)
        .and_then(|report| swap(&staging, out_dir).map(|()| report));
    if result.is_err() {
        let _ = fs::remove_dir_all(&staging);
    }
    result
}

/// Updates `out_dir` in place: writes what changed and removes what is gone.
pub fn write_in_place(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let previous = read_manifest(out_dir);
    fs::create_dir_all(out_dir)?;
    let keys: std::collections::HashSet<String> = outputs.iter().map(|o| manifest_key(&o.path)).collect();
    let mut report = write_all(out_dir, outputs, &previous, Some(out_dir), true)?;
    for stale in previous.keys().filter(|key| !keys.contains(*key)) {
        let path = out_dir.join(stale);
        for candidate in [path.clone(), with_suffix(&path, ".br"), with_suffix(&path, ".gz")] {
            if fs::remove_file(&candidate).is_ok() {
                report.removed += 1;
            }
        }
    }
    Ok(report)
}

/// Writes every output under `dir`. `previous_dir` holds the files described by
/// `previous`; with `in_place`, unchanged files there are left alone.
fn write_all(
    dir: &Path,
    outputs: Vec<Output>,
    previous: &Manifest,
    previous_dir: Option<&Path>,
    in_place: bool,
) -> io::Result<WriteReport> {
    create_parent_dirs(dir, &outputs)?;
    let results: Vec<io::Result<(String, ManifestEntry, FileReport)>> = outputs
        .into_par_iter()
        .map(|output| {
            let key = manifest_key(&output.path);
            let (entry, report) = write_one(dir, &output, previous.get(&key), previous_dir, in_place)?;
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
    let manifest_json = serde_json::to_vec(&manifest).map_err(io::Error::other)?;
    fs::write(dir.join(MANIFEST), manifest_json)?;
    Ok(report)
}

/// Creates every folder the outputs go in, once, parents first.
fn create_parent_dirs(dir: &Path, outputs: &[Output]) -> io::Result<()> {
    let mut parents: Vec<&Path> = outputs.iter().filter_map(|o| o.path.parent()).collect();
    parents.sort_unstable();
    parents.dedup();
    fs::create_dir_all(dir)?;
    for parent in parents {
        fs::create_dir_all(dir.join(parent))?;
    }
    Ok(())
}

struct FileReport {
    written: bool,
    compressed: bool,
    bytes: u64,
}

fn write_one(
    dir: &Path,
    output: &Output,
    previous: Option<&ManifestEntry>,
    previous_dir: Option<&Path>,
    in_place: bool,
) -> io::Result<(ManifestEntry, FileReport)> {
    let target = dir.join(&output.path);
    let mut content = LazyContent { output, read: None, source_len: None };
    let source = content.source_stamp()?;
    let hash = match previous {
        Some(entry) if source.is_some() && entry.source == source => entry.hash.clone(),
        _ => hash_hex(content.bytes()?),
    };
    let unchanged = previous.is_some_and(|entry| entry.hash == hash);
    let mut report = FileReport { written: false, compressed: false, bytes: 0 };

    if !(in_place && unchanged && target.is_file()) {
        let linked = match &output.content {
            Content::Copy(source) if !in_place => fs::hard_link(source, &target).is_ok(),
            _ => false,
        };
        if !linked {
            replace_file(&target, content.bytes()?)?;
        }
        report.written = true;
    }

    if is_compressible(&output.path) && content.len()? >= MIN_COMPRESS_SIZE as u64 {
        let quality = if output.path.starts_with("assets") { BROTLI_QUALITY_ASSETS } else { BROTLI_QUALITY };
        for suffix in [".br", ".gz"] {
            let compressed_target = with_suffix(&target, suffix);
            let previous_copy = unchanged.then(|| previous_dir.map(|d| with_suffix(&d.join(&output.path), suffix))).flatten();
            let reused = match &previous_copy {
                Some(existing) if in_place && *existing == compressed_target => existing.is_file(),
                Some(existing) => fs::hard_link(existing, &compressed_target).is_ok() || fs::copy(existing, &compressed_target).is_ok(),
                None => false,
            };
            if !reused {
                let bytes = content.bytes()?;
                let compressed = if suffix == ".br" { brotli_bytes(bytes, quality)? } else { gzip_bytes(bytes)? };
                replace_file(&compressed_target, &compressed)?;
                report.compressed = true;
            }
        }
    }
    report.bytes = content.len()?;
    Ok((ManifestEntry { hash, source }, report))
}

/// An output's bytes, read from its source only if something needs them.
struct LazyContent<'o> {
    output: &'o Output,
    read: Option<Vec<u8>>,
    source_len: Option<u64>,
}

impl LazyContent<'_> {
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

    fn len(&self) -> io::Result<u64> {
        match (&self.output.content, self.source_len) {
            (Content::Bytes(bytes), _) => Ok(bytes.len() as u64),
            (Content::Copy(_), Some(len)) => Ok(len),
            (Content::Copy(source), None) => Ok(fs::metadata(source).map_err(|err| with_path(err, source))?.len()),
        }
    }

    /// Size and modification time of a copied file's source.
    fn source_stamp(&mut self) -> io::Result<Option<String>> {
        let Content::Copy(source) = &self.output.content else { return Ok(None) };
        let metadata = fs::metadata(source).map_err(|err| with_path(err, source))?;
        self.source_len = Some(metadata.len());
        let modified = metadata.modified()?.duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        Ok(Some(format!("{}-{modified}", metadata.len())))
    }
}

/// Writes a file through a temporary name, so readers never see half of it.
fn replace_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = with_suffix(target, ".partial");
    fs::write(&temporary, bytes).map_err(|err| with_path(err, &temporary))?;
    fs::rename(&temporary, target).map_err(|err| with_path(err, target))
}

fn brotli_bytes(bytes: &[u8], quality: u32) -> io::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len() / 4);
    {
        let mut writer = brotli::CompressorWriter::new(&mut out, 64 * 1024, quality, BROTLI_WINDOW);
        writer.write_all(bytes)?;
    }
    Ok(out)
}

fn gzip_bytes(bytes: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 3), flate2::Compression::new(GZIP_LEVEL));
    encoder.write_all(bytes)?;
    encoder.finish()
}

fn with_path(err: io::Error, path: &Path) -> io::Error {
    io::Error::new(err.kind(), format!("{}: {err}", path.display()))
}

/// Puts `staging` where `out_dir` is, keeping the old one until the new one is in.
fn swap(staging: &Path, out_dir: &Path) -> io::Result<()> {
    if !out_dir.exists() {
        return fs::rename(staging, out_dir);
    }
    let name = out_dir.file_name().and_then(|n| n.to_str()).unwrap_or("build");
    let retired = out_dir.with_file_name(format!(".{name}.old-{}", std::process::id()));
    fs::rename(out_dir, &retired)?;
    if let Err(err) = fs::rename(staging, out_dir) {
        let _ = fs::rename(&retired, out_dir);
        return Err(err);
    }
    remove_tree(&retired)
}

/// Removes a directory tree, its files in parallel (a site has thousands).
fn remove_tree(dir: &Path) -> io::Result<()> {
    let mut files = Vec::new();
    let mut dirs = Vec::new();
    for entry in walkdir::WalkDir::new(dir) {
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
        let entries: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(entries, ["build"], "no staging directory is left behind");
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
    fn a_failed_write_leaves_the_previous_output_intact() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("index.html", "good")]).unwrap();
        let missing = dir.path().join("missing-source");
        assert!(write_fresh(&out, vec![Output::copy("x.js", missing)]).is_err());
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "good");
        let entries: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(entries, ["build"], "the staging directory is removed");
    }
}
