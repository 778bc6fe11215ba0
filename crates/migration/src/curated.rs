//! The curated entries (`content/migration/*.toml`): what the manifests cannot tell.
//! To a program a rename is a removal and an addition, and a removal says nothing of
//! what to do instead; these entries say it. Each entry must name things that exist
//! in the 1.24 manifests and, for its new names, in the 2.x manifests, so a stale or
//! mistyped entry fails the build at its file and line.
//!
//! ```toml
//! [[change]]
//! component = "Button"      # or enum = "...", interface = "..."
//! property = "iconEnd"      # or slot, event (+ detail), method, css-part, value (of an enum)
//! becomes = "endIcon"       # the 2.x name; without it, the item is gone in 2.x
//! takes-value-of = "icon"   # a boolean whose new property takes another's value
//! todo = "Write the icon's name in `end-icon`."
//! ```

use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use site_diagnostics::{line_of, Diagnostics};

/// One `[[change]]` entry as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Entry {
    /// The 1.24 component's class.
    pub component: Option<String>,
    /// The 1.24 enum.
    #[serde(rename = "enum")]
    pub enumeration: Option<String>,
    /// The 1.24 interface.
    pub interface: Option<String>,
    /// A property of the component.
    pub property: Option<String>,
    /// A slot of the component.
    pub slot: Option<String>,
    /// An event of the component.
    pub event: Option<String>,
    /// A field of the event's `detail`.
    pub detail: Option<String>,
    /// A method of the component.
    pub method: Option<String>,
    /// A CSS part of the component.
    pub css_part: Option<String>,
    /// A value of the enum.
    pub value: Option<String>,
    /// The 2.x name of what the entry names; none when 2.x has no such thing.
    pub becomes: Option<String>,
    /// The package that keeps a component 2.x drops, as it is.
    pub moved_to: Option<String>,
    /// A boolean property whose 2.x property takes this other property's value.
    pub takes_value_of: Option<String>,
    /// The value a boolean property's 2.x property is set to.
    pub sets: Option<String>,
    /// How a property's 1.24 values are written in 2.x, where its type changes.
    #[serde(default)]
    pub values: BTreeMap<String, String>,
    /// How something that keeps its name behaves differently in 2.x.
    pub behaviour: Option<String>,
    /// What to do (Markdown), in place of the sentence the engine would write.
    pub todo: Option<String>,
    /// Whether someone has to do it, beyond what the converter does.
    #[serde(default)]
    pub by_hand: bool,
}

/// One `[[framework]]` entry: a module, theme or icon of a package that 2.x drops.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct FrameworkEntry {
    /// The 1.24 package (`@ui5/webcomponents-base`).
    pub package: String,
    /// A module of the package (`dist/CSP.js`).
    pub module: Option<String>,
    /// A theme of the theming package (`sap_belize`).
    pub theme: Option<String>,
    /// An icon of an icon package (`soccor`).
    pub icon: Option<String>,
    /// What replaces it in 2.x, of the same kind, if anything.
    pub becomes: Option<String>,
    /// What to do (Markdown).
    pub todo: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    change: Vec<toml::Spanned<Entry>>,
    #[serde(default)]
    framework: Vec<toml::Spanned<FrameworkEntry>>,
}

/// Where an entry is written, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Origin {
    /// The file, relative to the project root.
    pub file: PathBuf,
    /// The entry's first line.
    pub line: usize,
}

/// Every curated entry of a project, with where it is written.
#[derive(Debug, Clone, Default)]
pub struct Curated {
    /// The `[[change]]` entries, in file and line order.
    pub changes: Vec<(Entry, Origin)>,
    /// The `[[framework]]` entries, in file and line order.
    pub framework: Vec<(FrameworkEntry, Origin)>,
}

impl Curated {
    /// Reads every `*.toml` file of `dir`; a file that is not valid TOML or has an
    /// unknown key is an error at its line, and its entries are left out.
    pub fn load(root: &Path, dir: &Path, diagnostics: &Diagnostics) -> Curated {
        let mut curated = Curated::default();
        let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(entries) => {
                entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "toml")).collect()
            }
            Err(err) => {
                let shown = dir.strip_prefix(root).unwrap_or(dir);
                diagnostics.error(shown, None, format!("cannot read the migration entries: {err}"));
                return curated;
            }
        };
        files.sort();
        for path in files {
            let file = path.strip_prefix(root).unwrap_or(&path).to_path_buf();
            match std::fs::read_to_string(&path) {
                Ok(text) => curated.add_file(&text, &file, diagnostics),
                Err(err) => diagnostics.error(&file, None, format!("cannot read the migration entries: {err}")),
            }
        }
        curated
    }

    /// Adds the entries of one file's text.
    pub fn add_file(&mut self, text: &str, file: &Path, diagnostics: &Diagnostics) {
        let parsed: File = match toml::from_str(text) {
            Ok(parsed) => parsed,
            Err(err) => {
                let line = err.span().map(|span| line_of(text, span.start));
                diagnostics.error(file, line, err.message().to_string());
                return;
            }
        };
        let origin = |span: std::ops::Range<usize>| Origin { file: file.to_path_buf(), line: line_of(text, span.start) };
        for entry in parsed.change {
            let span = entry.span();
            self.changes.push((entry.into_inner(), origin(span)));
        }
        for entry in parsed.framework {
            let span = entry.span();
            self.framework.push((entry.into_inner(), origin(span)));
        }
    }
}

/// What an entry is about, once checked: the thing it names in 1.24.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Subject {
    /// A component.
    Component(String),
    /// A member of a component: kind, name.
    Member(String, MemberKind, String),
    /// A field of an event's `detail`: component, event, field.
    Detail(String, String, String),
    /// An enum.
    Enum(String),
    /// A value of an enum.
    Value(String, String),
    /// An interface.
    Interface(String),
}

/// The kinds of member an entry can name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemberKind {
    /// A property.
    Property,
    /// A slot.
    Slot,
    /// An event.
    Event,
    /// A method.
    Method,
    /// A CSS part.
    CssPart,
}

impl MemberKind {
    /// The entry key that names it.
    pub fn key(self) -> &'static str {
        match self {
            MemberKind::Property => "property",
            MemberKind::Slot => "slot",
            MemberKind::Event => "event",
            MemberKind::Method => "method",
            MemberKind::CssPart => "css-part",
        }
    }
}

impl Entry {
    /// What the entry names, or why it names nothing it can: exactly one of
    /// component, enum or interface, with at most one member.
    pub fn subject(&self) -> Result<Subject, String> {
        let owners = [self.component.is_some(), self.enumeration.is_some(), self.interface.is_some()];
        if owners.iter().filter(|&&o| o).count() != 1 {
            return Err("an entry names exactly one of `component`, `enum` or `interface`".into());
        }
        let members: Vec<(MemberKind, &String)> = [
            (MemberKind::Property, &self.property),
            (MemberKind::Slot, &self.slot),
            (MemberKind::Event, &self.event),
            (MemberKind::Method, &self.method),
            (MemberKind::CssPart, &self.css_part),
        ]
        .into_iter()
        .filter_map(|(kind, name)| name.as_ref().map(|n| (kind, n)))
        .collect();
        if let Some(component) = &self.component {
            if self.value.is_some() {
                return Err("`value` belongs to an `enum` entry".into());
            }
            return match (members.as_slice(), &self.detail) {
                ([], None) => Ok(Subject::Component(component.clone())),
                ([(MemberKind::Event, event)], Some(detail)) => Ok(Subject::Detail(component.clone(), (*event).clone(), detail.clone())),
                (_, Some(_)) => Err("`detail` names a field of an `event`".into()),
                ([(kind, name)], None) => Ok(Subject::Member(component.clone(), *kind, (*name).clone())),
                _ => Err("an entry names at most one member of its component".into()),
            };
        }
        if !members.is_empty() || self.detail.is_some() {
            return Err("members (`property`, `slot`, `event`, `method`, `css-part`) belong to a `component` entry".into());
        }
        if let Some(name) = &self.enumeration {
            return Ok(match &self.value {
                Some(value) => Subject::Value(name.clone(), value.clone()),
                None => Subject::Enum(name.clone()),
            });
        }
        if self.value.is_some() {
            return Err("`value` belongs to an `enum` entry".into());
        }
        Ok(Subject::Interface(self.interface.clone().unwrap_or_default()))
    }
}

/// The checked entries by what they name, for the difference to consult.
#[derive(Debug, Clone, Default)]
pub struct Index {
    entries: HashMap<Subject, Entry>,
}

impl Index {
    /// Adds a checked entry.
    pub fn insert(&mut self, subject: Subject, entry: Entry) {
        self.entries.insert(subject, entry);
    }

    /// The entry about `subject`, if any.
    pub fn get(&self, subject: &Subject) -> Option<&Entry> {
        self.entries.get(subject)
    }

    /// The entry renaming or removing `subject`'s member `name` of kind `kind`.
    pub fn member(&self, component: &str, kind: MemberKind, name: &str) -> Option<&Entry> {
        self.get(&Subject::Member(component.to_string(), kind, name.to_string()))
    }

    /// Every entry.
    pub fn iter(&self) -> impl Iterator<Item = (&Subject, &Entry)> {
        self.entries.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (Curated, Vec<String>) {
        let diagnostics = Diagnostics::default();
        let mut curated = Curated::default();
        curated.add_file(text, Path::new("content/migration/main.toml"), &diagnostics);
        (curated, diagnostics.take().iter().map(|d| d.to_string()).collect())
    }

    #[test]
    fn entries_keep_their_lines() {
        let (curated, messages) =
            parse("# comment\n\n[[change]]\ncomponent = \"Button\"\nproperty = \"iconEnd\"\nbecomes = \"endIcon\"\n\n[[change]]\nenum = \"ValueState\"\nvalue = \"Error\"\nbecomes = \"Negative\"\n");
        assert!(messages.is_empty(), "{messages:?}");
        let lines: Vec<usize> = curated.changes.iter().map(|(_, origin)| origin.line).collect();
        assert_eq!(lines, [3, 8]);
        assert_eq!(curated.changes[0].0.subject(), Ok(Subject::Member("Button".into(), MemberKind::Property, "iconEnd".into())));
        assert_eq!(curated.changes[1].0.subject(), Ok(Subject::Value("ValueState".into(), "Error".into())));
    }

    #[test]
    fn a_mistyped_key_fails_at_its_line() {
        let (curated, messages) = parse("[[change]]\ncomponent = \"Button\"\nproprety = \"iconEnd\"\n");
        assert!(curated.changes.is_empty());
        assert_eq!(messages.len(), 1);
        assert!(messages[0].starts_with("error: content/migration/main.toml:3: unknown field `proprety`"), "{messages:?}");
    }

    #[test]
    fn an_entry_names_one_thing() {
        let two = Entry { component: Some("A".into()), enumeration: Some("B".into()), ..Entry::default() };
        assert!(two.subject().is_err());
        let two_members = Entry { component: Some("A".into()), property: Some("p".into()), slot: Some("s".into()), ..Entry::default() };
        assert!(two_members.subject().is_err());
        let loose_detail = Entry { component: Some("A".into()), detail: Some("d".into()), ..Entry::default() };
        assert!(loose_detail.subject().is_err());
        let detail = Entry { component: Some("A".into()), event: Some("e".into()), detail: Some("d".into()), ..Entry::default() };
        assert_eq!(detail.subject(), Ok(Subject::Detail("A".into(), "e".into(), "d".into())));
    }
}
