//! How pages lead to each other: the sidebars, a page's neighbours and its breadcrumbs.

use serde::Serialize;

/// A neighbour page in sidebar order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct PageLink {
    pub label: String,
    pub to: String,
}

/// One step of a page's breadcrumbs: a category (linked if it has a page of its own)
/// or, last, the page itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[ts(optional_fields)]
pub struct Crumb {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// A sidebar entry as the app draws it. `to` is a route of the site; `href` leaves it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum SidebarItem {
    Link {
        label: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        href: Option<String>,
    },
    Category {
        label: String,
        /// The category's own page, if it has one.
        #[serde(skip_serializing_if = "Option::is_none")]
        to: Option<String>,
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
