//! YAML front matter at the top of a markdown file.
//!
//! The YAML is read with serde-saphyr: safe Rust, with limits on nesting depth,
//! alias expansion (billion laughs) and size, and a place for every error. Its
//! options keep the YAML 1.2 reading the front matter has always had (see
//! `yaml_options`).

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_saphyr::{Error, Localizer, Location, MergeKeyPolicy, NonFiniteFloatPolicy, RenderOptions, UserMessageFormatter};
use std::borrow::Cow;
use std::path::Path;

use site_diagnostics::Diagnostics;

/// A markdown source split into its front matter and body.
pub struct Split<'a> {
    /// The YAML between the `---` lines, if any.
    pub yaml: Option<&'a str>,
    /// The markdown after the closing `---` (the whole file if there is no front matter).
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
    /// The page's title (default: its first `# ` heading).
    pub title: Option<String>,
    /// The page's name in the sidebar (default: its title).
    pub sidebar_label: Option<String>,
    /// Where the page sits among its siblings in the sidebar (default: by file name).
    pub sidebar_position: Option<f64>,
    /// The route: from the site root if it starts with `/`, else from the doc's folder.
    pub slug: Option<String>,
    /// The page's description, for search engines and link previews.
    pub description: Option<String>,
    /// Words for search engines and the site's search; `keywords:` with no value is none.
    #[serde(default, deserialize_with = "null_as_empty")]
    pub keywords: Vec<String>,
    /// Replaces the file name in the doc's id and default route (no `/` allowed).
    pub id: Option<String>,
    /// Tags, searched like keywords; `tags:` with no value is none.
    #[serde(default, deserialize_with = "null_as_empty")]
    pub tags: Vec<Tag>,
    /// Leaves out the table of contents beside the page.
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
    /// `tags: [setup]`.
    Label(String),
    /// `tags: [{ label: Setup, permalink: /setup }]`.
    Full {
        /// The tag's text.
        label: String,
    },
}

impl Tag {
    /// The tag's text, however it was written.
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

/// Reads a key set to `null` (or to nothing) as its empty default, as a list key
/// written `keywords:` with no items.
fn null_as_empty<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Option::<T>::deserialize(deserializer).map(Option::unwrap_or_default)
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
/// Front matter that is empty or `null` is `T`'s default.
pub fn parse<T: DeserializeOwned + Default>(yaml: Option<&str>, file: &Path, diagnostics: &Diagnostics) -> Option<T> {
    let Some(yaml) = yaml else { return Some(T::default()) };
    if yaml.trim().is_empty() {
        return Some(T::default());
    }
    match serde_saphyr::from_str_with_options::<Option<T>>(yaml, yaml_options()) {
        Ok(value) => Some(value.unwrap_or_default()),
        Err(err) => {
            let line = error_line(&err, yaml);
            let formatter = UserMessageFormatter.with_localizer(&NoLocation);
            let mut render = RenderOptions::default();
            render.formatter = &formatter;
            // Other places a message names (where an alias's anchor is) are file lines.
            render.line_offset = 1;
            let message = err.render_with_options(render);
            diagnostics.error(file, Some(line), format!("front matter: {message}"));
            None
        }
    }
}

/// How front matter is read: serde-saphyr's default limits (nesting depth, aliases,
/// size) with the YAML of serde_yaml, which read it before, so pages keep meaning
/// what they meant: only `true`/`false` are booleans (`yes` is text), `~` in a list
/// of text is the text `~`, `!!binary` is not decoded into text, `<<` is an ordinary
/// key (so an unknown one), a BOM inside the YAML is text, and a list of tags takes
/// numbers written `010` or `1_000` as text.
fn yaml_options() -> serde_saphyr::Options {
    let mut options = serde_saphyr::Options::default();
    // The message names the file and line itself.
    options.with_snippet = false;
    options.strict_booleans = true;
    options.null_as_string = true;
    options.ignore_binary_tag_for_string = true;
    options.merge_keys = MergeKeyPolicy::AsOrdinary;
    options.bom_inside_document_as_content = true;
    options.leading_zero_numbers_as_strings = true;
    options.underscored_numbers_as_strings = true;
    options.non_finite_float_policy = NonFiniteFloatPolicy::PassThrough;
    options
}

/// The file line of an error: the YAML starts on line 2, after the opening `---`.
/// A second document is reported at its marker, where the author ended the front
/// matter without meaning to.
fn error_line(err: &Error, yaml: &str) -> usize {
    match err {
        Error::MultipleDocuments { .. } => second_document_line(yaml),
        _ => err.location().map_or_else(|| second_document_line(yaml), |location| usize::try_from(location.line()).unwrap_or(0) + 1),
    }
}

/// Error wording without the YAML's own `at line L, column C`: the message is
/// prefixed with the file's line instead.
struct NoLocation;

impl Localizer for NoLocation {
    fn attach_location<'a>(&self, base: Cow<'a, str>, _location: Location) -> Cow<'a, str> {
        base
    }

    fn alias_used_at(&self, _used: Location) -> String {
        String::new()
    }
}

/// The file line of the marker that starts a second YAML document (`--- >`, `...`);
/// the opening `---` if none.
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

    /// The one error `parse` reports for `yaml`, as (file line, message).
    fn error_of<T: DeserializeOwned + Default>(yaml: &str) -> (Option<usize>, String) {
        let diagnostics = Diagnostics::default();
        let parsed: Option<T> = parse(Some(yaml), Path::new("a.md"), &diagnostics);
        assert!(parsed.is_none(), "{yaml:?} is an error");
        let all = diagnostics.take();
        assert_eq!(all.len(), 1, "{all:?}");
        (all[0].line, all[0].message.clone())
    }

    #[test]
    fn messages_name_the_file_line_only() {
        let (line, message) = error_of::<DocFrontMatter>("title: [unclosed\n");
        assert_eq!(line, Some(2));
        assert!(message.starts_with("front matter: ") && !message.contains("line"), "{message}");
        let (line, message) = error_of::<DocFrontMatter>("title: A\ndescription: B\ntitle: C\n");
        assert_eq!(line, Some(4), "at the repeated key: {message}");
        assert!(message.contains("title") && !message.contains("Options"), "worded for authors: {message}");
    }

    #[test]
    fn yaml_reads_as_it_did_with_serde_yaml() {
        let (line, _) = error_of::<DocFrontMatter>("title: A\nhide_table_of_contents: yes\n");
        assert_eq!(line, Some(3), "only true and false are booleans");
        let (_, message) = error_of::<DocFrontMatter>("<<: { title: A }\n");
        assert!(message.contains("unknown field `<<`"), "merge keys are plain keys: {message}");
        let yaml = "keywords: [a, ~, 010]\ntags:\ntitle: !!binary aGk=\n";
        let parsed: DocFrontMatter = parse(Some(yaml), Path::new("a.md"), &Diagnostics::default()).unwrap();
        assert_eq!(parsed.keywords, ["a", "~", "010"]);
        assert!(parsed.tags.is_empty(), "a list key without a value is empty");
        assert_eq!(parsed.title.as_deref(), Some("aGk="));
        for empty in ["~\n", "null\n", "# only a comment\n"] {
            let parsed: Option<DocFrontMatter> = parse(Some(empty), Path::new("a.md"), &Diagnostics::default());
            assert_eq!(parsed, Some(DocFrontMatter::default()), "{empty:?}");
        }
    }

    #[test]
    fn alias_bombs_and_deep_nesting_are_errors_not_hangs() {
        // Nine levels of nine aliases each: 9^9 values if expanded.
        let mut bomb = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x]\n");
        for level in 1..=9 {
            let aliases = vec![format!("*a{}", level - 1); 9].join(", ");
            bomb.push_str(&format!("a{level}: &a{level} [{aliases}]\n"));
        }
        let started = std::time::Instant::now();
        let (line, message) = error_of::<serde::de::IgnoredAny>(&bomb);
        assert!(line.is_some(), "{message}");
        let (line, message) = error_of::<serde::de::IgnoredAny>(&format!("{}\n", "[".repeat(100_000)));
        assert!(line.is_some(), "{message}");
        let (line, _) = error_of::<DocFrontMatter>(&format!("title: A\ntags: {}\n", "[".repeat(100_000)));
        assert_eq!(line, Some(3));
        assert!(started.elapsed() < std::time::Duration::from_secs(10), "took {:?}", started.elapsed());
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
