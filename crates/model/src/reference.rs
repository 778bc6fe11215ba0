//! The reference pages as the app receives them: the API as data, which the app's
//! components render (on the server at build time, then in the browser). Descriptions
//! are HTML made by the markdown pipeline; everything else is data. The TypeScript
//! types of the app are generated from these (`crate::typescript`).

use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

use crate::migration::Version2;
use crate::navigation::Heading;

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
    /// The version that added the component.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// The Basic sample, shown first under its heading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub basic_sample: Option<SampleSection>,
    /// The Try it section, for components that have one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub try_it: Option<TryIt>,
    /// The component's API, by section.
    pub api: ClassApi,
    /// What changes in version 2, after the API.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version2: Option<Version2>,
    /// The samples after the Basic one, each under a heading of its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub more_samples: Option<Section<SampleSection>>,
}

/// A sample under its heading; without a sample, the page says there is none.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct SampleSection {
    /// The section's heading.
    pub heading: Heading,
    /// The id of the page's `samples` entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<String>,
}

/// A section of the page: its heading and what it lists.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Section<T> {
    /// The section's heading.
    pub heading: Heading,
    /// What it lists, in order.
    pub items: Vec<T>,
}

/// The public API of a class, its superclasses' included.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClassApi {
    /// The properties.
    pub properties: Section<Property>,
    /// The slots.
    pub slots: Section<Slot>,
    /// The events it fires.
    pub events: Section<Event>,
    /// The public methods.
    pub methods: Section<Method>,
    /// The CSS shadow parts, for `::part()`.
    pub css_parts: Section<CssPart>,
}

/// A type as written, in parts: the names of enums, interfaces and components link
/// to their pages.
#[derive(Debug, Clone, Default, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct TypePart {
    /// The part's text.
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
    /// A text field.
    Text,
    /// A field for whole numbers.
    Integer,
    /// A field for numbers.
    Float,
    /// An object or array, set as the element's property.
    Json,
    /// Shown, not edited.
    Readonly,
}

/// A property of the component.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Property {
    /// The id of its heading.
    pub id: String,
    /// Its name in JavaScript (`iconEnd`).
    pub name: String,
    /// The attribute that sets it (`icon-end`); objects and arrays have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
    /// Its type, with links.
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The values of an enum type.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<EnumValue>>")]
    pub values: Vec<EnumValue>,
    /// As the manifest writes it (`"Default"`, `false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// Whether it can only be read.
    pub readonly: bool,
    /// How the Try it controls edit it.
    pub editor: Editor,
    /// The version that added it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
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

/// A value of an enum.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct EnumValue {
    /// The value as markup writes it.
    pub name: String,
    /// HTML.
    pub description: String,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
}

/// A slot of the component: where children go.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Slot {
    /// The id of its heading.
    pub id: String,
    /// Its name; `default` for children without a `slot` attribute.
    pub name: String,
    /// The type of element it takes, with links.
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The version that added it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// The superclass it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

/// An event the component fires.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Event {
    /// The id of its heading.
    pub id: String,
    /// Its name (`selection-change`).
    pub name: String,
    /// Its type (`CustomEvent`), with links.
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The fields of its `detail`.
    pub parameters: Vec<Parameter>,
    /// Whether `preventDefault()` cancels it.
    pub preventable: bool,
    /// The version that added it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// The superclass it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

/// A parameter of a method, or a field of an event's `detail`.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Parameter {
    /// Its name.
    pub name: String,
    /// Its type, with links.
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// The values of an enum type.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<Vec<EnumValue>>")]
    pub values: Vec<EnumValue>,
    /// Whether a caller may leave it out.
    pub optional: bool,
    /// The value it takes when left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// HTML.
    pub description: String,
}

/// A public method of the component.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Method {
    /// The id of its heading.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its parameters, in order.
    pub parameters: Vec<Parameter>,
    /// What it returns; nothing (`void`) when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returns: Option<Returns>,
    /// The version that added it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// The superclass it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

/// What a method returns.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Returns {
    /// The returned type, with links.
    #[serde(rename = "type")]
    pub ty: Vec<TypePart>,
    /// HTML, possibly empty.
    pub description: String,
}

/// A CSS shadow part the component exposes for styling.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct CssPart {
    /// As readers write it in `::part(...)`.
    pub name: String,
    /// HTML.
    pub description: String,
    /// The superclass it comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inherited_from: Option<String>,
}

/// An enum's page: its description and its values.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct EnumReference {
    /// The version that added the enum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// The deprecation note (plain text), if it is deprecated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deprecated: Option<String>,
    /// HTML.
    pub description: String,
    /// Its values.
    pub fields: Section<EnumValue>,
    /// What changes in version 2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version2: Option<Version2>,
}

/// An interface's page: its description and the components that implement it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct InterfaceReference {
    /// The version that added the interface.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// HTML.
    pub description: String,
    /// The components that implement it.
    pub implementations: Section<Implementation>,
    /// What changes in version 2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version2: Option<Version2>,
}

/// A component implementing an interface.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Implementation {
    /// The component's class name.
    pub name: String,
    /// The route of the component's page, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// `@ui5/webcomponents/dist/Button.js`.
    pub module: String,
}

/// A page of cards: a library's components, enums or interfaces.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CardIndex {
    /// What the cards are of.
    pub lists: IndexKind,
    /// `Main`, `Fiori`.
    pub library: String,
    /// `@ui5/webcomponents`.
    pub package: String,
    /// The package's version.
    pub version: String,
    /// The groups of cards, in order.
    pub sections: Vec<CardSection>,
}

/// What an index page lists.
#[derive(Debug, Clone, Copy, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum IndexKind {
    /// The library's components, then cards to its enums and interfaces.
    Components,
    /// The library's enums.
    Enums,
    /// The library's interfaces.
    Interfaces,
}

/// A group of cards, under a heading when the page has several.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct CardSection {
    /// The group's heading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heading: Option<Heading>,
    /// Its cards, in order.
    pub cards: Vec<Card>,
}

/// A card linking to a page.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct Card {
    /// The name of what it links to.
    pub title: String,
    /// The route of the page it links to.
    pub to: String,
    /// `<ui5-button>`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// The first sentence of the description, as plain text.
    pub text: String,
}

/// The "Try it" section: a live preview of the component that the reader configures
/// with a control for each property.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(optional_fields)]
pub struct TryIt {
    /// The section's heading.
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
    /// How the preview opens it.
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
    /// The slot's name.
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
    /// Its boolean attributes (`selected`, `checked`): the component that holds it may
    /// change them as the reader uses it, and the preview reads them back.
    pub state_attributes: Vec<String>,
}
