//! The search's relevance suite: queries a reader would type, each with the page or
//! section that must come among the first results, run against the real site (its
//! content and the installed component packages) through the search files the
//! build writes.

use serde::Deserialize;
use site_compiler::{compile, Diagnostics, Project};
use site_model::routes::{route_url, PageKind};
use site_output::Spill;
use site_search::Engine;
use std::collections::HashMap;
use std::path::Path;
use std::sync::OnceLock;

#[derive(Deserialize)]
struct Suite {
    top: usize,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    query: String,
    expect: String,
    kind: String,
    /// The expected result must come first.
    #[serde(default)]
    first: bool,
}

impl Case {
    /// How many of the first results may hold the expected one.
    fn top(&self, suite: &Suite) -> usize {
        if self.first {
            1
        } else {
            suite.top
        }
    }
}

/// The real site's search, loaded from the files a build writes (once for all tests).
struct RealSite {
    /// The search with every chunk and fragment loaded.
    engine: Engine,
    /// The two search files (index, docs) and the rest by name, as JSON texts.
    files: (String, String, HashMap<String, String>),
    base: String,
    /// Each component page's tag and URL.
    tags: Vec<(String, String)>,
}

fn real_site() -> &'static RealSite {
    static SITE: OnceLock<RealSite> = OnceLock::new();
    SITE.get_or_init(compile_real_site)
}

fn real_site_search() -> (&'static Engine, &'static String) {
    let site = real_site();
    (&site.engine, &site.base)
}

fn compile_real_site() -> RealSite {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let diagnostics = Diagnostics::default();
    let mut site = compile(&Project::new(&root), &diagnostics).expect("the real site compiles");
    site.restore_bodies().unwrap();
    let spill = Spill::in_temp_dir().unwrap();
    let records = site_search_files::records(&site.pages, &site.config.base_url);
    let files = site_search_files::SearchFiles::named(1);
    let outputs = site_search_files::outputs(records, &site.search_entries, &site.config, &files, &spill).unwrap();
    let text = |name: &str| {
        let output = outputs.iter().find(|o| o.path == Path::new(name)).unwrap_or_else(|| panic!("no {name}"));
        String::from_utf8(output.read().unwrap().into_owned()).unwrap()
    };
    let parts: HashMap<String, String> = outputs
        .iter()
        .filter(|output| output.path.starts_with(&files.parts))
        .map(|output| output.path.to_string_lossy().into_owned())
        .map(|name| (name.clone(), text(&name)))
        .collect();
    let mut engine = Engine::load(&text(&files.index), &text(&files.docs)).expect("the search files load");
    engine.load_everything(|name| Ok(parts[name].clone())).expect("every part loads");
    let tags = site
        .pages
        .iter()
        .filter(|page| page.kind() == PageKind::Component)
        .flat_map(|page| page.keywords.iter().map(|tag| (tag.clone(), route_url(&site.config.base_url, &page.route))))
        .collect();
    RealSite { engine, files: (text(&files.index), text(&files.docs), parts), base: site.config.base_url.clone(), tags }
}

#[test]
fn readers_find_what_they_search_for_among_the_first_results() {
    let suite: Suite = serde_json::from_str(include_str!("search_relevance.json")).unwrap();
    assert!(suite.cases.len() >= 30, "the suite has {} queries", suite.cases.len());
    let (engine, base) = real_site_search();
    let mut misses = Vec::new();
    for case in &suite.cases {
        let found: Vec<String> = engine
            .search(&case.query, case.top(&suite))
            .results
            .into_iter()
            .map(|r| r.url.strip_prefix(base.as_str()).unwrap_or(&r.url).to_string())
            .collect();
        if !found.contains(&case.expect) {
            misses.push(format!("{:?} ({}): expected {} among {found:?}", case.query, case.kind, case.expect));
        }
    }
    assert!(misses.is_empty(), "{} of {} queries missed:\n{}", misses.len(), suite.cases.len(), misses.join("\n"));
}

/// At most this many rounds of files a search asks for: its chunks (a round or two:
/// those of its typos follow), the tails of its common words if they may change the
/// best, the parts of its best records (a round or two), their texts, and the final
/// answer.
const ROUNDS: usize = 7;

/// A search as the browser runs it: from the two search files, loading the files
/// each answer names as missing until it names none. Returns the final answer's
/// URLs and the bytes (uncompressed) of the parts it loaded.
fn search_as_the_browser_does(query: &str, limit: usize) -> (Vec<String>, bool, usize) {
    let (index, docs, parts) = &real_site().files;
    let mut engine = Engine::load(index, docs).unwrap();
    let mut loaded = 0;
    for _ in 0..ROUNDS {
        let response = engine.search(query, limit);
        if response.missing.is_empty() {
            let urls = response.results.into_iter().map(|r| r.url).collect();
            return (urls, response.partial, loaded);
        }
        for name in &response.missing {
            engine.add_file(name, &parts[name]).unwrap();
            loaded += parts[name].len();
        }
    }
    panic!("{query}: still missing files after {ROUNDS} rounds");
}

#[test]
fn a_search_loading_only_the_parts_it_names_finds_what_the_whole_index_finds() {
    let suite: Suite = serde_json::from_str(include_str!("search_relevance.json")).unwrap();
    let base = &real_site().base;
    let mut misses = Vec::new();
    let mut most = (0, String::new());
    for case in &suite.cases {
        let (found, _, loaded) = search_as_the_browser_does(&case.query, case.top(&suite));
        if !found.iter().any(|url| url.strip_prefix(base.as_str()) == Some(case.expect.as_str())) {
            misses.push(format!("{:?}: expected {} among {found:?}", case.query, case.expect));
        }
        most = most.max((loaded, case.query.clone()));
    }
    assert!(misses.is_empty(), "{}", misses.join("\n"));
    // Uncompressed JSON; brotli makes it about a quarter. The whole index and texts
    // are several times this.
    assert!(most.0 < 400_000, "{:?} loaded {} bytes", most.1, most.0);
}

#[test]
fn words_not_found_together_give_the_pages_with_some_of_them_marked_partial() {
    let base = &real_site().base;
    let (found, partial, _) = search_as_the_browser_does("disable animations", 5);
    assert!(partial, "no page has both words");
    // The animation modes come first, not the many `disabled` properties.
    assert_eq!(found[0], format!("{base}components/enums/AnimationMode/"), "{found:?}");
    let (_, partial, _) = search_as_the_browser_does("button design", 5);
    assert!(!partial);
}

#[test]
fn every_api_entry_of_a_component_is_found_by_its_name() {
    let (engine, base) = real_site_search();
    // The name, its anchor, and how many entries (of different components) must
    // come among the first five: `load-more` is an event of List and Table only.
    for (query, anchor, entries) in [
        ("accessibleName", "#accessiblename", 3),
        ("selection-change", "#selection-change", 3),
        ("load-more", "#load-more", 2),
        ("valueStateMessage", "#valuestatemessage", 5),
    ] {
        let results = engine.search(query, 5).results;
        assert!(
            results.iter().filter(|r| r.url.ends_with(anchor) && r.title == ["", query, ""]).count() >= entries,
            "{query}: {:?}",
            results.iter().map(|r| r.url.strip_prefix(base.as_str()).unwrap_or(&r.url)).collect::<Vec<_>>()
        );
    }
}

#[test]
fn every_component_comes_first_for_its_tag() {
    let site = real_site();
    assert!(site.tags.len() > 100, "{} component tags", site.tags.len());
    let misses: Vec<String> = site
        .tags
        .iter()
        .filter_map(|(tag, url)| {
            let first = site.engine.search(tag, 1).results.into_iter().next().map(|r| r.url);
            (first.as_ref() != Some(url)).then(|| format!("{tag}: {first:?}, not {url}"))
        })
        .collect();
    assert!(misses.is_empty(), "{}", misses.join("\n"));
}

#[test]
fn results_mark_the_matched_words_in_titles_and_snippets() {
    let (engine, _) = real_site_search();
    let first = engine.search("ui5-buton", 1).results.remove(0);
    assert_eq!(first.title, ["", "Button", ""]);
    let snippet = first.snippet.expect("every text is loaded");
    let marked: Vec<&String> = snippet.iter().skip(1).step_by(2).collect();
    assert!(marked.iter().any(|m| m.as_str() == "ui5-button"), "{snippet:?}");
    let stemmed = engine.search("theming", 3).results;
    assert!(stemmed.iter().flat_map(|r| r.snippet.iter().flatten().skip(1).step_by(2)).any(|m| m.eq_ignore_ascii_case("themes")));
}

#[test]
fn a_query_without_results_and_an_empty_query_find_nothing() {
    let (engine, _) = real_site_search();
    assert_eq!(engine.search("qwxzvbnm", 5).total, 0);
    assert_eq!(engine.search("   ", 5).total, 0);
    // Finished stop words; `of` still being typed could become `offset`.
    assert_eq!(engine.search("the of ", 5).total, 0);
}
