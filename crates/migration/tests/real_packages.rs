//! The migration derived from the real packages of both versions (1.24.24 in
//! `web/node_modules/@ui5/*`, 2.x under its npm aliases) and the project's curated
//! entries (`content/migration/`), as the build derives it.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use site_api::declared::ApiModel;
use site_api::Library;
use site_converter::rules::TagRule;
use site_diagnostics::Diagnostics;
use site_migration::changes::{Change, ComponentMigration, Item, Target};
use site_migration::curated::Curated;
use site_migration::{derive, Derived, Sources};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the project root")
}

fn node_modules() -> PathBuf {
    let dir = root().join("web/node_modules");
    assert!(
        dir.join("ui5-webcomponents-v2/package.json").is_file(),
        "the packages are not installed: run `npm ci` in web/ (make test does)"
    );
    dir
}

fn v2_packages() -> Vec<(Library, PathBuf)> {
    let dir = node_modules();
    vec![
        (Library::Main, dir.join("ui5-webcomponents-v2")),
        (Library::Fiori, dir.join("ui5-webcomponents-fiori-v2")),
        (Library::Base, dir.join("ui5-webcomponents-base-v2")),
    ]
}

fn models() -> &'static (ApiModel, ApiModel) {
    static MODELS: OnceLock<(ApiModel, ApiModel)> = OnceLock::new();
    MODELS.get_or_init(|| {
        let diagnostics = Diagnostics::default();
        let v1 = site_api::load(&root(), &node_modules(), &diagnostics).expect("1.24's manifests");
        let v2 = site_api::load_packages(&root(), &v2_packages(), &diagnostics).expect("2.x's manifests");
        assert!(diagnostics.take().is_empty());
        (v1, v2)
    })
}

fn derived() -> &'static Derived {
    static DERIVED: OnceLock<Derived> = OnceLock::new();
    DERIVED.get_or_init(|| {
        let root = root();
        let node_modules = node_modules();
        let diagnostics = Diagnostics::default();
        let curated_dir = root.join("content/migration");
        let sources = Sources { root: &root, v1_node_modules: &node_modules, v2_packages: v2_packages(), curated_dir: &curated_dir };
        let derived = derive(&sources, &models().0, &diagnostics).expect("the migration derives");
        let messages: Vec<String> = diagnostics.take().iter().map(ToString::to_string).collect();
        assert!(messages.is_empty(), "the curated entries pass their checks: {messages:#?}");
        derived
    })
}

fn component(name: &str) -> &'static ComponentMigration {
    derived().migration.component(name).unwrap_or_else(|| panic!("1.24 has {name}"))
}

fn rule(tag: &str) -> &'static TagRule {
    derived().rules.tags.get(tag).unwrap_or_else(|| panic!("a rule for <{tag}>"))
}

fn change<'a>(changes: &'a [Change], item: Item, old: &str) -> &'a Change {
    changes.iter().find(|c| c.item == item && c.old.contains(old)).unwrap_or_else(|| panic!("a {item:?} change of {old}: {changes:#?}"))
}

#[test]
fn badge_becomes_tag_and_its_tag_is_the_first_row() {
    let badge = component("Badge");
    assert_eq!(badge.target, Target::Found { library: Library::Main, name: "Tag".into() });
    let first = &badge.changes[0];
    assert_eq!((first.item, first.old.as_str(), first.new.as_deref()), (Item::Tag, "`<ui5-badge>`", Some("`<ui5-tag>`")));
    assert!(first.mechanical);
    assert_eq!(rule("ui5-badge").becomes.as_deref(), Some("ui5-tag"));
    let module = derived().rules.modules.get("@ui5/webcomponents/dist/Badge.js").expect("Badge's module");
    assert_eq!(module.becomes.as_deref(), Some("@ui5/webcomponents/dist/Tag.js"));
}

#[test]
fn button_icon_end_becomes_end_icon_taking_the_icon() {
    let row = change(&component("Button").changes, Item::Property, "`iconEnd`");
    assert_eq!(row.new.as_deref(), Some("`endIcon` (`end-icon`)"));
    let attribute = &rule("ui5-button").attributes["icon-end"];
    assert_eq!(attribute.becomes.as_deref(), Some("end-icon"));
    assert_eq!(attribute.takes_value_of.as_deref(), Some("icon"));
}

#[test]
fn calendar_selected_dates_change_becomes_selection_change_with_new_details() {
    let calendar = &component("Calendar").changes;
    assert_eq!(change(calendar, Item::Event, "`selected-dates-change`").new.as_deref(), Some("`selection-change`"));
    assert!(change(calendar, Item::EventDetail, "`detail.values`").new.as_deref().is_some_and(|n| n.contains("selectedValues")));
    assert!(change(calendar, Item::EventDetail, "`detail.dates`").new.as_deref().is_some_and(|n| n.contains("selectedDates")));
}

#[test]
fn breadcrumbs_separator_style_becomes_separators() {
    let attribute = &rule("ui5-breadcrumbs").attributes["separator-style"];
    assert_eq!(attribute.becomes.as_deref(), Some("separators"));
    let enumeration = derived().migration.enum_named("BreadcrumbsSeparatorStyle").expect("the enum");
    assert_eq!(enumeration.target, Target::Found { library: Library::Main, name: "BreadcrumbsSeparator".into() });
}

#[test]
fn busy_indicator_sizes_are_spelled_s_m_l_and_the_default_is_unchanged() {
    let values = &rule("ui5-busy-indicator").attributes["size"].values;
    let pairs: Vec<(&str, &str)> = values.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(pairs, [("Large", "L"), ("Medium", "M"), ("Small", "S")]);
    let changes = &component("BusyIndicator").changes;
    assert!(!changes.iter().any(|c| c.item == Item::Default), "Medium is M: the same default: {changes:#?}");
}

#[test]
fn value_states_error_warning_success_are_negative_critical_positive() {
    for tag in ["ui5-input", "ui5-select", "ui5-checkbox", "ui5-datetime-picker"] {
        let values = &rule(tag).attributes["value-state"].values;
        assert_eq!(values.get("Error").map(String::as_str), Some("Negative"), "{tag}");
        assert_eq!(values.get("Warning").map(String::as_str), Some("Critical"), "{tag}");
        assert_eq!(values.get("Success").map(String::as_str), Some("Positive"), "{tag}");
    }
    let rows = &component("Input").changes;
    assert_eq!(change(rows, Item::Value, "`value-state=\"Error\"`").new.as_deref(), Some("`value-state=\"Negative\"`"));
}

#[test]
fn a_removed_method_says_what_replaces_it() {
    let row = change(&component("Dialog").changes, Item::Method, "`show()`");
    assert_eq!(row.new, None);
    assert!(row.todo.contains("`open`"), "{}", row.todo);
    assert!(!row.mechanical);
}

#[test]
fn a_fiori_component_has_its_changes() {
    let layout = component("FlexibleColumnLayout");
    assert_eq!(layout.library, Library::Fiori);
    assert_eq!(change(&layout.changes, Item::Property, "`hideArrows`").new.as_deref(), Some("`disableResizing` (`disable-resizing`)"));
    assert_eq!(rule("ui5-flexible-column-layout").attributes["hide-arrows"].becomes.as_deref(), Some("disable-resizing"));
    assert!(layout.changes.iter().any(|c| c.item == Item::EventDetail && c.old.contains("arrowsUsed")));
    let bar = component("Bar");
    assert_eq!(bar.target, Target::Found { library: Library::Main, name: "Bar".into() }, "Bar moved to the main package");
    assert!(bar.changes.iter().any(|c| c.item == Item::Module && c.new.as_deref() == Some("`@ui5/webcomponents/dist/Bar.js`")));
}

#[test]
fn new_defaults_say_how_to_keep_the_old_behaviour() {
    let row = change(&component("Label").changes, Item::Default, "`wrappingType`");
    assert_eq!(row.new.as_deref(), Some("`\"Normal\"`"));
    assert!(row.todo.contains("`wrapping-type=\"None\"`"), "{}", row.todo);
    let default = &rule("ui5-label").new_defaults["wrapping-type"];
    assert_eq!((default.old.as_str(), default.new.as_str()), ("None", "Normal"));
}

#[test]
fn the_table_moved_to_the_compat_package_keeps_its_markup() {
    let table = component("Table");
    assert_eq!(table.target, Target::MovedTo("@ui5/webcomponents-compat".into()));
    let rule = rule("ui5-table");
    assert_eq!(rule.becomes.as_deref(), Some("ui5-table"), "the tags stay");
    assert!(rule.by_hand.is_some(), "the import changes by hand");
}

#[test]
fn themes_and_icons_that_go_are_found_in_the_packages() {
    let framework = &derived().migration.framework;
    let named = |item: Item, name: &str| framework.iter().find(|f| f.change.item == item && f.change.old == format!("`{name}`"));
    assert!(named(Item::Theme, "sap_belize").is_some(), "{framework:#?}");
    let soccor = named(Item::Icon, "soccor").expect("the icon soccor goes");
    assert_eq!(soccor.change.new.as_deref(), Some("`soccer`"));
    assert_eq!(
        named(Item::Icon, "add-polygone").expect("business-suite's add-polygone").package,
        "@ui5/webcomponents-icons-business-suite"
    );
}

#[test]
fn listeners_are_renamed_only_where_every_component_agrees() {
    let events = &derived().rules.events;
    assert_eq!(events.get("selected-dates-change").and_then(|r| r.becomes.as_deref()), Some("selection-change"));
    assert_eq!(
        events.get("selected-dates-change").and_then(|r| r.by_hand.as_deref()),
        Some("Check what the listener reads of the event: on `ui5-calendar`, `detail.values` is `detail.selectedValues` and `detail.dates` is `detail.selectedDates`.")
    );
    assert_eq!(events.get("after-open").and_then(|r| r.becomes.as_deref()), Some("open"));
    assert!(!events.contains_key("change"), "most components keep `change`");
}

#[test]
fn every_component_enum_and_interface_of_1_24_is_compared() {
    let (v1, _) = models();
    let migration = &derived().migration;
    assert_eq!(migration.components.len(), v1.components.len());
    assert_eq!(migration.enums.len(), v1.enums.len());
    assert_eq!(migration.interfaces.len(), v1.interfaces.len());
    assert_eq!(derived().rules.tags.len(), v1.components.len());
    let unchanged = migration.components.iter().filter(|c| c.changes.is_empty()).count();
    assert!(unchanged > 10, "many components keep their API: {unchanged}");
}

/// Checks entries written in `text` against the real models; their messages.
fn check_entries(text: &str) -> Vec<String> {
    let diagnostics = Diagnostics::default();
    let mut curated = Curated::default();
    curated.add_file(text, Path::new("content/migration/test.toml"), &diagnostics);
    let (v1, v2) = models();
    site_migration::check::check(&curated, v1, v2, &diagnostics);
    diagnostics.take().iter().map(ToString::to_string).collect()
}

#[test]
fn a_stale_or_mistyped_entry_fails_at_its_line() {
    let cases = [
        ("component = \"Buton\"\nproperty = \"iconEnd\"\nbecomes = \"endIcon\"", "1.24 has no component `Buton`"),
        ("component = \"Button\"\nproperty = \"iconEnd\"\nbecomes = \"endIcn\"", "`Button` has no property `endIcn` in 2.x"),
        ("component = \"Button\"\nproperty = \"design\"\nbecomes = \"icon\"", "`Button` still has the property `design` in 2.x"),
        ("component = \"Button\"\nproperty = \"design\"\ntodo = \"Gone.\"", "`Button` still has the property `design` in 2.x"),
        ("enum = \"ValueState\"\nvalue = \"Information\"\nbecomes = \"Negative\"", "`Information` is still a value of `ValueState`"),
        ("component = \"Dialog\"\nmethod = \"show\"\nbecomes = \"open\"", "`Dialog` has no method `open` in 2.x"),
        ("interface = \"IButton\"\ntodo = \"Gone.\"", "2.x still has the interface `IButton`"),
    ];
    for (entry, message) in cases {
        let messages = check_entries(&format!("# a comment\n\n[[change]]\n{entry}\n"));
        assert_eq!(messages.len(), 1, "{entry}: {messages:?}");
        assert!(messages[0].starts_with("error: content/migration/test.toml:3: "), "{messages:?}");
        assert!(messages[0].contains(message), "{entry}: {messages:?}");
    }
}

#[test]
fn a_correct_entry_passes() {
    let messages = check_entries("[[change]]\ncomponent = \"TextArea\"\nproperty = \"growingMaxLines\"\nbecomes = \"growingMaxRows\"\n");
    assert!(messages.is_empty(), "{messages:?}");
}
