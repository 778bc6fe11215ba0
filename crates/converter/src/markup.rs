//! Markup rewritten for 2.x: `ui5-*` tags renamed (start and end tags alike), their
//! attributes and values, `@event` listeners (lit's and Vue's), the slots their
//! children name, and a note wherever the markup itself is broken around a
//! component. The scripts it holds are found, for the caller to convert.

use crate::changes::Changes;
use crate::messages::{self, Named};
use crate::origin::Origin;
use crate::rules::{AttributeRule, Rules, TagRule};
use crate::scanner::{Attribute, Scanner, StartTag, Token, Unclosed};
use crate::NoteKind;
use std::collections::HashMap;
use std::ops::Range;

/// Elements that have no content and no end tag.
const VOID_ELEMENTS: [&str; 14] =
    ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"];

/// Script types that hold JavaScript (an absent `type` does too).
const SCRIPT_TYPES: [&str; 4] = ["", "module", "text/javascript", "application/javascript"];

/// Whether a value is computed by a template (lit, Handlebars, JSX or Svelte braces):
/// what it will be is not known here.
fn is_template(value: &str) -> bool {
    value.contains("${") || value.contains("{{") || (value.starts_with('{') && value.ends_with('}'))
}

/// `value` ready to stand between `quote`s, or quoted if it stands bare and must not.
fn written_value(value: &str, quote: Option<u8>) -> String {
    match quote {
        Some(b'\'') => value.replace('\'', "&#39;"),
        Some(_) => value.replace('"', "&quot;"),
        None if value.is_empty() || value.bytes().any(|b| b.is_ascii_whitespace() || b"\"'=<>`".contains(&b)) => {
            format!("\"{}\"", value.replace('"', "&quot;"))
        }
        None => value.to_string(),
    }
}

/// Renames or flags a 1.24 tag written at `range` (`lower` is its name in lower
/// case), by its rule. Answers the 2.x tag when 2.x has the component.
pub(crate) fn convert_tag<'r>(changes: &mut Changes, range: Range<usize>, lower: &str, rule: &'r TagRule) -> Option<&'r str> {
    let Some(new) = rule.becomes.as_deref() else {
        changes.note(range.start, NoteKind::ByHand, messages::tag_removed(lower, rule.by_hand.as_deref()));
        return None;
    };
    if new != lower {
        changes.note(range.start, NoteKind::Changed, messages::tag_renamed(lower, new));
        changes.replace(range.clone(), new);
    }
    if let Some(advice) = &rule.by_hand {
        changes.note(range.start, NoteKind::ByHand, messages::tag_advice(lower, advice));
    }
    Some(new)
}

/// Rewrites the markup `text`, whose bytes come from the input as `origin` says.
/// Answers where the JavaScript of its `<script>` elements is in the input.
pub(crate) fn rewrite(text: &str, origin: &Origin, rules: &Rules, changes: &mut Changes) -> Vec<Range<usize>> {
    let mut rewriter =
        Rewriter { text, origin, rules, changes, stack: Vec::new(), open: HashMap::new(), script_next: false, scripts: Vec::new() };
    for token in Scanner::new(text) {
        match token {
            Token::Start(tag) => rewriter.start_tag(&tag),
            Token::End(name) => rewriter.end_tag(name),
            Token::RawText { element, content, closed } => rewriter.raw_text(element, content, closed),
            Token::Unclosed { at, what } => {
                let message = match what {
                    Unclosed::Comment => messages::comment_never_closed(),
                    Unclosed::Declaration => messages::declaration_never_closed(),
                    Unclosed::Quote => messages::quote_never_closed(),
                    Unclosed::Tag => messages::tag_cut_off(),
                };
                rewriter.changes.note(origin.place(at), NoteKind::ByHand, message);
            }
        }
    }
    for element in std::mem::take(&mut rewriter.stack) {
        if element.ui5 {
            rewriter.changes.note(element.at, NoteKind::ByHand, messages::never_closed(&element.name));
        }
    }
    rewriter.scripts
}

/// An element whose end tag has not come yet.
struct Open<'r> {
    /// Its 1.24 tag, in lower case.
    name: String,
    /// Where its name is in the input, for notes.
    at: usize,
    ui5: bool,
    /// The 2.x tag its start tag was renamed to.
    renamed: Option<&'r str>,
    /// Its rule, when 2.x has the component: its children's slots follow it.
    rule: Option<&'r TagRule>,
    /// The nearest `ui5-*` element at or below this one in the stack.
    component: Option<usize>,
}

struct Rewriter<'t, 'r, 'c> {
    text: &'t str,
    origin: &'t Origin,
    rules: &'r Rules,
    changes: &'c mut Changes,
    stack: Vec<Open<'r>>,
    /// How many elements of each name are open: an end tag that closes none is found
    /// without a walk down the stack.
    open: HashMap<String, usize>,
    /// Whether the raw text that comes next is JavaScript.
    script_next: bool,
    scripts: Vec<Range<usize>>,
}

impl<'r> Rewriter<'_, 'r, '_> {
    fn attribute_names(&self, tag: &StartTag) -> Vec<String> {
        tag.attributes.iter().map(|attribute| self.text[attribute.name.clone()].to_ascii_lowercase()).collect()
    }

    fn start_tag(&mut self, tag: &StartTag) {
        let written = &self.text[tag.name.clone()];
        let name = written.to_ascii_lowercase();
        let names = self.attribute_names(tag);
        let mut handled = vec![false; tag.attributes.len()];

        // The slot a child names belongs to the component around it.
        let parent = self.stack.last().and_then(|top| top.component).map(|index| &self.stack[index]);
        if let Some((parent_name, parent_rule)) = parent.and_then(|parent| Some((parent.name.clone(), parent.rule?))) {
            if let Some(index) = names.iter().position(|name| name == "slot") {
                handled[index] = true;
                self.slot(&tag.attributes[index], &parent_name, parent_rule);
            }
        }

        let ui5 = name.starts_with("ui5-") && !is_template(written);
        let (renamed, rule) = if ui5 { self.component(tag, &name, &names, &mut handled) } else { (None, None) };

        self.script_next = name == "script" && !tag.self_closing && {
            let kind = names.iter().position(|name| name == "type").map(|index| match &tag.attributes[index].value {
                Some(value) => self.text[value.span.clone()].trim().to_ascii_lowercase(),
                None => String::new(),
            });
            kind.is_none_or(|kind| SCRIPT_TYPES.contains(&kind.as_str()))
        };

        if tag.self_closing || VOID_ELEMENTS.contains(&name.as_str()) {
            return;
        }
        let below = self.stack.last().and_then(|top| top.component);
        let component = if ui5 { Some(self.stack.len()) } else { below };
        *self.open.entry(name.clone()).or_default() += 1;
        self.stack.push(Open { name, at: self.origin.place(tag.name.start), ui5, renamed, rule, component });
    }

    /// A `ui5-*` start tag: its name by the rules, then its attributes. Answers what
    /// its end tag needs: the new name, and the rule its children's slots follow.
    fn component(&mut self, tag: &StartTag, name: &str, names: &[String], handled: &mut [bool]) -> (Option<&'r str>, Option<&'r TagRule>) {
        let rules = self.rules;
        let at = self.origin.place(tag.name.start);
        let Some(rule) = rules.tags.get(name) else {
            let (kind, message) = if rules.v2_tags.contains(name) {
                (NoteKind::Info, messages::tag_of_v2(name))
            } else {
                (NoteKind::ByHand, messages::tag_unknown(name))
            };
            self.changes.note(at, kind, message);
            return (None, None);
        };
        let Some(new) = convert_tag(self.changes, self.origin.range(tag.name.clone()), name, rule) else { return (None, None) };
        // Each name's first attribute (the one browsers keep): a tag with thousands of
        // attributes costs no more than thousands of tags.
        let first: HashMap<&str, usize> = names.iter().enumerate().rev().map(|(index, name)| (name.as_str(), index)).collect();
        self.attributes(tag, name, rule, names, &first, handled);
        for (attribute, default) in &rule.new_defaults {
            if !first.contains_key(attribute.as_str()) {
                self.changes.note(at, NoteKind::Info, messages::new_default(name, attribute, &default.old, &default.new));
            }
        }
        ((new != name).then_some(new), Some(rule))
    }

    fn attributes(
        &mut self,
        tag: &StartTag,
        tag_name: &str,
        rule: &TagRule,
        names: &[String],
        first: &HashMap<&str, usize>,
        handled: &mut [bool],
    ) {
        // Booleans that move another attribute's value come first: the attribute they
        // move is theirs to rename, whatever its own rule says.
        for (index, attribute) in tag.attributes.iter().enumerate() {
            let Some(attribute_rule) = rule.attributes.get(&names[index]).filter(|_| !handled[index]) else { continue };
            let (Some(other), Some(new)) = (&attribute_rule.takes_value_of, &attribute_rule.becomes) else { continue };
            handled[index] = true;
            let flag = &names[index];
            if self.bound(attribute) {
                let becomes = format!("`{new}` with the value of `{other}`");
                self.changes.note(self.origin.place(attribute.name.start), NoteKind::ByHand, messages::flag_bound(flag, &becomes));
            } else {
                self.changes.replace(self.origin.range(attribute.lead..attribute.end), "");
                match first.get(other.as_str()).copied().filter(|&moved| !handled[moved]) {
                    Some(moved) => {
                        handled[moved] = true;
                        self.changes.replace(self.origin.range(tag.attributes[moved].name.clone()), new.as_str());
                        self.changes.note(
                            self.origin.place(attribute.name.start),
                            NoteKind::Changed,
                            messages::flag_moves_value(flag, other, new),
                        );
                    }
                    None => self.changes.note(
                        self.origin.place(attribute.name.start),
                        NoteKind::Changed,
                        messages::flag_without_effect(flag, other),
                    ),
                }
            }
            self.advice(attribute, flag, tag_name, attribute_rule);
        }

        for (index, attribute) in tag.attributes.iter().enumerate() {
            if handled[index] {
                continue;
            }
            let name = &names[index];
            if let Some(event) = name.strip_prefix('@') {
                if let Some(replacement) = self.rules.events.get(event) {
                    let range = self.origin.range(attribute.name.start + 1..attribute.name.end);
                    self.changes.replace_name(range, event, replacement, Named::Event(event));
                }
                continue;
            }
            let Some(attribute_rule) = rule.attributes.get(name) else { continue };
            let at = self.origin.place(attribute.name.start);
            match (&attribute_rule.becomes, &attribute_rule.sets) {
                (None, _) => {
                    let message = messages::attribute_removed(name, tag_name, attribute_rule.by_hand.as_deref());
                    self.changes.note(at, NoteKind::ByHand, message);
                    continue;
                }
                (Some(new), Some(value)) => {
                    if self.bound(attribute) {
                        self.changes.note(at, NoteKind::ByHand, messages::flag_bound(name, &format!("`{new}=\"{value}\"`")));
                    } else if first.contains_key(new.as_str()) {
                        self.changes.note(at, NoteKind::ByHand, messages::flag_sets_taken(name, new, value));
                    } else {
                        self.changes.replace(
                            self.origin.range(attribute.name.start..attribute.end),
                            format!("{new}=\"{}\"", written_value(value, Some(b'"'))),
                        );
                        self.changes.note(at, NoteKind::Changed, messages::flag_sets(name, new, value));
                    }
                }
                (Some(new), None) => {
                    if new != name {
                        self.changes.replace(self.origin.range(attribute.name.clone()), new.as_str());
                        self.changes.note(at, NoteKind::Changed, messages::attribute_renamed(name, new));
                    }
                    self.value(attribute, name, attribute_rule);
                }
            }
            self.advice(attribute, name, tag_name, attribute_rule);
        }
    }

    /// Whether a boolean attribute is given by a template, so whether it is set is
    /// not known here.
    fn bound(&self, attribute: &Attribute) -> bool {
        attribute.value.as_ref().is_some_and(|value| is_template(&self.text[value.span.clone()]))
    }

    fn advice(&mut self, attribute: &Attribute, name: &str, tag_name: &str, rule: &AttributeRule) {
        if let Some(advice) = &rule.by_hand {
            self.changes.note(
                self.origin.place(attribute.name.start),
                NoteKind::ByHand,
                messages::attribute_advice(name, tag_name, advice),
            );
        }
    }

    /// A value that 2.x spells differently, or does not take.
    fn value(&mut self, attribute: &Attribute, name: &str, rule: &AttributeRule) {
        let written = attribute.value.as_ref().map_or("", |value| &self.text[value.span.clone()]);
        if is_template(written) {
            return;
        }
        let mut value = rule.values.get(written).map_or(written, String::as_str);
        let at = self.origin.place(attribute.value.as_ref().map_or(attribute.name.start, |value| value.span.start));
        if !rule.allowed.is_empty() && !rule.allowed.iter().any(|allowed| allowed == value) {
            match rule.allowed.iter().find(|allowed| allowed.eq_ignore_ascii_case(value)) {
                Some(allowed) => value = allowed,
                None => self.changes.note(at, NoteKind::ByHand, messages::value_not_allowed(name, value, &rule.allowed)),
            }
        }
        if value == written {
            return;
        }
        match &attribute.value {
            Some(old) => self.changes.replace(self.origin.range(old.span.clone()), written_value(value, old.quote)),
            None => self
                .changes
                .replace(self.origin.range(attribute.name.end..attribute.name.end), format!("=\"{}\"", written_value(value, Some(b'"')))),
        }
        self.changes.note(at, NoteKind::Changed, messages::value_changed(name, written, value));
    }

    /// A child's `slot`, by the rule of the component around it.
    fn slot(&mut self, attribute: &Attribute, tag: &str, rule: &TagRule) {
        let Some(value) = &attribute.value else { return };
        let slot = &self.text[value.span.clone()];
        if let Some(replacement) = rule.slots.get(slot) {
            self.changes.replace_name(self.origin.range(value.span.clone()), slot, replacement, Named::Slot { tag, slot });
        }
    }

    fn end_tag(&mut self, name: Range<usize>) {
        let lower = self.text[name.clone()].to_ascii_lowercase();
        let at = self.origin.place(name.start);
        if self.open.get(&lower).is_some_and(|&count| count > 0) {
            while let Some(element) = self.stack.pop() {
                if let Some(count) = self.open.get_mut(&element.name) {
                    *count -= 1;
                }
                if element.name == lower {
                    if let Some(new) = element.renamed {
                        self.changes.replace(self.origin.range(name.clone()), new);
                    }
                    return;
                }
                if element.ui5 {
                    self.changes.note(element.at, NoteKind::ByHand, messages::closed_by(&element.name, &lower));
                }
            }
        } else if lower.starts_with("ui5-") {
            // A stray end tag is renamed all the same: its start tag may be elsewhere
            // (another template, another file) and renamed there.
            let new = self.rules.tags.get(&lower).and_then(|rule| rule.becomes.as_deref()).filter(|new| *new != lower);
            if let Some(new) = new {
                self.changes.replace(self.origin.range(name.clone()), new);
            }
            self.changes.note(at, NoteKind::ByHand, messages::stray_end_tag(&lower, new));
        }
    }

    fn raw_text(&mut self, element: &'static str, content: Range<usize>, closed: bool) {
        if !closed {
            let at = self.stack.last().map_or(self.origin.place(content.start), |open| open.at);
            self.changes.note(at, NoteKind::ByHand, messages::raw_text_never_closed(element));
        }
        if std::mem::take(&mut self.script_next) {
            self.scripts.push(self.origin.range(content));
        }
    }
}
