//! The app's page-data types are generated from the engine's (`make types`): this fails
//! when the committed file and the Rust types disagree.

use std::path::Path;

#[test]
fn the_generated_typescript_types_match_the_rust_types() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(site_model::typescript::PAGE_DATA_TYPES);
    let generated = site_model::typescript::page_data_types();
    if std::env::var_os("UPDATE_TYPES").is_some() {
        std::fs::write(&file, &generated).expect("write the generated types");
        return;
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is out of date with the Rust types: run `make types` and commit it",
        site_model::typescript::PAGE_DATA_TYPES
    );
}
