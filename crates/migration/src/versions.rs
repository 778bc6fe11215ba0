//! The two versions' APIs side by side, and where a 1.24 thing is in 2.x.

use site_api::declared::{ApiModel, ClassApi, Component, Enum, Interface};

use crate::changes::Target;
use crate::curated::{Index, MemberKind, Subject};

/// Both versions' APIs and the checked curated entries that connect them.
pub struct Versions<'a> {
    /// The 1.24 API.
    pub v1: &'a ApiModel,
    /// The 2.x API.
    pub v2: &'a ApiModel,
    /// The curated entries, checked.
    pub curated: &'a Index,
}

impl<'a> Versions<'a> {
    /// The 1.24 component of class `name`.
    pub fn v1_component(&self, name: &str) -> Option<&'a Component> {
        self.v1.components.iter().find(|c| c.name == name)
    }

    /// The 2.x component of class `name`.
    pub fn v2_component(&self, name: &str) -> Option<&'a Component> {
        self.v2.components.iter().find(|c| c.name == name)
    }

    /// Where the 1.24 component is in 2.x: a curated rename or move, else the 2.x
    /// component with its tag.
    pub fn component_target(&self, component: &Component) -> Target {
        if let Some(entry) = self.curated.get(&Subject::Component(component.name.clone())) {
            if let Some(package) = &entry.moved_to {
                return Target::MovedTo(package.clone());
            }
            if let Some(found) = entry.becomes.as_deref().and_then(|name| self.v2_component(name)) {
                return Target::Found { library: found.library, name: found.name.clone() };
            }
            if entry.becomes.is_none() && entry.behaviour.is_none() {
                return Target::Removed;
            }
        }
        match self.v2.components.iter().find(|c| c.tag == component.tag) {
            Some(found) => Target::Found { library: found.library, name: found.name.clone() },
            None => Target::Removed,
        }
    }

    /// The 2.x component the 1.24 one becomes, if 2.x has it in its packages.
    pub fn component_in_v2(&self, component: &Component) -> Option<&'a Component> {
        match self.component_target(component) {
            Target::Found { name, .. } => self.v2_component(&name),
            _ => None,
        }
    }

    /// The 1.24 enum called `name`.
    pub fn v1_enum(&self, name: &str) -> Option<&'a Enum> {
        self.v1.enums.iter().find(|e| e.name == name)
    }

    /// The 2.x enum the 1.24 enum `name` becomes: a curated rename, else the same name.
    pub fn enum_in_v2(&self, name: &str) -> Option<&'a Enum> {
        let renamed = self.curated.get(&Subject::Enum(name.to_string())).and_then(|entry| entry.becomes.as_deref());
        let v2_name = renamed.unwrap_or(name);
        self.v2.enums.iter().find(|e| e.name == v2_name)
    }

    /// The 2.x interface the 1.24 interface `name` becomes.
    pub fn interface_in_v2(&self, name: &str) -> Option<&'a Interface> {
        let renamed = self.curated.get(&Subject::Interface(name.to_string())).and_then(|entry| entry.becomes.as_deref());
        let v2_name = renamed.unwrap_or(name);
        self.v2.interfaces.iter().find(|i| i.name == v2_name)
    }

    /// The 2.x name of a 1.24 member: a curated rename, else the same name.
    pub fn member_name_in_v2<'n>(&'n self, component: &str, kind: MemberKind, name: &'n str) -> &'n str {
        self.curated.member(component, kind, name).and_then(|entry| entry.becomes.as_deref()).unwrap_or(name)
    }
}

/// The names of a class's members of one kind.
pub fn member_names(api: &ClassApi, kind: MemberKind) -> Vec<&str> {
    match kind {
        MemberKind::Property => api.properties.iter().map(|p| p.name.as_str()).collect(),
        MemberKind::Slot => api.slots.iter().map(|s| s.name.as_str()).collect(),
        MemberKind::Event => api.events.iter().map(|e| e.name.as_str()).collect(),
        MemberKind::Method => api.methods.iter().map(|m| m.name.as_str()).collect(),
        MemberKind::CssPart => api.css_parts.iter().map(|p| p.name.as_str()).collect(),
    }
}

/// Whether a class has a member of that kind and name.
pub fn has_member(api: &ClassApi, kind: MemberKind, name: &str) -> bool {
    member_names(api, kind).contains(&name)
}
