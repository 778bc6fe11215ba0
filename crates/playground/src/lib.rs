//! The playground (`play/`): `content/playground/playground.toml` gives the page's
//! title and description; each folder beside it is one example, a small project
//! (`index.html` with the markup, `main.js` or `main.ts`, optional `main.css`)
//! described by `example.toml`. Order prefixes (`01-hello-world`) order the
//! examples; the first one is the default project. The preview pages of the
//! playground and of Try it are in `preview`.

pub mod preview;

use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use site_api::imports::PackageResolver;
use site_api::markup_check::Vocabulary;
use site_diagnostics::{line_of, Diagnostics};
use site_model::page::{Page, PageContent};
use site_model::playground::{ExampleData, PlaygroundData};
use site_model::routes::strip_order_prefix;

/// The playground's route.
pub const ROUTE: &str = "play/";

/// Where the playground's preview page is, relative to the site root.
pub const PREVIEW_DIR: &str = "play/preview/";

const SETTINGS_FILE: &str = "playground.toml";
const EXAMPLE_FILE: &str = "example.toml";
const HTML_FILE: &str = "index.html";
const CSS_FILE: &str = "main.css";

/// The language of an example's script, which names its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScriptLanguage {
    /// `main.js`.
    JavaScript,
    /// `main.ts`.
    TypeScript,
}

impl ScriptLanguage {
    /// Every language an example's script may be in.
    pub const ALL: [ScriptLanguage; 2] = [ScriptLanguage::JavaScript, ScriptLanguage::TypeScript];

    /// The script's file name.
    pub fn file_name(self) -> &'static str {
        match self {
            ScriptLanguage::JavaScript => "main.js",
            ScriptLanguage::TypeScript => "main.ts",
        }
    }
}

/// One example of the playground: a small project.
#[derive(Debug, Clone)]
pub struct Example {
    /// The folder name without its order prefix (`hello-world`).
    pub id: String,
    /// Its name in the examples menu, from `example.toml`.
    pub title: String,
    /// Markdown, from `example.toml`.
    pub description: Option<String>,
    /// `index.html`: the markup.
    pub html: String,
    /// `main.js` or `main.ts`.
    pub script: String,
    /// Which of the two the script is.
    pub language: ScriptLanguage,
    /// `main.css`, if the example has one.
    pub css: Option<String>,
    /// The folder, relative to the project root, for messages.
    pub dir: PathBuf,
}

impl Example {
    /// The files by name, as the app keeps a project: `index.html`, `main.js` or
    /// `main.ts`, and `main.css` (empty when the example has none).
    pub fn files(&self) -> BTreeMap<&'static str, String> {
        BTreeMap::from([
            (HTML_FILE, self.html.clone()),
            (self.language.file_name(), self.script.clone()),
            (CSS_FILE, self.css.clone().unwrap_or_default()),
        ])
    }
}

/// The playground as its folder gives it.
#[derive(Debug, Clone)]
pub struct Playground {
    /// The page's title, from `playground.toml`.
    pub title: String,
    /// The page's description, from `playground.toml`.
    pub description: String,
    /// In menu order; the first is the default project.
    pub examples: Vec<Example>,
    /// `content/playground`, relative to the project root.
    pub dir: PathBuf,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SettingsToml {
    title: String,
    description: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExampleToml {
    title: String,
    description: Option<String>,
}

/// Reads the playground; `None` if the site has none (no `dir`) or it is unusable
/// (every problem is in `diagnostics`).
pub fn load(root: &Path, dir: &Path, diagnostics: &Diagnostics) -> Option<Playground> {
    if !dir.is_dir() {
        return None;
    }
    let rel = relative(root, dir);
    let settings: SettingsToml = read_toml(&dir.join(SETTINGS_FILE), &rel.join(SETTINGS_FILE), diagnostics)?;
    let mut folders: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    folders.sort();
    let mut examples: Vec<Example> = Vec::new();
    let mut ids = HashSet::new();
    for folder in folders {
        let Some(example) = load_example(root, &folder, diagnostics) else { continue };
        if !ids.insert(example.id.clone()) {
            diagnostics.error(&example.dir, None, format!("another example is already called `{}`", example.id));
            continue;
        }
        examples.push(example);
    }
    if examples.is_empty() {
        diagnostics.error(rel.join(SETTINGS_FILE), None, "the playground needs at least one example folder beside this file");
        return None;
    }
    Some(Playground { title: settings.title, description: settings.description, examples, dir: rel })
}

fn load_example(root: &Path, dir: &Path, diagnostics: &Diagnostics) -> Option<Example> {
    let rel = relative(root, dir);
    let name = dir.file_name()?.to_str()?;
    let id = strip_order_prefix(name).0.to_string();
    let known: Vec<&str> =
        [EXAMPLE_FILE, HTML_FILE, CSS_FILE].into_iter().chain(ScriptLanguage::ALL.map(ScriptLanguage::file_name)).collect();
    for entry in std::fs::read_dir(dir).ok()?.filter_map(Result::ok) {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if !known.contains(&file_name.as_str()) {
            diagnostics.warning(rel.join(&file_name), None, format!("not part of the example, which is made of {}", known.join(", ")));
        }
    }
    let description: Option<ExampleToml> = read_toml(&dir.join(EXAMPLE_FILE), &rel.join(EXAMPLE_FILE), diagnostics);
    let html = read_file(dir, &rel, HTML_FILE, diagnostics);
    let scripts: Vec<(ScriptLanguage, String)> = ScriptLanguage::ALL
        .into_iter()
        .filter_map(|language| std::fs::read_to_string(dir.join(language.file_name())).ok().map(|code| (language, code)))
        .collect();
    let [(language, script)]: [(ScriptLanguage, String); 1] = scripts
        .try_into()
        .map_err(|found: Vec<_>| {
            let message = if found.is_empty() {
                "an example needs `main.js` or `main.ts`"
            } else {
                "an example has `main.js` or `main.ts`, not both"
            };
            diagnostics.error(&rel, None, message);
        })
        .ok()?;
    let css = std::fs::read_to_string(dir.join(CSS_FILE)).ok();
    let (description, html) = (description?, html?);
    Some(Example { id, title: description.title, description: description.description, html, script, language, css, dir: rel })
}

fn read_file(dir: &Path, rel: &Path, name: &str, diagnostics: &Diagnostics) -> Option<String> {
    std::fs::read_to_string(dir.join(name))
        .map_err(|err| diagnostics.error(rel.join(name), None, format!("an example needs `{name}`: {err}")))
        .ok()
}

fn read_toml<T: serde::de::DeserializeOwned>(path: &Path, rel: &Path, diagnostics: &Diagnostics) -> Option<T> {
    let text = std::fs::read_to_string(path).map_err(|err| diagnostics.error(rel, None, format!("cannot read: {err}"))).ok()?;
    toml::from_str(&text)
        .map_err(|err| {
            let line = err.span().map(|span| line_of(&text, span.start));
            diagnostics.error(rel, line, err.message().to_string());
        })
        .ok()
}

fn relative(root: &Path, path: &Path) -> PathBuf {
    path.strip_prefix(root).unwrap_or(path).to_path_buf()
}

/// Checks the examples against the packages: unknown tags and attributes warn,
/// unresolvable imports fail.
pub fn check(playground: &Playground, vocabulary: &Vocabulary, packages: &PackageResolver, diagnostics: &Diagnostics) {
    for example in &playground.examples {
        let script_path = example.dir.join(example.language.file_name());
        let files = [(example.dir.join(HTML_FILE), example.html.as_str()), (script_path.clone(), example.script.as_str())];
        site_api::markup_check::check_markup(&files, vocabulary, diagnostics);
        packages.check_code(&example.script, 1, &script_path, diagnostics);
    }
}

impl Playground {
    /// The page at `play/`: the app runs it from `playground`, and writes the summary
    /// readers without JavaScript and crawlers see (title, description, examples) from
    /// the same data. The engine writes no article of its own.
    pub fn page(&self, base_url: &str) -> Page {
        let data = PlaygroundData {
            preview_url: format!("{base_url}{PREVIEW_DIR}"),
            examples: self
                .examples
                .iter()
                .map(|e| ExampleData { id: e.id.clone(), title: e.title.clone(), description: e.description.clone(), files: e.files() })
                .collect(),
        };
        Page {
            description: Some(self.description.clone()),
            markdown: Some(site_twin::tool_pages::playground(&self.title, &self.description, &data)),
            ..Page::new(
                ROUTE,
                PageContent::Playground { playground: data },
                self.title.clone(),
                String::new(),
                self.dir.join(SETTINGS_FILE),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_model::routes::PageKind;

    fn write(root: &Path, path: &str, text: &str) {
        let file = root.join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }

    fn messages(diagnostics: &Diagnostics) -> Vec<String> {
        diagnostics.take().iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn examples_are_ordered_by_prefix_and_named_without_it() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "content/playground/playground.toml", "title = \"Playground\"\ndescription = \"Try it.\"\n");
        write(root, "content/playground/02-counter/example.toml", "title = \"Counter\"\n");
        write(root, "content/playground/02-counter/index.html", "<p>2</p>");
        write(root, "content/playground/02-counter/main.ts", "let n: number = 2;");
        write(root, "content/playground/01-hello-world/example.toml", "title = \"Hello World\"\ndescription = \"Hi.\"\n");
        write(root, "content/playground/01-hello-world/index.html", "<p>1</p>");
        write(root, "content/playground/01-hello-world/main.js", "");
        write(root, "content/playground/01-hello-world/main.css", "p {}");
        let diagnostics = Diagnostics::default();
        let playground = load(root, &root.join("content/playground"), &diagnostics).unwrap();
        assert_eq!(messages(&diagnostics), Vec::<String>::new());
        let ids: Vec<&str> = playground.examples.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["hello-world", "counter"]);
        let counter = &playground.examples[1];
        assert_eq!(counter.language, ScriptLanguage::TypeScript);
        assert_eq!(counter.files().keys().copied().collect::<Vec<_>>(), ["index.html", "main.css", "main.ts"]);
        assert_eq!(counter.files()["main.css"], "", "a missing stylesheet is an empty file");
        assert_eq!(playground.examples[0].files()["main.css"], "p {}");
    }

    #[test]
    fn a_broken_example_is_an_error_naming_its_file_and_the_others_load() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "content/playground/playground.toml", "title = \"Playground\"\ndescription = \"Try it.\"\n");
        write(root, "content/playground/01-good/example.toml", "title = \"Good\"\n");
        write(root, "content/playground/01-good/index.html", "");
        write(root, "content/playground/01-good/main.js", "");
        write(root, "content/playground/01-good/notes.txt", "");
        write(root, "content/playground/02-bad-toml/example.toml", "title = \"Bad\"\ncolour = 1\n");
        write(root, "content/playground/02-bad-toml/index.html", "");
        write(root, "content/playground/02-bad-toml/main.js", "");
        write(root, "content/playground/03-two-scripts/example.toml", "title = \"Two\"\n");
        write(root, "content/playground/03-two-scripts/index.html", "");
        write(root, "content/playground/03-two-scripts/main.js", "");
        write(root, "content/playground/03-two-scripts/main.ts", "");
        write(root, "content/playground/04-no-markup/example.toml", "title = \"None\"\n");
        write(root, "content/playground/04-no-markup/main.js", "");
        write(root, "content/playground/05-good/example.toml", "title = \"Same id\"\n");
        write(root, "content/playground/05-good/index.html", "");
        write(root, "content/playground/05-good/main.js", "");
        let diagnostics = Diagnostics::default();
        let playground = load(root, &root.join("content/playground"), &diagnostics).unwrap();
        assert_eq!(playground.examples.len(), 1);
        let found = messages(&diagnostics);
        let expect = [
            "warning: content/playground/01-good/notes.txt: not part of the example",
            "error: content/playground/02-bad-toml/example.toml:2: unknown field `colour`",
            "error: content/playground/03-two-scripts: an example has `main.js` or `main.ts`, not both",
            "error: content/playground/04-no-markup/index.html: an example needs `index.html`",
            "error: content/playground/05-good: another example is already called `good`",
        ];
        for expected in expect {
            assert!(found.iter().any(|m| m.starts_with(expected)), "{expected}\nin {found:#?}");
        }
        assert_eq!(found.len(), expect.len(), "{found:#?}");
    }

    #[test]
    fn a_playground_without_examples_or_settings_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("content/playground")).unwrap();
        let diagnostics = Diagnostics::default();
        assert!(load(root, &root.join("content/playground"), &diagnostics).is_none());
        assert_eq!(messages(&diagnostics)[0].split(": cannot read").next(), Some("error: content/playground/playground.toml"));

        write(root, "content/playground/playground.toml", "title = \"Playground\"\ndescription = \"Try it.\"\n");
        assert!(load(root, &root.join("content/playground"), &diagnostics).is_none());
        assert!(messages(&diagnostics)[0].contains("at least one example"));
        assert!(load(root, &root.join("content/missing"), &diagnostics).is_none());
        assert!(messages(&diagnostics).is_empty(), "a site without a playground is fine");
    }

    #[test]
    fn the_page_carries_the_examples_and_the_preview_and_no_article() {
        let playground = Playground {
            title: "Playground".into(),
            description: "Try <it>.".into(),
            examples: vec![Example {
                id: "hello-world".into(),
                title: "Hello World".into(),
                description: Some("A & B".into()),
                html: "<ui5-button>Hi</ui5-button>".into(),
                script: "import \"@ui5/webcomponents/dist/Button.js\";".into(),
                language: ScriptLanguage::JavaScript,
                css: None,
                dir: "content/playground/01-hello-world".into(),
            }],
            dir: "content/playground".into(),
        };
        let page = playground.page("/b/");
        assert_eq!(page.route, "play/");
        assert_eq!(page.kind(), PageKind::Playground);
        assert_eq!(page.html, "", "the app writes the summary for readers without JavaScript");
        assert_eq!(page.description.as_deref(), Some("Try <it>."));
        let json = serde_json::to_value(&page).unwrap();
        assert_eq!(json["kind"], "playground");
        assert_eq!(json["playground"]["previewUrl"], "/b/play/preview/");
        assert_eq!(json["playground"]["examples"][0]["title"], "Hello World");
        assert_eq!(json["playground"]["examples"][0]["description"], "A & B");
        assert_eq!(json["playground"]["examples"][0]["files"]["main.js"], "import \"@ui5/webcomponents/dist/Button.js\";");
        assert!(json["playground"].get("download").is_none(), "what a download pins is in the site data");
    }
}
