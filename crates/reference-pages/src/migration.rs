//! The move to version 2 on the site's pages: the "In version 2" section of each
//! reference page, and the migration page, a doc followed by the markup converter
//! and every change, by package. The changes come from `site_migration`; here they
//! become page data, their Markdown cells rendered by the docs' pipeline.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use site_api::api_data::{ChangeData, Version2Data};
use site_api::Library;
use site_diagnostics::Diagnostics;
use site_markdown::{mdx::Format, slugger::Slugger, Source};
use site_migration::changes::{Added, Change, Migration, PageKind as MigrationKind, Target};
use site_migration::Derived;
use site_model::migration::{MigrationGroup, MigrationGuide, MigrationPackage, MigrationPageData, Version2, VersionChange};
use site_model::navigation::{toc, Heading};
use site_model::page::{Page, PageContent};

use site_links::{AnchorRef, LinkContext, PageLinks};

use site_config::MigrationConfig;

/// The heading of the section on reference pages.
pub const SECTION_TITLE: &str = "In version 2";

/// Where the converter's rules are written, relative to the site root.
pub const RULES_PATH: &str = "data/migration-rules.json";

/// The text of the converter's heading on the migration page, and its id.
const CONVERTER_TITLE: &str = "Convert your markup";
const CONVERTER_ID: &str = "convert-your-markup";

/// The migration and where the version 2 site is.
pub struct MigrationContext<'a> {
    /// What changes, derived from both versions' packages.
    pub migration: &'a Migration,
    /// The version 2 site's root URL.
    pub site_url: &'a str,
    /// The migration page, when the site has the doc it is made of.
    pub guide: Option<MigrationGuide>,
}

/// Where the doc `page_id` is, as the migration page.
pub fn guide(docs: &[site_content::docs::Doc], page_id: &str) -> Option<MigrationGuide> {
    let doc = docs.iter().find(|d| d.id == page_id)?;
    Some(MigrationGuide { title: doc.title(), route: doc.route.clone(), converter_id: CONVERTER_ID.to_string() })
}

impl MigrationContext<'_> {
    /// The section of a component's page, if the migration knows the component.
    pub fn component(&self, name: &str, heading: Heading, render: &dyn Fn(&str) -> String) -> Option<Version2> {
        let item = self.migration.component(name)?;
        Some(self.section(heading, &item.target, MigrationKind::Component, &item.changes, &item.added, render))
    }

    /// The section of an enum's page.
    pub fn enumeration(&self, name: &str, heading: Heading, render: &dyn Fn(&str) -> String) -> Option<Version2> {
        let item = self.migration.enum_named(name)?;
        Some(self.section(heading, &item.target, MigrationKind::Enum, &item.changes, &item.added, render))
    }

    /// The section of an interface's page.
    pub fn interface(&self, name: &str, heading: Heading, render: &dyn Fn(&str) -> String) -> Option<Version2> {
        let item = self.migration.interface(name)?;
        Some(self.section(heading, &item.target, MigrationKind::Interface, &item.changes, &item.added, render))
    }

    /// The section of the base element's page.
    pub fn base_element(&self, heading: Heading, render: &dyn Fn(&str) -> String) -> Option<Version2> {
        let item = self.migration.base_element.as_ref()?;
        Some(self.section(heading, &item.target, MigrationKind::BaseElement, &item.changes, &item.added, render))
    }

    /// A component's changes as tools read them (`data/api.json`): the section's content,
    /// its cells in Markdown.
    pub fn component_data(&self, name: &str) -> Option<Version2Data> {
        let item = self.migration.component(name)?;
        Some(Version2Data {
            name: target_name(&item.target),
            url: item.target.url(self.site_url, MigrationKind::Component),
            changes: item
                .changes
                .iter()
                .map(|change| ChangeData {
                    item: change.item.label().to_string(),
                    old: change.old.clone(),
                    new: change.new.clone(),
                    todo: change.todo.clone(),
                    mechanical: change.mechanical,
                })
                .collect(),
            added: item.added.sentence(),
        })
    }

    fn section(
        &self,
        heading: Heading,
        target: &Target,
        kind: MigrationKind,
        changes: &[Change],
        added: &Added,
        render: &dyn Fn(&str) -> String,
    ) -> Version2 {
        Version2 {
            heading,
            name: target_name(target),
            url: target.url(self.site_url, kind),
            changes: changes.iter().map(|change| version_change(change, render)).collect(),
            added: added.sentence().map(|sentence| render(&sentence)),
            guide: self.guide.clone(),
        }
    }
}

/// The name in version 2, when version 2 has the item in its packages.
fn target_name(target: &Target) -> Option<String> {
    match target {
        Target::Found { name, .. } => Some(name.clone()),
        _ => None,
    }
}

/// A change as page data, its cells rendered.
fn version_change(change: &Change, render: &dyn Fn(&str) -> String) -> VersionChange {
    VersionChange {
        item: change.item.label().to_string(),
        old: render(&change.old),
        new: change.new.as_deref().map(render),
        todo: render(&change.todo),
        mechanical: change.mechanical,
    }
}

/// The converter's rules as the browser loads them.
pub fn rules_json(derived: &Derived) -> Vec<u8> {
    serde_json::to_vec(&derived.rules).expect("the converter's rules serialize")
}

/// Renders Markdown cells for one page: links checked against the site, the Markdown
/// of each kept for the page's twin.
pub struct CellRenderer<'a> {
    links: &'a LinkContext<'a>,
    file: PathBuf,
    route: String,
    diagnostics: &'a Diagnostics,
    /// The Markdown of each cell rendered, for the page's twin.
    pub descriptions: RefCell<site_twin::descriptions::Descriptions>,
    /// The cells' links to anchors, checked once every page is rendered.
    pub anchors: RefCell<Vec<AnchorRef>>,
}

impl<'a> CellRenderer<'a> {
    /// A renderer for the page at `route`, whose cells come from `file`.
    pub fn new(links: &'a LinkContext<'a>, file: &Path, route: &str, diagnostics: &'a Diagnostics) -> Self {
        CellRenderer {
            links,
            file: file.to_path_buf(),
            route: route.to_string(),
            diagnostics,
            descriptions: RefCell::default(),
            anchors: RefCell::default(),
        }
    }

    /// A cell's Markdown as HTML.
    pub fn render(&self, text: &str) -> String {
        let links = PageLinks::new(self.links, &self.file, &self.route);
        let origin = self.links.origin;
        let source =
            Source { text, raw_html: false, heading_shift: 0, file: &self.file, first_line: 1, format: Format::CommonMark, origin };
        let rendered = site_markdown::render(&source, &links, self.diagnostics);
        self.anchors.borrow_mut().extend(links.anchors.into_inner());
        self.descriptions.borrow_mut().insert(&rendered.html, &rendered.markdown);
        rendered.html
    }
}

/// Makes the doc `page` the migration page: its article, then the converter and every
/// change by package, in its table of contents, its twin and its search records.
pub fn attach(page: &mut Page, context: &MigrationContext, cells: &CellRenderer, rules_url: String, diagnostics: &Diagnostics) {
    let mut slugger = Slugger::default();
    if page.anchor_ids.iter().any(|id| id == CONVERTER_ID) {
        let message = format!("the heading id `{CONVERTER_ID}` is the converter's, which the migration page adds: use another");
        diagnostics.error(&page.source, None, message);
    }
    slugger.reserve(CONVERTER_ID);
    for id in &page.anchor_ids {
        slugger.reserve(id);
    }
    let converter = Heading { level: 2, id: CONVERTER_ID.to_string(), text: CONVERTER_TITLE.to_string() };
    let mut headings = vec![converter.clone()];
    let mut heading = |level: u8, text: &str| {
        let heading = Heading { level, id: slugger.slug(text), text: text.to_string() };
        headings.push(heading.clone());
        heading
    };
    let render = |text: &str| cells.render(text);
    let rows = |changes: &[Change]| -> Vec<VersionChange> { changes.iter().map(|c| version_change(c, &render)).collect() };
    let migration = context.migration;
    let mut packages = Vec::new();
    let mut package_names: Vec<String> = Library::ALL.iter().map(|l| l.package().to_string()).collect();
    for change in &migration.framework {
        if !package_names.contains(&change.package) {
            package_names.push(change.package.clone());
        }
    }
    for package in package_names {
        let library = Library::ALL.into_iter().find(|l| l.package() == package);
        let mut groups = Vec::new();
        let package_heading = heading(2, &package);
        if let Some(library) = library {
            for component in migration.components.iter().filter(|c| c.library == library && !c.changes.is_empty()) {
                groups.push(MigrationGroup {
                    heading: heading(3, &component.name),
                    kind: "Component".into(),
                    to: Some(library.component_route(&component.name)),
                    tag: Some(component.tag.clone()),
                    changes: rows(&component.changes),
                });
            }
            let base = migration.base_element.iter().filter(|_| library == Library::Base);
            for (item, kind, to) in base
                .map(|b| (b, "Class", site_api::BASE_ELEMENT_ROUTE.to_string()))
                .chain(migration.enums.iter().filter(|e| e.library == library).map(|e| (e, "Enum", library.enum_route(&e.name))))
                .chain(
                    migration
                        .interfaces
                        .iter()
                        .filter(|i| i.library == library)
                        .map(|i| (i, "Interface", library.interface_route(&i.name))),
                )
            {
                if item.changes.is_empty() {
                    continue;
                }
                groups.push(MigrationGroup {
                    heading: heading(3, &item.name),
                    kind: kind.into(),
                    to: Some(to),
                    tag: None,
                    changes: rows(&item.changes),
                });
            }
        }
        let own: Vec<&Change> = migration.framework.iter().filter(|f| f.package == package).map(|f| &f.change).collect();
        let mut kinds: Vec<_> = own.iter().map(|c| c.item).collect();
        kinds.dedup();
        for kind in kinds {
            let changes: Vec<Change> = own.iter().filter(|c| c.item == kind).map(|c| (*c).clone()).collect();
            let title = match kind.label() {
                "Theme" => "Themes",
                "Icon" => "Icons",
                _ => "Modules",
            };
            groups.push(MigrationGroup {
                heading: heading(3, title),
                kind: "Package".into(),
                to: None,
                tag: None,
                changes: rows(&changes),
            });
        }
        if !groups.is_empty() {
            packages.push(MigrationPackage { heading: package_heading, groups });
        }
    }
    page.anchor_ids.extend(headings.iter().map(|h| h.id.clone()));
    page.toc.extend(toc(&headings));
    let data = MigrationPageData { converter, rules_url, packages };
    if let Some(markdown) = &mut page.markdown {
        site_twin::migration::append(markdown, &data, &cells.descriptions.borrow());
    }
    page.content = PageContent::Migration { migration: data };
}

/// Derives the migration from the installed packages of both versions and the
/// curated entries; `None` (with errors) when version 2's packages cannot be read.
pub fn derive(
    (root, content_dir, config_file): (&Path, &Path, &Path),
    config: &MigrationConfig,
    node_modules: &Path,
    model: &site_api::declared::ApiModel,
    diagnostics: &Diagnostics,
) -> Option<Derived> {
    let mut v2_packages = Vec::new();
    for (id, folder) in &config.packages {
        match Library::from_id(id) {
            Some(library) => v2_packages.push((library, node_modules.join(folder))),
            None => diagnostics.error(config_file, None, format!("migration packages: unknown library `{id}` (use main, fiori or base)")),
        }
    }
    let curated_dir = content_dir.join(&config.dir);
    let sources = site_migration::Sources { root, v1_node_modules: node_modules, v2_packages, curated_dir: &curated_dir };
    site_migration::derive(&sources, model, diagnostics)
}

/// Finds the doc the configuration names among the rendered pages and makes it the
/// migration page; a doc id no doc has is an error.
pub fn attach_page(
    rendered: &mut [(Page, Vec<AnchorRef>)],
    docs: &[site_content::docs::Doc],
    context: &MigrationContext,
    config: &MigrationConfig,
    links: &LinkContext,
    (config_file, config_text): (&Path, &str),
    diagnostics: &Diagnostics,
) {
    let Some(doc) = docs.iter().find(|d| d.id == config.page) else {
        let line = site_config::key_line(config_text, &["migration", "page"]);
        diagnostics.error(config_file, line, format!("migration page: no doc has the id `{}`", config.page));
        return;
    };
    let Some((page, anchors)) = rendered.iter_mut().find(|(page, _)| page.route == doc.route) else { return };
    let curated = Path::new("content").join(&config.dir);
    let cells = CellRenderer::new(links, &curated, &page.route, diagnostics);
    let rules_url = format!("{}{RULES_PATH}", links.base_url);
    attach(page, context, &cells, rules_url, diagnostics);
    anchors.extend(cells.anchors.into_inner());
}
