//! The home page's structured parts, read from its front matter and sent as they are.

use serde::{Deserialize, Serialize};

/// The structured parts of the home page, from its front matter.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
#[ts(rename = "HomeContent", optional_fields)]
pub struct HomeFrontMatter {
    /// The page's title, if not the site's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The page's description for search engines and link previews.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The page's keywords for search engines.
    #[serde(default)]
    pub keywords: Vec<String>,
    /// The banner at the top: the subtitle and the first links.
    pub hero: Hero,
    /// The cards that say what the library offers.
    pub features: Vec<Feature>,
    /// The section on using the library with web frameworks.
    pub frameworks: Frameworks,
}

/// The home page's banner, under the logo and the title.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    /// The line under the title.
    pub subtitle: String,
    /// Its buttons; the first is the primary one.
    pub actions: Vec<Action>,
}

/// A button of the banner, to a page of the site.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Action {
    /// The button's text.
    pub label: String,
    /// The route it leads to.
    pub to: String,
}

/// A card saying what the library offers.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Feature {
    /// The card's heading.
    pub title: String,
    /// The card's text.
    pub text: String,
}

/// The section on using the library with web frameworks.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Frameworks {
    /// The section's heading.
    pub title: String,
    /// The text under the heading.
    pub text: String,
    /// A card per framework.
    pub items: Vec<Framework>,
}

/// A framework's card, linking to its guide.
#[derive(Debug, Default, Clone, PartialEq, Deserialize, Serialize, ts_rs::TS)]
#[serde(deny_unknown_fields)]
pub struct Framework {
    /// The framework's name, the card's heading.
    pub name: String,
    /// The card's text.
    pub text: String,
    /// The route of the framework's guide.
    pub to: String,
}
