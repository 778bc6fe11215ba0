//! `check_markup` and `migrate_markup`: the engine's markup check
//! (`site_api::markup_check`, as samples are checked at build time) and the
//! 1.24 to 2.x converter (`site-converter`, as `site migrate` and the migration page
//! run it), on markup an agent wrote.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use site_api::markup_check::{self, FindingKind};
use site_converter::{NoteKind, SourceKind};

use crate::closest::{closest, OFFERED};
use crate::json_schema::whole_number;
use crate::site::Site;

/// What `check_markup` and `migrate_markup` are given.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct MarkupInput {
    /// HTML using UI5 Web Components 1.24 (a page, a fragment or a template; at most 256 KB).
    pub html: String,
}

/// What the check found.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkupCheck {
    /// Whether nothing is wrong.
    pub valid: bool,
    /// How many `<ui5-*>` elements were checked.
    #[schemars(schema_with = "whole_number")]
    pub elements: usize,
    /// Each problem, in the markup's order.
    pub findings: Vec<Finding>,
}

/// A problem in the markup.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The line, from 1.
    #[schemars(schema_with = "whole_number")]
    pub line: usize,
    /// The column, from 1 (of the tag's `<`, or of the attribute).
    #[schemars(schema_with = "whole_number")]
    pub column: usize,
    /// `error` (the element would render nothing) or `warning`.
    pub severity: Severity,
    /// What kind of problem it is.
    pub kind: FindingKind,
    /// The element's tag.
    pub tag: String,
    /// The attribute, when the problem is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribute: Option<String>,
    /// The value as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// What may be written instead: the enum's values, or the element's attributes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub allowed: Vec<String>,
    /// The names closest to an unknown tag, attribute or value.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub did_you_mean: Vec<String>,
    /// What is wrong, in a sentence.
    pub message: String,
}

/// How bad a finding is.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Severity {
    /// The element would render nothing.
    Error,
    /// A wrong value or an unknown attribute.
    Warning,
}

/// The markup converted for version 2.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkupMigration {
    /// The converted markup: every byte the converter had no reason to change is kept.
    pub output: String,
    /// Whether the converter changed anything.
    pub changed: bool,
    /// Whether something is left to do by hand (see the `byHand` notes).
    pub needs_a_hand: bool,
    /// What changed, what needs a hand and what behaves differently, in the input's order.
    pub notes: Vec<Note>,
}

/// A note about a place of the input.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    /// The line, from 1.
    #[schemars(schema_with = "whole_number")]
    pub line: usize,
    /// The column, from 1.
    #[schemars(schema_with = "whole_number")]
    pub column: usize,
    /// `changed`, `byHand` or `info`.
    #[schemars(with = "String")]
    pub kind: NoteKind,
    /// What was done or what to do.
    pub message: String,
}

/// The findings of the engine's markup check in `html`.
pub(crate) fn check(site: &Site, html: &str) -> MarkupCheck {
    let vocabulary = &site.api.vocabulary;
    let findings: Vec<Finding> = markup_check::findings(html, vocabulary)
        .into_iter()
        .map(|finding| {
            let did_you_mean = match finding.kind {
                FindingKind::UnknownTag => closest(&finding.tag, vocabulary.elements.keys().map(String::as_str), OFFERED),
                FindingKind::UnknownAttribute => {
                    closest(finding.attribute.as_deref().unwrap_or_default(), finding.allowed.iter().map(String::as_str), OFFERED)
                }
                FindingKind::NotAnEnumValue => {
                    closest(finding.value.as_deref().unwrap_or_default(), finding.allowed.iter().map(String::as_str), OFFERED)
                }
                FindingKind::BooleanWithValue | FindingKind::NotANumber => Vec::new(),
            };
            Finding {
                did_you_mean: did_you_mean.into_iter().map(str::to_string).collect(),
                line: finding.line,
                column: finding.column,
                severity: match finding.severity {
                    site_diagnostics::Severity::Error => Severity::Error,
                    site_diagnostics::Severity::Warning => Severity::Warning,
                },
                kind: finding.kind,
                tag: finding.tag,
                attribute: finding.attribute,
                value: finding.value,
                allowed: finding.allowed,
                message: finding.message,
            }
        })
        .collect();
    MarkupCheck { valid: findings.is_empty(), elements: markup_check::count_ui5_tags(html), findings }
}

/// `html` converted for version 2 with the site's rules.
pub(crate) fn migrate(site: &Site, html: &str) -> MarkupMigration {
    let conversion = site_converter::convert(html, SourceKind::Markup, &site.rules);
    MarkupMigration {
        changed: !conversion.edits.is_empty(),
        needs_a_hand: conversion.needs_a_hand(),
        notes: conversion
            .notes
            .into_iter()
            .map(|note| Note { line: note.line, column: note.column, kind: note.kind, message: note.message })
            .collect(),
        output: conversion.output,
    }
}
