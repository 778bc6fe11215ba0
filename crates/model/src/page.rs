//! A page of the built site, as the app receives it (`data/<route>index.json`).

use serde::Serialize;
use std::path::PathBuf;
use ts_rs::TS;

use crate::home::HomeFrontMatter;
use crate::navigation::{Crumb, Heading, PageLink};
use crate::routes::PageKind;

/// A page of the site: what the app receives as its page data, and what the build keeps
/// of it besides (the fields that are not serialized).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "PageData", optional_fields)]
pub struct Page {
    /// The page's route (see [`crate::routes`]).
    pub route: String,
    /// What the page shows, which picks the app's page component.
    pub kind: PageKind,
    /// The page's title.
    pub title: String,
    /// The page's description, for search engines and link previews.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The sidebar shown beside the page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar: Option<String>,
    /// The article, rendered.
    pub html: String,
    /// Headings of levels 2 and 3, for the table of contents.
    pub toc: Vec<Heading>,
    /// The page before this one in its sidebar.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous: Option<PageLink>,
    /// The page after this one in its sidebar.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<PageLink>,
    /// The categories that lead to the page in its sidebar, then the page.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<Crumb>>")]
    pub breadcrumbs: Vec<Crumb>,
    /// Where to edit the page's source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
    /// When the page's source last changed, from the repository's history.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_updated: Option<LastUpdated>,
    /// The page's tags, listed under the article.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>")]
    pub tags: Vec<String>,
    /// The home page's parts, for the home page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<HomeFrontMatter>,
    /// The icon collections, for the icons page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icons: Option<crate::icons::IconsPageData>,
    /// Live samples, for pages that have them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<SampleData>>")]
    pub samples: Vec<SampleData>,
    /// The playground's examples and settings, for the playground page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub playground: Option<crate::playground::PlaygroundData>,
    /// The content of a reference page, as data.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reference: Option<crate::reference::Reference>,
    /// The migration page's changes and converter, below its article.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub migration: Option<crate::migration::MigrationPageData>,
    /// The id of the title's heading, on pages the app renders from data (`reference`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title_id: Option<String>,
    /// The page's keywords, for search engines.
    #[serde(skip)]
    pub keywords: Vec<String>,
    /// Every place of the page a link can name after `#`: its headings' ids and the
    /// anchors its HTML defines; for anchor checks.
    #[serde(skip)]
    pub anchor_ids: Vec<String>,
    /// The file the page comes from, relative to the project root.
    #[serde(skip)]
    pub source: PathBuf,
    /// Files the page embeds, copied beside it.
    #[serde(skip)]
    pub assets: Vec<PageAsset>,
    /// The page's own social card (a file of the static directories), if not the site's.
    #[serde(skip)]
    pub image: Option<String>,
    /// The page as Markdown, for tools: written beside the page as `index.md`.
    #[serde(skip)]
    pub markdown: Option<String>,
}

impl Page {
    /// A page with its identity and article, and nothing else yet: each kind of page
    /// fills in what it has (`Page { toc, ..Page::new(...) }`).
    pub fn new(route: impl Into<String>, kind: PageKind, title: impl Into<String>, html: String, source: PathBuf) -> Page {
        Page {
            route: route.into(),
            kind,
            title: title.into(),
            description: None,
            sidebar: None,
            html,
            toc: Vec::new(),
            previous: None,
            next: None,
            breadcrumbs: Vec::new(),
            edit_url: None,
            last_updated: None,
            tags: Vec::new(),
            home: None,
            icons: None,
            samples: Vec::new(),
            playground: None,
            reference: None,
            migration: None,
            title_id: None,
            keywords: Vec::new(),
            anchor_ids: Vec::new(),
            source,
            assets: Vec::new(),
            image: None,
            markdown: None,
        }
    }
}

/// A live sample as the page shows it: its preview and its files (which a download
/// makes a project of, in the app).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct SampleData {
    /// `main/Button/Basic`, also the `data-sample-id` of its placeholder in the article.
    pub id: String,
    /// The sample's name.
    pub title: String,
    /// What it shows, as HTML.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Site-root-relative URL of the preview page.
    pub preview_url: String,
    /// The sample's markup as a highlighted code block, shown until the preview runs.
    pub code: String,
    /// Its files, as the editor's tabs show them.
    pub files: Vec<SampleFile>,
}

/// One file of a sample, as the page shows and downloads it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct SampleFile {
    /// The file's name.
    #[ts(type = "\"index.html\" | \"main.js\" | \"main.css\"")]
    pub name: &'static str,
    /// The language the editor highlights it as.
    #[ts(type = "\"html\" | \"js\" | \"css\"")]
    pub language: &'static str,
    /// The file's text.
    pub code: String,
}

/// A page's last change, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct LastUpdated {
    /// `2026-11-23` (UTC), for the `datetime` attribute.
    pub date: String,
    /// `Nov 23, 2026`, for the reader.
    pub text: String,
}

/// A file next to a markdown source that the page embeds (an image).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageAsset {
    /// The file, relative to the project root.
    pub source: PathBuf,
    /// Output path relative to the site root.
    pub output: PathBuf,
}
