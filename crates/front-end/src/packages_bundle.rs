//! The component packages, pre-bundled by the front end's build
//! (`web/vite.packages.config.mts`, into `web/dist-packages`): every module of the
//! packages at its own path, re-exporting from shared chunks. The site publishes it
//! in its local CDN, under a folder named by its content hash so browsers may cache it
//! for good (`local-cdn/bundles/<hash>/`), and sample previews reach it through an
//! import map.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use crate::vite::{published_files, EntryAssets, Manifest};

/// The bundle's import map, relative to its folder, written by its build.
const IMPORT_MAP: &str = ".vite/import-map.json";

/// The support script of the samples' previews (display settings, height reports,
/// the reader's edited code). The previews' support scripts are built with the
/// packages so that they share their chunks; each is a key of the bundle's manifest.
pub const SAMPLE_PREVIEW_ENTRY: &str = "src/preview/preview.ts";
/// The support script of the playground's preview: runs the reader's project and
/// reports what it logs to the page's console panel.
pub const PLAYGROUND_PREVIEW_ENTRY: &str = "src/preview/playgroundPreview.ts";
/// The support script of the component pages' Try it preview.
pub const TRY_IT_PREVIEW_ENTRY: &str = "src/preview/tryItPreview.ts";

/// The script a preview started offline runs first (web/bundle/plugins.ts, `offlineLoader`).
const OFFLINE_LOADER: &str = "site/offline-loader.js";

/// The folder of the site that holds bundles, each in a folder named by its hash.
pub const SITE_FOLDER: &str = "local-cdn/bundles/";

/// The packages bundle of a front-end build, read from its manifest and import map:
/// the files the site publishes for it, and how a preview's imports reach them.
#[derive(Debug)]
pub struct PackagesBundle {
    dir: PathBuf,
    /// Where the site publishes it, relative to the site root: `local-cdn/bundles/<hash>/`.
    /// Two levels below the local CDN, as its build expects: its chunks load the
    /// packages' JSON data from `../../` of its folder.
    pub site_dir: String,
    /// Module specifier prefix (or whole specifier) -> path in the bundle.
    imports: BTreeMap<String, String>,
    /// The offline loader's text, which the site's pages allow by its hash.
    pub offline_loader: String,
    manifest: Manifest,
    /// Module file in the bundle -> its source, the key of the manifest.
    sources: HashMap<String, String>,
}

#[derive(Deserialize)]
struct ImportMap {
    imports: BTreeMap<String, String>,
}

impl PackagesBundle {
    /// Reads the bundle built into `dir` (`web/dist-packages`); its folder in the site
    /// is named by the hash of its manifest, which changes whenever the bundle does.
    pub fn load(dir: &Path) -> anyhow::Result<PackagesBundle> {
        let manifest = Manifest::read(dir)?;
        let import_map_path = dir.join(IMPORT_MAP);
        let text = std::fs::read_to_string(&import_map_path).map_err(|err| anyhow::anyhow!("{}: {err}", import_map_path.display()))?;
        let import_map: ImportMap =
            serde_json::from_str(&text).map_err(|err| anyhow::anyhow!("{}:{}: {err}", import_map_path.display(), err.line()))?;
        // Every output file's name is in the manifest, with a content hash for chunks:
        // the manifest changes whenever the bundle does.
        let hash = format!("{:016x}", xxhash_rust::xxh3::xxh3_64(&manifest.bytes));
        let sources = manifest.entry_files().map(|(file, source)| (file.to_string(), source.to_string())).collect();
        let site_dir = format!("{SITE_FOLDER}{}/", &hash[..12]);
        let loader_path = dir.join(OFFLINE_LOADER);
        let offline_loader = std::fs::read_to_string(&loader_path).map_err(|err| anyhow::anyhow!("{}: {err}", loader_path.display()))?;
        Ok(PackagesBundle { dir: dir.to_path_buf(), site_dir, imports: import_map.imports, offline_loader, manifest, sources })
    }

    /// Where the site publishes the offline loader, relative to the site root.
    pub fn offline_loader_path(&self) -> String {
        format!("{}{OFFLINE_LOADER}", self.site_dir)
    }

    /// Every file to publish: (source, path relative to the site root).
    pub fn files(&self) -> Vec<(PathBuf, PathBuf)> {
        published_files(&self.dir).into_iter().map(|(source, relative)| (source, Path::new(&self.site_dir).join(relative))).collect()
    }

    /// An entry of the bundle (a preview's support script) with its styles and the
    /// chunks it imports, relative to the site root.
    pub fn entry(&self, source: &str) -> anyhow::Result<EntryAssets> {
        let entry = self
            .manifest
            .entry(source)
            .ok_or_else(|| anyhow::anyhow!("{}: the packages bundle has no entry `{source}` in its Vite manifest", self.dir.display()))?;
        let in_site = |file: &String| format!("{}{file}", self.site_dir);
        Ok(EntryAssets {
            script: in_site(&entry.script),
            styles: entry.styles.iter().map(in_site).collect(),
            preloads: entry.preloads.iter().map(in_site).collect(),
        })
    }

    /// The text of an entry's stylesheets, which a preview carries inline: a few hundred
    /// bytes, not worth a request of their own.
    pub fn styles_text(&self, entry: &EntryAssets) -> anyhow::Result<String> {
        entry
            .styles
            .iter()
            .map(|style| {
                let file = self.dir.join(style.strip_prefix(&self.site_dir).unwrap_or(style));
                std::fs::read_to_string(&file).map_err(|err| anyhow::anyhow!("{}: {err}", file.display()))
            })
            .collect()
    }

    /// The import map that sends the packages' module specifiers to the bundle.
    pub fn import_map(&self, base_url: &str) -> serde_json::Value {
        let imports: serde_json::Map<String, serde_json::Value> = self
            .imports
            .iter()
            .map(|(specifier, target)| (specifier.clone(), format!("{base_url}{}{target}", self.site_dir).into()))
            .collect();
        serde_json::json!({ "imports": imports })
    }

    /// The import map as a preview's inline `<script type="importmap">` carries it
    /// (a Content-Security-Policy can allow exactly this text, by hash).
    pub fn import_map_script(&self, base_url: &str) -> String {
        serde_json::to_string(&self.import_map(base_url)).expect("the import map serializes")
    }

    /// The files (relative to the site root) that importing `specifiers` loads, each
    /// once: the modules and the chunks they import. An `Err` names the specifiers
    /// the bundle has no module for.
    pub fn module_graph<S: AsRef<str>>(&self, specifiers: impl IntoIterator<Item = S>) -> Result<Vec<String>, Vec<String>> {
        let mut files = BTreeSet::new();
        let mut missing = Vec::new();
        for specifier in specifiers {
            let specifier = specifier.as_ref();
            let source = self.resolve(specifier).and_then(|file| self.sources.get(&file));
            match source.and_then(|source| self.manifest.entry(source)) {
                Some(module) => {
                    files.insert(module.script.clone());
                    files.extend(module.preloads.iter().cloned());
                }
                None => missing.push(specifier.to_string()),
            }
        }
        if !missing.is_empty() {
            return Err(missing);
        }
        Ok(files.into_iter().map(|file| format!("{}{file}", self.site_dir)).collect())
    }

    /// The bundle file a specifier maps to, as browsers resolve an import map: the
    /// exact specifier, else the longest matching prefix ending in `/`.
    fn resolve(&self, specifier: &str) -> Option<String> {
        if let Some(target) = self.imports.get(specifier) {
            return Some(target.clone());
        }
        self.imports
            .iter()
            .filter(|(prefix, _)| prefix.ends_with('/') && specifier.starts_with(prefix.as_str()))
            .max_by_key(|(prefix, _)| prefix.len())
            .map(|(prefix, target)| format!("{target}{}", &specifier[prefix.len()..]))
    }
}

/// A small bundle on disk, for the tests of its users (feature `test-bundle`).
#[cfg(any(test, feature = "test-bundle"))]
pub mod test_bundle {
    use super::*;

    /// A bundle of one package with two modules sharing a chunk, and a renderer
    /// importable by its bare name.
    pub fn bundle() -> (tempfile::TempDir, PackagesBundle) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".vite")).unwrap();
        std::fs::write(
            dir.path().join(".vite/manifest.json"),
            r#"{
              "node_modules/@ui5/webcomponents/dist/Button.js": {"file": "@ui5/webcomponents/dist/Button.js", "isEntry": true, "imports": ["_Button.js", "_framework.js"]},
              "node_modules/@ui5/webcomponents/dist/Label.js": {"file": "@ui5/webcomponents/dist/Label.js", "isEntry": true, "imports": ["_framework.js"]},
              "node_modules/lit-html/lit-html.js": {"file": "lit-html/lit-html.js", "isEntry": true, "imports": ["_framework.js"]},
              "src/preview/preview.ts": {"file": "site/preview.js", "isEntry": true, "imports": ["_framework.js"], "css": ["assets/preview-3.css"]},
              "src/preview/playgroundPreview.ts": {"file": "site/playgroundPreview.js", "isEntry": true, "imports": ["_framework.js"], "css": ["assets/preview-3.css"]},
              "_Button.js": {"file": "chunks/Button-1.js", "imports": ["_framework.js"]},
              "_framework.js": {"file": "chunks/framework-2.js"}
            }"#,
        )
        .unwrap();
        std::fs::write(
            dir.path().join(IMPORT_MAP),
            r#"{"imports": {"@ui5/webcomponents/": "@ui5/webcomponents/", "lit-html": "lit-html/lit-html.js", "lit-html/": "lit-html/"}}"#,
        )
        .unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("assets/preview-3.css"), "body{margin:0}").unwrap();
        std::fs::create_dir_all(dir.path().join("site")).unwrap();
        std::fs::write(dir.path().join(OFFLINE_LOADER), "if (window.location.protocol === \"data:\") {}").unwrap();
        let bundle = PackagesBundle::load(dir.path()).unwrap();
        (dir, bundle)
    }
}

#[cfg(test)]
mod tests {
    use super::test_bundle::bundle;
    use super::*;

    #[test]
    fn the_import_map_points_the_packages_at_the_hashed_folder() {
        let (_dir, bundle) = bundle();
        assert!(bundle.site_dir.starts_with("local-cdn/bundles/") && bundle.site_dir.ends_with('/'), "{}", bundle.site_dir);
        let map = bundle.import_map("/base/");
        assert_eq!(map["imports"]["@ui5/webcomponents/"], format!("/base/{}@ui5/webcomponents/", bundle.site_dir));
        assert_eq!(map["imports"]["lit-html"], format!("/base/{}lit-html/lit-html.js", bundle.site_dir));
    }

    #[test]
    fn the_folder_name_follows_the_content() {
        let (dir, first) = bundle();
        let manifest = dir.path().join(".vite/manifest.json");
        let changed = std::fs::read_to_string(&manifest).unwrap().replace("Button-1.js", "Button-3.js");
        std::fs::write(&manifest, changed).unwrap();
        let second = PackagesBundle::load(dir.path()).unwrap();
        assert_ne!(first.site_dir, second.site_dir);
    }

    #[test]
    fn the_module_graph_lists_modules_and_their_chunks_once() {
        let (_dir, bundle) = bundle();
        let site = &bundle.site_dir;
        let files = bundle.module_graph(["@ui5/webcomponents/dist/Button.js", "@ui5/webcomponents/dist/Label.js", "lit-html"]).unwrap();
        let expected: Vec<String> = [
            "@ui5/webcomponents/dist/Button.js",
            "@ui5/webcomponents/dist/Label.js",
            "chunks/Button-1.js",
            "chunks/framework-2.js",
            "lit-html/lit-html.js",
        ]
        .iter()
        .map(|file| format!("{site}{file}"))
        .collect();
        assert_eq!(files, expected);
    }

    #[test]
    fn the_preview_support_script_comes_with_its_styles_and_chunks() {
        let (_dir, bundle) = bundle();
        let site = &bundle.site_dir;
        let support = bundle.entry(SAMPLE_PREVIEW_ENTRY).unwrap();
        assert_eq!(support.script, format!("{site}site/preview.js"));
        assert_eq!(support.styles, [format!("{site}assets/preview-3.css")]);
        assert_eq!(support.preloads, [format!("{site}chunks/framework-2.js")]);
    }

    #[test]
    fn a_module_the_bundle_lacks_is_named() {
        let (_dir, bundle) = bundle();
        let missing = bundle.module_graph(["@ui5/webcomponents/dist/Nothing.js", "@ui5/webcomponents-fiori/dist/Bar.js"]).unwrap_err();
        assert_eq!(missing, ["@ui5/webcomponents/dist/Nothing.js", "@ui5/webcomponents-fiori/dist/Bar.js"]);
    }

    #[test]
    fn the_published_files_keep_their_layout_under_the_folder() {
        let (dir, bundle) = bundle();
        std::fs::create_dir_all(dir.path().join("chunks")).unwrap();
        std::fs::write(dir.path().join("chunks/framework-2.js"), "export {}").unwrap();
        let mut files = bundle.files();
        files.sort();
        let site = Path::new(&bundle.site_dir);
        assert_eq!(
            files,
            [
                (dir.path().join("assets/preview-3.css"), site.join("assets/preview-3.css")),
                (dir.path().join("chunks/framework-2.js"), site.join("chunks/framework-2.js")),
                (dir.path().join(OFFLINE_LOADER), site.join(OFFLINE_LOADER)),
            ]
        );
        assert_eq!(bundle.offline_loader_path(), format!("{}{OFFLINE_LOADER}", bundle.site_dir));
    }
}
