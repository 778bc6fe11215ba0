//! The site's own copy of the component packages (`local-cdn/`): the packages' `dist`
//! folders as published, with the `72` fonts, so nothing is loaded from outside the
//! site. Sample and playground previews load the modules pre-bundled
//! (`packages_bundle`) and the theme, translation and locale data (JSON) from here,
//! so only the JSON gets compressed copies: the modules (over 4,000 files, 36 MB)
//! stay for readers who import them by hand and would double a cold build's
//! compression work for files no page of the site loads.
//! Two adjustments make the copy work natively in browsers:
//! - the packages import their JSON assets as modules, which browsers accept only
//!   with an import attribute, so those imports get `with { type: "json" }`;
//! - the default font face points at a public CDN, so it points here instead.

use regex::Regex;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use site_output::Output;

/// Where the copy is served, relative to the site root.
pub const DIR: &str = "local-cdn";

/// The packages copied, each with its `dist` folder.
pub const PACKAGES: [&str; 8] = [
    "@ui5/webcomponents",
    "@ui5/webcomponents-base",
    "@ui5/webcomponents-fiori",
    "@ui5/webcomponents-icons",
    "@ui5/webcomponents-icons-tnt",
    "@ui5/webcomponents-icons-business-suite",
    "@ui5/webcomponents-theming",
    "@ui5/webcomponents-localization",
];

/// The theme previews start in unless the reader chose another: the library's default.
const DEFAULT_THEME: &str = "sap_horizon";

/// The theme data a preview loads as it starts in the default theme, relative to the
/// site root: each package's parameters for it, which the packages' `Assets.js` load
/// from this copy (those `exists` finds). The static module graph does not name it.
pub fn default_theme_data(exists: impl Fn(&Path) -> bool) -> Vec<String> {
    PACKAGES
        .iter()
        .map(|package| format!("{DIR}/{package}/dist/generated/assets/themes/{DEFAULT_THEME}/parameters-bundle.css.json"))
        .filter(|path| exists(Path::new(path)))
        .collect()
}

/// Third-party modules the packages import, and the files of each that browsers need.
const DEPENDENCIES: [(&str, &[&str]); 2] = [("lit-html", &["*.js", "directives/*.js"]), ("@zxing/library", &["umd/index.min.js"])];

/// The `72` font files, from the theming base content.
const FONTS_DIR: &str = "@sap-theming/theming-base-content/content/Base/baseLib/baseTheme/fonts";

/// The public CDN folder the base package loads its fonts from.
const CDN_FONT_URL: &str = "https://sdk.openui5.org/resources/sap/ui/core/themes/sap_horizon/fonts/";

/// The file that declares the font faces.
const FONT_FACE_MODULE: &str = "@ui5/webcomponents-base/dist/generated/css/FontFace.css.js";

/// Every file of the local CDN.
pub fn outputs(node_modules: &Path, base_url: &str) -> anyhow::Result<Vec<Output>> {
    let mut outputs = Vec::new();
    for package in PACKAGES {
        let package_dir = node_modules.join(package);
        if !package_dir.join("package.json").is_file() {
            anyhow::bail!("{}: the package is not installed (run `npm ci` in web/)", package_dir.display());
        }
        outputs.push(Output::copy(cdn_path(package, "package.json"), package_dir.join("package.json")));
        for file in files(&package_dir.join("dist"), |name| name.ends_with(".js") || name.ends_with(".json")) {
            let relative = file.strip_prefix(&package_dir).unwrap_or(&file).to_string_lossy().replace('\\', "/");
            let module = format!("{package}/{relative}");
            let output = cdn_path(package, &relative);
            let output = if relative.contains("/json-imports/") {
                let text = read(&file)?;
                Output::bytes(output, with_json_import_attributes(&text))
            } else if module == FONT_FACE_MODULE {
                let text = read(&file)?;
                let fonts = format!("{base_url}{DIR}/fonts/");
                Output::bytes(output, text.replace(CDN_FONT_URL, &fonts))
            } else {
                Output::copy(output, file)
            };
            outputs.push(if relative.ends_with(".js") { output.without_compressed_copies() } else { output });
        }
    }
    for (dependency, patterns) in DEPENDENCIES {
        let dir = node_modules.join(dependency);
        for pattern in patterns {
            let (folder, suffix) = pattern.rsplit_once('/').map_or(("", *pattern), |(f, s)| (f, s));
            let suffix = suffix.trim_start_matches('*');
            let listed = std::fs::read_dir(dir.join(folder))
                .map_err(|err| anyhow::anyhow!("{}: {err} (run `npm ci` in web/)", dir.join(folder).display()))?;
            let mut names: Vec<PathBuf> = listed.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_file()).collect();
            names.sort();
            for file in names.into_iter().filter(|p| p.to_string_lossy().ends_with(suffix)) {
                let relative = file.strip_prefix(&dir).unwrap_or(&file).to_string_lossy().replace('\\', "/");
                outputs.push(Output::copy(cdn_path(dependency, &relative), file).without_compressed_copies());
            }
        }
    }
    for font in files(&node_modules.join(FONTS_DIR), |name| name.ends_with(".woff2")) {
        let name = font.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        outputs.push(Output::copy(format!("{DIR}/fonts/{name}"), font));
    }
    Ok(outputs)
}

fn cdn_path(package: &str, relative: &str) -> String {
    format!("{DIR}/{package}/{relative}")
}

fn read(file: &Path) -> anyhow::Result<String> {
    std::fs::read_to_string(file).map_err(|err| anyhow::anyhow!("{}: {err}", file.display()))
}

fn files(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter(|e| e.file_name().to_str().is_some_and(|name| !name.ends_with(".d.ts") && keep(name)))
        .map(|e| e.into_path())
        .collect()
}

/// Adds `with { type: "json" }` to static and dynamic imports of `.json` files.
pub fn with_json_import_attributes(source: &str) -> String {
    static DYNAMIC: OnceLock<Regex> = OnceLock::new();
    static STATIC: OnceLock<Regex> = OnceLock::new();
    let dynamic = DYNAMIC.get_or_init(|| Regex::new(r#"(import\((?:/\*[^*]*\*/\s*)?"[^"]+\.json")\)"#).expect("pattern"));
    let fixed = STATIC.get_or_init(|| Regex::new(r#"(from\s+"[^"]+\.json")\s*;"#).expect("pattern"));
    let source = dynamic.replace_all(source, r#"$1, { with: { type: "json" } })"#);
    fixed.replace_all(&source, r#"$1 with { type: "json" };"#).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_theme_data_is_each_packages_that_ships_it() {
        let data = default_theme_data(|path| path.to_string_lossy().contains("webcomponents-fiori/"));
        assert_eq!(data, ["local-cdn/@ui5/webcomponents-fiori/dist/generated/assets/themes/sap_horizon/parameters-bundle.css.json"]);
    }

    #[test]
    fn only_the_json_data_gets_compressed_copies() {
        let node_modules = tempfile::tempdir().unwrap();
        let put = |path: &str| {
            let file = node_modules.path().join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, "{}").unwrap();
        };
        for package in PACKAGES {
            put(&format!("{package}/package.json"));
            put(&format!("{package}/dist/Module.js"));
            put(&format!("{package}/dist/generated/assets/data.json"));
        }
        put("lit-html/lit-html.js");
        put("lit-html/directives/class-map.js");
        put("@zxing/library/umd/index.min.js");
        put(&format!("{FONTS_DIR}/72-Regular.woff2"));
        let outputs = outputs(node_modules.path(), "/base/").unwrap();
        let compressed = |suffix: &str| {
            let matching: Vec<&Output> = outputs.iter().filter(|o| o.path.to_string_lossy().ends_with(suffix)).collect();
            assert!(!matching.is_empty(), "{suffix}");
            matching.iter().all(|o| o.compression != site_output::Compression::None)
        };
        assert!(compressed("data.json") && compressed("package.json"));
        assert!(!compressed("Module.js") && !compressed("lit-html.js") && !compressed("index.min.js"));
    }

    #[test]
    fn json_imports_get_import_attributes() {
        let source = "const a = (await import(/* webpackChunkName: \"x\" */ \"../assets/a.json\")).default;\nimport b from \"../assets/b.json\";\nimport c from \"./c.js\";";
        let out = with_json_import_attributes(source);
        assert!(out.contains(r#"import(/* webpackChunkName: "x" */ "../assets/a.json", { with: { type: "json" } })"#), "{out}");
        assert!(out.contains(r#"import b from "../assets/b.json" with { type: "json" };"#), "{out}");
        assert!(out.contains(r#"import c from "./c.js";"#));
    }
}
