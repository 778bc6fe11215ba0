//! Changes of the packages as a whole: the themes and icons 2.x no longer has, read
//! from both versions' package folders, and the curated `[[framework]]` entries
//! (modules that go, and what to do about each of these), checked against the same
//! folders.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use site_diagnostics::Diagnostics;

use crate::changes::{Change, FrameworkChange, Item};
use crate::curated::{FrameworkEntry, Origin};

/// The package that holds the themes.
const THEMING: &str = "@ui5/webcomponents-theming";
/// Where a theming package keeps one folder per theme.
const THEMES_DIR: &str = "dist/generated/themes";
/// The icon packages, whose icons are modules of their own.
pub const ICON_PACKAGES: [&str; 3] =
    ["@ui5/webcomponents-icons", "@ui5/webcomponents-icons-tnt", "@ui5/webcomponents-icons-business-suite"];

/// Where each version's packages are.
pub struct PackageDirs<'a> {
    /// The folder 1.24's packages are installed in (`web/node_modules`).
    pub v1_node_modules: &'a Path,
    /// The folders of 2.x's packages, by package name; its dependencies (the
    /// theming and icon packages) are found as Node finds them from these.
    pub v2_packages: BTreeMap<String, PathBuf>,
}

impl PackageDirs<'_> {
    /// The 1.24 folder of `package`.
    pub fn v1(&self, package: &str) -> PathBuf {
        self.v1_node_modules.join(package)
    }

    /// The 2.x folder of `package`: one of the installed three, or a dependency of
    /// theirs installed beside them, if its version is a 2.x one.
    pub fn v2(&self, package: &str) -> Option<PathBuf> {
        if let Some(dir) = self.v2_packages.get(package) {
            return Some(dir.clone());
        }
        self.v2_packages.values().map(|dir| dir.join("node_modules").join(package)).find(|dir| major_version(dir) == Some(2))
    }
}

/// The major version in a package folder's `package.json`.
fn major_version(dir: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(dir.join("package.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json.get("version")?.as_str()?.split('.').next()?.parse().ok()
}

/// The names of the folders in `dir`, or of its files with `extension` (stems).
fn names_in(dir: &Path, extension: Option<&str>) -> BTreeSet<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return BTreeSet::new() };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let path = entry.path();
            match extension {
                None => path.is_dir().then(|| entry.file_name().to_string_lossy().into_owned()),
                Some(ext) => (path.extension().is_some_and(|e| e == ext))
                    .then(|| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
                    .flatten(),
            }
        })
        .collect()
}

/// The themes of a theming package.
fn themes(package_dir: &Path) -> BTreeSet<String> {
    names_in(&package_dir.join(THEMES_DIR), None)
}

/// The icons of an icon package: the modules of its icon-set folders (`dist/v5/`).
fn icons(package_dir: &Path) -> BTreeSet<String> {
    names_in(&package_dir.join("dist"), None)
        .into_iter()
        .filter(|set| set.starts_with('v'))
        .flat_map(|set| names_in(&package_dir.join("dist").join(set), Some("js")))
        .collect()
}

/// What the package folders show 2.x drops: (package, item, name).
fn derived_removals(dirs: &PackageDirs) -> Vec<(String, Item, String)> {
    let mut removed = Vec::new();
    if let Some(v2) = dirs.v2(THEMING) {
        let kept = themes(&v2);
        removed.extend(themes(&dirs.v1(THEMING)).into_iter().filter(|t| !kept.contains(t)).map(|t| (THEMING.to_string(), Item::Theme, t)));
    }
    for package in ICON_PACKAGES {
        let Some(v2) = dirs.v2(package) else { continue };
        let kept = icons(&v2);
        removed.extend(icons(&dirs.v1(package)).into_iter().filter(|i| !kept.contains(i)).map(|i| (package.to_string(), Item::Icon, i)));
    }
    removed
}

/// The framework-level changes: every derived removal, with a curated entry's advice
/// where one is written, and every curated module entry. An entry that names what
/// 1.24 does not have, or what 2.x still has, is an error at its line.
pub fn changes(entries: &[(FrameworkEntry, Origin)], dirs: &PackageDirs, diagnostics: &Diagnostics) -> Vec<FrameworkChange> {
    let derived = derived_removals(dirs);
    let mut advice: BTreeMap<(String, Item, String), &FrameworkEntry> = BTreeMap::new();
    let mut modules = Vec::new();
    for (entry, origin) in entries {
        match check(entry, dirs, &derived) {
            Ok((Item::Module, name)) => modules.push((entry, name)),
            Ok((item, name)) => {
                advice.insert((entry.package.clone(), item, name), entry);
            }
            Err(problem) => diagnostics.error(&origin.file, Some(origin.line), problem),
        }
    }
    let mut changes: Vec<FrameworkChange> = modules
        .into_iter()
        .map(|(entry, module)| FrameworkChange {
            package: entry.package.clone(),
            change: Change {
                item: Item::Module,
                old: format!("`{}/{module}`", entry.package),
                new: entry.becomes.as_ref().map(|b| format!("`{}/{b}`", entry.package)),
                todo: entry.todo.clone(),
                mechanical: false,
            },
        })
        .collect();
    for (package, item, name) in derived {
        let entry = advice.get(&(package.clone(), item, name.clone()));
        let what = if item == Item::Theme { "theme" } else { "icon" };
        let todo = entry.map(|e| e.todo.clone()).unwrap_or_else(|| format!("Version 2 has no {what} `{name}`: choose another."));
        let new = entry.and_then(|e| e.becomes.as_ref()).map(|b| format!("`{b}`"));
        changes.push(FrameworkChange { package, change: Change { item, old: format!("`{name}`"), new, todo, mechanical: false } });
    }
    changes
}

/// What an entry names, checked: its kind and name.
fn check(entry: &FrameworkEntry, dirs: &PackageDirs, derived: &[(String, Item, String)]) -> Result<(Item, String), String> {
    let package = &entry.package;
    let v1 = dirs.v1(package);
    if !v1.join("package.json").is_file() {
        return Err(format!("`{package}` is not a package of 1.24 installed here"));
    }
    let named: Vec<(Item, &String)> = [(Item::Module, &entry.module), (Item::Theme, &entry.theme), (Item::Icon, &entry.icon)]
        .into_iter()
        .filter_map(|(i, n)| n.as_ref().map(|n| (i, n)))
        .collect();
    let [(item, name)] = named.as_slice() else {
        return Err("a framework entry names exactly one of `module`, `theme` or `icon`".into());
    };
    let Some(v2) = dirs.v2(package) else {
        return Err(format!("`{package}` of 2.x is not installed here, so the entry cannot be checked"));
    };
    match item {
        Item::Module => {
            if !v1.join(name).is_file() {
                return Err(format!("`{package}` has no module `{name}` in 1.24"));
            }
            if v2.join(name).is_file() {
                return Err(format!("`{package}` still has the module `{name}` in 2.x"));
            }
            if let Some(new) = &entry.becomes {
                if !v2.join(new).is_file() {
                    return Err(format!("`{package}` has no module `{new}` in 2.x"));
                }
            }
        }
        _ => {
            let what = if *item == Item::Theme { "theme" } else { "icon" };
            if !derived.iter().any(|(p, i, n)| p == package && i == item && n == *name) {
                return Err(format!("`{package}` does not drop the {what} `{name}` in 2.x (it is not in 1.24, or 2.x still has it)"));
            }
            if let Some(new) = &entry.becomes {
                let exists = if *item == Item::Theme { themes(&v2).contains(new) } else { icons(&v2).contains(new) };
                if !exists {
                    return Err(format!("`{package}` has no {what} `{new}` in 2.x"));
                }
            }
        }
    }
    Ok((*item, (*name).clone()))
}
