//! The data behind what readers of the best docs sites expect around the article (the
//! app draws it, in the prerendered page too): breadcrumbs,
//! previous and next pages, the edit link, the last change, social cards, the web app
//! manifest and the version dropdown's data.

mod common;

use common::{errors, Fixture};
use site_compiler::{build, check, BuildError, Project};
use std::process::Command;

#[test]
fn docs_pages_have_breadcrumbs_from_their_sidebar() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let start = fixture.page_data("docs/guide/start/");
    assert_eq!(
        start["breadcrumbs"],
        serde_json::json!([{ "label": "Guide", "to": "docs/guide/" }, { "label": "Start", "to": "docs/guide/start/" }])
    );
    let home = fixture.page_data("");
    assert!(home.get("breadcrumbs").is_none(), "a page outside the sidebars has none");
}

#[test]
fn edit_links_follow_the_configured_base_and_the_front_matter() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    assert!(fixture.page_data("docs/FAQ/").get("editUrl").is_none(), "no base, no link");

    fixture.edit_config("title = \"Fixture Site\"", "title = \"Fixture Site\"\nedit_url = \"https://example.org/repo/edit/main/\"");
    fixture.write("content/docs/Release Notes.md", "# Release Notes\n");
    fixture.write("content/docs/own.md", "---\ncustom_edit_url: https://example.org/elsewhere.md\n---\n# Own\n");
    fixture.write("content/docs/none.md", "---\ncustom_edit_url: null\n---\n# None\n");
    build(&fixture.options()).unwrap();
    assert_eq!(fixture.page_data("docs/guide/start/")["editUrl"], "https://example.org/repo/edit/main/content/docs/1-guide/01-start.md");
    assert_eq!(fixture.page_data("docs/Release Notes/")["editUrl"], "https://example.org/repo/edit/main/content/docs/Release%20Notes.md");
    assert_eq!(fixture.page_data("docs/own/")["editUrl"], "https://example.org/elsewhere.md");
    assert!(fixture.page_data("docs/none/").get("editUrl").is_none());
    assert!(fixture.page_data("").get("editUrl").is_none(), "only docs have one");
}

fn git(fixture: &Fixture, args: &[&str], date: &str) {
    let status = Command::new("git")
        .args(["-c", "user.name=Fixture", "-c", "user.email=fixture@example.org", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(fixture.root())
        .env("GIT_AUTHOR_DATE", date)
        .env("GIT_COMMITTER_DATE", date)
        .status()
        .expect("git runs");
    assert!(status.success(), "git {args:?}");
}

#[test]
fn the_last_update_of_each_page_comes_from_the_git_history() {
    let fixture = Fixture::new();
    git(&fixture, &["init", "-q"], "2026-01-05T10:00:00Z");
    git(&fixture, &["add", "-A"], "2026-01-05T10:00:00Z");
    git(&fixture, &["commit", "-q", "-m", "first"], "2026-01-05T10:00:00Z");
    fixture.write("content/docs/FAQ.md", "# Frequently Asked Questions\n\n## Why?\n\nBecause.\n");
    git(&fixture, &["commit", "-q", "-am", "second"], "2026-03-20T23:30:00Z");

    build(&fixture.options()).unwrap();
    assert_eq!(fixture.page_data("docs/FAQ/")["lastUpdated"], serde_json::json!({ "date": "2026-03-20", "text": "Mar 20, 2026" }));
    assert_eq!(fixture.page_data("docs/guide/start/")["lastUpdated"]["date"], "2026-01-05");

    fixture.write("content/docs/new.md", "# New\n");
    build(&fixture.options()).unwrap();
    assert!(fixture.page_data("docs/new/").get("lastUpdated").is_none(), "a file not committed yet has no date");
}

#[test]
fn outside_a_repository_the_build_works_and_pages_have_no_date() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    assert!(fixture.page_data("docs/FAQ/").get("lastUpdated").is_none());
}

#[test]
fn link_previews_get_the_social_card_and_browsers_the_manifest() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let plain = fixture.output("docs/FAQ/index.html");
    assert!(plain.contains(r#"<meta name="twitter:card" content="summary">"#) && !plain.contains("og:image"), "no card configured");

    fixture.edit_config("title = \"Fixture Site\"", "title = \"Fixture Site\"\nimage = \"img/logo.svg\"");
    fixture.edit_config(
        "[docs]",
        "[manifest]\nshort_name = \"Fixture\"\ntheme_color = \"#0a6ed1\"\nbackground_color = \"#ffffff\"\nicons = [{ src = \"img/logo.svg\", sizes = \"any\", type = \"image/svg+xml\" }]\n\n[docs]",
    );
    build(&fixture.options()).unwrap();
    let html = fixture.output("docs/FAQ/index.html");
    assert!(html.contains(r#"<meta property="og:image" content="https://example.org/base/img/logo.svg">"#), "an absolute address");
    assert!(html.contains(r#"<meta name="twitter:card" content="summary_large_image">"#));
    assert!(html.contains(r#"<meta property="og:site_name" content="Fixture Site">"#));
    assert!(html.contains(r#"<link rel="manifest" href="/base/manifest.webmanifest">"#));
    assert!(html.contains(r##"<meta name="theme-color" content="#0a6ed1">"##));
    let manifest: serde_json::Value = serde_json::from_str(&fixture.output("manifest.webmanifest")).unwrap();
    assert_eq!(manifest["name"], "Fixture Site");
    assert_eq!(manifest["short_name"], "Fixture");
    assert_eq!(manifest["start_url"], "/base/");
    assert_eq!(manifest["scope"], "/base/");
    assert_eq!(manifest["icons"][0]["src"], "/base/img/logo.svg");

    fixture.write("content/docs/card.md", "---\ntitle: Card\nimage: /img/missing.png\n---\n# Card\n");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(
        errors,
        ["error: content/docs/card.md:3: front matter: the image `/img/missing.png` is not a file of the static directories"]
    );
}

#[test]
fn a_configured_file_that_is_missing_fails_the_build() {
    let fixture = Fixture::new();
    fixture.edit_config("title = \"Fixture Site\"", "title = \"Fixture Site\"\nimage = \"img/card.png\"");
    let Err(BuildError::Invalid(diagnostics)) = build(&fixture.options()) else { panic!("the build must fail") };
    assert_eq!(errors(&diagnostics), ["error: content/site.toml: image `img/card.png` is not a file of the static directories"]);
}

#[test]
fn the_version_dropdown_marks_the_version_this_site_is() {
    let fixture = Fixture::new();
    let versions = "versions = [\n  { name = \"next\", label = \"Next\", href = \"https://example.org/next/\" },\n  { name = \"current\", label = \"Version 1\", href = \"https://example.org/base/\" },\n]\nitems = ";
    fixture.edit_config("items = ", versions);
    build(&fixture.options()).unwrap();
    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    let marks: Vec<(&str, bool)> = site["navbar"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["label"].as_str().unwrap(), v["current"].as_bool().unwrap()))
        .collect();
    assert_eq!(marks, [("Next", false), ("Version 1", true)]);

    fixture.edit_config("https://example.org/base/", "https://example.org/v1/");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("error: content/site.toml:"), "{}", errors[0]);
    assert!(errors[0].contains("none links to this site (https://example.org/base/)"), "{}", errors[0]);
}
