//! The icons page's data: the collections and where their catalogues are.

use serde::Serialize;

use crate::navigation::PageLink;

/// What the icons page receives in its page data.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct IconsPageData {
    /// The collections, in the order the page offers them; the first is shown first.
    pub collections: Vec<CollectionData>,
    /// The guide on using icons, when the site has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guide: Option<PageLink>,
}

/// An icon collection as the icons page lists it; its icons are in its catalogue file.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "IconCollectionInfo", optional_fields)]
pub struct CollectionData {
    /// The collection's id (`sap`, `tnt`), which the page's address keeps.
    pub id: &'static str,
    /// The collection's name (`SAP Icons`).
    pub label: &'static str,
    /// The npm package that has the icons.
    pub package: &'static str,
    /// The installed version of the package.
    pub version: String,
    /// The package's page on npm.
    pub npm_url: String,
    /// How many icons the collection has.
    pub count: usize,
    /// Site-root-relative URL of the collection's catalogue file.
    pub catalog_url: String,
    /// Where the icons' modules are in the package (`@ui5/webcomponents-icons/dist/`).
    pub module_dir: String,
    /// The collection's first icon, to show how an icon is imported and used on the
    /// page prerendered for readers without JavaScript.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub example: Option<IconExample>,
}

/// An icon by its module's name and the name `ui5-icon` takes.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct IconExample {
    /// The icon's module name (`accept`).
    pub name: String,
    /// The name for `ui5-icon` (`accept`, `tnt/actor`).
    pub import_name: String,
}

/// A collection's catalogue file, which the icons page fetches (`catalogUrl`).
#[derive(Debug, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct IconCatalog<'a> {
    /// The collection's id.
    pub id: &'a str,
    /// The viewBox of the collection's icons.
    pub view_box: &'a str,
    /// `import "<moduleDir><name>.js";` imports an icon.
    pub module_dir: String,
    /// Every icon, sorted by name, ignoring case.
    pub icons: &'a [IconData],
}

/// One icon, as the catalogue file gives it to the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct IconData {
    /// The icon's name in its package: its module is `dist/<name>.js`.
    pub name: String,
    /// The name `ui5-icon` takes once the module is imported: `tnt/actor`.
    pub import_name: String,
    /// SVG path data; most icons have one path.
    pub paths: Vec<String>,
    /// The icon keeps its direction in right-to-left layouts; the others mirror.
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub ltr: bool,
    /// Only for an icon whose viewBox differs from its collection's.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub view_box: Option<String>,
}
