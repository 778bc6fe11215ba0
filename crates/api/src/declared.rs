//! The public API of the packages, after inheritance and the privacy filter: what
//! the reference pages show.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::manifest::{self, is_public, ClassDeclaration, Declaration, Deprecation, Manifest, BASE_ELEMENT};
use crate::Library;

/// A type as the manifest writes it; the reference pages link the names in it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TypeRef {
    /// The type as the manifest writes it (`"Start" | "End"`, `HTMLElement[]`); empty when it gives none.
    pub text: String,
}

impl TypeRef {
    /// The type without the `| undefined` and `| null` of optional values: the name of
    /// an enum for a property that takes one (`CalendarType | undefined`).
    pub fn plain(&self) -> &str {
        let mut text = self.text.trim();
        loop {
            let stripped = text.strip_suffix("| undefined").or_else(|| text.strip_suffix("| null")).map(str::trim_end);
            match stripped {
                Some(rest) => text = rest,
                None => return text,
            }
        }
    }
}

impl From<&Option<manifest::Type>> for TypeRef {
    fn from(ty: &Option<manifest::Type>) -> Self {
        TypeRef { text: ty.as_ref().map(|t| t.text.clone()).unwrap_or_default() }
    }
}

/// A public property of a component or of the base element.
#[derive(Debug, Clone)]
pub struct Property {
    /// The property's name in JavaScript (`iconEnd`).
    pub name: String,
    /// The attribute that sets it (`icon-end` for `iconEnd`); objects and arrays have none.
    pub attribute: Option<String>,
    /// Its documentation, as Markdown.
    pub description: String,
    /// Its TypeScript type.
    pub ty: TypeRef,
    /// How the components check its value: `Boolean`, `String`, `Integer`, `Float`,
    /// `Object`, `CSSSize`..., or an enum's name.
    pub validator: Option<String>,
    /// Its default value, as written in the source.
    pub default: Option<String>,
    /// Whether it can only be read.
    pub readonly: bool,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// The superclass it comes from, if inherited.
    pub inherited_from: Option<String>,
    /// The optional feature modules it needs, as imported
    /// (`@ui5/webcomponents/dist/features/InputSuggestions.js`).
    pub features: Vec<String>,
}

/// A parameter of a method or a detail of an event.
#[derive(Debug, Clone)]
pub struct Parameter {
    /// The parameter's name.
    pub name: String,
    /// Its TypeScript type.
    pub ty: TypeRef,
    /// Its documentation, as Markdown.
    pub description: String,
    /// Whether a caller may leave it out.
    pub optional: bool,
    /// The value it takes when left out, if the manifest says.
    pub default: Option<String>,
}

/// A public slot: where children go and what they may be.
#[derive(Debug, Clone)]
pub struct Slot {
    /// The slot's name; `default` for children without a `slot` attribute.
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The type of element it takes.
    pub ty: TypeRef,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// The superclass it comes from, if inherited.
    pub inherited_from: Option<String>,
}

/// A public event a component fires.
#[derive(Debug, Clone)]
pub struct Event {
    /// The event's name (`selection-change`).
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The event's type (`CustomEvent`).
    pub ty: TypeRef,
    /// The fields of its `detail`.
    pub parameters: Vec<Parameter>,
    /// Whether a listener can cancel it with `preventDefault()`.
    pub preventable: bool,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// The superclass it comes from, if inherited.
    pub inherited_from: Option<String>,
}

/// A public method of a component.
#[derive(Debug, Clone)]
pub struct Method {
    /// The method's name.
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// What it returns: the type and its description.
    pub returns: Option<(TypeRef, String)>,
    /// Its public parameters, in order.
    pub parameters: Vec<Parameter>,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// The superclass it comes from, if inherited.
    pub inherited_from: Option<String>,
}

/// A CSS shadow part a component exposes for styling (`::part(name)`).
#[derive(Debug, Clone)]
pub struct CssPart {
    /// As readers write it (`token-{index}`; the manifest escapes the braces).
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The superclass it comes from, if inherited.
    pub inherited_from: Option<String>,
}

/// The API sections of a class.
#[derive(Debug, Clone, Default)]
pub struct ClassApi {
    /// Its public properties, the class's own first.
    pub properties: Vec<Property>,
    /// Its public slots.
    pub slots: Vec<Slot>,
    /// The events it fires.
    pub events: Vec<Event>,
    /// Its public methods.
    pub methods: Vec<Method>,
    /// Its CSS shadow parts.
    pub css_parts: Vec<CssPart>,
}

/// A public class with a tag: one reference page.
#[derive(Debug, Clone)]
pub struct Component {
    /// The package it is in.
    pub library: Library,
    /// The class's name (`Button`), which is also its page's last route segment.
    pub name: String,
    /// The element's tag (`ui5-button`).
    pub tag: String,
    /// The module that defines it, relative to the package (`dist/Button.js`).
    pub module: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// Its public API, inherited entries included.
    pub api: ClassApi,
    /// Interfaces it implements.
    pub implements: Vec<String>,
    /// Attribute names it accepts, its superclasses' included.
    pub attributes: HashSet<String>,
    /// Its superclasses in the component libraries, nearest first.
    pub superclasses: Vec<String>,
    /// The optional feature modules its module asks for (`dist/features/InputSuggestions.js`),
    /// which an app imports to use what they add.
    pub features: Vec<String>,
}

/// A value of an enum.
#[derive(Debug, Clone)]
pub struct EnumField {
    /// The value as markup writes it.
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
}

/// A public enum: one reference page listing its values.
#[derive(Debug, Clone)]
pub struct Enum {
    /// The package it is in.
    pub library: Library,
    /// The enum's name (`ButtonDesign`).
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The version that added it.
    pub since: Option<String>,
    /// The deprecation note, if it is deprecated.
    pub deprecated: Option<String>,
    /// Its public values, in the manifest's order.
    pub fields: Vec<EnumField>,
}

/// A public interface: one reference page listing the components that implement it.
#[derive(Debug, Clone)]
pub struct Interface {
    /// The package it is in.
    pub library: Library,
    /// The interface's name (`IButton`).
    pub name: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// The version that added it.
    pub since: Option<String>,
    /// Components implementing it: (name, package, module).
    pub implementations: Vec<(String, String, String)>,
}

/// The base element class, which every component extends.
#[derive(Debug, Clone)]
pub struct BaseElement {
    /// The class's name (`UI5Element`).
    pub name: String,
    /// The module that defines it, relative to the package.
    pub module: String,
    /// Its documentation, as Markdown.
    pub description: String,
    /// Its public API.
    pub api: ClassApi,
}

/// The public API of every library, sorted by library and name: what the reference
/// pages, the components sidebar and the markup checks are made from.
#[derive(Debug, Clone, Default)]
pub struct ApiModel {
    /// The components, each a page.
    pub components: Vec<Component>,
    /// The public enums.
    pub enums: Vec<Enum>,
    /// The public interfaces.
    pub interfaces: Vec<Interface>,
    /// The base element's class, if the base package documents it.
    pub base_element: Option<BaseElement>,
}

impl ApiModel {
    /// Builds the model from each library's manifest.
    pub(crate) fn from_manifests(manifests: &[(Library, Manifest)]) -> ApiModel {
        let index = DeclarationIndex::new(manifests);
        let mut model = ApiModel::default();
        for (library, manifest) in manifests {
            for module in &manifest.modules {
                for declaration in &module.declarations {
                    match declaration {
                        Declaration::Class(class)
                            if *library == Library::Base && class.name == BASE_ELEMENT && is_public(&class.privacy) =>
                        {
                            model.base_element = Some(BaseElement {
                                name: class.name.clone(),
                                module: module.path.clone(),
                                description: class.description.clone(),
                                api: class_api(&[class]),
                            });
                        }
                        // The base package's other classes are no components.
                        Declaration::Class(_) if *library == Library::Base => {}
                        Declaration::Class(class) => {
                            let Some(tag) = &class.tag_name else { continue };
                            if !is_public(&class.privacy) {
                                continue;
                            }
                            let chain = index.chain(library.package(), class);
                            model.components.push(Component {
                                library: *library,
                                name: class.name.clone(),
                                tag: tag.clone(),
                                module: module.path.clone(),
                                description: class.description.clone(),
                                since: class.since.clone(),
                                deprecated: Deprecation::note(&class.deprecated),
                                api: class_api(&chain),
                                implements: chain.iter().flat_map(|c| c.implements.iter().map(|r| r.name.clone())).collect(),
                                attributes: chain.iter().flat_map(|c| c.attributes.iter().map(|a| a.name.clone())).collect(),
                                superclasses: chain.iter().skip(1).map(|c| c.name.clone()).collect(),
                                features: Vec::new(),
                            });
                        }
                        Declaration::Enum(declaration) if is_public(&declaration.privacy) => {
                            model.enums.push(Enum {
                                library: *library,
                                name: declaration.name.clone(),
                                description: declaration.description.clone(),
                                since: declaration.since.clone(),
                                deprecated: Deprecation::note(&declaration.deprecated),
                                fields: declaration
                                    .members
                                    .iter()
                                    .filter(|m| is_public(&m.privacy))
                                    .map(|m| EnumField {
                                        name: m.name.clone(),
                                        description: m.description.clone(),
                                        deprecated: Deprecation::note(&m.deprecated),
                                    })
                                    .collect(),
                            });
                        }
                        Declaration::Interface(declaration) if is_public(&declaration.privacy) => {
                            model.interfaces.push(Interface {
                                library: *library,
                                name: declaration.name.clone(),
                                description: declaration.description.clone(),
                                since: declaration.since.clone(),
                                implementations: Vec::new(),
                            });
                        }
                        _ => {}
                    }
                }
            }
        }
        let mut implementations: HashMap<&str, Vec<(String, String, String)>> = HashMap::new();
        for component in &model.components {
            for interface in &component.implements {
                implementations.entry(interface.as_str()).or_default().push((
                    component.name.clone(),
                    component.library.package().to_string(),
                    component.module.clone(),
                ));
            }
        }
        for interface in &mut model.interfaces {
            let mut found = implementations.remove(interface.name.as_str()).unwrap_or_default();
            found.sort();
            found.dedup();
            interface.implementations = found;
        }
        model.components.sort_by(|a, b| (a.library, &a.name).cmp(&(b.library, &b.name)));
        model.enums.sort_by(|a, b| (a.library, &a.name).cmp(&(b.library, &b.name)));
        model.interfaces.sort_by(|a, b| (a.library, &a.name).cmp(&(b.library, &b.name)));
        model
    }

    /// The enum called `name`, in any library.
    pub fn enum_named(&self, name: &str) -> Option<&Enum> {
        self.enums.iter().find(|e| e.name == name)
    }
}

/// Every class of the component libraries, to walk superclass chains.
struct DeclarationIndex<'m> {
    classes: BTreeMap<(&'m str, &'m str), &'m ClassDeclaration>,
}

impl<'m> DeclarationIndex<'m> {
    fn new(manifests: &'m [(Library, Manifest)]) -> Self {
        let mut classes = BTreeMap::new();
        for (library, manifest) in manifests {
            if *library == Library::Base {
                continue;
            }
            for declaration in manifest.modules.iter().flat_map(|m| &m.declarations) {
                if let Declaration::Class(class) = declaration {
                    classes.insert((library.package(), class.name.as_str()), &**class);
                }
            }
        }
        DeclarationIndex { classes }
    }

    /// The class followed by its superclasses from the component libraries; the base
    /// package's classes (UI5Element and its kin) end the chain.
    fn chain(&self, package: &'m str, class: &'m ClassDeclaration) -> Vec<&'m ClassDeclaration> {
        let mut chain = vec![class];
        let mut current = class;
        let mut current_package = package;
        while let Some(superclass) = &current.superclass {
            let super_package = superclass.package.as_deref().unwrap_or(current_package);
            let Some(next) = self.classes.get(&(super_package, superclass.name.as_str())) else { break };
            if chain.iter().any(|c| std::ptr::eq(*c, *next)) {
                break;
            }
            chain.push(next);
            current = next;
            current_package = super_package;
        }
        chain
    }
}

/// The public API of a class chain: the class's own entries win over inherited ones
/// with the same name.
fn class_api(chain: &[&ClassDeclaration]) -> ClassApi {
    let mut api = ClassApi::default();
    let mut seen: HashSet<(&str, String)> = HashSet::new();
    let attributes: HashMap<&str, &str> =
        chain.iter().flat_map(|c| &c.attributes).filter_map(|a| Some((a.field_name.as_deref()?, a.name.as_str()))).collect();
    for (index, class) in chain.iter().enumerate() {
        let inherited_from = (index > 0).then(|| class.name.clone());
        for member in class.members.iter().filter(|m| is_public(&m.privacy) && !m.is_static) {
            let kind = if member.kind == "method" { "method" } else { "property" };
            if !seen.insert((kind, member.name.clone())) {
                continue;
            }
            if kind == "method" {
                api.methods.push(Method {
                    name: member.name.clone(),
                    description: member.description.clone(),
                    returns: member.returns.as_ref().map(|r| (TypeRef::from(&r.ty), r.description.clone())),
                    parameters: parameters(&member.parameters),
                    since: member.since.clone(),
                    deprecated: Deprecation::note(&member.deprecated),
                    inherited_from: inherited_from.clone(),
                });
            } else {
                api.properties.push(Property {
                    name: member.name.clone(),
                    attribute: attributes.get(member.name.as_str()).map(|a| a.to_string()),
                    description: member.description.clone(),
                    ty: TypeRef::from(&member.ty),
                    validator: member.validator.clone(),
                    default: member.default.clone(),
                    readonly: member.readonly,
                    since: member.since.clone(),
                    deprecated: Deprecation::note(&member.deprecated),
                    inherited_from: inherited_from.clone(),
                    features: Vec::new(),
                });
            }
        }
        for slot in class.slots.iter().filter(|s| is_public(&s.privacy)) {
            if seen.insert(("slot", slot.name.clone())) {
                api.slots.push(Slot {
                    name: slot.name.clone(),
                    description: slot.description.clone(),
                    ty: TypeRef::from(&slot.ty),
                    since: slot.since.clone(),
                    deprecated: Deprecation::note(&slot.deprecated),
                    inherited_from: inherited_from.clone(),
                });
            }
        }
        for event in class.events.iter().filter(|e| is_public(&e.privacy)) {
            if seen.insert(("event", event.name.clone())) {
                api.events.push(Event {
                    name: event.name.clone(),
                    description: event.description.clone(),
                    ty: TypeRef::from(&event.ty),
                    parameters: parameters(&event.parameters),
                    preventable: event.allow_prevent_default,
                    since: event.since.clone(),
                    deprecated: Deprecation::note(&event.deprecated),
                    inherited_from: inherited_from.clone(),
                });
            }
        }
        for part in &class.css_parts {
            if seen.insert(("part", part.name.clone())) {
                api.css_parts.push(CssPart {
                    name: unescape_braces(&part.name),
                    description: part.description.clone(),
                    inherited_from: inherited_from.clone(),
                });
            }
        }
    }
    api
}

/// JSDoc escapes braces in names (`token-\\{index\\}`); readers write them plain.
fn unescape_braces(name: &str) -> String {
    name.replace("\\{", "{").replace("\\}", "}")
}

fn parameters(parameters: &[manifest::Parameter]) -> Vec<Parameter> {
    parameters
        .iter()
        .filter(|p| is_public(&p.privacy))
        .map(|p| Parameter {
            name: p.name.clone(),
            ty: TypeRef::from(&p.ty),
            description: p.description.clone(),
            optional: p.optional,
            default: p.default.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest(json: &str) -> Manifest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn only_public_api_is_kept() {
        let main = manifest(
            r#"{"modules": [{"path": "dist/Widget.js", "declarations": [
                {"kind": "class", "name": "Widget", "tagName": "ui5-widget", "_ui5privacy": "public",
                 "superclass": {"name": "WidgetBase", "package": "@ui5/webcomponents"},
                 "members": [
                   {"kind": "field", "name": "shown", "privacy": "public", "type": {"text": "boolean"}},
                   {"kind": "field", "name": "_hidden", "privacy": "private"},
                   {"kind": "method", "name": "open", "privacy": "public"},
                   {"kind": "method", "name": "_render", "privacy": "protected"}
                 ],
                 "slots": [{"name": "default", "_ui5privacy": "public"}, {"name": "_internal", "_ui5privacy": "private"}],
                 "events": [{"name": "change", "_ui5privacy": "public", "_ui5parameters": [
                   {"name": "value", "_ui5privacy": "public"}, {"name": "_raw", "_ui5privacy": "private"}]}]},
                {"kind": "class", "name": "Hidden", "tagName": "ui5-hidden", "_ui5privacy": "private"},
                {"kind": "class", "name": "WidgetBase", "_ui5privacy": "public",
                 "members": [{"kind": "field", "name": "shown", "privacy": "public", "description": "base"},
                             {"kind": "field", "name": "size", "privacy": "public"}],
                 "cssParts": [{"name": "root"}]},
                {"kind": "enum", "name": "Secret", "_ui5privacy": "private"}
            ]}]}"#,
        );
        let model = ApiModel::from_manifests(&[(Library::Main, main)]);
        assert_eq!(model.components.len(), 1, "private classes and classes without a tag get no page");
        let api = &model.components[0].api;
        let properties: Vec<&str> = api.properties.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(properties, ["shown", "size"], "the class's own entry wins over the inherited one");
        assert_eq!(api.properties[0].ty.text, "boolean");
        assert_eq!(api.methods.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(), ["open"]);
        assert_eq!(api.slots.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["default"]);
        assert_eq!(api.events[0].parameters.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["value"]);
        assert_eq!(api.css_parts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["root"]);
        assert!(model.enums.is_empty());
    }
}
