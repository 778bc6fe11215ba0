//! Custom-elements manifests: the three packages' manifests generated from classes,
//! enums and interfaces with random names, privacy, inheritance (cycles and other
//! packages included), module paths and descriptions carrying markup, then text
//! edits that break the JSON. Descriptions and names come from packages, not from
//! the site's authors, so no markup of theirs may reach a page as markup.

use proptest::prelude::*;
use serde_json::{json, Map, Value};

use crate::harness::{apply, check_build, check_syntax_error_named, edits, Edit, Sandbox};

/// The manifests' packages, as the engine reads them, each with its manifest path.
const LIBRARIES: [(&str, &str); 3] = [
    ("@ui5/webcomponents", "node_modules/@ui5/webcomponents/dist/custom-elements-internal.json"),
    ("@ui5/webcomponents-fiori", "node_modules/@ui5/webcomponents-fiori/dist/custom-elements-internal.json"),
    ("@ui5/webcomponents-base", "node_modules/@ui5/webcomponents-base/dist/custom-elements-internal.json"),
];

/// What the local CDN copies besides the three packages.
const OTHER_PACKAGES: &[&str] = &[
    "@ui5/webcomponents-icons",
    "@ui5/webcomponents-icons-tnt",
    "@ui5/webcomponents-icons-business-suite",
    "@ui5/webcomponents-theming",
    "@ui5/webcomponents-localization",
];

const NAMES: &[&str] = &[
    "Button",
    "ButtonBase",
    "List",
    "ListItem",
    "UI5Element",
    "Icon",
    "A",
    "../../escape",
    "a/b",
    "x y",
    "<x-fuzz>",
    "",
    "Ü",
    "index.html",
    "..",
    "Button\u{0}",
    "enums",
    "fiori",
];

const TAGS: &[&str] = &["ui5-button", "ui5-list", "", "<x-fuzz>", "ui5-a\" onmouseover=\"x", "UI5-BUTTON"];

const TEXTS: &[&str] = &[
    "Plain text.",
    "<x-fuzz>raw markup</x-fuzz>",
    "<img src=x onerror=alert(1)>",
    "A [link](javascript:alert(1)) and [another](JAVASCRIPT:alert(1)).",
    "### Overview\nThe overview.\n\n### Usage\nUse it.",
    "```html\n<ui5-button>x</ui5-button>\n```",
    "```js\nconst a = b.c.d.e;\n```",
    "Unclosed ``` fence\n```js\n",
    ":::note\nAn admonition\n",
    "{@link Button} and [Button](#button)",
    "# A heading\n## Another",
    "",
];

const MODULE_PATHS: &[&str] =
    &["dist/Button.js", "dist/List.js", "dist/missing.js", "", "../../../../etc/hostname", "dist/../../x.js", "dist"];

fn name() -> impl Strategy<Value = String> {
    prop_oneof![4 => proptest::sample::select(NAMES).prop_map(str::to_string), 1 => "[A-Za-z]{1,8}", 1 => "\\PC{0,8}"]
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![4 => proptest::sample::select(TEXTS).prop_map(str::to_string), 1 => "\\PC{0,30}"]
}

/// An optional field: absent, or a value that may be of the wrong type.
fn field(strategy: impl Strategy<Value = Value> + 'static) -> BoxedStrategy<Option<Value>> {
    prop_oneof![3 => Just(None), 6 => strategy.prop_map(Some), 1 => prop_oneof![Just(json!(1)), Just(json!(null)), Just(json!([]))].prop_map(Some)].boxed()
}

fn object(fields: Vec<(&'static str, Option<Value>)>) -> Value {
    Value::Object(fields.into_iter().filter_map(|(key, value)| value.map(|v| (key.to_string(), v))).collect::<Map<_, _>>())
}

fn privacy() -> BoxedStrategy<Option<Value>> {
    field(proptest::sample::select(&["public", "private", "protected", "x"][..]).prop_map(Value::from))
}

fn deprecation() -> BoxedStrategy<Option<Value>> {
    field(prop_oneof![Just(json!(true)), Just(json!(false)), text().prop_map(Value::from)])
}

fn type_ref() -> BoxedStrategy<Option<Value>> {
    field(text().prop_map(|text| json!({ "text": text })))
}

fn parameter() -> impl Strategy<Value = Value> {
    (name(), type_ref(), text(), privacy(), any::<bool>()).prop_map(|(name, ty, description, privacy, optional)| {
        object(vec![
            ("name", Some(name.into())),
            ("type", ty),
            ("description", Some(description.into())),
            ("_ui5privacy", privacy),
            ("optional", Some(optional.into())),
        ])
    })
}

fn member() -> impl Strategy<Value = Value> {
    let kind = proptest::sample::select(&["field", "method", "x"][..]);
    (
        kind,
        name(),
        type_ref(),
        text(),
        field(text().prop_map(Value::from)),
        privacy(),
        deprecation(),
        proptest::collection::vec(parameter(), 0..3),
    )
        .prop_map(|(kind, name, ty, description, default, privacy, deprecated, parameters)| {
            object(vec![
                ("kind", Some(kind.into())),
                ("name", Some(name.into())),
                ("type", ty),
                ("description", Some(description.into())),
                ("default", default),
                ("privacy", privacy),
                ("deprecated", deprecated),
                ("parameters", Some(parameters.into())),
            ])
        })
}

fn slot_or_event(kind: &'static str) -> impl Strategy<Value = Value> {
    (name(), text(), privacy(), deprecation(), proptest::collection::vec(parameter(), 0..2)).prop_map(
        move |(name, description, privacy, deprecated, parameters)| {
            let parameters = (kind == "event").then(|| parameters.into());
            object(vec![
                ("name", Some(name.into())),
                ("description", Some(description.into())),
                ("_ui5privacy", privacy),
                ("deprecated", deprecated),
                ("_ui5parameters", parameters),
            ])
        },
    )
}

fn superclass() -> BoxedStrategy<Option<Value>> {
    let package = prop::option::of(proptest::sample::select(
        &["@ui5/webcomponents", "@ui5/webcomponents-fiori", "@ui5/webcomponents-base", "other"][..],
    ));
    field((name(), package).prop_map(|(name, package)| object(vec![("name", Some(name.into())), ("package", package.map(Value::from))])))
}

fn class() -> impl Strategy<Value = Value> {
    let tag = field(proptest::sample::select(TAGS).prop_map(Value::from));
    let members = proptest::collection::vec(member(), 0..4);
    let slots = proptest::collection::vec(slot_or_event("slot"), 0..3);
    let events = proptest::collection::vec(slot_or_event("event"), 0..3);
    let implements = proptest::collection::vec(name().prop_map(|name| json!({ "name": name })), 0..2);
    (name(), text(), tag, superclass(), privacy(), deprecation(), members, slots, events, implements).prop_map(
        |(name, description, tag, superclass, privacy, deprecated, members, slots, events, implements)| {
            object(vec![
                ("kind", Some("class".into())),
                ("name", Some(name.into())),
                ("description", Some(description.into())),
                ("tagName", tag),
                ("superclass", superclass),
                ("_ui5privacy", privacy),
                ("deprecated", deprecated),
                ("members", Some(members.into())),
                ("slots", Some(slots.into())),
                ("events", Some(events.into())),
                ("_ui5implements", Some(implements.into())),
                ("cssParts", Some(json!([{ "name": "root", "description": "<x-fuzz>" }]))),
            ])
        },
    )
}

fn declaration() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => class(),
        2 => (name(), text(), privacy(), proptest::collection::vec(member(), 0..4)).prop_map(|(name, description, privacy, members)| {
            object(vec![("kind", Some("enum".into())), ("name", Some(name.into())), ("description", Some(description.into())), ("_ui5privacy", privacy), ("members", Some(members.into()))])
        }),
        1 => (name(), text(), privacy()).prop_map(|(name, description, privacy)| {
            object(vec![("kind", Some("interface".into())), ("name", Some(name.into())), ("description", Some(description.into())), ("_ui5privacy", privacy)])
        }),
        1 => Just(json!({ "kind": "function", "name": "helper" })),
    ]
}

fn manifest() -> impl Strategy<Value = Value> {
    let module = (proptest::sample::select(MODULE_PATHS), proptest::collection::vec(declaration(), 0..5))
        .prop_map(|(path, declarations)| json!({ "kind": "javascript-module", "path": path, "declarations": declarations }));
    proptest::collection::vec(module, 0..4).prop_map(|modules| json!({ "schemaVersion": "1.0.0", "modules": modules }))
}

#[derive(Debug, Clone)]
pub(crate) struct ManifestsCase {
    manifests: [Value; 3],
    /// Module sources, for classes the manifest lists without a superclass.
    sources: Vec<(String, String)>,
    /// Text edits to one manifest, by index.
    broken: Option<(usize, Vec<Edit>)>,
    pretty: bool,
}

/// Tokens that carry meaning in JSON.
const TOKENS: &[&str] =
    &["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "1e999", "-", "\\u0000", "\\ud800", "\n", "true", "\"name\": 1,"];

fn case() -> impl Strategy<Value = ManifestsCase> {
    let sources = proptest::collection::vec((name(), name()), 0..3);
    let broken = prop::option::weighted(0.3, (0..3usize, edits(TOKENS)));
    ([manifest(), manifest(), manifest()], sources, broken, any::<bool>()).prop_map(|(manifests, sources, broken, pretty)| ManifestsCase {
        manifests,
        sources,
        broken,
        pretty,
    })
}

impl ManifestsCase {
    /// Installs the packages: the manifests, module sources, and what the local CDN
    /// needs of every package.
    fn install(&self, sandbox: &Sandbox) -> Vec<String> {
        let mut texts = Vec::new();
        for (index, ((package, path), manifest)) in LIBRARIES.iter().zip(&self.manifests).enumerate() {
            let text = if self.pretty { serde_json::to_string_pretty(manifest) } else { serde_json::to_string(manifest) }.unwrap();
            let text = match &self.broken {
                Some((broken, edits)) if *broken == index => apply(&text, edits),
                _ => text,
            };
            sandbox.write(path, &text);
            sandbox.write(&format!("node_modules/{package}/package.json"), "{\"name\": \"x\", \"version\": \"1.0.0\"}");
            let module: String = self.sources.iter().map(|(class, parent)| format!("class {class} extends {parent} {{}}\n")).collect();
            sandbox.write(&format!("node_modules/{package}/dist/Button.js"), &module);
            texts.push(text);
        }
        for package in OTHER_PACKAGES {
            sandbox.write(&format!("node_modules/{package}/package.json"), "{\"name\": \"x\", \"version\": \"1.0.0\"}");
        }
        for folder in ["lit-html/directives", "@zxing/library/umd"] {
            std::fs::create_dir_all(sandbox.root().join("node_modules").join(folder)).unwrap();
        }
        let config = sandbox.read("content/site.toml");
        sandbox.write("content/site.toml", &format!("{config}\n[packages]\nnode_modules = \"node_modules\"\n"));
        texts
    }
}

#[test]
fn manifests() {
    crate::harness::fuzz("manifests", case(), |case| {
        let sandbox = Sandbox::new();
        let texts = case.install(&sandbox);
        let built = sandbox.build();
        check_build(&sandbox, &built)?;
        for ((_, path), text) in LIBRARIES.iter().zip(&texts) {
            // What the engine reads must be well-formed; it skips the fields it does
            // not read as loosely as serde does.
            if serde_json::from_str::<serde::de::IgnoredAny>(text).is_err() {
                check_syntax_error_named(&built, path)?;
            }
        }
        for (path, html) in built.documents() {
            let lower = html.to_lowercase();
            for markup in ["<x-fuzz", "<img src=x onerror", "href=\"javascript:", "\" onmouseover=\"x"] {
                prop_assert!(!lower.contains(markup), "{} shows a package's `{markup}` as markup", path.display());
            }
        }
        Ok(())
    });
}

/// Not random: a description's links to anchors are checked like a docs page's, against
/// the headings of the page they point at, and a broken one names the manifest.
#[test]
fn anchor_links_in_descriptions_are_checked() {
    let button = json!({
        "kind": "class",
        "name": "Button",
        "tagName": "ui5-button",
        "superclass": { "name": "UI5Element", "package": "@ui5/webcomponents-base" },
        "description": "See [its use](#usage) and [nothing](#nowhere).\n\n### Usage\nPress it.",
    });
    let main = json!({ "schemaVersion": "1.0.0", "modules": [{ "kind": "javascript-module", "path": "dist/Button.js", "declarations": [button] }] });
    let empty = json!({ "schemaVersion": "1.0.0", "modules": [] });
    let case = ManifestsCase { manifests: [main, empty.clone(), empty], sources: Vec::new(), broken: None, pretty: true };
    let sandbox = Sandbox::new();
    case.install(&sandbox);
    let built = sandbox.build();
    let anchors: Vec<String> =
        built.diagnostics.iter().map(ToString::to_string).filter(|message| message.contains("broken anchor")).collect();
    assert_eq!(anchors.len(), 1, "{anchors:?}");
    assert!(anchors[0].starts_with(&format!("warning: {}:", LIBRARIES[0].1)), "{anchors:?}");
    assert!(anchors[0].contains("`#nowhere`"), "{anchors:?}");
}
