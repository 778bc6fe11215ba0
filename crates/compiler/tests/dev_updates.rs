//! `site dev`'s updates of the fixture site (tests/fixtures/site): an edit to a page's
//! text updates that page alone; anything other pages show rebuilds the site.

mod common;

use common::{errors, warnings, Fixture};
use site_compiler::incremental::{DevSite, Update};
use site_compiler::BuildError;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::SystemTime;

const FAQ: &str = "content/docs/FAQ.md";
const FAQ_TEXT: &str =
    "---\ntitle: FAQ\n---\n\n# Frequently Asked Questions\n\n## Why?\n\nBecause.\n\n## Why?\n\nTwice, to test repeated heading ids.\n";

fn started(fixture: &Fixture) -> DevSite {
    let mut site = DevSite::new(fixture.options());
    site.build().unwrap();
    site
}

fn edit(fixture: &Fixture, site: &mut DevSite, path: &str, text: &str) -> Result<Update, BuildError> {
    fixture.write(path, text);
    site.update(&[fixture.root().join(path)])
}

/// When each file of the output was last written.
fn written_times(fixture: &Fixture) -> BTreeMap<PathBuf, SystemTime> {
    walkdir::WalkDir::new(fixture.out())
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| (e.path().to_path_buf(), e.metadata().unwrap().modified().unwrap()))
        .collect()
}

#[test]
fn an_edit_to_a_pages_text_writes_only_that_pages_files_and_names_its_route() {
    let fixture = Fixture::new();
    let mut site = started(&fixture);
    let before = written_times(&fixture);

    let text = FAQ_TEXT.replace("Because.", "Because it is *faster*.");
    let Update::Pages(update) = edit(&fixture, &mut site, FAQ, &text).unwrap() else { panic!("the page alone is updated") };
    assert_eq!(update.routes, ["docs/FAQ/"]);
    assert_eq!(update.files_written, 2, "its data, which the open tab loads, and its Markdown twin");
    assert!(fixture.page_data("docs/FAQ/")["html"].as_str().unwrap().contains("Because it is <em>faster</em>."));
    assert!(fixture.output("docs/FAQ/index.md").contains("Because it is *faster*."));
    assert!(!fixture.output("docs/FAQ/index.html").contains("faster"), "the document comes next");
    assert_eq!(site.write_documents().unwrap(), 1);
    assert!(fixture.output("docs/FAQ/index.html").contains("Because it is <em>faster</em>."), "prerendered again");
    assert_eq!(fixture.page_data("docs/FAQ/")["previous"]["to"], "docs/guide/start/", "its place in the sidebar is kept");

    let after = written_times(&fixture);
    let rewritten: Vec<_> = before.iter().filter(|(path, time)| after.get(*path) != Some(time)).map(|(path, _)| path).collect();
    let out = fixture.out();
    let expected = [
        out.join(".build-manifest.json"),
        out.join("data/docs/FAQ/index.json"),
        out.join("docs/FAQ/index.html"),
        out.join("docs/FAQ/index.md"),
    ];
    assert_eq!(rewritten, expected.iter().collect::<Vec<_>>(), "no other file is written");

    // A full build afterwards knows what the update wrote: going back to the first text
    // rewrites the page.
    fixture.write(FAQ, FAQ_TEXT);
    site.build().unwrap();
    assert!(!fixture.output("docs/FAQ/index.html").contains("faster"));
}

#[test]
fn an_edit_to_what_other_pages_show_rebuilds_the_site() {
    let fixture = Fixture::new();
    let mut site = started(&fixture);
    // The title, from the front matter or the first heading, is the sidebar's label.
    for text in [FAQ_TEXT.replace("title: FAQ", "title: Questions"), FAQ_TEXT.replace("---\ntitle: FAQ\n---\n\n", "")] {
        let update = edit(&fixture, &mut site, FAQ, &text).unwrap();
        assert!(matches!(update, Update::Site(_)), "{update:?}");
    }
    let sidebar = fixture.output("data/site.json");
    assert!(sidebar.contains(r#""label":"Frequently Asked Questions""#), "{sidebar}");
    // So do a new page and a change to the configuration, even with one file changed.
    let update = edit(&fixture, &mut site, "content/docs/new.md", "# New\n\nText.\n").unwrap();
    assert!(matches!(update, Update::Site(_)), "{update:?}");
    assert!(fixture.output("data/site.json").contains(r#""label":"New""#));
}

#[test]
fn a_broken_link_in_an_edit_is_an_error_at_its_line_and_the_page_stays_as_it_was() {
    let fixture = Fixture::new();
    let mut site = started(&fixture);
    let before = fixture.output("docs/FAQ/index.html");

    let broken = format!("{FAQ_TEXT}\nSee [nothing](/docs/nothing/).\n");
    let Err(BuildError::Invalid(diagnostics)) = edit(&fixture, &mut site, FAQ, &broken) else { panic!("the update must fail") };
    assert_eq!(errors(&diagnostics), ["error: content/docs/FAQ.md:15: broken link `/docs/nothing/`: no page at `/base/docs/nothing/`"]);
    assert_eq!(fixture.output("docs/FAQ/index.html"), before, "the page is untouched");

    let fixed = format!("{FAQ_TEXT}\nSee [the guide](/docs/guide/).\n");
    let Update::Pages(update) = edit(&fixture, &mut site, FAQ, &fixed).unwrap() else { panic!("the page alone is updated") };
    assert!(update.diagnostics.is_empty());
    site.write_documents().unwrap();
    assert!(fixture.output("docs/FAQ/index.html").contains("See <a href=\"/base/docs/guide/\">the guide</a>."));
}

#[test]
fn a_heading_removed_by_an_edit_is_reported_where_other_pages_link_to_it() {
    let fixture = Fixture::new();
    fixture.write("content/docs/README.md", "# Introduction\n\nRead [why](./FAQ.md#why).\n");
    let mut site = started(&fixture);

    let text = FAQ_TEXT.replace("## Why?", "## How?");
    let Update::Pages(update) = edit(&fixture, &mut site, FAQ, &text).unwrap() else { panic!("the page alone is updated") };
    assert_eq!(
        warnings(&update.diagnostics),
        ["warning: content/docs/README.md:3: broken anchor `#why`: `docs/FAQ/` has no heading and no HTML `id` or `name` of that name"]
    );
}
