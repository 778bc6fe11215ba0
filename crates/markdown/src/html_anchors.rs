//! Link targets that raw HTML in markdown creates: an element's `id`, and the `name`
//! of an `<a>` (the older way to mark a place, common in pages written for GitHub).

use regex::Regex;
use std::sync::OnceLock;

/// The anchor names `html` defines, in order.
pub(crate) fn anchors(html: &str) -> Vec<String> {
    static TAG: OnceLock<Regex> = OnceLock::new();
    static ATTRIBUTE: OnceLock<Regex> = OnceLock::new();
    let tag = TAG.get_or_init(|| Regex::new(r"<([A-Za-z][\w-]*)(\s[^<>]*)>").expect("tag pattern"));
    let attribute = ATTRIBUTE
        .get_or_init(|| Regex::new(r#"(?:^|\s)(id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))"#).expect("attribute pattern"));
    let mut found = Vec::new();
    for tag_match in tag.captures_iter(html) {
        let is_link = tag_match[1].eq_ignore_ascii_case("a");
        for attr in attribute.captures_iter(&tag_match[2]) {
            if &attr[1] == "name" && !is_link {
                continue;
            }
            let value = attr.get(2).or(attr.get(3)).or(attr.get(4)).map_or("", |m| m.as_str());
            if !value.is_empty() {
                found.push(value.to_string());
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::anchors;

    #[test]
    fn ids_of_any_element_and_names_of_links_are_anchors() {
        let html = r#"<a name="install"></a><div id='setup' class="x"><span id=plain>t</span><input name="field"><section data-id="no">"#;
        assert_eq!(anchors(html), ["install", "setup", "plain"]);
        assert!(anchors("text id=\"loose\" outside a tag").is_empty());
    }
}
