//! The twins are checked like pages: every link in them that points into the site
//! leads to a page, a page's twin or a file of the build, and its `#anchor` to a place
//! on that page. The anchors of an authored page's twin (a doc, a standalone page, the
//! home page) are its author's, which the page's own check warns about with their line,
//! as Docusaurus does: only the anchors of the twins the engine writes are checked here.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use percent_encoding::percent_decode_str;
use site_diagnostics::Diagnostics;
use site_model::page::Page;
use site_model::routes::{absolute_route_url, PageKind};

use super::Twins;
use site_config::SiteConfig;

/// Reports each link of the twins (and of `lists`, the site's Markdown files such as
/// `llms.txt`, by path) that leads nowhere in the site; `is_file` says whether the
/// build writes a path.
pub fn check_links(
    config: &SiteConfig,
    pages: &[Page],
    twins: &dyn Twins,
    lists: &[(&str, &str)],
    is_file: &dyn Fn(&Path) -> bool,
    diagnostics: &Diagnostics,
) {
    let site = absolute_route_url(&config.url, &config.base_url, "");
    check_site_links(&site, pages, twins, lists, is_file, diagnostics);
}

/// `check_links` for the site at `site` (its address, base path included).
fn check_site_links(
    site: &str,
    pages: &[Page],
    twins: &dyn Twins,
    lists: &[(&str, &str)],
    is_file: &dyn Fn(&Path) -> bool,
    diagnostics: &Diagnostics,
) {
    let by_route: HashMap<&str, &Page> = pages.iter().map(|p| (p.route.as_str(), p)).collect();
    let check = |file: &Path, what: &str, markdown: &str, anchors: bool| {
        for url in site_markdown::link_destinations(markdown) {
            let Some(path) = url.strip_prefix(site) else { continue };
            let path = if anchors { path } else { path.split('#').next().unwrap_or_default() };
            if let Err(why) = target_exists(path, &by_route, twins, is_file) {
                diagnostics.error(file, None, format!("{what} links to `{url}`, {why}"));
            }
        }
    };
    for page in pages {
        let what = format!("the Markdown twin of `{}`", page.route);
        match twins.twin(page) {
            Ok(Some(markdown)) => {
                let authored = matches!(page.kind(), PageKind::Doc | PageKind::Page | PageKind::Home);
                check(&page.source, &what, &markdown, !authored);
            }
            Ok(None) => {}
            Err(err) => diagnostics.error(&page.source, None, format!("{what} cannot be read back to check its links: {err}")),
        }
    }
    for (name, markdown) in lists {
        check(Path::new(name), &format!("`{name}`"), markdown, true);
    }
}

fn target_exists(path: &str, by_route: &HashMap<&str, &Page>, twins: &dyn Twins, is_file: &dyn Fn(&Path) -> bool) -> Result<(), String> {
    let (path, fragment) = path.split_once('#').map_or((path, None), |(path, fragment)| (path, Some(fragment)));
    let path = percent_decode_str(path).decode_utf8_lossy();
    let route = if path.is_empty() || path.ends_with('/') {
        path.to_string()
    } else if let Some(route) = path.strip_suffix("index.md").filter(|route| route.is_empty() || route.ends_with('/')) {
        let page = by_route.get(route).ok_or("which is not the twin of a page")?;
        return if twins.has_twin(page) { Ok(()) } else { Err("but that page has no Markdown twin".into()) };
    } else {
        return if is_file(&PathBuf::from(path.as_ref())) { Ok(()) } else { Err("which is not a file of the site".into()) };
    };
    let page = by_route.get(route.as_str()).ok_or("which is not a page of the site")?;
    match fragment {
        Some(id) if !id.is_empty() && !page.anchor_ids.iter().any(|a| a == id) && page.title_id.as_deref() != Some(id) => {
            Err(format!("but that page has no `#{id}`"))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InPages;
    use site_model::icons::IconsPageData;
    use site_model::page::PageContent;

    #[test]
    fn links_to_pages_twins_files_and_anchors_are_checked() {
        let mut page = Page::new("docs/faq/", PageContent::Doc, "FAQ", String::new(), PathBuf::from("content/docs/FAQ.md"));
        page.anchor_ids = vec!["why".into()];
        page.markdown = Some("# FAQ\n".into());
        let pages = [page];
        let by_route: HashMap<&str, &Page> = pages.iter().map(|p| (p.route.as_str(), p)).collect();
        let is_file = |path: &Path| path == Path::new("llms-full.txt");
        assert_eq!(target_exists("docs/faq/", &by_route, &InPages, &is_file), Ok(()));
        assert_eq!(target_exists("docs/faq/#why", &by_route, &InPages, &is_file), Ok(()));
        assert_eq!(target_exists("docs/faq/index.md", &by_route, &InPages, &is_file), Ok(()));
        assert_eq!(target_exists("llms-full.txt", &by_route, &InPages, &is_file), Ok(()));
        assert!(target_exists("docs/faq/#how", &by_route, &InPages, &is_file).unwrap_err().contains("no `#how`"));
        assert!(target_exists("docs/other/", &by_route, &InPages, &is_file).unwrap_err().contains("not a page"));
        assert!(target_exists("docs/other/index.md", &by_route, &InPages, &is_file).unwrap_err().contains("not the twin"));
        assert!(target_exists("missing.txt", &by_route, &InPages, &is_file).unwrap_err().contains("not a file"));
    }

    #[test]
    fn an_authored_pages_anchors_are_left_to_its_own_check_but_not_the_engines() {
        let mut doc = Page::new("docs/a/", PageContent::Doc, "A", String::new(), PathBuf::from("content/docs/a.md"));
        doc.markdown = Some("[x](https://site.example/b/docs/a/#nope) [y](https://site.example/b/docs/gone/)\n".into());
        let icons = PageContent::Icons { icons: IconsPageData { collections: Vec::new(), guide: None } };
        let mut engine_page = Page::new("icons/", icons, "B", String::new(), PathBuf::from("B"));
        engine_page.markdown = Some("[x](https://site.example/b/docs/a/#nope)\n".into());
        let diagnostics = Diagnostics::default();
        check_site_links("https://site.example/b/", &[doc, engine_page], &InPages, &[], &|_| false, &diagnostics);
        let messages: Vec<String> = diagnostics.take().iter().map(|d| format!("{}: {}", d.file.display(), d.message)).collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages.iter().any(|m| m.starts_with("content/docs/a.md:") && m.contains("docs/gone/")), "{messages:?}");
        assert!(messages.iter().any(|m| m.starts_with("B:") && m.contains("no `#nope`")), "{messages:?}");
    }
}
