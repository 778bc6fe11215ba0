//! The search as the browser uses it: loaded from the two search files, answering
//! queries with marked titles and snippets, marking a page's text, and saying which
//! chunk, entry part and fragment files a query still needs (see [`crate::index`]).

use crate::highlight::Marker;
use crate::index::{ChunkFile, Index, IndexFile, PartFile, ENTRY_TEXTS};
use crate::json::{write_string, write_strings, Reader};
use crate::query::Query;
use crate::rank::{rank, Titles};
use crate::record::{Record, RecordKind, SearchDocs, SearchOptions};

/// The search of one build: its records and index, answering every query with what
/// has been loaded.
pub struct Engine {
    /// The search-doc file's records, then the entries (empty until their part loads).
    records: Vec<Record>,
    options: SearchOptions,
    index: Index,
    titles: Titles,
    /// Per fragment: whether its records' texts are loaded.
    fragments_loaded: Vec<bool>,
    /// Per entry part: whether its entries are loaded.
    entries_loaded: Vec<bool>,
}

/// The results of a query.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResponse {
    /// How many records matched, of which `results` are the best.
    pub total: usize,
    /// Whether no record matched all the words (or, of three or more, all but one),
    /// so these match only some of them.
    pub partial: bool,
    /// The best records, best first.
    pub results: Vec<SearchResult>,
    /// The files to load before this answer is complete: chunks of the index the
    /// query's words need; or else the entry parts of entries that may be among the
    /// results; or else the fragments of the results' snippets, in the results'
    /// order (so the first results' texts can come first). Empty when the answer is
    /// final.
    pub missing: Vec<String>,
    /// Whether every chunk and entry part the query needs is loaded: the results and
    /// their order are final, and `missing` lists at most the fragments of their
    /// snippets.
    pub ranked: bool,
}

/// A record found, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult {
    /// Whether it is a page or a section.
    pub kind: RecordKind,
    /// The URL path, with `#anchor` for a section.
    pub url: String,
    /// The title in plain and marked pieces (see [`crate::highlight`]).
    pub title: Vec<String>,
    /// The title of a section's page.
    pub page_title: Option<String>,
    /// A passage of the content in plain and marked pieces; `None` until its
    /// fragment is loaded (an entry has no content: its passage is empty).
    pub snippet: Option<Vec<String>>,
}

impl SearchResponse {
    /// The answer as JSON, as the browser gets it: `{total, partial, results:
    /// [{type, url, title, pageTitle?, snippet?}], missing, ranked}`.
    pub fn to_json(&self) -> String {
        let mut out = format!(r#"{{"total":{},"partial":{},"results":["#, self.total, self.partial);
        for (n, result) in self.results.iter().enumerate() {
            if n > 0 {
                out.push(',');
            }
            out.push_str(&format!(r#"{{"type":{},"url":"#, u8::from(result.kind)));
            write_string(&mut out, &result.url);
            out.push_str(r#","title":"#);
            write_strings(&mut out, &result.title);
            if let Some(page_title) = &result.page_title {
                out.push_str(r#","pageTitle":"#);
                write_string(&mut out, page_title);
            }
            if let Some(snippet) = &result.snippet {
                out.push_str(r#","snippet":"#);
                write_strings(&mut out, snippet);
            }
            out.push('}');
        }
        out.push_str(r#"],"missing":"#);
        write_strings(&mut out, &self.missing);
        out.push_str(&format!(r#","ranked":{}}}"#, self.ranked));
        out
    }
}

/// Marked texts as JSON: a list with, per text, its pieces or null.
pub fn marked_texts_json(texts: &[Option<Vec<String>>]) -> String {
    let mut out = String::from("[");
    for (n, text) in texts.iter().enumerate() {
        if n > 0 {
            out.push(',');
        }
        match text {
            Some(pieces) => write_strings(&mut out, pieces),
            None => out.push_str("null"),
        }
    }
    out.push(']');
    out
}

impl Engine {
    /// Loads the search-index and search-doc files, as JSON texts.
    pub fn load(index_json: &str, docs_json: &str) -> Result<Engine, String> {
        let docs = SearchDocs::read(docs_json).map_err(|err| format!("the search documents are invalid: {err}"))?.completed();
        let file = IndexFile::read(index_json).map_err(|err| format!("the search index is invalid: {err}"))?;
        let mut index = Index::load(file, &docs.search_docs)?;
        let titles = Titles::new(&mut index, &docs.search_docs);
        let fragments = (0..).take_while(|&number| index.fragment_records(number).is_some()).count();
        let entry_parts = index.entry_part_count();
        let mut records = docs.search_docs;
        records.resize_with(index.record_count(), Record::unloaded_entry);
        Ok(Engine {
            records,
            options: docs.options,
            index,
            titles,
            fragments_loaded: vec![false; fragments],
            entries_loaded: vec![false; entry_parts],
        })
    }

    /// Adds a chunk, fragment or entry part file that a response named as missing.
    pub fn add_file(&mut self, name: &str, json: &str) -> Result<(), String> {
        let invalid = |err: String| format!("{name} is invalid: {err}");
        let unknown = || format!("{name} is no file of this search");
        match self.index.file_of_name(name) {
            Some((PartFile::Chunk, number)) => self.index.add_chunk(number, ChunkFile::read(json).map_err(invalid)?),
            Some((PartFile::Fragment, number)) => {
                let range = self.index.fragment_records(number).ok_or_else(unknown)?;
                let texts = read_texts(name, json, range.len())?;
                for (record, text) in self.records[range].iter_mut().zip(texts) {
                    record.content = text;
                }
                self.fragments_loaded[number] = true;
                Ok(())
            }
            Some((PartFile::Entries, number)) => {
                let range = self.index.entry_part_records(number).ok_or_else(unknown)?;
                let texts = read_texts(name, json, ENTRY_TEXTS * range.len())?;
                for (number, texts) in range.zip(texts.chunks_exact(ENTRY_TEXTS)) {
                    let entry = &mut self.records[number];
                    entry.title.clone_from(&texts[0]);
                    entry.page_title = Some(texts[1].clone()).filter(|title| !title.is_empty());
                    entry.url.clone_from(&texts[2]);
                    self.titles.set_entry(&mut self.index, number, &texts[0]);
                }
                self.entries_loaded[number] = true;
                Ok(())
            }
            None => Err(unknown()),
        }
    }

    /// Whether a record's text is loaded (an entry has none).
    fn text_loaded(&self, record: u32) -> bool {
        self.index.fragment_of(record).is_none_or(|fragment| self.fragments_loaded[fragment])
    }

    /// Every chunk, entry part and fragment file of this search, for a reader that loads
    /// it whole at once (the MCP server) rather than as queries need them (the browser).
    pub fn part_files(&self) -> Vec<String> {
        let chunks = (0..self.index.chunk_count()).map(|number| self.index.chunk_file(number));
        let entries = (0..self.index.entry_part_count()).map(|number| self.index.entry_file(number));
        chunks.chain(entries).chain((0..self.fragments_loaded.len()).map(|number| self.index.fragment_file(number))).collect()
    }

    /// The search box's options from the search-doc file.
    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// The best `limit` results of `query` with what is loaded, how many there are
    /// in all, and what is still missing.
    pub fn search(&self, query: &str, limit: usize) -> SearchResponse {
        let query = Query::parse(query);
        let missing_chunks = self.missing_chunks(&query);
        let ranking = rank(&self.index, &self.records, &self.titles, &query);
        // The hits to show, those loaded; and the parts of the entries not loaded yet
        // that may be among the best, once every chunk is in (until then the ranking
        // is not worth loading entries for).
        let mut hits: Vec<u32> = Vec::new();
        let mut missing_entries: Vec<usize> = Vec::new();
        for (rank, hit) in ranking.hits.iter().enumerate() {
            match self.index.entry_part_of(hit.record).filter(|&part| !self.entries_loaded[part]) {
                None => hits.push(hit.record),
                Some(part) if rank < limit && missing_chunks.is_empty() && !missing_entries.contains(&part) => missing_entries.push(part),
                Some(_) => {}
            }
        }
        let ranked = missing_chunks.is_empty() && missing_entries.is_empty();
        let marker = Marker::new(ranking.matched.into_keys().map(|stem| self.index.stem(stem).to_string()));
        let shown = &hits[..hits.len().min(limit)];
        let results = shown
            .iter()
            .map(|&number| {
                let record = &self.records[number as usize];
                SearchResult {
                    kind: record.kind,
                    url: record.url.clone(),
                    title: marker.mark(&record.title).unwrap_or_else(|| vec![record.title.clone()]),
                    page_title: record.page_title.clone(),
                    snippet: self.text_loaded(number).then(|| marker.snippet(&record.content)),
                }
            })
            .collect();
        let missing = if !missing_chunks.is_empty() {
            missing_chunks.into_iter().map(|number| self.index.chunk_file(number)).collect()
        } else if !missing_entries.is_empty() {
            missing_entries.into_iter().map(|number| self.index.entry_file(number)).collect()
        } else {
            let mut fragments: Vec<usize> = Vec::new();
            for &record in shown {
                match self.index.fragment_of(record) {
                    Some(number) if !self.fragments_loaded[number] && !fragments.contains(&number) => fragments.push(number),
                    _ => {}
                }
            }
            fragments.into_iter().map(|number| self.index.fragment_file(number)).collect()
        };
        SearchResponse { total: ranking.hits.len(), partial: ranking.partial, results, missing, ranked }
    }

    /// The index chunks the words of `query` need that are not loaded yet.
    fn missing_chunks(&self, query: &Query) -> Vec<usize> {
        let mut chunks: Vec<usize> = Vec::new();
        // A loop: as one chain of iterators this took half a KB more of the WebAssembly
        // every reader downloads (compressed).
        for term in query.terms() {
            chunks.extend(term.chunks(&self.index).into_iter().filter(|&number| !self.index.chunk_loaded(number)));
        }
        chunks.sort_unstable();
        chunks.dedup();
        chunks
    }

    /// Each text in plain and marked pieces, or `None` where nothing matched `query`.
    pub fn highlight(&self, query: &str, texts: &[String]) -> Vec<Option<Vec<String>>> {
        let marker = self.marker(query);
        texts.iter().map(|text| marker.mark(text)).collect()
    }

    /// What to mark for a query: the stems of every index term it matched.
    fn marker(&self, query: &str) -> Marker {
        let query = Query::parse(query);
        let stems = query.terms().flat_map(|term| term.candidates(&self.index)).map(|(stem, _)| self.index.stem(stem).to_string());
        Marker::new(stems)
    }
}

/// Reads a fragment or entry part file: a list of `count` texts.
fn read_texts(name: &str, json: &str, count: usize) -> Result<Vec<String>, String> {
    let invalid = |err: String| format!("{name} is invalid: {err}");
    let mut reader = Reader::new(json);
    let texts = reader.list_of(Reader::string).map_err(invalid)?;
    reader.end().map_err(invalid)?;
    if texts.len() != count {
        return Err(format!("{name} has {} texts, the index says {count}", texts.len()));
    }
    Ok(texts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::{build, chunk_file, entry_file, fragment_file, RecordTerms};
    use rustc_hash::FxHashMap as HashMap;

    fn record(kind: RecordKind, title: &str, page_title: Option<&str>, url: &str, content: &str) -> Record {
        Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: url.into(),
            content: content.into(),
            keywords: Vec::new(),
        }
    }

    /// Every file a site's search is written as, by name, and the engine loaded from
    /// the two search files, as the browser loads it.
    fn site(records: Vec<Record>) -> (Engine, HashMap<String, String>) {
        site_with_entries(records, &[])
    }

    /// [`site`], with entries.
    fn site_with_entries(records: Vec<Record>, entries: &[Record]) -> (Engine, HashMap<String, String>) {
        let files = build(
            &records.iter().map(RecordTerms::of).collect::<Vec<_>>(),
            &entries.iter().map(RecordTerms::of_entry).collect::<Vec<_>>(),
            "s/",
        );
        let mut parts: HashMap<String, String> = files
            .chunks
            .iter()
            .enumerate()
            .map(|(number, chunk)| (chunk_file("s/", number), serde_json::to_string(chunk).unwrap()))
            .collect();
        for (number, texts) in files.index.fragment_texts(&records).iter().enumerate() {
            parts.insert(fragment_file("s/", number), serde_json::to_string(texts).unwrap());
        }
        for (number, part) in files.index.entry_texts(entries).iter().enumerate() {
            parts.insert(entry_file("s/", number), serde_json::to_string(part).unwrap());
        }
        let docs = SearchDocs { search_docs: records, options: SearchOptions { max_hits: 5, highlight_result: true } }.shortened();
        let engine = Engine::load(&serde_json::to_string(&files.index).unwrap(), &serde_json::to_string(&docs).unwrap()).unwrap();
        (engine, parts)
    }

    /// An engine with every file loaded.
    fn engine(records: Vec<Record>) -> Engine {
        let (mut engine, parts) = site(records);
        for (name, json) in &parts {
            engine.add_file(name, json).unwrap();
        }
        engine
    }

    fn urls(engine: &Engine, query: &str) -> Vec<String> {
        engine.search(query, 10).results.into_iter().map(|r| r.url).collect()
    }

    #[test]
    fn names_are_answered_at_once_and_the_rest_once_the_missing_files_are_loaded() {
        let (mut engine, parts) = site(vec![
            record(RecordKind::Page, "Dialog", None, "dialog", "A modal window; set open to show it."),
            record(RecordKind::Section, "open", Some("Dialog"), "dialog#open", "Whether the dialog is shown."),
            record(RecordKind::Page, "Popover", None, "popover", "Opens next to its opener; a dialog too."),
        ]);
        let first = engine.search("dialog", 5);
        assert_eq!(first.results[0].url, "dialog", "the title's answer, before any chunk");
        assert!(first.results.iter().all(|r| r.snippet.is_none()), "no text before its fragment");
        assert!(first.missing.iter().all(|name| name.starts_with("s/i")) && !first.missing.is_empty(), "{:?}", first.missing);
        assert!(!first.ranked);
        let mut rounds = 0;
        let mut response = first;
        while !response.missing.is_empty() {
            assert_eq!(response.ranked, response.missing.iter().all(|name| name.starts_with("s/p")), "{:?}", response.missing);
            for name in &response.missing {
                engine.add_file(name, &parts[name]).unwrap();
            }
            response = engine.search("dialog", 5);
            rounds += 1;
        }
        assert_eq!(rounds, 2, "the chunks, then the fragments");
        assert_eq!(response.results.iter().map(|r| r.url.as_str()).collect::<Vec<_>>(), ["dialog", "dialog#open", "popover"]);
        assert!(response.results.iter().all(|r| r.snippet.as_ref().is_some_and(|s| !s.is_empty())));
        assert!(engine.add_file("s/i99.json", "{}").is_err() && engine.add_file("elsewhere.json", "[]").is_err());
        assert!(engine.add_file("s/p0.json", "[\"one text for two records\"]").unwrap_err().contains("the index says 2"));
    }

    /// The files each round of `query` asks for, loading them, until it asks for none.
    fn files_asked(engine: &mut Engine, parts: &HashMap<String, String>, query: &str) -> Vec<Vec<String>> {
        let mut rounds = Vec::new();
        loop {
            let missing = engine.search(query, 5).missing;
            if missing.is_empty() {
                return rounds;
            }
            for name in &missing {
                engine.add_file(name, &parts[name]).unwrap();
            }
            rounds.push(missing);
        }
    }

    #[test]
    fn entries_load_for_the_queries_that_find_them_and_rank_as_sections_named_in_full() {
        let entry = |name: &str| record(RecordKind::Section, name, Some("SAP Icons"), &format!("icons/?q={name}"), "");
        let entries: Vec<Record> = ["accept", "decline", "sys-help"].into_iter().map(entry).collect();
        let (mut engine, parts) = site_with_entries(
            vec![
                record(RecordKind::Page, "Icons", None, "icons/", "Every icon, to copy."),
                record(RecordKind::Page, "FileUploader", None, "uploader", "Which files it may accept."),
            ],
            &entries,
        );
        let rounds = files_asked(&mut engine, &parts, "sys-help");
        assert_eq!(rounds.len(), 2, "the chunks, then the entries (which have no texts): {rounds:?}");
        assert_eq!(rounds[1], ["s/e0.json"]);
        let response = engine.search("sys-help", 5);
        assert!(response.ranked && response.missing.is_empty());
        let found = &response.results[0];
        assert_eq!((found.url.as_str(), found.page_title.as_deref()), ("icons/?q=sys-help", Some("SAP Icons")));
        assert_eq!((&found.title, &found.snippet), (&vec!["".to_string(), "sys-help".into(), "".into()], &Some(vec![String::new()])));
        assert_eq!(urls(&engine, "accept"), ["icons/?q=accept", "uploader"], "a name named in full before a word of a text");

        let (mut engine, parts) = site_with_entries(vec![record(RecordKind::Page, "Icons", None, "icons/", "Every icon.")], &entries);
        let rounds = files_asked(&mut engine, &parts, "every");
        assert!(rounds.iter().flatten().all(|name| !name.starts_with("s/e")), "no entry found, none loaded: {rounds:?}");
        assert_eq!(engine.search("sap", 5).total, 0, "an entry is not found by its page's title");
    }

    /// The chunk files `query` asks for, with every chunk it asked for before loaded.
    fn chunks_asked(engine: &mut Engine, parts: &HashMap<String, String>, query: &str) -> Vec<String> {
        let mut asked = Vec::new();
        loop {
            let chunks: Vec<String> = engine.search(query, 5).missing.into_iter().filter(|name| name.starts_with("s/i")).collect();
            if chunks.is_empty() {
                return asked;
            }
            for name in chunks {
                engine.add_file(&name, &parts[&name]).unwrap();
                asked.push(name);
            }
        }
    }

    #[test]
    fn typing_fetches_no_chunk_for_a_first_letter_nor_for_the_typos_of_a_word_begun() {
        // Enough words beginning with `t` that they fill several chunks.
        let words: String = (0..3000).map(|n| format!("t{}x{n} ", (b'a' + (n % 26) as u8) as char)).collect();
        let (mut engine, parts) = site(vec![record(RecordKind::Page, "Themes", None, "themes", &format!("theming themed {words}"))]);
        assert!(chunks_asked(&mut engine, &parts, "t").is_empty(), "the names answer a first letter");
        assert_eq!(chunks_asked(&mut engine, &parts, "themi").len(), 1, "its own chunk only: it begins `theming`");
        let typo = chunks_asked(&mut engine, &parts, "themx");
        assert!(typo.len() > 1, "a word begun by nothing: the chunks of its letter, for its typos ({typo:?})");
    }

    #[test]
    fn an_engine_given_every_part_file_at_once_needs_nothing_more() {
        let records = vec![
            record(RecordKind::Page, "Dialog", None, "dialog", "A modal window; set open to show it."),
            record(RecordKind::Page, "Popover", None, "popover", "Opens next to its opener."),
        ];
        let icon = record(RecordKind::Section, "sys-help", Some("SAP Icons"), "icons/?q=sys-help", "");
        let (mut engine, parts) = site_with_entries(records, &[icon]);
        let mut names = engine.part_files();
        names.sort();
        let mut written: Vec<String> = parts.keys().cloned().collect();
        written.sort();
        assert_eq!(names, written);
        for name in &names {
            engine.add_file(name, &parts[name]).unwrap();
        }
        let response = engine.search("opener", 5);
        assert!(response.missing.is_empty() && response.ranked);
        assert!(response.results[0].snippet.is_some());
        assert_eq!(urls(&engine, "sys-help"), ["icons/?q=sys-help"], "the entries are loaded too");
    }

    #[test]
    fn answers_are_written_as_the_browser_reads_them() {
        let engine = engine(vec![
            record(RecordKind::Page, "Tab \"quoted\"", None, "tab", "A tab."),
            record(RecordKind::Section, "text", Some("Tab"), "tab#text", "Its text."),
        ]);
        let json: serde_json::Value = serde_json::from_str(&engine.search("tab", 5).to_json()).unwrap();
        assert_eq!(json["total"], 2);
        assert_eq!(json["partial"], false);
        assert_eq!(json["missing"], serde_json::json!([]));
        assert_eq!(json["ranked"], true);
        assert_eq!(
            json["results"][0],
            serde_json::json!({"type": 0, "url": "tab", "title": ["", "Tab", " \"quoted\""], "snippet": ["A ", "tab", "."]})
        );
        assert_eq!(json["results"][1]["pageTitle"], "Tab \"quoted\"");
        let marked: serde_json::Value =
            serde_json::from_str(&marked_texts_json(&engine.highlight("tab", &["a tab".into(), "none".into()]))).unwrap();
        assert_eq!(marked, serde_json::json!([["a ", "tab", ""], null]));
    }

    #[test]
    fn when_no_record_has_every_word_those_with_some_are_shown_as_partial() {
        let engine = engine(vec![
            record(RecordKind::Page, "Configuration", None, "config", "Set animationMode to choose whether animations run."),
            record(RecordKind::Page, "Button", None, "button", "A button can be disabled."),
            record(RecordKind::Page, "Icons", None, "icons", "Icons in every size."),
        ]);
        let response = engine.search("disable animations", 5);
        assert!(response.partial);
        let mut found: Vec<&str> = response.results.iter().map(|r| r.url.as_str()).collect();
        found.sort_unstable();
        assert_eq!(found, ["button", "config"]);
        let complete = engine.search("button disabled", 5);
        assert!(!complete.partial && complete.total == 1);
        assert_eq!(engine.search("qwxzv animations", 5).total, 1, "a partial answer still needs one word found");
        assert_eq!(engine.search("qwxzv", 5).total, 0);
    }

    #[test]
    fn a_page_title_outranks_a_section_heading_which_outranks_content() {
        let engine = engine(vec![
            record(RecordKind::Page, "Getting started", None, "content", "Every panel can be collapsed."),
            record(RecordKind::Section, "Panel header", Some("Layouts"), "section", "The header of a layout."),
            record(RecordKind::Page, "Panel", None, "title", "A container with a header."),
        ]);
        assert_eq!(urls(&engine, "panel"), ["title", "section", "content"]);
    }

    #[test]
    fn every_word_must_match_and_exact_words_beat_typos() {
        let engine = engine(vec![
            record(RecordKind::Page, "Calendar", None, "calendar", "Pick dates in a month view."),
            record(RecordKind::Page, "Calender legacy", None, "typo", "An old spelling."),
            record(RecordKind::Page, "Date picker", None, "picker", "Opens a calendar in a popover."),
        ]);
        assert_eq!(urls(&engine, "calendar")[0], "calendar");
        assert_eq!(urls(&engine, "calendar popover"), ["picker"], "only the record with both words");
        assert!(!engine.search("calendar popover", 5).partial);
        assert_eq!(urls(&engine, "calandar").len(), 3, "one typo in an 8-letter word still finds all three");
    }

    #[test]
    fn a_title_word_named_with_a_typo_beats_the_compound_titles_it_is_part_of() {
        let engine = engine(vec![
            record(
                RecordKind::Page,
                "AvatarGroup",
                None,
                "group",
                "Avatars in a group: each avatar shows one person, avatar after avatar.",
            ),
            record(RecordKind::Page, "Avatar", None, "avatar", "An image, initials or an icon for a person."),
        ]);
        assert_eq!(urls(&engine, "avatar"), ["avatar", "group"]);
        assert_eq!(urls(&engine, "avatr"), ["avatar", "group"], "one typo in the word of a one-word title");
        assert_eq!(urls(&engine, "avatar group")[0], "group", "every part named");
    }

    #[test]
    fn the_limit_caps_results_but_the_total_counts_them_all() {
        let engine = engine((0..8).map(|n| record(RecordKind::Page, &format!("Item {n}"), None, &n.to_string(), "list item")).collect());
        let response = engine.search("item", 5);
        assert_eq!((response.results.len(), response.total), (5, 8));
    }

    #[test]
    fn markup_in_a_query_is_only_words() {
        let engine = engine(vec![record(RecordKind::Page, "Image", None, "img", "Shows an image with alt text.")]);
        let response = engine.search("<image>", 5);
        assert_eq!(response.results.len(), 1);
        // Marked pieces alternate plain and marked text; the markup marks nothing.
        assert_eq!(response.results[0].title, ["", "Image", ""]);
        assert!(engine.search("<>&\"'", 5).results.is_empty());
    }
}
