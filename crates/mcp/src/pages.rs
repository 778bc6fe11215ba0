//! `get_page` and the resources: a page's Markdown twin (`<route>index.md`), found by
//! any way of writing its address. Only the routes the build lists are read, so no
//! path an agent writes can name a file of its own choosing.

use crate::closest::{closest, OFFERED};
use crate::site::Site;

/// The route of the page `path` names, if the site has one: a route
/// (`components/Button/`), a path under the base (`/webcomponents/v1/components/Button`),
/// or an address, percent-encoded or not, with or without `index.md`, `index.html`, a
/// query or an anchor.
pub(crate) fn route_of(site: &Site, path: &str) -> Option<String> {
    let mut path = path.trim();
    // An address is the site's only with its base path: another scheme, or a path
    // outside the base, names no page of it.
    let address = path.split_once("://");
    if let Some((scheme, rest)) = address {
        if !scheme.eq_ignore_ascii_case("https") && !scheme.eq_ignore_ascii_case("http") {
            return None;
        }
        path = rest.find('/').map_or("", |at| &rest[at..]);
    }
    let path = path.split(['#', '?']).next().unwrap_or_default();
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8_lossy();
    let path = decoded.trim_start_matches('/');
    let base = site.base_url.trim_matches('/');
    let under_base = path.strip_prefix(base).filter(|rest| rest.is_empty() || rest.starts_with('/'));
    let path = match under_base {
        Some(rest) => rest.trim_start_matches('/'),
        None if address.is_some() && !base.is_empty() => return None,
        None => path,
    };
    let path = ["index.md", "index.html", "index.json"].iter().find_map(|file| path.strip_suffix(file)).unwrap_or(path);
    let route = if path.is_empty() || path.ends_with('/') { path.to_string() } else { format!("{path}/") };
    let exact = site.routes.contains(&route).then_some(route.clone());
    // Readers write `components/button/` as often as the route's own case.
    exact.or_else(|| site.routes.iter().find(|known| known.eq_ignore_ascii_case(&route)).cloned())
}

/// The Markdown twin of the page `path` names, or an error naming the closest pages.
pub(crate) fn page(site: &Site, path: &str) -> Result<String, String> {
    let Some(route) = route_of(site, path) else {
        let wanted = path.trim().trim_matches('/');
        let offered: Vec<String> = closest(wanted, site.routes.iter().map(String::as_str), OFFERED)
            .into_iter()
            .map(|route| format!("`{route}` ({})", site.title(route)))
            .collect();
        let hint = if offered.is_empty() { String::new() } else { format!(" Closest: {}.", offered.join(", ")) };
        return Err(format!("No page `{path}` on this site.{hint} `search_docs` finds pages by their words."));
    };
    read_twin(site, &route)
}

/// The twin of a route the build lists.
pub(crate) fn read_twin(site: &Site, route: &str) -> Result<String, String> {
    debug_assert!(site.routes.contains(route));
    let file = site.dir.join(route).join("index.md");
    // Routes come from the build; a link in the folder must still not lead out of it.
    let resolved = file.canonicalize().map_err(|err| format!("the page `{route}` has no Markdown twin: {err}"))?;
    if !resolved.starts_with(&site.dir) {
        return Err(format!("the page `{route}` is not in the built site"));
    }
    std::fs::read_to_string(&resolved).map_err(|err| format!("the page `{route}` cannot be read: {err}"))
}
