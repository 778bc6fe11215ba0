//! What the converter knows of the move from 1.24 to 2.x, keyed by 1.24 names. The
//! engine derives it from both versions' manifests and the curated entries
//! (`crates/migration`) and writes it as JSON for the browser; the converter only
//! reads it.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Every rule of the conversion.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Rules {
    /// Every tag of 1.24 (`ui5-badge`), changed or not: a `ui5-*` tag missing here is
    /// not a 1.24 component.
    pub tags: BTreeMap<String, TagRule>,
    /// The tags of 2.x, to tell markup that is already 2.x from a mistyped tag.
    pub v2_tags: BTreeSet<String>,
    /// Module specifiers of the 1.24 packages that 2.x moves or drops
    /// (`@ui5/webcomponents/dist/Badge.js`), for imports in scripts.
    pub modules: BTreeMap<String, Replacement>,
    /// Event names that have the same new name on every 1.24 component that fires
    /// them (`after-open` -> `open`), or none, for `addEventListener` in scripts.
    pub events: BTreeMap<String, Replacement>,
}

/// What becomes of a 1.24 tag and of what its elements hold.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TagRule {
    /// The tag in 2.x, when 2.x has the component (the same tag when only its API
    /// changes); `None` when 2.x has no such component.
    pub becomes: Option<String>,
    /// What to do by hand with each element of the tag, if its change is not
    /// mechanical (a removed component, groups that now nest their items).
    pub by_hand: Option<String>,
    /// The attributes that change, by 1.24 name.
    pub attributes: BTreeMap<String, AttributeRule>,
    /// The slots that change, by 1.24 name: children with `slot="<name>"`.
    pub slots: BTreeMap<String, Replacement>,
    /// Attributes whose default differs in 2.x, by 1.24 name: an element without the
    /// attribute looks or behaves differently after the move.
    pub new_defaults: BTreeMap<String, NewDefault>,
}

/// What becomes of an attribute of a 1.24 component.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AttributeRule {
    /// The attribute in 2.x (the same name when only its values change); `None` when
    /// 2.x has no such attribute.
    pub becomes: Option<String>,
    /// Values that 2.x spells differently: 1.24 value -> 2.x value.
    pub values: BTreeMap<String, String>,
    /// The values 2.x accepts, when it takes an enum's: another value is reported.
    /// Empty when any value goes.
    pub allowed: Vec<String>,
    /// A boolean that moves another attribute's value to `becomes`: `icon-end` with
    /// `icon="home"` becomes `end-icon="home"`, and both go. The other attribute's name.
    pub takes_value_of: Option<String>,
    /// A boolean that becomes `becomes="<this value>"`: `interactive` becomes
    /// `mode="Interactive"`.
    pub sets: Option<String>,
    /// What to do by hand, when the change is not mechanical.
    pub by_hand: Option<String>,
}

/// A name that 2.x changes or drops: a slot, a module, an event.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Replacement {
    /// The 2.x name, when there is one to write instead.
    pub becomes: Option<String>,
    /// What to do by hand, when writing the new name is not all there is to it.
    pub by_hand: Option<String>,
}

/// A default that 2.x changes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct NewDefault {
    /// The 1.24 default, as markup writes it.
    pub old: String,
    /// The 2.x default.
    pub new: String,
}
