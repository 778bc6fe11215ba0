//! Markup checked against the API: every `<ui5-*>` element of a sample, a playground
//! example or a Try it starting markup must be a component of the installed packages
//! (an error: it would render nothing), and its attributes must be the component's,
//! with values of their types (warnings that list what is allowed).

use regex::Regex;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::OnceLock;

use crate::model::{ApiModel, Component, Property};
use site_diagnostics::Diagnostics;

/// Attributes every element accepts.
const GLOBAL_ATTRIBUTES: &[&str] = &[
    "id",
    "class",
    "style",
    "slot",
    "title",
    "hidden",
    "lang",
    "dir",
    "tabindex",
    "role",
    "part",
    "inert",
    "autofocus",
    "accesskey",
    "translate",
    "draggable",
    "contenteditable",
    "spellcheck",
    "name",
    "exportparts",
];

/// Checks every `<ui5-*>` start tag of `files` (path and text).
pub fn check_markup(files: &[(PathBuf, &str)], model: &ApiModel, diagnostics: &Diagnostics) {
    let components: HashMap<&str, &Component> = model.components.iter().map(|c| (c.tag.as_str(), c)).collect();
    for (path, text) in files {
        for tag in find_ui5_tags(text) {
            let Some(component) = components.get(tag.name.as_str()) else {
                diagnostics.error(
                    path,
                    Some(tag.line),
                    format!("`<{}>` is not a component of the installed packages: it would render nothing", tag.name),
                );
                continue;
            };
            for attribute in &tag.attributes {
                let property = component.api.properties.iter().find(|p| p.attribute.as_deref() == Some(attribute.name.as_str()));
                if let Some(property) = property {
                    if let Some(problem) = value_problem(property, attribute.value.as_deref(), &attribute.name, model) {
                        diagnostics.warning(path, Some(tag.line), format!("`<{}>`: {problem}", tag.name));
                    }
                    continue;
                }
                let global = GLOBAL_ATTRIBUTES.contains(&attribute.name.as_str())
                    || attribute.name.starts_with("aria-")
                    || attribute.name.starts_with("data-")
                    || attribute.name.starts_with("on");
                if !global && !component.attributes.contains(&attribute.name) {
                    diagnostics.warning(path, Some(tag.line), format!("`<{}>` has no attribute `{}`", tag.name, attribute.name));
                }
            }
        }
    }
}

/// What is wrong with an attribute's value for its property's type, if anything.
fn value_problem(property: &Property, value: Option<&str>, attribute: &str, model: &ApiModel) -> Option<String> {
    // A value in a template (`${...}`) is known only when the script runs.
    if value.is_some_and(|v| v.contains("${")) {
        return None;
    }
    match property.validator.as_deref() {
        Some("Boolean") => match value {
            None | Some("") => None,
            Some(v) if v.eq_ignore_ascii_case(attribute) => None,
            Some(v) => Some(format!(
                "`{attribute}=\"{v}\"`: a boolean attribute is on whenever it is present; write `{attribute}` to turn it on, or leave it out"
            )),
        },
        Some(kind @ ("Integer" | "Float")) => {
            let number = value.unwrap_or_default().trim().parse::<f64>().ok().filter(|n| n.is_finite());
            match number {
                Some(n) if kind == "Float" || n.fract() == 0.0 => None,
                _ => Some(format!(
                    "`{attribute}=\"{}\"`: `{attribute}` takes {}",
                    value.unwrap_or_default(),
                    if kind == "Integer" { "a whole number" } else { "a number" }
                )),
            }
        }
        Some(name) => {
            let item = model.enum_named(name)?;
            let value = value.unwrap_or_default();
            if item.fields.iter().any(|field| field.name == value) {
                return None;
            }
            let allowed: Vec<&str> = item.fields.iter().map(|field| field.name.as_str()).collect();
            Some(format!("`{attribute}=\"{value}\"` is not a value of {name}: use one of {}", allowed.join(", ")))
        }
        None => None,
    }
}

/// A `<ui5-*>` start tag found in markup or in script text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct FoundTag {
    /// The element's name (`ui5-button`).
    pub(crate) name: String,
    pub(crate) attributes: Vec<FoundAttribute>,
    /// The line it starts on, from 1.
    pub(crate) line: usize,
}

/// An attribute as written: its name (lower case) and its value, if it has one.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct FoundAttribute {
    pub(crate) name: String,
    pub(crate) value: Option<String>,
}

/// Every `<ui5-*>` start tag of `text`, with its attributes, in order.
pub(crate) fn find_ui5_tags(text: &str) -> Vec<FoundTag> {
    static TAG: OnceLock<Regex> = OnceLock::new();
    static ATTRIBUTE: OnceLock<Regex> = OnceLock::new();
    let tag = TAG.get_or_init(|| {
        Regex::new(r#"<(ui5-[a-z0-9-]+)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*/?>"#).expect("tag pattern")
    });
    let attribute =
        ATTRIBUTE.get_or_init(|| Regex::new(r#"([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?"#).expect("attribute pattern"));
    tag.captures_iter(text)
        .map(|captures| {
            let whole = captures.get(0).expect("match");
            FoundTag {
                name: captures[1].to_string(),
                attributes: attribute
                    .captures_iter(&captures[2])
                    .map(|a| FoundAttribute {
                        name: a[1].to_lowercase(),
                        value: a.get(2).or(a.get(3)).or(a.get(4)).map(|v| decode_entities(v.as_str())),
                    })
                    .collect(),
                line: text[..whole.start()].matches('\n').count() + 1,
            }
        })
        .collect()
}

/// The few character references attribute values use.
fn decode_entities(value: &str) -> String {
    if !value.contains('&') {
        return value.to_string();
    }
    value.replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{manifest::Manifest, Library};

    fn model() -> ApiModel {
        let manifest: Manifest = serde_json::from_str(
            r#"{"modules": [
                {"path": "dist/Button.js", "declarations": [{"kind": "class", "name": "Button", "tagName": "ui5-button",
                  "members": [
                    {"kind": "field", "name": "design", "privacy": "public", "type": {"text": "ButtonDesign"}, "_ui5validator": "ButtonDesign"},
                    {"kind": "field", "name": "disabled", "privacy": "public", "type": {"text": "boolean"}, "_ui5validator": "Boolean"},
                    {"kind": "field", "name": "delay", "privacy": "public", "type": {"text": "number"}, "_ui5validator": "Integer"},
                    {"kind": "field", "name": "ratio", "privacy": "public", "type": {"text": "number"}, "_ui5validator": "Float"},
                    {"kind": "field", "name": "tooltip", "privacy": "public", "type": {"text": "string"}, "_ui5validator": "String"}],
                  "attributes": [{"name": "design", "fieldName": "design"}, {"name": "disabled", "fieldName": "disabled"},
                                 {"name": "delay", "fieldName": "delay"}, {"name": "ratio", "fieldName": "ratio"},
                                 {"name": "tooltip", "fieldName": "tooltip"}]}]},
                {"path": "dist/types/ButtonDesign.js", "declarations": [{"kind": "enum", "name": "ButtonDesign",
                  "members": [{"kind": "field", "name": "Default"}, {"kind": "field", "name": "Emphasized"}]}]}
            ]}"#,
        )
        .unwrap();
        ApiModel::from_manifests(&[(Library::Main, manifest)])
    }

    fn messages(markup: &str) -> Vec<String> {
        let diagnostics = Diagnostics::default();
        check_markup(&[(PathBuf::from("sample.html"), markup)], &model(), &diagnostics);
        diagnostics.take().iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn values_of_the_right_type_pass() {
        let markup = "<ui5-button design=\"Emphasized\" disabled delay=\"300\" ratio=\"0.5\" tooltip=\"Any text\">A</ui5-button>\n\
                      <ui5-button disabled=\"\" design='Default' data-x=\"1\" aria-label=\"B\" ratio=\"${r}\">B</ui5-button>";
        assert_eq!(messages(markup), Vec::<String>::new());
    }

    #[test]
    fn a_value_of_the_wrong_type_warns_at_its_line_with_what_is_allowed() {
        let found =
            messages("<p>\n<ui5-button design=\"Bogus\" disabled=\"false\" delay=\"1.5\" ratio=\"wide\" color=\"red\">A</ui5-button>");
        assert_eq!(found.len(), 5, "{found:#?}");
        let has = |text: &str| found.iter().any(|message| message.contains("sample.html:2") && message.contains(text));
        assert!(has("`design=\"Bogus\"` is not a value of ButtonDesign: use one of Default, Emphasized"), "{found:#?}");
        assert!(has("`disabled=\"false\"`: a boolean attribute is on whenever it is present"), "{found:#?}");
        assert!(has("`delay` takes a whole number"), "{found:#?}");
        assert!(has("`ratio` takes a number"), "{found:#?}");
        assert!(has("`<ui5-button>` has no attribute `color`"), "{found:#?}");
    }

    #[test]
    fn an_element_that_no_package_defines_is_an_error() {
        let diagnostics = Diagnostics::default();
        check_markup(&[(PathBuf::from("main.js"), "const x = 1;\nel.innerHTML = `<ui5-buton>Go</ui5-buton>`;")], &model(), &diagnostics);
        assert!(diagnostics.has_errors());
        let found: Vec<String> = diagnostics.take().iter().map(|d| d.to_string()).collect();
        assert!(
            found[0].contains("main.js:2") && found[0].contains("`<ui5-buton>` is not a component of the installed packages"),
            "{found:#?}"
        );
    }

    #[test]
    fn finds_tags_attributes_values_and_lines() {
        let html = "<div>\n  <ui5-button design=\"Emphasized\" disabled icon='add'>Go</ui5-button>\n<ui5-input\n  value=x></ui5-input>";
        let found = find_ui5_tags(html);
        let attribute = |name: &str, value: Option<&str>| FoundAttribute { name: name.into(), value: value.map(str::to_string) };
        assert_eq!(
            found[0],
            FoundTag {
                name: "ui5-button".into(),
                attributes: vec![attribute("design", Some("Emphasized")), attribute("disabled", None), attribute("icon", Some("add"))],
                line: 2
            }
        );
        assert_eq!(found[1].name, "ui5-input");
        assert_eq!(found[1].attributes, [attribute("value", Some("x"))]);
        assert_eq!(found[1].line, 3);
    }
}
