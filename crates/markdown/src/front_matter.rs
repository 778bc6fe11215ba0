//! YAML front matter at the top of a markdown file.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::path::Path;

use site_diagnostics::Diagnostics;

/// A markdown source split into its front matter and body.
pub struct Split<'a> {
    /// The YAML between the `---` lines, if any.
    pub yaml: Option<&'a str>,
    pub body: &'a str,
    /// 1-based line of the file on which `body` starts.
    pub body_line: usize,
}

/// Splits `---\n<yaml>\n---\n` off the start of a file.
pub fn split(text: &str) -> Split<'_> {
    let no_front_matter = Split { yaml: None, body: text, body_line: 1 };
    let Some(rest) = text.strip_prefix("---\n").or_else(|| text.strip_prefix("---\r\n")) else {
        return no_front_matter;
    };
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            let yaml = &rest[..offset];
            let body = &rest[offset + line.len()..];
            let body_line = 2 + yaml.lines().count() + 1;
            return Split { yaml: Some(yaml), body, body_line };
        }
        offset += line.len();
    }
    no_front_matter
}

/// The front matter a doc or page may carry: ours, and the Docusaurus keys that have
/// a plain meaning here (authors bring them from the upstream site).
#[derive(Debug, Default, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DocFrontMatter {
    pub title: Option<String>,
    pub sidebar_label: Option<String>,
    pub sidebar_position: Option<f64>,
    /// The route: from the site root if it starts with `/`, else from the doc's folder.
    pub slug: Option<String>,
    pub description: Option<String>,
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Replaces the file name in the doc's id and default route (no `/` allowed).
    pub id: Option<String>,
    #[serde(default)]
    pub tags: Vec<Tag>,
    #[serde(default)]
    pub hide_table_of_contents: bool,
    /// The page's own edit link; `null` removes it.
    #[serde(default, deserialize_with = "present")]
    pub custom_edit_url: Option<Option<String>>,
    /// The doc id of the next page; `null` removes the link.
    #[serde(default, deserialize_with = "present")]
    pub pagination_next: Option<Option<String>>,
    /// The doc id of the previous page; `null` removes the link.
    #[serde(default, deserialize_with = "present")]
    pub pagination_prev: Option<Option<String>>,
    /// How other pages' previous/next links name this page (default: its sidebar label).
    pub pagination_label: Option<String>,
    /// The page's own social card, a file of the static directories.
    pub image: Option<String>,
}

/// A tag: a label, or Docusaurus's `{ label, permalink, description }` (only the label
/// is used: the site has no tag pages).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Tag {
    Label(String),
    Full { label: String },
}

impl Tag {
    pub fn label(&self) -> &str {
        match self {
            Tag::Label(label) | Tag::Full { label, .. } => label,
        }
    }
}

/// Tells a key that is absent (`None`) from one set to `null` (`Some(None)`).
fn present<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// The 1-based file line of each top-level key of a front matter, for messages about
/// a value that parses but is wrong (an unknown doc id, a missing image).
pub fn key_lines(yaml: Option<&str>) -> Vec<(String, usize)> {
    let Some(yaml) = yaml else { return Vec::new() };
    yaml.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with([' ', '\t', '-', '#']))
        .filter_map(|(index, line)| line.split_once(':').map(|(key, _)| (key.trim().to_string(), index + 2)))
        .collect()
}

/// Parses front matter YAML into `T`, reporting errors at their line in `file`.
pub fn parse<T: DeserializeOwned + Default>(yaml: Option<&str>, file: &Path, diagnostics: &Diagnostics) -> Option<T> {
    let Some(yaml) = yaml else { return Some(T::default()) };
    if yaml.trim().is_empty() {
        return Some(T::default());
    }
    match serde_yaml::from_str(yaml) {
        Ok(value) => Some(value),
        Err(err) => {
            // The YAML starts on line 2, after the opening `---`.
            let line = err.location().map(|l| l.line() + 1).or_else(|| Some(second_document_line(yaml)));
            let message = err.to_string();
            let message = message.split(" at line ").next().unwrap_or(&message);
            diagnostics.error(file, line, format!("front matter: {message}"));
            None
        }
    }
}

/// The file line of the marker that starts a second YAML document (`--- >`, `...`),
/// for the one error serde_yaml reports without a place; the opening `---` if none.
fn second_document_line(yaml: &str) -> usize {
    let is_marker = |line: &str| {
        let rest = line.strip_prefix("---").or_else(|| line.strip_prefix("..."));
        rest.is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\t', '\r']))
    };
    yaml.lines().skip(1).position(is_marker).map_or(1, |index| index + 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_front_matter_and_counts_body_line() {
        let split = split("---\ntitle: A\nslug: /x/\n---\n# A\n");
        assert_eq!(split.yaml, Some("title: A\nslug: /x/\n"));
        assert_eq!(split.body, "# A\n");
        assert_eq!(split.body_line, 5);
    }

    #[test]
    fn files_without_front_matter_are_all_body() {
        let split = split("# Title\n---\n");
        assert!(split.yaml.is_none());
        assert_eq!(split.body_line, 1);
    }

    #[test]
    fn docusaurus_keys_are_accepted_and_null_differs_from_absent() {
        let yaml = "id: intro\ntags: [setup, { label: Theming, permalink: /t }]\nhide_table_of_contents: true\ncustom_edit_url: null\npagination_next: guide/start\npagination_label: Intro\n";
        let parsed: DocFrontMatter = parse(Some(yaml), Path::new("a.md"), &Diagnostics::default()).unwrap();
        assert_eq!(parsed.id.as_deref(), Some("intro"));
        let tags: Vec<&str> = parsed.tags.iter().map(Tag::label).collect();
        assert_eq!(tags, ["setup", "Theming"]);
        assert!(parsed.hide_table_of_contents);
        assert_eq!(parsed.custom_edit_url, Some(None), "null removes the link");
        assert_eq!(parsed.pagination_next, Some(Some("guide/start".to_string())));
        assert_eq!(parsed.pagination_prev, None, "absent keeps the sidebar's");
        assert_eq!(parsed.pagination_label.as_deref(), Some("Intro"));
    }

    #[test]
    fn key_lines_point_at_the_file_line() {
        let lines = key_lines(Some("title: A\ntags:\n  - x\npagination_next: b\n"));
        assert_eq!(lines, [("title".to_string(), 2), ("tags".to_string(), 3), ("pagination_next".to_string(), 5)]);
    }

    #[test]
    fn unknown_fields_are_errors_with_a_line() {
        let diagnostics = Diagnostics::default();
        let parsed: Option<DocFrontMatter> = parse(Some("title: A\ntitel: B\n"), Path::new("a.md"), &diagnostics);
        assert!(parsed.is_none());
        let all = diagnostics.take();
        assert_eq!(all[0].line, Some(3));
        assert!(all[0].message.contains("titel"), "{}", all[0].message);
    }

    #[test]
    fn a_second_document_is_an_error_at_its_marker() {
        for (yaml, line) in [("title: A\nslug: /x/\n--- >\n  text\n", 4), ("title: A\n...\ntitle: B\n", 3)] {
            let diagnostics = Diagnostics::default();
            let parsed: Option<DocFrontMatter> = parse(Some(yaml), Path::new("a.md"), &diagnostics);
            assert!(parsed.is_none());
            let all = diagnostics.take();
            assert_eq!(all[0].line, Some(line), "{yaml:?}: {}", all[0].message);
        }
    }
}
