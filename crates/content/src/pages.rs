//! Standalone pages under `content/pages/`: the home page (`index.md`) and pages
//! such as `Privacy.md`, each at the route of its file name.

use std::path::{Path, PathBuf};

use crate::docs::MarkdownFile;
use site_diagnostics::Diagnostics;
use site_markdown::front_matter::DocFrontMatter;
use site_model::home::HomeFrontMatter;
use site_model::routes::normalize_route;

/// A standalone page: the home page, or a markdown page outside the docs.
#[derive(Debug, Clone)]
pub struct StandalonePage {
    /// The file, read.
    pub source: MarkdownFile,
    /// The page's route, from its file name.
    pub route: String,
    /// Present for the home page only.
    pub home: Option<HomeFrontMatter>,
}

/// Reads every markdown file of `pages_dir`. `root` is the project root, for messages.
pub fn load(root: &Path, pages_dir: &Path, diagnostics: &Diagnostics) -> Vec<StandalonePage> {
    let Ok(entries) = std::fs::read_dir(pages_dir) else { return Vec::new() };
    let mut paths: Vec<PathBuf> =
        entries.filter_map(Result::ok).map(|entry| entry.path()).filter(|path| crate::docs::is_markdown(path)).collect();
    paths.sort();
    paths.iter().filter_map(|path| load_one(root, path, diagnostics)).collect()
}

/// Reads one page, for the dev server's updates.
pub fn load_one(root: &Path, path: &Path, diagnostics: &Diagnostics) -> Option<StandalonePage> {
    let file = path.strip_prefix(root).unwrap_or(path).to_path_buf();
    let stem = path.file_stem()?.to_str()?.to_string();
    if stem == "index" {
        let read = MarkdownFile::read::<HomeFrontMatter>(path, &file, diagnostics)?;
        let home = read.front;
        let front = DocFrontMatter {
            title: home.title.clone(),
            description: home.description.clone(),
            keywords: home.keywords.clone(),
            ..Default::default()
        };
        let source = MarkdownFile { file, front, body: read.body, body_line: read.body_line, key_lines: read.key_lines };
        return Some(StandalonePage { source, route: String::new(), home: Some(home) });
    }
    let read = MarkdownFile::read::<DocFrontMatter>(path, &file, diagnostics)?;
    let route = read.front.slug.as_deref().map(normalize_route).unwrap_or_else(|| normalize_route(&stem));
    let source = MarkdownFile { file, front: read.front, body: read.body, body_line: read.body_line, key_lines: read.key_lines };
    Some(StandalonePage { source, route, home: None })
}
