//! The icon catalogue against the real icon packages (web/node_modules, installed by
//! `make test`), and the messages for missing and broken packages.

use site_diagnostics::{Diagnostic, Diagnostics, Severity};
use site_icons::{Collection, COLLECTIONS};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn node_modules() -> PathBuf {
    root().join("web/node_modules")
}

fn real_collections() -> &'static [Collection] {
    static COLLECTIONS_READ: OnceLock<Vec<Collection>> = OnceLock::new();
    COLLECTIONS_READ.get_or_init(|| {
        assert!(
            node_modules().join("@ui5/webcomponents-icons/package.json").is_file(),
            "the @ui5 packages are not installed: run `npm ci` in web/ (make test does)"
        );
        let diagnostics = Diagnostics::default();
        let collections = site_icons::load(&root(), &node_modules(), &diagnostics);
        assert_eq!(diagnostics.take(), [], "the real packages read without a message");
        collections
    })
}

fn collection(id: &str) -> &'static Collection {
    real_collections().iter().find(|c| c.source.id == id).unwrap_or_else(|| panic!("{id}"))
}

/// The icon modules of a package's set, counted from its files (`dist/v5/*.js`).
fn icon_files(package: &str, set: &str) -> usize {
    let dir = node_modules().join(package).join("dist").join(set);
    fs::read_dir(&dir)
        .unwrap_or_else(|err| panic!("{}: {err}", dir.display()))
        .filter(|entry| entry.as_ref().unwrap().file_name().to_string_lossy().ends_with(".js"))
        .count()
}

#[test]
fn each_collection_has_every_icon_file_of_its_newest_set() {
    let sets: Vec<(&str, &str)> = real_collections().iter().map(|c| (c.source.id, c.set.as_str())).collect();
    assert_eq!(sets, [("sap", "v5"), ("tnt", "v3"), ("business-suite", "v2")], "switch order and current sets");
    for collection in real_collections() {
        let files = icon_files(collection.source.package, &collection.set);
        assert_eq!(collection.icons.len(), files, "{}", collection.source.package);
        assert_eq!(collection.version, "1.24.24");
        assert_eq!(collection.view_box, "0 0 512 512");
        assert!(collection.icons.iter().all(|icon| icon.view_box.is_none()), "every icon has its collection's viewBox");
    }
    // The figures the issue names for 1.24.24.
    let counts: Vec<usize> = real_collections().iter().map(|c| c.icons.len()).collect();
    assert_eq!(counts, [700, 175, 365]);
}

#[test]
fn a_known_icon_has_its_path_data_direction_and_import_name() {
    let accept = collection("sap").icons.iter().find(|i| i.name == "accept").unwrap();
    let module = fs::read_to_string(node_modules().join("@ui5/webcomponents-icons/dist/v5/accept.js")).unwrap();
    let path_data = module.split("const pathData = \"").nth(1).and_then(|rest| rest.split('"').next()).unwrap();
    assert_eq!(accept.paths, [path_data]);
    assert!(accept.paths[0].starts_with("M187 416q-12 0-20-9L71 299"), "the v5 drawing, not the v4 one");
    assert_eq!(accept.import_name, "accept");
    assert!(accept.ltr, "accept keeps its direction in RTL");

    let actor = collection("tnt").icons.iter().find(|i| i.name == "actor").unwrap();
    assert_eq!(actor.import_name, "tnt/actor");
    assert!(!actor.ltr, "actor mirrors in RTL");
    let grid = collection("business-suite").icons.iter().find(|i| i.name == "3d").unwrap();
    assert_eq!(grid.import_name, "business-suite/3d");

    let mirrored = collection("sap").icons.iter().filter(|i| !i.ltr).count();
    assert!(mirrored > 0 && mirrored < 700, "some SAP icons mirror, some do not: {mirrored}");
}

#[test]
fn icons_are_sorted_by_name_ignoring_case() {
    let names: Vec<String> = collection("sap").icons.iter().map(|i| i.name.to_lowercase()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
}

/// A fake icon package in a temporary `node_modules`.
struct FakePackages {
    dir: tempfile::TempDir,
}

impl FakePackages {
    /// Every collection's package, each with one good icon.
    fn complete() -> FakePackages {
        let packages = FakePackages { dir: tempfile::tempdir().unwrap() };
        for source in COLLECTIONS {
            packages.write(source.package, "package.json", r#"{ "name": "x", "version": "9.9.9" }"#);
            packages.write(source.package, "dist/generated/assets/v1/old.json", r#"{ "data": { "old": { "path": "M1 1" } } }"#);
            packages.write(source.package, "dist/generated/assets/v2/icons.json", r#"{ "data": { "good": { "path": "M0 0" } } }"#);
            packages.write(source.package, "dist/good.js", "export default \"x/good\";\n");
            packages.write(source.package, "dist/v2/good.svg", "<svg viewBox=\"0 0 16 16\"><path d=\"M0 0\"/></svg>");
        }
        packages
    }

    fn node_modules(&self) -> PathBuf {
        self.dir.path().join("node_modules")
    }

    fn write(&self, package: &str, path: &str, text: &str) {
        let file = self.node_modules().join(package).join(path);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }

    fn load(&self) -> (Vec<Collection>, Vec<Diagnostic>) {
        let diagnostics = Diagnostics::default();
        let collections = site_icons::load(self.dir.path(), &self.node_modules(), &diagnostics);
        (collections, diagnostics.take())
    }
}

fn messages(diagnostics: &[Diagnostic], severity: Severity) -> Vec<String> {
    diagnostics.iter().filter(|d| d.severity == severity).map(|d| d.to_string()).collect()
}

const TNT: &str = "@ui5/webcomponents-icons-tnt";

#[test]
fn the_newest_set_of_a_package_is_read_with_the_viewbox_of_its_svgs() {
    let packages = FakePackages::complete();
    let (collections, diagnostics) = packages.load();
    assert_eq!(diagnostics, []);
    assert_eq!(collections.len(), 3);
    let tnt = &collections[1];
    assert_eq!((tnt.set.as_str(), tnt.version.as_str(), tnt.view_box.as_str()), ("v2", "9.9.9", "0 0 16 16"));
    assert_eq!(tnt.icons.iter().map(|i| i.name.as_str()).collect::<Vec<_>>(), ["good"], "not the old set's icon");
}

#[test]
fn a_missing_package_is_an_error_naming_it() {
    let packages = FakePackages::complete();
    fs::remove_dir_all(packages.node_modules().join(TNT)).unwrap();
    let (collections, diagnostics) = packages.load();
    assert_eq!(
        messages(&diagnostics, Severity::Error),
        ["error: node_modules/@ui5/webcomponents-icons-tnt/package.json: the icon package `@ui5/webcomponents-icons-tnt` is not installed (run `npm ci` in web/)"]
    );
    assert_eq!(collections.iter().map(|c| c.source.id).collect::<Vec<_>>(), ["sap", "business-suite"]);
}

#[test]
fn malformed_icon_data_is_an_error_with_its_file_and_line() {
    let packages = FakePackages::complete();
    packages.write(TNT, "dist/generated/assets/v2/icons.json", "{\n  \"data\": {\n    \"good\": { \"path\": 42 }\n  }\n}");
    let (_, diagnostics) = packages.load();
    let errors = messages(&diagnostics, Severity::Error);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("error: node_modules/@ui5/webcomponents-icons-tnt/dist/generated/assets/v2/icons.json:3: malformed icon data in `@ui5/webcomponents-icons-tnt`:"),
        "{}",
        errors[0]
    );
}

#[test]
fn a_package_without_an_icon_set_or_with_a_broken_package_json_is_an_error() {
    let packages = FakePackages::complete();
    fs::remove_dir_all(packages.node_modules().join(TNT).join("dist/generated")).unwrap();
    packages.write("@ui5/webcomponents-icons-business-suite", "package.json", "{ \"name\": \"x\" }");
    let (collections, diagnostics) = packages.load();
    let errors = messages(&diagnostics, Severity::Error);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].contains("@ui5/webcomponents-icons-business-suite/package.json:1: malformed package.json of `@ui5/webcomponents-icons-business-suite`: missing field `version`"), "{}", errors[0]);
    assert_eq!(
        errors[1],
        "error: node_modules/@ui5/webcomponents-icons-tnt/dist/generated/assets: `@ui5/webcomponents-icons-tnt` has no icon set (a folder `v<N>` with the icon data)"
    );
    assert_eq!(collections.len(), 1);
}

#[test]
fn an_icon_without_a_plain_name_path_data_or_module_is_left_out_with_a_warning() {
    let packages = FakePackages::complete();
    packages.write(
        TNT,
        "dist/generated/assets/v2/icons.json",
        r#"{ "data": { "good": { "path": "M0 0" }, "empty": {}, "orphan": { "path": "M2 2", "ltr": true }, "../../escape": { "path": "M3 3" } } }"#,
    );
    let (collections, diagnostics) = packages.load();
    assert_eq!(messages(&diagnostics, Severity::Error), Vec::<String>::new());
    assert_eq!(
        messages(&diagnostics, Severity::Warning),
        [
            "warning: node_modules/@ui5/webcomponents-icons-tnt/dist/generated/assets/v2/icons.json: `../../escape` of `@ui5/webcomponents-icons-tnt` is not an icon name (letters, digits, `-`, `_`, `.`); it is left out",
            "warning: node_modules/@ui5/webcomponents-icons-tnt/dist/generated/assets/v2/icons.json: icon `empty` of `@ui5/webcomponents-icons-tnt` has no path data; it is left out",
            "warning: node_modules/@ui5/webcomponents-icons-tnt/dist/orphan.js: icon `orphan` of `@ui5/webcomponents-icons-tnt` has no module exporting its name; it is left out",
        ]
    );
    let tnt = collections.iter().find(|c| c.source.package == TNT).unwrap();
    assert_eq!(tnt.icons.len(), 1);
}
