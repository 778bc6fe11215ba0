//! The wording of every note, in one place so that the command line, the browser and
//! tools say the same thing the same way: short sentences, code in backticks.

/// "a, b or c" with each name in backticks.
fn listed(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => quoted.concat(),
    }
}

pub(crate) fn tag_renamed(old: &str, new: &str) -> String {
    format!("`{old}` is `{new}` in 2.x: renamed.")
}

pub(crate) fn tag_removed(tag: &str, advice: Option<&str>) -> String {
    match advice {
        Some(advice) => format!("2.x has no `{tag}`: {advice}"),
        None => format!("2.x has no `{tag}` component: replace it by hand."),
    }
}

pub(crate) fn tag_advice(tag: &str, advice: &str) -> String {
    format!("`{tag}` needs a hand: {advice}")
}

pub(crate) fn tag_of_v2(tag: &str) -> String {
    format!("`{tag}` is already a 2.x component: left as is.")
}

pub(crate) fn tag_unknown(tag: &str) -> String {
    format!("`{tag}` is not a component of 1.24: check its name.")
}

pub(crate) fn attribute_renamed(old: &str, new: &str) -> String {
    format!("`{old}` is `{new}` in 2.x: renamed.")
}

pub(crate) fn attribute_removed(attribute: &str, tag: &str, advice: Option<&str>) -> String {
    let advice = advice.unwrap_or("remove it or replace it by hand.");
    format!("2.x has no `{attribute}` attribute on `{tag}` (kept as is): {advice}")
}

pub(crate) fn attribute_advice(attribute: &str, tag: &str, advice: &str) -> String {
    format!("`{attribute}` on `{tag}` needs a hand: {advice}")
}

pub(crate) fn value_changed(attribute: &str, old: &str, new: &str) -> String {
    format!("The `{attribute}` value `{old}` is `{new}` in 2.x: changed.")
}

pub(crate) fn value_not_allowed(attribute: &str, value: &str, allowed: &[String]) -> String {
    if value.is_empty() {
        format!("`{attribute}` has no value: 2.x takes {}.", listed(allowed))
    } else {
        format!("`{value}` is not a value of `{attribute}` in 2.x: use {}.", listed(allowed))
    }
}

pub(crate) fn flag_moves_value(flag: &str, other: &str, new: &str) -> String {
    format!("`{flag}` with `{other}` is `{new}` in 2.x: `{other}` renamed and `{flag}` removed.")
}

pub(crate) fn flag_without_effect(flag: &str, other: &str) -> String {
    format!("`{flag}` does nothing without `{other}`, and 2.x has no such attribute: removed.")
}

pub(crate) fn flag_sets(flag: &str, new: &str, value: &str) -> String {
    format!("`{flag}` is `{new}=\"{value}\"` in 2.x: replaced.")
}

pub(crate) fn flag_sets_taken(flag: &str, new: &str, value: &str) -> String {
    format!("`{flag}` is `{new}=\"{value}\"` in 2.x, but the element already has `{new}`: merge the two by hand.")
}

pub(crate) fn flag_bound(flag: &str, becomes: &str) -> String {
    format!("`{flag}` is bound to a template value: in 2.x it is {becomes}; change it by hand.")
}

pub(crate) fn new_default(tag: &str, attribute: &str, old: &str, new: &str) -> String {
    format!("`{attribute}` of `{tag}` defaults to `{new}` in 2.x, not `{old}`: write `{attribute}=\"{old}\"` to keep 1.24's behaviour.")
}

pub(crate) fn stray_end_tag(tag: &str, renamed: Option<&str>) -> String {
    match renamed {
        Some(new) => format!("`</{tag}>` closes no open element: renamed to `</{new}>`; check the markup around it."),
        None => format!("`</{tag}>` closes no open element: check the markup around it."),
    }
}

pub(crate) fn never_closed(tag: &str) -> String {
    format!("`<{tag}>` is never closed: close it where it ends.")
}

pub(crate) fn closed_by(tag: &str, outer: &str) -> String {
    format!("`<{tag}>` is not closed before `</{outer}>`: close it where it ends.")
}

pub(crate) fn raw_text_never_closed(element: &str) -> String {
    format!("`<{element}>` is never closed: the rest of the text is read as its content.")
}

pub(crate) fn comment_never_closed() -> String {
    "This comment is never closed: the rest of the text is left as is.".to_string()
}

pub(crate) fn declaration_never_closed() -> String {
    "This `<!` or `<?` declaration is never closed: the rest of the text is left as is.".to_string()
}

pub(crate) fn quote_never_closed() -> String {
    "This quote is never closed: the rest of the text is left as is.".to_string()
}

pub(crate) fn tag_cut_off() -> String {
    "This tag is cut off at the end of the text: left as is.".to_string()
}

/// A name that a [`Replacement`](crate::rules::Replacement) renames or drops, for its
/// notes.
#[derive(Clone, Copy)]
pub(crate) enum Named<'a> {
    /// A slot of the element with this 1.24 tag.
    Slot { tag: &'a str, slot: &'a str },
    /// A module specifier.
    Module(&'a str),
    /// An event name.
    Event(&'a str),
}

impl Named<'_> {
    pub(crate) fn renamed(self, new: &str) -> String {
        match self {
            Named::Slot { tag, slot } => format!("The `{slot}` slot of `{tag}` is `{new}` in 2.x: renamed."),
            Named::Module(module) => format!("`{module}` is `{new}` in 2.x: changed."),
            Named::Event(event) => format!("The `{event}` event is `{new}` in 2.x: renamed."),
        }
    }

    pub(crate) fn removed(self, advice: Option<&str>) -> String {
        match (self, advice) {
            (Named::Slot { tag, slot }, Some(advice)) => format!("`{tag}` has no `{slot}` slot in 2.x: {advice}"),
            (Named::Slot { tag, slot }, None) => format!("`{tag}` has no `{slot}` slot in 2.x: move this content by hand."),
            (Named::Module(module), Some(advice)) => format!("2.x has no module `{module}`: {advice}"),
            (Named::Module(module), None) => format!("2.x has no module `{module}`: import what replaces it by hand."),
            (Named::Event(event), Some(advice)) => format!("2.x fires no `{event}` event: {advice}"),
            (Named::Event(event), None) => format!("2.x fires no `{event}` event: listen for what replaces it by hand."),
        }
    }

    pub(crate) fn advice(self, advice: &str) -> String {
        match self {
            Named::Slot { tag, slot } => format!("The `{slot}` slot of `{tag}` needs a hand: {advice}"),
            Named::Module(module) => format!("`{module}` needs a hand: {advice}"),
            Named::Event(event) => format!("The `{event}` event needs a hand: {advice}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::listed;

    #[test]
    fn lists_names_as_a_sentence_does() {
        let names = |list: &[&str]| list.iter().map(|name| name.to_string()).collect::<Vec<_>>();
        assert_eq!(listed(&names(&["A"])), "`A`");
        assert_eq!(listed(&names(&["A", "B"])), "`A` or `B`");
        assert_eq!(listed(&names(&["A", "B", "C"])), "`A`, `B` or `C`");
    }
}
