//! The built front end, read through Vite's manifest (`web/dist/.vite/manifest.json`).

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The app entry point of the front end.
pub const APP_ENTRY: &str = "src/main.tsx";

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
    pub script: String,
    pub styles: Vec<String>,
    /// Chunks the entry imports statically, to preload.
    pub preloads: Vec<String>,
}

#[derive(Debug)]
pub struct WebAssets {
    pub dist_dir: PathBuf,
    entries: BTreeMap<String, EntryAssets>,
}

impl WebAssets {
    /// Reads the manifest of a Vite build in `dist_dir`.
    pub fn load(dist_dir: &Path) -> anyhow::Result<WebAssets> {
        let manifest_path = dist_dir.join(".vite/manifest.json");
        let text = std::fs::read_to_string(&manifest_path).map_err(|err| {
            anyhow::anyhow!("{}: {err} (build the front end first: `make build`)", manifest_path.display())
        })?;
        let chunks: BTreeMap<String, Chunk> = serde_json::from_str(&text)
            .map_err(|err| anyhow::anyhow!("{}:{}: {err}", manifest_path.display(), err.line()))?;
        let entries = chunks
            .iter()
            .filter(|(_, chunk)| chunk.is_entry || chunk.is_dynamic_entry)
            .map(|(key, chunk)| (key.clone(), entry_assets(&chunks, chunk)))
            .collect();
        Ok(WebAssets { dist_dir: dist_dir.to_path_buf(), entries })
    }

    pub fn entry(&self, source: &str) -> anyhow::Result<&EntryAssets> {
        self.entries
            .get(source)
            .ok_or_else(|| anyhow::anyhow!("the front-end build has no entry `{source}` in its Vite manifest"))
    }

    /// Every file of the build to publish: hidden folders (the manifest, the
    /// prerender bundle) are the engine's, not the site's.
    pub fn files(&self) -> Vec<(PathBuf, PathBuf)> {
        walkdir::WalkDir::new(&self.dist_dir)
            .into_iter()
            .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'))
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .filter_map(|e| {
                let relative = e.path().strip_prefix(&self.dist_dir).ok()?.to_path_buf();
                Some((e.path().to_path_buf(), relative))
            })
            .collect()
    }
}

fn entry_assets(chunks: &BTreeMap<String, Chunk>, entry: &Chunk) -> EntryAssets {
    let mut styles = BTreeSet::new();
    let mut preloads = BTreeSet::new();
    let mut pending: Vec<&Chunk> = vec![entry];
    let mut seen = BTreeSet::new();
    while let Some(chunk) = pending.pop() {
        styles.extend(chunk.css.iter().cloned());
        for import in &chunk.imports {
            if seen.insert(import.clone()) {
                if let Some(imported) = chunks.get(import) {
                    preloads.insert(imported.file.clone());
                    pending.push(imported);
                }
            }
        }
    }
    EntryAssets { script: entry.file.clone(), styles: styles.into_iter().collect(), preloads: preloads.into_iter().collect() }
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
        let assets = WebAssets::load(dir.path()).unwrap();
        let entry = assets.entry(APP_ENTRY).unwrap();
        assert_eq!(entry.script, "assets/main-1.js");
        assert_eq!(entry.styles, ["assets/main-1.css", "assets/r-2.css"]);
        assert_eq!(entry.preloads, ["assets/react-2.js"]);
    }
}
