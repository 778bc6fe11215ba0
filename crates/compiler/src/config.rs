//! The site configuration, `content/site.toml`.

use serde::{Deserialize, Serialize};
use std::path::{Component, Path};

use site_diagnostics::{line_of, Diagnostics};

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct SiteConfig {
    pub title: String,
    pub tagline: String,
    /// Scheme and host of the deployed site, for canonical URLs and the sitemap.
    pub url: String,
    /// Path prefix of every route, with leading and trailing slash.
    pub base_url: String,
    pub title_delimiter: String,
    pub library_version: String,
    pub favicon: String,
    pub repository_url: String,
    pub static_dirs: Vec<String>,
    pub i18n: I18n,
    pub color_mode: ColorMode,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub announcement_bar: Option<AnnouncementBar>,
    pub navbar: Navbar,
    pub footer: Footer,
    pub docs: DocsConfig,
    pub sidebars: std::collections::BTreeMap<String, Vec<SidebarConfigItem>>,
    /// The installed component packages; without them the site has no component
    /// reference, no samples and no local CDN.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub packages: Option<Packages>,
    #[serde(default)]
    pub reference: ReferenceConfig,
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

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ManifestConfig {
    pub short_name: String,
    pub theme_color: String,
    pub background_color: String,
    /// Files of the static directories.
    pub icons: Vec<ManifestIcon>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestIcon {
    pub src: String,
    pub sizes: String,
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

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ReferenceConfig {
    /// How the components sidebar nests parts: library -> group -> parts.
    #[serde(default)]
    pub groups: site_reference::Groups,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct I18n {
    pub default_locale: String,
    pub locales: Vec<Locale>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Locale {
    pub code: String,
    pub label: String,
    pub direction: String,
    pub calendar: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct ColorMode {
    pub default_mode: String,
    pub disable_switch: bool,
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct AnnouncementBar {
    pub id: String,
    /// Trusted HTML from the configuration.
    pub content: String,
    pub background_color: String,
    pub text_color: String,
    pub is_closeable: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Navbar {
    pub title: String,
    pub logo: Logo,
    pub hide_on_scroll: bool,
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
    pub label: String,
    pub href: String,
    /// Whether it is this site: its `href` is the site's `url` and `base_url`.
    #[serde(skip_deserializing)]
    pub current: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Logo {
    pub src: String,
    pub alt: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
}

/// A link in the navbar or footer: `to` is a route of the site, `href` leaves it.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct LinkConfig {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aria_label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Footer {
    pub style: String,
    pub logo: Logo,
    pub copyright: String,
    pub links: Vec<FooterColumn>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct FooterColumn {
    pub title: String,
    pub items: Vec<LinkConfig>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct DocsConfig {
    /// Folder of `content/` holding the docs tree.
    pub dir: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct Packages {
    /// The npm `node_modules` folder, relative to the project root.
    pub node_modules: String,
}

/// An entry of a sidebar as written in the configuration.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum SidebarConfigItem {
    /// Every doc below a folder of the docs tree, in the folder's order.
    Autogenerated {
        dir: String,
    },
    /// One doc by its id (`getting-started/first-steps`).
    Doc {
        id: String,
        label: Option<String>,
    },
    Link {
        label: String,
        href: String,
    },
    Category {
        label: String,
        link: Option<String>,
        items: Vec<SidebarConfigItem>,
    },
}

/// The line of a key of the configuration, by its path of table names
/// (`["docs", "dir"]`), for messages about its value.
fn key_line(text: &str, path: &[&str]) -> Option<usize> {
    let document = toml::de::DeTable::parse(text).ok()?;
    let (last, tables) = path.split_last()?;
    let mut table = document.get_ref();
    for name in tables {
        table = table.iter().find(|(key, _)| key.get_ref() == name)?.1.get_ref().as_table()?;
    }
    let (key, _) = table.iter().find(|(key, _)| key.get_ref() == last)?;
    Some(line_of(text, key.span().start))
}

impl SiteConfig {
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

    pub fn parse(text: &str, file: &Path, diagnostics: &Diagnostics) -> Option<SiteConfig> {
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
        let folders = config.static_dirs.iter().map(|dir| (&["static_dirs"][..], dir)).chain([(&["docs", "dir"][..], &config.docs.dir)]);
        for (key, dir) in folders {
            let inside = Path::new(dir).components().all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
                && Path::new(dir).components().any(|c| matches!(c, Component::Normal(_)));
            if !inside {
                let message = format!("{} `{dir}` must be a folder inside content/", key.join("."));
                diagnostics.error(file, key_line(text, key), message);
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

    const FIXTURE: &str = include_str!("../tests/fixtures/site/content/site.toml");

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
    fn errors_in_values_and_syntax_name_their_line() {
        assert_eq!(
            errors(&FIXTURE.replace("base_url = \"/base/\"", "base_url = \"base\"")),
            ["error: content/site.toml:4: base_url `base` must start and end with `/`"]
        );
        let broken = errors(&FIXTURE.replace("[navbar]", "[navbar"));
        assert_eq!(broken, ["error: content/site.toml:20: unclosed table, expected `]`"]);
    }

    const MINIMAL: &str = include_str!("../tests/fixtures/site/content/site.toml");

    fn parse(extra: &str) -> (Option<SiteConfig>, Vec<crate::Diagnostic>) {
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
