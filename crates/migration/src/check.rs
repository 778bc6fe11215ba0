//! The curated entries checked against both versions: every name an entry gives must
//! exist where it says (the old one in 1.24, the new one in 2.x), and what it says of
//! 2.x must still be true, so that an entry gone stale with a new version, or
//! mistyped, fails the build at its line.

use site_api::declared::{ApiModel, ClassApi, Component, Enum, Property};
use site_diagnostics::Diagnostics;
use std::collections::HashMap;

use crate::curated::{Curated, Entry, Index, MemberKind, Origin, Subject};
use crate::versions::{has_member, Versions};

/// The entries that pass their checks, by what they name; every failure is an error
/// at the entry's line.
pub fn check(curated: &Curated, v1: &ApiModel, v2: &ApiModel, diagnostics: &Diagnostics) -> Index {
    // Component entries first: members are checked against the component they give.
    let mut index = Index::default();
    let mut seen: HashMap<Subject, &Origin> = HashMap::new();
    let mut subjects = Vec::new();
    for (entry, origin) in &curated.changes {
        match entry.subject() {
            Ok(subject) => {
                if let Some(first) = seen.get(&subject) {
                    let message = format!("this entry repeats the one at {}:{}", first.file.display(), first.line);
                    diagnostics.error(&origin.file, Some(origin.line), message);
                    continue;
                }
                seen.insert(subject.clone(), origin);
                subjects.push((subject, entry, origin));
            }
            Err(problem) => diagnostics.error(&origin.file, Some(origin.line), problem),
        }
    }
    subjects.sort_by_key(|(subject, _, _)| !matches!(subject, Subject::Component(_) | Subject::Enum(_) | Subject::Interface(_)));
    for (subject, entry, origin) in subjects {
        let versions = Versions { v1, v2, curated: &index };
        match check_entry(&subject, entry, &versions) {
            Ok(()) => index.insert(subject, entry.clone()),
            Err(problem) => diagnostics.error(&origin.file, Some(origin.line), problem),
        }
    }
    index
}

fn check_entry(subject: &Subject, entry: &Entry, versions: &Versions) -> Result<(), String> {
    if entry.by_hand && entry.todo.is_none() {
        return Err("`by-hand` needs a `todo` saying what to do".into());
    }
    let mechanical = entry.takes_value_of.is_some() || entry.sets.is_some() || !entry.values.is_empty();
    if mechanical && !matches!(subject, Subject::Member(_, MemberKind::Property, _)) {
        return Err("`takes-value-of`, `sets` and `values` belong to a `property` entry".into());
    }
    if entry.moved_to.is_some() && !matches!(subject, Subject::Component(_)) {
        return Err("`moved-to` belongs to a `component` entry without a member".into());
    }
    if entry.behaviour.is_some() && entry.becomes.is_some() {
        return Err("an entry either renames (`becomes`) or describes a `behaviour`, not both".into());
    }
    match subject {
        Subject::Component(name) => check_component(name, entry, versions),
        Subject::Member(component, kind, name) => check_member(component, *kind, name, entry, versions),
        Subject::Detail(component, event, field) => check_detail(component, event, field, entry, versions),
        Subject::Enum(name) => check_enum(name, entry, versions),
        Subject::Value(name, value) => check_value(name, value, entry, versions),
        Subject::Interface(name) => check_interface(name, entry, versions),
    }
}

fn v1_component<'a>(versions: &Versions<'a>, name: &str) -> Result<&'a Component, String> {
    versions.v1_component(name).ok_or_else(|| format!("1.24 has no component `{name}`"))
}

fn check_component(name: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    let component = v1_component(versions, name)?;
    let same_tag = versions.v2.components.iter().find(|c| c.tag == component.tag);
    if entry.behaviour.is_some() {
        return match same_tag {
            Some(_) => Ok(()),
            None => Err(format!("2.x has no `<{}>`, so it cannot behave differently", component.tag)),
        };
    }
    match (&entry.becomes, &entry.moved_to) {
        (Some(_), Some(_)) => Err("a component either `becomes` another or is `moved-to` a package, not both".into()),
        (Some(new), None) => match versions.v2_component(new) {
            None => Err(format!("2.x has no component `{new}`")),
            Some(found) if found.tag == component.tag && found.name == component.name => {
                Err(format!("`{name}` keeps its name and tag in 2.x: the entry says nothing"))
            }
            Some(_) => Ok(()),
        },
        // The package that keeps it is not one the site installs; its name is the entry's word.
        (None, Some(_)) => Ok(()),
        (None, None) => match same_tag {
            Some(found) => {
                Err(format!("2.x still has `<{}>` (`{}`): give `becomes` or describe its `behaviour`", component.tag, found.name))
            }
            None => Ok(()),
        },
    }
}

/// A class whose members entries name: a component, or the base element.
struct Class<'a> {
    name: &'a str,
    api: &'a ClassApi,
}

/// The 1.24 class `name` and the 2.x class it becomes.
fn classes<'a>(versions: &Versions<'a>, name: &str) -> Result<(Class<'a>, Class<'a>), String> {
    let base = |model: &'a ApiModel| model.base_element.as_ref().filter(|b| b.name == name).map(|b| Class { name: &b.name, api: &b.api });
    if let Some(old) = base(versions.v1) {
        let new = versions.v2.base_element.as_ref().map(|b| Class { name: &b.name, api: &b.api });
        return new.map(|new| (old, new)).ok_or_else(|| format!("2.x has no base element `{name}`"));
    }
    let component = v1_component(versions, name)?;
    let Some(target) = versions.component_in_v2(component) else {
        return Err(format!("`{name}` is not in 2.x's packages, so its members have no 2.x names"));
    };
    Ok((Class { name: &component.name, api: &component.api }, Class { name: &target.name, api: &target.api }))
}

fn check_member(class_name: &str, kind: MemberKind, name: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    let key = kind.key();
    let (old, target) = classes(versions, class_name)?;
    if !has_member(old.api, kind, name) {
        return Err(format!("`{class_name}` has no {key} `{name}` in 1.24"));
    }
    let in_v2 = has_member(target.api, kind, name);
    if entry.behaviour.is_some() {
        return if in_v2 {
            Ok(())
        } else {
            Err(format!("`{}` has no {key} `{name}` in 2.x, so it cannot behave differently", target.name))
        };
    }
    match &entry.becomes {
        Some(new) => {
            if !has_member(target.api, kind, new) {
                return Err(format!("`{}` has no {key} `{new}` in 2.x", target.name));
            }
            if in_v2 && new != name {
                return Err(format!("`{}` still has the {key} `{name}` in 2.x: it is not renamed", target.name));
            }
        }
        None if in_v2 => {
            return Err(format!("`{}` still has the {key} `{name}` in 2.x: give `becomes` or describe its `behaviour`", target.name))
        }
        None => {}
    }
    if kind == MemberKind::Property {
        check_property_rules(&old, &target, name, entry, versions)?;
    }
    Ok(())
}

/// The conversion rules of a property entry: the names and values they give must exist.
fn check_property_rules(old: &Class, target: &Class, name: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    let property = |class: &Class, name: &str| class.api.properties.iter().find(|p| p.name == name).cloned();
    if (entry.takes_value_of.is_some() || entry.sets.is_some() || !entry.values.is_empty()) && entry.becomes.is_none() {
        return Err("`takes-value-of`, `sets` and `values` need `becomes`".into());
    }
    if let Some(other) = &entry.takes_value_of {
        match property(old, other) {
            Some(p) if p.attribute.is_some() => {}
            _ => return Err(format!("`{}` has no property `{other}` with an attribute in 1.24", old.name)),
        }
    }
    let Some(new) = &entry.becomes else { return Ok(()) };
    let new_values = property(target, new).and_then(|p| enum_of(versions.v2, &p));
    if let (Some(value), Some(values)) = (&entry.sets, &new_values) {
        if !values.fields.iter().any(|f| &f.name == value) {
            return Err(format!("`{value}` is not a value of `{}` in 2.x", values.name));
        }
    }
    let old_values = property(old, name).and_then(|p| enum_of(versions.v1, &p));
    for (old, mapped) in &entry.values {
        if let Some(values) = &old_values {
            if !values.fields.iter().any(|f| &f.name == old) {
                return Err(format!("`{old}` is not a value of `{}` in 1.24", values.name));
            }
        }
        if let Some(values) = &new_values {
            if !values.fields.iter().any(|f| &f.name == mapped) {
                return Err(format!("`{mapped}` is not a value of `{}` in 2.x", values.name));
            }
        }
    }
    Ok(())
}

/// The enum a property takes, if its type is one.
pub(crate) fn enum_of<'m>(model: &'m ApiModel, property: &Property) -> Option<&'m Enum> {
    model.enum_named(property.ty.plain())
}

fn check_detail(component_name: &str, event: &str, field: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    let component = v1_component(versions, component_name)?;
    let Some(old_event) = component.api.events.iter().find(|e| e.name == event) else {
        return Err(format!("`{component_name}` has no event `{event}` in 1.24"));
    };
    if !old_event.parameters.iter().any(|p| p.name == field) {
        return Err(format!("the `{event}` event of `{component_name}` has no detail `{field}` in 1.24"));
    }
    let Some(target) = versions.component_in_v2(component) else {
        return Err(format!("`{component_name}` is not in 2.x's packages, so its events have no 2.x details"));
    };
    let new_event_name = versions.member_name_in_v2(component_name, MemberKind::Event, event);
    let Some(new_event) = target.api.events.iter().find(|e| e.name == new_event_name) else {
        return Err(format!("`{}` has no event `{new_event_name}` in 2.x", target.name));
    };
    let in_v2 = new_event.parameters.iter().any(|p| p.name == field);
    if entry.behaviour.is_some() {
        return if in_v2 { Ok(()) } else { Err(format!("the `{new_event_name}` event has no detail `{field}` in 2.x")) };
    }
    match &entry.becomes {
        Some(new) if !new_event.parameters.iter().any(|p| &p.name == new) => {
            Err(format!("the `{new_event_name}` event of `{}` has no detail `{new}` in 2.x", target.name))
        }
        Some(new) if in_v2 && new != field => Err(format!("the `{new_event_name}` event still has the detail `{field}` in 2.x")),
        None if in_v2 => Err(format!("the `{new_event_name}` event still has the detail `{field}` in 2.x: give `becomes`")),
        _ => Ok(()),
    }
}

fn check_enum(name: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    versions.v1_enum(name).ok_or_else(|| format!("1.24 has no enum `{name}`"))?;
    let still = versions.v2.enums.iter().any(|e| e.name == name);
    if entry.behaviour.is_some() {
        return if still { Ok(()) } else { Err(format!("2.x has no enum `{name}`, so it cannot behave differently")) };
    }
    match &entry.becomes {
        Some(new) if !versions.v2.enums.iter().any(|e| &e.name == new) => Err(format!("2.x has no enum `{new}`")),
        Some(_) if still => Err(format!("2.x still has the enum `{name}`: it is not renamed")),
        None if still => Err(format!("2.x still has the enum `{name}`: give `becomes` or describe its `behaviour`")),
        _ => Ok(()),
    }
}

fn check_value(name: &str, value: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    let old = versions.v1_enum(name).ok_or_else(|| format!("1.24 has no enum `{name}`"))?;
    if !old.fields.iter().any(|f| f.name == value) {
        return Err(format!("`{value}` is not a value of `{name}` in 1.24"));
    }
    let Some(new) = versions.enum_in_v2(name) else {
        return Err(format!("`{name}` has no enum in 2.x, so its values have no 2.x names"));
    };
    let in_v2 = new.fields.iter().any(|f| f.name == value);
    if entry.behaviour.is_some() {
        return if in_v2 { Ok(()) } else { Err(format!("`{value}` is not a value of `{}` in 2.x", new.name)) };
    }
    match &entry.becomes {
        Some(renamed) if !new.fields.iter().any(|f| &f.name == renamed) => {
            Err(format!("`{renamed}` is not a value of `{}` in 2.x", new.name))
        }
        Some(renamed) if in_v2 && renamed != value => {
            Err(format!("`{value}` is still a value of `{}` in 2.x: it is not renamed", new.name))
        }
        None if in_v2 => Err(format!("`{value}` is still a value of `{}` in 2.x: give `becomes`", new.name)),
        _ => Ok(()),
    }
}

fn check_interface(name: &str, entry: &Entry, versions: &Versions) -> Result<(), String> {
    if !versions.v1.interfaces.iter().any(|i| i.name == name) {
        return Err(format!("1.24 has no interface `{name}`"));
    }
    let still = versions.v2.interfaces.iter().any(|i| i.name == name);
    match &entry.becomes {
        Some(new) if !versions.v2.interfaces.iter().any(|i| &i.name == new) => Err(format!("2.x has no interface `{new}`")),
        Some(_) if still => Err(format!("2.x still has the interface `{name}`: it is not renamed")),
        None if still && entry.behaviour.is_none() => Err(format!("2.x still has the interface `{name}`: give `becomes`")),
        _ => Ok(()),
    }
}
