//! The API difference: each 1.24 component, enum and interface compared with what it
//! becomes in 2.x, member by member, with the curated entries' renames and advice.
//! Where no entry speaks, the engine says what the manifests show in sentences of its
//! own.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use site_api::declared::{ClassApi, Component, Enum, Event, Property};
use site_api::Library;

use site_converter::rules::{AttributeRule, NewDefault, Replacement, TagRule};

use crate::changes::{Added, Change, ComponentMigration, Item, Migration, Target, TypeMigration};
use crate::check::enum_of;
use crate::curated::{Entry, MemberKind, Subject};
use crate::versions::{member_names, Versions};

/// Every component, enum and interface of 1.24 and the base element, compared.
pub fn derive(versions: &Versions, events: &EventRenames) -> Migration {
    Migration {
        components: versions.v1.components.iter().map(|c| component(versions, events, c)).collect(),
        enums: versions.v1.enums.iter().map(|e| enumeration(versions, e)).collect(),
        interfaces: versions.v1.interfaces.iter().map(|i| interface(versions, &i.name, i.library)).collect(),
        base_element: base_element(versions),
        framework: Vec::new(),
    }
}

/// What each 1.24 event is called in 2.x on the components that fire it: a script's
/// `addEventListener` can be converted without knowing the element only where every
/// component agrees.
#[derive(Debug, Default)]
pub struct EventRenames {
    /// 1.24 event name -> its 2.x names on the components that fire it (`None`: a
    /// component that fires it in 1.24 does not in 2.x).
    pub names: BTreeMap<String, BTreeSet<Option<String>>>,
}

impl EventRenames {
    /// The event names of `versions`.
    pub fn new(versions: &Versions) -> Self {
        let mut names: BTreeMap<String, BTreeSet<Option<String>>> = BTreeMap::new();
        for component in &versions.v1.components {
            let target = versions.component_in_v2(component);
            for event in &component.api.events {
                let new = versions.member_name_in_v2(&component.name, MemberKind::Event, &event.name);
                let found = target.filter(|t| t.api.events.iter().any(|e| e.name == new)).map(|_| new.to_string());
                names.entry(event.name.clone()).or_default().insert(found);
            }
        }
        EventRenames { names }
    }

    /// The one 2.x fate of the event `old` wherever 1.24 fires it: `Some(Some(new))`
    /// renamed or kept, `Some(None)` dropped; `None` when components disagree.
    pub fn agreed(&self, old: &str) -> Option<Option<&str>> {
        let names = self.names.get(old)?;
        (names.len() == 1).then(|| names.iter().next().and_then(|n| n.as_deref()))
    }

    /// Whether a script's listener for `old` can be renamed to `new` mechanically.
    pub fn is_mechanical(&self, old: &str, new: &str) -> bool {
        self.agreed(old) == Some(Some(new))
    }
}

fn component(versions: &Versions, events: &EventRenames, old: &Component) -> ComponentMigration {
    let target = versions.component_target(old);
    let entry = versions.curated.get(&Subject::Component(old.name.clone()));
    let mut changes = Vec::new();
    let module = |library: Library, module: &str| format!("`{}/{module}`", library.package());
    let mut added = Added::default();
    let mut rule = TagRule::default();
    match &target {
        Target::Removed => {
            let todo = todo_or(entry, || format!("Version 2 has no `<{}>`: replace it.", old.tag));
            // The converter says the tag is gone; only a curated entry adds what to do.
            rule.by_hand = entry.and_then(|e| e.todo.clone());
            changes.push(Change { item: Item::Tag, old: format!("`<{}>`", old.tag), new: None, todo, mechanical: false });
        }
        Target::MovedTo(package) => {
            let todo =
                todo_or(entry, || format!("Install `{package}` and import `<{}>` from it: its tag and API stay as they are.", old.tag));
            rule = TagRule { becomes: Some(old.tag.clone()), by_hand: Some(todo.clone()), ..TagRule::default() };
            changes.push(Change {
                item: Item::Module,
                old: module(old.library, &old.module),
                new: Some(format!("`{package}/{}`", old.module)),
                todo,
                mechanical: false,
            });
        }
        Target::Found { .. } => {
            let new = versions.component_in_v2(old).expect("a found target is a 2.x component");
            let by_hand = entry.is_some_and(|e| e.by_hand);
            if new.tag != old.tag {
                changes.push(Change {
                    item: Item::Tag,
                    old: format!("`<{}>`", old.tag),
                    new: Some(format!("`<{}>`", new.tag)),
                    todo: todo_or(entry, || format!("Write `<{}>` instead.", new.tag)),
                    mechanical: !by_hand,
                });
            }
            if new.name != old.name {
                changes.push(Change {
                    item: Item::Class,
                    old: format!("`{}`", old.name),
                    new: Some(format!("`{}`", new.name)),
                    todo: format!("Import the class as `{}`.", new.name),
                    mechanical: false,
                });
            }
            if (new.library, &new.module) != (old.library, &old.module) {
                changes.push(Change {
                    item: Item::Module,
                    old: module(old.library, &old.module),
                    new: Some(module(new.library, &new.module)),
                    todo: format!("Import {} instead.", module(new.library, &new.module)),
                    mechanical: true,
                });
            }
            let (members, new_members, members_rule) = class_changes(versions, events, &old.name, &old.api, &new.api);
            changes.extend(members);
            added = new_members;
            rule = TagRule {
                becomes: Some(new.tag.clone()),
                by_hand: entry.filter(|e| e.by_hand).and_then(|e| e.todo.clone()),
                ..members_rule
            };
        }
    }
    if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
        changes.push(behaviour_change(format!("`<{}>`", old.tag), behaviour, entry));
    }
    ComponentMigration { library: old.library, name: old.name.clone(), tag: old.tag.clone(), target, changes, added, rule }
}

fn todo_or(entry: Option<&Entry>, otherwise: impl FnOnce() -> String) -> String {
    entry.and_then(|e| e.todo.clone()).unwrap_or_else(otherwise)
}

fn behaviour_change(old: String, behaviour: &str, entry: Option<&Entry>) -> Change {
    Change {
        item: Item::Behaviour,
        old,
        new: Some(behaviour.to_string()),
        todo: todo_or(entry, || "Check that this still suits the application.".to_string()),
        mechanical: false,
    }
}

/// The changes between a 1.24 class's API and its 2.x class's, and what 2.x adds.
fn class_changes(versions: &Versions, events: &EventRenames, owner: &str, old: &ClassApi, new: &ClassApi) -> (Vec<Change>, Added, TagRule) {
    let mut changes = Vec::new();
    let mut rule = TagRule::default();
    let mut matched: BTreeMap<MemberKind, HashSet<String>> = BTreeMap::new();
    let mut note_match = |kind: MemberKind, name: &str| {
        matched.entry(kind).or_default().insert(name.to_string());
    };
    for property in &old.properties {
        let entry = versions.curated.member(owner, MemberKind::Property, &property.name);
        let new_name = versions.member_name_in_v2(owner, MemberKind::Property, &property.name);
        let found = new.properties.iter().find(|p| p.name == new_name);
        if let Some(found) = found {
            note_match(MemberKind::Property, &found.name);
        }
        let outcome = property_changes(versions, old, property, found, entry);
        changes.extend(outcome.changes);
        rule.attributes.extend(outcome.attribute);
        rule.new_defaults.extend(outcome.new_default);
    }
    for (kind, what) in [(MemberKind::Slot, "slot"), (MemberKind::Method, "method"), (MemberKind::CssPart, "CSS part")] {
        let new_names = member_names(new, kind);
        for name in member_names(old, kind) {
            let entry = versions.curated.member(owner, kind, name);
            let new_name = versions.member_name_in_v2(owner, kind, name);
            let found = new_names.contains(&new_name);
            if found {
                note_match(kind, new_name);
            }
            let shown = |n: &str| match kind {
                MemberKind::Method => format!("`{n}()`"),
                MemberKind::Slot => format!("`{n}` (`slot=\"{n}\"`)"),
                _ => format!("`{n}`"),
            };
            let item = match kind {
                MemberKind::Slot => Item::Slot,
                MemberKind::Method => Item::Method,
                _ => Item::CssPart,
            };
            if kind == MemberKind::Slot && (!found || new_name != name) {
                let todo = entry.and_then(|e| e.todo.clone());
                let by_hand = if found { todo.filter(|_| entry.is_some_and(|e| e.by_hand)) } else { todo };
                rule.slots.insert(name.to_string(), Replacement { becomes: found.then(|| new_name.to_string()), by_hand });
            }
            if !found {
                changes.push(Change {
                    item,
                    old: shown(name),
                    new: None,
                    todo: todo_or(entry, || format!("Version 2 has no {what} `{name}`.")),
                    mechanical: false,
                });
            } else if new_name != name {
                let default_todo = || match kind {
                    MemberKind::Slot => format!("Write `slot=\"{new_name}\"` on its children."),
                    MemberKind::Method => format!("Call `{new_name}()` instead."),
                    _ => format!("Style `::part({new_name})` instead."),
                };
                changes.push(Change {
                    item,
                    old: shown(name),
                    new: Some(shown(new_name)),
                    todo: todo_or(entry, default_todo),
                    mechanical: kind == MemberKind::Slot && !entry.is_some_and(|e| e.by_hand),
                });
            }
            if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
                changes.push(behaviour_change(shown(name), behaviour, entry));
            }
        }
    }
    for event in &old.events {
        let entry = versions.curated.member(owner, MemberKind::Event, &event.name);
        let new_name = versions.member_name_in_v2(owner, MemberKind::Event, &event.name);
        match new.events.iter().find(|e| e.name == new_name) {
            None => changes.push(Change {
                item: Item::Event,
                old: format!("`{}`", event.name),
                new: None,
                todo: todo_or(entry, || format!("Version 2 fires no `{}` event.", event.name)),
                mechanical: false,
            }),
            Some(found) => {
                note_match(MemberKind::Event, &found.name);
                if found.name != event.name {
                    changes.push(Change {
                        item: Item::Event,
                        old: format!("`{}`", event.name),
                        new: Some(format!("`{}`", found.name)),
                        todo: todo_or(entry, || format!("Listen to `{}` instead.", found.name)),
                        mechanical: events.is_mechanical(&event.name, &found.name) && !entry.is_some_and(|e| e.by_hand),
                    });
                }
                changes.extend(detail_changes(versions, owner, event, found));
            }
        }
        if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
            changes.push(behaviour_change(format!("`{}`", event.name), behaviour, entry));
        }
    }
    let added_of = |kind: MemberKind| -> Vec<String> {
        let seen = matched.get(&kind);
        member_names(new, kind).into_iter().filter(|n| !seen.is_some_and(|s| s.contains(*n))).map(str::to_string).collect()
    };
    let added = Added {
        kinds: vec![
            ("properties", added_of(MemberKind::Property)),
            ("slots", added_of(MemberKind::Slot)),
            ("events", added_of(MemberKind::Event)),
            ("methods", added_of(MemberKind::Method)),
            ("CSS parts", added_of(MemberKind::CssPart)),
        ],
    };
    (changes, added, rule)
}

/// A property as the changes table shows it: its name, and its attribute if it has one.
fn property_cell(property: &Property) -> String {
    match &property.attribute {
        Some(attribute) if attribute != &property.name => format!("`{}` (`{attribute}`)", property.name),
        _ => format!("`{}`", property.name),
    }
}

/// A property's rows of the changes table, and what the converter does with its attribute.
struct PropertyOutcome {
    changes: Vec<Change>,
    /// The attribute's rule, by its 1.24 name, when the attribute changes.
    attribute: Option<(String, AttributeRule)>,
    /// The attribute's new default, by its 1.24 name.
    new_default: Option<(String, NewDefault)>,
}

fn property_changes(
    versions: &Versions,
    owner: &ClassApi,
    old: &Property,
    new: Option<&Property>,
    entry: Option<&Entry>,
) -> PropertyOutcome {
    let by_hand = entry.is_some_and(|e| e.by_hand);
    let advice = entry.and_then(|e| e.todo.clone());
    let Some(new) = new else {
        let todo = todo_or(entry, || format!("Version 2 has no `{}`: leave it out.", old.name));
        let attribute = old.attribute.clone().map(|a| (a, AttributeRule { by_hand: advice.clone(), ..AttributeRule::default() }));
        let change = Change { item: Item::Property, old: property_cell(old), new: None, todo, mechanical: false };
        return PropertyOutcome { changes: vec![change], attribute, new_default: None };
    };
    let mut changes = Vec::new();
    if new.name != old.name {
        let todo = || match (&new.attribute, &old.attribute) {
            (Some(attribute), Some(_)) => format!("Write `{attribute}` instead (`{}` in scripts).", new.name),
            _ => format!("Set `{}` instead.", new.name),
        };
        changes.push(Change {
            item: Item::Property,
            old: property_cell(old),
            new: Some(property_cell(new)),
            todo: todo_or(entry, todo),
            mechanical: old.attribute.is_some() && new.attribute.is_some() && !by_hand,
        });
    } else if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
        changes.push(behaviour_change(property_cell(old), behaviour, entry));
    }
    let (old_enum, new_enum) = (enum_of(versions.v1, old), enum_of(versions.v2, new));
    let values = value_mapping(versions, old_enum, new_enum, entry);
    let same_enum = matches!((old_enum, new_enum), (Some(a), Some(b)) if versions.enum_in_v2(&a.name).is_some_and(|e| e.name == b.name));
    // An entry that says how the attribute converts (a boolean that becomes a value, a
    // string that becomes an enum) says what to do of its type and default too.
    let converts = entry.is_some_and(|e| e.takes_value_of.is_some() || e.sets.is_some() || !e.values.is_empty());
    let retyped = type_key(&old.ty.text) != type_key(&new.ty.text) && !same_enum;
    let allowed: Vec<String> = new_enum.map(|e| e.fields.iter().map(|f| f.name.clone()).collect()).unwrap_or_default();
    if retyped && !converts {
        let todo = match new_enum {
            Some(e) => format!("Give it one of `{}`'s values: {}.", e.name, code_list(&allowed)),
            None => format!("Give it a value of type `{}`.", new.ty.plain()),
        };
        changes.push(Change {
            item: Item::Type,
            old: format!("`{}`: `{}`", old.name, old.ty.plain()),
            new: Some(format!("`{}`", new.ty.plain())),
            todo,
            mechanical: new_enum.is_some() && old.attribute.is_some(),
        });
    }
    let mut renamed_values = BTreeMap::new();
    let mut values_gone = false;
    if let Some(old_enum) = old_enum {
        let attribute = |property: &Property, value: &str| match &property.attribute {
            Some(a) => format!("`{a}=\"{value}\"`"),
            None => format!("`{}`: `{value}`", property.name),
        };
        for field in &old_enum.fields {
            match values.get(&field.name) {
                Some(Some(mapped)) if mapped == &field.name => {}
                Some(Some(mapped)) => {
                    renamed_values.insert(field.name.clone(), mapped.clone());
                    changes.push(Change {
                        item: Item::Value,
                        old: attribute(old, &field.name),
                        new: Some(attribute(new, mapped)),
                        todo: format!("Write `{mapped}` instead."),
                        mechanical: old.attribute.is_some() && new.attribute.is_some(),
                    });
                }
                _ => {
                    values_gone = true;
                    let value_entry = versions.curated.get(&Subject::Value(old_enum.name.clone(), field.name.clone()));
                    changes.push(Change {
                        item: Item::Value,
                        old: attribute(old, &field.name),
                        new: None,
                        todo: todo_or(value_entry, || match new_enum {
                            Some(_) => format!("Version 2 has no `{}`: choose one of {}.", field.name, code_list(&allowed)),
                            None => format!("Version 2 has no `{}`.", field.name),
                        }),
                        mechanical: false,
                    })
                }
            }
        }
    } else if let Some(entry) = entry {
        renamed_values.extend(entry.values.clone());
    }
    let (old_default, new_default) = (default_key(old.default.as_deref()), default_key(new.default.as_deref()));
    let mapped_default = match (&old_default, old_enum, new_enum) {
        (Some(value), Some(_), _) => values.get(value.trim_matches('"')).cloned().flatten().map(|v| format!("\"{v}\"")),
        // A string that became an enum: its value in the enum's spelling (`link` is `Link`).
        (Some(value), None, Some(new_enum)) => {
            let value = value.trim_matches('"');
            let spelled = new_enum.fields.iter().find(|f| f.name.eq_ignore_ascii_case(value)).map(|f| format!("\"{}\"", f.name));
            spelled.or_else(|| old_default.clone())
        }
        _ => old_default.clone(),
    };
    let mut new_default_rule = None;
    if mapped_default != new_default && !(old_default.is_none() && new.readonly) && !converts {
        let shown = |d: &Option<String>| d.as_deref().map(|d| format!("`{d}`")).unwrap_or_else(|| "none".into());
        // The old default as 2.x writes it, where 2.x still has it.
        let keepable = mapped_default.as_deref().map(|d| d.trim_matches('"'));
        let keep = match (&new.attribute, keepable) {
            (Some(attribute), Some("true")) => format!("Write `{attribute}` to keep the behaviour of 1.24."),
            (Some(attribute), Some(value)) if value != "false" => format!("Write `{attribute}=\"{value}\"` to keep the behaviour of 1.24."),
            _ => "Check that the new default suits the application.".to_string(),
        };
        if let (Some(attribute), Some(value)) = (&old.attribute, keepable) {
            let new_value = new_default.as_deref().unwrap_or_default().trim_matches('"').to_string();
            new_default_rule = Some((attribute.clone(), NewDefault { old: value.to_string(), new: new_value }));
        }
        changes.push(Change {
            item: Item::Default,
            old: format!("`{}`: {}", old.name, shown(&old_default)),
            new: Some(shown(&new_default)),
            todo: keep,
            mechanical: false,
        });
    }
    let attribute = old.attribute.as_ref().and_then(|old_attribute| {
        let becomes = new.attribute.clone();
        let takes_value_of = entry
            .and_then(|e| e.takes_value_of.as_deref())
            .and_then(|name| owner.properties.iter().find(|p| p.name == name))
            .and_then(|p| p.attribute.clone());
        let rule = AttributeRule {
            becomes: becomes.clone(),
            values: renamed_values,
            allowed: if retyped || values_gone { allowed } else { Vec::new() },
            takes_value_of,
            sets: entry.and_then(|e| e.sets.clone()),
            by_hand: match (&becomes, by_hand) {
                (None, _) => {
                    Some(advice.clone().unwrap_or_else(|| format!("Set `{}` from a script instead: it has no attribute in 2.x.", new.name)))
                }
                (Some(_), true) => advice.clone(),
                (Some(_), false) => None,
            },
        };
        let unchanged = rule == AttributeRule { becomes: Some(old_attribute.clone()), ..AttributeRule::default() };
        (!unchanged).then(|| (old_attribute.clone(), rule))
    });
    PropertyOutcome { changes, attribute, new_default: new_default_rule }
}

/// `a`, `b` and `c` as a list of code spans.
fn code_list(names: &[String]) -> String {
    names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
}

/// How each value of a property's 1.24 enum is written in 2.x (`None`: 2.x has no
/// such value): curated property mappings first, then the enum's curated renames,
/// then the same name, then the same name in another case (`link` -> `Link`).
fn value_mapping(
    versions: &Versions,
    old_enum: Option<&Enum>,
    new_enum: Option<&Enum>,
    entry: Option<&Entry>,
) -> BTreeMap<String, Option<String>> {
    let Some(old_enum) = old_enum else { return BTreeMap::new() };
    old_enum
        .fields
        .iter()
        .map(|field| {
            let curated_property = entry.and_then(|e| e.values.get(&field.name)).cloned();
            let curated_value =
                versions.curated.get(&Subject::Value(old_enum.name.clone(), field.name.clone())).and_then(|e| e.becomes.clone());
            let mapped = curated_property.or(curated_value).or_else(|| {
                let new_enum = new_enum?;
                new_enum.fields.iter().find(|f| f.name.eq_ignore_ascii_case(&field.name)).map(|f| f.name.clone())
            });
            (field.name.clone(), mapped)
        })
        .collect()
}

/// A type as compared: its parts without `undefined` and `null`, sorted.
fn type_key(text: &str) -> Vec<String> {
    let mut parts: Vec<String> =
        text.split('|').map(|p| p.trim().to_string()).filter(|p| !p.is_empty() && p != "undefined" && p != "null").collect();
    parts.sort();
    parts
}

/// A default as compared: none for an empty string, `undefined` and `null`; spaces
/// after commas do not count (`rgba(255, 255, 255, 1)` is `rgba(255,255,255,1)`).
fn default_key(default: Option<&str>) -> Option<String> {
    default.map(str::trim).filter(|d| !matches!(*d, "" | "\"\"" | "''" | "undefined" | "null")).map(|d| d.replace(", ", ","))
}

fn detail_changes(versions: &Versions, owner: &str, old: &Event, new: &Event) -> Vec<Change> {
    let mut changes = Vec::new();
    for parameter in &old.parameters {
        let entry = versions.curated.get(&Subject::Detail(owner.to_string(), old.name.clone(), parameter.name.clone()));
        let new_name = entry.and_then(|e| e.becomes.as_deref()).unwrap_or(&parameter.name);
        let found = new.parameters.iter().any(|p| p.name == new_name);
        let old_cell = format!("`{}`: `detail.{}`", old.name, parameter.name);
        if !found {
            changes.push(Change {
                item: Item::EventDetail,
                old: old_cell,
                new: None,
                todo: todo_or(entry, || format!("The `{}` event has no `detail.{}` in version 2.", new.name, parameter.name)),
                mechanical: false,
            });
        } else if new_name != parameter.name {
            changes.push(Change {
                item: Item::EventDetail,
                old: old_cell,
                new: Some(format!("`{}`: `detail.{new_name}`", new.name)),
                todo: todo_or(entry, || format!("Read `event.detail.{new_name}` instead.")),
                mechanical: false,
            });
        }
    }
    changes
}

fn enumeration(versions: &Versions, old: &Enum) -> TypeMigration {
    let entry = versions.curated.get(&Subject::Enum(old.name.clone()));
    let mut changes = Vec::new();
    let Some(new) = versions.enum_in_v2(&old.name) else {
        changes.push(Change {
            item: Item::Name,
            old: format!("`{}`", old.name),
            new: None,
            todo: todo_or(entry, || format!("Version 2 has no enum `{}`.", old.name)),
            mechanical: false,
        });
        return TypeMigration { library: old.library, name: old.name.clone(), target: Target::Removed, changes, added: Added::default() };
    };
    if new.name != old.name {
        changes.push(Change {
            item: Item::Name,
            old: format!("`{}`", old.name),
            new: Some(format!("`{}`", new.name)),
            todo: todo_or(entry, || format!("Import `{}` from `{}/dist/types/{}.js` instead.", new.name, new.library.package(), new.name)),
            mechanical: false,
        });
    }
    if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
        changes.push(behaviour_change(format!("`{}`", old.name), behaviour, entry));
    }
    let mut kept = HashSet::new();
    for field in &old.fields {
        let value_entry = versions.curated.get(&Subject::Value(old.name.clone(), field.name.clone()));
        let renamed = value_entry.and_then(|e| e.becomes.clone());
        let same = new.fields.iter().find(|f| f.name == field.name || f.name.eq_ignore_ascii_case(&field.name)).map(|f| f.name.clone());
        match renamed.or(same) {
            Some(mapped) => {
                kept.insert(mapped.clone());
                if mapped != field.name {
                    changes.push(Change {
                        item: Item::Value,
                        old: format!("`{}`", field.name),
                        new: Some(format!("`{mapped}`")),
                        todo: todo_or(value_entry, || format!("Write `{mapped}` instead.")),
                        mechanical: true,
                    });
                }
            }
            None => changes.push(Change {
                item: Item::Value,
                old: format!("`{}`", field.name),
                new: None,
                todo: todo_or(value_entry, || format!("Version 2 has no `{}`.", field.name)),
                mechanical: false,
            }),
        }
        if let Some(behaviour) = value_entry.and_then(|e| e.behaviour.as_ref()) {
            changes.push(behaviour_change(format!("`{}`", field.name), behaviour, value_entry));
        }
    }
    let added = Added { kinds: vec![("values", new.fields.iter().filter(|f| !kept.contains(&f.name)).map(|f| f.name.clone()).collect())] };
    TypeMigration {
        library: old.library,
        name: old.name.clone(),
        target: Target::Found { library: new.library, name: new.name.clone() },
        changes,
        added,
    }
}

fn interface(versions: &Versions, name: &str, library: Library) -> TypeMigration {
    let entry = versions.curated.get(&Subject::Interface(name.to_string()));
    let mut changes = Vec::new();
    let target = match versions.interface_in_v2(name) {
        Some(new) => {
            if new.name != name {
                changes.push(Change {
                    item: Item::Name,
                    old: format!("`{name}`"),
                    new: Some(format!("`{}`", new.name)),
                    todo: todo_or(entry, || format!("Import the type `{}` instead.", new.name)),
                    mechanical: false,
                });
            }
            Target::Found { library: new.library, name: new.name.clone() }
        }
        None => {
            changes.push(Change {
                item: Item::Name,
                old: format!("`{name}`"),
                new: None,
                todo: todo_or(entry, || format!("Version 2 has no interface `{name}`.")),
                mechanical: false,
            });
            Target::Removed
        }
    };
    if let Some(behaviour) = entry.and_then(|e| e.behaviour.as_ref()) {
        changes.push(behaviour_change(format!("`{name}`"), behaviour, entry));
    }
    TypeMigration { library, name: name.to_string(), target, changes, added: Added::default() }
}

fn base_element(versions: &Versions) -> Option<TypeMigration> {
    let (old, new) = (versions.v1.base_element.as_ref()?, versions.v2.base_element.as_ref());
    let events = EventRenames::default();
    let (changes, added) = match new {
        Some(new) => {
            let (changes, added, _) = class_changes(versions, &events, &old.name, &old.api, &new.api);
            (changes, added)
        }
        None => (Vec::new(), Added::default()),
    };
    let target = match new {
        Some(new) => Target::Found { library: Library::Base, name: new.name.clone() },
        None => Target::Removed,
    };
    Some(TypeMigration { library: Library::Base, name: old.name.clone(), target, changes, added })
}
