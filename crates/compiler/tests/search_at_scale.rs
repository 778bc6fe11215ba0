//! The search of a large site: what a reader downloads at the first interaction, and
//! over a session of queries, must not grow with the site. The fixture grown by 5,000
//! generated pages (`bench/scale/add_pages.py`, the generator of `make bench-scale`),
//! built by the engine with the real search core.

mod common;

use common::Fixture;
use site_compiler::build;
use site_search::typing::{type_queries, Pauses};
use site_search::Engine;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Pages added to the fixture.
const PAGES: usize = 5_000;
/// The most the search may download at a reader's first interaction on such a site:
/// the core and the two search files, as the server sends them.
const FIRST_INTERACTION_BUDGET: u64 = 150 * 1024;
/// The most it may download for a session of five queries typed key by key (the
/// first interaction's files included).
const SESSION_BUDGET: u64 = 200 * 1024;
/// The session's queries: not those of the scale bench, which reports the same.
const SESSION: [&str; 5] = ["busy indicator", "value state", "form layout", "right to left", "icon size"];

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The bytes the server sends for a built file: its brotli copy's, where it has one.
fn sent_bytes(path: &Path) -> u64 {
    let brotli = PathBuf::from(format!("{}.br", path.display()));
    let sent = if brotli.is_file() { brotli } else { path.to_path_buf() };
    std::fs::metadata(&sent).unwrap_or_else(|err| panic!("{}: {err}", sent.display())).len()
}

#[test]
fn a_site_of_5000_more_pages_downloads_as_little_search_at_the_first_interaction_and_in_a_session() {
    // Packages, as the generated pages import components.
    let fixture = Fixture::with_installed_packages();
    let generated = fixture.root().join("content/docs/generated");
    let status = Command::new("python3")
        .arg(repository().join("bench/scale/add_pages.py"))
        .arg(repository().join("content/docs"))
        .arg(&generated)
        .arg(PAGES.to_string())
        .status()
        .expect("python3 runs the page generator");
    assert!(status.success(), "the page generator failed");
    // The real core, built by `make wasm`, in place of the fixture's stand-in.
    let core = repository().join("web/generated/search-core.wasm");
    let core_bytes = std::fs::read(&core).unwrap_or_else(|err| panic!("{}: {err} (run `make wasm`)", core.display()));
    std::fs::write(fixture.root().join("web-dist/assets/search-core-abc123.wasm"), core_bytes).unwrap();

    let report = build(&fixture.options()).expect("the grown site builds");
    assert!(report.pages > PAGES, "{} pages built", report.pages);
    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    let (docs, index) = (site["search"]["docs"].as_str().unwrap(), site["search"]["index"].as_str().unwrap());
    let first = [docs, index, "assets/search-core-abc123.wasm"].iter().map(|file| sent_bytes(&fixture.out().join(file))).sum::<u64>();
    assert!(first <= FIRST_INTERACTION_BUDGET, "{first} bytes at the first interaction, over {FIRST_INTERACTION_BUDGET}");
    let mut typing = Engine::load(&fixture.output(index), &fixture.output(docs)).unwrap();
    let fetch = |_: &str, name: &str| Ok((fixture.output(name), sent_bytes(&fixture.out().join(name))));
    let fetched = type_queries(&mut typing, &SESSION, Pauses::AtEachQuery, fetch).unwrap();
    let session = first + fetched.last().unwrap();
    assert!(session <= SESSION_BUDGET, "{session} bytes for the session {SESSION:?}, over {SESSION_BUDGET}");

    // The generated pages are searched: the files a query names find them.
    let mut engine = Engine::load(&fixture.output(index), &fixture.output(docs)).unwrap();
    let (query, limit) = ("component properties", engine.options().max_hits);
    // Each round loads the parts of the records ranked first: the generated pages' long
    // page titles, which the postings do not count the words of, take a few.
    for _ in 0..20 {
        for name in engine.search(query, limit).missing {
            engine.add_file(&name, &fixture.output(&name)).unwrap();
        }
    }
    let answer = engine.search(query, limit);
    assert!(answer.missing.is_empty() && answer.results.len() == limit, "{answer:?}");
    assert!(answer.results.iter().any(|result| result.url.contains("/generated/")), "{answer:?}");
    // An exact count loads the common words' tails whole (the answer loads only the
    // pages of them that may change its first results).
    for _ in 0..20 {
        for name in engine.search_with_total(query, limit).missing {
            engine.add_file(&name, &fixture.output(&name)).unwrap();
        }
    }
    let counted = engine.search_with_total(query, limit);
    assert!(counted.total_exact && counted.total > 1000, "the generated pages are found: {} results", counted.total);
    assert_eq!(counted.results, answer.results, "the same first results");
}
