//! The move to version 2 as the app receives it: the "In version 2" section of each
//! reference page, and the migration page's changes and converter. Cells are HTML
//! made by the markdown pipeline.

use serde::Serialize;
use ts_rs::TS;

use crate::navigation::Heading;

/// The "In version 2" section of a component, enum or interface page.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Version2 {
    /// The section's heading.
    pub heading: Heading,
    /// Its 2.x counterpart's name, when 2.x has one in its packages.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The counterpart's page on the version 2 site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// What changes, the tag first; empty when nothing does.
    pub changes: Vec<VersionChange>,
    /// What 2.x adds, as a sentence (HTML).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added: Option<String>,
    /// The migration page, which lists every change and converts markup.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guide: Option<MigrationGuide>,
}

/// Where the migration page and its converter are.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MigrationGuide {
    /// The page's title.
    pub title: String,
    /// The page's route.
    pub route: String,
    /// The id of the converter's heading on it.
    pub converter_id: String,
}

/// One row of a changes table.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct VersionChange {
    /// What kind of item changes (`Property`, `Value`, `Event`...).
    pub item: String,
    /// The item in 1.24 (HTML).
    pub old: String,
    /// The item in 2.x (HTML); absent when 2.x has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new: Option<String>,
    /// What to do (HTML).
    pub todo: String,
    /// Whether the markup converter does it.
    pub mechanical: bool,
}

/// The migration page's own parts, below its article.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MigrationPageData {
    /// The converter's section heading.
    pub converter: Heading,
    /// Site-root-relative URL of the converter's rules (JSON), loaded with the
    /// converter when the reader first uses it.
    pub rules_url: String,
    /// Every breaking change, by package.
    pub packages: Vec<MigrationPackage>,
}

/// A package's changes: its components', enums' and interfaces', then its own.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MigrationPackage {
    /// The package's heading (`@ui5/webcomponents`).
    pub heading: Heading,
    /// Its groups, components first, then enums and interfaces, then the package's
    /// framework-level changes.
    pub groups: Vec<MigrationGroup>,
}

/// The changes of one component, enum or interface, or of the package as a whole.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct MigrationGroup {
    /// The group's heading (the 1.24 name).
    pub heading: Heading,
    /// What the group is: `Component`, `Enum`, `Interface`, `Package`.
    pub kind: String,
    /// The route of its reference page on this site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Its tag, for components (`ui5-badge`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    /// What changes.
    pub changes: Vec<VersionChange>,
}
