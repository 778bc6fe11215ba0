//! Each page's place in its sidebar: its breadcrumbs, and the previous and next pages,
//! which a doc's front matter may change (`pagination_prev`, `pagination_next`,
//! `pagination_label`).

use std::collections::HashMap;
use std::path::Path;

use crate::docs::Doc;
use crate::sidebar::SidebarIndex;
use site_diagnostics::Diagnostics;
use site_model::navigation::PageLink;
use site_model::page::Page;

/// Gives each page its breadcrumbs and its previous and next pages.
pub fn apply(pages: &mut [Page], index: &SidebarIndex, docs: &[Doc], diagnostics: &Diagnostics) {
    let docs_by_file: HashMap<&Path, &Doc> = docs.iter().map(|d| (d.source.file.as_path(), d)).collect();
    let docs_by_id: HashMap<&str, &Doc> = docs.iter().map(|d| (d.id.as_str(), d)).collect();
    let labels: HashMap<&str, &str> =
        docs.iter().filter_map(|d| d.source.front.pagination_label.as_deref().map(|label| (d.route.as_str(), label))).collect();
    let relabel = |link: PageLink| match labels.get(link.to.as_str()) {
        Some(label) => PageLink { label: label.to_string(), ..link },
        None => link,
    };
    for page in pages {
        page.breadcrumbs = index.breadcrumbs(&page.route);
        let (mut previous, mut next) = index.neighbours(&page.route);
        if let Some(doc) = docs_by_file.get(page.source.as_path()) {
            let front = &doc.source.front;
            let target = |key: &str, id: &str| linked_doc(doc, key, id, &docs_by_id, diagnostics);
            previous = match &front.pagination_prev {
                None => previous,
                Some(choice) => choice.as_deref().and_then(|id| target("pagination_prev", id)),
            };
            next = match &front.pagination_next {
                None => next,
                Some(choice) => choice.as_deref().and_then(|id| target("pagination_next", id)),
            };
        }
        page.previous = previous.map(relabel);
        page.next = next.map(relabel);
    }
}

/// The doc a front matter key names by id; an unknown id is an error at the key's line.
fn linked_doc(doc: &Doc, key: &str, id: &str, docs: &HashMap<&str, &Doc>, diagnostics: &Diagnostics) -> Option<PageLink> {
    match docs.get(id) {
        Some(target) => Some(PageLink { label: target.sidebar_label(), to: target.route.clone() }),
        None => {
            let line = Some(doc.source.line_of_key(key));
            diagnostics.error(&doc.source.file, line, format!("front matter: `{key}` names the doc id `{id}`, which no doc has"));
            None
        }
    }
}
