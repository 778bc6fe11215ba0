//! Markdown: docs and pages built from random blocks (headings, links of every kind,
//! code fences in every language with lines long and short, admonitions nested and
//! unclosed, tables, raw HTML), with Windows line ends at times.

use proptest::prelude::*;

use crate::harness::{check_build, Sandbox};

/// Link targets the engine treats differently: docs by file and by route, anchors,
/// assets, other sites, schemes, and broken or hostile ones.
const DESTINATIONS: &[&str] = &[
    "./FAQ.md",
    "FAQ.md#faq",
    "./1-guide/01-start.md#install",
    "../docs/FAQ.md",
    "./missing.md",
    "/docs/FAQ/",
    "/docs/nothing/",
    "/docs/guide/start/#nope",
    "#local",
    "#",
    "",
    "https://example.org/a?b#c",
    "mailto:someone@example.org",
    "javascript:alert(1)",
    "/img/logo.svg",
    "./picture.png",
    "../../../../../etc/passwd",
    "/%zz/",
    "/docs/%F0%9F%98%80/",
    "?query=1",
    "//elsewhere.example",
    "<./a b.md>",
    "/docs/FAQ/?x=1#y",
    "docs",
    "..",
];

const LANGUAGES: &[&str] =
    &["js", "ts", "tsx", "jsx", "html", "css", "json", "sh", "md", "yaml", "vue", "text", "", "hbs", "no-such-language", "JS"];

/// Text that some grammars take long over when a line repeats it.
const SLOW_UNITS: &[&str] = &["ab.", "1", ":", "a:b,", "(", "`${", "<a>", "\\", "/*", "'", "x => ", "#"];

fn inline() -> BoxedStrategy<String> {
    prop_oneof![
        4 => "[a-zA-Z ]{1,20}",
        2 => "\\PC{1,12}",
        2 => ("[a-zA-Z `*_]{0,12}", proptest::sample::select(DESTINATIONS)).prop_map(|(text, to)| format!("[{text}]({to})")),
        1 => ("[a-z]{0,8}", proptest::sample::select(DESTINATIONS)).prop_map(|(alt, to)| format!("![{alt}]({to})")),
        1 => "`[^`\n]{0,12}`",
        1 => "(\\*\\*|_|~~)[a-z ]{1,8}(\\*\\*|_|~~)",
        1 => "<(b|span|x-fuzz|img src=x onerror=alert\\(1\\))>",
        1 => "https://[a-z]{1,8}\\.org/[a-z]{0,5}",
        1 => "&(amp|lt|#x41|nbsp|bogus);",
        1 => "\\[\\^[a-z0-9]{1,3}\\]",
        1 => "\\{#[a-z-]{0,8}\\}",
    ]
    .boxed()
}

fn paragraph() -> impl Strategy<Value = String> {
    proptest::collection::vec(inline(), 1..8).prop_map(|parts| parts.join(" "))
}

fn code_line() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => "[ -~]{0,60}",
        1 => "\\PC{0,30}",
        1 => (proptest::sample::select(SLOW_UNITS), 100..3000usize).prop_map(|(unit, times)| unit.repeat(times)),
    ]
}

fn code_block() -> impl Strategy<Value = String> {
    let fence = prop_oneof![Just("```"), Just("~~~"), Just("````")];
    let title = prop::option::of("[a-z.\" ]{0,12}").prop_map(|t| t.map(|t| format!(" title=\"{t}\"")).unwrap_or_default());
    (fence, proptest::sample::select(LANGUAGES), title, proptest::collection::vec(code_line(), 0..6), any::<bool>()).prop_map(
        |(fence, lang, title, lines, closed)| {
            let close = if closed { format!("\n{fence}") } else { String::new() };
            format!("{fence}{lang}{title}\n{}{close}", lines.join("\n"))
        },
    )
}

fn leaf_block() -> BoxedStrategy<String> {
    prop_oneof![
        3 => paragraph(),
        2 => ("#{1,7}", paragraph(), prop::option::of("[a-z-]{0,8}"))
            .prop_map(|(hashes, text, id)| format!("{hashes} {text}{}", id.map(|id| format!(" {{#{id}}}")).unwrap_or_default())),
        2 => code_block(),
        1 => proptest::collection::vec(paragraph(), 1..4).prop_map(|items| items.iter().map(|i| format!("- {i}\n  - {i}")).collect::<Vec<_>>().join("\n")),
        1 => (paragraph(), paragraph()).prop_map(|(a, b)| format!("| {a} | b |\n|---|:-:|\n| {b} | |")),
        1 => paragraph().prop_map(|p| format!("<div class=\"x\">\n\n{p}\n\n</div>")),
        1 => Just("<!-- an unclosed comment".to_string()),
        1 => Just("<script>alert(1)</script>".to_string()),
        1 => paragraph().prop_map(|p| format!("> {p}\n> > {p}")),
        1 => Just("---".to_string()),
        1 => paragraph().prop_map(|p| format!("[^1]: {p}")),
        1 => "\\PC{0,40}",
    ]
    .boxed()
}

fn block() -> impl Strategy<Value = String> {
    let kinds =
        prop_oneof![Just("note"), Just("tip"), Just("info"), Just("caution"), Just("danger"), Just("warning"), Just("nope"), Just("")];
    leaf_block().prop_recursive(3, 24, 4, move |inner| {
        (kinds.clone(), "(\\PC|`){0,16}", proptest::collection::vec(inner, 0..4), prop_oneof![Just(":::"), Just("::::")], any::<bool>())
            .prop_map(|(kind, title, blocks, fence, closed)| {
                let close = if closed { format!("\n{fence}") } else { String::new() };
                format!("{fence}{kind} {title}\n{}{close}", blocks.join("\n\n"))
            })
    })
}

#[derive(Debug, Clone)]
pub(crate) struct MarkdownCase {
    /// Where the text goes: a doc, a folder's README or a standalone page.
    path: &'static str,
    blocks: Vec<String>,
    crlf: bool,
}

fn case() -> impl Strategy<Value = MarkdownCase> {
    let path = proptest::sample::select(
        &["content/docs/fuzz.md", "content/docs/fuzz-mdx.mdx", "content/docs/2-more/README.md", "content/pages/fuzz.md"][..],
    );
    (path, proptest::collection::vec(block(), 0..10), proptest::bool::weighted(0.2)).prop_map(|(path, blocks, crlf)| MarkdownCase {
        path,
        blocks,
        crlf,
    })
}

impl MarkdownCase {
    fn text(&self) -> String {
        let text = self.blocks.join("\n\n");
        if self.crlf {
            text.replace('\n', "\r\n")
        } else {
            text
        }
    }
}

#[test]
fn markdown() {
    crate::harness::fuzz("markdown", case(), |case| {
        let sandbox = Sandbox::new();
        sandbox.write(case.path, &case.text());
        let built = sandbox.build();
        check_build(&sandbox, &built)?;
        for error in built.errors().filter(|d| d.file == std::path::Path::new(case.path)) {
            prop_assert!(error.line.is_some(), "an error in markdown has a line: {error}");
        }
        Ok(())
    });
}
