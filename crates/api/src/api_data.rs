//! The component API as data for tools: what the build writes into the built site as
//! `data/api.json`, and what the MCP server (`site-mcp`) answers from, so that a
//! deployment needs nothing but the built site. It is the reference's API, flattened for
//! reading (types as written, enum values beside the properties that take them,
//! descriptions in the manifests' Markdown), with what changes in version 2 and the
//! vocabulary the markup check reads. Its parts describe themselves as JSON Schema, which
//! the MCP server gives as its tools' output schemas.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::markup_check::Vocabulary;

/// Where the build writes the data, relative to the site root.
pub const API_DATA_PATH: &str = "data/api.json";

/// The component API of the packages a site documents.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApiData {
    /// The version of the packages (`1.24.24`).
    pub library_version: String,
    /// Every component, by package and name.
    pub components: Vec<ComponentData>,
    /// Every public enum, by package and name.
    pub enums: Vec<EnumData>,
    /// What the markup check knows.
    pub vocabulary: Vocabulary,
}

/// A component and its public API, its superclasses' included.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComponentData {
    /// The class (`Button`).
    pub name: String,
    /// The element's tag (`ui5-button`).
    pub tag: String,
    /// The npm package (`@ui5/webcomponents`).
    pub package: String,
    /// The module to import (`@ui5/webcomponents/dist/Button.js`).
    pub module: String,
    /// The route of its page (`components/Button/`).
    pub route: String,
    /// The first sentence of its description, as plain text.
    pub summary: String,
    /// Its description (Markdown).
    pub description: String,
    /// The version that added it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Its properties.
    pub properties: Vec<PropertyData>,
    /// Its slots.
    pub slots: Vec<SlotData>,
    /// The events it fires.
    pub events: Vec<EventData>,
    /// Its public methods.
    pub methods: Vec<MethodData>,
    /// Its CSS shadow parts.
    pub css_parts: Vec<NamedText>,
    /// Optional feature modules to import for some of what it does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<String>,
    /// What changes in version 2, when the site derives it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version2: Option<Version2Data>,
}

/// A property of a component.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertyData {
    /// Its name in JavaScript (`iconEnd`).
    pub name: String,
    /// The attribute that sets it (`icon-end`); objects and arrays have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
    /// Its TypeScript type, as written.
    #[serde(rename = "type")]
    pub ty: String,
    /// Its default value, as written in the source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// The values it takes, for an enum type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<String>,
    /// Whether it can only be read.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub readonly: bool,
    /// The deprecation note, if it is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Its description (Markdown).
    pub description: String,
}

/// A slot of a component.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotData {
    /// Its name; `default` for children without a `slot` attribute.
    pub name: String,
    /// The type of element it takes.
    #[serde(rename = "type")]
    pub ty: String,
    /// The deprecation note, if it is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Its description (Markdown).
    pub description: String,
}

/// An event a component fires.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventData {
    /// Its name (`selection-change`).
    pub name: String,
    /// The fields of its `detail`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub detail: Vec<ParameterData>,
    /// Whether `preventDefault()` cancels it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub preventable: bool,
    /// The deprecation note, if it is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Its description (Markdown).
    pub description: String,
}

/// A public method of a component.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MethodData {
    /// Its name.
    pub name: String,
    /// Its parameters, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parameters: Vec<ParameterData>,
    /// The type it returns, when it returns something.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub returns: Option<String>,
    /// The deprecation note, if it is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// Its description (Markdown).
    pub description: String,
}

/// A parameter of a method, or a field of an event's `detail`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParameterData {
    /// Its name.
    pub name: String,
    /// Its type, as written.
    #[serde(rename = "type")]
    pub ty: String,
    /// Whether a caller may leave it out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// Its description (Markdown).
    pub description: String,
}

/// A name and its description (a CSS part).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamedText {
    /// The name.
    pub name: String,
    /// Its description (Markdown).
    pub description: String,
}

/// An enum and its values.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnumData {
    /// The enum's name (`ButtonDesign`).
    pub name: String,
    /// The npm package.
    pub package: String,
    /// The route of its page.
    pub route: String,
    /// Its values, in order.
    pub values: Vec<NamedText>,
}

/// What changes in version 2 for a component.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Version2Data {
    /// Its name in version 2, when version 2 has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Its page on the version 2 site.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// What changes, the tag first; empty when nothing does.
    pub changes: Vec<ChangeData>,
    /// What version 2 adds, as a sentence (Markdown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub added: Option<String>,
}

/// One change between the versions.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeData {
    /// What kind of item changes (`Property`, `Value`, `Event`...).
    pub item: String,
    /// The item in 1.24 (Markdown).
    pub old: String,
    /// The item in version 2 (Markdown), when version 2 has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new: Option<String>,
    /// What to do (Markdown).
    pub todo: String,
    /// Whether the markup converter does it.
    pub mechanical: bool,
}
