//! How pages lead to each other: the sidebars, a page's neighbours and its breadcrumbs.

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
