//! The icon catalogue: every icon of the three icon packages, read from the installed
//! packages, for the icons page.
//!
//! Each package ships its icons in several sets (one per design generation, e.g.
//! `v4` and `v5`); the page shows the newest set, the one the Horizon themes use.
//! From the package files:
//! - `dist/generated/assets/v<N>/<collection>.json`: every icon's name, path data and
//!   whether it keeps its direction in right-to-left layouts (`ltr`);
//! - `dist/<name>.js`: the module readers import; its default export is the name
//!   `ui5-icon` takes (`accept`, `tnt/actor`);
//! - `dist/v<N>/<name>.svg`: the standalone SVG, which gives the viewBox.

pub mod page;
pub mod search_entries;

use rayon::prelude::*;
use regex::Regex;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use site_diagnostics::Diagnostics;
use site_model::icons::IconData;

/// An icon collection as the page presents it, and the package it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollectionSource {
    /// The collection's value in the page's URL (`icons/?collection=tnt`).
    pub id: &'static str,
    /// The collection's name on the page's switch (`SAP TNT Icons`).
    pub label: &'static str,
    /// The npm package that ships it, a folder of `node_modules`.
    pub package: &'static str,
}

/// The collections, in the order of the page's switch; the first is the default.
pub const COLLECTIONS: [CollectionSource; 3] = [
    CollectionSource { id: "sap", label: "SAP Icons", package: "@ui5/webcomponents-icons" },
    CollectionSource { id: "tnt", label: "SAP TNT Icons", package: "@ui5/webcomponents-icons-tnt" },
    CollectionSource { id: "business-suite", label: "SAP BSuite Icons", package: "@ui5/webcomponents-icons-business-suite" },
];

/// What `ui5-icon` draws in when an icon names no viewBox of its own.
pub const DEFAULT_VIEW_BOX: &str = "0 0 512 512";

/// A collection read from its installed package.
#[derive(Debug, Clone)]
pub struct Collection {
    /// Which collection it is, and its package.
    pub source: CollectionSource,
    /// The package's version (`1.24.24`).
    pub version: String,
    /// The icon set shown (`v5`).
    pub set: String,
    /// The viewBox of the collection's icons.
    pub view_box: String,
    /// Sorted by name, ignoring case.
    pub icons: Vec<IconData>,
}

/// The icon data file of a set, as the packages write it.
#[derive(Deserialize)]
struct IconBundle {
    data: BTreeMap<String, IconEntry>,
}

#[derive(Deserialize)]
struct IconEntry {
    path: Option<String>,
    paths: Option<Vec<String>>,
    #[serde(default)]
    ltr: bool,
}

#[derive(Deserialize)]
struct PackageJson {
    version: String,
}

/// Reads every collection. A package that is missing or malformed is an error naming
/// it (and the collection is left out); an icon the package cannot deliver (no path
/// data, no module to import) is a warning and is left out.
pub fn load(root: &Path, node_modules: &Path, diagnostics: &Diagnostics) -> Vec<Collection> {
    COLLECTIONS
        .par_iter()
        .filter_map(|source| {
            let reader = PackageReader { root, dir: node_modules.join(source.package), source: *source, diagnostics };
            reader.collection()
        })
        .collect()
}

struct PackageReader<'a> {
    root: &'a Path,
    /// The package's folder.
    dir: PathBuf,
    source: CollectionSource,
    diagnostics: &'a Diagnostics,
}

impl PackageReader<'_> {
    /// A path as messages show it: relative to the project root.
    fn shown(&self, path: &Path) -> PathBuf {
        path.strip_prefix(self.root).unwrap_or(path).to_path_buf()
    }

    fn error(&self, path: &Path, line: Option<usize>, message: String) {
        self.diagnostics.error(self.shown(path), line, message);
    }

    fn warning(&self, path: &Path, message: String) {
        self.diagnostics.warning(self.shown(path), None, message);
    }

    fn collection(&self) -> Option<Collection> {
        let package = self.source.package;
        let version = self.version()?;
        let (set, bundle_file) = self.newest_set()?;
        let text = match std::fs::read_to_string(&bundle_file) {
            Ok(text) => text,
            Err(err) => {
                self.error(&bundle_file, None, format!("cannot read the icons of `{package}`: {err}"));
                return None;
            }
        };
        let bundle: IconBundle = match serde_json::from_str(&text) {
            Ok(bundle) => bundle,
            Err(err) => {
                self.error(&bundle_file, Some(err.line()), format!("malformed icon data in `{package}`: {err}"));
                return None;
            }
        };

        let read: Vec<(IconData, Option<String>)> =
            bundle.data.into_par_iter().filter_map(|(name, entry)| self.icon(&set, &bundle_file, name, entry)).collect();
        let view_box = most_common(read.iter().filter_map(|(_, view_box)| view_box.as_deref())).unwrap_or(DEFAULT_VIEW_BOX).to_string();
        let mut icons: Vec<IconData> = read
            .into_iter()
            .map(|(mut icon, own)| {
                icon.view_box = own.filter(|own| *own != view_box);
                icon
            })
            .collect();
        icons.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then_with(|| a.name.cmp(&b.name)));
        if icons.is_empty() {
            self.error(&bundle_file, None, format!("`{package}` has no icons in its set `{set}`"));
            return None;
        }
        Some(Collection { source: self.source, version, set, view_box, icons })
    }

    fn version(&self) -> Option<String> {
        let file = self.dir.join("package.json");
        let package = self.source.package;
        let text = match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(_) => {
                self.error(&file, None, format!("the icon package `{package}` is not installed (run `npm ci` in web/)"));
                return None;
            }
        };
        match serde_json::from_str::<PackageJson>(&text) {
            Ok(json) => Some(json.version),
            Err(err) => {
                self.error(&file, Some(err.line()), format!("malformed package.json of `{package}`: {err}"));
                None
            }
        }
    }

    /// The newest set (`v5`) and its icon data file.
    fn newest_set(&self) -> Option<(String, PathBuf)> {
        let assets = self.dir.join("dist/generated/assets");
        let package = self.source.package;
        let newest = std::fs::read_dir(&assets)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let number: u32 = name.strip_prefix('v')?.parse().ok()?;
                entry.path().is_dir().then_some((number, name))
            })
            .max();
        let Some((_, set)) = newest else {
            self.error(&assets, None, format!("`{package}` has no icon set (a folder `v<N>` with the icon data)"));
            return None;
        };
        let dir = assets.join(&set);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .collect();
        if files.len() != 1 {
            self.error(&dir, None, format!("`{package}`: expected one icon data file in set `{set}`, found {}", files.len()));
            return None;
        }
        Some((set, files.remove(0)))
    }

    /// One icon with the viewBox of its SVG file, if it has one.
    fn icon(&self, set: &str, bundle_file: &Path, name: String, entry: IconEntry) -> Option<(IconData, Option<String>)> {
        let package = self.source.package;
        if !is_icon_name(&name) {
            self.warning(
                bundle_file,
                format!("`{name}` of `{package}` is not an icon name (letters, digits, `-`, `_`, `.`); it is left out"),
            );
            return None;
        }
        let paths = match (entry.path, entry.paths) {
            (_, Some(paths)) if !paths.is_empty() => paths,
            (Some(path), _) if !path.is_empty() => vec![path],
            _ => {
                self.warning(bundle_file, format!("icon `{name}` of `{package}` has no path data; it is left out"));
                return None;
            }
        };
        let module = self.dir.join("dist").join(format!("{name}.js"));
        let import_name = match std::fs::read_to_string(&module).ok().as_deref().and_then(default_export) {
            Some(import_name) => import_name.to_string(),
            None => {
                self.warning(&module, format!("icon `{name}` of `{package}` has no module exporting its name; it is left out"));
                return None;
            }
        };
        let svg = self.dir.join("dist").join(set).join(format!("{name}.svg"));
        let view_box = std::fs::read_to_string(svg).ok().as_deref().and_then(svg_view_box).map(str::to_string);
        Some((IconData { name, import_name, paths, ltr: entry.ltr, view_box: None }, view_box))
    }
}

/// Icon names are file names of the package (`dist/<name>.js`) and parts of element
/// ids on the page: nothing that could leave the folder or break an id.
fn is_icon_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// The string an icon module exports by default: `export default "tnt/actor";`.
fn default_export(module: &str) -> Option<&str> {
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    let pattern = PATTERN.get_or_init(|| Regex::new(r#"export default "([^"]+)";"#).expect("pattern"));
    pattern.captures(module).and_then(|c| c.get(1)).map(|m| m.as_str())
}

/// The viewBox of an SVG document's root element.
fn svg_view_box(svg: &str) -> Option<&str> {
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    let pattern = PATTERN.get_or_init(|| Regex::new(r#"<svg\b[^>]*\sviewBox="([^"]+)""#).expect("pattern"));
    pattern.captures(svg).and_then(|c| c.get(1)).map(|m| m.as_str())
}

/// The value that occurs most often (the first of equals in order of appearance).
fn most_common<'a>(values: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let mut counts: HashMap<&str, (usize, usize)> = HashMap::new();
    for (index, value) in values.enumerate() {
        counts.entry(value).or_insert((0, index)).0 += 1;
    }
    counts.into_iter().max_by(|a, b| a.1 .0.cmp(&b.1 .0).then(b.1 .1.cmp(&a.1 .1))).map(|(value, _)| value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_import_name_is_the_modules_default_export() {
        let module = "import { pathData } from \"./v3/actor.js\";\n\nexport default \"tnt/actor\";\nexport { pathData };";
        assert_eq!(default_export(module), Some("tnt/actor"));
        assert_eq!(default_export("export { pathData };"), None);
    }

    #[test]
    fn the_view_box_is_read_from_the_root_element() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 512 512\">\n\t<path d=\"M0 0\"/>\n</svg>";
        assert_eq!(svg_view_box(svg), Some("0 0 512 512"));
        assert_eq!(svg_view_box("<svg><path/></svg>"), None);
    }

    #[test]
    fn icon_names_are_plain_file_names() {
        for name in ["accept", "1x2-grid-layout", "Chart-Tree-Map", "a_b.c"] {
            assert!(is_icon_name(name), "{name}");
        }
        for name in ["", "../secret", "a/b", "a b", ".hidden", "<x>"] {
            assert!(!is_icon_name(name), "{name}");
        }
    }

    #[test]
    fn the_most_common_value_wins_and_ties_keep_the_first() {
        assert_eq!(most_common(["a", "b", "b"].into_iter()), Some("b"));
        assert_eq!(most_common(["a", "b"].into_iter()), Some("a"));
        assert_eq!(most_common(std::iter::empty()), None);
    }
}
