//! The component API: the public API of the installed packages, read from their
//! custom-elements manifests ([`declared`]: each package's components, enums and
//! interfaces as it declares them, after inheritance and the privacy filter), with the routes and the `components` sidebar of the
//! reference pages that document it (made by `site-reference-pages`), and
//! the same API as data for tools (`api_data`), and the checks of code against it:
//! markup against the API (`markup_check`), imports against the installed packages
//! (`imports`).

pub mod api_data;
pub mod declared;
pub mod imports;
mod manifest;
pub mod markup_check;
pub mod try_it;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use declared::ApiModel;
use site_diagnostics::{line_of, Diagnostics};
use site_model::navigation::SidebarItem;
use site_model::routes::{PageKind, RouteEntry, RouteTable};

/// The packages the reference documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Library {
    /// `@ui5/webcomponents`: the main components.
    Main,
    /// `@ui5/webcomponents-fiori`: the SAP Fiori components.
    Fiori,
    /// `@ui5/webcomponents-base`: the base element and shared enums and interfaces.
    Base,
}

impl Library {
    /// Every library, in the order their manifests are read.
    pub const ALL: [Library; 3] = [Library::Main, Library::Fiori, Library::Base];

    /// The npm package's name.
    pub fn package(self) -> &'static str {
        match self {
            Library::Main => "@ui5/webcomponents",
            Library::Fiori => "@ui5/webcomponents-fiori",
            Library::Base => "@ui5/webcomponents-base",
        }
    }

    /// The library's name in the configuration (`[reference.groups]`).
    pub fn id(self) -> &'static str {
        match self {
            Library::Main => "main",
            Library::Fiori => "fiori",
            Library::Base => "base",
        }
    }

    /// The library an id of the configuration names.
    pub fn from_id(id: &str) -> Option<Library> {
        Library::ALL.into_iter().find(|l| l.id() == id)
    }

    /// The library's name in the sidebar.
    pub fn label(self) -> &'static str {
        match self {
            Library::Main | Library::Base => "Main",
            Library::Fiori => "Fiori",
        }
    }

    /// Enums and interfaces of the base package are listed with the main ones.
    pub fn listed_as(self) -> Library {
        if self == Library::Base {
            Library::Main
        } else {
            self
        }
    }

    /// `components/` or `components/fiori/`.
    pub fn index_route(self) -> &'static str {
        match self.listed_as() {
            Library::Fiori => "components/fiori/",
            _ => "components/",
        }
    }

    /// The route of a component's page.
    pub fn component_route(self, name: &str) -> String {
        format!("{}{name}/", self.index_route())
    }

    /// The route of an enum's page.
    pub fn enum_route(self, name: &str) -> String {
        format!("{}enums/{name}/", self.index_route())
    }

    /// The route of an interface's page.
    pub fn interface_route(self, name: &str) -> String {
        format!("{}interfaces/{name}/", self.index_route())
    }

    /// The route of the page listing the library's enums.
    pub fn enums_index_route(self) -> &'static str {
        match self.listed_as() {
            Library::Fiori => "components/fiori/enums/",
            _ => "components/main/enums/",
        }
    }

    /// The route of the page listing the library's interfaces.
    pub fn interfaces_index_route(self) -> &'static str {
        match self.listed_as() {
            Library::Fiori => "components/fiori/interfaces/",
            _ => "components/main/interfaces/",
        }
    }

    /// The manifest of the package, below `node_modules`.
    pub fn manifest_path(self) -> PathBuf {
        PathBuf::from(self.package()).join(MANIFEST)
    }
}

/// The libraries whose pages are listed: main (with base) and fiori.
pub const LISTED: [Library; 2] = [Library::Main, Library::Fiori];

/// The route of the base element's page.
pub const BASE_ELEMENT_ROUTE: &str = "UI5Element/";

/// The name of the components sidebar.
pub const SIDEBAR: &str = "components";

/// Reads every library's manifest from the packages in `node_modules`. A missing or
/// malformed manifest is an error naming the file, and no model is built.
pub fn load(root: &Path, node_modules: &Path, diagnostics: &Diagnostics) -> Option<ApiModel> {
    let packages = Library::ALL.map(|library| (library, node_modules.join(library.package())));
    load_packages(root, &packages, diagnostics)
}

/// Reads each library's manifest from the folder its package is installed in (its
/// own name's, or an npm alias's, as version 2's are), as [`load`] does.
pub fn load_packages(root: &Path, packages: &[(Library, PathBuf)], diagnostics: &Diagnostics) -> Option<ApiModel> {
    let mut manifests = Vec::new();
    let mut failed = false;
    for (library, package_dir) in packages {
        let library = *library;
        let path = package_dir.join(MANIFEST);
        let file = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(err) => {
                diagnostics.error(&file, None, format!("cannot read the custom-elements manifest: {err} (run `npm ci` in web/)"));
                failed = true;
                continue;
            }
        };
        match serde_json::from_str::<manifest::Manifest>(&text) {
            Ok(mut manifest) => {
                for name in manifest.remove_unnamed() {
                    let line = serde_json::to_string(&name).ok().and_then(|quoted| text.find(&quoted)).map(|at| line_of(&text, at));
                    diagnostics.warning(
                        &file,
                        line,
                        format!("`{name}` is skipped: the name of a class, enum or interface must be a JavaScript identifier"),
                    );
                }
                for tag in manifest.remove_invalid_tags() {
                    let line = serde_json::to_string(&tag).ok().and_then(|quoted| text.find(&quoted)).map(|at| line_of(&text, at));
                    diagnostics.warning(&file, line, format!("the tag `{tag}` is skipped: it is no custom element name"));
                }
                manifest.fill_missing_superclasses(package_dir);
                manifests.push((library, manifest));
            }
            Err(err) => {
                diagnostics.error(&file, Some(err.line()), format!("malformed custom-elements manifest: {err}"));
                failed = true;
            }
        }
    }
    if failed {
        return None;
    }
    let mut model = ApiModel::from_manifests(&manifests);
    add_features(&mut model, packages);
    Some(model)
}

/// Where a package keeps its custom-elements manifest: the internal one, since only
/// it has each property's `_ui5validator`, which picks the property's Try it control.
const MANIFEST: &str = "dist/custom-elements-internal.json";

/// Finds the optional features of the packages (modules of their own, in
/// `dist/features/`) that a component's module asks for by name
/// (`getFeature("InputSuggestions")`), and those a property needs: the ones its
/// description names, and for a calendar type, the calendars of the localization package.
fn add_features(model: &mut ApiModel, packages: &[(Library, PathBuf)]) {
    static ASKED: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static NAMED: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let asked = ASKED.get_or_init(|| regex::Regex::new(r#"getFeature\(\s*["']([A-Za-z0-9]+)["']"#).expect("feature pattern"));
    let named = NAMED.get_or_init(|| regex::Regex::new(r"features/([A-Za-z0-9]+)\.js").expect("feature module pattern"));
    let calendars = calendar_modules(packages);
    for component in &mut model.components {
        let Some((_, package)) = packages.iter().find(|(library, _)| *library == component.library) else { continue };
        let existing = |names: &mut dyn Iterator<Item = String>| -> Vec<String> {
            let mut modules: Vec<String> =
                names.map(|name| format!("dist/features/{name}.js")).filter(|m| package.join(m).is_file()).collect();
            modules.dedup();
            modules
        };
        let source = std::fs::read_to_string(package.join(&component.module)).unwrap_or_default();
        component.features = existing(&mut asked.captures_iter(&source).map(|c| c[1].to_string()));
        let specifier = |module: String| format!("{}/{module}", component.library.package());
        for property in &mut component.api.properties {
            property.features =
                existing(&mut named.captures_iter(&property.description).map(|c| c[1].to_string())).into_iter().map(specifier).collect();
            if property.ty.plain() == "CalendarType" {
                property.features.extend(calendars.iter().cloned());
            }
        }
    }
}

/// The calendars other than the Gregorian one, which a component only shows once their
/// module from `@ui5/webcomponents-localization` is loaded (else it throws "Required
/// calendar type: Islamic not loaded").
fn calendar_modules(packages: &[(Library, PathBuf)]) -> Vec<String> {
    const PACKAGE: &str = "@ui5/webcomponents-localization";
    const FOLDER: &str = "dist/features/calendar";
    let Some((_, base)) = packages.iter().find(|(library, _)| *library == Library::Base) else { return Vec::new() };
    let Ok(entries) = std::fs::read_dir(base.with_file_name("webcomponents-localization").join(FOLDER)) else { return Vec::new() };
    let mut modules: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().to_str().and_then(|name| name.strip_suffix(".js")).map(str::to_string))
        .filter(|calendar| calendar != "Gregorian")
        .map(|calendar| format!("{PACKAGE}/{FOLDER}/{calendar}.js"))
        .collect();
    modules.sort();
    modules
}

/// Adds the reference's routes to the table; a route another source took warns.
pub fn add_routes(model: &ApiModel, node_modules: &Path, routes: &mut RouteTable, diagnostics: &Diagnostics) {
    let source = |library: Library| node_modules.join(library.manifest_path());
    let mut entries: Vec<(String, PageKind, PathBuf)> = Vec::new();
    for library in LISTED {
        entries.push((library.index_route().to_string(), PageKind::CardIndex, source(library)));
        entries.push((library.enums_index_route().to_string(), PageKind::CardIndex, source(library)));
        entries.push((library.interfaces_index_route().to_string(), PageKind::CardIndex, source(library)));
    }
    entries.extend(model.components.iter().map(|c| (c.library.component_route(&c.name), PageKind::Component, source(c.library))));
    entries.extend(model.enums.iter().map(|e| (e.library.enum_route(&e.name), PageKind::Enum, source(e.library))));
    entries.extend(model.interfaces.iter().map(|i| (i.library.interface_route(&i.name), PageKind::Interface, source(i.library))));
    if model.base_element.is_some() {
        entries.push((BASE_ELEMENT_ROUTE.to_string(), PageKind::Component, source(Library::Base)));
    }
    for (route, kind, source) in entries {
        if let Err(existing) = routes.insert(route.clone(), RouteEntry { kind, source: source.clone() }) {
            diagnostics.warning(&source, None, format!("duplicate route `{route}`: already defined by {}", existing.source.display()));
        }
    }
}

/// How parts nest under their parent in the sidebar: library id -> group -> parts.
/// A group named like a component is that component's category; any other name is
/// a category of its own.
pub type Groups = BTreeMap<String, BTreeMap<String, Vec<String>>>;

/// The parent group of each part, by library.
pub fn parents(groups: &Groups) -> BTreeMap<(Library, String), String> {
    let mut parents = BTreeMap::new();
    for (library_id, library_groups) in groups {
        let Some(library) = Library::from_id(library_id) else { continue };
        for (group, parts) in library_groups {
            for part in parts {
                parents.insert((library, part.clone()), group.clone());
            }
        }
    }
    parents
}

/// Reports groups that name libraries or components that do not exist.
pub fn check_groups(groups: &Groups, model: &ApiModel, config_file: &Path, diagnostics: &Diagnostics) {
    for (library_id, library_groups) in groups {
        let Some(library) = Library::from_id(library_id).filter(|l| LISTED.contains(l)) else {
            diagnostics.error(config_file, None, format!("reference groups: unknown library `{library_id}` (use main or fiori)"));
            continue;
        };
        let exists = |name: &str| model.components.iter().any(|c| c.library == library && c.name == name);
        for (group, parts) in library_groups {
            for part in parts {
                if !exists(part) {
                    diagnostics.error(
                        config_file,
                        None,
                        format!("reference group `{group}` lists `{part}`, which is not a component of {}", library.package()),
                    );
                }
            }
        }
    }
}

/// The `components` sidebar: a category per library with its components (parts
/// nested under their group), its enums and its interfaces; then the base element.
pub fn sidebar(model: &ApiModel, groups: &Groups) -> Vec<SidebarItem> {
    let parents = parents(groups);
    let link = |label: &str, to: String| SidebarItem::Link { label: label.to_string(), to: Some(to), href: None };
    let mut items = Vec::new();
    for library in LISTED {
        let components: Vec<_> = model.components.iter().filter(|c| c.library == library).collect();
        let mut entries: BTreeMap<String, SidebarItem> = BTreeMap::new();
        let library_groups = groups.get(library.id());
        for component in &components {
            if parents.contains_key(&(library, component.name.clone())) {
                continue;
            }
            let item = match library_groups.and_then(|g| g.get(&component.name)) {
                Some(parts) => SidebarItem::Category {
                    label: component.name.clone(),
                    to: Some(library.component_route(&component.name)),
                    items: parts.iter().map(|p| link(p, library.component_route(p))).collect(),
                },
                None => link(&component.name, library.component_route(&component.name)),
            };
            entries.insert(component.name.clone(), item);
        }
        for (group, parts) in library_groups.into_iter().flatten() {
            if !components.iter().any(|c| &c.name == group) {
                let items = parts.iter().map(|p| link(p, library.component_route(p))).collect();
                entries.insert(group.clone(), SidebarItem::Category { label: group.clone(), to: None, items });
            }
        }
        let mut library_items: Vec<SidebarItem> = entries.into_values().collect();
        let enums = model.enums.iter().filter(|e| e.library.listed_as() == library);
        library_items.push(SidebarItem::Category {
            label: "Enums".into(),
            to: Some(library.enums_index_route().into()),
            items: enums.map(|e| link(&e.name, e.library.enum_route(&e.name))).collect(),
        });
        let interfaces = model.interfaces.iter().filter(|i| i.library.listed_as() == library);
        library_items.push(SidebarItem::Category {
            label: "Interfaces".into(),
            to: Some(library.interfaces_index_route().into()),
            items: interfaces.map(|i| link(&i.name, i.library.interface_route(&i.name))).collect(),
        });
        items.push(SidebarItem::Category { label: library.label().into(), to: Some(library.index_route().into()), items: library_items });
    }
    if let Some(base) = &model.base_element {
        items.push(link(&base.name, BASE_ELEMENT_ROUTE.to_string()));
    }
    items
}
