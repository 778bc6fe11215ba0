//! The web app manifest: what a browser shows when the site is installed or pinned.

use serde_json::json;

use site_config::SiteConfig;

/// Where the manifest goes, relative to the site root.
pub(crate) const MANIFEST_PATH: &str = "manifest.webmanifest";

/// The manifest, if the configuration has a `[manifest]` table.
pub(crate) fn web_app_manifest(config: &SiteConfig) -> Option<Vec<u8>> {
    let manifest = config.manifest.as_ref()?;
    let locale = config.i18n.locales.iter().find(|l| l.code == config.i18n.default_locale);
    let icons: Vec<_> = manifest
        .icons
        .iter()
        .map(|icon| json!({ "src": format!("{}{}", config.base_url, icon.src.trim_start_matches('/')), "sizes": icon.sizes, "type": icon.mime_type }))
        .collect();
    let value = json!({
        "name": config.title,
        "short_name": manifest.short_name,
        "description": config.tagline,
        "lang": locale.map_or("en", |l| l.code.as_str()),
        "dir": locale.map_or("ltr", |l| l.direction.as_str()),
        "start_url": config.base_url,
        "scope": config.base_url,
        // A docs site keeps the browser's back button and address at hand.
        "display": "minimal-ui",
        "theme_color": manifest.theme_color,
        "background_color": manifest.background_color,
        "icons": icons,
    });
    Some(serde_json::to_vec_pretty(&value).expect("the manifest serializes"))
}
