//! Markdown written for Docusaurus builds: its front matter keys are honoured or
//! accepted, `:::warning` is an admonition, line highlighting works as there, and the
//! MDX the engine does not run is left out with a warning naming file and line.

mod common;

use common::{errors, warnings, Fixture};
use site_compiler::{build, check, Project};

#[test]
fn docusaurus_front_matter_is_honoured() {
    let fixture = Fixture::new();
    fixture.write(
        "content/docs/2-more/01-moved.md",
        "---\nid: renamed\ntags: [setup, { label: Theming, permalink: /tags/theming }]\nhide_table_of_contents: true\npagination_prev: null\npagination_next: FAQ\npagination_label: The moved page\n---\n# Moved\n\n## Section\n",
    );
    fixture.write("content/docs/2-more/02-after.md", "---\nslug: later\n---\n# After\n");
    let outcome = build(&fixture.options()).unwrap();
    assert!(warnings(&outcome.diagnostics).is_empty(), "{:?}", outcome.diagnostics);

    let moved = fixture.page_data("docs/more/renamed/");
    assert_eq!(moved["tags"], serde_json::json!(["setup", "Theming"]));
    assert_eq!(moved["toc"], serde_json::json!([]), "hide_table_of_contents");
    assert!(moved.get("previous").is_none(), "pagination_prev: null");
    assert_eq!(moved["next"], serde_json::json!({ "label": "FAQ", "to": "docs/FAQ/" }), "pagination_next names a doc id");
    let after = fixture.page_data("docs/more/later/");
    assert_eq!(after["previous"]["label"], "The moved page", "pagination_label names the page in its neighbours' links");
    let html = fixture.output("docs/more/renamed/index.html");
    assert!(html.contains(r#"<meta name="keywords" content="setup, Theming">"#));
}

#[test]
fn a_pagination_key_naming_no_doc_is_an_error_at_its_line() {
    let fixture = Fixture::new();
    fixture.write("content/docs/a.md", "---\ntitle: A\npagination_next: guide/nope\n---\n# A\n");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors, ["error: content/docs/a.md:3: front matter: `pagination_next` names the doc id `guide/nope`, which no doc has"]);
}

#[test]
fn warning_admonitions_render_and_unknown_ones_still_fail() {
    let fixture = Fixture::new();
    fixture.write("content/docs/w.md", "# W\n\n:::warning Mind the version\nOnly 1.24.\n:::\n");
    build(&fixture.options()).unwrap();
    assert!(fixture.output("docs/w/index.html").contains(r#"<div class="admonition admonition-warning">"#));
    fixture.write("content/docs/w.md", "# W\n\n:::important\nText.\n:::\n");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("error: content/docs/w.md:3: unknown admonition `:::important`"), "{}", errors[0]);
}

#[test]
fn mdx_in_mdx_files_is_left_out_with_warnings_naming_file_and_line() {
    let fixture = Fixture::new();
    fixture.write(
        "content/docs/mdx.mdx",
        "---\ntitle: MDX\n---\nimport Tabs from '@theme/Tabs';\n\n# MDX\n\nHello {props.name}, see `{code}`.\n\n<Tabs>\n\nInside.\n\n</Tabs>\n",
    );
    let outcome = build(&fixture.options()).unwrap();
    let warnings = warnings(&outcome.diagnostics);
    assert_eq!(
        warnings,
        [
            "warning: content/docs/mdx.mdx:4: MDX `import` is not run; the statement is left out: import Tabs from '@theme/Tabs';",
            "warning: content/docs/mdx.mdx:8: MDX expression `{props.name}` is not run; it is left out",
            "warning: content/docs/mdx.mdx:10: MDX component `<Tabs>` is not run; its tag is left out and its content shown as it is",
            "warning: content/docs/mdx.mdx:14: MDX component `<Tabs>` is not run; its tag is left out and its content shown as it is",
        ]
    );
    let article = fixture.page_data("docs/mdx/")["html"].as_str().unwrap().to_string();
    assert!(!article.contains("import Tabs") && !article.contains("props.name") && !article.contains("<Tabs>"), "{article}");
    assert!(article.contains("<code>{code}</code>") && article.contains("Inside."), "{article}");
}

#[test]
fn fenced_lines_are_highlighted_as_docusaurus_writes_them() {
    let fixture = Fixture::new();
    fixture.write("content/docs/code.md", "# Code\n\n```js title=\"main.js\" {2}\nconst a = 1;\nconst b = 2;\n```\n\n```js {5}\nx;\n```\n");
    let outcome = build(&fixture.options()).unwrap();
    let html = fixture.output("docs/code/index.html");
    assert!(html.contains(r#"<span class="code-block-title">main.js</span>"#));
    assert_eq!(html.matches(r#"<span class="code-line-highlighted">"#).count(), 1);
    assert!(html.contains(r#"<span class="code-line-highlighted"><span class="hl-k">const </span>b"#));
    assert_eq!(
        warnings(&outcome.diagnostics),
        ["warning: content/docs/code.md:8: code block lines to highlight `{5}`: `5` is past the code's last line (1)"]
    );
}
