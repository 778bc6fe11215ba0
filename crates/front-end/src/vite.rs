//! A Vite build read through its manifest (`.vite/manifest.json`): its entries, what
//! each needs to load, and the files to publish.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
    /// Loaded with `import()`: a page's module.
    #[serde(default, rename = "isDynamicEntry")]
    is_dynamic_entry: bool,
}

/// What a page needs to load an entry of the front end (or a module it loads
/// dynamically): paths relative to the site root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryAssets {
    /// The entry's own module.
    pub script: String,
    /// Its stylesheets and those of the chunks it imports.
    pub styles: Vec<String>,
    /// Chunks the entry imports statically, to preload.
    pub preloads: Vec<String>,
}

/// The files of a Vite build, each with its path relative to the build folder,
/// without its hidden folders (`.vite/`, `.prerender/`).
pub fn published_files(dist_dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    walkdir::WalkDir::new(dist_dir)
        .into_iter()
        .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let relative = e.path().strip_prefix(dist_dir).ok()?.to_path_buf();
            Some((e.path().to_path_buf(), relative))
        })
        .collect()
}

/// A Vite build's manifest: its chunks by source.
#[derive(Debug)]
pub struct Manifest {
    chunks: BTreeMap<String, Chunk>,
    /// The manifest's own bytes, which change whenever an output file does.
    pub bytes: Vec<u8>,
}

impl Manifest {
    /// Where a Vite build in `dist_dir` keeps its manifest.
    pub fn path(dist_dir: &Path) -> PathBuf {
        dist_dir.join(".vite/manifest.json")
    }

    /// Reads the manifest of the Vite build in `dist_dir`.
    pub fn read(dist_dir: &Path) -> anyhow::Result<Manifest> {
        let path = Manifest::path(dist_dir);
        let bytes =
            std::fs::read(&path).map_err(|err| anyhow::anyhow!("{}: {err} (build the front end first: `make build`)", path.display()))?;
        let chunks = serde_json::from_slice(&bytes).map_err(|err| anyhow::anyhow!("{}:{}: {err}", path.display(), err.line()))?;
        Ok(Manifest { chunks, bytes })
    }

    /// Every entry and every module loaded with `import()` (the app's pages), by
    /// source, with what loading it takes.
    pub fn entries(&self) -> impl Iterator<Item = (&str, EntryAssets)> + '_ {
        self.chunks
            .iter()
            .filter(|(_, chunk)| chunk.is_entry || chunk.is_dynamic_entry)
            .map(|(key, chunk)| (key.as_str(), self.entry_assets(chunk)))
    }

    /// Each entry's output file, with its source.
    pub fn entry_files(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.chunks.iter().filter(|(_, chunk)| chunk.is_entry).map(|(key, chunk)| (chunk.file.as_str(), key.as_str()))
    }

    /// The output file built from `source` (a module or an asset it imports).
    pub fn file(&self, source: &str) -> Option<&str> {
        self.chunks.get(source).map(|chunk| chunk.file.as_str())
    }

    /// What loading the entry from `source` takes.
    pub fn entry(&self, source: &str) -> Option<EntryAssets> {
        self.chunks.get(source).map(|chunk| self.entry_assets(chunk))
    }

    fn entry_assets(&self, entry: &Chunk) -> EntryAssets {
        let mut styles = BTreeSet::new();
        let mut preloads = BTreeSet::new();
        let mut pending: Vec<&Chunk> = vec![entry];
        let mut seen = BTreeSet::new();
        while let Some(chunk) = pending.pop() {
            styles.extend(chunk.css.iter().cloned());
            for import in &chunk.imports {
                if seen.insert(import.clone()) {
                    if let Some(imported) = self.chunks.get(import) {
                        preloads.insert(imported.file.clone());
                        pending.push(imported);
                    }
                }
            }
        }
        EntryAssets { script: entry.file.clone(), styles: styles.into_iter().collect(), preloads: preloads.into_iter().collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collects_css_and_static_imports_of_an_entry() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".vite")).unwrap();
        std::fs::write(
            dir.path().join(".vite/manifest.json"),
            r#"{
              "src/main.tsx": {"file": "assets/main-1.js", "isEntry": true, "imports": ["_react.js"], "css": ["assets/main-1.css"]},
              "_react.js": {"file": "assets/react-2.js", "css": ["assets/r-2.css"]},
              "src/pages/Doc.tsx": {"file": "assets/Doc-3.js", "isDynamicEntry": true}
            }"#,
        )
        .unwrap();
        let manifest = Manifest::read(dir.path()).unwrap();
        let entry = manifest.entry("src/main.tsx").unwrap();
        assert_eq!(entry.script, "assets/main-1.js");
        assert_eq!(entry.styles, ["assets/main-1.css", "assets/r-2.css"]);
        assert_eq!(entry.preloads, ["assets/react-2.js"]);
        assert_eq!(manifest.file("src/pages/Doc.tsx"), Some("assets/Doc-3.js"));
    }
}
