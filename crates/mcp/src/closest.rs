//! The names closest to a name that is not there: what an agent most likely meant,
//! for the error results and findings that name what exists instead.

/// How many names are offered at most.
pub(crate) const OFFERED: usize = 5;

/// Up to `count` of `candidates` closest to `wanted`, ignoring case: those that contain
/// it (`ui5-toggle-button` for `button`) first, then those about as few edits away as
/// the nearest one (a slip of the keyboard), nearest first. Names that differ in more
/// than a third of their letters are no slip, and left out. (A name that `wanted`
/// contains is no hint: `docs/` is in every docs page's path.)
pub(crate) fn closest<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>, count: usize) -> Vec<&'a str> {
    let wanted = wanted.trim().to_lowercase();
    if wanted.is_empty() {
        return Vec::new();
    }
    let mut related = Vec::new();
    let mut near = Vec::new();
    for candidate in candidates.into_iter().filter(|c| !c.is_empty()) {
        let lower = candidate.to_lowercase();
        let distance = strsim::levenshtein(&wanted, &lower);
        if lower.contains(&wanted) {
            related.push((distance, candidate));
        } else if distance <= wanted.chars().count().max(lower.chars().count()) / 3 {
            near.push((distance, candidate));
        }
    }
    let nearest = near.iter().map(|(distance, _)| *distance).min().unwrap_or(0);
    near.retain(|(distance, _)| *distance <= nearest + 1);
    related.sort();
    near.sort();
    let mut names: Vec<&str> = related.into_iter().chain(near).map(|(_, name)| name).collect();
    names.dedup();
    names.truncate(count);
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_contain_the_word_come_first_then_the_nearest_typos() {
        let names = ["ui5-button", "ui5-toggle-button", "ui5-bar", "ui5-card", "ui5-input", ""];
        assert_eq!(closest("ui5-buton", names, 3), ["ui5-button"]);
        assert_eq!(closest("BUTTON", names, 5), ["ui5-button", "ui5-toggle-button"]);
        assert_eq!(closest("ui5-cart", names, 5), ["ui5-card", "ui5-bar"]);
        assert!(closest("completely-unrelated-words", names, 3).is_empty());
        assert!(closest("", names, 3).is_empty(), "an empty name is close to nothing");
        let routes = ["docs/", "docs/advanced/", "docs/advanced/configuration/", "docs/advanced/scoping/"];
        assert_eq!(closest("docs/advanced/configration", routes, 3), ["docs/advanced/configuration/"]);
    }
}
