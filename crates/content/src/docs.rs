//! The docs tree: markdown files under `content/docs/`, their ids and routes.

use std::path::{Path, PathBuf};

use site_diagnostics::Diagnostics;
use site_links::normalize;
use site_markdown::front_matter::{self, DocFrontMatter};
use site_model::routes::{normalize_route, strip_order_prefix};

/// A markdown source whose front matter is read; its body is rendered later, once
/// every route is known.
#[derive(Debug, Clone)]
pub struct MarkdownFile {
    /// Path relative to the project root, for messages.
    pub file: PathBuf,
    /// The front matter, parsed.
    pub front: DocFrontMatter,
    /// The Markdown after the front matter.
    pub body: String,
    /// 1-based line of the file on which `body` starts.
    pub body_line: usize,
    /// The line of each front matter key, for messages.
    pub key_lines: Vec<(String, usize)>,
}

/// A markdown file as read: its front matter parsed into `T`.
pub struct ReadFile<T> {
    /// The front matter, parsed.
    pub front: T,
    /// The Markdown after the front matter.
    pub body: String,
    /// 1-based line of the file on which `body` starts.
    pub body_line: usize,
    /// The line of each front matter key, for messages.
    pub key_lines: Vec<(String, usize)>,
}

impl MarkdownFile {
    /// The line of a front matter key, else the first line of the file.
    pub fn line_of_key(&self, key: &str) -> usize {
        self.key_lines.iter().find(|(k, _)| k == key).map_or(1, |(_, line)| *line)
    }

    /// Reads a markdown file and parses its front matter into `T`.
    pub fn read<T>(path: &Path, file: &Path, diagnostics: &Diagnostics) -> Option<ReadFile<T>>
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
        let key_lines = front_matter::key_lines(split.yaml);
        Some(ReadFile { front, body: split.body.to_string(), body_line: split.body_line, key_lines })
    }
}

/// Whether a file is markdown the site builds: `.md` (CommonMark) or `.mdx` (MDX).
pub fn is_markdown(path: &Path) -> bool {
    path.extension().is_some_and(|ext| ext == "md" || ext == "mdx")
}

/// One doc of the docs tree.
#[derive(Debug, Clone)]
pub struct Doc {
    /// The file, read.
    pub source: MarkdownFile,
    /// Path below the docs folder, with order prefixes (`1-getting-started/01-first-steps.md`).
    pub tree_path: PathBuf,
    /// Path without order prefixes and extension (`getting-started/first-steps`); a
    /// folder's README keeps its name (`getting-started/README`).
    pub id: String,
    /// The doc's route (`docs/getting-started/first-steps/`).
    pub route: String,
    /// A folder's README: the category page of that folder.
    pub is_category_index: bool,
    /// Sidebar order: `sidebar_position`, else the order prefix of the file name.
    pub position: Option<f64>,
}

/// Reads every markdown file (`.md`, `.mdx`) below `docs_dir`. `root` is the project root, for messages.
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
        .filter(|path| is_markdown(path))
        .collect();
    paths.sort();

    use rayon::prelude::*;
    paths.par_iter().filter_map(|path| load_one(root, docs_dir, path, diagnostics)).collect()
}

/// Reads the doc at `path`, a markdown file below `docs_dir`.
pub fn load_one(root: &Path, docs_dir: &Path, path: &Path, diagnostics: &Diagnostics) -> Option<Doc> {
    let file = path.strip_prefix(root).unwrap_or(path).to_path_buf();
    let tree_path = path.strip_prefix(docs_dir).unwrap_or(path).to_path_buf();
    let read = MarkdownFile::read::<DocFrontMatter>(path, &file, diagnostics)?;
    let source = MarkdownFile { file, front: read.front, body: read.body, body_line: read.body_line, key_lines: read.key_lines };
    Some(Doc::new(source, tree_path, diagnostics))
}

impl Doc {
    /// A doc's id and route, as Docusaurus gives them: the folders (order prefixes
    /// stripped) and the file name or the `id` front matter; a folder's README is the
    /// folder's page; `slug` overrides the route, from the site root if it starts with
    /// `/`, else from the doc's folder.
    fn new(source: MarkdownFile, tree_path: PathBuf, diagnostics: &Diagnostics) -> Doc {
        let folders: Vec<&str> = tree_path
            .parent()
            .into_iter()
            .flat_map(Path::iter)
            .map(|part| strip_order_prefix(part.to_str().unwrap_or_default()).0)
            .collect();
        let file_name = tree_path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        // A folder's page, as Docusaurus finds it: README, index, or the folder's own name.
        let folder_name = tree_path.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str());
        let is_readme = file_name.eq_ignore_ascii_case("README")
            || file_name.eq_ignore_ascii_case("index")
            || folder_name.is_some_and(|folder| {
                folder.eq_ignore_ascii_case(file_name) || strip_order_prefix(folder).0.eq_ignore_ascii_case(strip_order_prefix(file_name).0)
            });
        let own_name = strip_order_prefix(file_name).0;
        let base_id = match &source.front.id {
            Some(id) if id.contains('/') || id.is_empty() => {
                diagnostics.error(
                    &source.file,
                    Some(source.line_of_key("id")),
                    format!("front matter: the id `{id}` must be a name without `/`"),
                );
                own_name
            }
            Some(id) => id.as_str(),
            None => own_name,
        };
        let id = folders.iter().copied().chain([base_id]).collect::<Vec<_>>().join("/");
        let folder_route = std::iter::once("docs").chain(folders.iter().copied()).collect::<Vec<_>>().join("/");
        let route = match &source.front.slug {
            Some(slug) if slug.starts_with('/') => normalize_route(slug),
            Some(slug) => normalize_route(&normalize(&Path::new(&folder_route).join(slug)).to_string_lossy()),
            None if is_readme => normalize_route(&folder_route),
            None => normalize_route(&format!("{folder_route}/{base_id}")),
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
        let is_category_index = is_readme && !folders.is_empty();
        Doc { source, tree_path, id, route, is_category_index, position }
    }

    /// The title: front matter `title`, else the first `# ` heading, else the file name.
    pub fn title(&self) -> String {
        self.source
            .front
            .title
            .clone()
            .or_else(|| site_markdown::first_h1(&self.source.body))
            .unwrap_or_else(|| self.id.rsplit('/').next().unwrap_or(&self.id).to_string())
    }

    /// The sidebar label: `sidebar_label`, else the title.
    pub fn sidebar_label(&self) -> String {
        self.source.front.sidebar_label.clone().unwrap_or_else(|| self.title())
    }
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
            key_lines: Vec::new(),
        };
        Doc::new(source, PathBuf::from(tree_path), &Diagnostics::default())
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
    fn the_id_front_matter_names_the_doc_and_relative_slugs_start_at_its_folder() {
        let front = DocFrontMatter { id: Some("intro".into()), ..Default::default() };
        let d = doc("2-advanced/05-introduction.md", front, "# Intro\n");
        assert_eq!(d.id, "advanced/intro");
        assert_eq!(d.route, "docs/advanced/intro/");
        let front = DocFrontMatter { slug: Some("../moved".into()), ..Default::default() };
        let d = doc("2-advanced/deep/x.md", front, "# X\n");
        assert_eq!(d.route, "docs/advanced/moved/");
    }

    #[test]
    fn an_id_with_a_slash_is_an_error_at_its_line() {
        let source = MarkdownFile {
            file: PathBuf::from("content/docs/a.md"),
            front: DocFrontMatter { id: Some("x/y".into()), ..Default::default() },
            body: "# A\n".into(),
            body_line: 4,
            key_lines: vec![("title".into(), 2), ("id".into(), 3)],
        };
        let diagnostics = Diagnostics::default();
        let d = Doc::new(source, PathBuf::from("a.md"), &diagnostics);
        assert_eq!(d.id, "a");
        let all = diagnostics.take();
        assert_eq!(all[0].to_string(), "error: content/docs/a.md:3: front matter: the id `x/y` must be a name without `/`");
    }

    #[test]
    fn an_index_or_a_file_named_like_its_folder_is_the_folder_page() {
        for name in ["2-advanced/index.md", "2-advanced/Advanced.md", "2-advanced/02-advanced.mdx"] {
            let d = doc(name, DocFrontMatter::default(), "# Advanced\n");
            assert_eq!(d.route, "docs/advanced/", "{name}");
            assert!(d.is_category_index, "{name}");
        }
    }

    #[test]
    fn names_with_spaces_keep_them() {
        let d = doc("Release Management.md", DocFrontMatter::default(), "# Release Management\n");
        assert_eq!(d.route, "docs/Release Management/");
    }
}
