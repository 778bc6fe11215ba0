//! The twin of a reference page, written from the page's data (the API as the app
//! receives it): the description, the samples' code and every API section as Markdown
//! tables. Descriptions are data's HTML; their Markdown is what the same text rendered
//! to (`Descriptions`).

use std::fmt::Write;

use site_model::page::{PageContent, SampleData};
use site_model::reference::{
    CardIndex, ClassApi, ComponentReference, EnumReference, EnumValue, InterfaceReference, Parameter, SampleSection, TypePart,
};
use site_model::routes::absolute_route_url;

use super::descriptions::{cell, Descriptions};
use super::{escape, fenced};

/// Where the twin's links lead: the site's origin and base path.
pub struct SiteUrls<'a> {
    /// Scheme and host of the deployed site.
    pub origin: &'a str,
    /// Path prefix of every route.
    pub base_url: &'a str,
}

impl SiteUrls<'_> {
    fn page(&self, route: &str) -> String {
        absolute_route_url(self.origin, self.base_url, route)
    }
}

/// What a reference page's twin is written from.
pub struct ReferencePage<'a> {
    /// The page's title, its first heading.
    pub title: &'a str,
    /// What the page shows: the API it documents.
    pub content: &'a PageContent,
    /// The page's samples, as their code.
    pub samples: &'a [SampleData],
    /// The import statement a component page shows.
    pub import: Option<&'a str>,
    /// The Markdown of the descriptions the page data holds as HTML.
    pub descriptions: &'a Descriptions,
    /// Where the twin's links lead.
    pub urls: SiteUrls<'a>,
}

/// The page as Markdown.
pub fn write(page: &ReferencePage) -> String {
    let mut out = format!("# {}\n\n", escape(page.title));
    match page.content {
        PageContent::Component { reference } => write_component(&mut out, page, reference),
        PageContent::Enum { reference } => write_enum(&mut out, page, reference),
        PageContent::Interface { reference } => write_interface(&mut out, page, reference),
        PageContent::CardIndex { reference } => write_index(&mut out, page, reference),
        // Their twins come from their Markdown or their own data (`tool_pages`, `migration`).
        PageContent::Home { .. }
        | PageContent::Icons { .. }
        | PageContent::Doc
        | PageContent::Page
        | PageContent::Playground { .. }
        | PageContent::Search
        | PageContent::Migration { .. } => {}
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

fn write_component(out: &mut String, page: &ReferencePage, component: &ComponentReference) {
    let d = page.descriptions;
    let mut facts = Vec::new();
    if let Some(tag) = &component.tag {
        facts.push(format!("Tag: `<{tag}>`"));
    }
    if let Some(since) = &component.since {
        facts.push(format!("Since: {}", escape(since)));
    }
    if !facts.is_empty() {
        let _ = writeln!(out, "{}\n", facts.join(" · "));
    }
    if let Some(note) = &component.deprecated {
        let _ = writeln!(out, "> [!WARNING]\n> Deprecated: {}\n", escape(note));
    }
    if let Some(import) = page.import {
        let _ = writeln!(out, "```js\n{import}\n```\n");
    }
    push_block(out, d.block(&component.description));
    if let Some(basic) = &component.basic_sample {
        let _ = writeln!(out, "## {}\n", escape(&basic.heading.text));
        write_sample(out, page, basic, false);
    }
    if let Some(try_it) = &component.try_it {
        let _ = writeln!(
            out,
            "## {}\n\nThe markup the controls start from:\n\n```html\n{}\n```\n",
            escape(&try_it.heading.text),
            try_it.markup.trim()
        );
    }
    write_class_api(out, page, &component.api);
    if let Some(section) = &component.version2 {
        super::migration::write_section(out, section, page.descriptions);
    }
    if let Some(more) = &component.more_samples {
        let _ = writeln!(out, "## {}\n", escape(&more.heading.text));
        for section in &more.items {
            let _ = writeln!(out, "### {}\n", escape(&section.heading.text));
            write_sample(out, page, section, true);
        }
    }
}

fn write_sample(out: &mut String, page: &ReferencePage, section: &SampleSection, with_description: bool) {
    let Some(sample) = section.sample.as_ref().and_then(|id| page.samples.iter().find(|s| &s.id == id)) else {
        out.push_str("No sample available for this component.\n\n");
        return;
    };
    if with_description {
        if let Some(description) = &sample.description {
            push_block(out, page.descriptions.block(description));
        }
    }
    for file in &sample.files {
        let _ = writeln!(out, "`{}`:\n\n{}\n", file.name, fenced(&file.code, file.language));
    }
}

fn write_class_api(out: &mut String, page: &ReferencePage, api: &ClassApi) {
    let d = page.descriptions;
    let _ = writeln!(out, "## {}\n", escape(&api.properties.heading.text));
    table(
        out,
        &["Property", "Type", "Default", "Description"],
        api.properties.items.iter().map(|p| {
            let mut name = format!("`{}`", p.name);
            if let Some(attribute) = p.attribute.as_ref().filter(|a| **a != p.name) {
                name.push_str(&format!(" (attribute `{attribute}`)"));
            }
            let default = p.default.as_ref().map_or(String::new(), |value| format!("`{}`", cell(value)));
            let mut notes = member_notes(p.since.as_deref(), p.deprecated.as_deref(), p.inherited_from.as_deref());
            if p.readonly {
                notes.insert(0, "Read-only.".to_string());
            }
            vec![name, type_with_values(&page.urls, &p.ty, &p.values), default, with_notes(d.cell(&p.description), notes)]
        }),
    );
    let _ = writeln!(out, "## {}\n", escape(&api.slots.heading.text));
    table(
        out,
        &["Slot", "Type", "Description"],
        api.slots.items.iter().map(|s| {
            let notes = member_notes(s.since.as_deref(), s.deprecated.as_deref(), s.inherited_from.as_deref());
            vec![format!("`{}`", s.name), type_text(&page.urls, &s.ty), with_notes(d.cell(&s.description), notes)]
        }),
    );
    let _ = writeln!(out, "## {}\n", escape(&api.events.heading.text));
    table(
        out,
        &["Event", "Detail", "Description"],
        api.events.items.iter().map(|e| {
            let mut notes = member_notes(e.since.as_deref(), e.deprecated.as_deref(), e.inherited_from.as_deref());
            if e.preventable {
                notes.insert(0, "Preventable: `preventDefault()` cancels it.".to_string());
            }
            vec![format!("`{}`", e.name), parameters(page, &e.parameters), with_notes(d.cell(&e.description), notes)]
        }),
    );
    let _ = writeln!(out, "## {}\n", escape(&api.methods.heading.text));
    table(
        out,
        &["Method", "Parameters", "Returns", "Description"],
        api.methods.items.iter().map(|m| {
            let notes = member_notes(m.since.as_deref(), m.deprecated.as_deref(), m.inherited_from.as_deref());
            let returns = m.returns.as_ref().map_or("`void`".to_string(), |r| {
                let description = d.cell(&r.description);
                let ty = type_text(&page.urls, &r.ty);
                if description.is_empty() {
                    ty
                } else {
                    format!("{ty}: {description}")
                }
            });
            vec![format!("`{}()`", m.name), parameters(page, &m.parameters), returns, with_notes(d.cell(&m.description), notes)]
        }),
    );
    let _ = writeln!(out, "## {}\n", escape(&api.css_parts.heading.text));
    table(
        out,
        &["CSS part", "Description"],
        api.css_parts.items.iter().map(|p| {
            let notes = member_notes(None, None, p.inherited_from.as_deref());
            vec![format!("`{}`", p.name), with_notes(d.cell(&p.description), notes)]
        }),
    );
}

fn write_enum(out: &mut String, page: &ReferencePage, item: &EnumReference) {
    if let Some(since) = &item.since {
        let _ = writeln!(out, "Since: {}\n", escape(since));
    }
    if let Some(note) = &item.deprecated {
        let _ = writeln!(out, "> [!WARNING]\n> Deprecated: {}\n", escape(note));
    }
    push_block(out, page.descriptions.block(&item.description));
    let _ = writeln!(out, "## {}\n", escape(&item.fields.heading.text));
    table(
        out,
        &["Value", "Description"],
        item.fields.items.iter().map(|value| {
            let notes = member_notes(None, value.deprecated.as_deref(), None);
            vec![format!("`{}`", value.name), with_notes(page.descriptions.cell(&value.description), notes)]
        }),
    );
    if let Some(section) = &item.version2 {
        super::migration::write_section(out, section, page.descriptions);
    }
}

fn write_interface(out: &mut String, page: &ReferencePage, item: &InterfaceReference) {
    if let Some(since) = &item.since {
        let _ = writeln!(out, "Since: {}\n", escape(since));
    }
    push_block(out, page.descriptions.block(&item.description));
    let _ = writeln!(out, "## {}\n", escape(&item.implementations.heading.text));
    if item.implementations.items.is_empty() {
        out.push_str("This interface has no direct implementations among the components.\n\n");
    } else {
        table(
            out,
            &["Component", "Module"],
            item.implementations.items.iter().map(|i| {
                let name = match &i.to {
                    Some(route) => format!("[{}]({})", escape(&i.name), page.urls.page(route)),
                    None => escape(&i.name),
                };
                vec![name, format!("`{}`", i.module)]
            }),
        );
    }
    if let Some(section) = &item.version2 {
        super::migration::write_section(out, section, page.descriptions);
    }
}

fn write_index(out: &mut String, page: &ReferencePage, index: &CardIndex) {
    let _ = writeln!(out, "{} {}, package `{}`.\n", escape(&index.library), escape(&index.version), index.package);
    for section in &index.sections {
        if let Some(heading) = &section.heading {
            let _ = writeln!(out, "## {}\n", escape(&heading.text));
        }
        for card in &section.cards {
            let detail = card.detail.as_ref().map_or(String::new(), |d| format!(" `{d}`"));
            let _ = writeln!(out, "- [{}]({}){detail}: {}", escape(&card.title), page.urls.page(&card.to), escape(&card.text));
        }
        out.push('\n');
    }
}

/// A Markdown table; "None." when there are no rows.
fn table(out: &mut String, columns: &[&str], rows: impl Iterator<Item = Vec<String>>) {
    let rows: Vec<Vec<String>> = rows.collect();
    if rows.is_empty() {
        out.push_str("None.\n\n");
        return;
    }
    let _ = writeln!(out, "| {} |", columns.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(columns.len()));
    for row in rows {
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    out.push('\n');
}

/// A type, its named parts linked to their pages.
fn type_text(urls: &SiteUrls, ty: &[TypePart]) -> String {
    if ty.is_empty() {
        return "N/A".to_string();
    }
    ty.iter()
        .map(|part| match &part.to {
            Some(route) => format!("[{}]({})", escape(&part.text), urls.page(route)),
            None => escape(&part.text),
        })
        .collect()
}

/// A type followed by the values of its enum.
fn type_with_values(urls: &SiteUrls, ty: &[TypePart], values: &[EnumValue]) -> String {
    let ty = type_text(urls, ty);
    if values.is_empty() {
        return ty;
    }
    let values: Vec<String> = values.iter().map(|v| format!("`{}`", v.name)).collect();
    format!("{ty}: {}", values.join(", "))
}

/// The parameters of a method or the fields of an event's detail.
fn parameters(page: &ReferencePage, parameters: &[Parameter]) -> String {
    if parameters.is_empty() {
        return "None".to_string();
    }
    let described: Vec<String> = parameters
        .iter()
        .map(|p| {
            let optional = if p.optional { " (optional)" } else { "" };
            let default = p.default.as_ref().map_or(String::new(), |d| format!(", default `{}`", cell(d)));
            let description = page.descriptions.cell(&p.description);
            let mut text = format!("`{}`{optional}: {}{default}", p.name, type_with_values(&page.urls, &p.ty, &p.values));
            if !description.is_empty() {
                text.push_str(&format!(": {description}"));
            }
            text
        })
        .collect();
    described.join("<br>")
}

fn member_notes(since: Option<&str>, deprecated: Option<&str>, inherited_from: Option<&str>) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(note) = deprecated {
        notes.push(format!("Deprecated: {}", escape(note)));
    }
    if let Some(since) = since {
        notes.push(format!("Since {}.", escape(since)));
    }
    if let Some(class) = inherited_from {
        notes.push(format!("Inherited from {}.", escape(class)));
    }
    notes
}

fn with_notes(description: String, notes: Vec<String>) -> String {
    std::iter::once(description).chain(notes).filter(|part| !part.is_empty()).collect::<Vec<_>>().join("<br>")
}

/// Markdown as a block of its own, a blank line after it; nothing for none.
fn push_block(out: &mut String, markdown: &str) {
    if !markdown.is_empty() {
        out.push_str(markdown);
        out.push_str("\n\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_fit_one_cell_and_code_keeps_its_fence() {
        assert_eq!(cell("First **one**.\nSame paragraph.\n\nSecond | part."), "First **one**. Same paragraph.<br>Second \\| part.");
        assert_eq!(fenced("let a = `x`;", "js"), "```js\nlet a = `x`;\n```");
        assert_eq!(fenced("```\nnested\n```", "md"), "````md\n```\nnested\n```\n````");
    }

    #[test]
    fn types_link_to_their_pages_and_list_enum_values() {
        let urls = SiteUrls { origin: "https://example.com", base_url: "/base/" };
        let ty = vec![
            TypePart { text: "ButtonDesign".into(), to: Some("components/enums/ButtonDesign/".into()) },
            TypePart { text: " | undefined".into(), to: None },
        ];
        let values = vec![EnumValue { name: "Default".into(), description: String::new(), deprecated: None }];
        assert_eq!(
            type_with_values(&urls, &ty, &values),
            "[ButtonDesign](https://example.com/base/components/enums/ButtonDesign/) \\| undefined: `Default`"
        );
    }
}
