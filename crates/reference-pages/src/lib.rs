//! The reference pages: one per component, enum and interface, the base element, and
//! the card indexes. The engine derives their content as data (`page_data`), with
//! descriptions rendered by the docs' markdown pipeline; the app's components render
//! it, at build time and in the browser. The move to version 2 on these pages and
//! the migration page are in `migration`; the same API as data for tools
//! (`data/api.json`) in `api_data`.

pub mod api_data;
pub mod migration;

use rayon::prelude::*;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::migration::{MigrationContext, SECTION_TITLE};
use site_links::{AnchorRef, LinkContext, PageLinks};
use site_samples::{Sample, SampleIndex, BASIC};

use site_api::declared::{self, ApiModel, ClassApi, Component, Enum, Interface, TypeRef};
use site_api::try_it::{self, StartingMarkups, TryItIndex};
use site_api::{Library, BASE_ELEMENT_ROUTE, LISTED, SIDEBAR};
use site_diagnostics::Diagnostics;
use site_markdown::{code_block, mdx::Format, slugger::Slugger, Source};
use site_model::navigation::{toc, Heading};
use site_model::page::{Page, PageContent, SampleData};
use site_model::reference::{self, Editor, Section, TypePart};

/// What the reference pages are rendered from.
pub struct ReferenceContext<'a> {
    /// The API of the installed packages.
    pub model: &'a ApiModel,
    /// What the descriptions' links resolve against.
    pub links: &'a LinkContext<'a>,
    /// The live samples, by component.
    pub samples: &'a SampleIndex,
    /// The starting markups of the Try it sections written by hand.
    pub starting_markups: &'a StartingMarkups,
    /// The group (parent) of each part, whose Basic sample a part without one shows.
    pub parents: BTreeMap<(Library, String), String>,
    /// Manifest path of each library, relative to the project root, for messages.
    pub manifest_files: HashMap<Library, PathBuf>,
    /// Where problems in the manifests' descriptions are reported.
    pub diagnostics: &'a Diagnostics,
    /// The library version the site documents.
    pub version: &'a str,
    /// The move to version 2, for each page's "In version 2" section.
    pub migration: Option<&'a MigrationContext<'a>>,
}

impl ReferenceContext<'_> {
    /// Every reference page, with the anchors its links point at.
    pub fn pages(&self) -> Vec<(Page, Vec<AnchorRef>)> {
        let try_it = TryItIndex::new(self.model, self.starting_markups, &self.parents);
        let mut pages: Vec<(Page, Vec<AnchorRef>)> = self.model.components.par_iter().map(|c| self.component_page(c, &try_it)).collect();
        pages.extend(self.model.enums.par_iter().map(|e| self.enum_page(e)).collect::<Vec<_>>());
        pages.extend(self.model.interfaces.par_iter().map(|i| self.interface_page(i)).collect::<Vec<_>>());
        pages.extend(self.base_element_page());
        for library in LISTED {
            pages.push(self.components_index(library));
            pages.push(self.enums_index(library));
            pages.push(self.interfaces_index(library));
        }
        pages
    }

    fn writer<'w>(&'w self, library: Library, route: String, title: &str) -> PageWriter<'w> {
        let file = self.manifest_files.get(&library).cloned().unwrap_or_default();
        PageWriter::new(self, file, route, title)
    }

    fn component_page(&self, component: &Component, try_it: &TryItIndex) -> (Page, Vec<AnchorRef>) {
        let route = component.library.component_route(&component.name);
        let mut w = self.writer(component.library, route, &component.name);
        let import = format!("import \"{}/{}\";", component.library.package(), component.module);
        w.import = Some(import.clone());
        let description = w.description(&strip_overview(&component.description));

        let samples = self.samples_of(component);
        let basic_heading = w.heading(2, "Basic Sample");
        let basic_sample = match samples.first() {
            Some(basic) => Some(basic.id()),
            None => {
                let folder = format!("content/samples/{}/{}/{BASIC}", component.library.id(), component.name);
                self.diagnostics.warning(&folder, None, format!("`<{}>` has no Basic sample", component.tag));
                None
            }
        };
        let try_it = self.try_it(component, try_it, &mut w);
        let api = w.class_api(&component.api);
        let version2 = self.migration.and_then(|m| {
            let heading = w.heading(2, SECTION_TITLE);
            m.component(&component.name, heading, &|text| w.render(text).html)
        });
        let more: Vec<&Sample> = samples.iter().skip(1).copied().collect();
        let more_samples = (!more.is_empty()).then(|| Section {
            heading: w.heading(2, "More Samples"),
            items: more
                .iter()
                .map(|sample| reference::SampleSection { heading: w.heading(3, &sample.title), sample: Some(sample.id()) })
                .collect(),
        });
        let content = PageContent::Component {
            reference: Box::new(reference::ComponentReference {
                tag: Some(component.tag.clone()),
                import_code: code_block(&import, "js", None),
                since: component.since.clone(),
                deprecated: component.deprecated.clone(),
                description,
                basic_sample: Some(reference::SampleSection { heading: basic_heading, sample: basic_sample }),
                try_it: Some(try_it),
                api,
                version2,
                more_samples,
            }),
        };
        let sample_data = samples.iter().map(|s| self.sample_data(s, &w)).collect();
        let (mut page, anchors) = w.finish(summary(&component.description), content, sample_data);
        // Readers know a component by its tag too; search finds it by either.
        page.keywords.push(component.tag.clone());
        (page, anchors)
    }

    fn try_it(&self, component: &Component, index: &TryItIndex, w: &mut PageWriter) -> reference::TryIt {
        let markup = index.markup(component);
        let slots = index.slots(component);
        reference::TryIt {
            heading: w.heading(2, "Try it"),
            preview_url: format!("{}{}", self.links.base_url, try_it::TRY_IT_PREVIEW_PATH),
            elements: index.elements(component, &markup, &slots),
            popup: index.popup(component, &markup),
            markup,
            slots,
        }
    }

    /// The component's samples, Basic first; a part without its own Basic sample
    /// shows its parent's.
    fn samples_of(&self, component: &Component) -> Vec<&Sample> {
        let own: Vec<&Sample> =
            self.samples.get(&(component.library, component.name.clone())).map(|s| s.iter().collect()).unwrap_or_default();
        if own.first().is_some_and(|s| s.name == BASIC) {
            return own;
        }
        let parent_basic = self
            .parents
            .get(&(component.library, component.name.clone()))
            .and_then(|parent| self.samples.get(&(component.library, parent.clone())))
            .and_then(|samples| samples.iter().find(|s| s.name == BASIC));
        parent_basic.into_iter().chain(own).collect()
    }

    fn sample_data(&self, sample: &Sample, w: &PageWriter) -> SampleData {
        SampleData {
            id: sample.id(),
            title: sample.title.clone(),
            description: sample.description.as_deref().map(|d| w.render(d).html),
            preview_url: format!("{}{}", self.links.base_url, sample.preview_dir()),
            code: code_block(&sample.html, "html", Some("index.html")),
            files: sample.files(),
        }
    }

    fn enum_page(&self, item: &Enum) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(item.library, item.library.enum_route(&item.name), &item.name);
        let description = w.description(&item.description);
        let fields = Section { heading: w.heading(2, "Enum fields"), items: w.enum_values(item) };
        let version2 = self.migration.and_then(|m| {
            let heading = w.heading(2, SECTION_TITLE);
            m.enumeration(&item.name, heading, &|text| w.render(text).html)
        });
        let content = PageContent::Enum {
            reference: Box::new(reference::EnumReference {
                since: item.since.clone(),
                deprecated: item.deprecated.clone(),
                description,
                fields,
                version2,
            }),
        };
        w.finish(summary(&item.description), content, Vec::new())
    }

    fn interface_page(&self, item: &Interface) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(item.library, item.library.interface_route(&item.name), &item.name);
        let description = w.description(&item.description);
        let implementations = Section {
            heading: w.heading(2, "Implementations"),
            items: item
                .implementations
                .iter()
                .map(|(name, package, module)| reference::Implementation {
                    name: name.clone(),
                    to: self.model.components.iter().find(|c| &c.name == name).map(|c| c.library.component_route(name)),
                    module: format!("{package}/{module}"),
                })
                .collect(),
        };
        let version2 = self.migration.and_then(|m| {
            let heading = w.heading(2, SECTION_TITLE);
            m.interface(&item.name, heading, &|text| w.render(text).html)
        });
        let interface = reference::InterfaceReference { since: item.since.clone(), description, implementations, version2 };
        w.finish(summary(&item.description), PageContent::Interface { reference: Box::new(interface) }, Vec::new())
    }

    fn base_element_page(&self) -> Option<(Page, Vec<AnchorRef>)> {
        let base = self.model.base_element.as_ref()?;
        let mut w = self.writer(Library::Base, BASE_ELEMENT_ROUTE.to_string(), &base.name);
        let import = format!("import {} from \"{}/{}\";", base.name, Library::Base.package(), base.module);
        w.import = Some(import.clone());
        let description = w.description(&base.description);
        let api = w.class_api(&base.api);
        let version2 = self.migration.and_then(|m| {
            let heading = w.heading(2, SECTION_TITLE);
            m.base_element(heading, &|text| w.render(text).html)
        });
        let content = PageContent::Component {
            reference: Box::new(reference::ComponentReference {
                tag: None,
                import_code: code_block(&import, "js", None),
                since: None,
                deprecated: None,
                description,
                basic_sample: None,
                try_it: None,
                api,
                version2,
                more_samples: None,
            }),
        };
        Some(w.finish(summary(&base.description), content, Vec::new()))
    }

    fn index(&self, library: Library, lists: reference::IndexKind, sections: Vec<reference::CardSection>) -> PageContent {
        PageContent::CardIndex {
            reference: reference::CardIndex {
                lists,
                library: library.label().to_string(),
                package: library.package().to_string(),
                version: self.version.to_string(),
                sections,
            },
        }
    }

    fn components_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(library, library.index_route().to_string(), library.label());
        let components_heading = w.heading(2, "Components");
        let parents: HashSet<&str> = self.parents.iter().filter(|((l, _), _)| *l == library).map(|(_, parent)| parent.as_str()).collect();
        let cards: Vec<reference::Card> = self
            .model
            .components
            .iter()
            .filter(|c| c.library == library && !self.parents.contains_key(&(library, c.name.clone())))
            .map(|c| {
                let parts = self.parents.iter().filter(|((l, _), p)| *l == library && *p == &c.name).count();
                reference::Card {
                    title: c.name.clone(),
                    to: library.component_route(&c.name),
                    detail: Some(format!("<{}>", c.tag)),
                    text: if parents.contains(c.name.as_str()) {
                        format!("{} With {parts} part{}.", summary(&c.description), if parts == 1 { "" } else { "s" })
                    } else {
                        summary(&c.description)
                    },
                }
            })
            .collect();
        let kinds_heading = w.heading(2, "Enums and interfaces");
        let enums = self.model.enums.iter().filter(|e| e.library.listed_as() == library).count();
        let interfaces = self.model.interfaces.iter().filter(|i| i.library.listed_as() == library).count();
        let kinds = vec![
            reference::Card {
                title: "Enums".into(),
                to: library.enums_index_route().into(),
                detail: None,
                text: format!("{enums} enums: the allowed values of enum-typed properties."),
            },
            reference::Card {
                title: "Interfaces".into(),
                to: library.interfaces_index_route().into(),
                detail: None,
                text: format!("{interfaces} interfaces: the contracts that slots accept."),
            },
        ];
        let sections = vec![
            reference::CardSection { heading: Some(components_heading), cards },
            reference::CardSection { heading: Some(kinds_heading), cards: kinds },
        ];
        let content = self.index(library, reference::IndexKind::Components, sections);
        let description = format!("The {} components of UI5 Web Components {}.", library.label(), self.version);
        w.finish(description, content, Vec::new())
    }

    fn enums_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let w = self.writer(library, library.enums_index_route().to_string(), "Enums");
        let cards = self
            .model
            .enums
            .iter()
            .filter(|e| e.library.listed_as() == library)
            .map(|e| reference::Card {
                title: e.name.clone(),
                to: e.library.enum_route(&e.name),
                detail: None,
                text: summary(&e.description),
            })
            .collect();
        let content = self.index(library, reference::IndexKind::Enums, vec![reference::CardSection { heading: None, cards }]);
        w.finish(format!("Enums of the {} components.", library.label()), content, Vec::new())
    }

    fn interfaces_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let w = self.writer(library, library.interfaces_index_route().to_string(), "Interfaces");
        let cards = self
            .model
            .interfaces
            .iter()
            .filter(|i| i.library.listed_as() == library)
            .map(|i| reference::Card {
                title: i.name.clone(),
                to: i.library.interface_route(&i.name),
                detail: None,
                text: summary(&i.description),
            })
            .collect();
        let content = self.index(library, reference::IndexKind::Interfaces, vec![reference::CardSection { heading: None, cards }]);
        w.finish(format!("Interfaces of the {} components.", library.label()), content, Vec::new())
    }

    /// A type in parts, the names of enums, interfaces and components linked.
    fn type_parts(&self, ty: &TypeRef) -> Vec<TypePart> {
        let mut parts: Vec<TypePart> = Vec::new();
        let mut rest = ty.text.as_str();
        let push_text = |parts: &mut Vec<TypePart>, text: &str| match parts.last_mut() {
            Some(last) if last.to.is_none() => last.text.push_str(text),
            _ if text.is_empty() => {}
            _ => parts.push(TypePart { text: text.to_string(), to: None }),
        };
        while !rest.is_empty() {
            let start = rest.find(|c: char| c.is_ascii_alphabetic() || c == '_').unwrap_or(rest.len());
            push_text(&mut parts, &rest[..start]);
            rest = &rest[start..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let word = &rest[..end];
            match self.route_of_type(word) {
                Some(route) => parts.push(TypePart { text: word.to_string(), to: Some(route) }),
                None => push_text(&mut parts, word),
            }
            rest = &rest[end..];
        }
        parts
    }

    fn route_of_type(&self, name: &str) -> Option<String> {
        if let Some(item) = self.model.enums.iter().find(|e| e.name == name) {
            return Some(item.library.enum_route(name));
        }
        if let Some(item) = self.model.interfaces.iter().find(|i| i.name == name) {
            return Some(item.library.interface_route(name));
        }
        self.model.components.iter().find(|c| c.name == name).map(|c| c.library.component_route(name))
    }
}

/// Builds one reference page: its headings with unique ids, descriptions rendered
/// and their links checked.
struct PageWriter<'c> {
    context: &'c ReferenceContext<'c>,
    file: PathBuf,
    route: String,
    title: String,
    slugger: Slugger,
    /// The id of the title's heading.
    title_id: String,
    headings: Vec<Heading>,
    /// The `#anchor` links of the descriptions, checked once every page's headings are known.
    anchors: RefCell<Vec<AnchorRef>>,
    /// The Markdown of every description rendered, for the page's twin.
    descriptions: RefCell<site_twin::descriptions::Descriptions>,
    /// The import statement the page shows, for its twin.
    import: Option<String>,
}

impl<'c> PageWriter<'c> {
    fn new(context: &'c ReferenceContext<'c>, file: PathBuf, route: String, title: &str) -> Self {
        let mut slugger = Slugger::default();
        let title_id = slugger.slug(title);
        PageWriter {
            context,
            file,
            route,
            title: title.to_string(),
            slugger,
            title_id,
            headings: Vec::new(),
            anchors: RefCell::default(),
            descriptions: RefCell::default(),
            import: None,
        }
    }

    /// A heading of the page, with an id unique on it.
    fn heading(&mut self, level: u8, text: &str) -> Heading {
        let heading = Heading { level, id: self.slugger.slug(text), text: text.to_string() };
        self.headings.push(heading.clone());
        heading
    }

    /// Renders manifest markdown with the docs pipeline; its raw HTML is shown as text.
    fn render(&self, text: &str) -> site_markdown::Rendered {
        self.render_shifted(text, 0)
    }

    fn render_shifted(&self, text: &str, heading_shift: u8) -> site_markdown::Rendered {
        let links = PageLinks::new(self.context.links, &self.file, &self.route);
        let origin = self.context.links.origin;
        let source = Source { text, raw_html: false, heading_shift, file: &self.file, first_line: 1, format: Format::CommonMark, origin };
        let rendered = site_markdown::render(&source, &links, self.context.diagnostics);
        self.anchors.borrow_mut().extend(links.anchors.into_inner());
        self.descriptions.borrow_mut().insert(&rendered.html, &rendered.markdown);
        rendered
    }

    /// A description that may have its own headings (they join the table of contents).
    /// Descriptions use `###` for their sections; under the page title they become
    /// level 2, so the page's heading levels do not skip one.
    fn description(&mut self, text: &str) -> String {
        let top =
            text.lines().filter_map(|line| line.strip_prefix('#').map(|rest| 1 + rest.chars().take_while(|&c| c == '#').count())).min();
        let shift = top.map_or(0, |level| level.saturating_sub(2) as u8);
        let rendered = self.render_shifted(text, shift);
        for heading in &rendered.headings {
            self.slugger.reserve(&heading.id);
        }
        self.headings.extend(rendered.headings);
        rendered.html
    }

    fn types(&self, ty: &TypeRef) -> Vec<TypePart> {
        self.context.type_parts(ty)
    }

    fn enum_values(&self, item: &Enum) -> Vec<reference::EnumValue> {
        item.fields
            .iter()
            .map(|field| reference::EnumValue {
                name: field.name.clone(),
                description: self.render(&field.description).html,
                deprecated: field.deprecated.clone(),
            })
            .collect()
    }

    /// The API sections of a class: its properties, slots, events, methods and CSS
    /// parts, each with its heading.
    fn class_api(&mut self, api: &ClassApi) -> reference::ClassApi {
        let heading = self.heading(2, "Properties");
        let mut properties = Vec::new();
        for property in &api.properties {
            let values = self.context.model.enum_named(property.ty.plain());
            properties.push(reference::Property {
                id: self.heading(3, &property.name).id,
                name: property.name.clone(),
                attribute: property.attribute.clone(),
                ty: self.types(&property.ty),
                values: values.map(|item| self.enum_values(item)).unwrap_or_default(),
                default: property.default.clone(),
                readonly: property.readonly,
                editor: editor(property, self.context.model),
                since: property.since.clone(),
                deprecated: property.deprecated.clone(),
                description: self.render(&property.description).html,
                inherited_from: property.inherited_from.clone(),
                features: property.features.clone(),
            });
        }
        let properties = Section { heading, items: properties };

        let heading = self.heading(2, "Slots");
        let mut slots = Vec::new();
        for slot in &api.slots {
            slots.push(reference::Slot {
                id: self.heading(3, &slot.name).id,
                name: slot.name.clone(),
                ty: self.types(&slot.ty),
                since: slot.since.clone(),
                deprecated: slot.deprecated.clone(),
                description: self.render(&slot.description).html,
                inherited_from: slot.inherited_from.clone(),
            });
        }
        let slots = Section { heading, items: slots };

        let heading = self.heading(2, "Events");
        let mut events = Vec::new();
        for event in &api.events {
            events.push(reference::Event {
                id: self.heading(3, &event.name).id,
                name: event.name.clone(),
                ty: self.types(&event.ty),
                parameters: self.parameters(&event.parameters),
                preventable: event.preventable,
                since: event.since.clone(),
                deprecated: event.deprecated.clone(),
                description: self.render(&event.description).html,
                inherited_from: event.inherited_from.clone(),
            });
        }
        let events = Section { heading, items: events };

        let heading = self.heading(2, "Methods");
        let mut methods = Vec::new();
        for method in &api.methods {
            methods.push(reference::Method {
                id: self.heading(3, &method.name).id,
                name: method.name.clone(),
                parameters: self.parameters(&method.parameters),
                returns: method
                    .returns
                    .as_ref()
                    .map(|(ty, description)| reference::Returns { ty: self.types(ty), description: self.render(description).html }),
                since: method.since.clone(),
                deprecated: method.deprecated.clone(),
                description: self.render(&method.description).html,
                inherited_from: method.inherited_from.clone(),
            });
        }
        let methods = Section { heading, items: methods };

        let heading = self.heading(2, "CSS Parts");
        let css_parts = Section {
            heading,
            items: api
                .css_parts
                .iter()
                .map(|part| reference::CssPart {
                    name: part.name.clone(),
                    description: self.render(&part.description).html,
                    inherited_from: part.inherited_from.clone(),
                })
                .collect(),
        };
        reference::ClassApi { properties, slots, events, methods, css_parts }
    }

    fn parameters(&self, parameters: &[declared::Parameter]) -> Vec<reference::Parameter> {
        parameters
            .iter()
            .map(|parameter| reference::Parameter {
                name: parameter.name.clone(),
                ty: self.types(&parameter.ty),
                values: self.context.model.enum_named(parameter.ty.plain()).map(|item| self.enum_values(item)).unwrap_or_default(),
                optional: parameter.optional,
                default: parameter.default.clone(),
                description: self.render(&parameter.description).html,
            })
            .collect()
    }

    fn finish(self, description: String, content: PageContent, samples: Vec<SampleData>) -> (Page, Vec<AnchorRef>) {
        let links = self.context.links;
        let markdown = site_twin::reference::write(&site_twin::reference::ReferencePage {
            title: &self.title,
            content: &content,
            samples: &samples,
            import: self.import.as_deref(),
            descriptions: &self.descriptions.borrow(),
            urls: site_twin::reference::SiteUrls { origin: links.origin, base_url: links.base_url },
        });
        let page = Page {
            description: (!description.is_empty()).then_some(description),
            sidebar: Some(SIDEBAR.to_string()),
            toc: toc(&self.headings),
            samples,
            title_id: Some(self.title_id),
            keywords: vec![self.title.clone()],
            anchor_ids: self.headings.iter().map(|h| h.id.clone()).collect(),
            markdown: Some(markdown),
            ..Page::new(self.route, content, self.title, String::new(), self.file)
        };
        (page, self.anchors.into_inner())
    }
}

/// How the controls edit a property: by the components' own check of its value.
fn editor(property: &declared::Property, model: &ApiModel) -> Editor {
    if property.readonly {
        return Editor::Readonly;
    }
    match property.validator.as_deref() {
        Some("Boolean") => Editor::Switch,
        Some("Integer") => Editor::Integer,
        Some("Float") => Editor::Float,
        Some(name) if model.enum_named(name).is_some() => Editor::Select,
        Some("Object") => Editor::Json,
        // Strings, and strings in a format (`CSSSize`, `CSSColor`, an element's id).
        _ if property.attribute.is_some() => Editor::Text,
        _ => Editor::Json,
    }
}

/// The class description without its `### Overview` heading.
pub fn strip_overview(description: &str) -> String {
    let mut lines: Vec<&str> = description.lines().collect();
    if let Some(index) = lines.iter().position(|l| l.trim() == "### Overview") {
        lines.remove(index);
    }
    lines.join("\n")
}

/// The first sentence of a description, as plain text, for cards and meta tags.
pub fn summary(description: &str) -> String {
    let text = strip_overview(description);
    let paragraph = text.split("\n\n").map(str::trim).find(|p| !p.is_empty() && !p.starts_with('#')).unwrap_or("");
    let mut plain = String::with_capacity(paragraph.len());
    let mut chars = paragraph.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '`' | '*' | '_' => {}
            '[' => {
                let label: String = chars.by_ref().take_while(|&c| c != ']').collect();
                plain.push_str(&label);
                if chars.peek() == Some(&'(') {
                    for c in chars.by_ref() {
                        if c == ')' {
                            break;
                        }
                    }
                }
            }
            '\n' => plain.push(' '),
            c => plain.push(c),
        }
    }
    let sentence_end = plain.find(". ").map(|i| i + 1).unwrap_or(plain.len());
    plain[..sentence_end].trim().to_string()
}

/// Where a library's manifest is, for messages.
pub fn manifest_files(root: &Path, node_modules: &Path) -> HashMap<Library, PathBuf> {
    Library::ALL
        .into_iter()
        .map(|library| {
            let path = node_modules.join(library.manifest_path());
            (library, path.strip_prefix(root).unwrap_or(&path).to_path_buf())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overview_heading_is_dropped_and_others_kept() {
        let text = "### Overview\n\nThe button.\n\n### Usage\n\nPress it.";
        assert_eq!(strip_overview(text), "\nThe button.\n\n### Usage\n\nPress it.");
    }

    #[test]
    fn summaries_are_the_first_plain_sentence() {
        let text = "### Overview\n\nThe `ui5-button` component represents a [push button](https://x).\nIt is nice. More.\n\n### Usage";
        assert_eq!(summary(text), "The ui5-button component represents a push button.");
    }
}
