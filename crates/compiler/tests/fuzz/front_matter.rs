//! Front matter: YAML of docs, pages and the home page, made of the keys the engine
//! reads with values of every type, unknown keys, YAML's odder features, and text
//! edits that break its syntax.

use proptest::prelude::*;
use serde::de::IgnoredAny;
use site_diagnostics::Diagnostics;
use site_markdown::front_matter;
use std::path::Path;

use crate::harness::{apply, check_build, check_syntax_error_named, edits, Edit, Sandbox};

const SCALARS: &[&str] = &[
    "plain",
    "\"quoted \\\" \\u00e9\"",
    "'single'",
    "",
    "~",
    "null",
    "true",
    "0",
    "-1",
    "1e999",
    ".nan",
    "-.inf",
    "0x1F",
    "[a, b]",
    "{a: 1}",
    "|\n  block\n  text",
    ">-\n  folded",
    "&anchor value",
    "*anchor",
    "!!binary aGk=",
    "\"<x-fuzz>\"",
    "日本語",
    "\"\\t\\0\"",
];

const SLUGS: &[&str] = &[
    "/",
    "",
    "/docs/x/",
    "docs/FAQ",
    "/docs/FAQ/",
    "../../outside",
    "/../../..",
    "//",
    "/docs/a b/",
    "/docs/%2e%2e/",
    "x#y",
    "/docs/x?y",
    "\\\\server\\share",
    "C:\\x",
    "/docs/./x/../y/",
    "index.html",
    "/data/",
];

/// Tokens that carry meaning in YAML.
const TOKENS: &[&str] = &[
    ":",
    ": ",
    "-",
    "- ",
    "\n",
    "\n  ",
    "\t",
    "\"",
    "'",
    "[",
    "]",
    "{",
    "}",
    "#",
    "&a ",
    "*a",
    "!!str ",
    "? ",
    "|",
    ">",
    "---",
    "...",
    "%YAML 1.2\n",
    "\r\n",
    "\u{feff}",
    ",",
    "\\",
    "\n---\n",
];

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::sample::select(SCALARS).prop_map(str::to_string),
        2 => "[a-zA-Z0-9 ]{0,20}",
        1 => "\\PC{0,10}".prop_map(|s| format!("{s:?}")),
        1 => (-1e9..1e9f64).prop_map(|n| n.to_string()),
    ]
}

fn entry() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("title".to_string()),
        Just("sidebar_label".to_string()),
        Just("sidebar_position".to_string()),
        Just("description".to_string()),
        Just("keywords".to_string()),
        "[a-z_]{1,10}",
    ];
    prop_oneof![
        4 => (key, value()).prop_map(|(key, value)| format!("{key}: {value}")),
        2 => proptest::sample::select(SLUGS).prop_map(|slug| format!("slug: {slug:?}")),
        1 => proptest::collection::vec(value(), 0..4).prop_map(|items| format!("keywords:\n{}", items.iter().map(|i| format!("  - {i}\n")).collect::<String>())),
        // A billion laughs: aliases that expand to much more than they take.
        1 => Just("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ntitle: [*d, *d, *d, *d, *d, *d, *d, *d, *d]".to_string()),
    ]
}

#[derive(Debug, Clone)]
pub(crate) struct FrontMatterCase {
    path: &'static str,
    entries: Vec<String>,
    edits: Vec<Edit>,
    body: String,
}

fn case() -> impl Strategy<Value = FrontMatterCase> {
    let path =
        proptest::sample::select(&["content/docs/fuzz.md", "content/docs/FAQ.md", "content/pages/fuzz.md", "content/pages/index.md"][..]);
    let body = prop_oneof![Just(String::new()), Just("# Heading\n\nText.\n".to_string()), Just("---\n# After a rule\n".to_string())];
    (path, proptest::collection::vec(entry(), 0..6), edits(TOKENS), body).prop_map(|(path, entries, edits, body)| FrontMatterCase {
        path,
        entries,
        edits,
        body,
    })
}

impl FrontMatterCase {
    /// The home page keeps its own front matter, edited; other files get the entries.
    fn text(&self, sandbox: &Sandbox) -> String {
        let text = if self.path == "content/pages/index.md" {
            let home = sandbox.read(self.path);
            let extra: String = self.entries.iter().map(|e| format!("{e}\n")).collect();
            home.replacen("---\n", &format!("---\n{extra}"), 1)
        } else {
            format!("---\n{}\n---\n{}", self.entries.join("\n"), self.body)
        };
        apply(&text, &self.edits)
    }
}

#[test]
fn front_matter() {
    crate::harness::fuzz("front matter", case(), |case| {
        let sandbox = Sandbox::new();
        let text = case.text(&sandbox);
        sandbox.write(case.path, &text);
        let built = sandbox.build();
        check_build(&sandbox, &built)?;
        if let Some(yaml) = front_matter::split(&text).yaml {
            // YAML that does not parse as any value at all must be reported at a line.
            let any_value = front_matter::parse::<IgnoredAny>(Some(yaml), Path::new(case.path), &Diagnostics::default());
            if any_value.is_none() {
                check_syntax_error_named(&built, case.path)?;
            }
        }
        Ok(())
    });
}
