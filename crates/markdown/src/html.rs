//! The HTML the engine writes by hand, around what pulldown-cmark renders from the
//! markdown's own events: code blocks with their header, headings with their anchor
//! link, admonitions, scrollable tables, task list labels and links.
//!
//! Every CSS class this markup carries is one of the model's class names
//! (`site_model::class_names`), which the app and its stylesheets share.

use std::collections::BTreeSet;

use site_model::class_names::*;

pub use crate::escape::escape_html;
use crate::{fence, highlight};

/// A highlighted code block with its header: title, language label and a copy button
/// the app brings to life.
pub fn code_block(code: &str, lang: &str, title: Option<&str>) -> String {
    code_block_marking(code, lang, title, &BTreeSet::new())
}

/// A code block whose `marked` lines (1-based) are highlighted.
pub fn code_block_marking(code: &str, lang: &str, title: Option<&str>, marked: &BTreeSet<usize>) -> String {
    let label = highlight::language_label(lang);
    let title = title.map(|t| format!("<span class=\"{CODE_BLOCK_TITLE}\">{}</span>", escape_html(t))).unwrap_or_default();
    format!(
        "<div class=\"{CODE_BLOCK}\" data-language=\"{lang}\"><div class=\"{CODE_BLOCK_HEADER}\">{title}<span class=\"{CODE_BLOCK_LANGUAGE}\">{label}</span>{copy}</div><pre tabindex=\"0\"><code>{body}</code></pre></div>\n",
        lang = escape_html(lang),
        label = escape_html(&label),
        // The copy button is part of the page from the start (the app gives it its
        // behaviour), so the page does not change when the app takes it over.
        copy = format_args!(
            "<button type=\"button\" class=\"{COPY_BUTTON}\" aria-label=\"Copy code to clipboard\" title=\"Copy code to clipboard\">Copy</button>"
        ),
        body = fence::mark_lines(&highlight::highlight(code, lang), marked),
    )
}

/// The opening tag of a heading with its id.
pub(crate) fn heading_open(level: u8, id: &str) -> String {
    format!("<h{level} id=\"{}\">", escape_html(id))
}

/// The `#` link to a heading, named for screen readers after the heading's text.
pub(crate) fn hash_link(id: &str, text: &str) -> String {
    format!("<a class=\"{HASH_LINK}\" href=\"#{}\" aria-label=\"Direct link to {}\">#</a>", escape_html(id), escape_html(text))
}

/// The closing tag of a heading.
pub(crate) fn heading_close(level: u8) -> String {
    format!("</h{level}>\n")
}

/// Opens the scrollable region of a table; keyboard users can reach it, and screen
/// readers announce it by `name`.
pub(crate) fn table_scroll_open(name: &str) -> String {
    format!("<div class=\"{TABLE_SCROLL}\" tabindex=\"0\" role=\"region\" aria-label=\"{}\">", escape_html(name))
}

/// Closes [`table_scroll_open`].
pub(crate) const TABLE_SCROLL_CLOSE: &str = "</div>\n";

/// Opens the label of a task list item with its (read-only) checkbox; the item's text
/// follows, so it names the checkbox.
pub(crate) fn task_label_open(checked: bool) -> String {
    let checked = if checked { " checked=\"\"" } else { "" };
    format!("<label class=\"{TASK_LIST_LABEL}\"><input type=\"checkbox\" disabled=\"\"{checked}> ")
}

/// Closes [`task_label_open`].
pub(crate) const TASK_LABEL_CLOSE: &str = "</label>";

/// An `<a>` tag; links that leave the site open in a new tab.
pub(crate) fn link_open(href: &str, title: &str) -> String {
    let mut tag = format!("<a href=\"{}\"", escape_html(href));
    if !title.is_empty() {
        tag.push_str(&format!(" title=\"{}\"", escape_html(title)));
    }
    if href.starts_with("http://") || href.starts_with("https://") {
        tag.push_str(" target=\"_blank\" rel=\"noopener noreferrer\"");
    }
    tag.push('>');
    tag
}

/// Closes [`link_open`].
pub(crate) const LINK_CLOSE: &str = "</a>";

/// Opens an admonition of `kind` with its title, given as HTML; its markdown content
/// follows.
pub(crate) fn admonition_open(kind: &str, title_html: &str) -> String {
    format!(
        "<div class=\"{ADMONITION} {ADMONITION}-{kind}\"><p class=\"{ADMONITION_HEADING}\">{title_html}</p><div class=\"{ADMONITION_CONTENT}\">"
    )
}

/// Closes [`admonition_open`].
pub(crate) const ADMONITION_CLOSE: &str = "</div></div>";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_markup_and_quotes() {
        assert_eq!(escape_html(r#"<a href="x">Tom & 'Jerry'</a>"#), "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
        assert_eq!(escape_html("plain — text"), "plain — text");
    }

    #[test]
    fn code_blocks_carry_their_header_and_escape_title_and_language() {
        let html = code_block("x\n", "a\"b", Some("<t>"));
        assert!(html.starts_with("<div class=\"code-block\" data-language=\"a&quot;b\"><div class=\"code-block-header\">"), "{html}");
        assert!(html.contains("<span class=\"code-block-title\">&lt;t&gt;</span>"), "{html}");
        assert!(html.contains("<button type=\"button\" class=\"copy-button\""), "{html}");
        assert!(html.contains("<pre tabindex=\"0\"><code>"), "{html}");
    }

    #[test]
    fn hash_links_escape_id_and_name() {
        assert_eq!(hash_link("a\"b", "<T>"), "<a class=\"hash-link\" href=\"#a&quot;b\" aria-label=\"Direct link to &lt;T&gt;\">#</a>");
    }

    #[test]
    fn links_leaving_the_site_open_in_a_new_tab() {
        assert_eq!(link_open("/docs/", ""), "<a href=\"/docs/\">");
        assert_eq!(link_open("https://x.org", "T"), "<a href=\"https://x.org\" title=\"T\" target=\"_blank\" rel=\"noopener noreferrer\">");
    }
}
