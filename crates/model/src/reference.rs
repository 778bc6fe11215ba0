//! The reference pages as the app receives them: the API as data, which the app's
//! components render (on the server at build time, then in the browser). Descriptions
//! are HTML made by the markdown pipeline; everything else is data. The TypeScript
//! types of the app are generated from these (`crate::typescript`).

use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

use crate::page::Heading;

/// What a reference page shows below its title.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Reference {
    Component(ComponentReference),
    Enum(EnumReference),
    Interface(InterfaceReference),
    Index(CardIndex),
}

/// A component's page (or the base element's, which has no tag and no samples).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct ComponentReference {
    /// `ui5-button`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    /// The import statement as a highlighted code block.
    pub import_code: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub basic_sample: Option<SampleSection>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub try_it: Option<TryIt>,
    pub api: ClassApi,
    /// The samples after the Basic one, each under a heading of its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub more_samples: Option<Section<SampleSection>>,
}

/// A sample under its heading; without a sample, the page says there is none.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct SampleSection {
    pub heading: Heading,
    /// The id of the page's `samples` entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<String>,
}

/// A section of the page: its heading and what it lists.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Section<T> {
    pub heading: Heading,
    pub items: Vec<T>,
}

/// The public API of a class, its superclasses' included.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClassApi {
    pub properties: Section<Property>,
    pub slots: Section<Slot>,
    pub events: Section<Event>,
    pub methods: Section<Method>,
    pub css_parts: Section<CssPart>,
}

/// A type as written, in parts: the names of enums, interfaces and components link
/// to their pages.
#[derive(Debug, Clone, Default, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct TypePart {
    pub text: String,
    /// The route of the page the name links to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// How a reader edits a property in the "Try it" controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Editor {
    /// One of the enum's values.
    Select,
    /// A boolean attribute.
    Switch,
    Text,
    Integer,
    Float,
    /// An object or array, set as the element's property.
    Json,
    /// Shown, not edited.
    Readonly,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Property {
    /// The id of its heading.
    pub id: String,
    pub name: String,
    /// The attribute that sets it (`icon-end`); objects and arrays have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The values of an enum type.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<EnumValue>>")]
    pub values: Vec<EnumValue>,
    /// As the manifest writes it (`"Default"`, `false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    pub readonly: bool,
    pub editor: Editor,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// The superclass it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
    /// The optional feature modules it needs to work (`@ui5/webcomponents/dist/features/InputSuggestions.js`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<String>>")]
    pub features: Vec<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct EnumValue {
    pub name: String,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Slot {
    pub id: String,
    pub name: String,
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Event {
    pub id: String,
    pub name: String,
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The fields of its `detail`.
    pub parameters: Vec<Parameter>,
    /// Whether `preventDefault()` cancels it.
    pub preventable: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Parameter {
    pub name: String,
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The values of an enum type.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<EnumValue>>")]
    pub values: Vec<EnumValue>,
    pub optional: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// HTML.
    pub description: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Method {
    pub id: String,
    pub name: String,
    pub parameters: Vec<Parameter>,
    /// What it returns; nothing (`void`) when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returns: Option<Returns>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Returns {
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// HTML, possibly empty.
    pub description: String,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct CssPart {
    /// As readers write it in `::part(...)`.
    pub name: String,
    /// HTML.
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct EnumReference {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    pub fields: Section<EnumValue>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct InterfaceReference {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// HTML.
    pub description: String,
    pub implementations: Section<Implementation>,
}

/// A component implementing an interface.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Implementation {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// `@ui5/webcomponents/dist/Button.js`.
    pub module: String,
}

/// A page of cards: a library's components, enums or interfaces.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardIndex {
    pub lists: IndexKind,
    /// `Main`, `Fiori`.
    pub library: String,
    /// `@ui5/webcomponents`.
    pub package: String,
    pub version: String,
    pub sections: Vec<CardSection>,
}

/// What an index page lists.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum IndexKind {
    Components,
    Enums,
    Interfaces,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct CardSection {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heading: Option<Heading>,
    pub cards: Vec<Card>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Card {
    pub title: String,
    pub to: String,
    /// `<ui5-button>`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    pub text: String,
}

/// The "Try it" section: a live preview of the component that the reader configures
/// with a control for each property.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct TryIt {
    pub heading: Heading,
    /// Site-root-relative URL of the preview page.
    pub preview_url: String,
    /// The markup the preview starts from; its first element with the component's
    /// tag is the one the controls edit.
    pub markup: String,
    /// The popup the preview opens with a button: the component itself, or the one
    /// its starting markup puts it in (a menu's item).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub popup: Option<Popup>,
    /// The slots the reader can fill, by name.
    pub slots: Vec<TrySlot>,
    /// Every element the markup and the slots' choices may hold, by tag.
    pub elements: BTreeMap<String, TryElement>,
}

/// A popup of the preview and how it opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Popup {
    /// Its tag; the preview opens its first element of that tag.
    pub tag: String,
    pub opener: Opener,
}

/// How a popup is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Opener {
    /// `showAt(opener)`.
    ShowAt,
    /// `show()`.
    Show,
}

/// A slot of the edited component, as the controls fill it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TrySlot {
    pub name: String,
    /// Whether the slot takes text (the default slot of a button, a label...).
    pub text: bool,
    /// The tags of the elements it accepts, for a choice; empty when none can be
    /// derived (the slot is then listed, not editable).
    pub accepts: Vec<String>,
    /// Whether it takes more than one element.
    pub multiple: bool,
}

/// An element the preview may show.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TryElement {
    /// The module that defines it (`@ui5/webcomponents/dist/Input.js`), then the optional
    /// features it has (`@ui5/webcomponents/dist/features/InputSuggestions.js`).
    pub modules: Vec<String>,
    /// Its markup when a slot's choice adds it.
    pub markup: String,
    /// Its attributes that name an icon (`icon`), whose modules the preview loads.
    pub icon_attributes: Vec<String>,
}
