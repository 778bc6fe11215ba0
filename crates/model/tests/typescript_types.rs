//! The TypeScript the app shares with the engine is generated from the Rust (`make
//! types`): this fails when a committed file and the Rust disagree.

use std::path::Path;

#[test]
fn the_generated_typescript_matches_the_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (path, generated) in site_model::typescript::generated_files() {
        let file = root.join(path);
        if std::env::var_os("UPDATE_TYPES").is_some() {
            std::fs::write(&file, &generated).expect("write the generated file");
            continue;
        }
        let committed = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(committed == generated, "{path} is out of date with the Rust: run `make types` and commit it");
    }
}
