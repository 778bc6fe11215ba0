//! MDX that authors bring from Docusaurus pages: `import`/`export` lines, `{expressions}`
//! and component tags on lines of their own. The engine runs no JavaScript, so each is
//! left out of the page (never shown as text) with a warning naming its line. Code
//! fences and inline code are left alone; `{#id}` after a heading is a heading id.

use regex::Regex;
use std::sync::OnceLock;

use super::admonitions::code_fence;

/// Something left out, at a 0-based line of the text.
#[derive(Debug, PartialEq, Eq)]
pub struct Finding {
    /// The 0-based line of the text it starts on.
    pub line: usize,
    /// What was left out and why, for the author.
    pub message: String,
}

/// The text without its MDX, with the same lines (so lines of later messages still
/// match the file), and what was left out.
pub fn strip(text: &str) -> (String, Vec<Finding>) {
    let mut out = String::with_capacity(text.len());
    let mut findings = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut esm: Option<Esm> = None;
    let mut expression: Option<Expression> = None;

    for (index, line) in text.split_inclusive('\n').enumerate() {
        let (content, ending) = split_ending(line);
        let trimmed = content.trim_start();
        if let Some((fence_char, fence_len)) = fence {
            let run = trimmed.chars().take_while(|&c| c == fence_char).count();
            if run >= fence_len && trimmed[run..].trim().is_empty() {
                fence = None;
            }
            out.push_str(line);
            continue;
        }
        if let Some(statement) = &mut esm {
            if statement.ends_with(content) {
                esm = None;
            }
            out.push_str(ending);
            continue;
        }
        if expression.is_none() {
            if let Some(start) = code_fence(trimmed) {
                fence = Some(start);
                out.push_str(line);
                continue;
            }
            if let Some(mut statement) = Esm::starting(content) {
                let keyword = if content.starts_with("import") { "import" } else { "export" };
                findings.push(Finding {
                    line: index,
                    message: format!("MDX `{keyword}` is not run; the statement is left out: {}", excerpt(content)),
                });
                if !statement.ends_with(content) {
                    esm = Some(statement);
                }
                out.push_str(ending);
                continue;
            }
            if let Some(tag) = component_tag(trimmed) {
                findings.push(Finding {
                    line: index,
                    message: format!("MDX component `{tag}` is not run; its tag is left out and its content shown as it is"),
                });
                out.push_str(ending);
                continue;
            }
        }
        strip_expressions(content, index, &mut expression, &mut out, &mut findings);
        out.push_str(ending);
    }
    if let Some(open) = expression {
        findings.push(Finding {
            line: open.line,
            message: format!("MDX expression `{}` is never closed with `}}`; the rest of the file is left out", excerpt(&open.text)),
        });
    }
    (out, findings)
}

fn split_ending(line: &str) -> (&str, &str) {
    let content = line.trim_end_matches(['\n', '\r']);
    (content, &line[content.len()..])
}

fn excerpt(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(60) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// An `import` or `export` statement, possibly over several lines.
enum Esm {
    /// An import whose names run over lines: ends at the line with `from "..."`.
    Import,
    /// An export: ends where its brackets balance again.
    Export { depth: i32 },
}

impl Esm {
    fn starting(line: &str) -> Option<Esm> {
        static IMPORT: OnceLock<Regex> = OnceLock::new();
        static EXPORT: OnceLock<Regex> = OnceLock::new();
        let import = IMPORT
            .get_or_init(|| Regex::new(r#"^import\s+(?:type\s+)?(?:["']|[\w$]+\s*(?:,|from\b)|\*\s*as\b|\{)"#).expect("import pattern"));
        let export = EXPORT.get_or_init(|| {
            Regex::new(r"^export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|async\s+function\b|\{|\*)").expect("export pattern")
        });
        if import.is_match(line) {
            Some(Esm::Import)
        } else if export.is_match(line) {
            Some(Esm::Export { depth: 0 })
        } else {
            None
        }
    }

    /// Whether the statement ends on this line (called for each of its lines).
    fn ends_with(&mut self, line: &str) -> bool {
        match self {
            Esm::Import => {
                static END: OnceLock<Regex> = OnceLock::new();
                let end = END.get_or_init(|| Regex::new(r#"(?:^import\s+["']|\bfrom\s+)["']?[^"']*["']\s*;?\s*$"#).expect("import end"));
                end.is_match(line.trim())
            }
            Esm::Export { depth } => {
                for c in line.chars() {
                    match c {
                        '{' | '(' | '[' => *depth += 1,
                        '}' | ')' | ']' => *depth -= 1,
                        _ => {}
                    }
                }
                *depth <= 0
            }
        }
    }
}

/// `<Tabs groupId="x">`, `</TabItem>` or `<DocCardList />` alone on a line: JSX
/// components start with a capital letter, HTML elements do not.
fn component_tag(trimmed: &str) -> Option<String> {
    static TAG: OnceLock<Regex> = OnceLock::new();
    let tag = TAG.get_or_init(|| Regex::new(r"^</?([A-Z][\w.]*)(?:\s[^<>]*)?/?>\s*$").expect("component pattern"));
    tag.captures(trimmed).map(|c| format!("<{}>", &c[1]))
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
                        findings.push(Finding {
                            line: expression.line,
                            message: format!("MDX expression `{}` is not run; it is left out", excerpt(&expression.text)),
                        });
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

    fn lines(findings: &[Finding]) -> Vec<usize> {
        findings.iter().map(|f| f.line).collect()
    }

    #[test]
    fn import_and_export_statements_are_left_out_with_their_lines() {
        let text = "import Tabs from '@theme/Tabs';\nimport {\n  A,\n} from \"./a\";\nexport const meta = {\n  x: 1,\n};\n\n# Title\n\nimport that module first.\n";
        let (out, findings) = strip(text);
        assert_eq!(out, "\n\n\n\n\n\n\n\n# Title\n\nimport that module first.\n", "prose that starts with `import` stays");
        assert_eq!(lines(&findings), [0, 1, 4]);
        assert!(findings[0].message.starts_with("MDX `import` is not run"), "{}", findings[0].message);
        assert!(findings[2].message.starts_with("MDX `export` is not run"), "{}", findings[2].message);
    }

    #[test]
    fn expressions_are_left_out_but_code_escapes_and_heading_ids_stay() {
        let text =
            "Hello {props.name}!\n\n`{code}` and \\{literal\\}\n\n## Title {#custom}\n\n```js\nconst a = {b};\n```\n{/* a\nnote */}after\n";
        let (out, findings) = strip(text);
        assert_eq!(out, "Hello !\n\n`{code}` and \\{literal\\}\n\n## Title {#custom}\n\n```js\nconst a = {b};\n```\n\nafter\n");
        assert_eq!(lines(&findings), [0, 9]);
        assert_eq!(findings[0].message, "MDX expression `{props.name}` is not run; it is left out");
    }

    #[test]
    fn component_tags_on_their_own_lines_are_left_out_and_their_content_kept() {
        let (out, findings) =
            strip("<Tabs groupId=\"fw\">\n<TabItem value=\"react\">\n\nUse React.\n\n</TabItem>\n</Tabs>\n<div>html</div>\n");
        assert_eq!(out, "\n\n\nUse React.\n\n\n\n<div>html</div>\n");
        assert_eq!(lines(&findings), [0, 1, 5, 6]);
        assert!(findings[0].message.contains("`<Tabs>`"));
    }

    #[test]
    fn an_unclosed_expression_is_reported_where_it_opens() {
        let (_, findings) = strip("a\nb {c\nd\n");
        assert_eq!(lines(&findings), [1]);
        assert!(findings[0].message.contains("never closed"));
    }
}
