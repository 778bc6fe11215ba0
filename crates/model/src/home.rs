//! The home page's structured parts, read from its front matter and sent as they are.

use serde::{Deserialize, Serialize};

/// The structured parts of the home page, from its front matter.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
#[ts(rename = "HomeContent", optional_fields)]
pub struct HomeFrontMatter {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default)]
    pub keywords: Vec<String>,
    pub hero: Hero,
    pub features: Vec<Feature>,
    pub frameworks: Frameworks,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    pub subtitle: String,
    pub actions: Vec<Action>,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Action {
    pub label: String,
    pub to: String,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Feature {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Frameworks {
    pub title: String,
    pub text: String,
    pub items: Vec<Framework>,
}

#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Framework {
    pub name: String,
    pub text: String,
    pub to: String,
}
