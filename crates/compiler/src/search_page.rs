//! The full search results page, `search/?q=`: the app runs the query; the engine gives the
//! page its route and a document for readers without JavaScript.

use std::path::Path;

use site_diagnostics::Diagnostics;
use site_model::page::{Page, PageContent};
use site_model::routes::{PageKind, RouteEntry, RouteTable};

pub(crate) const ROUTE: &str = "search/";
pub(crate) const TITLE: &str = "Search";

/// Claims the page's route; a content page there wins, with a warning.
pub(crate) fn add_route(routes: &mut RouteTable, config_file: &Path, diagnostics: &Diagnostics) -> bool {
    let entry = RouteEntry { kind: PageKind::Search, source: config_file.to_path_buf() };
    match routes.insert(ROUTE.to_string(), entry) {
        Ok(()) => true,
        Err(existing) => {
            let message =
                format!("`{}` takes the route `{ROUTE}` of the search results page, which is left out", existing.source.display());
            diagnostics.warning(&existing.source, None, message);
            false
        }
    }
}

pub(crate) fn page(config_file: &Path) -> Page {
    let html = format!("<h1 id=\"search\">{TITLE}</h1>\n<p>Searching the site needs JavaScript.</p>\n");
    Page { anchor_ids: vec!["search".to_string()], ..Page::new(ROUTE, PageContent::Search, TITLE, html, config_file.to_path_buf()) }
}
