//! The move to version 2 in a build: the fixture site with the real packages of both
//! versions (web/node_modules, installed by `make test`) and curated entries of its own.

mod common;

use common::{errors, Fixture};
use site_compiler::Project;
use std::fs;
use std::path::Path;

/// The fixture with the packages, a migration configuration, its doc and `entries`.
fn fixture(entries: &str) -> Fixture {
    let fixture = Fixture::new();
    let node_modules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/node_modules").canonicalize().unwrap();
    assert!(node_modules.join("ui5-webcomponents-v2/package.json").is_file(), "run `npm ci` in web/ (make test does)");
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    let config = format!(
        "{config}\n[packages]\nnode_modules = {:?}\n\n[migration]\npackages = {{ main = \"ui5-webcomponents-v2\", fiori = \"ui5-webcomponents-fiori-v2\", base = \"ui5-webcomponents-base-v2\" }}\ndir = \"migration\"\npage = \"moving-on\"\nsite_url = \"https://example.org/v2/\"\n",
        node_modules.display().to_string()
    );
    fixture.write("content/site.toml", &config);
    fixture.write("content/docs/moving-on.md", "# Moving on\n\nThe changes follow.\n");
    fixture.write("content/migration/entries.toml", entries);
    fixture
}

#[test]
fn a_stale_curated_entry_fails_the_build_at_its_file_and_line() {
    // 2.x still has Avatar's `icon`: an entry calling it removed is stale.
    let fixture = fixture("[[change]]\ncomponent = \"TextArea\"\nproperty = \"growingMaxLines\"\nbecomes = \"growingMaxRows\"\n\n[[change]]\ncomponent = \"Avatar\"\nproperty = \"icon\"\ntodo = \"Use an image.\"\n");
    let diagnostics = site_compiler::check(&Project::new(fixture.root()));
    let errors = errors(&diagnostics);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(errors[0].starts_with("error: content/migration/entries.toml:6: `Avatar` still has the property `icon` in 2.x"), "{errors:?}");
    let failed = site_compiler::build(&fixture.options());
    assert!(failed.is_err(), "the build fails");
    assert!(!fixture.out().exists(), "and writes nothing");
}

#[test]
fn the_converter_rules_come_from_the_entries_and_the_packages() {
    let fixture = fixture("[[change]]\ncomponent = \"TextArea\"\nproperty = \"growingMaxLines\"\nbecomes = \"growingMaxRows\"\n");
    let (rules, diagnostics) = site_compiler::converter_rules(&Project::new(fixture.root()));
    assert!(errors(&diagnostics).is_empty(), "{diagnostics:?}");
    let rules = rules.expect("rules");
    let textarea = &rules.tags["ui5-textarea"];
    assert_eq!(textarea.attributes["growing-max-lines"].becomes.as_deref(), Some("growing-max-rows"));
    // Without an entry, Badge is only known to be gone: no new tag, and no advice
    // beyond the converter's own sentence.
    assert_eq!(rules.tags["ui5-badge"].becomes, None);
    assert_eq!(rules.tags["ui5-badge"].by_hand, None);
}

#[test]
fn a_migration_page_that_names_no_doc_fails() {
    let fixture = fixture("");
    fixture.edit_config("page = \"moving-on\"", "page = \"moving-off\"");
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    let line = config.lines().position(|l| l.starts_with("page = ")).unwrap() + 1;
    let errors = errors(&site_compiler::check(&Project::new(fixture.root())));
    assert_eq!(errors, [format!("error: content/site.toml:{line}: migration page: no doc has the id `moving-off`")]);
}
