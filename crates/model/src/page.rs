//! A page of the built site, as the app receives it (`data/<route>index.json`).

use serde::Serialize;
use std::path::PathBuf;
use ts_rs::TS;

use crate::home::HomeFrontMatter;
use crate::icons::IconsPageData;
use crate::migration::MigrationPageData;
use crate::navigation::{Crumb, Heading, PageLink};
use crate::playground::PlaygroundData;
use crate::reference::{CardIndex, ComponentReference, EnumReference, InterfaceReference};
use crate::routes::PageKind;

/// A page of the site: what the app receives as its page data, and what the build keeps
/// of it besides (the fields that are not serialized).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename = "PageData", optional_fields)]
pub struct Page {
    /// The page's route (see [`crate::routes`]).
    pub route: String,
    /// What the page shows, by its kind (`kind` in the data), which picks the app's
    /// page component: each kind has its parts and only those.
    #[serde(flatten)]
    pub content: PageContent,
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
    /// Live samples, for pages that have them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<SampleData>>")]
    pub samples: Vec<SampleData>,
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
    pub fn new(route: impl Into<String>, content: PageContent, title: impl Into<String>, html: String, source: PathBuf) -> Page {
        Page {
            route: route.into(),
            content,
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
            samples: Vec::new(),
            title_id: None,
            keywords: Vec::new(),
            anchor_ids: Vec::new(),
            source,
            assets: Vec::new(),
            image: None,
            markdown: None,
        }
    }

    /// What the page shows, which picks the app's page component.
    pub fn kind(&self) -> PageKind {
        self.content.kind()
    }
}

/// What a page shows besides its article, by kind: the parts of its kind and no
/// others, so the app reads them where it switches on `kind`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(tag = "kind", rename_all = "camelCase")]
// The larger parts are boxed: every page of a build holds one, and a doc holds none
// of them (inline, a component's made every page of a large site 1 KB larger).
pub enum PageContent {
    /// The home page, with its parts.
    Home {
        /// The hero, the frameworks and the cards.
        home: Box<HomeFrontMatter>,
    },
    /// The icons page.
    Icons {
        /// The icon collections.
        icons: IconsPageData,
    },
    /// A doc of the docs tree, with its sidebar.
    Doc,
    /// A standalone page (`content/pages/`), without a sidebar.
    Page,
    /// A component's reference page (or the base element's).
    Component {
        /// The component's API and what the page shows of it.
        reference: Box<ComponentReference>,
    },
    /// An enum's reference page.
    Enum {
        /// The enum's values.
        reference: Box<EnumReference>,
    },
    /// An interface's reference page.
    Interface {
        /// The interface and the components that implement it.
        reference: Box<InterfaceReference>,
    },
    /// A page of cards: a library's components, enums or interfaces.
    CardIndex {
        /// The cards.
        reference: CardIndex,
    },
    /// The playground.
    Playground {
        /// Its examples and settings.
        playground: PlaygroundData,
    },
    /// The full search results page.
    Search,
    /// The migration page: a doc, followed by the changes to version 2 and the markup converter.
    Migration {
        /// The changes and the converter, below the article.
        migration: MigrationPageData,
    },
}

impl PageContent {
    /// The page's kind.
    pub fn kind(&self) -> PageKind {
        match self {
            PageContent::Home { .. } => PageKind::Home,
            PageContent::Icons { .. } => PageKind::Icons,
            PageContent::Doc => PageKind::Doc,
            PageContent::Page => PageKind::Page,
            PageContent::Component { .. } => PageKind::Component,
            PageContent::Enum { .. } => PageKind::Enum,
            PageContent::Interface { .. } => PageKind::Interface,
            PageContent::CardIndex { .. } => PageKind::CardIndex,
            PageContent::Playground { .. } => PageKind::Playground,
            PageContent::Search => PageKind::Search,
            PageContent::Migration { .. } => PageKind::Migration,
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
