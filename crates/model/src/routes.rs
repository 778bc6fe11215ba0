//! Routes: the site's addresses, and the table of every route the build emits.
//!
//! A route is kept decoded and relative to the base path, with a trailing slash
//! (`docs/Release Management/`); the home page is the empty route. It is
//! percent-encoded only when it becomes a URL.

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// What a path segment escapes: every character RFC 3986 does not allow in one (pchar),
/// and `%`. The app encodes the same way (`route_urls.json` holds the cases both test).
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'/')
    .add(b'\\')
    .add(b'^')
    .add(b'|')
    .add(b'[')
    .add(b']');

/// The URL path of a route: base path plus the encoded route.
pub fn route_url(base_url: &str, route: &str) -> String {
    let mut url = base_url.to_string();
    for segment in route.split('/').filter(|s| !s.is_empty()) {
        url.extend(utf8_percent_encode(segment, SEGMENT));
        url.push('/');
    }
    url
}

/// The full address of a route on the site at `origin` (`https://ui5.github.io`), as
/// the sitemap and the Markdown twins give it.
pub fn absolute_route_url(origin: &str, base_url: &str, route: &str) -> String {
    format!("{}{}", origin.trim_end_matches('/'), route_url(base_url, route))
}

/// A relative file path as a URL path: each segment percent-encoded.
pub fn encode_path(path: &str) -> String {
    path.split(['/', '\\']).map(|segment| utf8_percent_encode(segment, SEGMENT).to_string()).collect::<Vec<_>>().join("/")
}

/// Decodes a URL path (already relative to the base) into a route; `None` if the
/// encoding is not valid UTF-8.
pub fn decode_route(path: &str) -> Option<String> {
    percent_decode_str(path).decode_utf8().ok().map(|s| s.into_owned())
}

/// Normalises a route as browsers do a URL's path: no leading slash, one trailing
/// slash, empty for home; `.` and empty segments dropped, `..` removing the segment
/// before it, never going above the site's root (so no route leaves the output).
pub fn normalize_route(route: &str) -> String {
    let mut segments: Vec<&str> = Vec::new();
    for segment in route.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            other => segments.push(other),
        }
    }
    if segments.is_empty() {
        String::new()
    } else {
        format!("{}/", segments.join("/"))
    }
}

/// Where a route's HTML goes in the output: `docs/FAQ/index.html`.
pub fn html_path(route: &str) -> PathBuf {
    PathBuf::from(route).join("index.html")
}

/// Where a route's page data goes in the output: `data/docs/FAQ/index.json`.
pub fn data_path(route: &str) -> PathBuf {
    PathBuf::from("data").join(route).join("index.json")
}

/// Removes a sidebar order prefix (`01-`, `1-`) from a file or folder name.
pub fn strip_order_prefix(name: &str) -> (&str, Option<u32>) {
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && name[digits..].starts_with('-') && name.len() > digits + 1 {
        (&name[digits + 1..], name[..digits].parse().ok())
    } else {
        (name, None)
    }
}

/// What a route shows, for the app to pick the page component.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum PageKind {
    /// The home page.
    Home,
    /// The icons page.
    Icons,
    /// A doc of the docs tree, with its sidebar.
    Doc,
    /// A standalone page (`content/pages/`), without a sidebar.
    Page,
    /// A component's reference page (or the base element's).
    Component,
    /// An enum's reference page.
    Enum,
    /// An interface's reference page.
    Interface,
    /// A page of cards: a library's components, enums or interfaces.
    CardIndex,
    /// The playground.
    Playground,
    /// The full search results page.
    Search,
    /// The migration page: a doc, followed by the changes to version 2 and the
    /// markup converter.
    Migration,
}

/// Every route the build emits and the source that defines it.
#[derive(Debug, Default)]
pub struct RouteTable {
    routes: BTreeMap<String, RouteEntry>,
}

/// What the table knows of a route.
#[derive(Debug, Clone)]
pub struct RouteEntry {
    /// What the route shows.
    pub kind: PageKind,
    /// The file that defines the route, relative to the project root.
    pub source: PathBuf,
}

/// The one candidate equal to `wanted` when letter case is ignored, if exactly one is.
pub fn unique_ignoring_case<'a>(candidates: impl Iterator<Item = &'a str>, wanted: &str) -> Option<&'a str> {
    let wanted = wanted.to_lowercase();
    let mut matches = candidates.filter(|candidate| candidate.to_lowercase() == wanted);
    match (matches.next(), matches.next()) {
        (Some(only), None) => Some(only),
        _ => None,
    }
}

impl RouteTable {
    /// Adds a route; if it is taken, keeps the first and returns its entry.
    pub fn insert(&mut self, route: String, entry: RouteEntry) -> Result<(), RouteEntry> {
        match self.routes.get(&route) {
            Some(existing) => Err(existing.clone()),
            None => {
                self.routes.insert(route, entry);
                Ok(())
            }
        }
    }

    /// Whether a page has the route.
    pub fn contains(&self, route: &str) -> bool {
        self.routes.contains_key(route)
    }

    /// The entry of a route, if a page has it.
    pub fn get(&self, route: &str) -> Option<&RouteEntry> {
        self.routes.get(route)
    }

    /// The one route that is `route` when letter case is ignored (as Docusaurus's
    /// router and link checker do); `None` if there is none, or several.
    pub fn find_ignoring_case(&self, route: &str) -> Option<&str> {
        unique_ignoring_case(self.routes.keys().map(String::as_str), route)
    }

    /// Every route and its entry, in route order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &RouteEntry)> {
        self.routes.iter()
    }

    /// How many routes there are.
    pub fn len(&self) -> usize {
        self.routes.len()
    }

    /// Whether there are no routes.
    pub fn is_empty(&self) -> bool {
        self.routes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_encode_each_segment_and_keep_the_trailing_slash() {
        assert_eq!(route_url("/webcomponents/v1/", ""), "/webcomponents/v1/");
        assert_eq!(route_url("/webcomponents/v1/", "docs/Release Management/"), "/webcomponents/v1/docs/Release%20Management/");
    }

    #[test]
    fn file_paths_encode_each_segment() {
        assert_eq!(encode_path("content/docs/Release Management.md"), "content/docs/Release%20Management.md");
    }

    #[test]
    fn order_prefixes_are_stripped_and_read() {
        assert_eq!(strip_order_prefix("01-first-steps"), ("first-steps", Some(1)));
        assert_eq!(strip_order_prefix("2-advanced"), ("advanced", Some(2)));
        assert_eq!(strip_order_prefix("FAQ"), ("FAQ", None));
        assert_eq!(strip_order_prefix("2024"), ("2024", None));
    }

    #[test]
    fn routes_normalise_slashes() {
        assert_eq!(normalize_route("/docs/FAQ"), "docs/FAQ/");
        assert_eq!(normalize_route("/"), "");
        assert_eq!(normalize_route("docs//FAQ"), "docs/FAQ/");
    }

    #[test]
    fn dot_segments_resolve_as_in_urls_and_never_leave_the_root() {
        assert_eq!(normalize_route("/docs/./a/../b/"), "docs/b/");
        assert_eq!(normalize_route("../../outside"), "outside/");
        assert_eq!(normalize_route("/../.."), "");
    }
}
