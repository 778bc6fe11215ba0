//! MDX that authors bring from Docusaurus pages, read as Docusaurus reads it with
//! `markdown.format: 'detect'`: `.md` files are CommonMark, where none of it is special,
//! and `.mdx` files are MDX, whose `import`/`export` blocks, `{expressions}` and
//! component tags on lines of their own the engine cannot run. Those are left out of
//! the page (never shown as text) with a message naming the line and what was left out.

use regex::Regex;
use site_diagnostics::Severity;
use std::sync::OnceLock;

use super::admonitions::code_fence;

/// How a file's markdown is read, from its extension as Docusaurus's `detect` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// `.md`: CommonMark with Docusaurus's extensions (front matter, admonitions,
    /// `{#id}` heading ids, code fence meta); braces, `import` lines and capitalised
    /// tags are text and HTML as in any markdown.
    #[default]
    CommonMark,
    /// `.mdx`: MDX, whose JavaScript (ESM blocks, expressions, components) the engine
    /// leaves out.
    Mdx,
}

impl Format {
    /// The format of a file: MDX for `.mdx`, CommonMark for everything else.
    pub fn of_file(path: &std::path::Path) -> Format {
        match path.extension() {
            Some(ext) if ext.eq_ignore_ascii_case("mdx") => Format::Mdx,
            _ => Format::CommonMark,
        }
    }
}

/// Something the author should know, at a 0-based line of the text.
#[derive(Debug, PartialEq, Eq)]
pub struct Finding {
    /// The 0-based line of the text it starts on.
    pub line: usize,
    /// An error where MDX itself fails on the text, else a warning.
    pub severity: Severity,
    /// What was left out (or kept) and why, for the author.
    pub message: String,
}

impl Finding {
    fn warning(line: usize, message: String) -> Finding {
        Finding { line, severity: Severity::Warning, message }
    }
}

/// The text as the engine renders it, with the same lines (so lines of later messages
/// still match the file), and what the author should know about it.
pub fn strip(text: &str, format: Format) -> (String, Vec<Finding>) {
    match format {
        Format::CommonMark => (text.to_string(), esm_lookalikes(text)),
        Format::Mdx => strip_mdx(text),
    }
}

/// A line, and whether a block may start on it: the first line, or one after a blank
/// line, outside any code fence.
struct Line<'t> {
    index: usize,
    text: &'t str,
    ending: &'t str,
    fenced: bool,
    block_start: bool,
}

fn lines(text: &str) -> Vec<Line<'_>> {
    let mut fence: Option<(char, usize)> = None;
    let mut previous_blank = true;
    let mut out = Vec::new();
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let content = line.trim_end_matches(['\n', '\r']);
        let ending = &line[content.len()..];
        let trimmed = content.trim_start();
        let fenced = match fence {
            Some((fence_char, fence_len)) => {
                let run = trimmed.chars().take_while(|&c| c == fence_char).count();
                if run >= fence_len && trimmed[run..].trim().is_empty() {
                    fence = None;
                }
                true
            }
            None => match code_fence(trimmed) {
                Some(start) => {
                    fence = Some(start);
                    true
                }
                None => false,
            },
        };
        let blank = content.trim().is_empty();
        out.push(Line { index, text: content, ending, fenced, block_start: previous_blank && !fenced });
        previous_blank = blank && !fenced;
    }
    out
}

/// In a `.md` file an ESM-looking block is text, as in Docusaurus; the author may have
/// meant MDX, so each is named.
fn esm_lookalikes(text: &str) -> Vec<Finding> {
    let all = lines(text);
    let mut findings = Vec::new();
    for (at, line) in all.iter().enumerate() {
        if line.block_start && esm_keyword(line.text).is_some() {
            let block = esm_block(&all[at..]);
            if valid_esm(&block_text(block)) {
                findings.push(Finding::warning(
                    line.index,
                    format!(
                        "`{}` is shown as text: `.md` files are CommonMark, where MDX `import`/`export` is not read (name the file `.mdx` to have it left out)",
                        excerpt(line.text)
                    ),
                ));
            }
        }
    }
    findings
}

/// `import` or `export` at the very start of a line, followed by what can follow the
/// keyword in a statement.
fn esm_keyword(line: &str) -> Option<&'static str> {
    ["import", "export"].into_iter().find(|keyword| {
        line.strip_prefix(keyword).is_some_and(|rest| rest.starts_with([' ', '\t', '{', '*', '"', '\'']) || rest.is_empty())
    })
}

/// The lines of an ESM block: from its first line to the first blank line (MDX's rule),
/// or to a code fence, which is never part of one.
fn esm_block<'l, 't>(from: &'l [Line<'t>]) -> &'l [Line<'t>] {
    let end = from.iter().skip(1).position(|line| line.text.trim().is_empty() || line.fenced).map_or(from.len(), |at| at + 1);
    &from[..end]
}

fn block_text(block: &[Line]) -> String {
    block.iter().map(|line| line.text).collect::<Vec<_>>().join("\n")
}

/// Whether `text` reads as a sequence of `import` and `export` statements. MDX parses
/// them as JavaScript; this is the shape of them, enough to tell a statement from
/// prose that starts with the same word.
fn valid_esm(text: &str) -> bool {
    static STATEMENTS: OnceLock<Regex> = OnceLock::new();
    let statements = STATEMENTS.get_or_init(|| {
        let import =
            r#"import\s+(?:(?:type\s+)?[\w$\s{},*]*?[\w$}*]\s*from\s*)?(?:"[^"\n]*"|'[^'\n]*')(?:\s+(?:with|assert)\s*\{[^}]*\})?\s*;?"#;
        let export = r"export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|async\s+function\b|type\b|interface\b|\{|\*)[\s\S]*";
        Regex::new(&format!(r"^\s*(?:(?:{import})\s*)*(?:(?:{export})|(?:{import}))\s*$")).expect("ESM pattern")
    });
    statements.is_match(text)
}

fn strip_mdx(text: &str) -> (String, Vec<Finding>) {
    let all = lines(text);
    let mut out = String::with_capacity(text.len());
    let mut findings = Vec::new();
    let mut expression: Option<Expression> = None;
    let mut at = 0;
    while at < all.len() {
        let line = &all[at];
        if line.fenced {
            out.push_str(line.text);
            out.push_str(line.ending);
            at += 1;
            continue;
        }
        if expression.is_none() {
            if let Some(keyword) = esm_keyword(line.text).filter(|_| line.block_start) {
                let block = esm_block(&all[at..]);
                if valid_esm(&block_text(block)) {
                    let what = match block.len() {
                        1 => "the statement is left out".to_string(),
                        n => format!("its {n} lines are left out"),
                    };
                    findings.push(Finding::warning(line.index, format!("MDX `{keyword}` is not run; {what}: {}", excerpt(line.text))));
                    for line in block {
                        out.push_str(line.ending);
                    }
                    at += block.len();
                    continue;
                }
                findings.push(Finding {
                    line: line.index,
                    severity: Severity::Error,
                    message: format!(
                        "this paragraph starts with `{keyword}`, which MDX reads as a JavaScript `{keyword}` statement, and it is not one (MDX fails on it too): reword its start, or name the file `.md`: {}",
                        excerpt(line.text)
                    ),
                });
            }
            if let Some(tag) = component_tag(line.text.trim_start()) {
                let label = tab_label(line.text.trim_start());
                let message = match &label {
                    Some(label) => format!("MDX component `{tag}` is not run; its label `{label}` is shown in bold above its content"),
                    None => format!("MDX component `{tag}` is not run; its tag is left out and its content shown as it is"),
                };
                findings.push(Finding::warning(line.index, message));
                if let Some(label) = label {
                    out.push_str(&format!("**{}**", label.replace('*', "\\*")));
                }
                out.push_str(line.ending);
                at += 1;
                continue;
            }
        }
        strip_expressions(line.text, line.index, &mut expression, &mut out, &mut findings);
        out.push_str(line.ending);
        at += 1;
    }
    if let Some(open) = expression {
        findings.push(Finding {
            line: open.line,
            severity: Severity::Error,
            message: format!(
                "MDX expression `{}` is never closed with `}}` (MDX fails on it too); the rest of the file is left out",
                excerpt(&open.text)
            ),
        });
    }
    (out, findings)
}

fn excerpt(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(60) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// `<Tabs groupId="x">`, `</TabItem>` or `<DocCardList />` alone on a line: JSX
/// components start with a capital letter, HTML elements do not.
fn component_tag(trimmed: &str) -> Option<String> {
    static TAG: OnceLock<Regex> = OnceLock::new();
    let tag = TAG.get_or_init(|| Regex::new(r"^</?([A-Z][\w.]*)(?:\s[^<>]*)?/?>\s*$").expect("component pattern"));
    tag.captures(trimmed).map(|c| format!("<{}>", &c[1]))
}

/// The `label` (else `value`) of a `<TabItem>` opening tag: a tab's name, which readers
/// need to tell the tabs' contents apart once they are shown one after the other.
fn tab_label(trimmed: &str) -> Option<String> {
    static ATTRIBUTE: OnceLock<Regex> = OnceLock::new();
    let attribute = ATTRIBUTE.get_or_init(|| Regex::new(r#"\s(label|value)=(?:"([^"]*)"|'([^']*)')"#).expect("tab attribute pattern"));
    if !trimmed.starts_with("<TabItem") {
        return None;
    }
    let mut found: Vec<(String, String)> = attribute
        .captures_iter(trimmed)
        .map(|c| (c[1].to_string(), c.get(2).or(c.get(3)).map_or("", |m| m.as_str()).trim().to_string()))
        .filter(|(_, text)| !text.is_empty())
        .collect();
    found.sort_by_key(|(name, _)| name != "label");
    found.into_iter().next().map(|(_, text)| text)
}

/// An expression that runs over lines: its start and text so far.
struct Expression {
    line: usize,
    depth: usize,
    text: String,
}

/// Copies a line without its `{expressions}`; `open` carries one over to the next line.
fn strip_expressions(line: &str, index: usize, open: &mut Option<Expression>, out: &mut String, findings: &mut Vec<Finding>) {
    let heading_id = heading_id_start(line);
    let mut chars = line.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if let Some(expression) = open {
            expression.text.push(c);
            match c {
                '{' => expression.depth += 1,
                '}' => {
                    expression.depth -= 1;
                    if expression.depth == 0 {
                        let expression = open.take().expect("an open expression");
                        findings.push(Finding::warning(
                            expression.line,
                            format!("MDX expression `{}` is not run; it is left out", excerpt(&expression.text)),
                        ));
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            '\\' => {
                out.push(c);
                if let Some((_, escaped)) = chars.next() {
                    out.push(escaped);
                }
            }
            '`' => {
                let run = 1 + line[at + 1..].chars().take_while(|&c| c == '`').count();
                let fence = &line[at..at + run];
                match line[at + run..].find(fence) {
                    Some(close) => {
                        let end = at + run + close + run;
                        out.push_str(&line[at..end]);
                        while chars.peek().is_some_and(|(i, _)| *i < end) {
                            chars.next();
                        }
                    }
                    None => {
                        out.push_str(fence);
                        for _ in 1..run {
                            chars.next();
                        }
                    }
                }
            }
            '{' if Some(at) != heading_id => *open = Some(Expression { line: index, depth: 1, text: "{".into() }),
            c => out.push(c),
        }
    }
}

/// Where a heading's `{#id}` starts, if the line is an ATX heading that ends with one.
fn heading_id_start(line: &str) -> Option<usize> {
    let trimmed = line.trim_end();
    if !line.trim_start().starts_with('#') || !trimmed.ends_with('}') {
        return None;
    }
    trimmed.rfind("{#")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(findings: &[Finding]) -> Vec<usize> {
        findings.iter().map(|f| f.line).collect()
    }

    #[test]
    fn esm_blocks_are_left_out_up_to_the_first_blank_line() {
        let text = "import Tabs from '@theme/Tabs';\nimport {\n  A,\n} from \"./a\";\n\nexport const meta = {\n  x: 1,\n};\n\n# Title\n";
        let (out, findings) = strip(text, Format::Mdx);
        assert_eq!(out, "\n\n\n\n\n\n\n\n\n# Title\n");
        assert_eq!(lines_of(&findings), [0, 5]);
        assert_eq!(findings[0].message, "MDX `import` is not run; its 4 lines are left out: import Tabs from '@theme/Tabs';");
        assert!(findings[1].message.starts_with("MDX `export` is not run; its 3 lines are left out"), "{}", findings[1].message);
    }

    #[test]
    fn prose_starting_with_import_is_never_taken_for_a_statement() {
        let prose = "Some text that wraps\nimport them from separate modules, then:\n\n```js\nimport \"@ui5/webcomponents/dist/Button.js\";\n```\n\n## Next\n";
        for format in [Format::Mdx, Format::CommonMark] {
            let (out, findings) = strip(prose, format);
            assert_eq!(out, prose, "mid-paragraph and fenced lines are never ESM ({format:?})");
            assert!(findings.is_empty(), "{findings:?}");
        }
        let (out, findings) = strip("import them from separate modules.\n\n## Next\n", Format::Mdx);
        assert_eq!(out, "import them from separate modules.\n\n## Next\n", "kept");
        assert_eq!(findings[0].severity, Severity::Error, "MDX fails on it as well");
        assert!(findings[0].message.contains("not one"), "{}", findings[0].message);
    }

    #[test]
    fn an_esm_block_stops_at_a_code_fence() {
        let text = "import A from './a';\n```js\nimport B from './b';\n```\nafter\n";
        let (out, findings) = strip(text, Format::Mdx);
        assert_eq!(out, "\n```js\nimport B from './b';\n```\nafter\n");
        assert_eq!(lines_of(&findings), [0]);
    }

    #[test]
    fn in_commonmark_everything_is_kept_and_esm_lookalikes_are_named() {
        let text = "import Tabs from '@theme/Tabs';\n\nHello {props.name}!\n\n<Tabs>\n\nx\n\n</Tabs>\n";
        let (out, findings) = strip(text, Format::CommonMark);
        assert_eq!(out, text);
        assert_eq!(lines_of(&findings), [0]);
        assert!(findings[0].message.contains("shown as text"), "{}", findings[0].message);
    }

    #[test]
    fn expressions_are_left_out_but_code_escapes_and_anchor_ids_stay() {
        let text =
            "Hello {props.name}!\n\n`{code}` and \\{literal\\}\n\n## Title {#custom}\n\n```js\nconst a = {b};\n```\n{/* a\nnote */}after\n";
        let (out, findings) = strip(text, Format::Mdx);
        assert_eq!(out, "Hello !\n\n`{code}` and \\{literal\\}\n\n## Title {#custom}\n\n```js\nconst a = {b};\n```\n\nafter\n");
        assert_eq!(lines_of(&findings), [0, 9]);
        assert_eq!(findings[0].message, "MDX expression `{props.name}` is not run; it is left out");
    }

    #[test]
    fn component_tags_on_their_own_lines_are_left_out_and_their_content_kept() {
        let (out, findings) =
            strip("<Tabs groupId=\"fw\">\n<TabItem value=\"react\">\n\nUse React.\n\n</TabItem>\n</Tabs>\n<div>html</div>\n", Format::Mdx);
        assert_eq!(out, "\n**react**\n\nUse React.\n\n\n\n<div>html</div>\n", "a tab's label (else value) stays");
        assert_eq!(lines_of(&findings), [0, 1, 5, 6]);
        assert!(findings[0].message.contains("`<Tabs>`"));
        assert!(findings[1].message.contains("its label `react` is shown"), "{}", findings[1].message);
        let (out, _) = strip("<TabItem value=\"js\" label=\"Java*Script\">\n", Format::Mdx);
        assert_eq!(out, "**Java\\*Script**\n");
    }

    #[test]
    fn an_unclosed_expression_is_reported_where_it_opens() {
        let (_, findings) = strip("a\nb {c\nd\n", Format::Mdx);
        assert_eq!(lines_of(&findings), [1]);
        assert!(findings[0].message.contains("never closed"));
    }

    #[test]
    fn the_format_follows_the_extension() {
        assert_eq!(Format::of_file(std::path::Path::new("a/b.mdx")), Format::Mdx);
        assert_eq!(Format::of_file(std::path::Path::new("a/b.MDX")), Format::Mdx);
        assert_eq!(Format::of_file(std::path::Path::new("a/b.md")), Format::CommonMark);
    }
}
