//! What a code fence says beyond its code, as Docusaurus writes it: the language, a
//! `title="..."`, lines to highlight (`{1,3-5}` in the info string, or the magic
//! comments `highlight-next-line` and `highlight-start`/`highlight-end` in the code),
//! and the marking of those lines in the highlighted HTML.

use std::collections::BTreeSet;

use site_model::class_names::CODE_LINE_HIGHLIGHTED;

/// A fence's info string, read.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct FenceInfo {
    /// The language, in lower case (empty if none).
    pub(crate) lang: String,
    /// The `title="..."`, shown above the code.
    pub(crate) title: Option<String>,
    /// The `{...}` line ranges as written, checked against the code later.
    pub(crate) line_ranges: Option<String>,
}

/// `js title="main.js" {1,3-5}` -> `js`, `main.js`, `1,3-5`.
pub(crate) fn parse_info(info: &str) -> FenceInfo {
    let info = info.trim();
    let lang_end = info.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(info.len());
    let (lang, rest) = info.split_at(lang_end);
    // The title is taken out first: braces in it are not line ranges.
    let (title, rest) = match rest.split_once("title=") {
        Some((before, value)) => match value.trim_start().strip_prefix(['"', '\'']) {
            Some(quoted) => {
                let quote = value.trim_start().chars().next().unwrap_or('"');
                let (text, after) = quoted.split_once(quote).unwrap_or((quoted, ""));
                (Some(text.to_string()), format!("{before} {after}"))
            }
            None => (None, rest.to_string()),
        },
        None => (None, rest.to_string()),
    };
    let line_ranges = rest.split_once('{').and_then(|(_, after)| after.split_once('}')).map(|(ranges, _)| ranges.trim().to_string());
    FenceInfo { lang: lang.to_lowercase(), title, line_ranges }
}

/// The 1-based lines `{1,3-5}` names, or why it cannot be read: a range must be a
/// line number or `first-last` within the code's `line_count` lines.
pub(crate) fn parse_line_ranges(ranges: &str, line_count: usize) -> Result<BTreeSet<usize>, String> {
    let mut lines = BTreeSet::new();
    for part in ranges.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (first, last) = part.split_once('-').unwrap_or((part, part));
        let number = |text: &str| text.trim().parse::<usize>().map_err(|_| format!("`{part}` is not a line number or range"));
        let (first, last) = (number(first)?, number(last)?);
        if first == 0 || first > last {
            return Err(format!("`{part}` is not a range of lines"));
        }
        if last > line_count {
            return Err(format!("`{part}` is past the code's last line ({line_count})"));
        }
        lines.extend(first..=last);
    }
    Ok(lines)
}

/// The code without its magic-comment lines, and the lines they mark (1-based, in
/// the code without them). A `highlight-start` never ended marks to the end.
pub(crate) fn magic_comments(code: &str) -> (String, BTreeSet<usize>) {
    let mut kept = String::with_capacity(code.len());
    let mut marked = BTreeSet::new();
    let mut next_line = false;
    let mut in_block = false;
    let mut line_number = 0;
    for line in code.split_inclusive('\n') {
        match magic_comment(line) {
            Some("highlight-next-line") => next_line = true,
            Some("highlight-start") => in_block = true,
            Some("highlight-end") => in_block = false,
            _ => {
                line_number += 1;
                if next_line || in_block {
                    marked.insert(line_number);
                }
                next_line = false;
                kept.push_str(line);
            }
        }
    }
    (kept, marked)
}

/// The directive of a line that is only a magic comment, in the comment syntaxes of
/// the languages the docs use (`//`, `/* */`, `#`, `<!-- -->`, `{/* */}`).
fn magic_comment(line: &str) -> Option<&'static str> {
    let text = line.trim();
    let inner = text
        .strip_prefix("//")
        .or_else(|| text.strip_prefix('#'))
        .or_else(|| text.strip_prefix("{/*").and_then(|t| t.strip_suffix("*/}")))
        .or_else(|| text.strip_prefix("/*").and_then(|t| t.strip_suffix("*/")))
        .or_else(|| text.strip_prefix("<!--").and_then(|t| t.strip_suffix("-->")))?;
    ["highlight-next-line", "highlight-start", "highlight-end"].into_iter().find(|directive| inner.trim() == *directive)
}

/// Wraps the given lines (1-based) of highlighted HTML in a marker. Tags still open at
/// the end of a line are closed there and opened again on the next, so every line is
/// well-formed on its own whatever the highlighter nests.
pub(crate) fn mark_lines(html: &str, lines: &BTreeSet<usize>) -> String {
    if lines.is_empty() {
        return html.to_string();
    }
    let mut out = String::with_capacity(html.len() + lines.len() * 48);
    let mut open: Vec<&str> = Vec::new();
    for (index, line) in html.split_inclusive('\n').enumerate() {
        let content = line.strip_suffix('\n').unwrap_or(line);
        let marked = lines.contains(&(index + 1));
        if marked {
            out.push_str("<span class=\"");
            out.push_str(CODE_LINE_HIGHLIGHTED);
            out.push_str("\">");
        }
        open.iter().for_each(|tag| out.push_str(tag));
        out.push_str(content);
        track_tags(content, &mut open);
        open.iter().for_each(|_| out.push_str("</span>"));
        out.push_str(&line[content.len()..]);
        if marked {
            out.push_str("</span>");
        }
    }
    out
}

/// Follows the opening and closing tags of a line of escaped, highlighted code (its
/// only `<` begin tags).
fn track_tags<'h>(content: &'h str, open: &mut Vec<&'h str>) {
    let mut rest = content;
    while let Some(start) = rest.find('<') {
        let Some(length) = rest[start..].find('>') else { break };
        let tag = &rest[start..start + length + 1];
        if tag.starts_with("</") {
            open.pop();
        } else if !tag.ends_with("/>") {
            open.push(tag);
        }
        rest = &rest[start + length + 1..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_strings_give_language_title_and_ranges_in_any_order() {
        let info = parse_info("JS title=\"main.js\" {1,3-5}");
        assert_eq!(info, FenceInfo { lang: "js".into(), title: Some("main.js".into()), line_ranges: Some("1,3-5".into()) });
        let info = parse_info("jsx{2} title='a {b}.js'");
        assert_eq!(info, FenceInfo { lang: "jsx".into(), title: Some("a {b}.js".into()), line_ranges: Some("2".into()) });
        assert_eq!(parse_info("sh"), FenceInfo { lang: "sh".into(), ..Default::default() });
    }

    #[test]
    fn ranges_name_lines_within_the_code() {
        assert_eq!(parse_line_ranges("1, 3-5", 6).unwrap().into_iter().collect::<Vec<_>>(), [1, 3, 4, 5]);
        assert_eq!(parse_line_ranges("7", 6).unwrap_err(), "`7` is past the code's last line (6)");
        assert_eq!(parse_line_ranges("4-2", 6).unwrap_err(), "`4-2` is not a range of lines");
        assert_eq!(parse_line_ranges("x", 6).unwrap_err(), "`x` is not a line number or range");
    }

    #[test]
    fn magic_comments_mark_lines_and_leave_the_code() {
        let code = "a\n// highlight-next-line\nb\n<!-- highlight-start -->\nc\nd\n# highlight-end\ne\n";
        let (kept, marked) = magic_comments(code);
        assert_eq!(kept, "a\nb\nc\nd\ne\n");
        assert_eq!(marked.into_iter().collect::<Vec<_>>(), [2, 3, 4]);
        assert_eq!(magic_comments("// highlight-next-line is a phrase\n").1.len(), 0, "only a comment alone is magic");
    }

    #[test]
    fn marked_lines_keep_spans_that_cross_them_well_formed() {
        let html = "<span class=\"hl-c\">/* one\ntwo */</span> x\nthree\n";
        let marked = mark_lines(html, &BTreeSet::from([2]));
        assert_eq!(
            marked,
            "<span class=\"hl-c\">/* one</span>\n<span class=\"code-line-highlighted\"><span class=\"hl-c\">two */</span> x\n</span>three\n"
        );
        assert_eq!(mark_lines(html, &BTreeSet::new()), html);
    }
}
