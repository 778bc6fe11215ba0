//! Markup checked against the API: every `<ui5-*>` element of a sample, a playground
//! example, a Try it starting markup or a reader's markup (the MCP server's
//! `check_markup`) must be a component of the installed packages (an error: it would
//! render nothing), and its attributes must be the component's, with values of their
//! types (warnings that list what is allowed).
//!
//! The check reads a [`Vocabulary`], what it needs of the API and no more: the build
//! derives it from the manifests ([`Vocabulary::of`]) and writes it into the built site
//! (`data/api.json`), where the MCP server reads it, so both check alike.

use regex::Regex;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

use crate::declared::ApiModel;
use site_diagnostics::{Diagnostics, Severity};

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

/// What the check knows of the API: each component's attributes and what their values
/// may be, and the values of each enum.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Vocabulary {
    /// The components' attributes, by tag.
    pub elements: BTreeMap<String, BTreeMap<String, AttributeValue>>,
    /// Each enum's values, by the enum's name.
    pub enums: BTreeMap<String, Vec<String>>,
}

/// What an attribute's value may be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AttributeValue {
    /// Any text (a string, a size, an attribute of no public property).
    Any,
    /// A boolean attribute: on when present.
    Boolean,
    /// A whole number.
    Integer,
    /// A number.
    Float,
    /// A value of the enum of this name.
    Enum(String),
}

impl Vocabulary {
    /// The vocabulary of the API `model`.
    pub fn of(model: &ApiModel) -> Vocabulary {
        let enums: BTreeMap<String, Vec<String>> =
            model.enums.iter().map(|e| (e.name.clone(), e.fields.iter().map(|f| f.name.clone()).collect())).collect();
        let elements = model
            .components
            .iter()
            .map(|component| {
                let mut attributes: BTreeMap<String, AttributeValue> =
                    component.attributes.iter().map(|name| (name.clone(), AttributeValue::Any)).collect();
                for property in &component.api.properties {
                    let Some(attribute) = &property.attribute else { continue };
                    let value = match property.validator.as_deref() {
                        Some("Boolean") => AttributeValue::Boolean,
                        Some("Integer") => AttributeValue::Integer,
                        Some("Float") => AttributeValue::Float,
                        Some(name) if enums.contains_key(name) => AttributeValue::Enum(name.to_string()),
                        _ => AttributeValue::Any,
                    };
                    attributes.insert(attribute.clone(), value);
                }
                (component.tag.clone(), attributes)
            })
            .collect();
        Vocabulary { elements, enums }
    }
}

/// A problem the check found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters: of the tag's `<`, or of the attribute.
    pub column: usize,
    /// Errors would render nothing; warnings are wrong values and unknown attributes.
    pub severity: Severity,
    /// What is wrong.
    pub kind: FindingKind,
    /// The element's tag.
    pub tag: String,
    /// The attribute, for a finding about one.
    pub attribute: Option<String>,
    /// The value as written, for a finding about one.
    pub value: Option<String>,
    /// What may be written instead: an enum's values, or the element's attributes.
    pub allowed: Vec<String>,
    /// What is wrong, in a sentence; code in backticks.
    pub message: String,
}

/// What a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum FindingKind {
    /// No package defines the tag.
    UnknownTag,
    /// The component has no such attribute.
    UnknownAttribute,
    /// The value is not one of the enum's.
    NotAnEnumValue,
    /// A boolean attribute written with a value, which does not turn it off.
    BooleanWithValue,
    /// A number attribute whose value is no number of its kind.
    NotANumber,
}

/// Checks every `<ui5-*>` start tag of `files` (path and text), reporting what
/// [`findings`] finds at its file and line.
pub fn check_markup(files: &[(PathBuf, &str)], vocabulary: &Vocabulary, diagnostics: &Diagnostics) {
    for (path, text) in files {
        for finding in findings(text, vocabulary) {
            match finding.severity {
                Severity::Error => diagnostics.error(path, Some(finding.line), finding.message),
                Severity::Warning => diagnostics.warning(path, Some(finding.line), finding.message),
            }
        }
    }
}

/// What is wrong with the `<ui5-*>` start tags of `text`, in order.
pub fn findings(text: &str, vocabulary: &Vocabulary) -> Vec<Finding> {
    let mut found = Vec::new();
    let mut positions = Positions::new(text);
    for tag in find_ui5_tags(text) {
        let (line, column) = positions.at(tag.start);
        let Some(attributes) = vocabulary.elements.get(&tag.name) else {
            found.push(Finding {
                line,
                column,
                severity: Severity::Error,
                kind: FindingKind::UnknownTag,
                message: format!("`<{}>` is not a component of the installed packages: it would render nothing", tag.name),
                tag: tag.name,
                attribute: None,
                value: None,
                allowed: Vec::new(),
            });
            continue;
        };
        for attribute in &tag.attributes {
            let problem = match attributes.get(&attribute.name) {
                Some(expected) => value_problem(expected, attribute, vocabulary),
                None if is_global(&attribute.name) => None,
                None => Some(Problem {
                    kind: FindingKind::UnknownAttribute,
                    message: format!("has no attribute `{}`", attribute.name),
                    allowed: attributes.keys().cloned().collect(),
                }),
            };
            let Some(problem) = problem else { continue };
            let (line, column) = positions.at(attribute.start);
            found.push(Finding {
                line,
                column,
                severity: Severity::Warning,
                kind: problem.kind,
                message: match problem.kind {
                    FindingKind::UnknownAttribute => format!("`<{}>` {}", tag.name, problem.message),
                    _ => format!("`<{}>`: {}", tag.name, problem.message),
                },
                tag: tag.name.clone(),
                attribute: Some(attribute.name.clone()),
                value: attribute.value.clone(),
                allowed: problem.allowed,
            });
        }
    }
    found
}

/// How many `<ui5-*>` start tags `text` has: what [`findings`] checked.
pub fn count_ui5_tags(text: &str) -> usize {
    find_ui5_tags(text).len()
}

fn is_global(attribute: &str) -> bool {
    GLOBAL_ATTRIBUTES.contains(&attribute)
        || attribute.starts_with("aria-")
        || attribute.starts_with("data-")
        || attribute.starts_with("on")
}

/// A finding before it has a place.
struct Problem {
    kind: FindingKind,
    message: String,
    allowed: Vec<String>,
}

/// What is wrong with an attribute's value for what its attribute takes, if anything.
fn value_problem(expected: &AttributeValue, attribute: &FoundAttribute, vocabulary: &Vocabulary) -> Option<Problem> {
    let name = &attribute.name;
    let value = attribute.value.as_deref();
    // A value in a template (`${...}`) is known only when the script runs.
    if value.is_some_and(|v| v.contains("${")) {
        return None;
    }
    let problem = |kind, message| Some(Problem { kind, message, allowed: Vec::new() });
    match expected {
        AttributeValue::Boolean => match value {
            None | Some("") => None,
            Some(v) if v.eq_ignore_ascii_case(name) => None,
            Some(v) => problem(
                FindingKind::BooleanWithValue,
                format!(
                    "`{name}=\"{v}\"`: a boolean attribute is on whenever it is present; write `{name}` to turn it on, or leave it out"
                ),
            ),
        },
        AttributeValue::Integer | AttributeValue::Float => {
            let integer = *expected == AttributeValue::Integer;
            let number = value.unwrap_or_default().trim().parse::<f64>().ok().filter(|n| n.is_finite());
            match number {
                Some(n) if !integer || n.fract() == 0.0 => None,
                _ => problem(
                    FindingKind::NotANumber,
                    format!(
                        "`{name}=\"{}\"`: `{name}` takes {}",
                        value.unwrap_or_default(),
                        if integer { "a whole number" } else { "a number" }
                    ),
                ),
            }
        }
        AttributeValue::Enum(enum_name) => {
            let values = vocabulary.enums.get(enum_name)?;
            let value = value.unwrap_or_default();
            if values.iter().any(|v| v == value) {
                return None;
            }
            Some(Problem {
                kind: FindingKind::NotAnEnumValue,
                message: format!("`{name}=\"{value}\"` is not a value of {enum_name}: use one of {}", values.join(", ")),
                allowed: values.clone(),
            })
        }
        AttributeValue::Any => None,
    }
}

/// Lines and columns of byte offsets, asked in increasing order.
struct Positions<'t> {
    text: &'t str,
    offset: usize,
    line: usize,
    line_start: usize,
}

impl<'t> Positions<'t> {
    fn new(text: &'t str) -> Self {
        Positions { text, offset: 0, line: 1, line_start: 0 }
    }

    /// The line and column (both from 1, the column in characters) of byte `at`.
    fn at(&mut self, at: usize) -> (usize, usize) {
        if at < self.offset {
            *self = Positions::new(self.text);
        }
        for (index, byte) in self.text.as_bytes()[self.offset..at].iter().enumerate() {
            if *byte == b'\n' {
                self.line += 1;
                self.line_start = self.offset + index + 1;
            }
        }
        self.offset = at;
        (self.line, self.text[self.line_start..at].chars().count() + 1)
    }
}

/// A `<ui5-*>` start tag found in markup or in script text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct FoundTag {
    /// The element's name (`ui5-button`).
    pub(crate) name: String,
    pub(crate) attributes: Vec<FoundAttribute>,
    /// The byte offset of its `<`.
    pub(crate) start: usize,
}

/// An attribute as written: its name (lower case) and its value, if it has one.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct FoundAttribute {
    pub(crate) name: String,
    pub(crate) value: Option<String>,
    /// The byte offset of its name.
    pub(crate) start: usize,
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
            let attributes = captures.get(2).expect("the attributes' group always takes part");
            FoundTag {
                name: captures[1].to_string(),
                attributes: attribute
                    .captures_iter(attributes.as_str())
                    .map(|a| FoundAttribute {
                        name: a[1].to_lowercase(),
                        value: a.get(2).or(a.get(3)).or(a.get(4)).map(|v| decode_entities(v.as_str())),
                        start: attributes.start() + a.get(0).expect("match").start(),
                    })
                    .collect(),
                start: whole.start(),
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

    fn vocabulary() -> Vocabulary {
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
        Vocabulary::of(&ApiModel::from_manifests(&[(Library::Main, manifest)]))
    }

    fn messages(markup: &str) -> Vec<String> {
        let diagnostics = Diagnostics::default();
        check_markup(&[(PathBuf::from("sample.html"), markup)], &vocabulary(), &diagnostics);
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
    fn each_finding_has_the_column_of_its_attribute_and_what_may_be_written_instead() {
        let found = findings("<div>\n  <ui5-button\n    color=\"red\" design=\"Big\">é</ui5-button> <ui5-buton>", &vocabulary());
        let summary: Vec<(usize, usize, FindingKind, Option<&str>)> =
            found.iter().map(|f| (f.line, f.column, f.kind, f.attribute.as_deref())).collect();
        assert_eq!(
            summary,
            [
                (3, 5, FindingKind::UnknownAttribute, Some("color")),
                (3, 17, FindingKind::NotAnEnumValue, Some("design")),
                (3, 45, FindingKind::UnknownTag, None)
            ]
        );
        assert_eq!(found[0].allowed, ["delay", "design", "disabled", "ratio", "tooltip"]);
        assert_eq!(found[1].allowed, ["Default", "Emphasized"]);
        assert_eq!((found[1].value.as_deref(), found[2].severity), (Some("Big"), Severity::Error));
    }

    #[test]
    fn an_element_that_no_package_defines_is_an_error() {
        let diagnostics = Diagnostics::default();
        check_markup(
            &[(PathBuf::from("main.js"), "const x = 1;\nel.innerHTML = `<ui5-buton>Go</ui5-buton>`;")],
            &vocabulary(),
            &diagnostics,
        );
        assert!(diagnostics.has_errors());
        let found: Vec<String> = diagnostics.take().iter().map(|d| d.to_string()).collect();
        assert!(
            found[0].contains("main.js:2") && found[0].contains("`<ui5-buton>` is not a component of the installed packages"),
            "{found:#?}"
        );
    }

    #[test]
    fn the_vocabulary_reads_back_as_it_was_written() {
        let vocabulary = vocabulary();
        let json = serde_json::to_string(&vocabulary).unwrap();
        assert!(json.contains(r#""design":{"enum":"ButtonDesign"}"#), "{json}");
        assert_eq!(serde_json::from_str::<Vocabulary>(&json).unwrap(), vocabulary);
    }

    #[test]
    fn finds_tags_attributes_values_and_offsets() {
        let html = "<div>\n  <ui5-button design=\"Emphasized\" disabled icon='add'>Go</ui5-button>\n<ui5-input\n  value=x></ui5-input>";
        let found = find_ui5_tags(html);
        let attribute =
            |name: &str, value: Option<&str>, start: usize| FoundAttribute { name: name.into(), value: value.map(str::to_string), start };
        assert_eq!(
            found[0],
            FoundTag {
                name: "ui5-button".into(),
                attributes: vec![
                    attribute("design", Some("Emphasized"), 20),
                    attribute("disabled", None, 40),
                    attribute("icon", Some("add"), 49)
                ],
                start: 8
            }
        );
        assert_eq!(found[1].name, "ui5-input");
        assert_eq!(found[1].attributes, [attribute("value", Some("x"), 89)]);
        assert_eq!(found[1].start, 76);
    }
}
