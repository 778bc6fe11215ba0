//! Nothing is lost without a word: pages of sections (a heading, then blocks that
//! Docusaurus authors write: prose whose lines start with `import` or `export`, ESM
//! blocks, code fences open and closed, admonitions, tables, HTML, MDX components and
//! braces), read as `.md` and as `.mdx`. Every block carries unique words; a word of a
//! section that is not in the rendered HTML must be named by a message at a line of
//! that section, or by an earlier one that says the rest of the file is left out.

use proptest::prelude::*;
use site_compiler::{Diagnostics, Severity};
use site_markdown::mdx::Format;
use site_markdown::{render, LinkKind, LinkResolver, Source};
use std::path::Path;

/// Keeps every destination as written: links are not what this target checks.
struct KeepLinks;

impl LinkResolver for KeepLinks {
    fn resolve(&self, destination: &str, _kind: LinkKind, _line: usize) -> String {
        destination.to_string()
    }
}

/// A block as written, with `@` where a unique word goes.
fn block() -> BoxedStrategy<String> {
    let words = "[a-z]{1,8}( [a-z]{1,8}){0,3}";
    let leaf = prop_oneof![
        3 => (words, words).prop_map(|(a, b)| format!("{a} @ {b}\nimport @ from the {a} module, {b} @.")),
        2 => words.prop_map(|a| format!("import @ from separate modules, {a} @.")),
        1 => words.prop_map(|a| format!("export the @ value, {a} @")),
        2 => Just("import X@ from './@.js';\nimport { Y@ } from \"@\";".to_string()),
        1 => Just("export const @ = {\n  a: 1,\n};".to_string()),
        2 => (prop_oneof![Just("js"), Just("md"), Just("")], any::<bool>())
            .prop_map(|(lang, closed)| format!("```{lang}\nimport @ from '@';\n\nexport const @ = 1;\n{}", if closed { "```" } else { "" })),
        1 => Just("| @ | `@` |\n| --- | --- |\n| @ | {@} |".to_string()),
        1 => Just("<div id=\"@\">\n\n@ inside\n\n</div>".to_string()),
        1 => Just("<details>\n<summary>@</summary>\n\n@ hidden\n\n</details>".to_string()),
        1 => Just("<Tabs>\n<TabItem value=\"@\">\n\n@ tab\n\n</TabItem>\n</Tabs>".to_string()),
        2 => words.prop_map(|a| format!("{a} {{@}} and `{{@}}` then @")),
        1 => Just("open { @ brace\n\n@ after".to_string()),
        1 => Just("- @ item\n  - @ nested\n\n> @ quoted".to_string()),
        1 => Just("<!-- @ -->\n@ visible".to_string()),
        1 => Just("Text {#@} and \\{@\\}".to_string()),
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        (prop_oneof![Just("note"), Just("tip"), Just("danger")], proptest::collection::vec(inner, 1..3), any::<bool>())
            .prop_map(|(kind, blocks, closed)| format!(":::{kind} @\n\n{}\n{}", blocks.join("\n\n"), if closed { "\n:::" } else { "" }))
    })
    .boxed()
}

#[derive(Debug, Clone)]
struct Page {
    sections: Vec<Vec<String>>,
    mdx: bool,
}

fn page() -> impl Strategy<Value = Page> {
    (proptest::collection::vec(proptest::collection::vec(block(), 0..4), 1..5), any::<bool>())
        .prop_map(|(sections, mdx)| Page { sections, mdx })
}

/// The page's text, with unique words, and each section's first and last line (1-based).
fn write(page: &Page) -> (String, Vec<(usize, usize)>) {
    let mut text = String::new();
    let mut ranges = Vec::new();
    let mut next = 0;
    for blocks in &page.sections {
        let start = text.lines().count() + 1;
        let section = std::iter::once("## Section @".to_string()).chain(blocks.iter().cloned()).collect::<Vec<_>>().join("\n\n");
        for c in section.chars() {
            if c == '@' {
                next += 1;
                text.push_str(&format!("tk{next}z"));
            } else {
                text.push(c);
            }
        }
        text.push_str("\n\n");
        ranges.push((start, text.lines().count()));
    }
    (text, ranges)
}

#[test]
fn markdown_loss() {
    crate::harness::fuzz("markdown_loss", page(), |page| {
        let (text, sections) = write(page);
        let (file, format) = if page.mdx { ("doc.mdx", Format::Mdx) } else { ("doc.md", Format::CommonMark) };
        let diagnostics = Diagnostics::default();
        let source = Source {
            text: &text,
            raw_html: true,
            heading_shift: 0,
            file: Path::new(file),
            first_line: 1,
            format,
            origin: "https://example.com",
        };
        let html = render(&source, &KeepLinks, &diagnostics).html;
        let messages = diagnostics.take();
        let lines: Vec<&str> = text.lines().collect();
        for &(first, last) in &sections {
            let lost: Vec<&str> = lines[first - 1..last]
                .iter()
                .flat_map(|line| line.split(|c: char| !c.is_ascii_alphanumeric()))
                .filter(|word| word.starts_with("tk") && word.ends_with('z') && !html.contains(*word))
                .collect();
            if lost.is_empty() {
                continue;
            }
            let named = messages.iter().any(|m| {
                let line = m.line.unwrap_or(0);
                (first..=last).contains(&line) || (line < first && m.message.contains("the rest of the file"))
            });
            prop_assert!(
                named,
                "{file}: lines {first}-{last} lost {lost:?} without a message there; messages: {:?}",
                messages.iter().map(|m| format!("{:?} {:?}: {}", m.severity == Severity::Error, m.line, m.message)).collect::<Vec<_>>()
            );
        }
        Ok(())
    });
}
