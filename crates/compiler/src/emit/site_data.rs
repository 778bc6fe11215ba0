//! `data/site.json`: fills the site data (`site_model::site`) from the configuration
//! and the sidebars.

use std::collections::BTreeMap;

use site_config::SiteConfig;
use site_model::navigation::SidebarItem;
use site_model::site;
use site_search_files::SearchFiles;

pub use site_model::site::SITE_DATA_PATH;

/// The Vite version a downloaded project (a sample's or the playground's) builds with.
pub const VITE_VERSION: &str = "^6.3.5";

/// `data/site.json` of a build: the routes sorted, the copyright's `{year}` filled in,
/// the search files' names (none in the prerenderer's copy, as they change with
/// every build) and the files of reading offline, when the build has a worker.
pub(crate) fn json(
    config: &SiteConfig,
    sidebars: &BTreeMap<String, Vec<SidebarItem>>,
    mut routes: Vec<&str>,
    year: i32,
    search: Option<&SearchFiles>,
    offline: Option<site::OfflineFiles>,
) -> serde_json::Result<Vec<u8>> {
    routes.sort_unstable();
    let copyright = copyright(&config.footer.copyright, year);
    let data = site::SiteData {
        title: &config.title,
        tagline: &config.tagline,
        url: &config.url,
        base_url: &config.base_url,
        title_delimiter: &config.title_delimiter,
        library_version: &config.library_version,
        repository_url: &config.repository_url,
        download: site::DownloadData {
            library_version: &config.library_version,
            vite_version: VITE_VERSION,
            packages: &site_front_end::local_cdn::PACKAGES,
        },
        locale: config.i18n.locales.iter().find(|l| l.code == config.i18n.default_locale).map(|l| site::Locale {
            code: &l.code,
            label: &l.label,
            direction: &l.direction,
            calendar: &l.calendar,
        }),
        color_mode: site::ColorMode {
            default_mode: &config.color_mode.default_mode,
            disable_switch: config.color_mode.disable_switch,
            respect_prefers_color_scheme: config.color_mode.respect_prefers_color_scheme,
        },
        announcement_bar: config.announcement_bar.as_ref().map(|bar| site::AnnouncementBar {
            id: &bar.id,
            content: &bar.content,
            background_color: &bar.background_color,
            text_color: &bar.text_color,
            is_closeable: bar.is_closeable,
        }),
        navbar: site::Navbar {
            title: &config.navbar.title,
            logo: logo(&config.navbar.logo),
            hide_on_scroll: config.navbar.hide_on_scroll,
            items: links(&config.navbar.items),
            versions: config
                .navbar
                .versions
                .iter()
                .map(|v| site::VersionLink { name: &v.name, label: &v.label, href: &v.href, current: v.current })
                .collect(),
        },
        footer: site::FooterData {
            style: &config.footer.style,
            logo: logo(&config.footer.logo),
            copyright: &copyright,
            links: config.footer.links.iter().map(|c| site::FooterColumn { title: &c.title, items: links(&c.items) }).collect(),
        },
        sidebars,
        routes: &routes,
        search: search.map(|s| site::SearchFiles { docs: &s.docs, index: &s.index }),
        offline,
    };
    serde_json::to_vec(&data)
}

fn logo(logo: &site_config::Logo) -> site::Logo<'_> {
    site::Logo { src: &logo.src, alt: &logo.alt, href: logo.href.as_deref(), width: logo.width, height: logo.height }
}

fn links(items: &[site_config::LinkConfig]) -> Vec<site::LinkConfig<'_>> {
    items
        .iter()
        .map(|l| site::LinkConfig {
            label: &l.label,
            to: l.to.as_deref(),
            href: l.href.as_deref(),
            aria_label: l.aria_label.as_deref(),
            position: l.position.as_deref(),
            icon: l.icon.as_deref(),
        })
        .collect()
}

/// The footer's copyright line with `{year}` filled in.
pub fn copyright(template: &str, year: i32) -> String {
    template.replace("{year}", &year.to_string())
}

/// Milliseconds since the Unix epoch, from the system clock.
pub fn timestamp() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// The current year in UTC, from the system clock.
pub fn current_year() -> i32 {
    let days = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() / 86_400).unwrap_or(0) as i64;
    civil_year(days)
}

/// The proleptic Gregorian year of a day count since 1970-01-01.
fn civil_year(days: i64) -> i32 {
    // Howard Hinnant's days-to-civil algorithm, year part only.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_from_day_counts() {
        assert_eq!(civil_year(0), 1970);
        assert_eq!(civil_year(20_454), 2026); // 2026-01-01
        assert_eq!(civil_year(20_453), 2025); // 2025-12-31
    }

    #[test]
    fn copyright_fills_in_the_year() {
        assert_eq!(copyright("© Copyright {year}, SAP SE", 2026), "© Copyright 2026, SAP SE");
    }
}
