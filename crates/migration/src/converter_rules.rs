//! The converter's rules (`site_converter::Rules`), from the derived migration: each
//! component's tag rule as the difference made it, the modules scripts import, and
//! the events whose new name does not depend on the element.

use site_converter::rules::{Replacement, Rules};

use crate::changes::{Item, Migration, Target};
use crate::curated::Subject;
use crate::diff::EventRenames;
use crate::framework::PackageDirs;
use crate::versions::Versions;

/// The rules for the converter.
pub fn rules(migration: &Migration, versions: &Versions, events: &EventRenames, dirs: &PackageDirs) -> Rules {
    let mut rules = Rules {
        tags: migration.components.iter().map(|c| (c.tag.clone(), c.rule.clone())).collect(),
        v2_tags: versions.v2.components.iter().map(|c| c.tag.clone()).collect(),
        ..Rules::default()
    };
    for component in &migration.components {
        let Some(old) = versions.v1_component(&component.name) else { continue };
        let old_module = format!("{}/{}", old.library.package(), old.module);
        let replacement = match &component.target {
            Target::Found { .. } => versions
                .component_in_v2(old)
                .map(|new| format!("{}/{}", new.library.package(), new.module))
                .filter(|new| new != &old_module)
                .map(|new| Replacement { becomes: Some(new), by_hand: None }),
            Target::MovedTo(package) => {
                Some(Replacement { becomes: Some(format!("{package}/{}", old.module)), by_hand: component.rule.by_hand.clone() })
            }
            Target::Removed => Some(Replacement { becomes: None, by_hand: component.rule.by_hand.clone() }),
        };
        rules.modules.extend(replacement.map(|r| (old_module, r)));
    }
    for item in &migration.enums {
        // Enums are modules of their own by convention (`dist/types/ListMode.js`);
        // only files that exist are named.
        let old_path = format!("dist/types/{}.js", item.name);
        if !dirs.v1(item.library.package()).join(&old_path).is_file() {
            continue;
        }
        let old_module = format!("{}/{old_path}", item.library.package());
        let replacement = match &item.target {
            Target::Found { library, name } => {
                let new_path = format!("dist/types/{name}.js");
                let new_module = format!("{}/{new_path}", library.package());
                let exists = dirs.v2(library.package()).is_some_and(|dir| dir.join(&new_path).is_file());
                (exists && new_module != old_module).then_some(Replacement { becomes: Some(new_module), by_hand: None })
            }
            _ => {
                let advice = versions.curated.get(&Subject::Enum(item.name.clone())).and_then(|entry| entry.todo.clone());
                Some(Replacement { becomes: None, by_hand: advice })
            }
        };
        rules.modules.extend(replacement.map(|r| (old_module, r)));
    }
    for change in &migration.framework {
        if change.change.item == Item::Module {
            let module = change.change.old.trim_matches('`').to_string();
            let becomes = change.change.new.as_ref().map(|n| n.trim_matches('`').to_string());
            rules.modules.insert(module, Replacement { becomes, by_hand: Some(change.change.todo.clone()) });
        }
    }
    for old in events.names.keys() {
        match events.agreed(old) {
            Some(Some(new)) if new != old => {
                let by_hand = detail_advice(migration, old);
                rules.events.insert(old.clone(), Replacement { becomes: Some(new.to_string()), by_hand });
            }
            // A name of the DOM's own (`drop`, `select`, `close`) is one any element may
            // fire: a script's listener for it says nothing of a component.
            Some(None) if old.contains('-') => {
                rules.events.insert(old.clone(), Replacement::default());
            }
            _ => {}
        }
    }
    rules
}

/// What a renamed event's listener may read that 2.x names differently or no longer
/// has (`detail.values` of Calendar's `selected-dates-change`): the rename alone would
/// leave such a listener reading `undefined`.
fn detail_advice(migration: &Migration, event: &str) -> Option<String> {
    let prefix = format!("`{event}`: ");
    let by_component: Vec<String> = migration
        .components
        .iter()
        .filter_map(|component| {
            let details: Vec<String> = component
                .changes
                .iter()
                .filter(|change| change.item == Item::EventDetail)
                .filter_map(|change| {
                    let old = change.old.strip_prefix(prefix.as_str())?;
                    Some(match &change.new {
                        Some(new) => format!("{old} is {}", new.split_once(": ").map_or(new.as_str(), |(_, detail)| detail)),
                        None => format!("{old} is gone"),
                    })
                })
                .collect();
            (!details.is_empty()).then(|| format!("on `{}`, {}", component.tag, details.join(" and ")))
        })
        .collect();
    (!by_component.is_empty()).then(|| format!("Check what the listener reads of the event: {}.", by_component.join("; ")))
}
