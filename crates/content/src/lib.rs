//! The site's Markdown sources: the docs tree with its categories and sidebars, the
//! standalone pages, and when each file last changed.

pub mod categories;
pub mod docs;
pub mod history;
pub mod navigation;
pub mod pages;
pub mod sidebar;
