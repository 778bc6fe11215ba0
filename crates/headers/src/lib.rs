//! The response headers a built site asks for, by path.
//!
//! The engine knows what the site needs (its inline scripts, which files are
//! content-hashed, what sample previews fetch from other origins), so it derives the
//! headers and writes them into the build as [`FILE_NAME`]; the server reads that file
//! at start, and the README's nginx example mirrors it. A hidden file, so it is never
//! served itself.
//!
//! ```json
//! { "rules": [
//!   { "path": "", "headers": { "Cache-Control": "no-cache" } },
//!   { "path": "assets/", "headers": { "Cache-Control": "public, max-age=31536000, immutable" } },
//!   { "path": "samples/", "documents": true, "headers": { "Content-Security-Policy": "..." } }
//! ] }
//! ```
//!
//! [`policy`] derives the rules from what the site holds.

pub mod policy;

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The file in the root of a built site that holds its [`HeaderRules`].
pub const FILE_NAME: &str = ".headers.json";

/// Which headers go with which files; later rules override earlier ones.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderRules {
    /// The rules, in the order they apply.
    pub rules: Vec<HeaderRule>,
}

/// Headers for the files under one path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderRule {
    /// A prefix of the file's path relative to the site root, without a leading
    /// slash: `assets/` matches every file below `assets`, `""` every file.
    pub path: String,
    /// `Some(true)`: only HTML documents; `Some(false)`: only other files;
    /// `None`: both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documents: Option<bool>,
    /// Header names and values.
    pub headers: BTreeMap<String, String>,
}

impl HeaderRule {
    /// The rule for the files under `path` (see [`HeaderRule::documents`]).
    pub fn new(path: &str, documents: Option<bool>, headers: &[(&str, &str)]) -> HeaderRule {
        HeaderRule {
            path: path.to_string(),
            documents,
            headers: headers.iter().map(|(name, value)| (name.to_string(), value.to_string())).collect(),
        }
    }
}

impl HeaderRules {
    /// The headers of the file at `path` (relative to the site root), in a stable
    /// order: each name once, with the value of the last rule that sets it.
    pub fn for_file(&self, path: &str) -> Vec<(&str, &str)> {
        let document = is_document(path);
        let mut headers: BTreeMap<String, (&str, &str)> = BTreeMap::new();
        for rule in &self.rules {
            if path.starts_with(rule.path.as_str()) && rule.documents.is_none_or(|only| only == document) {
                for (name, value) in &rule.headers {
                    headers.insert(name.to_ascii_lowercase(), (name.as_str(), value.as_str()));
                }
            }
        }
        headers.into_values().collect()
    }

    /// Reads the rules of the built site in `dir`; the error names the file, and the
    /// header when one is not valid in HTTP.
    pub fn read(dir: &Path) -> Result<HeaderRules, String> {
        let path = dir.join(FILE_NAME);
        let text = std::fs::read_to_string(&path).map_err(|err| format!("{}: {err}", path.display()))?;
        let rules: HeaderRules = serde_json::from_str(&text).map_err(|err| format!("{}: {err}", path.display()))?;
        rules.check().map_err(|err| format!("{}: {err}", path.display()))?;
        Ok(rules)
    }

    /// Checks that every name is an HTTP token and every value printable ASCII.
    pub fn check(&self) -> Result<(), String> {
        for (name, value) in self.rules.iter().flat_map(|rule| &rule.headers) {
            let token = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c);
            if name.is_empty() || !name.chars().all(token) {
                return Err(format!("`{name}` is not a valid header name"));
            }
            let printable = |c: char| c == ' ' || c == '\t' || c.is_ascii_graphic();
            if !value.chars().all(printable) || value.trim() != value {
                return Err(format!("the value of `{name}` is not a valid header value"));
            }
        }
        Ok(())
    }

    /// The file's content, pretty-printed for readers of the build.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("header rules serialize") + "\n"
    }
}

/// Whether the file at `path` is an HTML document.
pub fn is_document(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rsplit_once('.').is_some_and(|(_, extension)| extension.eq_ignore_ascii_case("html") || extension.eq_ignore_ascii_case("htm"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> HeaderRules {
        HeaderRules {
            rules: vec![
                HeaderRule::new("", None, &[("Cache-Control", "no-cache")]),
                HeaderRule::new("", Some(true), &[("Content-Security-Policy", "page")]),
                HeaderRule::new("samples/", Some(true), &[("Content-Security-Policy", "preview")]),
                HeaderRule::new("samples/", Some(false), &[("Access-Control-Allow-Origin", "*")]),
                HeaderRule::new("assets/", None, &[("cache-control", "immutable")]),
            ],
        }
    }

    #[test]
    fn later_rules_override_earlier_ones_whatever_the_case_of_the_name() {
        assert_eq!(rules().for_file("assets/main-1.js"), vec![("cache-control", "immutable")]);
        assert_eq!(rules().for_file("docs/index.html"), vec![("Cache-Control", "no-cache"), ("Content-Security-Policy", "page")]);
    }

    #[test]
    fn rules_can_apply_to_documents_only_or_to_other_files_only() {
        assert_eq!(
            rules().for_file("samples/main/Button/Basic/index.html"),
            vec![("Cache-Control", "no-cache"), ("Content-Security-Policy", "preview")]
        );
        assert_eq!(
            rules().for_file("samples/main/Button/Basic/main.js"),
            vec![("Access-Control-Allow-Origin", "*"), ("Cache-Control", "no-cache")]
        );
    }

    #[test]
    fn the_file_round_trips_and_errors_name_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), rules().to_json()).unwrap();
        assert_eq!(HeaderRules::read(dir.path()).unwrap(), rules());
        std::fs::write(dir.path().join(FILE_NAME), "{\"rules\": [{\"path\": 1}]}").unwrap();
        let error = HeaderRules::read(dir.path()).unwrap_err();
        assert!(error.contains(FILE_NAME) && error.contains("line 1"), "{error}");
        std::fs::write(dir.path().join(FILE_NAME), "{\"rules\": [{\"path\": \"\", \"headers\": {\"X-A\": \"a\\nb\"}}]}").unwrap();
        let error = HeaderRules::read(dir.path()).unwrap_err();
        assert!(error.contains(FILE_NAME) && error.contains("`X-A`"), "{error}");
    }
}
