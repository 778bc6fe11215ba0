//! A reader typing queries into the search box, key by key, as a model of what the box
//! downloads (for the benches and the budget tests; the box itself is the app's): each
//! key's answer, with what it names as missing fetched until it is ranked, and once the
//! reader pauses, until it names nothing, the results' texts included.

use std::collections::HashSet;

use crate::Engine;

/// More rounds than any answer takes: a search that needs more is broken.
const MAX_ROUNDS: usize = 20;

/// When the reader pauses long enough for the box to fetch the results' texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pauses {
    /// At the end of each query only: a reader typing faster than the box waits.
    AtEachQuery,
    /// At every key.
    AtEveryKey,
}

/// Types `queries` into `engine`, key by key. `fetch` gets the query typed so far and
/// the name of a file an answer names as missing, and returns the file's text and the
/// bytes it costs; the file is then added to the engine. Returns the bytes fetched
/// after each query, counted from the first.
pub fn type_queries(
    engine: &mut Engine,
    queries: &[&str],
    pauses: Pauses,
    mut fetch: impl FnMut(&str, &str) -> Result<(String, u64), String>,
) -> Result<Vec<u64>, String> {
    let limit = engine.options().max_hits;
    let mut loaded: HashSet<String> = HashSet::new();
    let mut total = 0;
    let mut after_each = Vec::with_capacity(queries.len());
    for query in queries {
        let typed: Vec<char> = query.chars().collect();
        for end in 1..=typed.len() {
            let prefix: String = typed[..end].iter().collect();
            let paused = pauses == Pauses::AtEveryKey || end == typed.len();
            for round in 0.. {
                let response = engine.search(&prefix, limit);
                let missing: Vec<String> = response.missing.into_iter().filter(|name| !loaded.contains(name)).collect();
                if missing.is_empty() || (response.ranked && !paused) {
                    break;
                }
                if round == MAX_ROUNDS {
                    return Err(format!("{prefix:?} still names files after {MAX_ROUNDS} rounds"));
                }
                for name in missing {
                    let (text, bytes) = fetch(&prefix, &name)?;
                    engine.add_file(&name, &text)?;
                    total += bytes;
                    loaded.insert(name);
                }
            }
        }
        after_each.push(total);
    }
    Ok(after_each)
}
