//! The component reference against the real manifests of the installed packages
//! (web/node_modules, installed by `make test`).

use site_api::{declared::ApiModel, Library};
use site_compiler::Diagnostics;
use site_model::routes::RouteTable;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn model() -> &'static ApiModel {
    static MODEL: OnceLock<ApiModel> = OnceLock::new();
    MODEL.get_or_init(|| {
        let node_modules = root().join("web/node_modules");
        assert!(
            node_modules.join("@ui5/webcomponents/package.json").is_file(),
            "the @ui5 packages are not installed: run `npm ci` in web/ (make test does)"
        );
        let diagnostics = Diagnostics::default();
        let model = site_api::load(&root(), &node_modules, &diagnostics);
        assert!(diagnostics.take().is_empty());
        model.expect("the manifests load")
    })
}

fn component(library: Library, name: &str) -> &'static site_api::declared::Component {
    model().components.iter().find(|c| c.library == library && c.name == name).unwrap_or_else(|| panic!("{name}"))
}

#[test]
fn every_public_class_with_a_tag_is_a_component() {
    let count = |library| model().components.iter().filter(|c| c.library == library).count();
    assert_eq!(count(Library::Main), 85);
    assert_eq!(count(Library::Fiori), 29);
    let names: Vec<&str> = model().components.iter().map(|c| c.name.as_str()).collect();
    for part in ["TableColumn", "ToolbarButton", "TreeItem", "WizardStep", "SideNavigationSubItem"] {
        assert!(names.contains(&part), "{part}");
    }
    for base in ["ListItemBase", "SliderBase", "Popup", "ListItem", "UI5Element"] {
        assert!(!names.contains(&base), "{base} has no tag and no page");
    }
    assert_eq!(component(Library::Main, "Button").tag, "ui5-button");
}

#[test]
fn superclasses_give_their_slots_events_and_members_but_ui5element_does_not() {
    let dialog = component(Library::Main, "Dialog");
    let slots: Vec<&str> = dialog.api.slots.iter().map(|s| s.name.as_str()).collect();
    assert!(slots.contains(&"default"), "Popup's default slot: {slots:?}");
    assert!(slots.contains(&"header"));
    let events: Vec<&str> = dialog.api.events.iter().map(|e| e.name.as_str()).collect();
    assert!(events.contains(&"before-open"));
    let methods: Vec<&str> = dialog.api.methods.iter().map(|m| m.name.as_str()).collect();
    assert!(methods.contains(&"show") && methods.contains(&"close"), "{methods:?}");
    assert!(!methods.contains(&"getDomRef"), "UI5Element's API is not merged");

    let item = component(Library::Main, "StandardListItem");
    assert!(item.api.slots.iter().any(|s| s.name == "deleteButton"), "ListItem's slot");
    assert!(item.api.properties.iter().any(|p| p.name == "selected"), "ListItemBase's property");

    let range = component(Library::Main, "RangeSlider");
    let properties: Vec<&str> = range.api.properties.iter().map(|p| p.name.as_str()).collect();
    assert!(properties.contains(&"min") && properties.contains(&"startValue"), "{properties:?}");
    assert_eq!(properties.iter().filter(|p| **p == "min").count(), 1, "no duplicates");
    assert!(range.attributes.contains("show-tooltip"), "inherited attributes");
}

#[test]
fn a_superclass_missing_from_the_manifest_is_taken_from_the_module_source() {
    // The 1.24.24 manifest lists SideNavigationSelectableItemBase without its superclass.
    for name in ["SideNavigationItem", "SideNavigationSubItem"] {
        let item = component(Library::Fiori, name);
        let properties: Vec<&str> = item.api.properties.iter().map(|p| p.name.as_str()).collect();
        assert!(properties.contains(&"text") && properties.contains(&"disabled"), "{name}: {properties:?}");
        assert!(properties.contains(&"selected"), "{name}: {properties:?}");
        assert!(item.attributes.contains("text"));
    }
}

#[test]
fn enums_interfaces_and_their_implementations() {
    let button_design = model().enums.iter().find(|e| e.name == "ButtonDesign").unwrap();
    let fields: Vec<&str> = button_design.fields.iter().map(|f| f.name.as_str()).collect();
    assert!(fields.contains(&"Emphasized"));
    assert!(model().enums.iter().any(|e| e.name == "ValueState" && e.library == Library::Base));
    let ibutton = model().interfaces.iter().find(|i| i.name == "IButton").unwrap();
    assert!(ibutton.implementations.iter().any(|(name, _, module)| name == "Button" && module == "dist/Button.js"));
    let design = component(Library::Main, "Button").api.properties.iter().find(|p| p.name == "design").unwrap();
    assert_eq!(design.ty.text, "ButtonDesign");
}

#[test]
fn the_routes_follow_the_spec() {
    let mut routes = RouteTable::default();
    let diagnostics = Diagnostics::default();
    site_api::add_routes(model(), Path::new("web/node_modules"), &mut routes, &diagnostics);
    assert!(diagnostics.take().is_empty());
    for route in [
        "components/",
        "components/fiori/",
        "components/Button/",
        "components/TableColumn/",
        "components/fiori/ShellBar/",
        "components/fiori/WizardStep/",
        "components/enums/ButtonDesign/",
        "components/enums/ValueState/",
        "components/fiori/enums/FCLLayout/",
        "components/interfaces/IButton/",
        "components/fiori/interfaces/IProductSwitchItem/",
        "components/main/enums/",
        "components/main/interfaces/",
        "components/fiori/enums/",
        "components/fiori/interfaces/",
        "UI5Element/",
    ] {
        assert!(routes.contains(route), "{route}");
    }
    let expected = 114 + model().enums.len() + model().interfaces.len() + 6 + 1;
    assert_eq!(routes.len(), expected);
}

#[test]
fn a_missing_or_malformed_manifest_is_an_error_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let diagnostics = Diagnostics::default();
    assert!(site_api::load(dir.path(), &dir.path().join("node_modules"), &diagnostics).is_none());
    let all = diagnostics.take();
    assert_eq!(all.len(), 3, "one per package");
    assert!(all[0].file.ends_with("@ui5/webcomponents/dist/custom-elements-internal.json"), "{:?}", all[0].file);

    let manifest = dir.path().join("node_modules").join(Library::Main.manifest_path());
    std::fs::create_dir_all(manifest.parent().unwrap()).unwrap();
    std::fs::write(&manifest, "{\n  \"modules\": [\n    { \"path\": 3 }\n  ]\n}").unwrap();
    site_api::load(dir.path(), &dir.path().join("node_modules"), &diagnostics);
    let malformed = diagnostics.take().into_iter().find(|d| d.file.ends_with(Library::Main.manifest_path())).unwrap();
    assert_eq!(malformed.line, Some(3));
    assert!(malformed.message.starts_with("malformed custom-elements manifest"));
}

#[test]
fn try_it_derives_slots_popups_and_elements_from_the_real_api_and_the_starting_markups() {
    let diagnostics = Diagnostics::default();
    let markups = site_api::try_it::load(&root(), &root().join("content/try-it"), &diagnostics);
    site_api::try_it::check(&markups, model(), &diagnostics);
    assert_eq!(diagnostics.take(), Vec::new(), "the starting markups pass the markup check");
    let config = site_config::SiteConfig::load(&root().join("content/site.toml"), Path::new("content/site.toml"), &diagnostics)
        .expect("the site's configuration");
    let parents = site_api::parents(&config.reference.groups);
    let index = site_api::try_it::TryItIndex::new(model(), &markups, &parents);

    let button = component(Library::Main, "Button");
    assert_eq!(index.markup(button), "<ui5-button>Button</ui5-button>", "derived from the manifest: a text slot");
    let slots = index.slots(button);
    assert!(slots[0].name == "default" && slots[0].text);
    assert_eq!(index.popup(button, &index.markup(button)), None);

    let list = component(Library::Main, "List");
    let default = index.slots(list).into_iter().find(|s| s.name == "default").unwrap();
    assert!(!default.text && default.multiple);
    for tag in ["ui5-li", "ui5-li-custom", "ui5-li-groupheader"] {
        assert!(default.accepts.iter().any(|a| a == tag), "List's items accept <{tag}>: {:?}", default.accepts);
    }
    let elements = index.elements(list, &index.markup(list), &index.slots(list));
    assert_eq!(elements["ui5-li"].modules, ["@ui5/webcomponents/dist/StandardListItem.js"]);
    assert!(elements["ui5-li"].markup.starts_with("<ui5-li") && elements["ui5-li"].markup.ends_with("</ui5-li>"), "one item alone");
    assert_eq!(elements["ui5-li"].icon_attributes, ["icon"]);
    assert!(elements["ui5-li"].state_attributes.contains(&"selected".to_string()), "{:?}", elements["ui5-li"].state_attributes);
    assert!(!elements["ui5-li"].state_attributes.contains(&"icon".to_string()));
    let input = component(Library::Main, "Input");
    let elements = index.elements(input, &index.markup(input), &index.slots(input));
    assert_eq!(
        elements["ui5-input"].modules,
        ["@ui5/webcomponents/dist/Input.js", "@ui5/webcomponents/dist/features/InputSuggestions.js"],
        "the optional features the component's module asks for"
    );
    let date_picker = component(Library::Main, "DatePicker");
    let calendar_type = date_picker.api.properties.iter().find(|p| p.name == "primaryCalendarType").unwrap();
    assert_eq!(
        calendar_type.features,
        ["Buddhist", "Islamic", "Japanese", "Persian"]
            .map(|calendar| format!("@ui5/webcomponents-localization/dist/features/calendar/{calendar}.js")),
        "a calendar type needs the calendars other than the Gregorian one loaded"
    );

    let tab_container = component(Library::Main, "TabContainer");
    let items = index.slots(tab_container).into_iter().find(|s| s.name == "default").unwrap();
    assert_eq!(items.accepts, ["ui5-tab", "ui5-tab-separator"], "the implementations of ITab");
    let shell_bar = component(Library::Fiori, "ShellBar");
    let menu_items = index.slots(shell_bar).into_iter().find(|s| s.name == "menuItems").unwrap();
    assert_eq!(menu_items.accepts[0], "ui5-li", "the element its documentation names first: {:?}", menu_items.accepts);
    assert!(menu_items.accepts.iter().any(|a| a == "ui5-li-custom"));

    use site_model::reference::Opener;
    let dialog = component(Library::Main, "Dialog");
    let popup = index.popup(dialog, &index.markup(dialog)).expect("a dialog opens with a button");
    assert_eq!((popup.tag.as_str(), popup.opener), ("ui5-dialog", Opener::Show));
    let item = component(Library::Main, "MenuItem");
    let popup = index.popup(item, &index.markup(item)).expect("a menu item shows in its opened menu");
    assert_eq!((popup.tag.as_str(), popup.opener), ("ui5-menu", Opener::ShowAt));
    let cell = component(Library::Main, "TableCell");
    assert!(index.markup(cell).starts_with("<ui5-table"), "a part lives in its parent");
}
