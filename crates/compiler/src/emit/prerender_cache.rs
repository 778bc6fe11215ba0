//! The documents' markup from the last build, kept in its output (a dot file, never
//! served) under a key of everything the markup is rendered from: the prerender
//! bundle, the Node that runs it, the site data and the page's data. A build renders
//! in Node only the pages whose key it does not find, so rebuilding an unchanged site
//! starts no Node at all (prerendering every page was most of a warm build).

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use xxhash_rust::xxh3::Xxh3;

use super::prerender::{self, Job, Prerendered};
use site_output::Output;

/// The cache file, beside the build's manifest.
pub(crate) const FILE_NAME: &str = ".prerendered.json";

/// Every document's markup, in the order of `jobs`, and the cache file for the next
/// build; renders what `previous_output`'s cache does not hold.
pub(crate) fn render_all(script: &Path, site_data: &[u8], jobs: &[Job], previous_output: &Path) -> anyhow::Result<Rendered> {
    let inputs = Inputs::of(script, site_data)?;
    let keys: Vec<String> = jobs.iter().map(|job| inputs.key(job)).collect();
    let cached = read(previous_output);
    let missing: Vec<Job> = jobs.iter().zip(&keys).filter(|(_, key)| !cached.contains_key(*key)).map(|(job, _)| *job).collect();
    let mut fresh = prerender::render_all(script, site_data, &missing)?.into_iter();
    let rendered_anew = missing.len();
    let markup: Vec<Prerendered> =
        keys.iter().map(|key| cached.get(key).cloned().or_else(|| fresh.next()).expect("one rendering for each missing key")).collect();
    let file: BTreeMap<&str, &Prerendered> = keys.iter().map(String::as_str).zip(&markup).collect();
    let cache = Output::bytes(FILE_NAME, serde_json::to_vec(&file)?).without_compressed_copies();
    Ok(Rendered { markup, rendered_anew, cache })
}

pub(crate) struct Rendered {
    /// The markup of each job, in order.
    pub markup: Vec<Prerendered>,
    /// How many of them Node rendered; the rest came from the cache.
    pub rendered_anew: usize,
    /// The cache file to write with the build.
    pub cache: Output,
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

/// The last build's cache; empty when there is none or it cannot be read.
fn read(output: &Path) -> HashMap<String, Prerendered> {
    std::fs::read(output.join(FILE_NAME)).ok().and_then(|bytes| serde_json::from_slice(&bytes).ok()).unwrap_or_default()
}
