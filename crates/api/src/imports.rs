//! Checks that every `@ui5/...` module a code sample imports exists in the installed
//! packages, so readers never copy an import that cannot resolve.
//!
//! Samples and playground examples run on the site, so every import must resolve.
//! Code blocks in docs teach: one may show a package the site does not install (a
//! tooling package) or a specifier a bundler completes (no `.js`); those warn, but a
//! module an installed package does not have fails, as a reader would hit it too.

use regex::Regex;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use site_diagnostics::Diagnostics;

/// An `@ui5/...` module specifier found in code, with its 1-based line.
#[derive(Debug, PartialEq, Eq)]
pub struct Import {
    /// The module, as written (`@ui5/webcomponents/dist/Button.js`).
    pub specifier: String,
    /// Its line.
    pub line: usize,
}

/// Every `@ui5/...` specifier of an `import`, `export ... from`, `import()` or
/// `require()` in `code`. `first_line` is the file line of the code's first line.
pub fn find(code: &str, first_line: usize) -> Vec<Import> {
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    let pattern = PATTERN.get_or_init(|| {
        Regex::new(r#"(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*["'](@ui5/[^"'\s]+)["']"#).expect("import pattern")
    });
    pattern
        .captures_iter(code)
        .map(|captures| {
            let specifier = captures.get(1).expect("group 1");
            let line = first_line + code[..specifier.start()].matches('\n').count();
            Import { specifier: specifier.as_str().to_string(), line }
        })
        .collect()
}

/// Resolves module specifiers against the installed packages.
pub struct PackageResolver {
    /// `None` when the site has no packages configured.
    node_modules: Option<PathBuf>,
}

impl PackageResolver {
    /// A resolver against the packages in `node_modules`, if the site has any.
    pub fn new(node_modules: Option<PathBuf>) -> Self {
        PackageResolver { node_modules }
    }

    /// `Ok` if `specifier` names a file of an installed package, else why not.
    pub fn resolve(&self, specifier: &str) -> Result<PathBuf, Unresolved> {
        let Some(node_modules) = &self.node_modules else {
            return Err(Unresolved::Missing("no packages are configured in content/site.toml to check it against".into()));
        };
        let mut parts = specifier.splitn(3, '/');
        let (scope, name) = (parts.next().unwrap_or_default(), parts.next().unwrap_or_default());
        let subpath = parts.next().unwrap_or_default();
        let package = format!("{scope}/{name}");
        let package_dir = node_modules.join(&package);
        let manifest = package_dir.join("package.json");
        if !manifest.is_file() {
            return Err(Unresolved::NotInstalled(format!("the package `{package}` is not installed")));
        }
        if subpath.is_empty() {
            return Ok(manifest);
        }
        let file = package_dir.join(subpath);
        if file.is_file() {
            return Ok(file);
        }
        if Path::new(subpath).extension().is_none() && package_dir.join(format!("{subpath}.js")).is_file() {
            return Err(Unresolved::NoExtension(format!(
                "it has no extension; the file is `{specifier}.js`, which a bundler finds but a browser does not"
            )));
        }
        Err(Unresolved::Missing(format!("`{package}` has no file `{subpath}`")))
    }

    /// Reports every unresolvable `@ui5/...` import in `code`, which runs on the site,
    /// as an error of `file`.
    pub fn check_code(&self, code: &str, first_line: usize, file: &Path, diagnostics: &Diagnostics) {
        for import in find(code, first_line) {
            if let Err(unresolved) = self.resolve(&import.specifier) {
                diagnostics.error(file, Some(import.line), format!("import `{}` does not resolve: {}", import.specifier, unresolved.why()));
            }
        }
    }

    /// Reports the `@ui5/...` imports of a code block in a doc: a module an installed
    /// package does not have is an error; a package not installed here, or a specifier
    /// without its extension, a warning.
    pub fn check_snippet(&self, code: &str, first_line: usize, file: &Path, diagnostics: &Diagnostics) {
        for import in find(code, first_line) {
            let line = Some(import.line);
            match self.resolve(&import.specifier) {
                Ok(_) => {}
                Err(Unresolved::Missing(why)) => {
                    diagnostics.error(file, line, format!("import `{}` does not resolve: {why}", import.specifier));
                }
                Err(unresolved @ (Unresolved::NotInstalled(_) | Unresolved::NoExtension(_))) => {
                    let why = unresolved.why();
                    diagnostics.warning(file, line, format!("import `{}` is not checked: {why}", import.specifier));
                }
            }
        }
    }
}

/// Why a specifier does not name a file of the installed packages.
#[derive(Debug)]
pub enum Unresolved {
    /// Its package is not installed here.
    NotInstalled(String),
    /// It names a file of an installed package without the file's `.js`.
    NoExtension(String),
    /// Its installed package has no such file (or there are no packages at all).
    Missing(String),
}

impl Unresolved {
    fn why(&self) -> &str {
        match self {
            Unresolved::NotInstalled(why) | Unresolved::NoExtension(why) | Unresolved::Missing(why) => why,
        }
    }
}

/// Code block languages whose imports are checked.
pub fn is_script_language(lang: &str) -> bool {
    matches!(lang, "js" | "javascript" | "mjs" | "ts" | "typescript" | "jsx" | "tsx" | "html" | "vue" | "svelte")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_static_dynamic_and_require_imports_with_lines() {
        let code = "import \"@ui5/webcomponents/dist/Button.js\";\nimport { setTheme } from '@ui5/webcomponents-base/dist/config/Theme.js';\nconst m = await import(\"@ui5/webcomponents-fiori/dist/ShellBar.js\");\nrequire('@ui5/webcomponents-icons/dist/add.js');\nconst s = \"@ui5/not-an-import\";\n";
        let found = find(code, 10);
        let specs: Vec<_> = found.iter().map(|i| (i.specifier.as_str(), i.line)).collect();
        assert_eq!(
            specs,
            [
                ("@ui5/webcomponents/dist/Button.js", 10),
                ("@ui5/webcomponents-base/dist/config/Theme.js", 11),
                ("@ui5/webcomponents-fiori/dist/ShellBar.js", 12),
                ("@ui5/webcomponents-icons/dist/add.js", 13),
            ]
        );
    }

    #[test]
    fn resolves_files_of_installed_packages_only() {
        let dir = tempfile::tempdir().unwrap();
        let package = dir.path().join("@ui5/webcomponents");
        std::fs::create_dir_all(package.join("dist")).unwrap();
        std::fs::write(package.join("package.json"), "{}").unwrap();
        std::fs::write(package.join("dist/Button.js"), "").unwrap();
        let resolver = PackageResolver::new(Some(dir.path().to_path_buf()));
        assert!(resolver.resolve("@ui5/webcomponents/dist/Button.js").is_ok());
        assert!(resolver.resolve("@ui5/webcomponents").is_ok());
        assert!(matches!(resolver.resolve("@ui5/webcomponents/dist/Nope.js"), Err(Unresolved::Missing(why)) if why.contains("no file")));
        assert!(matches!(resolver.resolve("@ui5/webcomponents/dist/Button"), Err(Unresolved::NoExtension(_))));
        assert!(matches!(resolver.resolve("@ui5/webcomponents/dist/Nope"), Err(Unresolved::Missing(_))));
        assert!(
            matches!(resolver.resolve("@ui5/webcomponents-react"), Err(Unresolved::NotInstalled(why)) if why.contains("not installed"))
        );
    }
}
