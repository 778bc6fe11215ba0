//! A Docusaurus docs folder of our own (`tests/docusaurus/docs/`), one page for each
//! construct Docusaurus documents and each problem that real Docusaurus folders brought,
//! built unchanged against the installed packages. Every page's article (`<name>.html`),
//! its data (`<name>.json`: title, table of contents, breadcrumbs, neighbours, tags), its
//! Markdown twin (`<name>.md`),
//! the docs sidebar, the search records' titles and every message are compared with
//! `tests/docusaurus/expected/`. `UPDATE_EXPECTED=1` rewrites those files instead:
//! read the diff before committing it.

mod common;

use common::Fixture;
use serde_json::Value;
use site_compiler::build;
use std::fs;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/docusaurus")
}

/// The fixture site with the corpus added to its docs folder (its README replacing the
/// fixture's), and the installed packages.
fn corpus_site() -> Fixture {
    let fixture = Fixture::with_installed_packages();
    let docs = fixture.root().join("content/docs");
    for entry in walkdir::WalkDir::new(corpus().join("docs")) {
        let entry = entry.unwrap();
        let target = docs.join(entry.path().strip_prefix(corpus().join("docs")).unwrap());
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).unwrap();
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
    fixture
}

/// Compares `actual` with the expected file `name`, or writes it when asked to.
fn expect(name: &str, actual: &str, mismatches: &mut Vec<String>) {
    let path = corpus().join("expected").join(name);
    if std::env::var_os("UPDATE_EXPECTED").is_some() {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, actual).unwrap();
        return;
    }
    let expected = fs::read_to_string(&path).unwrap_or_default();
    if expected != actual {
        mismatches.push(format!("{name} differs:\n--- expected\n{expected}\n--- actual\n{actual}"));
    }
}

/// A page's data without what depends on the machine or the day.
fn stable_data(mut data: Value) -> Value {
    let object = data.as_object_mut().unwrap();
    for volatile in ["html", "editUrl", "lastUpdated"] {
        object.remove(volatile);
    }
    data
}

#[test]
fn a_docusaurus_docs_folder_builds_unchanged_with_the_expected_output() {
    let fixture = corpus_site();
    let outcome = build(&fixture.options()).unwrap_or_else(|err| panic!("the corpus does not build: {err:?}"));
    let messages: Vec<String> = outcome.diagnostics.iter().filter(|d| d.file.starts_with("content/docs")).map(|d| d.to_string()).collect();
    let mut mismatches = Vec::new();
    expect("messages.txt", &(messages.join("\n") + "\n"), &mut mismatches);

    let site: Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    let corpus_folders = ["docs/basics/", "docs/advanced/", "docs/features/"];
    let routes: Vec<&str> = site["routes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .filter(|route| *route == "docs/" || corpus_folders.iter().any(|folder| route.starts_with(folder)))
        .collect();
    assert_eq!(routes.len(), 14, "every corpus page is built: {routes:?}");
    for route in &routes {
        let data = fixture.page_data(route);
        let name = route.trim_end_matches('/').replace('/', "_");
        expect(&format!("pages/{name}.html"), data["html"].as_str().unwrap(), &mut mismatches);
        expect(&format!("pages/{name}.json"), &(serde_json::to_string_pretty(&stable_data(data)).unwrap() + "\n"), &mut mismatches);
        expect(&format!("pages/{name}.md"), &fixture.output(&format!("{route}index.md")), &mut mismatches);
    }
    expect("sidebar.json", &(serde_json::to_string_pretty(&site["sidebars"]["documentation"]).unwrap() + "\n"), &mut mismatches);

    let index: site_search::IndexFile = serde_json::from_str(&fixture.output(site["search"]["index"].as_str().unwrap())).unwrap();
    // The records in full: a part leaves a section's URL and page title to its page.
    let mut titles: Vec<String> = (0..(index.documents as usize).div_ceil(site_search::index::RECORDS_PER_PART))
        .flat_map(|number| site_search::RecordPart::read(&fixture.output(&format!("{}r{number}.json", index.folder))).unwrap().records)
        .filter(|record| record.url.contains("/docs/"))
        .map(|record| format!("{} | {}", record.title, record.page_title.as_deref().unwrap_or("")))
        .collect();
    titles.sort();
    expect("search-titles.txt", &(titles.join("\n") + "\n"), &mut mismatches);

    assert!(mismatches.is_empty(), "{}", mismatches.join("\n\n"));
}
