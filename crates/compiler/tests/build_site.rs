//! Builds the fixture site (tests/fixtures/site) and checks the output files, and
//! the errors and warnings for broken content.

use site_compiler::{build, check, rebuild_in_place, BuildError, BuildOptions, Diagnostic, Project, Severity};
use std::fs;
use std::path::{Path, PathBuf};

/// A copy of the fixture in a temporary directory, so tests can change it.
struct Fixture {
    dir: tempfile::TempDir,
}

impl Fixture {
    fn new() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site"), dir.path());
        Fixture { dir }
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn out(&self) -> PathBuf {
        self.root().join("build")
    }

    fn options(&self) -> BuildOptions {
        BuildOptions {
            project: Project::new(self.root()),
            out_dir: self.out(),
            web_dist: self.root().join("web-dist"),
            live_reload: false,
        }
    }

    fn write(&self, path: &str, text: &str) {
        let file = self.root().join(path);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }

    fn output(&self, path: &str) -> String {
        fs::read_to_string(self.out().join(path)).unwrap_or_else(|err| panic!("{path}: {err}"))
    }
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).unwrap();
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

fn errors(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().filter(|d| d.severity == Severity::Error).map(|d| d.to_string()).collect()
}

fn warnings(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().filter(|d| d.severity == Severity::Warning).map(|d| d.to_string()).collect()
}

#[test]
fn every_route_gets_a_document_with_metadata_and_readable_content() {
    let fixture = Fixture::new();
    let outcome = build(&fixture.options()).unwrap();
    assert_eq!(outcome.pages, 6, "home, intro, FAQ, guide, start and the search results page");

    let start = fixture.output("docs/guide/start/index.html");
    assert!(start.contains("<title>Start Here | Fixture Site</title>"));
    assert!(start.contains(r#"<link rel="canonical" href="https://example.org/base/docs/guide/start/">"#));
    assert!(start.contains(r#"<meta name="keywords" content="start, fixture">"#));
    assert!(!start.contains("noindex"));
    assert!(start.contains(r#"<h2 id="install">"#), "heading ids");
    assert!(start.contains("admonition-tip"), "admonitions");
    assert!(start.contains(r#"<span class="code-block-title">terminal</span>"#), "code block titles");
    assert!(start.contains("hl-"), "highlighted code");
    assert!(start.contains("<table>") && start.contains("<del>old</del>") && start.contains("checkbox"), "GFM");
    assert!(start.contains(r#"<a href="https://example.org" target="_blank""#), "autolinks");
    assert!(start.contains(r#"href="/base/docs/""#), ".md links become routes");
    assert!(start.contains(r#"src="/base/img/logo.svg""#), "site-absolute images get the base path");
    assert!(start.contains(r#"<script type="module" src="/base/assets/main-abc123.js">"#));
    assert!(start.contains(r#"<link rel="stylesheet" href="/base/assets/main-abc123.css">"#));
    assert!(start.contains(r#"<nav class="prerendered-sidebar" aria-label="Docs sidebar">"#), "plain navigation links");
    assert!(start.contains(r#"<a href="/base/docs/guide/">Guide</a>"#));

    let home = fixture.output("index.html");
    assert!(home.contains("<title>Fixture Site</title>"), "the home page has the site title alone");
    assert!(home.contains("A subtitle."));
}

#[test]
fn page_data_carries_the_article_toc_and_neighbours() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&fixture.output("data/docs/guide/start/index.json")).unwrap();
    assert_eq!(data["kind"], "doc");
    assert_eq!(data["title"], "Start Here");
    assert_eq!(data["sidebar"], "documentation");
    let toc: Vec<(u64, &str)> =
        data["toc"].as_array().unwrap().iter().map(|h| (h["level"].as_u64().unwrap(), h["id"].as_str().unwrap())).collect();
    assert_eq!(toc, [(2, "install"), (3, "details")]);
    assert_eq!(data["previous"]["to"], "docs/guide/");
    assert_eq!(data["next"]["to"], "docs/FAQ/");

    let faq: serde_json::Value = serde_json::from_str(&fixture.output("data/docs/FAQ/index.json")).unwrap();
    let ids: Vec<&str> = faq["toc"].as_array().unwrap().iter().map(|h| h["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["why", "why-1"], "repeated headings get unique ids");

    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    assert_eq!(site["baseUrl"], "/base/");
    let sidebar: Vec<&str> =
        site["sidebars"]["documentation"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert_eq!(sidebar, ["Introduction", "Guide", "FAQ"], "prefix and sidebar_position order");
}

#[test]
fn the_site_files_are_written_with_compressed_copies() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    assert!(fixture.output("404.html").contains("Page Not Found"));
    let sitemap = fixture.output("sitemap.xml");
    assert!(sitemap.contains("<loc>https://example.org/base/docs/guide/start/</loc>"));
    assert!(!sitemap.contains("404"));
    assert!(fixture.output("robots.txt").contains("Sitemap: https://example.org/base/sitemap.xml"));
    assert!(fixture.out().join("img/logo.svg").is_file(), "static files are copied");
    assert!(fixture.out().join("docs/guide/start/index.html.br").is_file());
    assert!(fixture.out().join("docs/guide/start/index.html.gz").is_file());
}

#[test]
fn a_link_to_a_missing_route_fails_the_build_and_keeps_the_last_output() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let before = fixture.output("docs/guide/start/index.html");

    fixture.write("content/docs/broken.md", "# Broken\n\nText.\n\nSee [nothing](/docs/nothing/).\n");
    let Err(BuildError::Invalid(diagnostics)) = build(&fixture.options()) else { panic!("the build must fail") };
    assert_eq!(
        errors(&diagnostics),
        ["error: content/docs/broken.md:5: broken link `/docs/nothing/`: no page at `/base/docs/nothing/`"]
    );
    assert_eq!(fixture.output("docs/guide/start/index.html"), before, "the previous build is untouched");
    assert!(!fixture.out().join("docs/broken").exists());
    let leftovers: Vec<_> = fs::read_dir(fixture.root()).unwrap().map(|e| e.unwrap().file_name()).filter(|n| n.to_string_lossy().starts_with('.')).collect();
    assert!(leftovers.is_empty(), "no staging directory is left: {leftovers:?}");
}

#[test]
fn broken_markdown_links_anchors_and_duplicate_routes_only_warn() {
    let fixture = Fixture::new();
    fixture.write("content/docs/extra.md", "# Extra\n\n[gone](./gone.md) and [anchor](./FAQ.md#nope)\n");
    fixture.write("content/docs/other.md", "---\nslug: /docs/extra/\n---\n# Other\n");
    let outcome = build(&fixture.options()).unwrap();
    let warnings = warnings(&outcome.diagnostics);
    assert!(warnings.iter().any(|w| w.starts_with("warning: content/docs/extra.md:3: broken markdown link `./gone.md`")), "{warnings:?}");
    assert!(warnings.iter().any(|w| w.starts_with("warning: content/docs/extra.md:3: broken anchor `#nope`")), "{warnings:?}");
    assert!(warnings.iter().any(|w| w.contains("duplicate route `docs/extra/`")), "{warnings:?}");
}

#[test]
fn check_reports_without_writing() {
    let fixture = Fixture::new();
    fixture.write("content/docs/bad.md", "---\ntitle: [unclosed\n---\n# Bad\n");
    let diagnostics = check(&Project::new(fixture.root()));
    let errors = errors(&diagnostics);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("error: content/docs/bad.md:2: front matter:"), "{}", errors[0]);
    assert!(!fixture.out().exists());
}

#[test]
fn an_unknown_sidebar_doc_id_is_an_error_naming_it() {
    let fixture = Fixture::new();
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    let config = config.replace(
        r#"documentation = [{ type = "autogenerated", dir = "." }]"#,
        r#"documentation = [{ type = "doc", id = "guide/missing" }]"#,
    );
    fixture.write("content/site.toml", &config);
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors, ["error: content/site.toml: sidebar `documentation`: no doc has the id `guide/missing`"]);
}

#[test]
fn a_malformed_configuration_names_file_and_line() {
    let fixture = Fixture::new();
    fixture.write("content/site.toml", "title = \"x\"\ntagline = \n");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("error: content/site.toml:2:"), "{}", errors[0]);
}

/// The names of the search files in the output.
fn search_files(fixture: &Fixture) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(fixture.out())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("search-") && name.ends_with(".json"))
        .collect();
    names.sort();
    names
}

#[test]
fn the_search_files_carry_one_build_timestamp_and_the_site_data_names_them() {
    let fixture = Fixture::new();
    let before = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    build(&fixture.options()).unwrap();
    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    let (docs, index) = (site["search"]["docs"].as_str().unwrap(), site["search"]["index"].as_str().unwrap());
    let stamp = docs.strip_prefix("search-doc-").and_then(|s| s.strip_suffix(".json")).unwrap();
    assert_eq!(index, format!("search-index-{stamp}.json"), "both files carry the same timestamp");
    assert!(stamp.parse::<u64>().unwrap() >= before, "the timestamp is the build's: {stamp}");
    assert_eq!(search_files(&fixture), [docs, index]);

    let search_docs: serde_json::Value = serde_json::from_str(&fixture.output(docs)).unwrap();
    assert_eq!(search_docs["options"], serde_json::json!({ "maxHits": 5, "highlightResult": true }));
    let records = search_docs["searchDocs"].as_array().unwrap();
    let start = records.iter().find(|r| r["url"] == "/base/docs/guide/start/").expect("a page record");
    assert_eq!((start["type"].as_u64(), start["title"].as_str()), (Some(0), Some("Start Here")));
    let install = records.iter().find(|r| r["url"] == "/base/docs/guide/start/#install").expect("a section record");
    assert_eq!(install["type"], 1);
    assert_eq!(install["pageTitle"], "Start Here");
    assert!(!records.iter().any(|r| r["url"].as_str().unwrap().contains("/search/")), "the results page is not searched");

    let index: site_search::IndexFile = serde_json::from_str(&fixture.output(index)).unwrap();
    assert_eq!(index.title_words.len(), records.len(), "the index describes every record");
    assert!(index.terms.contains(&"install".to_string()));
    assert!(fixture.out().join(docs).with_extension("json.br").is_file(), "compressed copies");
}

#[test]
fn rebuilding_in_place_leaves_only_the_newest_search_files() {
    let fixture = Fixture::new();
    rebuild_in_place(&fixture.options()).unwrap();
    let first = search_files(&fixture);
    std::thread::sleep(std::time::Duration::from_millis(5));
    rebuild_in_place(&fixture.options()).unwrap();
    let second = search_files(&fixture);
    assert_eq!(second.len(), 2, "{second:?}");
    assert_ne!(first, second, "a new build, new names");
    let stale: Vec<_> = fs::read_dir(fixture.out())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| first.iter().any(|old| name.starts_with(old.as_str())))
        .collect();
    assert!(stale.is_empty(), "the previous search files and their compressed copies are gone: {stale:?}");
}

#[test]
fn the_search_results_page_has_a_route_and_stays_out_of_the_sitemap() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&fixture.output("data/search/index.json")).unwrap();
    assert_eq!((data["kind"].as_str(), data["title"].as_str()), (Some("search"), Some("Search")));
    assert!(fixture.output("search/index.html").contains("<title>Search | Fixture Site</title>"));
    assert!(!fixture.output("sitemap.xml").contains("/search/"));

    fixture.write("content/pages/search.md", "# My search\n");
    let outcome = build(&fixture.options()).unwrap();
    assert!(
        warnings(&outcome.diagnostics).iter().any(|w| w.contains("content/pages/search.md") && w.contains("search results page")),
        "{:?}",
        outcome.diagnostics
    );
    assert!(fixture.output("search/index.html").contains("My search"), "the content page keeps its route");
}

#[test]
fn an_invalid_max_hits_fails_the_build_naming_the_line() {
    let fixture = Fixture::new();
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    fixture.write("content/site.toml", &format!("{config}\n[search]\nmax_hits = 100\n"));
    let errors = errors(&check(&Project::new(fixture.root())));
    let line = config.lines().count() + 3;
    assert_eq!(errors, [format!("error: content/site.toml:{line}: search.max_hits is 100; it must be from 1 to 20")]);
}
