//! The site configuration, `content/site.toml`.

use serde::{Deserialize, Serialize};
use std::path::{Component, Path};

use site_diagnostics::{line_of, Diagnostics};

/// The site's configuration as `site.toml` writes it: identity, navigation and
/// site-wide settings, read once per build. The app receives its parts through the
/// site data (`data/site.json`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct SiteConfig {
    /// The site's name, in the navbar and after every page's title.
    pub title: String,
    /// The site's one-line description, for pages without one of their own.
    pub tagline: String,
    /// Scheme and host of the deployed site, for canonical URLs and the sitemap.
    pub url: String,
    /// Path prefix of every route, with leading and trailing slash.
    pub base_url: String,
    /// What separates a page's title from the site's in the document title (`|`).
    pub title_delimiter: String,
    /// The version of the component packages the site documents.
    pub library_version: String,
    /// The site's icon, a file of the static directories.
    pub favicon: String,
    /// The library's source repository.
    pub repository_url: String,
    /// Folders of `content/` copied as they are to the site root, in this order;
    /// a later folder's file wins over an earlier one's.
    pub static_dirs: Vec<String>,
    /// The site's languages.
    pub i18n: I18n,
    /// The light and dark themes' settings.
    pub color_mode: ColorMode,
    /// The banner above the navbar, if the site has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub announcement_bar: Option<AnnouncementBar>,
    /// The bar at the top of every page.
    pub navbar: Navbar,
    /// The footer of every page.
    pub footer: Footer,
    /// Where the docs tree is.
    pub docs: DocsConfig,
    /// Every sidebar by name, as its entries are written.
    pub sidebars: std::collections::BTreeMap<String, Vec<SidebarConfigItem>>,
    /// The installed component packages; without them the site has no component
    /// reference, no samples and no local CDN.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub packages: Option<Packages>,
    /// How the component reference is arranged.
    #[serde(default)]
    pub reference: ReferenceConfig,
    /// The move to version 2: its packages, curated entries and page. Without it, the
    /// site says nothing of version 2.
    #[serde(default, skip_serializing)]
    pub migration: Option<MigrationConfig>,
    /// The search box's options.
    #[serde(default)]
    pub search: SearchConfig,
    /// Base address of the docs' "Edit this page" links: followed by the source file's
    /// path from the project root. Without it, docs have no edit link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edit_url: Option<String>,
    /// The site's social card, a file of the static directories: the image link
    /// previews show.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// What the web app manifest says beyond the title and tagline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifest: Option<ManifestConfig>,
}

/// The web app manifest's settings (`manifest.webmanifest`); its name and
/// description are the site's title and tagline.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ManifestConfig {
    /// The app's name where the full title does not fit (under a home-screen icon).
    pub short_name: String,
    /// The browser's color around the site; also every document's `theme-color`.
    pub theme_color: String,
    /// The color of the splash screen while the installed app starts.
    pub background_color: String,
    /// Files of the static directories.
    pub icons: Vec<ManifestIcon>,
}

/// An icon of the web app manifest.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestIcon {
    /// The image, a file of the static directories.
    pub src: String,
    /// Its sizes as the manifest writes them (`192x192`, `any`).
    pub sizes: String,
    /// Its media type (`image/png`); `type` in the configuration.
    #[serde(rename = "type")]
    pub mime_type: String,
}

/// The search box's options, written into the search-doc file for the browser.
#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default, rename_all(serialize = "camelCase"))]
pub struct SearchConfig {
    /// How many results the search box shows.
    pub max_hits: usize,
    /// Whether the page a result opens marks the searched words.
    pub highlight_result: bool,
}

impl SearchConfig {
    /// The range `max_hits` must be in: a dropdown of more is not a dropdown.
    pub const MAX_HITS: std::ops::RangeInclusive<usize> = 1..=20;
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig { max_hits: 5, highlight_result: true }
    }
}

/// How the component reference is arranged.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ReferenceConfig {
    /// How the components sidebar nests parts: library -> group -> parts.
    #[serde(default)]
    pub groups: site_api::Groups,
}

/// The site's languages.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct I18n {
    /// The code of the site's language, one of `locales`: the documents' `lang` and
    /// `dir` come from it.
    pub default_locale: String,
    /// The languages the configuration describes.
    pub locales: Vec<Locale>,
}

/// A language.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Locale {
    /// The language's code (`en`).
    pub code: String,
    /// The language's name in itself (`English`).
    pub label: String,
    /// The direction of its text: `ltr` or `rtl`.
    pub direction: String,
    /// The calendar its dates are in (`gregory`).
    pub calendar: String,
}

/// The light and dark themes' settings.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ColorMode {
    /// The mode a first visit gets (`light` or `dark`).
    pub default_mode: String,
    /// Whether the reader cannot switch between the modes.
    pub disable_switch: bool,
    /// Whether the mode follows the reader's system setting (`prefers-color-scheme`).
    pub respect_prefers_color_scheme: bool,
}

/// The banner above the navbar.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct AnnouncementBar {
    /// What a reader's closing it is remembered by: a new id shows it again.
    pub id: String,
    /// Trusted HTML from the configuration.
    pub content: String,
    /// The banner's CSS background color.
    pub background_color: String,
    /// The CSS color of its text.
    pub text_color: String,
    /// Whether the reader can close it.
    pub is_closeable: bool,
}

/// The bar at the top of every page.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Navbar {
    /// The text beside the logo.
    pub title: String,
    /// The logo, beside the title; both lead home.
    pub logo: Logo,
    /// Whether the bar slides away as the reader scrolls down.
    pub hide_on_scroll: bool,
    /// Its links, in order.
    pub items: Vec<LinkConfig>,
    /// The version dropdown: the sites of the library's versions, this one among them.
    #[serde(default)]
    pub versions: Vec<VersionLink>,
}

/// A version of the docs, each a site of its own.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct VersionLink {
    /// What the reader's choice is stored as (Docusaurus calls this site's own docs
    /// version `current`).
    pub name: String,
    /// The version's name in the dropdown.
    pub label: String,
    /// The address of the version's site.
    pub href: String,
    /// Whether it is this site: its `href` is the site's `url` and `base_url`.
    #[serde(skip_deserializing)]
    pub current: bool,
}

/// A logo of the navbar or footer.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Logo {
    /// The image, relative to the base path.
    pub src: String,
    /// The image's text alternative.
    pub alt: String,
    /// Where the logo links to, if not the home page (the footer's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// The image's width in CSS pixels, where the app does not set it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// The image's height in CSS pixels, where the app does not set it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
}

/// A link in the navbar or footer: `to` is a route of the site, `href` leaves it.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct LinkConfig {
    /// The link's text.
    pub label: String,
    /// The route it leads to (checked against the site's routes).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The address it leads to, outside the site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// Its accessible name, when the label is not enough (an icon's link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aria_label: Option<String>,
    /// Which side of the navbar it goes to (`left` or `right`); the left when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// An icon shown instead of the label (`github`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
}

/// The footer of every page.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Footer {
    /// The footer's look (`dark`): its element's class is `footer-<style>`.
    pub style: String,
    /// The logo above the copyright line.
    pub logo: Logo,
    /// The copyright line; `{year}` stands for the build's year.
    pub copyright: String,
    /// Its columns of links.
    pub links: Vec<FooterColumn>,
}

/// A column of links in the footer.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct FooterColumn {
    /// The column's heading.
    pub title: String,
    /// Its links, in order.
    pub items: Vec<LinkConfig>,
}

/// Where the docs tree is.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct DocsConfig {
    /// Folder of `content/` holding the docs tree.
    pub dir: String,
}

/// Where the installed component packages are, which the component reference, the
/// samples' checks and the local CDN are built from.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Packages {
    /// The npm `node_modules` folder, relative to the project root.
    pub node_modules: String,
}

/// Where the move to version 2 is derived from, and where it is shown.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MigrationConfig {
    /// The folder of each 2.x package in `node_modules` (its npm alias), by library
    /// id (`main`, `fiori`, `base`): only their manifests and metadata are read.
    pub packages: std::collections::BTreeMap<String, String>,
    /// The folder of the curated entries, inside `content/`.
    pub dir: String,
    /// The id of the doc the migration page is made of.
    pub page: String,
    /// The version 2 site, which the "In version 2" sections link to.
    pub site_url: String,
}

/// An entry of a sidebar as written in the configuration.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum SidebarConfigItem {
    /// Every doc below a folder of the docs tree, in the folder's order.
    Autogenerated {
        /// The folder, relative to the docs folder (`.` for all of it).
        dir: String,
    },
    /// One doc by its id (`getting-started/first-steps`).
    Doc {
        /// The doc's id: its path in the docs tree without order prefixes or extension,
        /// or the `id` its front matter gives.
        id: String,
        /// The entry's text, instead of the doc's sidebar label.
        label: Option<String>,
    },
    /// A link to an address of any site.
    Link {
        /// The link's text.
        label: String,
        /// The address it leads to.
        href: String,
    },
    /// A group of entries, under a heading that opens and closes it.
    Category {
        /// The heading's text.
        label: String,
        /// The id of a doc the heading links to, if it links to one.
        link: Option<String>,
        /// The entries in the group.
        items: Vec<SidebarConfigItem>,
    },
}

/// The line of a key of the configuration, by its path of table names
/// (`["docs", "dir"]`), for messages about its value.
pub fn key_line(text: &str, path: &[&str]) -> Option<usize> {
    let document = toml::de::DeTable::parse(text).ok()?;
    let (last, tables) = path.split_last()?;
    let mut table = document.get_ref();
    for name in tables {
        table = table.iter().find(|(key, _)| key.get_ref() == name)?.1.get_ref().as_table()?;
    }
    let (key, _) = table.iter().find(|(key, _)| key.get_ref() == last)?;
    Some(line_of(text, key.span().start))
}

/// The folder of `content/` with the standalone pages.
pub const PAGES_DIR: &str = "pages";
/// The folder of `content/` with the samples.
pub const SAMPLES_DIR: &str = "samples";
/// The folder of `content/` with the playground's examples.
pub const PLAYGROUND_DIR: &str = "playground";
/// The folder of `content/` with the Try it starting markups.
pub const TRY_IT_DIR: &str = "try-it";

/// Whether one folder of `content/` is, holds or is inside the other.
fn folders_overlap(a: &str, b: &str) -> bool {
    let parts = |dir: &str| -> Vec<String> {
        Path::new(dir)
            .components()
            .filter_map(|c| c.as_os_str().to_str().filter(|_| matches!(c, Component::Normal(_))).map(str::to_string))
            .collect()
    };
    let (a, b) = (parts(a), parts(b));
    a.iter().zip(&b).all(|(x, y)| x == y)
}

impl SiteConfig {
    /// The folders of `content/` the engine reads sources from.
    pub fn source_folders(&self) -> Vec<&str> {
        let configured = [Some(self.docs.dir.as_str()), self.migration.as_ref().map(|m| m.dir.as_str())];
        configured.into_iter().flatten().chain([PAGES_DIR, SAMPLES_DIR, PLAYGROUND_DIR, TRY_IT_DIR]).collect()
    }

    /// Reads and validates the configuration; problems are reported against `file`.
    pub fn load(path: &Path, file: &Path, diagnostics: &Diagnostics) -> Option<SiteConfig> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) => {
                diagnostics.error(file, None, format!("cannot read the site configuration: {err}"));
                return None;
            }
        };
        Self::parse(&text, file, diagnostics)
    }

    /// Parses and validates the configuration's text; problems are reported against
    /// `file`, with the line of the key they concern where it is known.
    fn parse(text: &str, file: &Path, diagnostics: &Diagnostics) -> Option<SiteConfig> {
        let config: SiteConfig = match toml::from_str(text) {
            Ok(config) => config,
            Err(err) => {
                let line = err.span().map(|span| line_of(text, span.start));
                diagnostics.error(file, line, err.message().to_string());
                return None;
            }
        };
        let base = &config.base_url;
        if !base.starts_with('/') || !base.ends_with('/') {
            diagnostics.error(file, key_line(text, &["base_url"]), format!("base_url `{base}` must start and end with `/`"));
            return None;
        }
        // The build reads every file below these folders: outside `content/`, a typo
        // could have it read the whole disk.
        let folders = config
            .static_dirs
            .iter()
            .map(|dir| (&["static_dirs"][..], dir))
            .chain([(&["docs", "dir"][..], &config.docs.dir)])
            .chain(config.migration.as_ref().map(|m| (&["migration", "dir"][..], &m.dir)));
        for (key, dir) in folders {
            let inside = Path::new(dir).components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
                && Path::new(dir).components().any(|c| matches!(c, Component::Normal(_)));
            if !inside {
                let message = format!("{} `{dir}` must be a folder inside content/", key.join("."));
                diagnostics.error(file, key_line(text, key), message);
                return None;
            }
        }
        // A static folder is published as it is: one holding the site's sources would
        // publish them beside the pages made from them.
        let sources = config.source_folders();
        for dir in &config.static_dirs {
            if let Some(source) = sources.iter().find(|source| folders_overlap(dir, source)) {
                let message = format!(
                    "static_dirs `{dir}` overlaps content/{source}/, which holds the site's sources: give static files a folder of their own"
                );
                diagnostics.error(file, key_line(text, &["static_dirs"]), message);
                return None;
            }
        }
        let max_hits = config.search.max_hits;
        if !SearchConfig::MAX_HITS.contains(&max_hits) {
            let line = text.find("max_hits").map(|offset| line_of(text, offset));
            let (low, high) = (SearchConfig::MAX_HITS.start(), SearchConfig::MAX_HITS.end());
            diagnostics.error(file, line, format!("search.max_hits is {max_hits}; it must be from {low} to {high}"));
            return None;
        }
        let mut config = config;
        let home = format!("{}{}", config.url.trim_end_matches('/'), config.base_url);
        for version in &mut config.navbar.versions {
            version.current = version.href == home;
        }
        if !config.navbar.versions.is_empty() && !config.navbar.versions.iter().any(|v| v.current) {
            let line = text.lines().position(|l| l.trim_start().starts_with("versions")).map(|i| i + 1);
            diagnostics.error(file, line, format!("navbar versions: none links to this site ({home}), so none can be marked current"));
        }
        Some(config)
    }

    /// The absolute address of a file of the site (`img/card.png`), for link previews.
    pub fn absolute_file_url(&self, path: &str) -> String {
        format!("{}{}{}", self.url.trim_end_matches('/'), self.base_url, path.trim_start_matches('/'))
    }

    /// The page title shown in the browser: `Page | Site`, or the site title alone.
    pub fn page_title(&self, page_title: &str) -> String {
        if page_title.is_empty() || page_title == self.title {
            self.title.clone()
        } else {
            format!("{page_title} {} {}", self.title_delimiter, self.title)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIXTURE: &str = include_str!("../../compiler/tests/fixtures/site/content/site.toml");

    fn errors(text: &str) -> Vec<String> {
        let diagnostics = Diagnostics::default();
        SiteConfig::parse(text, Path::new("content/site.toml"), &diagnostics);
        diagnostics.take().iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn the_fixture_is_valid() {
        assert_eq!(errors(FIXTURE), Vec::<String>::new());
    }

    #[test]
    fn folders_the_build_walks_must_be_inside_content() {
        for dir in ["/", "..", "static/../..", ""] {
            let text = FIXTURE.replace("static_dirs = [\"static\"]", &format!("static_dirs = [\"static\", {dir:?}]"));
            assert_eq!(errors(&text), [format!("error: content/site.toml:9: static_dirs `{dir}` must be a folder inside content/")]);
        }
        let text = FIXTURE.replace("dir = \"docs\"", "dir = \"/home\"");
        assert_eq!(errors(&text), ["error: content/site.toml:33: docs.dir `/home` must be a folder inside content/"]);
    }

    #[test]
    fn a_static_folder_may_not_hold_or_be_inside_the_sites_sources() {
        for (dir, source) in [("pages", "pages"), ("./pages", "pages"), ("docs/images", "docs"), ("samples/main", "samples")] {
            let text = FIXTURE.replace("static_dirs = [\"static\"]", &format!("static_dirs = [{dir:?}, \"static\"]"));
            let message = format!(
                "error: content/site.toml:9: static_dirs `{dir}` overlaps content/{source}/, which holds the site's sources: give static files a folder of their own"
            );
            assert_eq!(errors(&text), [message]);
        }
        let text = FIXTURE.replace("static_dirs = [\"static\"]", "static_dirs = [\"static\", \"pages-assets\"]");
        assert_eq!(errors(&text), Vec::<String>::new(), "a name that only starts like a source folder's");
    }

    #[test]
    fn errors_in_values_and_syntax_name_their_line() {
        assert_eq!(
            errors(&FIXTURE.replace("base_url = \"/base/\"", "base_url = \"base\"")),
            ["error: content/site.toml:4: base_url `base` must start and end with `/`"]
        );
        let broken = errors(&FIXTURE.replace("[navbar]", "[navbar"));
        assert_eq!(broken, ["error: content/site.toml:20: unclosed table, expected `]`"]);
    }

    const MINIMAL: &str = include_str!("../../compiler/tests/fixtures/site/content/site.toml");

    fn parse(extra: &str) -> (Option<SiteConfig>, Vec<site_diagnostics::Diagnostic>) {
        let diagnostics = Diagnostics::default();
        let config = SiteConfig::parse(&format!("{MINIMAL}\n{extra}"), Path::new("content/site.toml"), &diagnostics);
        (config, diagnostics.take())
    }

    #[test]
    fn search_options_default_to_five_hits_with_highlighting() {
        let (config, _) = parse("");
        let search = config.unwrap().search;
        assert_eq!((search.max_hits, search.highlight_result), (5, true));
        let (config, _) = parse("[search]\nmax_hits = 8\nhighlight_result = false\n");
        let search = config.unwrap().search;
        assert_eq!((search.max_hits, search.highlight_result), (8, false));
    }

    #[test]
    fn out_of_range_max_hits_is_an_error_on_its_line() {
        let (config, diagnostics) = parse("[search]\nmax_hits = 0\n");
        assert!(config.is_none());
        let line = MINIMAL.lines().count() + 3;
        assert_eq!(diagnostics[0].to_string(), format!("error: content/site.toml:{line}: search.max_hits is 0; it must be from 1 to 20"));
        let (_, diagnostics) = parse("[search]\nmax_hit = 3\n");
        assert!(diagnostics[0].message.contains("unknown field `max_hit`"), "{}", diagnostics[0]);
    }
}
