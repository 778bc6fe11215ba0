//! The reference pages: one per component, enum and interface, the base element,
//! and the card indexes. Rendered in full by the engine, so the API is readable
//! without JavaScript and indexable; descriptions go through the docs' markdown
//! pipeline.

use rayon::prelude::*;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use std::path::{Path, PathBuf};

use super::model::{ApiModel, ClassApi, Component, Enum, Interface, Parameter, TypeRef};
use super::{Library, BASE_ELEMENT_ROUTE, LISTED, SIDEBAR};
use crate::diagnostics::Diagnostics;
use crate::links::{AnchorRef, LinkContext, PageLinks};
use crate::markdown::{self, code_block, escape_html as esc, slugger::Slugger, Heading, Source};
use crate::page::{toc, Page, SampleData};
use crate::routes::{route_url, PageKind};
use crate::samples::{Sample, SampleIndex, BASIC};

/// What the reference pages are rendered from.
pub struct ReferenceContext<'a> {
    pub model: &'a ApiModel,
    pub links: &'a LinkContext<'a>,
    pub samples: &'a SampleIndex,
    /// The group (parent) of each part, whose Basic sample a part without one shows.
    pub parents: BTreeMap<(Library, String), String>,
    /// Manifest path of each library, relative to the project root, for messages.
    pub manifest_files: HashMap<Library, PathBuf>,
    pub diagnostics: &'a Diagnostics,
    /// The library version the site documents.
    pub version: &'a str,
}

impl ReferenceContext<'_> {
    /// Every reference page, with the anchors its links point at.
    pub fn pages(&self) -> Vec<(Page, Vec<AnchorRef>)> {
        let mut pages: Vec<(Page, Vec<AnchorRef>)> = self.model.components.par_iter().map(|c| self.component_page(c)).collect();
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

    fn writer<'w>(&'w self, library: Library, route: String) -> PageWriter<'w> {
        let file = self.manifest_files.get(&library).cloned().unwrap_or_default();
        PageWriter::new(self, file, route)
    }

    fn component_page(&self, component: &Component) -> (Page, Vec<AnchorRef>) {
        let route = component.library.component_route(&component.name);
        let mut w = self.writer(component.library, route);
        w.title(&component.name);
        let _ = write!(w.html, "<p class=\"component-tag\"><code>&lt;{}&gt;</code></p>", esc(&component.tag));
        w.badges(component.since.as_deref(), component.deprecated.as_deref());
        let import = format!("import \"{}/{}\";", component.library.package(), component.module);
        w.html.push_str(&code_block(&import, "js", None));
        w.description(&strip_overview(&component.description));

        let samples = self.samples_of(component);
        w.heading(2, "Basic Sample");
        match samples.first() {
            Some(basic) => w.sample_placeholder(basic),
            None => {
                let folder = format!("content/samples/{}/{}/{BASIC}", component.library.id(), component.name);
                self.diagnostics.warning(&folder, None, format!("`<{}>` has no Basic sample", component.tag));
                w.html.push_str("<p>No sample available for this component.</p>");
            }
        }
        w.class_api(&component.api);
        let more: Vec<&Sample> = samples.iter().skip(1).copied().collect();
        if !more.is_empty() {
            w.heading(2, "More Samples");
            for sample in &more {
                w.heading(3, &sample.title);
                w.sample_placeholder(sample);
            }
        }
        let data = samples.iter().map(|s| self.sample_data(s, &w)).collect();
        let (mut page, anchors) = w.finish(PageKind::Component, &component.name, summary(&component.description), data);
        // Readers know a component by its tag too; search finds it by either.
        page.keywords.push(component.tag.clone());
        (page, anchors)
    }

    /// The component's samples, Basic first; a part without its own Basic sample
    /// shows its parent's.
    fn samples_of(&self, component: &Component) -> Vec<&Sample> {
        let own: Vec<&Sample> = self
            .samples
            .get(&(component.library, component.name.clone()))
            .map(|s| s.iter().collect())
            .unwrap_or_default();
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
        let preview = sample.preview_dir();
        SampleData {
            id: sample.id(),
            title: sample.title.clone(),
            description: sample.description.as_deref().map(|d| w.render(d).html),
            preview_url: format!("{}{preview}", self.links.base_url),
            download_url: format!("{}{preview}{}", self.links.base_url, sample.download_name()),
            files: sample.files(),
        }
    }

    fn enum_page(&self, item: &Enum) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(item.library, item.library.enum_route(&item.name));
        w.title(&item.name);
        w.badges(item.since.as_deref(), item.deprecated.as_deref());
        w.description(&item.description);
        w.heading(2, "Enum fields");
        w.html.push_str("<table class=\"api-list\"><thead><tr><th>Name</th><th>Description</th></tr></thead><tbody>");
        for field in &item.fields {
            let mut description = w.render(&field.description).html;
            if let Some(note) = &field.deprecated {
                description.push_str(&format!("<p class=\"api-deprecated\">Deprecated: {}</p>", esc(note)));
            }
            let _ = write!(w.html, "<tr><td><code>{}</code></td><td>{description}</td></tr>", esc(&field.name));
        }
        w.html.push_str("</tbody></table>");
        w.finish(PageKind::Enum, &item.name, summary(&item.description), Vec::new())
    }

    fn interface_page(&self, item: &Interface) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(item.library, item.library.interface_route(&item.name));
        w.title(&item.name);
        w.badges(item.since.as_deref(), None);
        w.description(&item.description);
        w.heading(2, "Implementations");
        if item.implementations.is_empty() {
            w.html.push_str("<p>This interface has no direct implementations among the components.</p>");
        } else {
            w.html.push_str("<table class=\"api-list\"><thead><tr><th>Name</th><th>Module</th></tr></thead><tbody>");
            for (name, package, module) in &item.implementations {
                let component = self.model.components.iter().find(|c| &c.name == name);
                let link = component.map(|c| self.url(&c.library.component_route(name))).unwrap_or_default();
                let _ = write!(
                    w.html,
                    "<tr><td><a href=\"{}\">{}</a></td><td><code>{}/{}</code></td></tr>",
                    esc(&link),
                    esc(name),
                    esc(package),
                    esc(module)
                );
            }
            w.html.push_str("</tbody></table>");
        }
        w.finish(PageKind::Interface, &item.name, summary(&item.description), Vec::new())
    }

    fn base_element_page(&self) -> Option<(Page, Vec<AnchorRef>)> {
        let base = self.model.base_element.as_ref()?;
        let mut w = self.writer(Library::Base, BASE_ELEMENT_ROUTE.to_string());
        w.title(&base.name);
        let import = format!("import {} from \"{}/{}\";", base.name, Library::Base.package(), base.module);
        w.html.push_str(&code_block(&import, "js", None));
        w.description(&base.description);
        w.class_api(&base.api);
        Some(w.finish(PageKind::Component, &base.name, summary(&base.description), Vec::new()))
    }

    fn components_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(library, library.index_route().to_string());
        w.title(library.label());
        let _ = write!(
            w.html,
            "<p>The components of <code>{}</code> at version {}. Each page lists the component's properties, slots, events, methods and CSS parts, with live samples.</p>",
            esc(library.package()),
            esc(&self.version())
        );
        w.heading(2, "Components");
        let parents: std::collections::HashSet<&str> = self
            .parents
            .iter()
            .filter(|((l, _), _)| *l == library)
            .map(|(_, parent)| parent.as_str())
            .collect();
        let cards: Vec<Card> = self
            .model
            .components
            .iter()
            .filter(|c| c.library == library && !self.parents.contains_key(&(library, c.name.clone())))
            .map(|c| {
                let parts = self.parents.iter().filter(|((l, _), p)| *l == library && *p == &c.name).count();
                Card {
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
        w.cards(&cards);
        w.heading(2, "Enums and interfaces");
        let enums = self.model.enums.iter().filter(|e| e.library.listed_as() == library).count();
        let interfaces = self.model.interfaces.iter().filter(|i| i.library.listed_as() == library).count();
        w.cards(&[
            Card { title: "Enums".into(), to: library.enums_index_route().into(), detail: None, text: format!("{enums} enums: the allowed values of enum-typed properties.") },
            Card { title: "Interfaces".into(), to: library.interfaces_index_route().into(), detail: None, text: format!("{interfaces} interfaces: the contracts that slots accept.") },
        ]);
        let description = format!("The {} components of UI5 Web Components {}.", library.label(), self.version());
        w.finish(PageKind::CardIndex, library.label(), description, Vec::new())
    }

    fn enums_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(library, library.enums_index_route().to_string());
        w.title("Enums");
        let _ = write!(w.html, "<p>The enums of the {} components: each lists the values an enum-typed property accepts.</p>", library.label());
        let cards: Vec<Card> = self
            .model
            .enums
            .iter()
            .filter(|e| e.library.listed_as() == library)
            .map(|e| Card { title: e.name.clone(), to: e.library.enum_route(&e.name), detail: None, text: summary(&e.description) })
            .collect();
        w.cards(&cards);
        w.finish(PageKind::CardIndex, "Enums", format!("Enums of the {} components.", library.label()), Vec::new())
    }

    fn interfaces_index(&self, library: Library) -> (Page, Vec<AnchorRef>) {
        let mut w = self.writer(library, library.interfaces_index_route().to_string());
        w.title("Interfaces");
        let _ = write!(w.html, "<p>The interfaces of the {} components: the contracts a slot's children fulfil.</p>", library.label());
        let cards: Vec<Card> = self
            .model
            .interfaces
            .iter()
            .filter(|i| i.library.listed_as() == library)
            .map(|i| Card { title: i.name.clone(), to: i.library.interface_route(&i.name), detail: None, text: summary(&i.description) })
            .collect();
        w.cards(&cards);
        w.finish(PageKind::CardIndex, "Interfaces", format!("Interfaces of the {} components.", library.label()), Vec::new())
    }

    fn version(&self) -> String {
        self.version.to_string()
    }

    fn url(&self, route: &str) -> String {
        route_url(self.links.base_url, route)
    }

    /// The type as HTML code, with enums, interfaces and components linked; an enum
    /// type also lists its values.
    fn type_html(&self, ty: &TypeRef) -> String {
        if ty.text.is_empty() {
            return "N/A".into();
        }
        let mut html = String::from("<code>");
        let mut rest = ty.text.as_str();
        while !rest.is_empty() {
            let start = rest.find(|c: char| c.is_ascii_alphabetic() || c == '_').unwrap_or(rest.len());
            html.push_str(&esc(&rest[..start]));
            rest = &rest[start..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let word = &rest[..end];
            match self.route_of_type(word) {
                Some(route) => {
                    let _ = write!(html, "<a href=\"{}\">{}</a>", esc(&self.url(&route)), esc(word));
                }
                None => html.push_str(&esc(word)),
            }
            rest = &rest[end..];
        }
        html.push_str("</code>");
        if let Some(item) = self.model.enum_named(ty.text.trim()) {
            let values: Vec<String> = item.fields.iter().map(|f| format!("<code>\"{}\"</code>", esc(&f.name))).collect();
            let _ = write!(html, "<div class=\"api-enum-values\">{}</div>", values.join(" | "));
        }
        html
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

struct Card {
    title: String,
    to: String,
    detail: Option<String>,
    text: String,
}

/// Builds one reference page: HTML, headings with unique ids, link checks.
struct PageWriter<'c> {
    context: &'c ReferenceContext<'c>,
    file: PathBuf,
    route: String,
    html: String,
    title: String,
    slugger: Slugger,
    headings: Vec<Heading>,
}

impl<'c> PageWriter<'c> {
    fn new(context: &'c ReferenceContext<'c>, file: PathBuf, route: String) -> Self {
        PageWriter {
            context,
            file,
            route,
            html: String::with_capacity(32 * 1024),
            title: String::new(),
            slugger: Slugger::default(),
            headings: Vec::new(),
        }
    }

    fn title(&mut self, title: &str) {
        self.title = title.to_string();
        let id = self.slugger.slug(title);
        let _ = write!(self.html, "<h1 id=\"{}\">{}</h1>", esc(&id), esc(title));
    }

    fn heading(&mut self, level: u8, text: &str) -> String {
        let id = self.slugger.slug(text);
        let _ = write!(
            self.html,
            "<h{level} id=\"{id}\">{text}<a class=\"hash-link\" href=\"#{id}\" aria-label=\"Direct link to {text}\">#</a></h{level}>\n",
            id = esc(&id),
            text = esc(text)
        );
        self.headings.push(Heading { level, id: id.clone(), text: text.to_string() });
        id
    }

    fn badges(&mut self, since: Option<&str>, deprecated: Option<&str>) {
        if since.is_none() && deprecated.is_none() {
            return;
        }
        self.html.push_str("<p class=\"api-badges\">");
        if let Some(since) = since {
            let _ = write!(self.html, "<span class=\"api-badge\">Since {}</span> ", esc(since));
        }
        if let Some(note) = deprecated {
            let _ = write!(self.html, "<span class=\"api-badge api-badge-deprecated\">Deprecated</span> {}", esc(note));
        }
        self.html.push_str("</p>");
    }

    /// Renders manifest markdown with the docs pipeline; its raw HTML is shown as text.
    fn render(&self, text: &str) -> markdown::Rendered {
        self.render_shifted(text, 0)
    }

    fn render_shifted(&self, text: &str, heading_shift: u8) -> markdown::Rendered {
        let links = PageLinks::new(self.context.links, &self.file, &self.route);
        let source = Source { text, raw_html: false, heading_shift, file: &self.file, first_line: 1 };
        markdown::render(&source, &links, self.context.diagnostics)
    }

    /// A description that may have its own headings (they join the table of contents).
    /// Descriptions use `###` for their sections; under the page title they become
    /// level 2, so the page's heading levels do not skip one.
    fn description(&mut self, text: &str) {
        let top = text
            .lines()
            .filter_map(|line| line.strip_prefix('#').map(|rest| 1 + rest.chars().take_while(|&c| c == '#').count()))
            .min();
        let shift = top.map_or(0, |level| level.saturating_sub(2) as u8);
        let rendered = self.render_shifted(text, shift);
        for heading in &rendered.headings {
            self.slugger.reserve(&heading.id);
        }
        self.headings.extend(rendered.headings);
        self.html.push_str(&rendered.html);
    }

    fn sample_placeholder(&mut self, sample: &Sample) {
        if let Some(description) = &sample.description {
            let html = self.render(description).html;
            self.html.push_str(&html);
        }
        let _ = write!(self.html, "<div class=\"sample-placeholder\" data-sample-id=\"{}\">", esc(&sample.id()));
        self.html.push_str(&code_block(&sample.html, "html", Some("index.html")));
        self.html.push_str("</div>");
    }

    fn cards(&mut self, cards: &[Card]) {
        self.html.push_str("<div class=\"card-grid\">");
        for card in cards {
            let detail = card.detail.as_deref().map(|d| format!("<p class=\"card-detail\"><code>{}</code></p>", esc(d))).unwrap_or_default();
            let _ = write!(
                self.html,
                "<a class=\"card\" href=\"{}\"><p class=\"card-title\">{}</p>{detail}<p class=\"card-text\">{}</p></a>",
                esc(&route_url(self.context.links.base_url, &card.to)),
                esc(&card.title),
                esc(&card.text)
            );
        }
        self.html.push_str("</div>");
    }

    fn table(&mut self, rows: &[(&str, String)]) {
        self.html.push_str("<table class=\"api-table\"><tbody>");
        for (label, value) in rows {
            let _ = write!(self.html, "<tr><th scope=\"row\">{label}</th><td>{value}</td></tr>");
        }
        self.html.push_str("</tbody></table>");
    }

    fn class_api(&mut self, api: &ClassApi) {
        let context = self.context;
        self.heading(2, "Properties");
        if api.properties.is_empty() {
            self.html.push_str("<p>No properties available for this component.</p>");
        }
        for property in &api.properties {
            self.heading(3, &property.name);
            let rows = [
                ("Description", self.render(&property.description).html),
                ("Type", context.type_html(&property.ty)),
                ("Default", property.default.as_deref().map(code).unwrap_or_else(|| "N/A".into())),
                ("Readonly", property.readonly.to_string()),
                ("Since", since(&property.since)),
                ("Deprecated", deprecated(&property.deprecated)),
            ];
            self.table(&rows);
        }

        self.heading(2, "Slots");
        if api.slots.is_empty() {
            self.html.push_str("<p>No slots available for this component.</p>");
        }
        for slot in &api.slots {
            self.heading(3, &slot.name);
            let rows = [
                ("Description", self.render(&slot.description).html),
                ("Type", context.type_html(&slot.ty)),
                ("Since", since(&slot.since)),
                ("Deprecated", deprecated(&slot.deprecated)),
            ];
            self.table(&rows);
        }

        self.heading(2, "Events");
        if api.events.is_empty() {
            self.html.push_str("<p>No events available for this component.</p>");
        }
        for event in &api.events {
            self.heading(3, &event.name);
            let mut description = self.render(&event.description).html;
            if event.preventable {
                description.push_str("<p class=\"api-note\">This event can be cancelled with <code>preventDefault()</code>.</p>");
            }
            let rows = [
                ("Description", description),
                ("Type", context.type_html(&event.ty)),
                ("Parameters", self.parameters(&event.parameters)),
                ("Since", since(&event.since)),
                ("Deprecated", deprecated(&event.deprecated)),
            ];
            self.table(&rows);
        }

        self.heading(2, "Methods");
        if api.methods.is_empty() {
            self.html.push_str("<p>No methods available for this component.</p>");
        }
        for method in &api.methods {
            self.heading(3, &method.name);
            let returns = match &method.returns {
                Some((ty, description)) if !description.is_empty() => {
                    format!("{}{}", context.type_html(ty), self.render(description).html)
                }
                Some((ty, _)) => context.type_html(ty),
                None => code("void"),
            };
            let rows = [
                ("Description", self.render(&method.description).html),
                ("Return type", returns),
                ("Parameters", self.parameters(&method.parameters)),
                ("Since", since(&method.since)),
                ("Deprecated", deprecated(&method.deprecated)),
            ];
            self.table(&rows);
        }

        self.heading(2, "CSS Parts");
        if api.css_parts.is_empty() {
            self.html.push_str("<p>No CSS parts available for this component.</p>");
        } else {
            self.html.push_str("<table class=\"api-list\"><thead><tr><th>Name</th><th>Description</th></tr></thead><tbody>");
            for part in &api.css_parts {
                let description = self.render(&part.description).html;
                let _ = write!(self.html, "<tr><td><code>{}</code></td><td>{description}</td></tr>", esc(&part.name));
            }
            self.html.push_str("</tbody></table>");
        }
    }

    fn parameters(&self, parameters: &[Parameter]) -> String {
        if parameters.is_empty() {
            return "None".into();
        }
        let mut html = String::from("<table class=\"api-parameters\"><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody>");
        for parameter in parameters {
            let mut name = code(&parameter.name);
            if parameter.optional {
                name.push_str(" <span class=\"api-optional\">optional</span>");
            }
            let mut description = self.render(&parameter.description).html;
            if let Some(default) = &parameter.default {
                let _ = write!(description, "<p>Default: {}</p>", code(default));
            }
            let _ = write!(html, "<tr><td>{name}</td><td>{}</td><td>{description}</td></tr>", self.context.type_html(&parameter.ty));
        }
        html.push_str("</tbody></table>");
        html
    }

    fn finish(self, kind: PageKind, title: &str, description: String, samples: Vec<SampleData>) -> (Page, Vec<AnchorRef>) {
        let page = Page {
            description: (!description.is_empty()).then_some(description),
            sidebar: Some(SIDEBAR.to_string()),
            toc: toc(&self.headings),
            samples,
            keywords: vec![self.title],
            heading_ids: self.headings.iter().map(|h| h.id.clone()).collect(),
            ..Page::new(self.route, kind, title, self.html, self.file)
        };
        (page, Vec::new())
    }
}

fn code(text: &str) -> String {
    format!("<code>{}</code>", esc(text))
}

fn since(value: &Option<String>) -> String {
    value.as_deref().map(esc).unwrap_or_else(|| "N/A".into())
}

fn deprecated(value: &Option<String>) -> String {
    value.as_deref().map(esc).unwrap_or_else(|| "false".into())
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
