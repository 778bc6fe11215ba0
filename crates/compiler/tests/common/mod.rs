//! The fixture site (tests/fixtures/site), copied for each test so it can change it.

#![allow(dead_code)] // Each test file uses its own share of these helpers.

use site_compiler::{BuildOptions, Diagnostic, Project, Severity};
use std::fs;
use std::path::{Path, PathBuf};

/// A copy of the fixture in a temporary directory, so tests can change it.
pub(crate) struct Fixture {
    pub dir: tempfile::TempDir,
}

impl Fixture {
    pub(crate) fn new() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site"), dir.path());
        Fixture { dir }
    }

    /// The fixture, documenting the packages installed for the front end.
    pub(crate) fn with_installed_packages() -> Fixture {
        let fixture = Fixture::new();
        let node_modules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/node_modules");
        assert!(node_modules.join("@ui5/webcomponents/package.json").is_file(), "run `npm ci` in web/ (make test does)");
        let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
        let packages = format!("{config}\n[packages]\nnode_modules = {:?}\n", node_modules.canonicalize().unwrap().display().to_string());
        fixture.write("content/site.toml", &packages);
        fixture
    }

    pub(crate) fn root(&self) -> &Path {
        self.dir.path()
    }

    pub(crate) fn out(&self) -> PathBuf {
        self.root().join("build")
    }

    pub(crate) fn options(&self) -> BuildOptions {
        BuildOptions { project: Project::new(self.root()), out_dir: self.out(), web_dist: self.root().join("web-dist"), live_reload: false }
    }

    pub(crate) fn write(&self, path: &str, text: &str) {
        let file = self.root().join(path);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }

    /// Changes the configuration: replaces `from` (which must be there) by `to`.
    pub(crate) fn edit_config(&self, from: &str, to: &str) {
        let config = fs::read_to_string(self.root().join("content/site.toml")).unwrap();
        assert!(config.contains(from), "the fixture configuration has no `{from}`");
        self.write("content/site.toml", &config.replacen(from, to, 1));
    }

    /// A page's data, as the app reads it.
    pub(crate) fn page_data(&self, route: &str) -> serde_json::Value {
        serde_json::from_str(&self.output(&format!("data/{route}index.json"))).unwrap()
    }

    pub(crate) fn output(&self, path: &str) -> String {
        fs::read_to_string(self.out().join(path)).unwrap_or_else(|err| panic!("{path}: {err}"))
    }
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            fs::create_dir_all(&target).unwrap();
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

pub(crate) fn errors(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().filter(|d| d.severity == Severity::Error).map(|d| d.to_string()).collect()
}

pub(crate) fn warnings(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().filter(|d| d.severity == Severity::Warning).map(|d| d.to_string()).collect()
}
