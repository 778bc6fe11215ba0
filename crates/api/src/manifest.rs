//! The custom-elements manifest (`dist/custom-elements-internal.json`), as the UI5
//! packages write it: only the fields the reference uses.

use serde::Deserialize;
use std::collections::HashSet;
use std::path::Path;

/// The name of the class every component extends.
pub(crate) const BASE_ELEMENT: &str = "UI5Element";

#[derive(Debug, Deserialize)]
pub(crate) struct Manifest {
    #[serde(default)]
    pub(crate) modules: Vec<Module>,
}

impl Manifest {
    /// Removes the classes, enums and interfaces whose names are not JavaScript
    /// identifiers, and returns those names: a name becomes a route and a file
    /// name, so `../x` or an empty name must not reach them.
    pub(crate) fn remove_unnamed(&mut self) -> Vec<String> {
        let mut removed = Vec::new();
        for module in &mut self.modules {
            module.declarations.retain(|declaration| {
                let name = match declaration {
                    Declaration::Class(class) => &class.name,
                    Declaration::Enum(item) => &item.name,
                    Declaration::Interface(item) => &item.name,
                    Declaration::Other => return true,
                };
                let keep = is_identifier(name);
                if !keep {
                    removed.push(name.clone());
                }
                keep
            });
        }
        removed
    }

    /// Takes the tag away from the classes whose tag is no custom element name, and
    /// returns those tags: a tag becomes markup, a selector and a route's data, so
    /// `<x-y>` or `Button` must not reach them. Such a class stays, as a class.
    pub(crate) fn remove_invalid_tags(&mut self) -> Vec<String> {
        let classes = self.modules.iter_mut().flat_map(|m| &mut m.declarations).filter_map(|d| match d {
            Declaration::Class(class) => Some(class),
            _ => None,
        });
        let mut removed = Vec::new();
        for class in classes {
            if let Some(tag) = class.tag_name.take_if(|tag| !is_custom_element_name(tag)) {
                removed.push(tag);
            }
        }
        removed
    }

    /// Gives a class the manifest lists without a superclass the one its module's
    /// source names (`class X extends Y`), when Y is a class of the same manifest.
    /// At 1.24.24, SideNavigationSelectableItemBase lost its superclass this way, and
    /// with it SideNavigationItem's `text` and `disabled`.
    pub(crate) fn fill_missing_superclasses(&mut self, package_dir: &Path) {
        let classes: HashSet<String> = self
            .modules
            .iter()
            .flat_map(|m| &m.declarations)
            .filter_map(|d| if let Declaration::Class(c) = d { Some(c.name.clone()) } else { None })
            .collect();
        for module in &mut self.modules {
            for declaration in &mut module.declarations {
                let Declaration::Class(class) = declaration else { continue };
                if class.superclass.is_some() || class.name == BASE_ELEMENT {
                    continue;
                }
                // Only the package's own files: a module path is the package's word.
                let inside = Path::new(&module.path).components().all(|c| matches!(c, std::path::Component::Normal(_)));
                if !inside {
                    continue;
                }
                let Ok(source) = std::fs::read_to_string(package_dir.join(&module.path)) else { continue };
                let Some(name) = extended_class(&source, &class.name) else { continue };
                if classes.contains(&name) {
                    class.superclass = Some(Reference { name, package: None });
                }
            }
        }
    }
}

/// Whether `tag` can name a custom element: a lowercase ASCII letter, then lowercase
/// letters, digits, `-`, `.` or `_`, with a hyphen among them (the HTML standard
/// also allows other characters; no component package uses them).
fn is_custom_element_name(tag: &str) -> bool {
    tag.starts_with(|c: char| c.is_ascii_lowercase())
        && tag.contains('-')
        && tag.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '_'))
}

/// Whether `name` is a JavaScript identifier (letters, digits, `_` and `$`, not
/// starting with a digit), as the names of classes, enums and interfaces are.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$') && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$')
}

/// The class `name` extends in `source`, from its `class Name extends Other` line.
fn extended_class(source: &str, name: &str) -> Option<String> {
    let needle = format!("class {name} extends ");
    let rest = &source[source.find(&needle)? + needle.len()..];
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$')).unwrap_or(rest.len());
    (end > 0).then(|| rest[..end].to_string())
}

#[derive(Debug, Deserialize)]
pub(crate) struct Module {
    /// `dist/Button.js`
    pub(crate) path: String,
    #[serde(default)]
    pub(crate) declarations: Vec<Declaration>,
}

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub(crate) enum Declaration {
    Class(Box<ClassDeclaration>),
    Enum(EnumDeclaration),
    Interface(InterfaceDeclaration),
    #[serde(other)]
    Other,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Reference {
    pub(crate) name: String,
    pub(crate) package: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub(crate) struct Type {
    #[serde(default)]
    pub(crate) text: String,
}

/// `deprecated` is `true` or a message.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub(crate) enum Deprecation {
    Flag(bool),
    Message(String),
}

impl Deprecation {
    /// The note to show, if deprecated.
    pub(crate) fn note(value: &Option<Deprecation>) -> Option<String> {
        match value {
            Some(Deprecation::Flag(true)) => Some("Deprecated.".to_string()),
            Some(Deprecation::Message(message)) => Some(message.clone()),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct ClassDeclaration {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(rename = "tagName")]
    pub(crate) tag_name: Option<String>,
    pub(crate) superclass: Option<Reference>,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
    pub(crate) deprecated: Option<Deprecation>,
    #[serde(default, rename = "_ui5implements")]
    pub(crate) implements: Vec<Reference>,
    #[serde(default)]
    pub(crate) members: Vec<Member>,
    #[serde(default)]
    pub(crate) slots: Vec<Slot>,
    #[serde(default)]
    pub(crate) events: Vec<Event>,
    #[serde(default, rename = "cssParts")]
    pub(crate) css_parts: Vec<CssPart>,
    #[serde(default)]
    pub(crate) attributes: Vec<Attribute>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Member {
    pub(crate) kind: String,
    pub(crate) name: String,
    #[serde(rename = "type")]
    pub(crate) ty: Option<Type>,
    #[serde(default)]
    pub(crate) description: String,
    pub(crate) default: Option<String>,
    pub(crate) privacy: Option<String>,
    #[serde(default, rename = "static")]
    pub(crate) is_static: bool,
    #[serde(default)]
    pub(crate) readonly: bool,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
    pub(crate) deprecated: Option<Deprecation>,
    #[serde(rename = "return")]
    pub(crate) returns: Option<Return>,
    #[serde(default)]
    pub(crate) parameters: Vec<Parameter>,
    /// How the property's value is checked: `Boolean`, `String`, `Integer`, `Float`,
    /// `Object`, or an enum's name.
    #[serde(rename = "_ui5validator")]
    pub(crate) validator: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Return {
    #[serde(rename = "type")]
    pub(crate) ty: Option<Type>,
    #[serde(default)]
    pub(crate) description: String,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Parameter {
    pub(crate) name: String,
    #[serde(rename = "type")]
    pub(crate) ty: Option<Type>,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(default)]
    pub(crate) optional: bool,
    pub(crate) default: Option<String>,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Slot {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(rename = "_ui5type")]
    pub(crate) ty: Option<Type>,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
    pub(crate) deprecated: Option<Deprecation>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Event {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(rename = "type")]
    pub(crate) ty: Option<Type>,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
    pub(crate) deprecated: Option<Deprecation>,
    #[serde(default, rename = "_ui5parameters")]
    pub(crate) parameters: Vec<Parameter>,
    #[serde(default, rename = "_ui5allowPreventDefault")]
    pub(crate) allow_prevent_default: bool,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct CssPart {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Attribute {
    pub(crate) name: String,
    /// The property the attribute sets.
    #[serde(rename = "fieldName")]
    pub(crate) field_name: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct EnumDeclaration {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
    pub(crate) deprecated: Option<Deprecation>,
    #[serde(default)]
    pub(crate) members: Vec<Member>,
}

#[derive(Debug, Clone, Deserialize)]
pub(crate) struct InterfaceDeclaration {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) description: String,
    #[serde(rename = "_ui5privacy")]
    pub(crate) privacy: Option<String>,
    #[serde(rename = "_ui5since")]
    pub(crate) since: Option<String>,
}

/// Whether an entry is public API (entries without a privacy marker are public).
pub(crate) fn is_public(privacy: &Option<String>) -> bool {
    privacy.as_deref().is_none_or(|p| p == "public")
}

#[cfg(test)]
mod tests {
    use super::extended_class;

    #[test]
    fn tags_must_be_custom_element_names() {
        for tag in ["ui5-button", "ui5-li-groupheader", "x-1.b_c"] {
            assert!(super::is_custom_element_name(tag), "{tag}");
        }
        for tag in ["", "<x-fuzz>", "button", "Ui5-button", "1-x", "-x", "ui5-b\"utton", "x-y z"] {
            assert!(!super::is_custom_element_name(tag), "{tag}");
        }
    }

    #[test]
    fn names_must_be_identifiers() {
        assert!(super::is_identifier("Button") && super::is_identifier("_Ü$1"));
        for name in ["", "../x", "a/b", "x y", "1st", "a\u{0}"] {
            assert!(!super::is_identifier(name), "{name}");
        }
    }

    #[test]
    fn finds_the_extended_class_in_module_source() {
        let source = "let Item = class Item extends ItemBase {\n};\nclass Other extends UI5Element {}";
        assert_eq!(extended_class(source, "Item").as_deref(), Some("ItemBase"));
        assert_eq!(extended_class(source, "Other").as_deref(), Some("UI5Element"));
        assert_eq!(extended_class(source, "Missing"), None);
    }
}
