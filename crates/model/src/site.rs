//! The site data (`data/site.json`): what every page of the app shares, the parts of
//! the site configuration it draws with, the sidebars and the routes. The app loads it
//! once, before the first page; the prerenderer renders every page with it.
//!
//! The fields borrow from the configuration and the sidebars they are filled from:
//! the data is only built to be serialized.

use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

use crate::navigation::SidebarItem;

/// Where the app finds the site data, relative to the site root.
pub const SITE_DATA_PATH: &str = "data/site.json";

/// The site data as the app receives it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct SiteData<'a> {
    /// The site's name, in the navbar and after every page's title.
    pub title: &'a str,
    /// The site's one-line description, for pages without one of their own.
    pub tagline: &'a str,
    /// Scheme and host of the deployed site.
    pub url: &'a str,
    /// Path prefix of every route, with leading and trailing slash.
    pub base_url: &'a str,
    /// What separates a page's title from the site's in the document title (`|`).
    pub title_delimiter: &'a str,
    /// The version of the component packages the site documents.
    pub library_version: &'a str,
    /// The library's source repository.
    pub repository_url: &'a str,
    /// What a downloaded project (a sample's or the playground's) pins.
    pub download: DownloadData<'a>,
    /// The site's language, when the configuration lists it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locale: Option<Locale<'a>>,
    /// The light and dark themes' settings.
    pub color_mode: ColorMode<'a>,
    /// The banner above the navbar, if the site has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub announcement_bar: Option<AnnouncementBar<'a>>,
    /// The bar at the top of every page.
    pub navbar: Navbar<'a>,
    /// The footer of every page.
    pub footer: FooterData<'a>,
    /// Every sidebar by name; a page names the one it shows.
    pub sidebars: &'a BTreeMap<String, Vec<SidebarItem>>,
    /// Every route with a page, sorted, so the app knows a missing page without asking.
    pub routes: &'a [&'a str],
    /// This build's search files; absent from the prerenderer's copy, as the names
    /// change with every build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<SearchFiles<'a>>,
    /// Reading offline: present when the build has a service worker (not in the dev
    /// server's builds, nor in the prerenderer's copy).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offline: Option<OfflineFiles<'a>>,
}

/// What a downloaded project pins: the packages its code may import, at the library's
/// version, and the Vite version that runs it. The app makes the project (a sample's,
/// edits included, or the playground's) from its files.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DownloadData<'a> {
    /// The version of the component packages.
    pub library_version: &'a str,
    /// The version of Vite that runs the project.
    pub vite_version: &'a str,
    /// The packages the project's code may import.
    pub packages: &'a [&'a str],
}

/// The site's language.
#[derive(Debug, Clone, Serialize, TS)]
pub struct Locale<'a> {
    /// The language's code (`en`).
    pub code: &'a str,
    /// The language's name in itself (`English`).
    pub label: &'a str,
    /// The direction of its text: `ltr` or `rtl`.
    pub direction: &'a str,
    /// The calendar its dates are in (`gregory`).
    pub calendar: &'a str,
}

/// The light and dark themes' settings.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ColorMode<'a> {
    /// The mode a first visit gets.
    #[ts(type = "\"light\" | \"dark\"")]
    pub default_mode: &'a str,
    /// Whether the reader cannot switch between the modes.
    pub disable_switch: bool,
    /// Whether the mode follows the reader's system setting (`prefers-color-scheme`).
    pub respect_prefers_color_scheme: bool,
}

/// The banner above the navbar.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "AnnouncementBarConfig")]
pub struct AnnouncementBar<'a> {
    /// What a reader's closing it is remembered by: a new id shows it again.
    pub id: &'a str,
    /// Trusted HTML from the site configuration.
    pub content: &'a str,
    /// The banner's CSS background color.
    pub background_color: &'a str,
    /// The CSS color of its text.
    pub text_color: &'a str,
    /// Whether the reader can close it.
    pub is_closeable: bool,
}

/// The bar at the top of every page.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Navbar<'a> {
    /// The text beside the logo.
    pub title: &'a str,
    /// The logo, beside the title; both lead home.
    pub logo: Logo<'a>,
    /// Whether the bar slides away as the reader scrolls down.
    pub hide_on_scroll: bool,
    /// Its links, in order.
    pub items: Vec<LinkConfig<'a>>,
    /// The version dropdown: the sites of the library's versions, this one among them.
    pub versions: Vec<VersionLink<'a>>,
}

/// A logo of the navbar or footer.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(optional_fields)]
pub struct Logo<'a> {
    /// The image, relative to the base path.
    pub src: &'a str,
    /// The image's text alternative.
    pub alt: &'a str,
    /// Where the logo links to, if not the home page (the footer's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<&'a str>,
    /// The image's width in CSS pixels, where the app does not set it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// The image's height in CSS pixels, where the app does not set it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
}

/// A link in the navbar or footer: `to` is a route of the site, `href` leaves it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct LinkConfig<'a> {
    /// The link's text.
    pub label: &'a str,
    /// The route it leads to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<&'a str>,
    /// The address it leads to, outside the site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<&'a str>,
    /// Its accessible name, when the label is not enough (an icon's link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aria_label: Option<&'a str>,
    /// Which side of the navbar it goes to; the left when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "\"left\" | \"right\"")]
    pub position: Option<&'a str>,
    /// An icon shown instead of the label (`github`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<&'a str>,
}

/// A version of the docs, each a site of its own.
#[derive(Debug, Clone, Serialize, TS)]
pub struct VersionLink<'a> {
    /// What the reader's choice is stored as.
    pub name: &'a str,
    /// The version's name in the dropdown.
    pub label: &'a str,
    /// The address of the version's site.
    pub href: &'a str,
    /// Whether it is this site.
    pub current: bool,
}

/// The footer of every page.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(rename = "Footer")]
pub struct FooterData<'a> {
    /// The footer's look (`dark`): its element's class is `footer-<style>`.
    pub style: &'a str,
    /// The logo above the copyright line.
    pub logo: Logo<'a>,
    /// The copyright line, its `{year}` filled in.
    pub copyright: &'a str,
    /// Its columns of links.
    pub links: Vec<FooterColumn<'a>>,
}

/// A column of links in the footer.
#[derive(Debug, Clone, Serialize, TS)]
pub struct FooterColumn<'a> {
    /// The column's heading.
    pub title: &'a str,
    /// Its links, in order.
    pub items: Vec<LinkConfig<'a>>,
}

/// The names of one build's search files, relative to the base path. Both carry the
/// build's timestamp, so a browser never pairs an index with another build's records.
#[derive(Debug, Clone, Serialize, TS)]
pub struct SearchFiles<'a> {
    /// The records and the search options.
    pub docs: &'a str,
    /// The index.
    pub index: &'a str,
}

/// The files of reading offline, relative to the base path.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OfflineFiles<'a> {
    /// The service worker, which the app registers once the page has loaded.
    pub worker: &'a str,
    /// Every page's files with their sizes, which "Make available offline" saves.
    pub pages: &'a str,
    /// The script a sample or playground preview started offline runs first, when the
    /// site has previews.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub preview_loader: Option<String>,
}
