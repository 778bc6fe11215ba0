//! Load and resolve: from the project's sources to every page of the site, checked.

use rayon::prelude::*;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::config::{LinkConfig, SiteConfig};
use crate::diagnostics::Diagnostics;
use crate::docs::{self, Doc, MarkdownFile};
use crate::imports::{is_script_language, PackageResolver};
use crate::links::{check_anchors, AnchorRef, LinkContext, PageLinks};
use crate::markdown::{self, escape_html, slugger::slugify, Source};
use crate::page::{toc, Page};
use crate::pages::{self, StandalonePage};
use crate::reference::{self, pages::ReferenceContext};
use crate::samples::{self, Sample};
use crate::search;
use crate::routes::{normalize_route, route_url, PageKind, RouteEntry, RouteTable};
use crate::sidebar::{self, SidebarIndex, SidebarItem};

/// Where a project's sources are.
#[derive(Debug, Clone)]
pub struct Project {
    pub root: PathBuf,
}

impl Project {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Project { root: root.into() }
    }

    pub fn content_dir(&self) -> PathBuf {
        self.root.join("content")
    }

    /// The configuration file, relative to the root, as messages name it.
    pub fn config_file(&self) -> PathBuf {
        PathBuf::from("content/site.toml")
    }

    pub fn relative<'p>(&self, path: &'p Path) -> &'p Path {
        path.strip_prefix(&self.root).unwrap_or(path)
    }
}

/// The whole site in memory, ready to be written.
pub struct CompiledSite {
    pub config: SiteConfig,
    pub pages: Vec<Page>,
    pub sidebars: BTreeMap<String, Vec<SidebarItem>>,
    /// Static directories that exist, in copy order.
    pub static_dirs: Vec<PathBuf>,
    /// Every live sample, for its preview page and download.
    pub samples: Vec<Sample>,
    /// Where the packages are installed, for the site's local CDN.
    pub node_modules: Option<PathBuf>,
    /// How long each phase took (phases that run in parallel are timed each).
    pub timings: Vec<(&'static str, Duration)>,
}

/// Loads, resolves and renders the site. Returns `None` if the configuration or the
/// package metadata cannot be read; every problem is in `diagnostics`.
pub fn compile(project: &Project, diagnostics: &Diagnostics) -> Option<CompiledSite> {
    let started = Instant::now();
    markdown::highlight::warm_up();
    let config_file = project.config_file();
    let config = SiteConfig::load(&project.root.join(&config_file), &config_file, diagnostics)?;
    let content = project.content_dir();
    let node_modules = config.packages.as_ref().map(|p| project.root.join(&p.node_modules));

    let ((docs, standalone), (model, samples)) = rayon::join(
        || {
            rayon::join(
                || docs::load(&project.root, &content.join(&config.docs.dir), diagnostics),
                || pages::load(&project.root, &content.join("pages"), diagnostics),
            )
        },
        || {
            rayon::join(
                || node_modules.as_ref().map(|dir| reference::load(&project.root, dir, diagnostics)),
                || samples::load(&project.root, &content.join("samples"), diagnostics),
            )
        },
    );
    let model = match model {
        Some(loaded) => Some(loaded?),
        None => None,
    };
    let mut timings = vec![("load sources and manifests", started.elapsed())];

    let mut routes = route_table(&docs, &standalone, diagnostics);
    let has_search_page = search::results_page::add_route(&mut routes, &config_file, diagnostics);
    let mut sidebars = sidebar::build(&config.sidebars, &docs, &config_file, diagnostics);
    if let (Some(model), Some(packages)) = (&model, &config.packages) {
        reference::add_routes(model, Path::new(&packages.node_modules), &mut routes, diagnostics);
        reference::check_groups(&config.reference.groups, model, &config_file, diagnostics);
        sidebars.insert(reference::SIDEBAR.to_string(), reference::sidebar(model, &config.reference.groups));
    }

    let static_dirs: Vec<PathBuf> =
        config.static_dirs.iter().map(|dir| content.join(dir)).filter(|dir| dir.is_dir()).collect();
    let static_files = static_file_index(&static_dirs);
    let routes_by_file: HashMap<PathBuf, String> = docs
        .iter()
        .map(|d| (d.source.file.clone(), d.route.clone()))
        .chain(standalone.iter().map(|p| (p.source.file.clone(), p.route.clone())))
        .collect();
    let links = LinkContext {
        base_url: &config.base_url,
        routes: &routes,
        routes_by_file: &routes_by_file,
        static_files: &static_files,
        root: &project.root,
        diagnostics,
    };
    let packages = PackageResolver::new(node_modules.clone());
    let model = model.unwrap_or_default();
    let sidebar_index = SidebarIndex::new(&sidebars);

    let sources: Vec<MarkdownPage> = docs
        .iter()
        .map(MarkdownPage::from_doc)
        .chain(standalone.iter().map(MarkdownPage::from_standalone))
        .collect();
    let reference_pages = node_modules.as_ref().map(|dir| ReferenceContext {
        model: &model,
        links: &links,
        samples: &samples,
        parents: reference::parents(&config.reference.groups),
        manifest_files: reference::pages::manifest_files(&project.root, dir),
        diagnostics,
        version: &config.library_version,
    });
    let timed = |work: &dyn Fn() -> Vec<(Page, Vec<AnchorRef>)>| {
        let started = Instant::now();
        (work(), started.elapsed())
    };
    let ((mut rendered, docs_time), (reference_rendered, reference_time)) = rayon::join(
        || timed(&|| sources.par_iter().map(|source| render_page(source, &links, &sidebar_index, &packages, diagnostics)).collect()),
        || timed(&|| reference_pages.as_ref().map(|context| context.pages()).unwrap_or_default()),
    );
    timings.push(("render docs and pages", docs_time));
    timings.push(("render the component reference", reference_time));
    rendered.extend(reference_rendered);
    if has_search_page {
        rendered.push((search::results_page::page(&config_file), Vec::new()));
    }
    let samples: Vec<Sample> = samples.into_values().flatten().collect();
    samples.par_iter().for_each(|sample| samples::check(sample, &model, &packages, diagnostics));

    let headings: HashMap<String, HashSet<String>> = rendered
        .iter()
        .map(|(page, _)| (page.route.clone(), page.heading_ids.iter().cloned().collect()))
        .collect();
    let anchors: Vec<AnchorRef> = rendered.iter().flat_map(|(_, anchors)| anchors.iter().cloned()).collect();
    check_anchors(&anchors, &headings, diagnostics);
    check_config_links(&config, &routes, &config_file, diagnostics);
    check_home_links(&standalone, &routes, diagnostics);

    let pages = rendered.into_iter().map(|(page, _)| page).collect();
    timings.push(("compile (all of the above, and checks)", started.elapsed()));
    Some(CompiledSite { config, pages, sidebars, static_dirs, samples, node_modules, timings })
}

fn route_table(docs: &[Doc], standalone: &[StandalonePage], diagnostics: &Diagnostics) -> RouteTable {
    let mut routes = RouteTable::default();
    let entries = docs
        .iter()
        .map(|d| (d.route.clone(), PageKind::Doc, &d.source.file))
        .chain(standalone.iter().map(|p| {
            let kind = if p.home.is_some() { PageKind::Home } else { PageKind::Page };
            (p.route.clone(), kind, &p.source.file)
        }));
    for (route, kind, file) in entries {
        if let Err(existing) = routes.insert(route.clone(), RouteEntry { kind, source: file.clone() }) {
            diagnostics.warning(
                file,
                None,
                format!("duplicate route `{route}`: already defined by {}; this file is ignored", existing.source.display()),
            );
        }
    }
    routes
}

/// Every file of the static directories, as a path relative to the site root.
fn static_file_index(dirs: &[PathBuf]) -> HashSet<String> {
    dirs.iter()
        .flat_map(|dir| {
            walkdir::WalkDir::new(dir)
                .into_iter()
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_file())
                .filter_map(move |e| e.path().strip_prefix(dir).ok().map(|p| p.to_string_lossy().replace('\\', "/")))
        })
        .collect()
}

/// A markdown source and what the page around it needs.
struct MarkdownPage<'a> {
    source: &'a MarkdownFile,
    route: &'a str,
    kind: PageKind,
    title: String,
    home: Option<&'a pages::HomeFrontMatter>,
}

impl<'a> MarkdownPage<'a> {
    fn from_doc(doc: &'a Doc) -> Self {
        MarkdownPage { source: &doc.source, route: &doc.route, kind: PageKind::Doc, title: doc.title(), home: None }
    }

    fn from_standalone(page: &'a StandalonePage) -> Self {
        let title = page
            .source
            .front
            .title
            .clone()
            .or_else(|| docs::first_h1(&page.source.body))
            .unwrap_or_else(|| page.route.trim_end_matches('/').to_string());
        let kind = if page.home.is_some() { PageKind::Home } else { PageKind::Page };
        MarkdownPage { source: &page.source, route: &page.route, kind, title, home: page.home.as_ref() }
    }
}

fn render_page(
    page: &MarkdownPage,
    links: &LinkContext,
    sidebars: &SidebarIndex,
    packages: &PackageResolver,
    diagnostics: &Diagnostics,
) -> (Page, Vec<AnchorRef>) {
    let file = &page.source.file;
    let resolver = PageLinks::new(links, file, page.route);
    let source = Source { text: &page.source.body, raw_html: true, heading_shift: 0, file, first_line: page.source.body_line };
    let mut rendered = markdown::render(&source, &resolver, diagnostics);

    for block in rendered.code_blocks.iter().filter(|b| is_script_language(&b.lang)) {
        packages.check_code(&block.code, block.line, file, diagnostics);
    }
    // Pages whose markdown has no `# ` heading get their title as one.
    if rendered.title.is_none() && page.kind != PageKind::Home {
        let id = slugify(&page.title);
        rendered.html.insert_str(0, &format!("<h1 id=\"{}\">{}</h1>\n", escape_html(&id), escape_html(&page.title)));
    }

    let sidebar = sidebars.sidebar_of(page.route).map(str::to_string);
    let (previous, next) = sidebars.neighbours(page.route);
    let built = Page {
        route: page.route.to_string(),
        kind: page.kind,
        title: page.title.clone(),
        description: page.source.front.description.clone(),
        sidebar,
        html: rendered.html,
        toc: toc(&rendered.headings),
        previous,
        next,
        home: page.home.cloned(),
        samples: Vec::new(),
        keywords: page.source.front.keywords.clone(),
        heading_ids: rendered.headings.iter().map(|h| h.id.clone()).collect(),
        source: file.clone(),
        assets: resolver.assets.into_inner(),
    };
    (built, resolver.anchors.into_inner())
}

/// Navbar and footer links to routes of the site. A route that is not built yet is
/// a warning: the configuration may announce pages that another part of the site
/// provides later.
fn check_config_links(config: &SiteConfig, routes: &RouteTable, file: &Path, diagnostics: &Diagnostics) {
    let links: Vec<&LinkConfig> =
        config.navbar.items.iter().chain(config.footer.links.iter().flat_map(|column| column.items.iter())).collect();
    for link in links {
        if let Some(to) = &link.to {
            let route = normalize_route(to);
            if !routes.contains(&route) {
                diagnostics.warning(
                    file,
                    None,
                    format!("link `{}` points to `{}`, which no page provides", link.label, route_url(&config.base_url, &route)),
                );
            }
        }
    }
}

/// The home page's buttons and cards link to routes, which must exist.
fn check_home_links(pages: &[StandalonePage], routes: &RouteTable, diagnostics: &Diagnostics) {
    for page in pages {
        let Some(home) = &page.home else { continue };
        let targets = home
            .hero
            .actions
            .iter()
            .map(|a| a.to.as_str())
            .chain(home.frameworks.items.iter().map(|f| f.to.as_str()));
        for to in targets {
            if !routes.contains(&normalize_route(to)) {
                diagnostics.error(&page.source.file, None, format!("broken link `{to}`: no such page"));
            }
        }
    }
}
