//! The manifest of the last write: each file's content hash, so that the next write
//! can tell which files changed, and keep the compressed copies of those that did not.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, BufRead, Seek, Write};
use std::path::Path;
use std::sync::Mutex;

use crate::fs_util::with_path;
use crate::output::Compression;

/// The manifest of the last write; dot files are never served.
pub const MANIFEST: &str = ".build-manifest.json";

/// What the last write knew of each file: its content hash; for a copied file, its
/// source's size and modification time (an unchanged source is not read again); and
/// how its compressed copies were made, if it has any (copies made otherwise are
/// made again).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct ManifestEntry {
    #[serde(with = "hex_hash")]
    pub(crate) hash: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) compression: Option<Compression>,
}

/// Each file's entry, by its [`manifest_key`].
pub(crate) type Manifest = BTreeMap<String, ManifestEntry>;

/// A path below the site root as the manifest names it: with `/` on every system,
/// so that a manifest means the same wherever it is read.
pub(crate) fn manifest_key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// The manifest of the write that left `dir`; empty where there is none or it cannot
/// be read, which only costs the next write the work of writing everything anew.
pub(crate) fn read_manifest(dir: &Path) -> Manifest {
    fs::read(dir.join(MANIFEST)).ok().and_then(|bytes| serde_json::from_slice(&bytes).ok()).unwrap_or_default()
}

/// A content hash as the manifest keeps it: fast, for a site's thousands of files.
pub(crate) fn content_hash(bytes: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(bytes)
}

/// [`content_hash`] of the file at `path`, read a buffer at a time.
pub(crate) fn hash_file(path: &Path) -> io::Result<u64> {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    let mut file = io::BufReader::with_capacity(1 << 16, fs::File::open(path).map_err(|err| with_path(err, path))?);
    loop {
        let buffer = file.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        hasher.update(buffer);
        let read = buffer.len();
        file.consume(read);
    }
    Ok(hasher.digest())
}

/// A hash as the manifest file writes it, 16 hex digits; in memory, a number, 48
/// bytes less than a string for each of a large site's 100,000 files and more.
mod hex_hash {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(hash: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&format!("{hash:016x}"))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        let hex = std::borrow::Cow::<str>::deserialize(deserializer)?;
        u64::from_str_radix(&hex, 16).map_err(|_| D::Error::custom(format!("`{hex}` is not a hash of 16 hex digits")))
    }
}

/// The entries of a write's files as they are written, kept in a temporary file until
/// the write ends rather than in memory: on a site of 10,000 pages, some 120,000
/// entries were about 20 MB beside the files still to write, and scattered over the
/// pages those files had used.
pub(crate) struct ManifestLog {
    file: Mutex<io::BufWriter<fs::File>>,
}

impl ManifestLog {
    /// A log in a temporary file in `dir`, or in the system's temporary folder.
    pub(crate) fn new(dir: Option<&Path>) -> io::Result<ManifestLog> {
        let file = match dir {
            Some(dir) => tempfile::tempfile_in(dir).map_err(|err| with_path(err, dir))?,
            None => tempfile::tempfile()?,
        };
        Ok(ManifestLog { file: Mutex::new(io::BufWriter::new(file)) })
    }

    /// Adds the entry of the file `key`, just written.
    pub(crate) fn add(&self, key: &str, entry: &ManifestEntry) -> io::Result<()> {
        let mut file = self.file.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        serde_json::to_writer(&mut *file, &(key, entry)).map_err(io::Error::other)?;
        file.write_all(b"\n")
    }

    /// Every entry added, by key; a file written twice is an error.
    pub(crate) fn read(&self) -> io::Result<Manifest> {
        let mut file = self.file.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        file.flush()?;
        let mut log = file.get_ref();
        log.seek(io::SeekFrom::Start(0))?;
        let mut manifest = Manifest::new();
        for line in io::BufReader::new(log).lines() {
            let (key, entry): (String, ManifestEntry) = serde_json::from_str(&line?).map_err(io::Error::other)?;
            if manifest.contains_key(&key) {
                return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("`{key}` is written twice")));
            }
            manifest.insert(key, entry);
        }
        Ok(manifest)
    }
}

/// Writes `manifest` into `dir`, for the next write of it to read, as it is
/// serialized: whole, a large site's manifest was as much more at the write's end
/// (6 MB of JSON at 5,265 pages).
pub(crate) fn write_manifest(dir: &Path, manifest: &Manifest) -> io::Result<()> {
    let mut file = io::BufWriter::new(fs::File::create(dir.join(MANIFEST))?);
    serde_json::to_writer(&mut file, manifest).map_err(io::Error::other)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entrys_hash_is_written_as_16_hex_digits_and_read_back() {
        let entry = ManifestEntry { hash: 0xff, source: None, compression: Some(Compression::Quick) };
        let json = serde_json::to_string(&entry).unwrap();
        assert_eq!(json, r#"{"hash":"00000000000000ff","compression":"Quick"}"#);
        assert_eq!(serde_json::from_str::<ManifestEntry>(&json).unwrap(), entry);
        assert!(serde_json::from_str::<ManifestEntry>(r#"{"hash":"not hex"}"#).is_err());
    }
}
