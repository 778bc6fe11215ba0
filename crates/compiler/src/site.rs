//! Load and resolve: from the project's sources to every page of the site, checked.

use rayon::prelude::*;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::bodies::PageBodies;
use crate::search_page;
use site_api::imports::{is_script_language, PackageResolver};
use site_content::categories;
use site_content::docs::{self, Doc, MarkdownFile};
use site_content::history::{self, LastChanged};
use site_content::pages::{self, StandalonePage};
use site_content::sidebar::{self, SidebarIndex};
use site_icons::Collection;
use site_links::{check_anchors, AnchorRef, LinkContext, PageLinks};
use site_playground::Playground;
use site_reference_pages::migration::{self, MigrationContext};
use site_reference_pages::ReferenceContext;
use site_samples::Sample;

use site_api::markup_check::Vocabulary;
use site_config::{LinkConfig, SiteConfig, PAGES_DIR, PLAYGROUND_DIR, SAMPLES_DIR, TRY_IT_DIR};
use site_diagnostics::Diagnostics;
use site_markdown::{escape_html, mdx::Format, slugger::slugify, Source};
use site_model::navigation::toc;
use site_model::navigation::PageLink;
use site_model::navigation::SidebarItem;
use site_model::page::{Page, PageContent};
use site_model::routes::{encode_path, normalize_route, route_url, PageKind, RouteEntry, RouteTable};

/// Where a project's sources are.
#[derive(Debug, Clone)]
pub struct Project {
    /// The project's folder: `content/` and the installed packages are found from it,
    /// and messages name files relative to it.
    pub root: PathBuf,
}

impl Project {
    /// The project in the folder `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Project { root: root.into() }
    }

    /// The folder of the site's sources (`content/`): the configuration, docs, pages,
    /// samples, static files and the rest.
    pub fn content_dir(&self) -> PathBuf {
        self.root.join("content")
    }

    /// The configuration file, relative to the root, as messages name it.
    pub fn config_file(&self) -> PathBuf {
        PathBuf::from("content/site.toml")
    }
}

/// A folder of `content/` copied as it is to the site root.
pub struct StaticDir {
    /// Where it is read.
    pub path: PathBuf,
    /// Relative to the project root, as messages name it (`content/static`).
    pub source: PathBuf,
}

/// The whole site in memory, ready to be written.
pub struct CompiledSite {
    /// The site configuration, checked.
    pub config: SiteConfig,
    /// Every page, rendered and checked: docs, standalone pages, the component
    /// reference and the generated pages (search results, icons, playground). Their
    /// HTML and Markdown twins wait in `bodies` (see [`CompiledSite::restore_bodies`]);
    /// once emitted, a page keeps only what its document's head shows, the rest being
    /// in the site's files (see [`crate::emit::outputs`]).
    pub pages: Vec<Page>,
    /// The pages' bodies, set aside on disk as each page is rendered.
    pub(crate) bodies: PageBodies,
    /// Every sidebar by name: the configuration's, and the component reference's when
    /// the site documents packages.
    pub sidebars: BTreeMap<String, Vec<SidebarItem>>,
    /// Static directories that exist, in copy order.
    pub static_dirs: Vec<StaticDir>,
    /// Every live sample, for its preview page.
    pub samples: Vec<Sample>,
    /// The icon catalogue files the icons page loads.
    pub icon_catalogs: Vec<site_icons::page::CatalogFile>,
    /// What the search finds by name beside the pages: every icon of the icons page.
    pub search_entries: Vec<site_search::Record>,
    /// The markup converter's rules (JSON), which the migration page loads.
    pub migration_rules: Option<Vec<u8>>,
    /// The component API as data for tools (JSON), when the site documents packages.
    pub api_data: Option<Vec<u8>>,
    /// Where the packages are installed, for the site's local CDN.
    pub node_modules: Option<PathBuf>,
    /// How long each phase took (phases that run in parallel are timed each).
    pub timings: Vec<(&'static str, Duration)>,
}

impl CompiledSite {
    /// Puts every page's body back in it, for tools that read the pages whole.
    pub fn restore_bodies(&mut self) -> std::io::Result<()> {
        self.pages.iter_mut().try_for_each(|page| self.bodies.restore(page))
    }
}

/// Loads, resolves and renders the site. Returns `None` if the configuration or the
/// package metadata cannot be read; every problem is in `diagnostics`.
pub fn compile(project: &Project, diagnostics: &Diagnostics) -> Option<CompiledSite> {
    compile_for_edits(project, diagnostics).map(|(site, _)| site)
}

/// The API of the installed packages the project documents, alone.
pub(crate) fn api_model(project: &Project, diagnostics: &Diagnostics) -> Option<site_api::declared::ApiModel> {
    let config_file = project.config_file();
    let config = SiteConfig::load(&project.root.join(&config_file), &config_file, diagnostics)?;
    let Some(packages) = &config.packages else {
        diagnostics.error(&config_file, None, "the site names no packages (`[packages]`), so there is no API to check against");
        return None;
    };
    site_api::load(&project.root, &project.root.join(&packages.node_modules), diagnostics)
}

/// [`compile`], keeping what re-rendering a page after an edit needs.
pub(crate) fn compile_for_edits(project: &Project, diagnostics: &Diagnostics) -> Option<(CompiledSite, Resolved)> {
    let started = Instant::now();
    site_markdown::highlight::warm_up();
    // A subprocess: waiting for it on a thread of its own keeps the pool's threads free.
    let history = {
        let root = project.root.clone();
        std::thread::spawn(move || history::last_changed(&root, "content"))
    };
    let config_file = project.config_file();
    let config = SiteConfig::load(&project.root.join(&config_file), &config_file, diagnostics)?;
    let content = project.content_dir();
    let node_modules = config.packages.as_ref().map(|p| project.root.join(&p.node_modules));

    let ((docs, standalone), (model, (samples, icon_collections))) = rayon::join(
        || {
            rayon::join(
                || docs::load(&project.root, &content.join(&config.docs.dir), diagnostics),
                || pages::load(&project.root, &content.join(PAGES_DIR), diagnostics),
            )
        },
        || {
            rayon::join(
                || {
                    node_modules.as_ref().map(|dir| {
                        let model = site_api::load(&project.root, dir, diagnostics)?;
                        let sources = (project.root.as_path(), content.as_path(), config_file.as_path());
                        let migration = config.migration.as_ref().and_then(|m| migration::derive(sources, m, dir, &model, diagnostics));
                        Some((model, migration))
                    })
                },
                || {
                    rayon::join(
                        || site_samples::load(&project.root, &content.join(SAMPLES_DIR), diagnostics),
                        || node_modules.as_ref().map(|dir| site_icons::load(&project.root, dir, diagnostics)).unwrap_or_default(),
                    )
                },
            )
        },
    );
    let (model, migration) = match model {
        Some(loaded) => {
            let (model, migration) = loaded?;
            (Some(model), migration)
        }
        None => (None, None),
    };
    let mut timings = vec![("load sources and manifests", started.elapsed())];

    let mut routes = route_table(&docs, &standalone, diagnostics);
    let has_search_page = search_page::add_route(&mut routes, &config_file, diagnostics);
    let playground = site_playground::load(&project.root, &content.join(PLAYGROUND_DIR), diagnostics)
        .filter(|playground| add_playground_route(playground, &mut routes, diagnostics));
    let icons_source = add_icons_route(&icon_collections, &project.root, node_modules.as_deref(), &mut routes, diagnostics);
    let categories = categories::load(&project.root, &content.join(&config.docs.dir), diagnostics);
    let tree = sidebar::DocsTree { docs: &docs, categories: &categories };
    let mut sidebars = sidebar::build(&config.sidebars, &tree, &config_file, diagnostics);
    if let (Some(model), Some(packages)) = (&model, &config.packages) {
        site_api::add_routes(model, Path::new(&packages.node_modules), &mut routes, diagnostics);
        site_api::check_groups(&config.reference.groups, model, &config_file, diagnostics);
        sidebars.insert(site_api::SIDEBAR.to_string(), site_api::sidebar(model, &config.reference.groups));
    }

    let static_dirs: Vec<StaticDir> = config
        .static_dirs
        .iter()
        .map(|dir| StaticDir { path: content.join(dir), source: Path::new("content").join(dir) })
        .filter(|dir| dir.path.is_dir())
        .collect();
    let static_files = static_file_index(&static_dirs);
    let routes_by_file: HashMap<PathBuf, String> = docs
        .iter()
        .map(|d| (d.source.file.clone(), d.route.clone()))
        .chain(standalone.iter().map(|p| (p.source.file.clone(), p.route.clone())))
        .collect();
    let links = LinkContext {
        base_url: &config.base_url,
        origin: &config.url,
        routes: &routes,
        routes_by_file: &routes_by_file,
        static_files: &static_files,
        root: &project.root,
        diagnostics,
    };
    let packages = PackageResolver::new(node_modules.clone());
    let model = model.unwrap_or_default();
    let sidebar_index = SidebarIndex::new(&sidebars);

    // A file whose route another file took first is not built (see `route_table`).
    let sources: Vec<MarkdownPage> = docs
        .iter()
        .map(MarkdownPage::from_doc)
        .chain(standalone.iter().map(MarkdownPage::from_standalone))
        .filter(|page| routes.get(page.route).is_some_and(|entry| entry.source == page.source.file))
        .collect();
    let starting_markups = site_api::try_it::load(&project.root, &content.join(TRY_IT_DIR), diagnostics);
    let migration_context = migration.as_ref().zip(config.migration.as_ref()).map(|(derived, config)| MigrationContext {
        migration: &derived.migration,
        site_url: &config.site_url,
        guide: migration::guide(&docs, &config.page),
    });
    let reference_pages = node_modules.as_ref().map(|dir| ReferenceContext {
        model: &model,
        links: &links,
        samples: &samples,
        starting_markups: &starting_markups,
        parents: site_api::parents(&config.reference.groups),
        manifest_files: site_reference_pages::manifest_files(&project.root, dir),
        diagnostics,
        version: &config.library_version,
        migration: migration_context.as_ref(),
    });
    let last_changed = history.join().unwrap_or_default();
    let context = RenderContext {
        links: &links,
        sidebars: &sidebar_index,
        packages: &packages,
        edit_url: config.edit_url.as_deref(),
        last_changed: &last_changed,
        diagnostics,
    };
    let bodies = match PageBodies::in_temp_dir() {
        Ok(bodies) => bodies,
        Err(err) => {
            diagnostics.error(std::env::temp_dir(), None, format!("no temporary file for the rendered pages can be made here: {err}"));
            return None;
        }
    };
    let set_aside = |page: &mut Page| {
        if let Err(err) = bodies.set_aside(page) {
            diagnostics.error(&page.source, None, format!("the rendered page cannot be set aside on disk: {err}"));
        }
    };
    // The migration page's body is added to once every page is rendered.
    let migration_route = config.migration.as_ref().and_then(|m| docs.iter().find(|d| d.id == m.page)).map(|d| d.route.as_str());
    let render_and_set_aside = |source: &MarkdownPage| {
        let (mut page, anchors) = render_page(source, &context);
        if Some(source.route) != migration_route {
            set_aside(&mut page);
        }
        (page, anchors)
    };
    let timed = |work: &dyn Fn() -> Vec<(Page, Vec<AnchorRef>)>| {
        let started = Instant::now();
        (work(), started.elapsed())
    };
    let ((mut rendered, docs_time), (reference_rendered, reference_time)) = rayon::join(
        || timed(&|| sources.par_iter().map(render_and_set_aside).collect()),
        || timed(&|| reference_pages.as_ref().map(|context| context.pages()).unwrap_or_default()),
    );
    timings.push(("render docs and pages", docs_time));
    timings.push(("render the component reference", reference_time));
    rendered.extend(reference_rendered);
    let config_text = std::fs::read_to_string(project.root.join(&config_file)).unwrap_or_default();
    if let (Some(context), Some(migration_config)) = (&migration_context, &config.migration) {
        let config_source = (config_file.as_path(), config_text.as_str());
        migration::attach_page(&mut rendered, &docs, context, migration_config, &links, config_source, diagnostics);
    }
    if has_search_page {
        rendered.push((search_page::page(&config_file), Vec::new()));
    }
    let mut icon_catalogs = Vec::new();
    let mut search_entries = Vec::new();
    if let Some(source) = icons_source {
        let guide =
            docs.iter().find(|d| d.route == site_icons::page::GUIDE_ROUTE).map(|d| PageLink { label: d.title(), to: d.route.clone() });
        let (page, catalogs) = site_icons::page::page(&icon_collections, &config.base_url, guide, source);
        rendered.push((page, Vec::new()));
        icon_catalogs = catalogs;
        search_entries = site_icons::search_entries::search_entries(&icon_collections, &config.base_url);
    }
    let samples: Vec<Sample> = samples.into_values().flatten().collect();
    let vocabulary = Vocabulary::of(&model);
    samples.par_iter().for_each(|sample| site_samples::check(sample, &model, &vocabulary, &packages, diagnostics));
    site_api::try_it::check(&starting_markups, &model, diagnostics);
    if let Some(playground) = &playground {
        site_playground::check(playground, &vocabulary, &packages, diagnostics);
        rendered.push((playground.page(&config.base_url), Vec::new()));
    }

    let headings: HashMap<String, HashSet<String>> =
        rendered.iter().map(|(page, _)| (page.route.clone(), page.anchor_ids.iter().cloned().collect())).collect();
    let anchors: Vec<AnchorRef> = rendered.iter().flat_map(|(_, anchors)| anchors.iter().cloned()).collect();
    check_anchors(&anchors, &headings, diagnostics);
    check_config_links(&config, &config_text, &routes, &config_file, diagnostics);
    check_config_files(&config, &static_files, &config_file, diagnostics);
    check_home_links(&standalone, &routes, diagnostics);

    let mut pages: Vec<Page> = rendered.into_iter().map(|(page, _)| page).collect();
    site_content::navigation::apply(&mut pages, &sidebar_index, &docs, diagnostics);
    pages.iter_mut().filter(|page| PageBodies::is_held(page)).for_each(set_aside);
    timings.push(("compile (all of the above, and checks)", started.elapsed()));
    let migration_doc = config.migration.as_ref().and_then(|m| docs.iter().find(|d| d.id == m.page)).map(|d| d.source.file.clone());
    let migration_rules = migration.as_ref().map(migration::rules_json);
    let api_data = node_modules
        .is_some()
        .then(|| site_reference_pages::api_data::json(&model, &vocabulary, migration_context.as_ref(), &config.library_version));
    let resolved =
        Resolved { docs, standalone, routes, routes_by_file, static_files, packages, last_changed, anchors, headings, migration_doc };
    let site = CompiledSite {
        config,
        pages,
        bodies,
        sidebars,
        static_dirs,
        samples,
        icon_catalogs,
        search_entries,
        migration_rules,
        api_data,
        node_modules,
        timings,
    };
    Some((site, resolved))
}

/// What the pages of a compiled site were rendered with, kept to render one again
/// after an edit without compiling the rest (the dev server).
pub(crate) struct Resolved {
    docs: Vec<Doc>,
    standalone: Vec<StandalonePage>,
    routes: RouteTable,
    routes_by_file: HashMap<PathBuf, String>,
    static_files: HashSet<String>,
    packages: PackageResolver,
    last_changed: LastChanged,
    /// Every page's links to anchors.
    anchors: Vec<AnchorRef>,
    /// Every page's heading ids, by route.
    headings: HashMap<String, HashSet<String>>,
    /// The doc the migration page is made of, which only a whole build renders.
    migration_doc: Option<PathBuf>,
}

/// A markdown page rendered again after its file changed, not yet taken in.
pub(crate) struct EditedPage {
    pub page: Page,
    source: MarkdownFile,
    anchors: Vec<AnchorRef>,
}

impl Resolved {
    /// Renders the page of `file` (relative to the project root) again from its edited
    /// source, with the same checks as a full build; problems go to `diagnostics`.
    /// `None` if the file is not a markdown page's source, cannot be read, or its edit
    /// changes what other pages show or check (its route, title or front matter): the
    /// whole site must then be compiled again. A page whose headings changed has the
    /// links of other pages to its anchors checked again.
    pub(crate) fn rerender(&self, project: &Project, site: &CompiledSite, file: &Path, diagnostics: &Diagnostics) -> Option<EditedPage> {
        let path = project.root.join(file);
        if self.migration_doc.as_deref() == Some(file) {
            return None;
        }
        if let Some(old) = self.docs.iter().find(|doc| doc.source.file == file) {
            let docs_dir = project.content_dir().join(&site.config.docs.dir);
            let new = docs::load_one(&project.root, &docs_dir, &path, diagnostics)?;
            return self.rerender_page(project, site, &MarkdownPage::from_doc(old), &MarkdownPage::from_doc(&new), diagnostics);
        }
        let old = self.standalone.iter().find(|page| page.source.file == file)?;
        let new = pages::load_one(&project.root, &path, diagnostics)?;
        self.rerender_page(project, site, &MarkdownPage::from_standalone(old), &MarkdownPage::from_standalone(&new), diagnostics)
    }

    fn rerender_page(
        &self,
        project: &Project,
        site: &CompiledSite,
        before: &MarkdownPage,
        after: &MarkdownPage,
        diagnostics: &Diagnostics,
    ) -> Option<EditedPage> {
        let same_outline = before.route == after.route
            && before.kind == after.kind
            && before.title == after.title
            && before.home == after.home
            && before.source.front == after.source.front
            && before.source.key_lines == after.source.key_lines
            && before.source.body_line == after.source.body_line;
        if !same_outline {
            return None;
        }
        let links = LinkContext {
            base_url: &site.config.base_url,
            origin: &site.config.url,
            routes: &self.routes,
            routes_by_file: &self.routes_by_file,
            static_files: &self.static_files,
            root: &project.root,
            diagnostics,
        };
        let sidebars = SidebarIndex::new(&site.sidebars);
        let context = RenderContext {
            links: &links,
            sidebars: &sidebars,
            packages: &self.packages,
            edit_url: site.config.edit_url.as_deref(),
            last_changed: &self.last_changed,
            diagnostics,
        };
        let (mut page, anchors) = render_page(after, &context);
        site_content::navigation::apply(std::slice::from_mut(&mut page), &sidebars, &self.docs, diagnostics);

        // The page's links to anchors, and, if its headings changed, the other pages' links to its anchors.
        let own_ids: HashSet<String> = page.anchor_ids.iter().cloned().collect();
        let mut to_check = anchors.clone();
        if self.headings.get(&page.route) != Some(&own_ids) {
            to_check.extend(self.anchors.iter().filter(|a| a.route == page.route && a.file != after.source.file).cloned());
        }
        let mut headings: HashMap<String, HashSet<String>> = to_check
            .iter()
            .filter_map(|anchor| self.headings.get_key_value(&anchor.route))
            .map(|(route, ids)| (route.clone(), ids.clone()))
            .collect();
        headings.insert(page.route.clone(), own_ids);
        check_anchors(&to_check, &headings, diagnostics);
        Some(EditedPage { page, source: after.source.clone(), anchors })
    }

    /// Takes in a page rendered by [`Resolved::rerender`] once its files are written.
    pub(crate) fn commit(&mut self, edited: EditedPage) -> Page {
        let file = edited.source.file.clone();
        if let Some(doc) = self.docs.iter_mut().find(|doc| doc.source.file == file) {
            doc.source = edited.source;
        } else if let Some(page) = self.standalone.iter_mut().find(|page| page.source.file == file) {
            page.source = edited.source;
        }
        self.anchors.retain(|anchor| anchor.file != file);
        self.anchors.extend(edited.anchors);
        self.headings.insert(edited.page.route.clone(), edited.page.anchor_ids.iter().cloned().collect());
        edited.page
    }
}

fn route_table(docs: &[Doc], standalone: &[StandalonePage], diagnostics: &Diagnostics) -> RouteTable {
    let mut routes = RouteTable::default();
    let entries = docs.iter().map(|d| (d.route.clone(), PageKind::Doc, &d.source.file)).chain(standalone.iter().map(|p| {
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

/// Registers `play/`; `false` (with a warning) if a page already has it.
fn add_playground_route(playground: &Playground, routes: &mut RouteTable, diagnostics: &Diagnostics) -> bool {
    let entry = RouteEntry { kind: PageKind::Playground, source: playground.dir.clone() };
    add_engine_page_route(site_playground::ROUTE, entry, "the playground", routes, diagnostics)
}

/// Registers `icons/` when the icon packages were read, and gives the page's source;
/// `None` if there are none, or (with a warning) if a page already has the route.
fn add_icons_route(
    collections: &[Collection],
    root: &Path,
    node_modules: Option<&Path>,
    routes: &mut RouteTable,
    diagnostics: &Diagnostics,
) -> Option<PathBuf> {
    let (first, node_modules) = (collections.first()?, node_modules?);
    let package = node_modules.join(first.source.package).join("package.json");
    let source = package.strip_prefix(root).unwrap_or(&package).to_path_buf();
    let entry = RouteEntry { kind: PageKind::Icons, source: source.clone() };
    add_engine_page_route(site_icons::page::ROUTE, entry, "the icons page", routes, diagnostics).then_some(source)
}

/// Registers the route of a page the engine builds itself; `false`, with a warning
/// saying `what` is not built, if a content page already has it.
fn add_engine_page_route(route: &str, entry: RouteEntry, what: &str, routes: &mut RouteTable, diagnostics: &Diagnostics) -> bool {
    let source = entry.source.clone();
    match routes.insert(route.to_string(), entry) {
        Ok(()) => true,
        Err(existing) => {
            let by = existing.source.display();
            diagnostics.warning(&source, None, format!("duplicate route `{route}`: already defined by {by}; {what} is not built"));
            false
        }
    }
}

/// Every file of the static directories, as a path relative to the site root.
fn static_file_index(dirs: &[StaticDir]) -> HashSet<String> {
    dirs.iter()
        .map(|dir| &dir.path)
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
    home: Option<&'a site_model::home::HomeFrontMatter>,
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
            .or_else(|| site_markdown::first_h1(&page.source.body))
            .unwrap_or_else(|| page.route.trim_end_matches('/').to_string());
        let kind = if page.home.is_some() { PageKind::Home } else { PageKind::Page };
        MarkdownPage { source: &page.source, route: &page.route, kind, title, home: page.home.as_ref() }
    }

    /// What the page shows besides its article.
    fn content(&self) -> PageContent {
        match (self.kind, self.home) {
            (_, Some(home)) => PageContent::Home { home: Box::new(home.clone()) },
            (PageKind::Doc, None) => PageContent::Doc,
            _ => PageContent::Page,
        }
    }
}

/// What every markdown page is rendered with.
struct RenderContext<'a> {
    links: &'a LinkContext<'a>,
    sidebars: &'a SidebarIndex<'a>,
    packages: &'a PackageResolver,
    /// The configuration's base of edit links.
    edit_url: Option<&'a str>,
    last_changed: &'a LastChanged,
    diagnostics: &'a Diagnostics,
}

fn render_page(page: &MarkdownPage, context: &RenderContext) -> (Page, Vec<AnchorRef>) {
    let diagnostics = context.diagnostics;
    let file = &page.source.file;
    let front = &page.source.front;
    let resolver = PageLinks::new(context.links, file, page.route);
    let format = Format::of_file(file);
    let origin = context.links.origin;
    let source =
        Source { text: &page.source.body, raw_html: true, heading_shift: 0, file, first_line: page.source.body_line, format, origin };
    let mut rendered = site_markdown::render(&source, &resolver, diagnostics);

    for block in rendered.code_blocks.iter().filter(|b| is_script_language(&b.lang)) {
        context.packages.check_snippet(&block.code, block.line, file, diagnostics);
    }
    // Pages whose markdown has no `# ` heading get their title as one.
    if rendered.title.is_none() && page.kind != PageKind::Home {
        let id = slugify(&page.title);
        rendered.html.insert_str(0, &format!("<h1 id=\"{}\">{}</h1>\n", escape_html(&id), escape_html(&page.title)));
    }
    let image = front.image.as_ref().filter(|image| {
        let found = context.links.static_files.contains(image.trim_start_matches('/'));
        if !found {
            let line = Some(page.source.line_of_key("image"));
            diagnostics.error(file, line, format!("front matter: the image `{image}` is not a file of the static directories"));
        }
        found
    });
    let tags: Vec<String> = front.tags.iter().map(|tag| tag.label().to_string()).collect();

    let built = Page {
        description: front.description.clone(),
        sidebar: context.sidebars.sidebar_of(page.route).map(str::to_string),
        toc: if front.hide_table_of_contents { Vec::new() } else { toc(&rendered.headings) },
        edit_url: edit_url(page, context.edit_url),
        last_updated: context.last_changed.get(file).and_then(|&time| history::last_updated(time)),
        keywords: front.keywords.iter().chain(&tags).cloned().collect(),
        tags,
        anchor_ids: rendered.headings.iter().map(|h| h.id.clone()).chain(rendered.html_anchors.iter().cloned()).collect(),
        assets: resolver.assets.into_inner(),
        image: image.map(|image| image.trim_start_matches('/').to_string()),
        // Grown as it was written, the text has up to twice its length in spare room,
        // which a build holding every page would keep.
        ..Page::new(page.route, page.content(), page.title.clone(), shrunk(rendered.html), file.clone())
    };
    let built = Page { markdown: Some(shrunk(site_twin::markdown_page(&built, rendered.title.is_some(), &rendered.markdown))), ..built };
    (built, resolver.anchors.into_inner())
}

fn shrunk(mut text: String) -> String {
    text.shrink_to_fit();
    text
}

/// A page's edit link: its `custom_edit_url` (`null`: none), else, for docs, the
/// configured base followed by the source file's path.
fn edit_url(page: &MarkdownPage, base: Option<&str>) -> Option<String> {
    match &page.source.front.custom_edit_url {
        Some(custom) => custom.clone(),
        None if page.kind == PageKind::Doc => base.map(|base| format!("{base}{}", encode_path(&page.source.file.to_string_lossy()))),
        None => None,
    }
}

/// Navbar and footer links to routes of the site: a route no page provides fails the
/// build, like a broken link in markdown. `text` is the configuration as written, to
/// name the link's line.
fn check_config_links(config: &SiteConfig, text: &str, routes: &RouteTable, file: &Path, diagnostics: &Diagnostics) {
    let links: Vec<&LinkConfig> =
        config.navbar.items.iter().chain(config.footer.links.iter().flat_map(|column| column.items.iter())).collect();
    for link in links {
        if let Some(to) = &link.to {
            let route = normalize_route(to);
            if !routes.contains(&route) {
                let quoted = format!("\"{to}\"");
                let line = text.lines().position(|line| line.contains(&quoted)).map(|index| index + 1);
                diagnostics.error(
                    file,
                    line,
                    format!("link `{}` points to `{}`, which no page provides", link.label, route_url(&config.base_url, &route)),
                );
            }
        }
    }
}

/// Files the configuration names (the social card, the manifest's icons) must be files
/// of the static directories.
fn check_config_files(config: &SiteConfig, static_files: &HashSet<String>, file: &Path, diagnostics: &Diagnostics) {
    let icons = config.manifest.iter().flat_map(|manifest| manifest.icons.iter().map(|icon| ("manifest icon", &icon.src)));
    for (what, path) in config.image.iter().map(|image| ("image", image)).chain(icons) {
        if !static_files.contains(path.trim_start_matches('/')) {
            diagnostics.error(file, None, format!("{what} `{path}` is not a file of the static directories"));
        }
    }
}

/// The home page's buttons and cards link to routes, which must exist.
fn check_home_links(pages: &[StandalonePage], routes: &RouteTable, diagnostics: &Diagnostics) {
    for page in pages {
        let Some(home) = &page.home else { continue };
        let targets = home.hero.actions.iter().map(|a| a.to.as_str()).chain(home.frameworks.items.iter().map(|f| f.to.as_str()));
        for to in targets {
            if !routes.contains(&normalize_route(to)) {
                diagnostics.error(&page.source.file, None, format!("broken link `{to}`: no such page"));
            }
        }
    }
}
