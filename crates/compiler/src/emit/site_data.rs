//! `data/site.json`: what every page of the app shares (configuration and sidebars).

use serde::Serialize;
use std::collections::BTreeMap;

use crate::config::{AnnouncementBar, ColorMode, Locale, Navbar, SiteConfig};
use site_model::navigation::SidebarItem;

/// Where the app finds the shared site data, relative to the site root.
pub const SITE_DATA_PATH: &str = "data/site.json";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteData<'a> {
    pub title: &'a str,
    pub tagline: &'a str,
    pub url: &'a str,
    pub base_url: &'a str,
    pub title_delimiter: &'a str,
    pub library_version: &'a str,
    pub repository_url: &'a str,
    pub locale: Option<&'a Locale>,
    pub color_mode: &'a ColorMode,
    pub announcement_bar: Option<&'a AnnouncementBar>,
    pub navbar: &'a Navbar,
    pub footer: FooterData<'a>,
    pub sidebars: &'a BTreeMap<String, Vec<SidebarItem>>,
    /// Every route with a page, so the app knows a missing page without asking.
    pub routes: Vec<&'a str>,
    /// This build's search files.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<crate::search::SearchFiles>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FooterData<'a> {
    pub style: &'a str,
    pub logo: &'a crate::config::Logo,
    pub copyright: String,
    pub links: &'a [crate::config::FooterColumn],
}

impl<'a> SiteData<'a> {
    pub fn new(config: &'a SiteConfig, sidebars: &'a BTreeMap<String, Vec<SidebarItem>>, mut routes: Vec<&'a str>, year: i32) -> Self {
        routes.sort_unstable();
        SiteData {
            title: &config.title,
            tagline: &config.tagline,
            url: &config.url,
            base_url: &config.base_url,
            title_delimiter: &config.title_delimiter,
            library_version: &config.library_version,
            repository_url: &config.repository_url,
            locale: config.i18n.locales.iter().find(|l| l.code == config.i18n.default_locale),
            color_mode: &config.color_mode,
            announcement_bar: config.announcement_bar.as_ref(),
            navbar: &config.navbar,
            footer: FooterData {
                style: &config.footer.style,
                logo: &config.footer.logo,
                copyright: copyright(&config.footer.copyright, year),
                links: &config.footer.links,
            },
            sidebars,
            routes,
            search: None,
        }
    }
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
