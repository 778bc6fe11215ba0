//! The search as the browser uses it: loaded from the two search files, answering
//! queries with marked titles and snippets, marking a page's text, and saying which
//! chunk, record part and fragment files a query still needs (see [`crate::index`]).

use crate::highlight::Marker;
use crate::index::{ChunkFile, Index, IndexFile, PartFile, RecordPart, RecordsPart};
use crate::json::{write_string, write_strings, Reader};
use crate::query::Query;
use crate::rank::{rank, Titles};
use crate::record::{Record, RecordKind, SearchDocs, SearchOptions};

/// The search of one build: its index and the parts loaded of it, answering every
/// query with what has been loaded.
pub struct Engine {
    options: SearchOptions,
    index: Index,
    titles: Titles,
    /// Per part of the records (in the order of [`Index::parts`]), once loaded.
    parts: Vec<Option<LoadedPart>>,
}

/// A part of the records, loaded.
struct LoadedPart {
    /// Its first record's number.
    first: usize,
    records: Vec<Record>,
    /// Where its fragments begin, as positions in `records`.
    fragments: Vec<u32>,
    /// Per fragment: whether its texts are loaded.
    texts_loaded: Vec<bool>,
}

impl LoadedPart {
    /// The fragment a record of this part is in (a position in `fragments`); none for an entry.
    fn fragment_of(&self, record: usize) -> Option<usize> {
        self.fragments.partition_point(|&start| start as usize <= record - self.first).checked_sub(1)
    }

    /// The records of fragment `number`, as positions in `records`.
    fn fragment_records(&self, number: usize) -> std::ops::Range<usize> {
        let end = self.fragments.get(number + 1).map_or(self.records.len(), |&end| end as usize);
        self.fragments[number] as usize..end
    }
}

/// The results of a query.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResponse {
    /// How many records matched, of which `results` are the best: at least, unless
    /// `total_exact`.
    pub total: usize,
    /// Whether `total` is every record that matches: no file the query's words need
    /// is missing, not even the tail of a common word's postings.
    pub total_exact: bool,
    /// Whether no record matched all the words (or, of three or more, all but one),
    /// so these match only some of them.
    pub partial: bool,
    /// The best records, best first.
    pub results: Vec<SearchResult>,
    /// The files to load before this answer is complete: chunks of the index the
    /// query's words need; or else the pages of their postings' tails that may change
    /// the results (or, for an exact total, all of them); or else the parts of the records that may be among the
    /// results; or else the fragments of the results' snippets, in the results'
    /// order (so the first results' texts can come first). Empty when the answer is
    /// final.
    pub missing: Vec<String>,
    /// Whether every chunk and record part the query needs is loaded: the results and
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
    /// The answer as JSON, as the browser gets it: `{total, totalExact, partial,
    /// results: [{type, url, title, pageTitle?, snippet?}], missing, ranked}`.
    pub fn to_json(&self) -> String {
        let mut out = format!(r#"{{"total":{},"totalExact":{},"partial":{},"results":["#, self.total, self.total_exact, self.partial);
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

/// How many records below the results asked for a search loads ahead: those tied
/// with the last result shown, or ranked above the last of the first results loaded,
/// would each take a round of their own once those above them load and rank lower.
const LOAD_AHEAD: usize = 15;

impl Engine {
    /// Loads the search-index and search-doc files, as JSON texts.
    pub fn load(index_json: &str, docs_json: &str) -> Result<Engine, String> {
        let docs = SearchDocs::read(docs_json).map_err(|err| format!("the search documents are invalid: {err}"))?;
        let file = IndexFile::read(index_json).map_err(|err| format!("the search index is invalid: {err}"))?;
        let index = Index::load(file)?;
        let titles = Titles::new(index.record_count());
        let parts = index.parts().map(|_| None).collect();
        Ok(Engine { options: docs.options, index, titles, parts })
    }

    /// Adds a chunk, record part or fragment file that a response named as missing.
    pub fn add_file(&mut self, name: &str, json: &str) -> Result<(), String> {
        let invalid = |err: String| format!("{name} is invalid: {err}");
        let unknown = || format!("{name} is no file of this search");
        match self.index.file_of_name(name).ok_or_else(unknown)? {
            PartFile::Chunk(number) => self.index.add_chunk(number, ChunkFile::read(json).map_err(invalid)?),
            PartFile::Tail(number) => self.index.add_tail(number, json).map_err(invalid),
            PartFile::Records(part) => {
                let range = self.index.part_records(part).ok_or_else(unknown)?;
                let file = RecordPart::read(json).map_err(invalid)?;
                self.add_part(part, range, file).map_err(invalid)
            }
            PartFile::Fragment(first) => {
                let first = first as usize;
                let no_fragment = || format!("{name}: no fragment of a loaded part begins at record {first}");
                let part = self.loaded_part_mut(first).ok_or_else(no_fragment)?;
                let number = part
                    .fragment_of(first)
                    .filter(|&number| part.first + part.fragments[number] as usize == first)
                    .ok_or_else(no_fragment)?;
                let range = part.fragment_records(number);
                let texts = read_texts(name, json, range.len())?;
                for (record, text) in part.records[range].iter_mut().zip(texts) {
                    record.content = text;
                }
                part.texts_loaded[number] = true;
                Ok(())
            }
        }
    }

    /// Adds a part of the records, once, checking it against the index.
    fn add_part(&mut self, part: RecordsPart, range: std::ops::Range<usize>, file: RecordPart) -> Result<(), String> {
        let position = self.index.part_position(part);
        if self.parts[position].is_some() {
            return Ok(());
        }
        if file.records.len() != range.len() {
            return Err(format!("it has {} records, the index says {}", file.records.len(), range.len()));
        }
        let fragments_divide = match (part, file.fragments.first()) {
            (RecordsPart::Entries(_), first) => first.is_none(),
            (RecordsPart::Documents(_), Some(0)) => {
                file.fragments.windows(2).all(|pair| pair[0] < pair[1])
                    && file.fragments.last().is_some_and(|&last| (last as usize) < range.len())
            }
            (RecordsPart::Documents(_), _) => false,
        };
        if !fragments_divide {
            return Err("its fragments do not divide its records".into());
        }
        for (number, record) in range.clone().zip(&file.records) {
            self.titles.set(&mut self.index, number, record);
        }
        let texts_loaded = vec![false; file.fragments.len()];
        self.parts[position] = Some(LoadedPart { first: range.start, records: file.records, fragments: file.fragments, texts_loaded });
        Ok(())
    }

    /// The position in `parts` of the part a record is in, if the index has the record.
    fn part_position(&self, record: usize) -> Option<usize> {
        (record < self.index.record_count()).then(|| self.index.part_position(self.index.part_of(record as u32)))
    }

    /// The loaded part a record is in.
    fn loaded_part(&self, record: usize) -> Option<&LoadedPart> {
        self.parts[self.part_position(record)?].as_ref()
    }

    fn loaded_part_mut(&mut self, record: usize) -> Option<&mut LoadedPart> {
        let position = self.part_position(record)?;
        self.parts[position].as_mut()
    }

    /// A loaded record.
    fn record(&self, number: usize) -> Option<&Record> {
        let part = self.loaded_part(number)?;
        part.records.get(number - part.first)
    }

    /// The first record of the fragment a loaded record's text is in, and whether
    /// that is loaded; none for an entry, which has no text.
    fn fragment_of(&self, record: usize) -> Option<(u32, bool)> {
        let part = self.loaded_part(record)?;
        let number = part.fragment_of(record)?;
        Some(((part.first + part.fragments[number] as usize) as u32, part.texts_loaded[number]))
    }

    /// Loads every chunk, tail, part and fragment file, each read by `read` (from its name),
    /// round by round, since the record parts name the fragments: for a reader that
    /// loads the whole search at once (the MCP server) rather than as queries need it
    /// (the browser).
    pub fn load_everything(&mut self, mut read: impl FnMut(&str) -> Result<String, String>) -> Result<(), String> {
        loop {
            let unloaded = self.unloaded_files();
            if unloaded.is_empty() {
                return Ok(());
            }
            for name in unloaded {
                self.add_file(&name, &read(&name)?)?;
            }
        }
    }

    /// The chunk, tail, part and fragment files not loaded yet that the loaded files name.
    fn unloaded_files(&self) -> Vec<String> {
        let chunks = (0..self.index.chunk_count()).filter(|&number| !self.index.chunk_loaded(number)).map(PartFile::Chunk);
        let tails = self.index.unloaded_tails().map(PartFile::Tail);
        let parts = self.index.parts().zip(&self.parts).filter(|(_, loaded)| loaded.is_none()).map(|(part, _)| PartFile::Records(part));
        let fragments = self.parts.iter().flatten().flat_map(|part| {
            let starts = part.fragments.iter().zip(&part.texts_loaded).filter(|(_, &loaded)| !loaded);
            starts.map(|(&start, _)| PartFile::Fragment((part.first + start as usize) as u32))
        });
        chunks.chain(tails).chain(parts).chain(fragments).map(|file| self.index.file_name(file)).collect()
    }

    /// Every loaded page: its URL and title.
    pub fn pages(&self) -> impl Iterator<Item = &Record> {
        self.parts.iter().flatten().flat_map(|part| &part.records).filter(|record| record.kind == RecordKind::Page)
    }

    /// The search box's options from the search-doc file.
    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// The best `limit` results of `query` with what is loaded, how many there are
    /// (at least), and what is still missing: what the best results need, not what
    /// an exact total needs (the tails of the common words' postings, which rarely
    /// change the best; see [`crate::index`]).
    pub fn search(&self, query: &str, limit: usize) -> SearchResponse {
        self.answer(query, limit, false)
    }

    /// As [`Engine::search`], and naming as missing, too, what an exact total needs.
    pub fn search_with_total(&self, query: &str, limit: usize) -> SearchResponse {
        self.answer(query, limit, true)
    }

    fn answer(&self, query: &str, limit: usize, exact_total: bool) -> SearchResponse {
        let query = Query::parse(query);
        let missing_chunks = self.missing_chunks(&query);
        let mut ranking = rank(&self.index, &self.titles, &query, limit);
        let total_exact = missing_chunks.is_empty() && ranking.open_tails.is_empty();
        // The tails to load: once every chunk is in, those that may change the results
        // shown, or all the query's for an exact total.
        let missing_tails = match (missing_chunks.is_empty(), exact_total) {
            (false, _) => Vec::new(),
            (true, true) => std::mem::take(&mut ranking.open_tails),
            (true, false) => std::mem::take(&mut ranking.unsettled_tails),
        };
        // The hits to show, those loaded; and the parts of the records not loaded yet
        // among the first `limit`, once every chunk is in (until then the ranking is not
        // worth loading records for). A record not loaded ranks as high as it may, so
        // once the first `limit` are loaded, none below can come before them. Within
        // `LOAD_AHEAD` more, also those tied with the last shown, and once `limit`
        // records are loaded there, those ranked above the last of them.
        let ahead = limit + LOAD_AHEAD;
        let last_shown = limit.checked_sub(1).and_then(|last| ranking.hits.get(last)).map_or(f32::INFINITY, |hit| hit.score);
        let loaded_ahead = ranking.hits.iter().take(ahead).filter(|hit| self.record(hit.record as usize).is_some()).take(limit).count();
        let mut shown: Vec<(usize, &Record)> = Vec::new();
        let mut missing_parts: Vec<RecordsPart> = Vec::new();
        for (rank, hit) in ranking.hits.iter().enumerate() {
            let number = hit.record as usize;
            let may_be_shown =
                rank < limit || (rank < ahead && (hit.score >= last_shown || (loaded_ahead == limit && shown.len() < limit)));
            match self.record(number) {
                Some(record) if shown.len() < limit => shown.push((number, record)),
                Some(_) => {}
                None if may_be_shown && missing_chunks.is_empty() && missing_tails.is_empty() => {
                    let part = self.index.part_of(hit.record);
                    if !missing_parts.contains(&part) {
                        missing_parts.push(part);
                    }
                }
                None => {}
            }
        }
        let ranked = missing_chunks.is_empty() && missing_tails.is_empty() && missing_parts.is_empty();
        let marker = Marker::new(ranking.matched.into_keys().map(|stem| self.index.stem(stem).to_string()));
        let results = shown
            .iter()
            .map(|&(number, record)| SearchResult {
                kind: record.kind,
                url: record.url.clone(),
                title: marker.mark(&record.title).unwrap_or_else(|| vec![record.title.clone()]),
                page_title: record.page_title.clone(),
                snippet: self.fragment_of(number).is_none_or(|(_, loaded)| loaded).then(|| marker.snippet(&record.content)),
            })
            .collect();
        let missing: Vec<PartFile> = if !missing_chunks.is_empty() {
            missing_chunks.into_iter().map(PartFile::Chunk).collect()
        } else if !missing_tails.is_empty() {
            missing_tails.into_iter().map(PartFile::Tail).collect()
        } else if !missing_parts.is_empty() {
            missing_parts.into_iter().map(PartFile::Records).collect()
        } else {
            let mut fragments: Vec<PartFile> = Vec::new();
            for &(number, _) in &shown {
                match self.fragment_of(number) {
                    Some((first, false)) if !fragments.contains(&PartFile::Fragment(first)) => fragments.push(PartFile::Fragment(first)),
                    _ => {}
                }
            }
            fragments
        };
        let missing = missing.into_iter().map(|file| self.index.file_name(file)).collect();
        SearchResponse { total: ranking.hits.len(), total_exact, partial: ranking.partial, results, missing, ranked }
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
        let stems =
            query.terms().flat_map(|term| term.candidates(&self.index)).map(|candidate| self.index.stem(candidate.stem).to_string());
        Marker::new(stems)
    }
}

/// Reads a fragment file: a list of `count` texts.
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
    use crate::index::{build, RecordTerms, HEAD_CONTENT, RECORDS_PER_PART};
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
        let terms = records.iter().map(RecordTerms::of).chain(entries.iter().map(RecordTerms::of_entry));
        let files = build(&records, entries, terms, "s/");
        let parts: HashMap<String, String> =
            files.parts.into_iter().map(|(name, content)| (name, serde_json::to_string(&content).unwrap())).collect();
        let docs = SearchDocs::new(SearchOptions { max_hits: 5, highlight_result: true });
        let engine = Engine::load(&serde_json::to_string(&files.index).unwrap(), &serde_json::to_string(&docs).unwrap()).unwrap();
        (engine, parts)
    }

    /// An engine with every file loaded.
    fn engine(records: Vec<Record>) -> Engine {
        let (mut engine, parts) = site(records);
        load_all(&mut engine, &parts);
        engine
    }

    /// Loads every file of the search.
    fn load_all(engine: &mut Engine, parts: &HashMap<String, String>) {
        engine.load_everything(|name| Ok(parts[name].clone())).unwrap();
    }

    fn urls(engine: &Engine, query: &str) -> Vec<String> {
        engine.search(query, 10).results.into_iter().map(|r| r.url).collect()
    }

    #[test]
    fn a_query_loads_its_chunks_then_the_parts_of_its_best_records_then_their_texts() {
        let (mut engine, parts) = site(vec![
            record(RecordKind::Page, "Dialog", None, "dialog", "A modal window; set open to show it."),
            record(RecordKind::Section, "open", Some("Dialog"), "dialog#open", "Whether the dialog is shown."),
            record(RecordKind::Page, "Popover", None, "popover", "Opens next to its opener; a dialog too."),
        ]);
        let first = engine.search("dialog", 5);
        assert!(first.results.is_empty(), "nothing is known before the chunks");
        assert_eq!(first.missing, ["s/i0.json"]);
        assert!(!first.ranked);
        let mut rounds = Vec::new();
        let mut response = first;
        while !response.missing.is_empty() {
            assert_eq!(response.ranked, response.missing.iter().all(|name| name.starts_with("s/p")), "{:?}", response.missing);
            for name in &response.missing {
                engine.add_file(name, &parts[name]).unwrap();
            }
            rounds.push(response.missing);
            response = engine.search("dialog", 5);
        }
        assert_eq!(rounds, [vec!["s/i0.json"], vec!["s/r0.json"], vec!["s/p0.json", "s/p2.json"]], "the chunks, the records, their texts");
        assert_eq!(response.results.iter().map(|r| r.url.as_str()).collect::<Vec<_>>(), ["dialog", "dialog#open", "popover"]);
        assert_eq!(response.results[1].page_title.as_deref(), Some("Dialog"), "a section's page title, from its part");
        assert!(response.results.iter().all(|r| r.snippet.as_ref().is_some_and(|s| !s.is_empty())));
        assert!(engine.add_file("s/i99.json", "{}").is_err() && engine.add_file("elsewhere.json", "[]").is_err());
        assert!(engine.add_file("s/p0.json", "[\"one text for two records\"]").unwrap_err().contains("the index says 2"));
        assert!(engine.add_file("s/p1.json", "[\"\"]").unwrap_err().contains("no fragment"), "record 1 is in p0");
        assert!(engine.add_file("s/r9.json", "{}").unwrap_err().contains("no file of this search"));
    }

    #[test]
    fn only_the_parts_of_the_best_records_load_and_the_answer_is_as_with_every_part() {
        // Three parts of pages, the one named in full in the last.
        let count = 2 * RECORDS_PER_PART + 3;
        let mut records: Vec<Record> = (0..count)
            .map(|n| record(RecordKind::Page, &format!("Guide {n}"), None, &format!("guide-{n}"), "A panel, and more about a panel."))
            .collect();
        records[count - 1] = record(RecordKind::Page, "Panel", None, "panel", "Collapsible.");
        let (mut lazy, parts) = site(records.clone());
        for name in &lazy.search("panel", 5).missing {
            lazy.add_file(name, &parts[name]).unwrap();
        }
        let asked = lazy.search("panel", 5).missing;
        // The guides tie: those ranked within `LOAD_AHEAD` of the first five load too.
        let mut expected = vec!["s/r2.json".to_string()];
        for guide in 0..5 + LOAD_AHEAD - 1 {
            let part = format!("s/r{}.json", guide / RECORDS_PER_PART);
            if !expected.contains(&part) {
                expected.push(part);
            }
        }
        assert_eq!(asked, expected, "the part of the title first, then that of the next best");
        for name in &asked {
            lazy.add_file(name, &parts[name]).unwrap();
        }
        let loaded = lazy.search("panel", 5);
        assert!(loaded.ranked, "{:?}", loaded.missing);
        let every = engine(records);
        assert_eq!(
            loaded.results.iter().map(|r| &r.url).collect::<Vec<_>>(),
            every.search("panel", 5).results.iter().map(|r| &r.url).collect::<Vec<_>>()
        );
        assert_eq!(loaded.results[0].url, "panel");
    }

    #[test]
    fn the_sections_of_a_page_whose_title_the_query_names_a_part_of_rank_as_low_before_their_part_loads_as_after() {
        // The sections of ToggleButton (part 0) and of Button (part 1), then Button.
        let section = |page: &str, n: usize| {
            record(RecordKind::Section, &format!("Events {n}"), Some(page), &format!("{page}#events-{n}"), "Click the button.")
        };
        let mut records: Vec<Record> = (0..RECORDS_PER_PART).map(|n| section("ToggleButton", n)).collect();
        records.extend((0..RECORDS_PER_PART).map(|n| section("Button", n)));
        records.push(record(RecordKind::Page, "Button", None, "Button", "A button."));
        let (mut lazy, parts) = site(records.clone());
        let rounds = files_asked(&mut lazy, &parts, "button");
        // Were ToggleButton's sections ranked as if "button" named their page's title,
        // their part would load first, and Button's sections' after it.
        assert_eq!(rounds[..2], [vec!["s/i0.json"], vec!["s/r2.json", "s/r1.json"]]);
        assert!(rounds[2..].iter().flatten().all(|name| name.starts_with("s/p")), "then only texts: {rounds:?}");
        let every = engine(records);
        let first_five = |engine: &Engine| engine.search("button", 5).results.into_iter().map(|r| r.url).collect::<Vec<_>>();
        assert_eq!(first_five(&lazy), first_five(&every));
    }

    #[test]
    fn a_compound_whose_one_part_besides_stop_words_the_query_names_ranks_as_high_before_its_part_loads_as_after() {
        // IButton ("i" a stop word) after two parts of pages with "button" in longer titles.
        let mut records: Vec<Record> = (0..2 * RECORDS_PER_PART)
            .map(|n| record(RecordKind::Page, &format!("Buttons and more {n}"), None, &format!("more-{n}"), "Of a button."))
            .collect();
        records.push(record(RecordKind::Page, "IButton", None, "ibutton", "An interface."));
        let (mut lazy, parts) = site(records.clone());
        files_asked(&mut lazy, &parts, "button");
        let every = engine(records);
        assert_eq!(urls(&every, "button")[0], "ibutton", "named in full");
        assert_eq!(urls(&lazy, "button"), urls(&every, "button"));
    }

    #[test]
    fn a_later_word_being_typed_is_left_out_until_its_third_letter() {
        let every = engine(vec![
            record(RecordKind::Page, "Slots", None, "slots", "A slot takes children."),
            record(RecordKind::Page, "Density", None, "density", "Compact density."),
        ]);
        let typing = every.search("slot de", 10);
        assert!(!typing.partial, "`de` is not said yet");
        assert_eq!(urls(&every, "slot de"), ["slots"]);
        let said = every.search("slot den", 10);
        assert!(said.partial && said.results.len() == 2, "`den` begins `density`, which no page has with `slot`");
    }

    #[test]
    fn a_word_whose_stem_ends_otherwise_is_found_by_its_first_letters_and_whole() {
        // The stemmer makes `trying` `tri`: its chunk is that of `tri`, not `try`.
        let records = vec![
            record(RecordKind::Page, "Trying it out", None, "trying", "A first component."),
            record(RecordKind::Page, "Toggle", None, "toggle", "A switch."),
            record(RecordKind::Page, "Type", None, "type", "What a value is."),
        ];
        let (mut lazy, parts) = site(records.clone());
        let every = engine(records);
        for (query, found) in [("try", "trying"), ("trying", "trying"), ("toggle", "toggle"), ("type", "type"), ("typ", "type")] {
            files_asked(&mut lazy, &parts, query);
            assert_eq!(urls(&every, query), [found], "{query}");
            assert_eq!(urls(&lazy, query), [found], "{query}");
        }
    }

    #[test]
    fn a_record_not_loaded_yet_ranks_no_lower_than_once_it_is() {
        let pages = [
            "Button",
            "IButton",
            "ToggleButton",
            "ButtonDesign",
            "Button Design Tips",
            "Icons and Buttons",
            "Slots",
            "The Slot of a Button",
        ];
        let mut records: Vec<Record> = Vec::new();
        for (n, page) in pages.iter().enumerate() {
            records.push(record(RecordKind::Page, page, None, &format!("page-{n}"), "A button with an icon in its slot."));
            for heading in ["Design", "Icon slot", "ButtonType", "Buttons"] {
                let url = format!("page-{n}#{heading}");
                records.push(record(RecordKind::Section, heading, Some(page), &url, "Which design the button has."));
            }
        }
        let every = engine(records.clone());
        let queries = [
            "button",
            "butt",
            "buttons",
            "buton",
            "button design",
            "design button",
            "slot",
            "sl",
            "icon slot",
            "ibutton",
            "toggle button",
            "the slot",
        ];
        for text in queries {
            let (mut chunks_only, parts) = site(records.clone());
            let query = Query::parse(text);
            // Every chunk the query needs: a word the index lacks needs those of its
            // first letter, for its typos, once its own are in.
            loop {
                let chunks = chunks_only.missing_chunks(&query);
                if chunks.is_empty() {
                    break;
                }
                for number in chunks {
                    let name = chunks_only.index.file_name(PartFile::Chunk(number));
                    chunks_only.add_file(&name, &parts[&name]).unwrap();
                }
            }
            let scores: HashMap<u32, f32> =
                rank(&every.index, &every.titles, &query, 5).hits.iter().map(|hit| (hit.record, hit.score)).collect();
            for hit in rank(&chunks_only.index, &chunks_only.titles, &query, 5).hits {
                assert!(
                    hit.score >= scores[&hit.record] * 0.9999,
                    "{text}: record {} at {} before, {} after",
                    hit.record,
                    hit.score,
                    scores[&hit.record]
                );
            }
        }
    }

    /// Loads what the answers to `query` name as missing until they name nothing;
    /// the names loaded, in order.
    fn complete(engine: &mut Engine, parts: &HashMap<String, String>, query: &str, limit: usize, exact: bool) -> Vec<String> {
        let mut loaded = Vec::new();
        loop {
            let response = if exact { engine.search_with_total(query, limit) } else { engine.search(query, limit) };
            if response.missing.is_empty() {
                return loaded;
            }
            for name in response.missing {
                engine.add_file(&name, &parts[&name]).unwrap();
                loaded.push(name);
            }
        }
    }

    #[test]
    fn a_common_words_tail_loads_only_when_it_may_change_the_best_results_or_for_an_exact_total() {
        // "theme" in every record: a few titles, and texts that weigh it more or less;
        // "density" in a few texts only, among those that weigh "theme" the least, all
        // in the first of the two pages of its tail.
        let mut records = Vec::new();
        for n in 0..200 {
            let title = if n % 50 == 0 { format!("Theme {n}") } else { format!("Page {n}") };
            let theme = if n % 7 == 0 { "theme theme theme" } else { "theme" };
            let density = if n % 40 == 39 && n < 120 { " The density is compact." } else { "" };
            let words = " words".repeat(n % 13);
            records.push(record(RecordKind::Page, &title, None, &format!("p{n}"), &format!("Set the {theme}{words}.{density}")));
        }
        let every = engine(records.clone());
        let queries = ["theme", "them", "th", "theme density", "density theme", "density", "theme words", "page theme"];
        for query in queries {
            for limit in [1, 5, 20] {
                let (mut engine, parts) = site(records.clone());
                let loaded = complete(&mut engine, &parts, query, limit, false);
                let answer = engine.search(query, limit);
                let expected = every.search(query, limit);
                let urls = |response: &SearchResponse| response.results.iter().map(|r| r.url.clone()).collect::<Vec<_>>();
                if matches!(query, "them" | "th") && limit > 5 {
                    // A word being typed finds the longer words it begins by their heads:
                    // here, the four titles and the heaviest texts, the best of all.
                    assert_eq!(urls(&answer).len(), 4 + HEAD_CONTENT, "{query} ({limit})");
                    assert!(urls(&expected).starts_with(&urls(&answer)), "{query} ({limit})");
                } else {
                    assert_eq!(urls(&answer), urls(&expected), "{query} ({limit}), loaded {loaded:?}");
                }
                assert!(answer.ranked && expected.total_exact);
                assert!(answer.total <= expected.total);
                let loaded_tails: Vec<&String> = loaded.iter().filter(|name| name.starts_with("s/t")).collect();
                let tails = loaded_tails.len();
                match query {
                    // The titles and the heaviest texts are in the head: enough for the best few.
                    "theme" if limit <= 5 => assert_eq!(tails, 0, "{query} ({limit}): {loaded:?}"),
                    // A word being typed finds the longer words it begins by their heads.
                    "them" | "th" => assert_eq!(tails, 0, "{query} ({limit}): {loaded:?}"),
                    // Records with both words: the tail's page that covers them may have them.
                    "theme density" | "density theme" => assert_eq!(loaded_tails, ["s/t1.json"], "{query} ({limit}): {loaded:?}"),
                    // The ranks below the head's: the tail may have them, in any page.
                    "theme words" => assert!(tails > 0, "{query} ({limit}): {loaded:?}"),
                    _ => {}
                }
                if answer.total_exact {
                    assert_eq!(answer.total, expected.total, "{query}");
                }
                if tails == 0 && query.starts_with("th") {
                    assert!(!answer.total_exact, "{query}: the tail's records are not counted yet");
                }
                // An exact total loads the rest.
                complete(&mut engine, &parts, query, limit, true);
                let counted = engine.search_with_total(query, limit);
                assert!(counted.total_exact);
                assert_eq!(counted.total, expected.total, "{query}");
                assert_eq!(urls(&counted), urls(&expected), "{query}");
            }
        }
    }

    #[test]
    fn records_loaded_with_a_part_do_not_make_the_records_ranked_above_them_load() {
        // Button and its sections (part 0), then pages ranked between the two (parts 1 and 2).
        let mut records = vec![record(RecordKind::Page, "Button", None, "button", "Clicks.")];
        records.extend(
            (1..RECORDS_PER_PART).map(|n| record(RecordKind::Section, &format!("Events {n}"), Some("Button"), &format!("button#{n}"), "")),
        );
        records.extend(
            (0..2 * RECORDS_PER_PART).map(|n| record(RecordKind::Page, &format!("Buttons and more {n}"), None, &format!("more-{n}"), "")),
        );
        let (mut lazy, parts) = site(records);
        for name in lazy.search("button", 5).missing {
            lazy.add_file(&name, &parts[&name]).unwrap();
        }
        // The pages tie: those ranked within `LOAD_AHEAD` of the first five load too.
        let pages: Vec<String> =
            ["s/r1.json", "s/r2.json"].iter().take(1 + (5 + LOAD_AHEAD - 2) / RECORDS_PER_PART).map(|name| name.to_string()).collect();
        assert_eq!(lazy.search("button", 5).missing, [vec!["s/r0.json".to_string()], pages.clone()].concat());
        // The first part arrives first: its sections, ranked below every page, are loaded
        // too, but only the parts of the first five are asked for.
        lazy.add_file("s/r0.json", &parts["s/r0.json"]).unwrap();
        assert_eq!(lazy.search("button", 5).missing, pages);
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
        assert_eq!(rounds, [vec!["s/i0.json"], vec!["s/e0.json"]], "the chunks, then the entries (which have no texts)");
        let response = engine.search("sys-help", 5);
        assert!(response.ranked && response.missing.is_empty());
        let found = &response.results[0];
        assert_eq!((found.url.as_str(), found.page_title.as_deref()), ("icons/?q=sys-help", Some("SAP Icons")));
        assert_eq!((&found.title, &found.snippet), (&vec!["".to_string(), "sys-help".into(), "".into()], &Some(vec![String::new()])));
        load_all(&mut engine, &parts);
        assert_eq!(urls(&engine, "accept"), ["icons/?q=accept", "uploader"], "a name named in full before a word of a text");

        let (mut engine, parts) = site_with_entries(vec![record(RecordKind::Page, "Icons", None, "icons/", "Every icon.")], &entries);
        let rounds = files_asked(&mut engine, &parts, "every");
        assert!(rounds.iter().flatten().all(|name| !name.starts_with("s/e")), "no entry found, none loaded: {rounds:?}");
        load_all(&mut engine, &parts);
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
        assert!(chunks_asked(&mut engine, &parts, "t").is_empty(), "a first letter begins no word yet");
        assert_eq!(chunks_asked(&mut engine, &parts, "themi").len(), 1, "its own chunk only: it begins `theming`");
        let typo = chunks_asked(&mut engine, &parts, "themx");
        assert!(typo.len() > 1, "a word begun by nothing: the chunks of its letter, for its typos ({typo:?})");
    }

    #[test]
    fn an_engine_given_every_file_it_names_needs_nothing_more() {
        let records = vec![
            record(RecordKind::Page, "Dialog", None, "dialog", "A modal window; set open to show it."),
            record(RecordKind::Page, "Popover", None, "popover", "Opens next to its opener."),
        ];
        let icon = record(RecordKind::Section, "sys-help", Some("SAP Icons"), "icons/?q=sys-help", "");
        let (mut engine, parts) = site_with_entries(records, &[icon]);
        let mut loaded = Vec::new();
        engine
            .load_everything(|name| {
                loaded.push(name.to_string());
                Ok(parts[name].clone())
            })
            .unwrap();
        loaded.sort();
        let mut written: Vec<String> = parts.keys().cloned().collect();
        written.sort();
        assert_eq!(loaded, written);
        let response = engine.search("opener", 5);
        assert!(response.missing.is_empty() && response.ranked);
        assert!(response.results[0].snippet.is_some());
        assert_eq!(urls(&engine, "sys-help"), ["icons/?q=sys-help"], "the entries are loaded too");
        let pages: Vec<&str> = engine.pages().map(|page| page.title.as_str()).collect();
        assert_eq!(pages, ["Dialog", "Popover"]);
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
