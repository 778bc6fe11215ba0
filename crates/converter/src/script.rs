//! Scripts rewritten for 2.x, literal by literal: module specifiers, tag names in
//! strings (selectors, `createElement`), the event a listener is added for, and
//! markup in strings, template literals (lit's html`...`) and JSX, which is converted
//! as markup with its substitutions and expressions blanked out. Code outside
//! literals is not touched.

use crate::changes::Changes;
use crate::lexer::{Kind, Lexer, Token};
use crate::markup;
use crate::messages::Named;
use crate::origin::Origin;
use crate::rules::Rules;
use std::ops::Range;

/// Functions whose first argument is an event name.
const LISTENER_FUNCTIONS: [&str; 2] = ["addEventListener", "removeEventListener"];

/// Whether a byte may be part of a tag name (any non-ASCII byte may).
fn is_tag_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_' || byte >= 0x80
}

/// Whether `text` holds a `ui5-*` start or end tag, so reads as markup.
fn holds_markup(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(at, &byte)| {
        let name = if bytes.get(at + 1) == Some(&b'/') { at + 2 } else { at + 1 };
        byte == b'<' && bytes.get(name..name + 4).is_some_and(|prefix| prefix.eq_ignore_ascii_case(b"ui5-"))
    })
}

/// Rewrites the script `text`, whose first byte is the input's byte `base`.
pub(crate) fn rewrite(text: &str, base: usize, rules: &Rules, changes: &mut Changes) {
    let mut literals = Literals { text, base, rules, changes };
    // The two tokens before the current one: a listener's event follows its `(`.
    let mut before: [Option<Token>; 2] = [None, None];
    for token in Lexer::new(text) {
        let listener = matches!(&before, [Some(Token { kind: Kind::Word, span }), Some(Token { kind: Kind::Punct(b'('), .. })]
            if LISTENER_FUNCTIONS.contains(&&text[span.clone()]));
        match &token.kind {
            Kind::String(content) => literals.string(content.clone(), listener),
            Kind::Template { content, substitutions } if substitutions.is_empty() => literals.string(content.clone(), listener),
            Kind::Template { content, substitutions } => literals.with_code(content.clone(), substitutions, true),
            Kind::Jsx { expressions } => literals.with_code(token.span.clone(), expressions, false),
            _ => {}
        }
        before = [before[1].take(), Some(token)];
    }
}

struct Literals<'t, 'r, 'c> {
    text: &'t str,
    base: usize,
    rules: &'r Rules,
    changes: &'c mut Changes,
}

impl Literals<'_, '_, '_> {
    /// A literal without substitutions: an event name, a module, markup or a
    /// selector.
    fn string(&mut self, content: Range<usize>, listener: bool) {
        let value = &self.text[content.clone()];
        let at = self.base + content.start..self.base + content.end;
        if let Some(replacement) = self.rules.events.get(value).filter(|_| listener) {
            self.changes.replace_name(at, value, replacement, Named::Event(value));
        } else if let Some(replacement) = self.rules.modules.get(value) {
            self.changes.replace_name(at, value, replacement, Named::Module(value));
        } else if holds_markup(value) {
            // A script's markup holds no scripts to convert: they would be code in a string.
            markup::rewrite(value, &Origin::at(at.start), self.rules, self.changes);
        } else {
            self.tag_names(value, &Origin::at(at.start));
        }
    }

    /// A template literal with substitutions or a JSX element, read without the code
    /// of its substitutions or expressions (`${}` and `{}` stay) so that nothing in
    /// the code is taken for markup or a tag name; literals in that code are tokens
    /// of their own. Without markup, a template is read for tag names (a selector),
    /// JSX not (its text is prose).
    fn with_code(&mut self, content: Range<usize>, code: &[Range<usize>], selector: bool) {
        let (text, origin) = Origin::without(self.text, self.base, content, code);
        if holds_markup(&text) {
            markup::rewrite(&text, &origin, self.rules, self.changes);
        } else if selector {
            self.tag_names(&text, &origin);
        }
    }

    /// Tag names as whole words (`ui5-badge` in `"ui5-badge.cls"`, not in
    /// `"my-ui5-badge"`), except after `.` or `#`, where a selector names a class or id.
    fn tag_names(&mut self, value: &str, origin: &Origin) {
        let bytes = value.as_bytes();
        let mut at = 0;
        while at + 4 <= bytes.len() {
            let starts_word = at == 0 || !(is_tag_byte(bytes[at - 1]) || bytes[at - 1] == b'.' || bytes[at - 1] == b'#');
            if !(starts_word && bytes[at..at + 4].eq_ignore_ascii_case(b"ui5-")) {
                at += 1;
                continue;
            }
            let end = at + bytes[at..].iter().position(|&byte| !is_tag_byte(byte)).unwrap_or(bytes.len() - at);
            let name = value[at..end].to_ascii_lowercase();
            if let Some(rule) = self.rules.tags.get(&name) {
                markup::convert_tag(self.changes, origin.range(at..end), &name, rule);
            }
            at = end;
        }
    }
}
