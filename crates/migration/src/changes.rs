//! The move from 1.24 to 2.x as data: for each 1.24 component, enum and interface,
//! what 2.x changes and what to do about it, and the changes of the packages as a
//! whole. Cells are inline Markdown (code in backticks), which the pages render.

use site_api::Library;

/// Every change between the two versions.
#[derive(Debug, Clone, Default)]
pub struct Migration {
    /// Every 1.24 component, in the reference's order, changed or not.
    pub components: Vec<ComponentMigration>,
    /// Every 1.24 enum, in the reference's order.
    pub enums: Vec<TypeMigration>,
    /// Every 1.24 interface, in the reference's order.
    pub interfaces: Vec<TypeMigration>,
    /// The base element's changes, if 1.24 documents it.
    pub base_element: Option<TypeMigration>,
    /// Changes of the packages as a whole: modules, themes and icons that go.
    pub framework: Vec<FrameworkChange>,
}

impl Migration {
    /// The migration of the 1.24 component `name`.
    pub fn component(&self, name: &str) -> Option<&ComponentMigration> {
        self.components.iter().find(|c| c.name == name)
    }

    /// The migration of the 1.24 enum `name`.
    pub fn enum_named(&self, name: &str) -> Option<&TypeMigration> {
        self.enums.iter().find(|e| e.name == name)
    }

    /// The migration of the 1.24 interface `name`.
    pub fn interface(&self, name: &str) -> Option<&TypeMigration> {
        self.interfaces.iter().find(|i| i.name == name)
    }
}

/// What becomes of a 1.24 component.
#[derive(Debug, Clone)]
pub struct ComponentMigration {
    /// Its 1.24 package.
    pub library: Library,
    /// Its 1.24 class.
    pub name: String,
    /// Its 1.24 tag.
    pub tag: String,
    /// Where it is in 2.x.
    pub target: Target,
    /// What changes, the tag first.
    pub changes: Vec<Change>,
    /// What 2.x adds to it.
    pub added: Added,
    /// What the converter does with its elements.
    pub rule: site_converter::rules::TagRule,
}

/// Where a 1.24 component, enum or interface is in 2.x.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// In one of the three packages, under this name (the same or a new one).
    Found {
        /// Its 2.x package.
        library: Library,
        /// Its 2.x name.
        name: String,
    },
    /// In another package, which keeps it as it is (`@ui5/webcomponents-compat`).
    MovedTo(String),
    /// Nowhere: 2.x has no such thing.
    Removed,
}

impl Target {
    /// Its address on the version 2 site, given the site's root URL, for a component
    /// (`enum_or_interface` picks the other kinds' routes).
    pub fn url(&self, site: &str, kind: PageKind) -> Option<String> {
        let Target::Found { library, name } = self else { return None };
        let route = match kind {
            PageKind::Component => library.component_route(name),
            PageKind::Enum => library.enum_route(name),
            PageKind::Interface => library.interface_route(name),
            PageKind::BaseElement => site_api::BASE_ELEMENT_ROUTE.to_string(),
        };
        Some(format!("{}/{route}", site.trim_end_matches('/')))
    }
}

/// The kinds of reference page a migration belongs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    /// A component's page.
    Component,
    /// An enum's page.
    Enum,
    /// An interface's page.
    Interface,
    /// The base element's page.
    BaseElement,
}

/// What becomes of a 1.24 enum, interface or the base element.
#[derive(Debug, Clone)]
pub struct TypeMigration {
    /// Its 1.24 package.
    pub library: Library,
    /// Its 1.24 name.
    pub name: String,
    /// Where it is in 2.x.
    pub target: Target,
    /// What changes, the name first.
    pub changes: Vec<Change>,
    /// What 2.x adds: enum values; an interface's or the base element's additions.
    pub added: Added,
}

/// One row of the changes: an item, as 1.24 and 2.x have it, and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// What kind of item changes.
    pub item: Item,
    /// The item in 1.24 (inline Markdown).
    pub old: String,
    /// The item in 2.x (inline Markdown); `None` when 2.x has none.
    pub new: Option<String>,
    /// What to do (inline Markdown, one or more sentences).
    pub todo: String,
    /// Whether the converter does it: `false` when someone has to.
    pub mechanical: bool,
}

/// What kind of item a change is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Item {
    /// The element's tag.
    Tag,
    /// The JavaScript class.
    Class,
    /// The package or module to import.
    Module,
    /// A property (and its attribute).
    Property,
    /// A property's default value.
    Default,
    /// A property's type.
    Type,
    /// A value of an enum-typed property, or of an enum.
    Value,
    /// A slot.
    Slot,
    /// An event.
    Event,
    /// A field of an event's `detail`.
    EventDetail,
    /// A method.
    Method,
    /// A CSS shadow part.
    CssPart,
    /// The enum's or interface's name.
    Name,
    /// How something behaves, with its name unchanged.
    Behaviour,
    /// A theme of the theming package.
    Theme,
    /// An icon of an icon package.
    Icon,
}

impl Item {
    /// How the changes table names the item's kind.
    pub fn label(self) -> &'static str {
        match self {
            Item::Tag => "Tag",
            Item::Class => "Class",
            Item::Module => "Import",
            Item::Property => "Property",
            Item::Default => "Default",
            Item::Type => "Type",
            Item::Value => "Value",
            Item::Slot => "Slot",
            Item::Event => "Event",
            Item::EventDetail => "Event detail",
            Item::Method => "Method",
            Item::CssPart => "CSS part",
            Item::Name => "Name",
            Item::Behaviour => "Behaviour",
            Item::Theme => "Theme",
            Item::Icon => "Icon",
        }
    }
}

/// What 2.x adds to a component, enum or interface, by kind of item.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Added {
    /// Each kind of item ("properties", "events", "values") and the new names.
    pub kinds: Vec<(&'static str, Vec<String>)>,
}

impl Added {
    /// Whether 2.x adds nothing.
    pub fn is_empty(&self) -> bool {
        self.kinds.iter().all(|(_, names)| names.is_empty())
    }

    /// One sentence listing the additions (inline Markdown), if there are any.
    pub fn sentence(&self) -> Option<String> {
        let parts: Vec<String> = self
            .kinds
            .iter()
            .filter(|(_, names)| !names.is_empty())
            .map(|(kind, names)| format!("{kind} {}", names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")))
            .collect();
        (!parts.is_empty()).then(|| format!("Version 2 adds {}.", parts.join("; ")))
    }
}

/// A change of a package as a whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameworkChange {
    /// The 1.24 package it concerns (`@ui5/webcomponents-base`).
    pub package: String,
    /// What changes and what to do.
    pub change: Change,
}
