//! The index: built once by the engine from the records, loaded by the browser in
//! parts, as queries need them.
//!
//! Postings are kept per *stem*, so `themes` finds what `theming` was indexed
//! under. The files list *surface* terms; their stems are derived again at load
//! with the same stemmer, which keeps the files small.
//!
//! What a reader types first is mostly a name: a page's title, a heading, a
//! component's tag, a property or event. So the search-index file every search
//! starts with holds only the *title vocabulary* (the terms of titles, headings
//! and other names), with postings in those fields; it answers such queries at
//! once. The rest is in *chunks*, fetched when a query needs them: every term with
//! all its postings (the content's counts included), grouped by the first two
//! letters of its stem, which a word shares with all its forms (`theme`, `themes`,
//! `theming`) and with every longer word it begins. The text of the records, for
//! snippets, is in *fragments* of a few consecutive records of one page, small enough
//! that the snippets of a list of results cost a few KB, not the whole of their pages.
//!
//! *Entries* are things found by their name alone, in their thousands (every icon of
//! the icon packages): records numbered after the search-doc file's, which holds none
//! of them. Their names are in the chunks only, and the entries themselves (title,
//! page title, URL: an entry is a section of the page it leads to) in *entry parts*
//! of a few dozen each, which a query loads when its chunks put one of their entries
//! among its best results. A search that finds no entry downloads none of them.

use rustc_hash::FxHashMap as HashMap;
use serde::{Deserialize, Serialize};

use crate::json::{required, Reader};
use crate::record::{Record, RecordKind};
use crate::tokenizer::{each_token, stem, TokenKind};

/// The format of the index files; a file of another version is refused at load.
pub const FORMAT_VERSION: u32 = 4;

/// A chunk is closed once its terms and postings reach about this many bytes of
/// JSON: about 4 KB compressed, one round trip on a phone, and few enough chunks
/// that a query of two words needs two or three.
const CHUNK_BYTES: usize = 14_000;

/// A fragment is closed once its texts reach about this many bytes (about 1 KB
/// compressed): a result needs its own record's text only, and a long page in one
/// fragment made each of its results cost the whole page (up to 6 KB).
const FRAGMENT_BYTES: usize = 2_500;

/// Entries per entry part: a few KB of JSON, about 1 KB compressed, so the results of
/// a query cost a part or two.
const ENTRIES_PER_PART: usize = 64;

/// Where a term occurs in a record, as bits of a posting.
pub mod field {
    /// The record's title (a page's title, or a section's heading).
    pub const TITLE: u32 = 1;
    /// The title of a section's page.
    pub const PAGE_TITLE: u32 = 2;
    /// The page's other names.
    pub const KEYWORDS: u32 = 4;
    /// The bits of the fields above.
    pub const NAMES: u32 = TITLE | PAGE_TITLE | KEYWORDS;
    /// Bits above these count the occurrences in the content.
    pub const CONTENT_SHIFT: u32 = 3;
    /// Occurrence counts saturate here (more says little).
    pub const MAX_CONTENT_COUNT: u32 = 31;
}

/// The search-index file: what every search starts with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexFile {
    /// The format's version: an index of another format is refused, not misread.
    pub version: u32,
    /// The title vocabulary: every term of a title, heading or other name, sorted.
    pub terms: Vec<String>,
    /// Per stem of those terms, in the stems' sorted order: pairs of (record number
    /// minus the previous one, field bits), in the name fields only.
    pub postings: Vec<Vec<u32>>,
    /// Per record: how many words its content has.
    pub content_words: Vec<u32>,
    /// The folder of the chunks and fragments, relative to the search files, with a
    /// trailing `/`.
    pub folder: String,
    /// The first stem key (see [`stem_key`]) of each chunk, sorted.
    pub chunks: Vec<String>,
    /// The first record of each fragment, ascending from 0.
    pub fragments: Vec<u32>,
    /// How many entries each entry part has, in order; the first entry's number
    /// follows the search-doc file's last record.
    pub entries: Vec<u32>,
}

impl IndexFile {
    /// Reads the search-index file.
    pub fn read(text: &str) -> crate::json::Result<IndexFile> {
        let mut reader = Reader::new(text);
        let (mut version, mut terms, mut postings, mut content_words) = (None, None, None, None);
        let (mut folder, mut chunks, mut fragments, mut entries) = (None, None, None, None);
        reader.object(|key, reader| {
            match key {
                "version" => version = Some(reader.u32()?),
                "terms" => terms = Some(reader.list_of(Reader::string)?),
                "postings" => postings = Some(read_postings(reader)?),
                "content_words" => content_words = Some(reader.list_of(Reader::u32)?),
                "folder" => folder = Some(reader.string()?),
                "chunks" => chunks = Some(reader.list_of(Reader::string)?),
                "fragments" => fragments = Some(reader.list_of(Reader::u32)?),
                "entries" => entries = Some(reader.list_of(Reader::u32)?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        reader.end()?;
        // The version first: a file of another format may lack the others.
        let version = required(version, "version")?;
        if version != FORMAT_VERSION {
            return Err(format!("the index has format version {version}, this search reads version {FORMAT_VERSION}"));
        }
        Ok(IndexFile {
            version,
            terms: required(terms, "terms")?,
            postings: required(postings, "postings")?,
            content_words: required(content_words, "content_words")?,
            folder: required(folder, "folder")?,
            chunks: required(chunks, "chunks")?,
            fragments: required(fragments, "fragments")?,
            entries: required(entries, "entries")?,
        })
    }

    /// The texts of each fragment's records, as its file lists them.
    pub fn fragment_texts<'a>(&self, records: &'a [Record]) -> Vec<Vec<&'a str>> {
        let ends = self.fragments.iter().skip(1).map(|&end| end as usize).chain([records.len()]);
        self.fragments
            .iter()
            .zip(ends)
            .map(|(&start, end)| records[start as usize..end].iter().map(|r| r.content.as_str()).collect())
            .collect()
    }

    /// The texts of each entry part, as its file lists them: each entry's title, page
    /// title (or nothing) and URL in turn.
    pub fn entry_texts<'a>(&self, entries: &'a [Record]) -> Vec<Vec<&'a str>> {
        let mut rest = entries;
        self.entries
            .iter()
            .map(|&count| {
                let (part, after) = rest.split_at(count as usize);
                rest = after;
                part.iter().flat_map(|e| [e.title.as_str(), e.page_title.as_deref().unwrap_or_default(), e.url.as_str()]).collect()
            })
            .collect()
    }
}

/// A chunk file: its terms, and all the postings of their stems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChunkFile {
    /// The terms, sorted.
    pub terms: Vec<String>,
    /// Per stem of the terms, in the stems' sorted order, as in [`IndexFile`], in
    /// every field and with the content's counts.
    pub postings: Vec<Vec<u32>>,
}

impl ChunkFile {
    /// Reads a chunk file.
    pub fn read(text: &str) -> crate::json::Result<ChunkFile> {
        let mut reader = Reader::new(text);
        let (mut terms, mut postings) = (None, None);
        reader.object(|key, reader| {
            match key {
                "terms" => terms = Some(reader.list_of(Reader::string)?),
                "postings" => postings = Some(read_postings(reader)?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        reader.end()?;
        Ok(ChunkFile { terms: required(terms, "terms")?, postings: required(postings, "postings")? })
    }
}

fn read_postings(reader: &mut Reader) -> crate::json::Result<Vec<Vec<u32>>> {
    reader.list_of(|reader| reader.list_of(Reader::u32))
}

/// The name of chunk `number`'s file, relative to the search files.
pub fn chunk_file(folder: &str, number: usize) -> String {
    format!("{folder}i{number}.json")
}

/// The name of fragment `number`'s file (a JSON list of its records' texts).
pub fn fragment_file(folder: &str, number: usize) -> String {
    format!("{folder}p{number}.json")
}

/// How many texts an entry part file has per entry (see [`IndexFile::entry_texts`]).
pub const ENTRY_TEXTS: usize = 3;

/// The name of entry part `number`'s file (a JSON list of its entries' texts).
pub fn entry_file(folder: &str, number: usize) -> String {
    format!("{folder}e{number}.json")
}

/// Which chunk a stem goes in: its first two letters. Stemming changes only a
/// word's end, so a word and its stem begin alike.
pub fn stem_key(stem: &str) -> &str {
    let end = stem.char_indices().nth(2).map_or(stem.len(), |(at, _)| at);
    &stem[..end]
}

/// What one record contributes to the index; computed for each record on its own
/// (in parallel by the caller), then merged by [`build`].
#[derive(Debug, Default, Clone)]
pub struct RecordTerms {
    /// Term -> field bits.
    terms: HashMap<String, u32>,
    content_words: u32,
    /// Whether the record is a page, which begins a fragment.
    page: bool,
    /// The length of its text, in bytes, which fills its fragment.
    content_bytes: usize,
}

impl RecordTerms {
    /// The terms of one record, with the fields they occur in.
    pub fn of(record: &Record) -> RecordTerms {
        let mut terms =
            RecordTerms { page: record.kind == RecordKind::Page, content_bytes: record.content.len(), ..RecordTerms::default() };
        terms.add(&record.title, |bits| bits | field::TITLE);
        for keyword in &record.keywords {
            terms.add(keyword, |bits| bits | field::KEYWORDS);
        }
        if let (RecordKind::Section, Some(page_title)) = (record.kind, &record.page_title) {
            terms.add(page_title, |bits| bits | field::PAGE_TITLE);
        }
        terms.content_words = terms.add(&record.content, |bits| merge_bits(bits, 1 << field::CONTENT_SHIFT));
        terms
    }

    /// The terms of an entry: its title and other names only. Its page title would
    /// make the page's words match every entry of the page.
    pub fn of_entry(record: &Record) -> RecordTerms {
        let mut terms = RecordTerms::default();
        terms.add(&record.title, |bits| bits | field::TITLE);
        for keyword in &record.keywords {
            terms.add(keyword, |bits| bits | field::KEYWORDS);
        }
        terms
    }

    /// Adds the terms of `text`; `mark` turns a term's field bits into the new ones.
    /// Returns how many words (not whole chunks) it added.
    fn add(&mut self, text: &str, mark: impl Fn(u32) -> u32) -> u32 {
        let mut words = 0;
        each_token(text, |token| {
            if token.stop {
                return;
            }
            words += u32::from(token.kind != TokenKind::Whole);
            match self.terms.get_mut(token.term) {
                Some(bits) => *bits = mark(*bits),
                None => {
                    self.terms.insert(token.term.to_string(), mark(0));
                }
            }
        });
        words
    }
}

/// Field bits of two occurrences together: the fields of both, the content counts added.
fn merge_bits(a: u32, b: u32) -> u32 {
    let count = ((a >> field::CONTENT_SHIFT) + (b >> field::CONTENT_SHIFT)).min(field::MAX_CONTENT_COUNT);
    ((a | b) & field::NAMES) | (count << field::CONTENT_SHIFT)
}

/// The number of words of a text, a camelCase name counting as one.
pub fn word_count(text: &str) -> u32 {
    let mut chunks = 0;
    each_token(text, |token| {
        if token.kind != TokenKind::Part {
            chunks += 1;
        }
    });
    chunks
}

/// The index files of a site: the search-index file and the chunks.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexFiles {
    /// The search-index file.
    pub index: IndexFile,
    /// The chunks, in the order of `index.chunks`.
    pub chunks: Vec<ChunkFile>,
}

/// Merges the terms of every record, in record order, into the index files: the
/// documents (the search-doc file's records), then the entries (see the module
/// docs). The chunks, fragments and entry parts go in `folder` (ending in `/`).
pub fn build(documents: &[RecordTerms], entries: &[RecordTerms], folder: &str) -> IndexFiles {
    let records = || documents.iter().chain(entries);
    let mut stem_of: HashMap<&str, String> = HashMap::default();
    for record in records() {
        for term in record.terms.keys() {
            stem_of.entry(term).or_insert_with(|| stem(term));
        }
    }
    let mut postings: HashMap<&str, Vec<(u32, u32)>> = HashMap::default();
    let mut by_stem: HashMap<&str, u32> = HashMap::default();
    for (number, record) in records().enumerate() {
        // The surface terms of one stem (`theme`, `themes`) count together.
        by_stem.clear();
        for (term, &bits) in &record.terms {
            let merged = by_stem.entry(stem_of[term.as_str()].as_str()).or_insert(0);
            *merged = merge_bits(*merged, bits);
        }
        for (&stem, &bits) in &by_stem {
            postings.entry(stem).or_default().push((number as u32, bits));
        }
    }
    let mut terms: Vec<&str> = stem_of.keys().copied().collect();
    terms.sort_unstable();
    // The title vocabulary is the documents' names: the entries' would be most of it.
    let mut names: Vec<&str> = documents
        .iter()
        .flat_map(|record| record.terms.iter().filter(|(_, &bits)| bits & field::NAMES != 0).map(|(term, _)| term.as_str()))
        .collect();
    names.sort_unstable();
    names.dedup();
    let mut name_stems: Vec<&str> = names.iter().map(|term| stem_of[term].as_str()).collect();
    name_stems.sort_unstable();
    name_stems.dedup();
    let name_postings = name_stems
        .iter()
        .map(|stem| {
            let named: Vec<(u32, u32)> = postings[stem]
                .iter()
                .filter(|&&(record, bits)| bits & field::NAMES != 0 && (record as usize) < documents.len())
                .map(|&(record, bits)| (record, bits & field::NAMES))
                .collect();
            delta_encode(&named)
        })
        .collect();
    let chunks = chunk_terms(&terms, &stem_of, &postings);
    IndexFiles {
        index: IndexFile {
            version: FORMAT_VERSION,
            terms: names.iter().map(|term| term.to_string()).collect(),
            postings: name_postings,
            content_words: documents.iter().map(|r| r.content_words).collect(),
            folder: folder.to_string(),
            chunks: chunks.iter().map(|(key, _)| key.clone()).collect(),
            fragments: fragment_starts(documents),
            entries: entries.chunks(ENTRIES_PER_PART).map(|part| part.len() as u32).collect(),
        },
        chunks: chunks.into_iter().map(|(_, chunk)| chunk).collect(),
    }
}

/// The first record of each fragment: a page begins one, and so does a record that
/// would take its fragment's texts past [`FRAGMENT_BYTES`].
fn fragment_starts(records: &[RecordTerms]) -> Vec<u32> {
    let mut starts = Vec::new();
    let mut size = 0;
    for (number, record) in records.iter().enumerate() {
        if number == 0 || record.page || size + record.content_bytes > FRAGMENT_BYTES {
            starts.push(number as u32);
            size = 0;
        }
        size += record.content_bytes;
    }
    starts
}

/// Every term with its stem's postings, cut into chunks by stem key, each chunk
/// with its first key.
fn chunk_terms(terms: &[&str], stem_of: &HashMap<&str, String>, postings: &HashMap<&str, Vec<(u32, u32)>>) -> Vec<(String, ChunkFile)> {
    let mut by_key: Vec<(&str, &str)> = terms.iter().map(|term| (stem_key(&stem_of[term]), *term)).collect();
    by_key.sort_unstable();
    let mut chunks: Vec<(String, ChunkFile)> = Vec::new();
    let mut size = CHUNK_BYTES;
    let mut key_start = 0;
    while key_start < by_key.len() {
        let key = by_key[key_start].0;
        let key_end = key_start + by_key[key_start..].partition_point(|(k, _)| *k == key);
        if size >= CHUNK_BYTES {
            chunks.push((key.to_string(), ChunkFile { terms: Vec::new(), postings: Vec::new() }));
            size = 0;
        }
        let chunk = &mut chunks.last_mut().expect("a chunk was pushed").1;
        let mut key_terms: Vec<&str> = by_key[key_start..key_end].iter().map(|(_, term)| *term).collect();
        key_terms.sort_unstable();
        let mut stems: Vec<&str> = key_terms.iter().map(|term| stem_of[term].as_str()).collect();
        stems.sort_unstable();
        stems.dedup();
        for term in key_terms {
            size += term.len() + 3;
            chunk.terms.push(term.to_string());
        }
        for stem in stems {
            let encoded = delta_encode(&postings[stem]);
            size += encoded.iter().map(|n| n.checked_ilog10().unwrap_or(0) as usize + 2).sum::<usize>();
            chunk.postings.push(encoded);
        }
        key_start = key_end;
    }
    // A stem begins with its key, so stems in key order are sorted; a term might not
    // begin with its stem's key (if stemming ever changed a word's start), so terms
    // are sorted once more.
    for (_, chunk) in &mut chunks {
        chunk.terms.sort_unstable();
    }
    chunks
}
/// Occurrences in record order as pairs of (record number minus the previous one, bits).
fn delta_encode(occurrences: &[(u32, u32)]) -> Vec<u32> {
    let mut previous = 0;
    let mut flat = Vec::with_capacity(occurrences.len() * 2);
    for &(record, bits) in occurrences {
        flat.push(record - previous);
        flat.push(bits);
        previous = record;
    }
    flat
}

/// One occurrence of a stem: in which record, in which fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    /// The record's number.
    pub record: u32,
    /// The fields the stem occurs in, and its count in the content (see [`field`]).
    pub bits: u32,
}

impl Posting {
    /// How often the stem occurs in the record's content (saturating).
    pub fn content_count(self) -> u32 {
        self.bits >> field::CONTENT_SHIFT
    }
}

/// The index, ready to answer queries with what has been loaded of it.
pub struct Index {
    /// Every surface term loaded, sorted, with its stem's id.
    terms: Vec<(String, u32)>,
    /// Stems by id, in the order they were first loaded (ids never change).
    stems: Vec<String>,
    stem_ids: HashMap<String, u32>,
    postings: Vec<Vec<Posting>>,
    pub(crate) title_words: Vec<u32>,
    pub(crate) content_words: Vec<u32>,
    pub(crate) average_content_words: f32,
    folder: String,
    chunk_keys: Vec<String>,
    chunk_loaded: Vec<bool>,
    fragment_starts: Vec<u32>,
    /// The first record of each entry part (the first part's follows the documents).
    entry_starts: Vec<u32>,
}

impl Index {
    /// Checks and loads the search-index file, for these records (the search-doc
    /// file's; the entries' titles come as their parts load, see
    /// [`crate::rank::Titles::set_entry`]).
    pub fn load(file: IndexFile, records: &[Record]) -> Result<Index, String> {
        if file.version != FORMAT_VERSION {
            return Err(format!("the index has format version {}, this search reads version {FORMAT_VERSION}", file.version));
        }
        if file.content_words.len() != records.len() {
            return Err(format!("the index describes {} records, the search documents have {}", file.content_words.len(), records.len()));
        }
        if !file.chunks.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err("the index's chunks are not sorted".into());
        }
        let divides = match file.fragments.first() {
            None => records.is_empty(),
            Some(&first) => {
                first == 0
                    && file.fragments.windows(2).all(|pair| pair[0] < pair[1])
                    && file.fragments.last().is_some_and(|&last| (last as usize) < records.len())
            }
        };
        if !divides {
            return Err("the index's fragments do not divide the records".into());
        }
        let total: u64 = file.content_words.iter().map(|&w| u64::from(w)).sum();
        let average_content_words = if records.is_empty() { 1.0 } else { (total as f32 / records.len() as f32).max(1.0) };
        let mut all = records.len();
        let entry_starts = file
            .entries
            .iter()
            .map(|&count| {
                let start = all as u32;
                all += count as usize;
                start
            })
            .collect();
        // Entries have no content; their titles' words are counted as they load
        // (`Titles::set_entry`).
        let mut content_words = file.content_words;
        content_words.resize(all, 0);
        let mut title_words: Vec<u32> = records.iter().map(|record| word_count(&record.title)).collect();
        title_words.resize(all, 0);
        let mut index = Index {
            terms: Vec::new(),
            stems: Vec::new(),
            stem_ids: HashMap::default(),
            postings: Vec::new(),
            title_words,
            content_words,
            average_content_words,
            folder: file.folder,
            chunk_loaded: vec![false; file.chunks.len()],
            chunk_keys: file.chunks,
            fragment_starts: file.fragments,
            entry_starts,
        };
        index.add_terms(file.terms, &file.postings)?;
        Ok(index)
    }

    /// Adds chunk `number`, once; its postings replace the name-only ones.
    pub fn add_chunk(&mut self, number: usize, chunk: ChunkFile) -> Result<(), String> {
        let loaded = self.chunk_loaded.get_mut(number).ok_or_else(|| format!("the index has no chunk {number}"))?;
        if !*loaded {
            *loaded = true;
            self.add_terms(chunk.terms, &chunk.postings).map_err(|err| format!("chunk {number}: {err}"))?;
        }
        Ok(())
    }

    /// Adds terms and the postings of their stems, checking them.
    fn add_terms(&mut self, terms: Vec<String>, postings: &[Vec<u32>]) -> Result<(), String> {
        if !terms.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err("the index's terms are not sorted and unique".into());
        }
        let term_stems: Vec<String> = terms.iter().map(|term| stem(term)).collect();
        let mut stems: Vec<&str> = term_stems.iter().map(String::as_str).collect();
        stems.sort_unstable();
        stems.dedup();
        if stems.len() != postings.len() {
            return Err(format!(
                "the index has postings for {} stems, its terms have {}: it was built with another stemmer",
                postings.len(),
                stems.len()
            ));
        }
        let records = self.content_words.len();
        for (stem, flat) in stems.iter().zip(postings) {
            let mut decoded = Vec::with_capacity(flat.len() / 2);
            let mut record = 0u32;
            for pair in flat.chunks_exact(2) {
                record =
                    record.checked_add(pair[0]).filter(|&r| (r as usize) < records).ok_or("the index names a record it does not have")?;
                decoded.push(Posting { record, bits: pair[1] });
            }
            let id = self.stem_id_or_new(stem);
            self.postings[id as usize] = decoded;
        }
        let new_terms: Vec<(String, u32)> =
            terms.into_iter().zip(&term_stems).map(|(term, stem)| (term, self.stem_ids[stem.as_str()])).collect();
        self.terms.extend(new_terms);
        self.terms.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        self.terms.dedup_by(|a, b| a.0 == b.0);
        Ok(())
    }

    /// The id of a stem, given a new one (without postings, until its chunk loads)
    /// if the index has none yet.
    pub(crate) fn stem_id_or_new(&mut self, stem: &str) -> u32 {
        if let Some(&id) = self.stem_ids.get(stem) {
            return id;
        }
        let id = self.stems.len() as u32;
        self.stems.push(stem.to_string());
        self.stem_ids.insert(stem.to_string(), id);
        self.postings.push(Vec::new());
        id
    }

    /// How many records the index describes, entries included.
    pub fn record_count(&self) -> usize {
        self.content_words.len()
    }

    /// How many records the search-doc file has: the records before the entries.
    fn documents(&self) -> usize {
        self.entry_starts.first().map_or(self.record_count(), |&start| start as usize)
    }

    /// The id of a stem, if the index has it.
    pub fn stem_id(&self, stem: &str) -> Option<u32> {
        self.stem_ids.get(stem).copied()
    }

    /// The stem of an id.
    pub fn stem(&self, id: u32) -> &str {
        &self.stems[id as usize]
    }

    /// Where a stem occurs, by record number.
    pub fn postings(&self, stem: u32) -> &[Posting] {
        &self.postings[stem as usize]
    }

    /// The stem id of a loaded term.
    pub fn term_stem(&self, term: &str) -> Option<u32> {
        self.terms.binary_search_by(|(t, _)| t.as_str().cmp(term)).ok().map(|at| self.terms[at].1)
    }

    /// The loaded terms beginning with `prefix`, in order, with their stem ids.
    pub fn terms_beginning(&self, prefix: &str) -> &[(String, u32)] {
        let start = self.terms.partition_point(|(term, _)| term.as_str() < prefix);
        let end = start + self.terms[start..].partition_point(|(term, _)| term.starts_with(prefix));
        &self.terms[start..end]
    }

    /// Every loaded term, in order, with its stem id.
    pub fn terms(&self) -> &[(String, u32)] {
        &self.terms
    }

    /// The chunk that holds the stems of `key` (see [`stem_key`]), if any.
    pub fn chunk_of_key(&self, key: &str) -> Option<usize> {
        self.chunk_keys.partition_point(|first| first.as_str() <= key).checked_sub(1)
    }

    /// The chunks holding stems that begin with the letter `first`.
    pub fn chunks_of_letter(&self, first: char) -> impl Iterator<Item = usize> + '_ {
        let letter = first.to_string();
        let start = self.chunk_of_key(&letter).unwrap_or(0);
        let end = self.chunk_keys.partition_point(|key| key.starts_with(first) || key.as_str() < letter.as_str());
        start..end.max(start)
    }

    /// How many chunks the index is split into.
    pub fn chunk_count(&self) -> usize {
        self.chunk_loaded.len()
    }

    /// Whether chunk `number` has been loaded.
    pub fn chunk_loaded(&self, number: usize) -> bool {
        self.chunk_loaded[number]
    }

    /// The file of chunk `number`.
    pub fn chunk_file(&self, number: usize) -> String {
        chunk_file(&self.folder, number)
    }

    /// The fragment a record's text is in; none for an entry, which has no text.
    pub fn fragment_of(&self, record: u32) -> Option<usize> {
        if self.is_entry(record) {
            return None;
        }
        self.fragment_starts.partition_point(|&start| start <= record).checked_sub(1)
    }

    /// The records of fragment `number`.
    pub fn fragment_records(&self, number: usize) -> Option<std::ops::Range<usize>> {
        let start = *self.fragment_starts.get(number)? as usize;
        let end = self.fragment_starts.get(number + 1).map_or(self.documents(), |&end| end as usize);
        Some(start..end)
    }

    /// The file of fragment `number`.
    pub fn fragment_file(&self, number: usize) -> String {
        fragment_file(&self.folder, number)
    }

    /// Whether a record is an entry.
    pub fn is_entry(&self, record: u32) -> bool {
        (record as usize) >= self.documents()
    }

    /// The entry part a record is in, if it is an entry.
    pub fn entry_part_of(&self, record: u32) -> Option<usize> {
        let part = self.entry_starts.partition_point(|&start| start <= record).checked_sub(1)?;
        ((record as usize) < self.record_count()).then_some(part)
    }

    /// How many entry parts the index has.
    pub fn entry_part_count(&self) -> usize {
        self.entry_starts.len()
    }

    /// The records of entry part `number`.
    pub fn entry_part_records(&self, number: usize) -> Option<std::ops::Range<usize>> {
        let start = *self.entry_starts.get(number)? as usize;
        let end = self.entry_starts.get(number + 1).map_or(self.record_count(), |&end| end as usize);
        Some(start..end)
    }

    /// The file of entry part `number`.
    pub fn entry_file(&self, number: usize) -> String {
        entry_file(&self.folder, number)
    }

    /// The kind and number of a chunk, fragment or entry part file of this index.
    pub fn file_of_name(&self, name: &str) -> Option<(PartFile, usize)> {
        let rest = name.strip_prefix(self.folder.as_str())?.strip_suffix(".json")?;
        let (kind, number) = match rest.split_at_checked(1)? {
            ("i", number) => (PartFile::Chunk, number),
            ("p", number) => (PartFile::Fragment, number),
            ("e", number) => (PartFile::Entries, number),
            _ => return None,
        };
        Some((kind, number.parse().ok()?))
    }
}

/// The files a search loads as it needs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartFile {
    /// A chunk of the index.
    Chunk,
    /// The texts of one page's records.
    Fragment,
    /// A part of the entries.
    Entries,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(kind: RecordKind, title: &str, page_title: Option<&str>, content: &str) -> Record {
        Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: String::new(),
            content: content.into(),
            keywords: Vec::new(),
        }
    }

    fn files(records: &[Record]) -> IndexFiles {
        build(&records.iter().map(RecordTerms::of).collect::<Vec<_>>(), &[], "s/")
    }

    /// The index with every chunk loaded.
    fn loaded(files: &IndexFiles, records: &[Record]) -> Index {
        let mut index = Index::load(files.index.clone(), records).unwrap();
        for (number, chunk) in files.chunks.iter().enumerate() {
            index.add_chunk(number, chunk.clone()).unwrap();
        }
        index
    }

    #[test]
    fn the_index_file_has_the_names_and_the_chunks_everything() {
        let records = [
            record(RecordKind::Page, "Button", None, "A button. Buttons are pressed."),
            record(RecordKind::Section, "click", Some("Button"), "Fired when the button is clicked."),
            record(RecordKind::Page, "Panel", None, "Collapsible."),
        ];
        let files = files(&records);
        assert_eq!(files.index.terms, ["button", "click", "panel"], "only the names' terms");
        // The names' postings: record 0's title and record 1's page title, no counts.
        let names = Index::load(files.index.clone(), &records).unwrap();
        let button = names.stem_id("button").unwrap();
        assert_eq!(names.postings(button), [Posting { record: 0, bits: field::TITLE }, Posting { record: 1, bits: field::PAGE_TITLE }]);
        assert!(names.stem_id("press").is_none(), "content words are in chunks");
        let index = loaded(&files, &records);
        let button = index.stem_id("button").unwrap();
        assert_eq!(
            index.postings(button),
            [
                Posting { record: 0, bits: field::TITLE | 2 << field::CONTENT_SHIFT },
                Posting { record: 1, bits: field::PAGE_TITLE | 1 << field::CONTENT_SHIFT }
            ]
        );
        assert_eq!(index.term_stem("buttons"), Some(button));
        assert!(index.stem_id("buttons").is_none() && index.term_stem("the").is_none(), "stems, not forms; no stop words");
        assert_eq!(index.title_words, [1, 1, 1]);
        assert_eq!(index.content_words, [3, 3, 1]);
        assert_eq!(files.index.fragments, [0, 2], "a fragment per page");
        assert_eq!(files.index.fragment_texts(&records), [vec![records[0].content.as_str(), &records[1].content], vec!["Collapsible."]]);
    }

    #[test]
    fn entries_are_in_the_chunks_and_their_parts_never_in_the_index_file() {
        let documents = [record(RecordKind::Page, "Icons", None, "Every icon: accept and more.")];
        let entries: Vec<Record> =
            (0..ENTRIES_PER_PART + 1).map(|n| record(RecordKind::Section, &format!("icon-{n}"), Some("SAP Icons"), "")).collect();
        let files = build(
            &documents.iter().map(RecordTerms::of).collect::<Vec<_>>(),
            &entries.iter().map(RecordTerms::of_entry).collect::<Vec<_>>(),
            "s/",
        );
        assert_eq!(files.index.terms, ["icons"], "the documents' names only");
        assert_eq!(files.index.content_words, [4]);
        assert_eq!(files.index.entries, [ENTRIES_PER_PART as u32, 1]);
        let parts = files.index.entry_texts(&entries);
        assert_eq!(parts[0].len(), ENTRY_TEXTS * ENTRIES_PER_PART);
        assert_eq!(parts[1], [format!("icon-{ENTRIES_PER_PART}").as_str(), "SAP Icons", ""]);
        let index = loaded(&files, &documents);
        assert_eq!(index.record_count(), 1 + entries.len());
        let icon = index.stem_id("icon").unwrap();
        assert_eq!(index.postings(icon).len(), 1 + entries.len(), "the page's content and every entry's title");
        assert!(index.postings(icon)[1..].iter().all(|posting| posting.bits == field::TITLE), "an entry's page title is not its name");
        assert!(index.stem_id("sap").is_none());
        assert_eq!(
            (index.entry_part_of(0), index.entry_part_of(1), index.entry_part_of(1 + ENTRIES_PER_PART as u32)),
            (None, Some(0), Some(1))
        );
        assert_eq!(index.entry_part_records(1), Some(1 + ENTRIES_PER_PART..2 + ENTRIES_PER_PART));
        assert_eq!((index.fragment_of(0), index.fragment_of(1)), (Some(0), None), "entries have no text");
        assert_eq!(index.file_of_name("s/e1.json"), Some((PartFile::Entries, 1)));
    }

    #[test]
    fn a_long_page_has_its_texts_in_several_fragments_a_page_never_shares_one() {
        let long = "word ".repeat(FRAGMENT_BYTES / 10);
        let records = [
            record(RecordKind::Page, "Guide", None, &long),
            record(RecordKind::Section, "One", Some("Guide"), &long),
            record(RecordKind::Section, "Two", Some("Guide"), &long),
            record(RecordKind::Page, "Short", None, "Short."),
            record(RecordKind::Page, "Other", None, "Other."),
        ];
        let files = files(&records);
        assert_eq!(files.index.fragments, [0, 2, 3, 4]);
        let index = Index::load(files.index.clone(), &records).unwrap();
        assert_eq!((index.fragment_of(1), index.fragment_of(2)), (Some(0), Some(1)));
        assert_eq!(index.fragment_records(1), Some(2..3));
    }

    #[test]
    fn every_form_of_a_word_and_every_longer_word_are_in_its_stems_chunk() {
        // Enough words that the index has several chunks.
        let text: String = (0..3000).map(|n| format!("w{}x{n} ", (b'a' + (n % 26) as u8) as char)).collect();
        let records = [record(RecordKind::Page, "Themes", None, &format!("theming themed {text}"))];
        let files = files(&records);
        assert!(files.chunks.len() > 2, "{} chunks", files.chunks.len());
        let index = Index::load(files.index.clone(), &records).unwrap();
        let chunk = index.chunk_of_key(stem_key("theme")).unwrap();
        assert!(["theming", "themed", "themes"].iter().all(|term| files.chunks[chunk].terms.iter().any(|t| t == term)));
        for (number, file) in files.chunks.iter().enumerate() {
            for term in &file.terms {
                assert_eq!(index.chunk_of_key(stem_key(&stem(term))), Some(number), "{term}");
            }
        }
        let letter: Vec<usize> = index.chunks_of_letter('w').collect();
        let holding_w: Vec<usize> = (0..files.chunks.len()).filter(|&n| files.chunks[n].terms.iter().any(|t| t.starts_with('w'))).collect();
        assert!(holding_w.iter().all(|n| letter.contains(n)) && letter.len() <= holding_w.len() + 1, "{letter:?} {holding_w:?}");
    }

    #[test]
    fn an_index_survives_the_round_trip_through_json() {
        let records = [record(RecordKind::Page, "MultiComboBox", None, "Selects several items: multi-selection.")];
        let files = files(&records);
        let json = serde_json::to_string(&files.index).unwrap();
        assert_eq!(IndexFile::read(&json).unwrap(), files.index, "the browser's reader reads what serde writes");
        assert_eq!(serde_json::from_str::<IndexFile>(&json).unwrap(), files.index);
        let chunk = ChunkFile::read(&serde_json::to_string(&files.chunks[0]).unwrap()).unwrap();
        assert_eq!(chunk, files.chunks[0]);
        assert!(IndexFile::read(r#"{"version": 1}"#).unwrap_err().contains("version 1"));
        assert!(ChunkFile::read(r#"{"terms": []}"#).unwrap_err().contains("`postings`"));
        let index = loaded(&files, &records);
        let id = index.stem_id("multicombobox").unwrap();
        assert_eq!(index.postings(id), [Posting { record: 0, bits: field::TITLE }]);
        assert_eq!(index.term_stem("multiselection").map(|stem| index.stem(stem).to_string()), Some("multiselect".into()));
        assert_eq!(index.file_of_name("s/i0.json"), Some((PartFile::Chunk, 0)));
        assert_eq!(index.file_of_name("s/p12.json"), Some((PartFile::Fragment, 12)));
        assert_eq!(index.file_of_name("other/i0.json"), None);
    }

    #[test]
    fn broken_index_files_are_refused_with_a_reason() {
        let records = [record(RecordKind::Page, "Panel", None, "Collapsible panel")];
        let files = files(&records);
        let file = files.index;
        let mut old = file.clone();
        old.version = 0;
        assert!(Index::load(old, &records).err().unwrap().contains("version 0"));
        assert!(Index::load(file.clone(), &[records[0].clone(), records[0].clone()]).err().unwrap().contains("1 records"));
        let mut unsorted = file.clone();
        unsorted.terms = vec!["z".into(), "a".into()];
        assert!(Index::load(unsorted, &records).err().unwrap().contains("sorted"));
        let mut dangling = file.clone();
        dangling.postings[0] = vec![5, 1];
        assert!(Index::load(dangling, &records).err().unwrap().contains("record it does not have"));
        let mut other_stemmer = file.clone();
        other_stemmer.postings.pop();
        assert!(Index::load(other_stemmer, &records).err().unwrap().contains("another stemmer"));
        let mut fragments = file.clone();
        fragments.fragments = vec![1];
        assert!(Index::load(fragments, &records).err().unwrap().contains("fragments"));
        let mut index = Index::load(file, &records).unwrap();
        let mut chunk = files.chunks[0].clone();
        chunk.postings.clear();
        assert!(index.add_chunk(0, chunk).err().unwrap().contains("chunk 0"));
        assert!(index.add_chunk(9, files.chunks[0].clone()).err().unwrap().contains("no chunk 9"));
    }
}
