//! Link resolution and checking for rendered markdown.
//!
//! Links to `.md`/`.mdx` files become routes, site-absolute links get the base path,
//! and every internal target is checked against the route table: a missing route is an
//! error; a missing markdown file or anchor is a warning (anchors are checked once
//! every page is rendered, see [`check_anchors`]). A target that differs from a route
//! or file only in letter case resolves to it, with a warning giving the spelling, as
//! Docusaurus's router and link checker ignore case.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Component, Path, PathBuf};

use site_diagnostics::Diagnostics;
use site_markdown::{LinkKind, LinkResolver};
use site_model::page::PageAsset;
use site_model::routes::{decode_route, normalize_route, route_url, unique_ignoring_case, RouteTable};

/// What every page's links are resolved against.
pub struct LinkContext<'a> {
    /// Path prefix of every route.
    pub base_url: &'a str,
    /// The site's origin (`https://ui5.github.io`), which makes the Markdown twins' links absolute.
    pub origin: &'a str,
    /// Every route of the site.
    pub routes: &'a RouteTable,
    /// Route of each markdown source, by its path relative to the project root.
    pub routes_by_file: &'a HashMap<PathBuf, String>,
    /// Files served from the static directories, relative to the site root.
    pub static_files: &'a HashSet<String>,
    /// The project root, which sources' paths are relative to.
    pub root: &'a Path,
    /// Where broken links are reported.
    pub diagnostics: &'a Diagnostics,
}

/// A `#anchor` reference, checked once the target page's headings are known.
#[derive(Debug, Clone)]
pub struct AnchorRef {
    /// The source that links.
    pub file: PathBuf,
    /// The link's line in it.
    pub line: usize,
    /// The route linked to.
    pub route: String,
    /// The anchor, without `#`.
    pub anchor: String,
}

/// The resolver for one page.
pub struct PageLinks<'a> {
    context: &'a LinkContext<'a>,
    file: &'a Path,
    route: &'a str,
    /// The page's links to anchors, for [`check_anchors`].
    pub anchors: RefCell<Vec<AnchorRef>>,
    /// The files beside the page that it embeds, published with it.
    pub assets: RefCell<Vec<PageAsset>>,
}

impl<'a> PageLinks<'a> {
    /// The resolver of the page at `route`, written in `file`.
    pub fn new(context: &'a LinkContext<'a>, file: &'a Path, route: &'a str) -> Self {
        PageLinks { context, file, route, anchors: RefCell::default(), assets: RefCell::default() }
    }

    fn url_for(&self, route: &str, fragment: Option<&str>, line: usize) -> String {
        let mut url = route_url(self.context.base_url, route);
        if let Some(anchor) = fragment.filter(|a| !a.is_empty()) {
            self.anchors.borrow_mut().push(AnchorRef {
                file: self.file.to_path_buf(),
                line,
                route: route.to_string(),
                anchor: anchor.to_string(),
            });
            url.push('#');
            url.push_str(anchor);
        }
        url
    }

    fn broken(&self, destination: &str, line: usize, why: &str) -> String {
        self.context.diagnostics.error(self.file, Some(line), format!("broken link `{destination}`: {why}"));
        destination.to_string()
    }

    fn markdown_file(&self, path: &str, fragment: Option<&str>, line: usize, destination: &str) -> String {
        let decoded = decode_route(path).unwrap_or_else(|| path.to_string());
        let target = normalize(&self.file.parent().unwrap_or(Path::new("")).join(decoded));
        if let Some(route) = self.context.routes_by_file.get(&target) {
            return self.url_for(route, fragment, line);
        }
        let spelled = unique_ignoring_case(self.context.routes_by_file.keys().filter_map(|file| file.to_str()), &target.to_string_lossy());
        match spelled {
            Some(file) => {
                self.case_mismatch(destination, file, line);
                self.url_for(&self.context.routes_by_file[Path::new(file)], fragment, line)
            }
            None => {
                self.context.diagnostics.warning(
                    self.file,
                    Some(line),
                    format!("broken markdown link `{destination}`: no doc at `{}`", target.display()),
                );
                destination.to_string()
            }
        }
    }

    fn site_path(&self, path: &str, fragment: Option<&str>, kind: LinkKind, line: usize, destination: &str) -> String {
        let Some(decoded) = decode_route(path) else {
            return self.broken(destination, line, "the path is not valid UTF-8 once decoded");
        };
        let base = self.context.base_url;
        let relative = decoded.strip_prefix(base).or_else(|| decoded.strip_prefix('/')).unwrap_or(&decoded);
        if self.context.static_files.contains(relative.trim_end_matches('/')) {
            return format!("{base}{}", relative);
        }
        if kind == LinkKind::Image {
            return self.broken(destination, line, "no such file in the static directories");
        }
        let route = normalize_route(relative);
        if self.context.routes.contains(&route) {
            return self.url_for(&route, fragment, line);
        }
        if let Some(spelled) = self.context.routes.find_ignoring_case(&route) {
            self.case_mismatch(destination, spelled, line);
            return self.url_for(spelled, fragment, line);
        }
        self.broken(destination, line, &format!("no page at `{}`", route_url(base, &route)))
    }

    /// Warns that `destination` reaches `target`, a route or a file, only when case is
    /// ignored, and says how to write it.
    fn case_mismatch(&self, destination: &str, target: &str, line: usize) {
        let path = destination.split(['#', '?']).next().unwrap_or_default();
        let respelled = format!("{}{}", respell(path, target), &destination[path.len()..]);
        self.context.diagnostics.warning(
            self.file,
            Some(line),
            format!("link `{destination}` matches its target only when letter case is ignored; it is resolved, but write it `{respelled}`"),
        );
    }

    fn relative_file(&self, path: &str, destination: &str, line: usize) -> String {
        let decoded = decode_route(path).unwrap_or_else(|| path.to_string());
        let source = normalize(&self.file.parent().unwrap_or(Path::new("")).join(&decoded));
        if !self.context.root.join(&source).is_file() {
            return self.broken(destination, line, &format!("no file at `{}`", source.display()));
        }
        let name = source.file_name().and_then(|n| n.to_str()).unwrap_or("asset");
        let output = PathBuf::from(self.route).join(name);
        let asset = PageAsset { source: self.context.root.join(&source), output };
        // Two files of one name would be copied to one place beside the page.
        let taken = self
            .assets
            .borrow()
            .iter()
            .find(|other| other.output == asset.output && other.source != asset.source)
            .map(|other| other.source.strip_prefix(self.context.root).unwrap_or(&other.source).display().to_string());
        if let Some(other) = taken {
            return self.broken(destination, line, &format!("`{other}` is copied beside the page as `{name}` already; rename one of them"));
        }
        if !self.assets.borrow().contains(&asset) {
            self.assets.borrow_mut().push(asset);
        }
        let mut url = route_url(self.context.base_url, self.route);
        url.extend(percent_encoding::utf8_percent_encode(name, percent_encoding::NON_ALPHANUMERIC));
        url
    }
}

impl LinkResolver for PageLinks<'_> {
    fn resolve(&self, destination: &str, kind: LinkKind, line: usize) -> String {
        let destination = destination.trim();
        if destination.is_empty() || has_scheme(destination) || destination.starts_with("//") {
            return destination.to_string();
        }
        let (before_fragment, fragment) = match destination.split_once('#') {
            Some((path, fragment)) => (path, Some(fragment)),
            None => (destination, None),
        };
        let path = before_fragment.split('?').next().unwrap_or_default();
        if path.is_empty() {
            return self.url_for(self.route, fragment, line);
        }
        if (path.ends_with(".md") || path.ends_with(".mdx")) && !path.starts_with('/') {
            return self.markdown_file(path, fragment, line, destination);
        }
        if path.starts_with('/') {
            return self.site_path(path, fragment, kind, line, destination);
        }
        if let Some(at) = path.find("://") {
            let why = format!("`{}` is not a URL scheme; a link to another site starts with its scheme (`https://`)", &path[..at]);
            return self.broken(destination, line, &why);
        }
        if kind == LinkKind::Image || Path::new(path).extension().is_some() {
            return self.relative_file(path, destination, line);
        }
        // A path relative to the page's own route.
        let joined = normalize(&Path::new(self.route).join(path));
        let absolute = format!("/{}", joined.to_string_lossy());
        self.site_path(&absolute, fragment, kind, line, destination)
    }
}

/// Warns for every anchor that names no place of its target page. `targets` holds, for
/// every page that has them, the ids of its headings and the anchors its HTML defines.
pub fn check_anchors(anchors: &[AnchorRef], targets: &HashMap<String, HashSet<String>>, diagnostics: &Diagnostics) {
    for anchor in anchors {
        let Some(ids) = targets.get(&anchor.route) else { continue };
        let decoded = decode_route(&anchor.anchor).unwrap_or_else(|| anchor.anchor.clone());
        if !ids.contains(&decoded) {
            diagnostics.warning(
                &anchor.file,
                Some(anchor.line),
                format!("broken anchor `#{}`: `{}` has no heading and no HTML `id` or `name` of that name", anchor.anchor, anchor.route),
            );
        }
    }
}

/// `path` with the letter case of `target`, which it names when case is ignored: its
/// last segments take the spelling of the target's last segments.
fn respell(path: &str, target: &str) -> String {
    let mut spelled = target.trim_end_matches('/').rsplit('/');
    let mut segments: Vec<String> = path.split('/').map(str::to_string).collect();
    for segment in segments.iter_mut().rev().filter(|segment| !segment.is_empty()) {
        match spelled.next() {
            Some(actual) if segment != "." && segment != ".." && actual.eq_ignore_ascii_case(segment) => *segment = actual.to_string(),
            _ => break,
        }
    }
    segments.join("/")
}

fn has_scheme(destination: &str) -> bool {
    match destination.split_once(':') {
        Some((scheme, _)) => {
            !scheme.is_empty()
                && scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
        }
        None => false,
    }
}

/// Resolves `.` and `..` without touching the file system.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_model::routes::{PageKind, RouteEntry};

    struct Fixture {
        routes: RouteTable,
        by_file: HashMap<PathBuf, String>,
        statics: HashSet<String>,
        diagnostics: Diagnostics,
    }

    fn fixture() -> Fixture {
        let mut routes = RouteTable::default();
        for route in ["docs/", "docs/getting-started/first-steps/", "components/Button/", "docs/Release Management/"] {
            let entry = RouteEntry { kind: PageKind::Doc, source: PathBuf::from("x") };
            routes.insert(route.to_string(), entry).unwrap();
        }
        let by_file = HashMap::from([(
            PathBuf::from("content/docs/1-getting-started/01-first-steps.md"),
            "docs/getting-started/first-steps/".to_string(),
        )]);
        let statics = HashSet::from(["img/logo.svg".to_string()]);
        Fixture { routes, by_file, statics, diagnostics: Diagnostics::default() }
    }

    /// The fixture's links for a project at `root`.
    fn context<'a>(f: &'a Fixture, root: &'a Path) -> LinkContext<'a> {
        LinkContext {
            base_url: "/base/",
            origin: "https://example.com",
            routes: &f.routes,
            routes_by_file: &f.by_file,
            static_files: &f.statics,
            root,
            diagnostics: &f.diagnostics,
        }
    }

    fn resolve(f: &Fixture, destination: &str) -> String {
        let context = context(f, Path::new("/nonexistent"));
        let links = PageLinks::new(&context, Path::new("content/docs/2-advanced/01-x.md"), "docs/advanced/x/");
        links.resolve(destination, LinkKind::Link, 7)
    }

    #[test]
    fn markdown_links_become_routes_with_their_anchor() {
        let f = fixture();
        assert_eq!(resolve(&f, "../1-getting-started/01-first-steps.md#install"), "/base/docs/getting-started/first-steps/#install");
        assert!(f.diagnostics.take().is_empty());
    }

    #[test]
    fn site_absolute_links_get_the_base_path_and_encoding() {
        let f = fixture();
        assert_eq!(resolve(&f, "/components/Button/"), "/base/components/Button/");
        assert_eq!(resolve(&f, "/docs/Release%20Management"), "/base/docs/Release%20Management/");
        assert_eq!(resolve(&f, "/img/logo.svg"), "/base/img/logo.svg");
        assert_eq!(resolve(&f, "https://example.com/x"), "https://example.com/x");
        assert!(f.diagnostics.take().is_empty());
    }

    #[test]
    fn a_missing_route_is_an_error_naming_file_line_and_target() {
        let f = fixture();
        resolve(&f, "/docs/nope/");
        let all = f.diagnostics.take();
        assert_eq!(all.len(), 1);
        assert_eq!(
            all[0].to_string(),
            "error: content/docs/2-advanced/01-x.md:7: broken link `/docs/nope/`: no page at `/base/docs/nope/`"
        );
    }

    #[test]
    fn links_that_differ_only_in_case_resolve_with_the_spelling_to_use() {
        let f = fixture();
        assert_eq!(resolve(&f, "/docs/Getting-Started/First-Steps#x"), "/base/docs/getting-started/first-steps/#x");
        assert_eq!(resolve(&f, "../1-Getting-Started/01-First-Steps.md"), "/base/docs/getting-started/first-steps/");
        let all: Vec<String> = f.diagnostics.take().into_iter().map(|d| d.to_string()).collect();
        assert_eq!(
            all,
            [
                "warning: content/docs/2-advanced/01-x.md:7: link `../1-Getting-Started/01-First-Steps.md` matches its target only when letter case is ignored; it is resolved, but write it `../1-getting-started/01-first-steps.md`",
                "warning: content/docs/2-advanced/01-x.md:7: link `/docs/Getting-Started/First-Steps#x` matches its target only when letter case is ignored; it is resolved, but write it `/docs/getting-started/first-steps#x`",
            ]
        );
    }

    #[test]
    fn a_web_address_wrapped_in_other_characters_is_named_as_such() {
        let f = fixture();
        resolve(&f, "(https://example.org/a)");
        let all = f.diagnostics.take();
        assert_eq!(
            all[0].to_string(),
            "error: content/docs/2-advanced/01-x.md:7: broken link `(https://example.org/a)`: `(https` is not a URL scheme; a link to another site starts with its scheme (`https://`)"
        );
    }

    #[test]
    fn a_missing_markdown_file_is_a_warning() {
        let f = fixture();
        resolve(&f, "./missing.md");
        let all = f.diagnostics.take();
        assert_eq!(all[0].severity, site_diagnostics::Severity::Warning);
    }

    #[test]
    fn two_embedded_files_of_one_name_are_an_error_not_one_copy_over_the_other() {
        let root = tempfile::tempdir().unwrap();
        let folder = root.path().join("content/docs/2-advanced");
        for dir in ["a", "b"] {
            std::fs::create_dir_all(folder.join(dir)).unwrap();
            std::fs::write(folder.join(dir).join("chart.png"), dir).unwrap();
        }
        let f = fixture();
        let context = context(&f, root.path());
        let links = PageLinks::new(&context, Path::new("content/docs/2-advanced/01-x.md"), "docs/advanced/x/");
        assert_eq!(links.resolve("./a/chart.png", LinkKind::Image, 3), "/base/docs/advanced/x/chart%2Epng");
        assert_eq!(links.resolve("a/chart.png", LinkKind::Image, 4), "/base/docs/advanced/x/chart%2Epng", "the same file again");
        links.resolve("./b/chart.png", LinkKind::Image, 5);
        let all: Vec<String> = f.diagnostics.take().into_iter().map(|d| d.to_string()).collect();
        assert_eq!(
            all,
            ["error: content/docs/2-advanced/01-x.md:5: broken link `./b/chart.png`: `content/docs/2-advanced/a/chart.png` is copied beside the page as `chart.png` already; rename one of them"]
        );
        assert_eq!(links.assets.borrow().len(), 1);
    }

    #[test]
    fn anchors_are_checked_against_headings() {
        let diagnostics = Diagnostics::default();
        let anchor = |a: &str| AnchorRef { file: "a.md".into(), line: 3, route: "docs/".into(), anchor: a.into() };
        let headings = HashMap::from([("docs/".to_string(), HashSet::from(["setup".to_string()]))]);
        check_anchors(&[anchor("setup"), anchor("nope")], &headings, &diagnostics);
        let all = diagnostics.take();
        assert_eq!(all.len(), 1);
        assert!(all[0].message.contains("#nope"));
    }
}
