//! Live samples: `content/samples/{main,fiori}/{Component}/{Sample}/`, each a small
//! page (`sample.html`, `main.js`, optional `main.css`) described by `sample.toml`,
//! read and checked here, each previewed on a page of its own (`preview`).

pub mod preview;

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use site_api::imports::PackageResolver;
use site_api::markup_check::Vocabulary;
use site_api::{declared::ApiModel, Library};
use site_diagnostics::Diagnostics;
use site_model::page::SampleFile;

/// The sample every component page shows first.
pub const BASIC: &str = "Basic";

/// A live sample of a component, shown on its page and previewed on a page of its own.
#[derive(Debug, Clone)]
pub struct Sample {
    /// The library of the component (`main` or `fiori`), the first folder.
    pub library: Library,
    /// The component it shows (`Button`), the second folder.
    pub component: String,
    /// The folder name (`Basic`).
    pub name: String,
    /// Its heading on the component's page, from `sample.toml`.
    pub title: String,
    /// Markdown.
    pub description: Option<String>,
    /// Where it goes among the component's samples (after `Basic`); unordered ones last.
    pub order: i64,
    /// `sample.html`: the markup.
    pub html: String,
    /// `main.js`: the script, which imports the components it uses.
    pub js: String,
    /// `main.css`, if the sample has one.
    pub css: Option<String>,
    /// The folder, relative to the project root, for messages.
    pub dir: PathBuf,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SampleToml {
    title: String,
    description: Option<String>,
    order: Option<i64>,
}

impl Sample {
    /// `main/Button/Basic`
    pub fn id(&self) -> String {
        format!("{}/{}/{}", self.library.id(), self.component, self.name)
    }

    /// Where the preview page is, relative to the site root.
    pub fn preview_dir(&self) -> String {
        format!("samples/{}/", self.id())
    }

    /// Its files as the page shows them and a download carries them: `index.html`,
    /// `main.js` and, if it has one, `main.css`.
    pub fn files(&self) -> Vec<SampleFile> {
        let mut files = vec![
            SampleFile { name: "index.html", language: "html", code: self.html.clone() },
            SampleFile { name: "main.js", language: "js", code: self.js.clone() },
        ];
        if let Some(css) = &self.css {
            files.push(SampleFile { name: "main.css", language: "css", code: css.clone() });
        }
        files
    }
}

/// Samples by library and component, in page order (Basic first, then by order, then title).
pub type SampleIndex = BTreeMap<(Library, String), Vec<Sample>>;

/// Reads every sample below `samples_dir`. `root` is the project root, for messages.
pub fn load(root: &Path, samples_dir: &Path, diagnostics: &Diagnostics) -> SampleIndex {
    let mut index = SampleIndex::new();
    let Ok(libraries) = std::fs::read_dir(samples_dir) else { return index };
    for library_dir in sorted_dirs(libraries) {
        let library_name = library_dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let Some(library) = Library::from_id(&library_name).filter(|l| *l != Library::Base) else {
            diagnostics.error(relative(root, &library_dir), None, "sample folders are `main` or `fiori`");
            continue;
        };
        for component_dir in read_sorted(&library_dir) {
            let component = component_dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
            for sample_dir in read_sorted(&component_dir) {
                if let Some(sample) = load_one(root, library, &component, &sample_dir, diagnostics) {
                    index.entry((library, component.clone())).or_default().push(sample);
                }
            }
        }
    }
    for samples in index.values_mut() {
        samples.sort_by(|a, b| (a.name != BASIC, a.order, &a.title).cmp(&(b.name != BASIC, b.order, &b.title)));
    }
    index
}

fn load_one(root: &Path, library: Library, component: &str, dir: &Path, diagnostics: &Diagnostics) -> Option<Sample> {
    let rel = relative(root, dir);
    let read = |name: &str, required: bool| -> Option<String> {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(text) => Some(text),
            Err(_) if !required => None,
            Err(err) => {
                diagnostics.error(rel.join(name), None, format!("a sample needs `{name}`: {err}"));
                None
            }
        }
    };
    let (toml_text, html, js) = (read("sample.toml", true), read("sample.html", true), read("main.js", true));
    let css = read("main.css", false);
    let (toml_text, html, js) = (toml_text?, html?, js?);
    let description: SampleToml = match toml::from_str(&toml_text) {
        Ok(description) => description,
        Err(err) => {
            let line = err.span().map(|span| site_diagnostics::line_of(&toml_text, span.start));
            diagnostics.error(rel.join("sample.toml"), line, err.message().to_string());
            return None;
        }
    };
    Some(Sample {
        library,
        component: component.to_string(),
        name: dir.file_name()?.to_str()?.to_string(),
        title: description.title,
        description: description.description,
        order: description.order.unwrap_or(i64::MAX),
        html,
        js,
        css,
        dir: rel,
    })
}

fn sorted_dirs(entries: std::fs::ReadDir) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    dirs
}

fn read_sorted(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir).map(sorted_dirs).unwrap_or_default()
}

fn relative(root: &Path, path: &Path) -> PathBuf {
    path.strip_prefix(root).unwrap_or(path).to_path_buf()
}

/// Checks a sample against the component it belongs to, the API (its markup's tags,
/// attributes and values) and the packages (its imports).
pub fn check(sample: &Sample, model: &ApiModel, vocabulary: &Vocabulary, packages: &PackageResolver, diagnostics: &Diagnostics) {
    if !model.components.iter().any(|c| c.library == sample.library && c.name == sample.component) {
        diagnostics.error(
            &sample.dir,
            None,
            format!("no component `{}` in {} for this sample", sample.component, sample.library.package()),
        );
    }
    let files = [(sample.dir.join("sample.html"), sample.html.as_str()), (sample.dir.join("main.js"), sample.js.as_str())];
    site_api::markup_check::check_markup(&files, vocabulary, diagnostics);
    packages.check_code(&sample.js, 1, &sample.dir.join("main.js"), diagnostics);
}
