//! `:::note` .. `:::` admonition blocks, turned into HTML wrappers before parsing.
//!
//! CommonMark has no container syntax, so the blocks are rewritten line by line into
//! raw HTML lines with blank lines around the content (so the content still parses as
//! markdown). A line map keeps every error pointing at the author's line.

use crate::html::{self, escape_html};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// The kinds Docusaurus knows (`warning` is its newer name for `caution`).
pub(crate) const KINDS: [&str; 6] = ["note", "tip", "info", "warning", "caution", "danger"];

/// A text with its admonitions turned into HTML wrappers.
#[derive(Debug)]
pub(crate) struct Expanded {
    /// The markdown with the wrappers, one more blank line around each.
    pub(crate) text: String,
    /// For each line of `text` (0-based), the 0-based line of the source it came from.
    pub(crate) line_map: Vec<usize>,
    /// The lines of `text` (0-based) that open or close an admonition, for the
    /// Markdown twin, which writes a block quote where the page has a wrapper.
    pub(crate) markers: std::collections::HashMap<usize, Marker>,
}

/// A line of the expanded text that is an admonition's wrapper.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Marker {
    /// Opens an admonition of a kind (`note`), with the title the page shows.
    Open { kind: String, title: String },
    /// Closes the innermost open admonition.
    Close,
}

/// An admonition that cannot be rendered: an unknown kind, or one never closed.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct AdmonitionError {
    /// 0-based source line.
    pub(crate) line: usize,
    /// What is wrong, for the author.
    pub(crate) message: String,
}

/// Rewrites the `:::kind Title` .. `:::` blocks of `source` into HTML wrappers around
/// their markdown content, leaving code fences alone.
pub(crate) fn expand(source: &str) -> Result<Expanded, AdmonitionError> {
    let mut out = Expanded { text: String::with_capacity(source.len() + 256), line_map: Vec::new(), markers: Default::default() };
    // Open admonitions: (colon count, source line).
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut fence: Option<(char, usize)> = None;

    for (index, line) in source.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some((fence_char, fence_len)) = fence {
            let run = trimmed.chars().take_while(|&c| c == fence_char).count();
            if run >= fence_len && trimmed[run..].trim().is_empty() {
                fence = None;
            }
            push(&mut out, line, index);
            continue;
        }
        if let Some(fence_start) = code_fence(trimmed) {
            fence = Some(fence_start);
            push(&mut out, line, index);
            continue;
        }
        let colons = trimmed.chars().take_while(|&c| c == ':').count();
        if colons >= 3 {
            let rest = trimmed[colons..].trim();
            if rest.is_empty() {
                match open.last() {
                    Some(&(count, _)) if count == colons => {
                        open.pop();
                        push(&mut out, "", index);
                        out.markers.insert(out.line_map.len(), Marker::Close);
                        push(&mut out, html::ADMONITION_CLOSE, index);
                        push(&mut out, "", index);
                        continue;
                    }
                    _ => {}
                }
            } else {
                let (kind, title) = split_kind(rest);
                if !KINDS.contains(&kind) {
                    return Err(AdmonitionError {
                        line: index,
                        message: format!("unknown admonition `:::{kind}` (use one of: {})", KINDS.join(", ")),
                    });
                }
                let title = title.map(str::to_string).unwrap_or_else(|| kind.to_uppercase());
                open.push((colons, index));
                push(&mut out, "", index);
                out.markers.insert(out.line_map.len(), Marker::Open { kind: kind.to_string(), title: title.clone() });
                push(&mut out, &html::admonition_open(kind, &title_html(&title)), index);
                push(&mut out, "", index);
                continue;
            }
        }
        push(&mut out, line, index);
    }
    if let Some(&(_, line)) = open.last() {
        return Err(AdmonitionError { line, message: "admonition is never closed with `:::`".into() });
    }
    Ok(out)
}

/// A title's inline markdown (code spans, emphasis) as HTML. Anything else (links,
/// which would escape the link check, or block syntax) is shown as written.
fn title_html(title: &str) -> String {
    let events: Vec<Event> = Parser::new_ext(title, Options::ENABLE_STRIKETHROUGH).collect();
    let inline_only = events.iter().all(|event| {
        matches!(
            event,
            Event::Text(_)
                | Event::Code(_)
                | Event::Start(Tag::Paragraph | Tag::Emphasis | Tag::Strong | Tag::Strikethrough)
                | Event::End(TagEnd::Paragraph | TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough)
        )
    });
    if !inline_only {
        return escape_html(title);
    }
    let mut html = String::new();
    let inline = events.into_iter().filter(|e| !matches!(e, Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph)));
    pulldown_cmark::html::push_html(&mut html, inline);
    html
}

fn push(out: &mut Expanded, line: &str, source_line: usize) {
    out.text.push_str(line);
    out.text.push('\n');
    out.line_map.push(source_line);
}

/// `note Title`, `note[Title]` or `note`.
fn split_kind(rest: &str) -> (&str, Option<&str>) {
    let end = rest.find(|c: char| c.is_whitespace() || c == '[').unwrap_or(rest.len());
    let (kind, title) = rest.split_at(end);
    let title = title.trim();
    let title = title.strip_prefix('[').and_then(|t| t.strip_suffix(']')).unwrap_or(title);
    (kind, (!title.is_empty()).then_some(title))
}

pub(super) fn code_fence(trimmed: &str) -> Option<(char, usize)> {
    let first = trimmed.chars().next()?;
    if first != '`' && first != '~' {
        return None;
    }
    let run = trimmed.chars().take_while(|&c| c == first).count();
    (run >= 3).then_some((first, run))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_content_and_maps_lines_back() {
        let expanded = expand("a\n:::tip Be quick\nbody\n:::\nb\n").unwrap();
        assert!(expanded.text.contains("admonition-tip"));
        assert!(expanded.text.contains(">Be quick<"));
        let body_line = expanded.text.lines().position(|l| l == "body").unwrap();
        assert_eq!(expanded.line_map[body_line], 2);
        let b_line = expanded.text.lines().position(|l| l == "b").unwrap();
        assert_eq!(expanded.line_map[b_line], 4);
    }

    #[test]
    fn leaves_code_fences_alone() {
        let expanded = expand("```md\n:::note\n```\n").unwrap();
        assert!(!expanded.text.contains("admonition"));
    }

    #[test]
    fn nests_with_longer_fences() {
        let expanded = expand("::::info\n:::danger\nx\n:::\n::::\n").unwrap();
        assert_eq!(expanded.text.matches("</div></div>").count(), 2);
    }

    #[test]
    fn reports_unclosed_and_unknown_blocks() {
        assert_eq!(expand("x\n:::note\ny\n").unwrap_err().line, 1);
        assert!(expand(":::important\n:::\n").unwrap_err().message.contains("unknown admonition"));
    }

    #[test]
    fn warning_is_a_kind_of_its_own() {
        let expanded = expand(":::warning Mind the version\nText.\n:::\n").unwrap();
        assert!(expanded.text.contains("admonition admonition-warning"), "{}", expanded.text);
        assert!(expanded.text.contains(">Mind the version<"));
    }
}
