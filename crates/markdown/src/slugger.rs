//! Heading ids in the GitHub style: lower case, punctuation dropped, spaces to
//! hyphens, and repeats made unique with `-1`, `-2`, ...

use std::collections::HashMap;

/// Gives the headings of one page their ids, each id once.
#[derive(Default)]
pub struct Slugger {
    seen: HashMap<String, usize>,
}

impl Slugger {
    /// A unique id for `text` within this page.
    pub fn slug(&mut self, text: &str) -> String {
        let base = slugify(text);
        self.unique(base)
    }

    /// Reserves an id chosen by the author (`{#id}`), so later slugs avoid it.
    pub fn reserve(&mut self, id: &str) -> String {
        self.unique(id.to_string())
    }

    fn unique(&mut self, base: String) -> String {
        let mut candidate = base.clone();
        while self.seen.contains_key(&candidate) {
            let count = self.seen.get_mut(&base).expect("base was seen first");
            *count += 1;
            candidate = format!("{base}-{count}");
        }
        self.seen.insert(candidate.clone(), 0);
        candidate
    }
}

/// The GitHub-style id for a heading's text, before it is made unique.
pub fn slugify(text: &str) -> String {
    text.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_like_github() {
        assert_eq!(slugify("Using Icons"), "using-icons");
        assert_eq!(slugify("What's `setTheme()`?"), "whats-settheme");
        assert_eq!(slugify("RTL & Compact"), "rtl--compact");
    }

    #[test]
    fn repeats_get_numbered() {
        let mut slugger = Slugger::default();
        assert_eq!(slugger.slug("Example"), "example");
        assert_eq!(slugger.slug("Example"), "example-1");
        assert_eq!(slugger.slug("Example"), "example-2");
        assert_eq!(slugger.reserve("example-3"), "example-3");
        assert_eq!(slugger.slug("Example"), "example-4");
    }
}
