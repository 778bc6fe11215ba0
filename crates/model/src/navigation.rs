//! How readers find their way: the sidebars, a page's neighbours and breadcrumbs,
//! and the headings of its table of contents.

use serde::Serialize;

/// A neighbour page in sidebar order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PageLink {
    /// The page's label in the sidebar.
    pub label: String,
    /// The page's route.
    pub to: String,
}

/// One step of a page's breadcrumbs: a category (linked if it has a page of its own)
/// or, last, the page itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[ts(optional_fields)]
pub struct Crumb {
    /// The category's or the page's label in the sidebar.
    pub label: String,
    /// The route of its page, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// A sidebar entry as the app draws it. `to` is a route of the site; `href` leaves it.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(tag = "type", rename_all = "camelCase")]
#[ts(optional_fields)]
pub enum SidebarItem {
    /// A link to a page of the site or elsewhere.
    Link {
        /// The link's text.
        label: String,
        /// The route it leads to.
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        /// The address it leads to, outside the site.
        #[serde(skip_serializing_if = "Option::is_none")]
        href: Option<String>,
    },
    /// A group of entries the reader opens and closes.
    Category {
        /// The category's text.
        label: String,
        /// The category's own page, if it has one.
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        /// Its entries, in order.
        items: Vec<SidebarItem>,
    },
}

impl SidebarItem {
    /// Every route in the sidebar, in reading order (categories before their items).
    pub fn routes<'a>(items: &'a [SidebarItem], out: &mut Vec<(&'a str, &'a str)>) {
        for item in items {
            match item {
                SidebarItem::Link { label, to: Some(to), .. } => out.push((to, label)),
                SidebarItem::Link { .. } => {}
                SidebarItem::Category { label, to, items } => {
                    if let Some(to) = to {
                        out.push((to, label));
                    }
                    Self::routes(items, out);
                }
            }
        }
    }
}

/// A heading of the rendered page.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
pub struct Heading {
    /// The heading's level, 1 to 6.
    pub level: u8,
    /// The heading's id, the anchor links go to.
    pub id: String,
    /// The heading's text without markup.
    pub text: String,
}

/// Table-of-contents levels (spec: 2 to 3).
pub const TOC_LEVELS: std::ops::RangeInclusive<u8> = 2..=3;

/// The headings that go into the table of contents.
pub fn toc(headings: &[Heading]) -> Vec<Heading> {
    headings.iter().filter(|h| TOC_LEVELS.contains(&h.level)).cloned().collect()
}
