//! `_category_.json` (or `_category_.yml`) files of the docs tree, as Docusaurus reads
//! them: a folder's sidebar label, its position among its siblings, and the doc its
//! category links to.

use serde::de::IgnoredAny;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use site_diagnostics::Diagnostics;
use site_markdown::front_matter;

/// What a folder's category file says.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Category {
    /// The category's label in the sidebar, instead of the folder's name.
    pub label: Option<String>,
    /// Its order among its siblings, instead of the folder's number prefix.
    pub position: Option<f64>,
    /// The page its label links to.
    pub link: Option<CategoryLink>,
    /// The category file, relative to the project root, for messages.
    #[serde(skip)]
    pub file: PathBuf,
    // Accepted as Docusaurus accepts them; the sidebar has no use for them.
    #[serde(rename = "collapsed")]
    _collapsed: Option<IgnoredAny>,
    #[serde(rename = "collapsible")]
    _collapsible: Option<IgnoredAny>,
    #[serde(rename = "className")]
    _class_name: Option<IgnoredAny>,
    #[serde(rename = "customProps")]
    _custom_props: Option<IgnoredAny>,
    #[serde(rename = "key")]
    _key: Option<IgnoredAny>,
    #[serde(rename = "description")]
    _description: Option<IgnoredAny>,
}

/// A category's own page.
#[derive(Debug, Clone, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CategoryLink {
    /// A doc, by its id.
    Doc {
        /// The doc's id.
        id: String,
    },
    /// A page listing the category's items, which Docusaurus generates.
    GeneratedIndex {
        /// Its title, description and slug, which the site's index pages do not use.
        #[serde(flatten)]
        _options: BTreeMap<String, IgnoredAny>,
    },
}

/// Every category file below `docs_dir`, by its folder (relative to `docs_dir`).
pub fn load(root: &Path, docs_dir: &Path, diagnostics: &Diagnostics) -> BTreeMap<PathBuf, Category> {
    let mut categories = BTreeMap::new();
    for entry in walkdir::WalkDir::new(docs_dir).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()) {
        let name = entry.file_name().to_string_lossy();
        if !matches!(name.as_ref(), "_category_.json" | "_category_.yml" | "_category_.yaml") {
            continue;
        }
        let path = entry.path();
        let file = path.strip_prefix(root).unwrap_or(path);
        let Ok(text) = std::fs::read_to_string(path) else {
            diagnostics.error(file, None, "cannot read the category file");
            continue;
        };
        let category = if name.ends_with(".json") {
            serde_json::from_str::<Category>(&text)
                .map_err(|err| diagnostics.error(file, Some(err.line()), format!("malformed category file: {err}")))
                .ok()
        } else {
            front_matter::parse::<Category>(Some(&text), file, diagnostics)
        };
        let Some(mut category) = category else { continue };
        category.file = file.to_path_buf();
        if let Some(CategoryLink::GeneratedIndex { .. }) = category.link {
            diagnostics.warning(
                file,
                None,
                "the category's generated index page is not built: its label opens and closes the category instead",
            );
        }
        let folder = path.parent().and_then(|p| p.strip_prefix(docs_dir).ok()).unwrap_or(Path::new("")).to_path_buf();
        categories.insert(folder, category);
    }
    categories
}
