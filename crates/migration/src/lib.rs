//! The move from UI5 Web Components 1.24 to 2.x, derived from the packages: both
//! versions' custom-elements manifests compared ([`diff`]), with the curated entries
//! that say what a program cannot tell ([`curated`], checked by [`check`]), the
//! packages' framework-level changes ([`framework`]), and the converter's rules that
//! follow from them ([`converter_rules`]). The changes themselves, as data, are
//! [`changes`].

pub mod changes;
pub mod check;
pub mod converter_rules;
pub mod curated;
pub mod diff;
pub mod framework;
pub mod versions;

use std::path::{Path, PathBuf};

use site_api::declared::ApiModel;
use site_api::Library;
use site_converter::Rules;
use site_diagnostics::Diagnostics;

pub use changes::Migration;
pub use framework::PackageDirs;

/// The migration and the converter's rules.
pub struct Derived {
    /// Every change, for the pages.
    pub migration: Migration,
    /// What the converter does.
    pub rules: Rules,
}

/// Where the sources of the migration are.
pub struct Sources<'a> {
    /// The project's root, for messages.
    pub root: &'a Path,
    /// Where 1.24's packages are installed.
    pub v1_node_modules: &'a Path,
    /// The folder of each 2.x package the manifests are read from.
    pub v2_packages: Vec<(Library, PathBuf)>,
    /// The folder of the curated entries (`content/migration/`).
    pub curated_dir: &'a Path,
}

/// Reads 2.x's manifests and the curated entries, checks the entries, and derives
/// the migration from the 1.24 API `v1`. `None` when 2.x's manifests cannot be read;
/// every problem is in `diagnostics`.
pub fn derive(sources: &Sources, v1: &ApiModel, diagnostics: &Diagnostics) -> Option<Derived> {
    let v2 = site_api::load_packages(sources.root, &sources.v2_packages, diagnostics)?;
    let curated = curated::Curated::load(sources.root, sources.curated_dir, diagnostics);
    let index = check::check(&curated, v1, &v2, diagnostics);
    let versions = versions::Versions { v1, v2: &v2, curated: &index };
    let events = diff::EventRenames::new(&versions);
    let mut migration = diff::derive(&versions, &events);
    let dirs = PackageDirs {
        v1_node_modules: sources.v1_node_modules,
        v2_packages: sources.v2_packages.iter().map(|(library, dir)| (library.package().to_string(), dir.clone())).collect(),
    };
    migration.framework = framework::changes(&curated.framework, &dirs, diagnostics);
    let rules = converter_rules::rules(&migration, &versions, &events, &dirs);
    Some(Derived { migration, rules })
}
