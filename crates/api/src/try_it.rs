//! The "Try it" section of a component page: the markup its preview starts from,
//! what the reader may put in its slots, how a popup is opened, and the modules the
//! preview loads. The markup comes from the manifest (`<ui5-button>Button</ui5-button>`)
//! or, where the manifest cannot give a useful one (a list that needs items), from
//! `content/try-it/{main,fiori}/{Component}.html`. A part (a table's cell) without a
//! file of its own shows in its parent's, which holds it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use regex::Regex;

use crate::declared::{ApiModel, Component, Slot};
use crate::markup_check::{check_markup, find_ui5_tags, Vocabulary};
use crate::Library;
use site_diagnostics::Diagnostics;
use site_model::reference::{Opener, Popup, TryElement, TrySlot};

/// The Try it preview, relative to the site root. It is among the playground's
/// previews, which are served under the previews' policy.
pub const TRY_IT_PREVIEW_PATH: &str = "play/preview/try-it.html";

/// A starting markup written by hand.
#[derive(Debug, Clone)]
pub struct StartingMarkup {
    /// The markup, as written.
    pub html: String,
    /// Relative to the project root, for messages.
    pub file: PathBuf,
}

/// Starting markups by library and component.
pub type StartingMarkups = BTreeMap<(Library, String), StartingMarkup>;

/// Reads `dir` (`content/try-it`): `{main,fiori}/{Component}.html`.
pub fn load(root: &Path, dir: &Path, diagnostics: &Diagnostics) -> StartingMarkups {
    let mut markups = StartingMarkups::new();
    let Ok(libraries) = std::fs::read_dir(dir) else { return markups };
    let mut libraries: Vec<PathBuf> = libraries.filter_map(Result::ok).map(|e| e.path()).collect();
    libraries.sort();
    for library_dir in libraries {
        let relative = |path: &Path| path.strip_prefix(root).unwrap_or(path).to_path_buf();
        let id = library_dir.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let Some(library) = Library::from_id(id).filter(|l| *l != Library::Base && library_dir.is_dir()) else {
            diagnostics.error(relative(&library_dir), None, "the folders of try-it/ are `main` and `fiori`");
            continue;
        };
        let Ok(files) = std::fs::read_dir(&library_dir) else { continue };
        let mut files: Vec<PathBuf> = files.filter_map(Result::ok).map(|e| e.path()).collect();
        files.sort();
        for file in files {
            let Some(component) = file.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_suffix(".html")) else {
                diagnostics.error(relative(&file), None, "a starting markup is a `{Component}.html` file");
                continue;
            };
            match std::fs::read_to_string(&file) {
                Ok(html) => {
                    let markup = StartingMarkup { html, file: relative(&file) };
                    markups.insert((library, component.to_string()), markup);
                }
                Err(err) => diagnostics.error(relative(&file), None, format!("cannot read the starting markup: {err}")),
            }
        }
    }
    markups
}

/// Reports starting markups for no component, those without the component's own
/// element (the controls would have nothing to edit), and what the markup check finds.
pub fn check(markups: &StartingMarkups, model: &ApiModel, diagnostics: &Diagnostics) {
    let vocabulary = Vocabulary::of(model);
    for ((library, name), markup) in markups {
        let Some(component) = model.components.iter().find(|c| c.library == *library && &c.name == name) else {
            diagnostics.error(&markup.file, None, format!("no component `{name}` in {}", library.package()));
            continue;
        };
        if !find_ui5_tags(&markup.html).iter().any(|tag| tag.name == component.tag) {
            diagnostics.error(&markup.file, None, format!("the starting markup has no `<{}>` for the controls to edit", component.tag));
        }
        check_markup(&[(markup.file.clone(), markup.html.as_str())], &vocabulary, diagnostics);
    }
}

/// How a component that shows only when opened (a popup) opens.
fn opener(component: &Component) -> Option<Opener> {
    let has_method = |name: &str| component.api.methods.iter().any(|m| m.name == name);
    if has_method("showAt") {
        Some(Opener::ShowAt)
    } else if has_method("show") {
        Some(Opener::Show)
    } else {
        None
    }
}

/// What the Try it section of every component is made from.
pub struct TryItIndex<'m> {
    model: &'m ApiModel,
    markups: &'m StartingMarkups,
    /// The parent of each part (`[reference.groups]`).
    parents: &'m BTreeMap<(Library, String), String>,
}

impl<'m> TryItIndex<'m> {
    /// The index over the API, the starting markups and the parts' parents
    /// (see [`crate::parents`]).
    pub fn new(model: &'m ApiModel, markups: &'m StartingMarkups, parents: &'m BTreeMap<(Library, String), String>) -> Self {
        TryItIndex { model, markups, parents }
    }

    /// The file of the component's starting markup: its own, or its parent's if that
    /// holds the component's element.
    fn starting_file(&self, component: &Component) -> Option<&'m StartingMarkup> {
        let key = (component.library, component.name.clone());
        self.markups.get(&key).or_else(|| {
            let parent = self.markups.get(&(component.library, self.parents.get(&key)?.clone()))?;
            find_ui5_tags(&parent.html).iter().any(|tag| tag.name == component.tag).then_some(parent)
        })
    }

    /// The markup the component's preview starts from.
    pub fn markup(&self, component: &Component) -> String {
        match self.starting_file(component) {
            Some(markup) => markup.html.trim_end().to_string(),
            None => self.element_markup(component),
        }
    }

    /// The component alone: its own element out of its starting markup, or its tag
    /// with its name as text when its default slot takes text.
    pub fn element_markup(&self, component: &Component) -> String {
        if let Some(markup) = self.starting_file(component) {
            if let Some(element) = outer_element(&markup.html, &component.tag) {
                return element.to_string();
            }
        }
        let text = component.api.slots.iter().any(|s| s.name == "default" && takes_text(s));
        format!("<{tag}>{}</{tag}>", if text { component.name.as_str() } else { "" }, tag = component.tag)
    }

    /// The popup the preview opens: the component itself, or the first popup of its
    /// starting markup (the menu a menu item is in).
    pub fn popup(&self, component: &Component, markup: &str) -> Option<Popup> {
        std::iter::once(component)
            .chain(find_ui5_tags(markup).iter().filter_map(|tag| self.model.components.iter().find(|c| c.tag == tag.name)))
            .find_map(|c| opener(c).map(|opener| Popup { tag: c.tag.clone(), opener }))
    }

    /// The slots of the component, with the elements each accepts.
    pub fn slots(&self, component: &Component) -> Vec<TrySlot> {
        component
            .api
            .slots
            .iter()
            .map(|slot| TrySlot {
                name: slot.name.clone(),
                text: slot.name == "default" && takes_text(slot),
                accepts: self.accepted(slot).iter().map(|c| c.tag.clone()).collect(),
                multiple: slot.ty.text.starts_with("Array<"),
            })
            .collect()
    }

    /// The components a slot accepts: those implementing its interface, or the class
    /// it names and its subclasses.
    fn accepted(&self, slot: &Slot) -> Vec<&'m Component> {
        let names: Vec<&str> = slot
            .ty
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|word| !word.is_empty() && *word != "Array" && *word != "undefined")
            .collect();
        let mut accepted: Vec<&'m Component> = self
            .model
            .components
            .iter()
            .filter(|c| {
                names
                    .iter()
                    .any(|name| c.name == *name || c.superclasses.iter().any(|s| s == name) || c.implements.iter().any(|i| i == name))
            })
            .filter(|c| c.deprecated.is_none())
            .collect();
        // The elements the slot's documentation names come first: a slot's "Add" then
        // starts with the element its authors suggest (ShellBar's menu: `ui5-li`).
        accepted.sort_by_key(|c| !names_tag(&slot.description, &c.tag));
        accepted
    }

    /// Every element the preview may hold: the starting markup's and the slots' choices,
    /// each with the markup a slot's new item of it starts from.
    pub fn elements(&self, component: &Component, markup: &str, slots: &[TrySlot]) -> BTreeMap<String, TryElement> {
        let mut tags: BTreeSet<String> = find_ui5_tags(markup).into_iter().map(|t| t.name).collect();
        tags.insert(component.tag.clone());
        tags.extend(slots.iter().flat_map(|s| s.accepts.iter().cloned()));
        tags.into_iter()
            .filter_map(|tag| {
                let element = self.model.components.iter().find(|c| c.tag == tag)?;
                Some((
                    tag,
                    TryElement {
                        modules: std::iter::once(&element.module)
                            .chain(&element.features)
                            .map(|module| format!("{}/{module}", element.library.package()))
                            .collect(),
                        markup: item_markup(&self.element_markup(element), element),
                        icon_attributes: icon_attributes(element),
                        state_attributes: state_attributes(element),
                    },
                ))
            })
            .collect()
    }
}

/// Whether a slot takes text (`Array<Node>`), rather than elements.
fn takes_text(slot: &Slot) -> bool {
    matches!(slot.ty.text.as_str(), "Array<Node>" | "Node")
}

/// The attributes of a component that name an icon.
fn icon_attributes(component: &Component) -> Vec<String> {
    let mut attributes: Vec<String> = component
        .api
        .properties
        .iter()
        .filter_map(|p| p.attribute.as_deref())
        .filter(|a| *a == "icon" || a.ends_with("-icon"))
        .map(str::to_string)
        .collect();
    if component.name == "Icon" {
        attributes.push("name".to_string());
    }
    attributes
}

/// The attributes of a component's boolean properties that can be set.
fn state_attributes(component: &Component) -> Vec<String> {
    component
        .api
        .properties
        .iter()
        .filter(|p| !p.readonly && p.validator.as_deref() == Some("Boolean"))
        .filter_map(|p| p.attribute.clone())
        .collect()
}

/// Whether `text` names `tag` as a whole word (`ui5-li`, not within `ui5-li-custom`).
fn names_tag(text: &str, tag: &str) -> bool {
    let is_tag_char = |c: char| c.is_ascii_alphanumeric() || c == '-';
    text.match_indices(tag).any(|(at, _)| !text[..at].ends_with(is_tag_char) && !text[at + tag.len()..].starts_with(is_tag_char))
}

/// The markup a new item of a slot starts from: the element's, without the boolean
/// attributes of its start tag, which default to `false`. A new step of a wizard is then
/// not `selected` beside the one that is, and the markup stays valid.
fn item_markup(markup: &str, component: &Component) -> String {
    let booleans: BTreeSet<&str> =
        component.api.properties.iter().filter(|p| p.ty.plain() == "boolean").filter_map(|p| p.attribute.as_deref()).collect();
    without_attributes(markup, &component.tag, &booleans)
}

/// `markup`, which starts with a `<tag>` element, without the attributes `names` of that
/// start tag.
fn without_attributes(markup: &str, tag: &str, names: &BTreeSet<&str>) -> String {
    static ATTRIBUTE: OnceLock<Regex> = OnceLock::new();
    let attribute =
        ATTRIBUTE.get_or_init(|| Regex::new(r#"\s+([^\s=>/"']+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?"#).expect("attribute pattern"));
    let name_end = tag.len() + 1;
    let starts_with_tag = markup
        .strip_prefix('<')
        .and_then(|rest| rest.strip_prefix(tag))
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/'));
    let Some(tag_end) = starts_with_tag.then(|| start_tag_end(markup)).flatten() else {
        return markup.to_string();
    };
    let attributes = attribute.replace_all(&markup[name_end..tag_end], |captures: &regex::Captures| {
        if names.contains(captures[1].to_ascii_lowercase().as_str()) {
            String::new()
        } else {
            captures[0].to_string()
        }
    });
    format!("{}{attributes}{}", &markup[..name_end], &markup[tag_end..])
}

/// Where the start tag that `html` begins with ends: the index of its `>`, quoted values skipped.
fn start_tag_end(html: &str) -> Option<usize> {
    let mut quote = None;
    for (at, c) in html.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), _) if c == q => quote = None,
            (None, '>') => return Some(at),
            _ => {}
        }
    }
    None
}

/// The first `<tag>` element of `html` with its content and end tag.
fn outer_element<'h>(html: &'h str, tag: &str) -> Option<&'h str> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let is_start = |at: usize| html[at + open.len()..].starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/');
    let start = html.match_indices(&open).map(|(at, _)| at).find(|&at| is_start(at))?;
    let mut depth = 0;
    let mut at = start;
    while at < html.len() {
        let next_open = html[at..].find(&open).map(|i| i + at).filter(|&i| is_start(i));
        let next_close = html[at..].find(&close).map(|i| i + at)?;
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o + open.len();
            }
            _ => {
                depth -= 1;
                at = next_close + close.len();
                if depth == 0 {
                    return Some(&html[start..at]);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{names_tag, outer_element, without_attributes};
    use std::collections::BTreeSet;

    #[test]
    fn a_tag_is_named_as_a_whole_word() {
        let note = "You can use the  `<ui5-li></ui5-li>` and its ancestors.";
        assert!(names_tag(note, "ui5-li"));
        assert!(!names_tag(note, "ui5-l"));
        assert!(!names_tag("Use ui5-li-custom here", "ui5-li"));
        assert!(names_tag("ui5-input", "ui5-input"));
    }

    #[test]
    fn a_new_item_starts_without_the_boolean_attributes_of_its_start_tag() {
        let booleans = BTreeSet::from(["selected", "disabled"]);
        let step =
            "<ui5-wizard-step title-text=\"A > B\" selected icon=\"product\" disabled=\"\">\n  <p selected>x</p>\n</ui5-wizard-step>";
        assert_eq!(
            without_attributes(step, "ui5-wizard-step", &booleans),
            "<ui5-wizard-step title-text=\"A > B\" icon=\"product\">\n  <p selected>x</p>\n</ui5-wizard-step>"
        );
        assert_eq!(without_attributes("<ui5-li>One</ui5-li>", "ui5-li", &booleans), "<ui5-li>One</ui5-li>");
        assert_eq!(without_attributes("<ui5-li-custom selected>", "ui5-li", &booleans), "<ui5-li-custom selected>");
    }

    #[test]
    fn the_outer_element_is_found_with_nested_elements_of_its_tag() {
        let html = "<ui5-list>\n  <ui5-li icon=\"a\">One</ui5-li>\n  <ui5-li>Two</ui5-li>\n</ui5-list>";
        assert_eq!(outer_element(html, "ui5-li"), Some("<ui5-li icon=\"a\">One</ui5-li>"));
        let nested = "<ui5-tree-item text=\"A\"><ui5-tree-item text=\"B\"></ui5-tree-item></ui5-tree-item><ui5-tree-item-custom>";
        assert_eq!(
            outer_element(nested, "ui5-tree-item"),
            Some("<ui5-tree-item text=\"A\"><ui5-tree-item text=\"B\"></ui5-tree-item></ui5-tree-item>")
        );
        assert_eq!(outer_element("<ui5-li-custom>x</ui5-li-custom>", "ui5-li"), None);
    }
}
