//! Markdown twins: every page as Markdown beside its document (`<route>index.md`), and
//! the site's lists for tools (`llms.txt`, `llms-full.txt`). Markdown pages' twins come
//! from the markdown pipeline (`site_markdown::Rendered::markdown`); reference pages'
//! from the API as data (`reference`).

mod check;
pub mod descriptions;
mod llms;
pub mod migration;
pub mod reference;
pub mod tool_pages;

pub use check::check_links;
pub use llms::{llms_txt, write_llms_full_txt, LLMS_FULL_PATH, LLMS_PATH};

use site_model::page::Page;
use std::borrow::Cow;
use std::path::PathBuf;

/// Where the pages' twins are read: in the pages as rendered (`Page::markdown`), or
/// wherever a build set them aside until their files are written.
pub trait Twins {
    /// Whether `page` has a twin.
    fn has_twin(&self, page: &Page) -> bool;
    /// `page`'s twin, if it has one; reading one set aside on disk may fail.
    fn twin<'a>(&self, page: &'a Page) -> std::io::Result<Option<Cow<'a, str>>>;
}

/// Where a route's twin is written: `docs/faq/index.md` (the route's folder, as its
/// `index.html`).
pub fn twin_path(route: &str) -> PathBuf {
    PathBuf::from(format!("{route}index.md"))
}

/// A markdown page's twin: its text as Markdown, under its title when the text has no
/// `# ` heading of its own, then what the page says under the article (its tags, its
/// last change), as the page shows them.
pub fn markdown_page(page: &Page, has_title: bool, body: &str) -> String {
    let mut out = if has_title { body.trim_end().to_string() } else { format!("# {}\n\n{}", escape(&page.title), body.trim_end()) };
    if !page.tags.is_empty() {
        let tags: Vec<String> = page.tags.iter().map(|tag| escape(tag)).collect();
        out.push_str(&format!("\n\nTags: {}", tags.join(", ")));
    }
    if let Some(updated) = &page.last_updated {
        out.push_str(&format!("\n\nLast updated on {}.", updated.text));
    }
    out.push('\n');
    out
}

/// Text as Markdown shows it literally: the characters that would start markup are escaped.
pub fn escape(text: &str) -> String {
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

/// The twins held by the pages themselves, for tests.
#[cfg(test)]
pub(crate) struct InPages;

#[cfg(test)]
impl Twins for InPages {
    fn has_twin(&self, page: &Page) -> bool {
        page.markdown.is_some()
    }

    fn twin<'a>(&self, page: &'a Page) -> std::io::Result<Option<Cow<'a, str>>> {
        Ok(page.markdown.as_deref().map(Cow::Borrowed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_without_a_heading_gets_its_title_and_its_tags_and_last_change_follow() {
        let mut page = Page::new("docs/faq/", site_model::page::PageContent::Doc, "FAQ", String::new(), PathBuf::new());
        assert_eq!(markdown_page(&page, false, "Text.\n"), "# FAQ\n\nText.\n");
        assert_eq!(markdown_page(&page, true, "# Questions\n"), "# Questions\n");
        page.tags = vec!["setup".into(), "npm".into()];
        page.last_updated = Some(site_model::page::LastUpdated { date: "2026-11-23".into(), text: "Nov 23, 2026".into() });
        assert_eq!(markdown_page(&page, true, "# Q\n"), "# Q\n\nTags: setup, npm\n\nLast updated on Nov 23, 2026.\n");
        assert_eq!(escape("Array<string> | *x*"), "Array\\<string\\> \\| \\*x\\*");
    }
}
