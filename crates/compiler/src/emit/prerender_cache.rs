//! The documents' markup from the last build, kept in its output (a dot folder, never
//! served), one file per document named by a key of everything its markup is
//! rendered from: the prerender bundle, the Node that runs it, the site data and the
//! page's data. A build renders in Node only the pages whose key it does not find,
//! so rebuilding an unchanged site starts no Node at all (prerendering every page was
//! most of a warm build). One file each, not one for the site, so that a build holds
//! the markup of the documents it is writing only, whatever the site's size.

use std::path::{Path, PathBuf};
use xxhash_rust::xxh3::Xxh3;

use super::prerender::{Job, Prerendered};
use site_output::Output;

/// The cache's folder, beside the build's manifest.
pub(crate) const DIR: &str = ".prerendered";

/// The markup `previous_output`'s build rendered, by key.
pub(crate) struct Cache {
    inputs: Inputs,
    previous: PathBuf,
}

impl Cache {
    /// The cache of `previous_output`, for documents rendered by the bundle `script`
    /// with `site_data`.
    pub(crate) fn open(script: &Path, site_data: &[u8], previous_output: &Path) -> anyhow::Result<Cache> {
        Ok(Cache { inputs: Inputs::of(script, site_data)?, previous: previous_output.join(DIR) })
    }

    /// The key of a document: the same for the same inputs only.
    pub(crate) fn key(&self, job: &Job) -> String {
        self.inputs.key(job)
    }

    /// The markup the last build rendered for `key`; none when it has none or its file
    /// cannot be read.
    pub(crate) fn get(&self, key: &str) -> Option<Prerendered> {
        let bytes = std::fs::read(self.previous.join(file_name(key))).ok()?;
        serde_json::from_slice(&bytes).ok()
    }
}

/// The cache's file of a document's markup, to write with the build.
pub(crate) fn entry(key: &str, markup: &Prerendered) -> anyhow::Result<Output> {
    Ok(Output::bytes(Path::new(DIR).join(file_name(key)), serde_json::to_vec(markup)?).without_compressed_copies())
}

fn file_name(key: &str) -> String {
    format!("{key}.json")
}

/// What every document of a build is rendered from, besides its page data.
struct Inputs {
    hasher: Xxh3,
}

impl Inputs {
    fn of(script: &Path, site_data: &[u8]) -> anyhow::Result<Inputs> {
        let mut hasher = Xxh3::new();
        // The bundle's chunks sit beside its entry.
        let bundle = script.parent().unwrap_or(Path::new("."));
        for entry in walkdir::WalkDir::new(bundle).sort_by_file_name() {
            let entry = entry?;
            if entry.file_type().is_file() {
                let path = entry.path();
                let bytes = std::fs::read(path).map_err(|err| anyhow::anyhow!("{}: {err}", path.display()))?;
                hash_field(&mut hasher, path.strip_prefix(bundle).unwrap_or(path).to_string_lossy().as_bytes());
                hash_field(&mut hasher, &bytes);
            }
        }
        // Another Node may render differently (its ICU data formats dates and numbers).
        hash_field(&mut hasher, node_identity().as_bytes());
        hash_field(&mut hasher, site_data);
        Ok(Inputs { hasher })
    }

    fn key(&self, job: &Job) -> String {
        let mut hasher = self.hasher.clone();
        match job {
            Job::Page { data, .. } => hash_field(&mut hasher, data),
            Job::NotFound => hash_field(&mut hasher, b"null"),
        }
        format!("{:032x}", hasher.digest128())
    }
}

/// Hashes a field with its length, so that no two sequences of fields hash alike by
/// where one ends and the next begins.
fn hash_field(hasher: &mut Xxh3, bytes: &[u8]) {
    hasher.update(&(bytes.len() as u64).to_le_bytes());
    hasher.update(bytes);
}

/// The `node` program the prerenderer runs (the first on `PATH`): where it is, with
/// its size and modification time, which change when it is replaced.
fn node_identity() -> String {
    let found = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).map(|dir| dir.join("node")).collect::<Vec<PathBuf>>())
        .unwrap_or_default()
        .into_iter()
        .find_map(|candidate| {
            let program = candidate.canonicalize().ok()?;
            let metadata = std::fs::metadata(&program).ok().filter(|m| m.is_file())?;
            let modified = metadata.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos();
            Some(format!("{} {} {modified}", program.display(), metadata.len()))
        });
    found.unwrap_or_default()
}
