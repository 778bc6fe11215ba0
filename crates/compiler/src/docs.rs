//! The docs tree: markdown files under `content/docs/`, their ids and routes.

use std::path::{Path, PathBuf};

use crate::diagnostics::Diagnostics;
use crate::markdown::front_matter::{self, DocFrontMatter};
use crate::routes::{normalize_route, strip_order_prefix};

/// A markdown source whose front matter is read; its body is rendered later, once
/// every route is known.
#[derive(Debug, Clone)]
pub struct MarkdownFile {
    /// Path relative to the project root, for messages.
    pub file: PathBuf,
    pub front: DocFrontMatter,
    pub body: String,
    /// 1-based line of the file on which `body` starts.
    pub body_line: usize,
}

impl MarkdownFile {
    /// Reads a markdown file and parses its front matter into `T`.
    pub fn read<T>(path: &Path, file: &Path, diagnostics: &Diagnostics) -> Option<(T, String, usize)>
    where
        T: serde::de::DeserializeOwned + Default,
    {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) => {
                diagnostics.error(file, None, format!("cannot read: {err}"));
                return None;
            }
        };
        let split = front_matter::split(&text);
        let front = front_matter::parse::<T>(split.yaml, file, diagnostics)?;
        Some((front, split.body.to_string(), split.body_line))
    }
}

/// One doc of the docs tree.
#[derive(Debug, Clone)]
pub struct Doc {
    pub source: MarkdownFile,
    /// Path below the docs folder, with order prefixes (`1-getting-started/01-first-steps.md`).
    pub tree_path: PathBuf,
    /// Path without order prefixes and extension (`getting-started/first-steps`); a
    /// folder's README keeps its name (`getting-started/README`).
    pub id: String,
    pub route: String,
    /// A folder's README: the category page of that folder.
    pub is_category_index: bool,
    /// Sidebar order: `sidebar_position`, else the order prefix of the file name.
    pub position: Option<f64>,
}

/// Reads every `.md` file below `docs_dir`. `root` is the project root, for messages.
pub fn load(root: &Path, docs_dir: &Path, diagnostics: &Diagnostics) -> Vec<Doc> {
    let mut paths: Vec<PathBuf> = walkdir::WalkDir::new(docs_dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(|entry| match entry {
            Ok(entry) => Some(entry),
            Err(err) => {
                diagnostics.error(docs_dir.strip_prefix(root).unwrap_or(docs_dir), None, err.to_string());
                None
            }
        })
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| entry.into_path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    paths.sort();

    use rayon::prelude::*;
    paths
        .par_iter()
        .filter_map(|path| {
            let file = path.strip_prefix(root).unwrap_or(path).to_path_buf();
            let tree_path = path.strip_prefix(docs_dir).unwrap_or(path).to_path_buf();
            let (front, body, body_line) = MarkdownFile::read::<DocFrontMatter>(path, &file, diagnostics)?;
            let source = MarkdownFile { file, front, body, body_line };
            Some(Doc::new(source, tree_path))
        })
        .collect()
}

impl Doc {
    fn new(source: MarkdownFile, tree_path: PathBuf) -> Doc {
        let mut parts: Vec<&str> = tree_path
            .iter()
            .map(|part| part.to_str().unwrap_or_default())
            .map(|part| strip_order_prefix(part.strip_suffix(".md").unwrap_or(part)).0)
            .collect();
        let file_name = tree_path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let is_readme = file_name.eq_ignore_ascii_case("README");
        let id = parts.join("/");
        if is_readme {
            parts.pop();
        }
        let route = match &source.front.slug {
            Some(slug) => normalize_route(slug),
            None => normalize_route(&format!("docs/{}", parts.join("/"))),
        };
        let position = source.front.sidebar_position.or_else(|| {
            let own_name = if is_readme {
                // A README takes the position of its folder.
                tree_path.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str())
            } else {
                Some(file_name)
            };
            own_name.and_then(|name| strip_order_prefix(name).1).map(f64::from)
        });
        let is_category_index = is_readme && tree_path.parent().is_some_and(|p| !p.as_os_str().is_empty());
        Doc { source, tree_path, id, route, is_category_index, position }
    }

    /// The title: front matter `title`, else the first `# ` heading, else the file name.
    pub fn title(&self) -> String {
        self.source
            .front
            .title
            .clone()
            .or_else(|| first_h1(&self.source.body))
            .unwrap_or_else(|| self.id.rsplit('/').next().unwrap_or(&self.id).to_string())
    }

    /// The sidebar label: `sidebar_label`, else the title.
    pub fn sidebar_label(&self) -> String {
        self.source.front.sidebar_label.clone().unwrap_or_else(|| self.title())
    }
}

/// The text of the first ATX `# ` heading outside code fences.
pub fn first_h1(body: &str) -> Option<String> {
    let mut in_fence = false;
    for line in body.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            in_fence = !in_fence;
            continue;
        }
        if !in_fence {
            if let Some(title) = trimmed.strip_prefix("# ") {
                let title = title.trim();
                let title = title.rsplit_once(" {#").map_or(title, |(text, _)| text.trim_end());
                return Some(title.to_string());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(tree_path: &str, front: DocFrontMatter, body: &str) -> Doc {
        let source = MarkdownFile {
            file: PathBuf::from("content/docs").join(tree_path),
            front,
            body: body.to_string(),
            body_line: 1,
        };
        Doc::new(source, PathBuf::from(tree_path))
    }

    #[test]
    fn prefixes_are_stripped_from_ids_and_routes() {
        let d = doc("1-getting-started/01-first-steps.md", DocFrontMatter::default(), "# First Steps\n");
        assert_eq!(d.id, "getting-started/first-steps");
        assert_eq!(d.route, "docs/getting-started/first-steps/");
        assert_eq!(d.position, Some(1.0));
        assert_eq!(d.title(), "First Steps");
    }

    #[test]
    fn a_folder_readme_is_the_category_page() {
        let d = doc("2-advanced/README.md", DocFrontMatter::default(), "# Advanced\n");
        assert_eq!(d.route, "docs/advanced/");
        assert_eq!(d.id, "advanced/README");
        assert!(d.is_category_index);
        assert_eq!(d.position, Some(2.0));
        let top = doc("README.md", DocFrontMatter::default(), "# Docs\n");
        assert_eq!(top.route, "docs/");
        assert!(!top.is_category_index);
    }

    #[test]
    fn front_matter_overrides_slug_position_and_labels() {
        let front = DocFrontMatter {
            title: Some("Long title".into()),
            sidebar_label: Some("Short".into()),
            sidebar_position: Some(7.0),
            slug: Some("/docs/elsewhere".into()),
            ..Default::default()
        };
        let d = doc("03-x.md", front, "# Ignored\n");
        assert_eq!(d.route, "docs/elsewhere/");
        assert_eq!(d.position, Some(7.0));
        assert_eq!(d.title(), "Long title");
        assert_eq!(d.sidebar_label(), "Short");
    }

    #[test]
    fn names_with_spaces_keep_them() {
        let d = doc("Release Management.md", DocFrontMatter::default(), "# Release Management\n");
        assert_eq!(d.route, "docs/Release Management/");
    }
}
