//! `llms.txt` (the llms.txt convention: the site's title, a summary, then sections of
//! links to the pages' Markdown with a line on each) and `llms-full.txt` (every docs
//! page's Markdown, in the sidebar's order).

use std::collections::HashMap;
use std::fmt::Write;

use std::collections::BTreeMap;

use site_model::navigation::SidebarItem;
use site_model::page::Page;
use site_model::routes::{absolute_route_url, PageKind};

use super::{escape, Twins};
use site_config::SiteConfig;

/// Where the list goes, at the base path.
pub const LLMS_PATH: &str = "llms.txt";
/// Where every docs page's Markdown goes, at the base path.
pub const LLMS_FULL_PATH: &str = "llms-full.txt";

/// The pages with a twin, in the order of their sidebars (the docs', then the
/// components'), then any others by route.
fn pages_in_reading_order<'a>(pages: &'a [Page], twins: &dyn Twins, sidebars: &BTreeMap<String, Vec<SidebarItem>>) -> Vec<&'a Page> {
    let by_route: HashMap<&str, &Page> = pages.iter().filter(|p| twins.has_twin(p)).map(|p| (p.route.as_str(), p)).collect();
    let mut routes = Vec::new();
    for name in ["documentation", site_api::SIDEBAR] {
        if let Some(items) = sidebars.get(name) {
            SidebarItem::routes(items, &mut routes);
        }
    }
    let mut ordered: Vec<&Page> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (route, _) in routes {
        if let Some(page) = by_route.get(route) {
            if seen.insert(route) {
                ordered.push(page);
            }
        }
    }
    let mut rest: Vec<&Page> = by_route.values().filter(|p| !seen.contains(p.route.as_str())).copied().collect();
    rest.sort_by(|a, b| a.route.cmp(&b.route));
    ordered.extend(rest);
    ordered
}

fn page_url(config: &SiteConfig, route: &str) -> String {
    absolute_route_url(&config.url, &config.base_url, route)
}

/// The address of a page's twin, encoded as the page's (`twin_path` beside it).
fn twin_url(config: &SiteConfig, route: &str) -> String {
    format!("{}index.md", page_url(config, route))
}

/// `llms.txt`, from the site's pages, their twins and the sidebars.
pub fn llms_txt(
    config: &SiteConfig,
    pages: &[Page],
    twins: &dyn Twins,
    sidebars: &BTreeMap<String, Vec<SidebarItem>>,
) -> std::io::Result<String> {
    let mut out = format!("# {}\n\n> {}\n\n", escape(&config.title), escape(&config.tagline));
    let _ = writeln!(
        out,
        "The documentation and API reference of UI5 Web Components {}. Every page is also available as Markdown: \
         add `index.md` to its address. [Every docs page in one file]({}).\n",
        config.library_version,
        page_url(config, "") + LLMS_FULL_PATH,
    );
    let pages = pages_in_reading_order(pages, twins, sidebars);
    let fiori = |p: &&Page| p.route.starts_with("components/fiori/");
    // "Optional" is the convention's section of what a tool may skip.
    let sections: [(&str, Vec<&Page>); 6] = [
        ("Documentation", pages.iter().copied().filter(|p| matches!(p.kind(), PageKind::Doc | PageKind::Migration)).collect()),
        ("Components (main)", pages.iter().copied().filter(|p| p.kind() == PageKind::Component && !fiori(p)).collect()),
        ("Components (fiori)", pages.iter().copied().filter(|p| p.kind() == PageKind::Component && fiori(p)).collect()),
        ("Enums", pages.iter().copied().filter(|p| p.kind() == PageKind::Enum).collect()),
        ("Interfaces", pages.iter().copied().filter(|p| p.kind() == PageKind::Interface).collect()),
        ("Optional", pages.iter().copied().filter(|p| matches!(p.kind(), PageKind::Icons | PageKind::Playground)).collect()),
    ];
    for (title, pages) in sections {
        if pages.is_empty() {
            continue;
        }
        let _ = writeln!(out, "## {title}\n");
        for page in pages {
            let summary = match &page.description {
                Some(description) => Some(description.clone()),
                None => twins.twin(page)?.as_deref().and_then(first_sentence),
            };
            let line = summary.map_or(String::new(), |s| format!(": {}", one_line(&s)));
            let _ = writeln!(out, "- [{}]({}){line}", escape(&page.title), twin_url(config, &page.route));
        }
        out.push('\n');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    Ok(out)
}

/// Writes `llms-full.txt`, the docs pages' Markdown, each followed by where it is read
/// as a page, into `out` a page at a time (a large site's is tens of MB).
pub fn write_llms_full_txt(
    out: &mut dyn std::io::Write,
    config: &SiteConfig,
    pages: &[Page],
    twins: &dyn Twins,
    sidebars: &BTreeMap<String, Vec<SidebarItem>>,
) -> std::io::Result<()> {
    writeln!(out, "# {} {}: documentation", escape(&config.title), config.library_version)?;
    let docs =
        pages_in_reading_order(pages, twins, sidebars).into_iter().filter(|p| matches!(p.kind(), PageKind::Doc | PageKind::Migration));
    for page in docs {
        let markdown = twins.twin(page)?.unwrap_or_default();
        write!(out, "\n---\n\n{}\n\nSource: <{}>\n", markdown.trim_end(), page_url(config, &page.route))?;
    }
    Ok(())
}

/// The first sentence of a page's first paragraph, for its line in the list.
fn first_sentence(markdown: &str) -> Option<String> {
    let paragraph = markdown.split("\n\n").map(str::trim).find(|block| {
        !block.is_empty() && !block.starts_with(['#', '`', '|', '>', '-', '*', '<', '!', '[']) && !block.starts_with("Tag:")
    })?;
    let text = one_line(paragraph);
    let end = text.find(". ").map_or(text.len(), |at| at + 1);
    Some(text[..end].to_string())
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pages_line_is_its_first_sentence() {
        assert_eq!(
            first_sentence("# Title\n\nTag: `<ui5-x>`\n\nThe first\nsentence. The second.\n").as_deref(),
            Some("The first sentence.")
        );
        assert_eq!(first_sentence("# Title\n\n```js\ncode\n```\n"), None);
    }
}
