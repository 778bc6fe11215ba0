//! Markdown twins: every page as Markdown beside its document (`<route>index.md`), and
//! the site's lists for tools (`llms.txt`, `llms-full.txt`). Markdown pages' twins come
//! from the markdown pipeline (`site_markdown::Rendered::markdown`); reference pages'
//! from the API as data (`reference`).

mod check;
mod llms;
pub(crate) mod reference;
pub(crate) mod tool_pages;

pub(crate) use check::check_links;
pub(crate) use llms::{llms_full_txt, llms_txt, LLMS_FULL_PATH, LLMS_PATH};

use std::path::PathBuf;

/// Where a route's twin is written: `docs/faq/index.md` (the route's folder, as its
/// `index.html`).
pub(crate) fn twin_path(route: &str) -> PathBuf {
    PathBuf::from(format!("{route}index.md"))
}

/// A markdown page's twin: its text as Markdown, under its title when the text has no
/// `# ` heading of its own (as the page shows it).
pub(crate) fn markdown_page(title: &str, has_title: bool, body: &str) -> String {
    if has_title {
        body.to_string()
    } else {
        format!("# {}\n\n{body}", escape(title))
    }
}

/// Text as Markdown shows it literally: the characters that would start markup are escaped.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Code in a fence longer than any run of backticks in it.
fn fenced(code: &str, language: &str) -> String {
    let longest = code.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}{language}\n{}\n{fence}", code.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_without_a_heading_gets_its_title() {
        assert_eq!(markdown_page("FAQ", false, "Text.\n"), "# FAQ\n\nText.\n");
        assert_eq!(markdown_page("FAQ", true, "# Questions\n"), "# Questions\n");
        assert_eq!(escape("Array<string> | *x*"), "Array\\<string\\> \\| \\*x\\*");
    }
}
