//! Every icon as a search entry (see `site_search::index`): found by the name readers
//! give `ui5-icon` (`accept`, `tnt/actor`), it opens the icons page on the icon's
//! collection, filtered to its name. Thousands of them: the search loads them only
//! for the queries that find them.

use site_model::routes::route_url;
use site_search::{Record, RecordKind};

use super::page::ROUTE;
use super::Collection;

/// The icons page's address parameters, as the app reads them
/// (`web/src/pages/icons/iconsView.ts`): the collection, left out for the first, and
/// the filter text.
const COLLECTION_PARAM: &str = "collection";
const QUERY_PARAM: &str = "q";

/// The entries of every icon, collection by collection, each a section of the icons
/// page under its collection's name.
pub fn search_entries(collections: &[Collection], base_url: &str) -> Vec<Record> {
    let page = route_url(base_url, ROUTE);
    let default_collection = collections.first().map(|c| c.source.id);
    collections
        .iter()
        .flat_map(|collection| {
            let source = collection.source;
            let page = &page;
            collection.icons.iter().map(move |icon| {
                // Icon names are letters, digits, `-`, `_` and `.`: nothing to escape.
                let collection =
                    if Some(source.id) == default_collection { String::new() } else { format!("{COLLECTION_PARAM}={}&", source.id) };
                Record {
                    kind: RecordKind::Section,
                    title: icon.import_name.clone(),
                    page_title: Some(source.label.to_string()),
                    url: format!("{page}?{collection}{QUERY_PARAM}={}", icon.name),
                    content: String::new(),
                    keywords: Vec::new(),
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::COLLECTIONS;
    use site_model::icons::IconData;

    fn collection(source: usize, names: &[(&str, &str)]) -> Collection {
        Collection {
            source: COLLECTIONS[source],
            version: "1.24.24".into(),
            set: "v5".into(),
            view_box: "0 0 512 512".into(),
            icons: names
                .iter()
                .map(|(name, import_name)| IconData {
                    name: name.to_string(),
                    import_name: import_name.to_string(),
                    paths: vec!["M0 0".into()],
                    ltr: false,
                    view_box: None,
                })
                .collect(),
        }
    }

    #[test]
    fn an_icon_leads_to_its_collection_filtered_to_its_name() {
        let entries = search_entries(&[collection(0, &[("accept", "accept")]), collection(1, &[("actor", "tnt/actor")])], "/v1/");
        let shown: Vec<(&str, Option<&str>, &str)> =
            entries.iter().map(|e| (e.title.as_str(), e.page_title.as_deref(), e.url.as_str())).collect();
        assert_eq!(
            shown,
            [
                ("accept", Some("SAP Icons"), "/v1/icons/?q=accept"),
                ("tnt/actor", Some("SAP TNT Icons"), "/v1/icons/?collection=tnt&q=actor")
            ]
        );
        assert!(entries.iter().all(|e| e.kind == RecordKind::Section && e.content.is_empty()));
    }
}
