//! The icons page (`icons/`) and one catalogue file per collection, which only the
//! icons page loads. The page data says which collections there are, where their
//! catalogues are, and an example icon of each, from which the app also prerenders a
//! readable summary for crawlers and readers without JavaScript (not every icon).

use std::path::PathBuf;

use super::Collection;
use site_model::icons::{CollectionData, IconCatalog, IconExample, IconsPageData};
use site_model::navigation::PageLink;
use site_model::page::{Page, PageContent};

/// The icons page's route.
pub const ROUTE: &str = "icons/";
const TITLE: &str = "Icons";

/// The guide on using icons, linked from the page when the site has it.
pub const GUIDE_ROUTE: &str = "docs/getting-started/using-icons/";

/// Where the catalogue files go, relative to the site root: beside the page data,
/// revalidated like it (`assets/` would make them immutable, but its maximum brotli
/// quality takes seconds on these files for a few percent).
const CATALOG_DIR: &str = "data/icons";

/// A catalogue file of the built site.
#[derive(Debug, Clone)]
pub struct CatalogFile {
    /// Relative to the site root.
    pub path: String,
    /// The collection's icons as JSON, which the page fetches.
    pub bytes: Vec<u8>,
}

/// The page and the catalogue files it loads.
/// `source`: the file the page comes from, for messages.
pub fn page(collections: &[Collection], base_url: &str, guide: Option<PageLink>, source: PathBuf) -> (Page, Vec<CatalogFile>) {
    let mut files = Vec::new();
    let mut data = Vec::new();
    for collection in collections {
        let source = collection.source;
        let catalog =
            IconCatalog { id: source.id, view_box: &collection.view_box, module_dir: module_dir(source.package), icons: &collection.icons };
        let bytes = serde_json::to_vec(&catalog).expect("the catalogue serializes");
        let path = format!("{CATALOG_DIR}/{}.json", source.id);
        data.push(CollectionData {
            id: source.id,
            label: source.label,
            package: source.package,
            version: collection.version.clone(),
            npm_url: npm_url(collection),
            count: collection.icons.len(),
            catalog_url: format!("{base_url}{path}"),
            module_dir: module_dir(source.package),
            example: collection.icons.first().map(|icon| IconExample { name: icon.name.clone(), import_name: icon.import_name.clone() }),
        });
        files.push(CatalogFile { path, bytes });
    }

    let description = description(collections);
    let names: Vec<Vec<&str>> = collections.iter().map(|c| c.icons.iter().map(|icon| icon.import_name.as_str()).collect()).collect();
    let listed: Vec<_> = data.iter().zip(names).collect();
    let markdown = site_twin::tool_pages::icons(TITLE, &description, &listed);
    let anchor_ids = std::iter::once("icons".to_string()).chain(collections.iter().map(|c| c.source.id.to_string())).collect();
    let page = Page {
        description: Some(description),
        // What readers call the page. `icon` alone finds the Icon component's page
        // first, `icons` this one (the title the query names in its own form wins).
        keywords: ["icon explorer", "icon browser", "icon list", "tnt", "business-suite", "SVG"].map(String::from).to_vec(),
        anchor_ids,
        markdown: Some(markdown),
        ..Page::new(ROUTE, PageContent::Icons { icons: IconsPageData { collections: data, guide } }, TITLE, String::new(), source)
    };
    (page, files)
}

/// The package's page on npm, at the installed version.
fn npm_url(collection: &Collection) -> String {
    format!("https://www.npmjs.com/package/{}/v/{}", collection.source.package, collection.version)
}

fn module_dir(package: &str) -> String {
    format!("{package}/dist/")
}

fn description(collections: &[Collection]) -> String {
    let total: usize = collections.iter().map(|c| c.icons.len()).sum();
    let labels: Vec<&str> = collections.iter().map(|c| c.source.label).collect();
    let version = collections.first().map(|c| c.version.as_str()).unwrap_or_default();
    format!(
        "Every icon of UI5 Web Components {version}: {} in {} ({}). Filter them by name, then copy an icon's name for ui5-icon, its SVG or its import line.",
        thousands(total),
        match collections.len() {
            1 => "one collection".to_string(),
            n => format!("{n} collections"),
        },
        labels.join(", ")
    )
}

/// `1240` -> `1,240`.
fn thousands(number: usize) -> String {
    let digits = number.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::COLLECTIONS;
    use site_model::icons::IconData;

    fn collection() -> Collection {
        let icon = |name: &str, ltr| IconData {
            name: name.into(),
            import_name: format!("tnt/{name}"),
            paths: vec!["M0 0h512v512z".into()],
            ltr,
            view_box: None,
        };
        Collection {
            source: COLLECTIONS[1],
            version: "1.24.24".into(),
            set: "v3".into(),
            view_box: "0 0 512 512".into(),
            icons: vec![icon("actor", false), icon("<script>", true)],
        }
    }

    #[test]
    fn numbers_get_thousands_separators() {
        assert_eq!(thousands(7), "7");
        assert_eq!(thousands(700), "700");
        assert_eq!(thousands(1240), "1,240");
        assert_eq!(thousands(1234567), "1,234,567");
    }

    #[test]
    fn each_collection_gets_a_catalogue_the_page_data_points_to() {
        let (page, files) = page(&[collection()], "/base/", None, PathBuf::new());
        assert_eq!(files.len(), 1);
        let path = &files[0].path;
        assert_eq!(path, "data/icons/tnt.json");
        let data = serde_json::to_value(&page).unwrap();
        assert_eq!(data["kind"], "icons");
        let tnt = &data["icons"]["collections"][0];
        assert_eq!(tnt["catalogUrl"], format!("/base/{path}"));
        assert_eq!(tnt["count"], 2);
        assert_eq!(tnt["label"], "SAP TNT Icons");
        assert_eq!(tnt["npmUrl"], "https://www.npmjs.com/package/@ui5/webcomponents-icons-tnt/v/1.24.24");

        let catalog: serde_json::Value = serde_json::from_slice(&files[0].bytes).unwrap();
        assert_eq!(catalog["viewBox"], "0 0 512 512");
        assert_eq!(catalog["moduleDir"], "@ui5/webcomponents-icons-tnt/dist/");
        assert_eq!(catalog["icons"][0], serde_json::json!({ "name": "actor", "importName": "tnt/actor", "paths": ["M0 0h512v512z"] }));
        assert_eq!(catalog["icons"][1]["ltr"], true, "only icons that keep their direction say so");
    }

    #[test]
    fn the_page_has_no_markup_of_its_own_and_an_example_icon_per_collection() {
        let (page, _) = page(&[collection()], "/base/", None, PathBuf::new());
        assert_eq!(page.html, "", "the app renders the page, its summary included");
        let tnt = &serde_json::to_value(&page).unwrap()["icons"]["collections"][0];
        assert_eq!(tnt["moduleDir"], "@ui5/webcomponents-icons-tnt/dist/");
        assert_eq!(tnt["example"], serde_json::json!({ "name": "actor", "importName": "tnt/actor" }));
        assert!(page.description.unwrap().starts_with("Every icon of UI5 Web Components 1.24.24: 2 in one collection (SAP TNT Icons)."));
    }
}
