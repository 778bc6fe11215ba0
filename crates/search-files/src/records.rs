//! A rendered page into search records: one for the page (its title and the text
//! before its first section) and one for each h2/h3 section (on component pages,
//! every property, slot, event, method and CSS part).
//!
//! The records come from what readers see: the page's HTML, for reference pages the
//! API model the app renders (`reference_text`), read in the page's order, and for the
//! playground the summary the app shows readers without JavaScript (`playground_text`).

use html5gum::emitters::callback::{CallbackEmitter, CallbackEvent};
use html5gum::{Span, Tokenizer};
use site_search::{Record, RecordKind};

use site_model::class_names::NOT_PROSE;
use site_model::icons::IconsPageData;
use site_model::migration::{MigrationPageData, Version2, VersionChange};
use site_model::page::{Page, PageContent};
use site_model::playground::PlaygroundData;
use site_model::reference::{self, CardIndex, ClassApi, ComponentReference, EnumReference, InterfaceReference, TypePart};
use site_model::routes::route_url;

/// Elements whose text is not part of what a reader searches.
const SKIPPED_ELEMENTS: &[&[u8]] = &[b"script", b"style", b"template", b"button", b"svg", b"iframe", b"noscript"];

/// Elements that do not separate words (`<code>ui5</code>-button` is one word).
const INLINE_ELEMENTS: &[&[u8]] = &[
    b"a", b"abbr", b"b", b"bdi", b"bdo", b"cite", b"code", b"data", b"del", b"dfn", b"em", b"i", b"ins", b"kbd", b"mark", b"q", b"s",
    b"samp", b"small", b"span", b"strong", b"sub", b"sup", b"time", b"u", b"var",
];
/// Elements without an end tag.
const VOID_ELEMENTS: &[&[u8]] =
    &[b"area", b"base", b"br", b"col", b"embed", b"hr", b"img", b"input", b"link", b"meta", b"source", b"track", b"wbr"];

/// The records of one page, the page's first.
pub(crate) fn page_records(page: &Page, base_url: &str) -> Vec<Record> {
    let mut reader = Reader::default();
    reader.html(&page.html);
    match &page.content {
        PageContent::Component { reference } => component_text(&mut reader, page, reference),
        PageContent::Enum { reference } => enum_text(&mut reader, reference),
        PageContent::Interface { reference } => interface_text(&mut reader, reference),
        PageContent::CardIndex { reference } => card_index_text(&mut reader, reference),
        PageContent::Icons { icons } => icons_text(&mut reader, page, icons),
        PageContent::Playground { playground } => playground_text(&mut reader, page, playground),
        PageContent::Migration { migration } => migration_text(&mut reader, migration),
        PageContent::Home { .. } | PageContent::Doc | PageContent::Page | PageContent::Search => {}
    }
    reader.sections.into_records(page, &route_url(base_url, &page.route))
}

/// The icons page as its summary reads: the page's description, then each collection
/// under its heading, with its package.
fn icons_text(reader: &mut Reader, page: &Page, icons: &IconsPageData) {
    reader.text(page.description.as_deref().unwrap_or_default());
    for collection in &icons.collections {
        reader.heading(collection.id, collection.label);
        reader.text(&format!("{} icons from the npm package {}", collection.count, collection.package));
    }
}

/// Reads the playground's summary as the app shows it without JavaScript: the page's
/// description, then each example's title and description, all in the page's record
/// (the app's playground has no sections to link to).
fn playground_text(reader: &mut Reader, page: &Page, playground: &PlaygroundData) {
    reader.text(page.description.as_deref().unwrap_or_default());
    for example in &playground.examples {
        reader.text(&example.title);
        reader.text(example.description.as_deref().unwrap_or_default());
    }
}

/// Reads a component's page as the app shows it: its description, its samples, then
/// each section with its entries' names, types, defaults and descriptions.
fn component_text(reader: &mut Reader, page: &Page, component: &ComponentReference) {
    let sample_description = |id: &Option<String>| {
        page.samples.iter().find(|s| Some(&s.id) == id.as_ref()).and_then(|s| s.description.clone()).unwrap_or_default()
    };
    reader.html(&component.description);
    if let Some(basic) = &component.basic_sample {
        reader.heading(&basic.heading.id, &basic.heading.text);
        reader.html(&sample_description(&basic.sample));
    }
    if let Some(try_it) = &component.try_it {
        reader.heading(&try_it.heading.id, &try_it.heading.text);
    }
    class_api_text(reader, &component.api);
    if let Some(section) = &component.version2 {
        version2_text(reader, section);
    }
    if let Some(more) = &component.more_samples {
        reader.heading(&more.heading.id, &more.heading.text);
        for sample in &more.items {
            reader.heading(&sample.heading.id, &sample.heading.text);
            reader.html(&sample_description(&sample.sample));
        }
    }
}

/// An enum's page: its description, then its values.
fn enum_text(reader: &mut Reader, item: &EnumReference) {
    reader.html(&item.description);
    section_heading(reader, &item.fields);
    for value in &item.fields.items {
        reader.text(&value.name);
        reader.html(&value.description);
    }
    if let Some(section) = &item.version2 {
        version2_text(reader, section);
    }
}

/// An interface's page: its description, then the components that implement it.
fn interface_text(reader: &mut Reader, item: &InterfaceReference) {
    reader.html(&item.description);
    section_heading(reader, &item.implementations);
    for implementation in &item.implementations.items {
        reader.text(&implementation.name);
        reader.text(&implementation.module);
    }
    if let Some(section) = &item.version2 {
        version2_text(reader, section);
    }
}

/// A page of cards: each section's heading, then its cards' titles and texts.
fn card_index_text(reader: &mut Reader, index: &CardIndex) {
    for section in &index.sections {
        if let Some(heading) = &section.heading {
            reader.heading(&heading.id, &heading.text);
        }
        for card in &section.cards {
            reader.text(&card.title);
            reader.text(&card.text);
        }
    }
}

/// The "In version 2" section: each change's cells, so that old and new names find it.
fn version2_text(reader: &mut Reader, section: &Version2) {
    reader.heading(&section.heading.id, &section.heading.text);
    changes_text(reader, &section.changes);
    if let Some(added) = &section.added {
        reader.html(added);
    }
}

fn changes_text(reader: &mut Reader, changes: &[VersionChange]) {
    for change in changes {
        reader.text(&change.item);
        reader.html(&change.old);
        if let Some(new) = &change.new {
            reader.html(new);
        }
        reader.html(&change.todo);
    }
}

/// The migration page after its article: the converter's section, then each package
/// and each of its groups, a section each.
fn migration_text(reader: &mut Reader, migration: &MigrationPageData) {
    reader.heading(&migration.converter.id, &migration.converter.text);
    for package in &migration.packages {
        reader.heading(&package.heading.id, &package.heading.text);
        for group in &package.groups {
            reader.heading(&group.heading.id, &group.heading.text);
            if let Some(tag) = &group.tag {
                reader.text(tag);
            }
            changes_text(reader, &group.changes);
        }
    }
}

fn section_heading<T>(reader: &mut Reader, section: &reference::Section<T>) {
    reader.heading(&section.heading.id, &section.heading.text);
}

fn class_api_text(reader: &mut Reader, api: &ClassApi) {
    let types = |ty: &[TypePart]| ty.iter().map(|part| part.text.as_str()).collect::<String>();
    section_heading(reader, &api.properties);
    for property in &api.properties.items {
        reader.heading(&property.id, &property.name);
        reader.html(&property.description);
        reader.text(&types(&property.ty));
        for value in &property.values {
            reader.text(&value.name);
        }
        reader.text(property.default.as_deref().unwrap_or_default());
        reader.text(property.deprecated.as_deref().unwrap_or_default());
    }
    section_heading(reader, &api.slots);
    for slot in &api.slots.items {
        reader.heading(&slot.id, &slot.name);
        reader.html(&slot.description);
        reader.text(&types(&slot.ty));
    }
    section_heading(reader, &api.events);
    for event in &api.events.items {
        reader.heading(&event.id, &event.name);
        reader.html(&event.description);
        reader.text(&types(&event.ty));
        for parameter in &event.parameters {
            reader.text(&parameter.name);
            reader.text(&types(&parameter.ty));
            reader.html(&parameter.description);
        }
    }
    section_heading(reader, &api.methods);
    for method in &api.methods.items {
        reader.heading(&method.id, &method.name);
        reader.html(&method.description);
        for parameter in &method.parameters {
            reader.text(&parameter.name);
            reader.text(&types(&parameter.ty));
            reader.html(&parameter.description);
        }
        if let Some(returns) = &method.returns {
            reader.text(&types(&returns.ty));
            reader.html(&returns.description);
        }
    }
    section_heading(reader, &api.css_parts);
    for part in &api.css_parts.items {
        reader.text(&part.name);
        reader.html(&part.description);
    }
}

/// Follows the page's elements and collects the text a reader searches.
#[derive(Default)]
struct Reader {
    sections: Sections,
    /// The open elements, and how many of them are skipped.
    open: Vec<OpenElement>,
    skipped_open: usize,
    /// The start tag being read: its name, the attribute being read, and what its
    /// attributes say.
    tag: Vec<u8>,
    attribute: Vec<u8>,
    tag_id: Option<String>,
    tag_skipped: bool,
}

struct OpenElement {
    name: Vec<u8>,
    skipped: bool,
}

impl Reader {
    /// Reads a piece of HTML.
    fn html(&mut self, html: &str) {
        if html.is_empty() {
            return;
        }
        // Events rather than tokens: no tag or attribute is copied unless needed.
        let mut emitter = CallbackEmitter::new(|event: CallbackEvent<'_>, _: Span<()>| {
            self.event(event);
            None::<()>
        });
        // Treats the text of `<script>`, `<style>` and the like as raw text.
        emitter.naively_switch_states(true);
        for _ in Tokenizer::new_with_emitter(html, emitter) {}
        self.sections.separate();
    }

    /// Starts a section under a heading (h2 or h3).
    fn heading(&mut self, id: &str, text: &str) {
        self.sections.start(Some(id.to_string()));
        self.sections.push_text(text);
        self.sections.end_heading();
    }

    /// Reads a piece of text, a block of its own.
    fn text(&mut self, text: &str) {
        if !text.is_empty() {
            self.sections.push_text(text);
            self.sections.separate();
        }
    }

    fn event(&mut self, event: CallbackEvent<'_>) {
        match event {
            CallbackEvent::OpenStartTag { name } => {
                self.tag.clear();
                self.tag.extend_from_slice(name);
                self.tag_id = None;
                self.tag_skipped = SKIPPED_ELEMENTS.contains(&name);
            }
            CallbackEvent::AttributeName { name } => {
                self.attribute.clear();
                self.attribute.extend_from_slice(name);
            }
            CallbackEvent::AttributeValue { value } => match &self.attribute[..] {
                b"class" => {
                    self.tag_skipped |=
                        value.split(u8::is_ascii_whitespace).any(|class| NOT_PROSE.iter().any(|skipped| skipped.as_bytes() == class))
                }
                b"id" => self.tag_id = Some(String::from_utf8_lossy(value).into_owned()),
                // The row labels of API tables (Type, Default, Since...).
                b"scope" => self.tag_skipped |= self.tag == b"th" && value == b"row",
                _ => {}
            },
            CallbackEvent::CloseStartTag { self_closing } => self.start_tag(self_closing),
            CallbackEvent::EndTag { name } => self.end_tag(name),
            CallbackEvent::String { value } if self.skipped_open == 0 && !self.sections.in_title => {
                self.sections.push_text(&String::from_utf8_lossy(value));
            }
            _ => {}
        }
    }

    fn start_tag(&mut self, self_closing: bool) {
        let name = &self.tag[..];
        if self.skipped_open == 0 && !self.tag_skipped {
            match name {
                b"h2" | b"h3" => self.sections.start(self.tag_id.take()),
                b"h1" => self.sections.in_title = true,
                _ if !INLINE_ELEMENTS.contains(&name) => self.sections.separate(),
                _ => {}
            }
        }
        if !self_closing && !VOID_ELEMENTS.contains(&name) {
            self.skipped_open += usize::from(self.tag_skipped);
            self.open.push(OpenElement { name: self.tag.clone(), skipped: self.tag_skipped });
        }
    }

    fn end_tag(&mut self, name: &[u8]) {
        let Some(at) = self.open.iter().rposition(|e| e.name == name) else { return };
        let was_skipping = self.skipped_open > 0;
        self.skipped_open -= self.open.drain(at..).filter(|e| e.skipped).count();
        if was_skipping {
            return;
        }
        match name {
            b"h2" | b"h3" => self.sections.end_heading(),
            b"h1" => self.sections.in_title = false,
            _ if !INLINE_ELEMENTS.contains(&name) => self.sections.separate(),
            _ => {}
        }
    }
}

/// The text of the page's intro and of each section, as it is read.
#[derive(Default)]
struct Sections {
    intro: String,
    sections: Vec<Section>,
    in_heading: bool,
    in_title: bool,
}

struct Section {
    id: Option<String>,
    heading: String,
    content: String,
}

impl Sections {
    fn start(&mut self, id: Option<String>) {
        self.sections.push(Section { id, heading: String::new(), content: String::new() });
        self.in_heading = true;
    }

    fn end_heading(&mut self) {
        self.in_heading = false;
    }

    fn current(&mut self) -> &mut String {
        match self.sections.last_mut() {
            Some(section) if self.in_heading => &mut section.heading,
            Some(section) => &mut section.content,
            None => &mut self.intro,
        }
    }

    fn push_text(&mut self, text: &str) {
        self.current().push_str(text);
    }

    /// Block boundaries separate words.
    fn separate(&mut self) {
        let current = self.current();
        if !current.is_empty() && !current.ends_with(' ') {
            current.push(' ');
        }
    }

    fn into_records(self, page: &Page, url: &str) -> Vec<Record> {
        let mut records = vec![Record {
            kind: RecordKind::Page,
            title: page.title.clone(),
            page_title: None,
            url: url.to_string(),
            content: collapse_whitespace(&self.intro),
            keywords: page.keywords.clone(),
        }];
        for section in self.sections {
            let title = collapse_whitespace(&section.heading);
            if title.is_empty() {
                continue;
            }
            let url = match &section.id {
                Some(id) => format!("{url}#{id}"),
                None => url.to_string(),
            };
            records.push(Record {
                kind: RecordKind::Section,
                title,
                page_title: Some(page.title.clone()),
                url,
                content: collapse_whitespace(&section.content),
                keywords: Vec::new(),
            });
        }
        records
    }
}

fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page of markup alone; a test gives it its data where it reads that.
    fn page(title: &str, html: &str) -> Page {
        let page = Page::new("components/Button/", PageContent::Doc, title, html.into(), Default::default());
        Page { keywords: vec!["ui5-button".into()], ..page }
    }

    fn summary(records: &[Record]) -> Vec<(RecordKind, &str, &str, &str)> {
        records.iter().map(|r| (r.kind, r.title.as_str(), r.url.as_str(), r.content.as_str())).collect()
    }

    #[test]
    fn a_page_gives_its_intro_and_each_h2_and_h3_section() {
        let html = r##"<h1 id="button">Button</h1><p>A <code>ui5-button</code>&nbsp;triggers actions.</p>
<h2 id="usage">Usage<a class="hash-link" href="#usage">#</a></h2><p>Press it.</p><h4>Deeper</h4><p>Still usage.</p>
<h2 id="properties">Properties</h2><h3 id="design">design</h3><table class="api-table"><tr><th scope="row">Type</th><td><code>ButtonDesign</code></td></tr></table>"##;
        let records = page_records(&page("Button", html), "/v1/");
        assert_eq!(
            summary(&records),
            [
                (RecordKind::Page, "Button", "/v1/components/Button/", "A ui5-button triggers actions."),
                (RecordKind::Section, "Usage", "/v1/components/Button/#usage", "Press it. Deeper Still usage."),
                (RecordKind::Section, "Properties", "/v1/components/Button/#properties", ""),
                (RecordKind::Section, "design", "/v1/components/Button/#design", "ButtonDesign"),
            ]
        );
        assert_eq!(records[0].keywords, ["ui5-button"]);
        assert_eq!(records[1].page_title.as_deref(), Some("Button"));
    }

    #[test]
    fn a_reference_page_gives_a_record_for_each_section_and_member_of_its_api() {
        use site_model::navigation::Heading;
        use site_model::reference::{ComponentReference, CssPart, Editor, Property, Section, TypePart};
        fn heading(id: &str, text: &str, level: u8) -> Heading {
            Heading { level, id: id.into(), text: text.into() }
        }
        fn empty<T>(id: &str, text: &str) -> Section<T> {
            Section { heading: heading(id, text, 2), items: Vec::new() }
        }
        let design = Property {
            id: "design".into(),
            name: "design".into(),
            attribute: Some("design".into()),
            ty: vec![TypePart { text: "ButtonDesign".into(), to: Some("components/enums/ButtonDesign/".into()) }],
            values: Vec::new(),
            default: Some("\"Default\"".into()),
            readonly: false,
            editor: Editor::Select,
            since: None,
            deprecated: None,
            description: "<p>Defines the <code>ui5</code>-button design.</p>".into(),
            inherited_from: None,
            features: Vec::new(),
        };
        let component = ComponentReference {
            tag: Some("ui5-button".into()),
            import_code: String::new(),
            since: None,
            deprecated: None,
            description: "<p>A button.</p>".into(),
            basic_sample: None,
            try_it: None,
            version2: None,
            api: ClassApi {
                properties: Section { heading: heading("properties", "Properties", 2), items: vec![design] },
                slots: empty("slots", "Slots"),
                events: empty("events", "Events"),
                methods: empty("methods", "Methods"),
                css_parts: Section {
                    heading: heading("css-parts", "CSS Parts", 2),
                    items: vec![CssPart { name: "token-{index}".into(), description: "<p>Each token.</p>".into(), inherited_from: None }],
                },
            },
            more_samples: None,
        };
        let page = Page { content: PageContent::Component { reference: Box::new(component) }, ..page("Button", "") };
        let records = page_records(&page, "/v1/");
        assert_eq!(
            summary(&records),
            [
                (RecordKind::Page, "Button", "/v1/components/Button/", "A button."),
                (RecordKind::Section, "Properties", "/v1/components/Button/#properties", ""),
                (RecordKind::Section, "design", "/v1/components/Button/#design", "Defines the ui5-button design. ButtonDesign \"Default\""),
                (RecordKind::Section, "Slots", "/v1/components/Button/#slots", ""),
                (RecordKind::Section, "Events", "/v1/components/Button/#events", ""),
                (RecordKind::Section, "Methods", "/v1/components/Button/#methods", ""),
                (RecordKind::Section, "CSS Parts", "/v1/components/Button/#css-parts", "token-{index} Each token."),
            ]
        );
    }

    #[test]
    fn the_playground_gives_its_description_and_examples_from_its_data() {
        use site_model::playground::ExampleData;
        let example = |title: &str, description: Option<&str>| ExampleData {
            id: title.to_lowercase(),
            title: title.into(),
            description: description.map(Into::into),
            files: Default::default(),
        };
        let playground = PlaygroundData {
            preview_url: "/v1/play/preview/".into(),
            examples: vec![example("Hello World", Some("A button & a toast.")), example("Counter", None)],
        };
        let page = Page {
            description: Some("Edit and run components.".into()),
            ..Page::new("play/", PageContent::Playground { playground }, "Playground", String::new(), Default::default())
        };
        let records = page_records(&page, "/v1/");
        assert_eq!(
            summary(&records),
            [(RecordKind::Page, "Playground", "/v1/play/", "Edit and run components. Hello World A button & a toast. Counter")]
        );
    }

    #[test]
    fn page_furniture_and_scripts_are_not_content() {
        let html = r#"<div class="code-block"><div class="code-block-header"><span>JS</span></div><pre><code>setTheme("sap_horizon");</code></pre></div>
<div class="sample-placeholder"><pre>&lt;ui5-button&gt;</pre></div><script>var hidden = 1;</script><style>.x{}</style><p>Shown<br>text</p>"#;
        let records = page_records(&page("Theming", html), "/");
        assert_eq!(records[0].content, "setTheme(\"sap_horizon\"); Shown text");
    }

    #[test]
    fn entities_are_decoded_and_inline_markup_keeps_words_whole() {
        let html = "<p>Use <code>ui5</code>-<em>button</em> &amp; <b>Multi</b>ComboBox &lt;tags&gt;</p>";
        assert_eq!(page_records(&page("X", html), "/")[0].content, "Use ui5-button & MultiComboBox <tags>");
    }

    #[test]
    fn broken_markup_still_gives_records() {
        let html = "<h2 id=a>One<p>unclosed <div><h3 id=b>Two</h3>text</span></em>";
        let records = page_records(&page("X", html), "/");
        assert_eq!(records.len(), 3);
        assert_eq!(records[2].title, "Two");
        assert_eq!(records[2].content, "text");
    }
}
