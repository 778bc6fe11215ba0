//! The index: built once by the engine from the records, loaded by the browser in
//! parts, as queries need them, so that what a reader downloads first does not grow
//! with the site.
//!
//! Postings are kept per *stem*, so `themes` finds what `theming` was indexed
//! under. The files list *surface* terms; their stems are derived again at load
//! with the same stemmer, which keeps the files small.
//!
//! The search-index file every search starts with is a *manifest*: how many records
//! there are, the first key of each chunk and how many tail files, a few hundred bytes
//! whatever the site's size. Everything else is loaded as a query needs it:
//! - *Chunks*: every term with the postings of its stem, grouped by the first three
//!   letters of the stem (its *key*), which a word shares with all its forms (`theme`,
//!   `themes`, `theming`) and with every longer word it begins. A posting carries all
//!   that ranking needs of its record (see [`field`]), so a query is ranked with its
//!   words' chunks alone.
//! - *Tails*: a common stem's chunk holds only its *head*, the postings that may
//!   rank first: every one in a name (a title, a page title, keywords) and the
//!   [`HEAD_CONTENT`] heaviest in the content. The rest, content postings no heavier
//!   than the last of those, are its *tail*, cut into *pages* of consecutive records,
//!   each page in a tail file with a few others of the chunk. A page loads only when
//!   a record it covers may move among the best results (see [`crate::rank`]), or
//!   when a count must be exact. A word in half the pages then costs the records that
//!   name it and its heaviest in texts, and of the rest only the pages of the few
//!   records the query may bring up.
//! - *Record parts*: the titles and URLs of [`RECORDS_PER_PART`] consecutive
//!   records, loaded when one of them is among a query's best results. Until then a
//!   record counts as naming the query as fully as its postings allow, so it is
//!   ranked no lower than it will be once loaded (see [`crate::rank`]).
//! - *Fragments*: the texts of a few consecutive records of one page, for snippets,
//!   small enough that the snippets of a list of results cost a few KB.
//!
//! Records are numbered in one sequence: the *documents* (the site's pages and their
//! sections, which have texts), then the *entries*, things found by their name alone,
//! in their thousands (every icon of the icon packages). Their parts are files of their
//! own, so a search that finds no entry downloads none of them.

use rustc_hash::FxHashMap as HashMap;
use serde::{Deserialize, Serialize};

use crate::json::{required, Reader};
use crate::record::{self, Record};
use crate::tokenizer::stem;

/// Building the index's files is the engine's part: it is left out of the browser's
/// core, whose size then cannot change with the builder's code.
#[cfg(not(target_family = "wasm"))]
mod build;
#[cfg(not(target_family = "wasm"))]
pub use build::{build, IndexBuilder, IndexFiles, PartContent, RecordTerms};

/// The format of the index files; a file of another version is refused at load.
pub const FORMAT_VERSION: u32 = 9;

/// The content postings a head keeps beside those in names: the best results of a
/// word found in texts only. (32 spared no tail on a site of 5,000 pages, and made
/// the heads a fifth larger.)
pub const HEAD_CONTENT: usize = 8;

/// Records per record part: about 270 bytes compressed, so that each result shown
/// costs little more than its own title and URL (on a site of 5,000 pages, parts
/// of 16 records made a five-query session's parts 55 KB; of 8, 40 KB; of 4, 48 KB:
/// a part's sections written relative to their page then share less).
pub const RECORDS_PER_PART: usize = 8;

/// BM25's term frequency saturation, applied as the index is built (with
/// [`build`]'s length normalisation): a posting carries its record's content weight.
const K1: f32 = 1.2;

/// What a posting says of its record, as bits.
pub mod field {
    /// The record's title (a page's title, or a section's heading).
    pub const TITLE: u32 = 1;
    /// The title of a section's page.
    pub const PAGE_TITLE: u32 = 2;
    /// The page's other names.
    pub const KEYWORDS: u32 = 4;
    /// The bits of the fields above.
    pub const NAMES: u32 = TITLE | PAGE_TITLE | KEYWORDS;
    /// The stem's weight in the content, in levels of [`CONTENT_LEVELS`] up to the
    /// most BM25 gives (0: not in the content).
    pub const CONTENT_SHIFT: u32 = 3;
    /// The content weight's highest level. Few levels keep the chunks small (finer
    /// ones cost up to a seventh more) and rank the relevance suites the same.
    pub const CONTENT_LEVELS: u32 = 15;
    /// The record is a page (not a section nor an entry).
    pub const PAGE: u32 = 1 << 7;
    /// With [`TITLE`]: how many different words the title has beyond its first, up to
    /// [`MAX_TITLE_WORDS`] (most titles have one: nothing to write).
    pub const TITLE_WORDS_SHIFT: u32 = 8;
    /// Longer titles count as this long.
    pub const MAX_TITLE_WORDS: u32 = 16;
    /// With [`TITLE`]: the stem is in the title only as a part of a compound word
    /// (`button` in ToggleButton), which it does not name alone. Above the title's
    /// words, as it is rare.
    pub const TITLE_PART: u32 = 1 << 12;
    /// With [`PAGE_TITLE`]: the same of the section's page title.
    pub const PAGE_TITLE_PART: u32 = 1 << 13;
}

/// The search-index file: what every search starts with (see the module docs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexFile {
    /// The format's version: an index of another format is refused, not misread.
    pub version: u32,
    /// The folder of the chunks, parts and fragments, relative to the search files,
    /// with a trailing `/`.
    pub folder: String,
    /// How many documents there are: records numbered from 0.
    pub documents: u32,
    /// How many entries follow them.
    pub entries: u32,
    /// The first stem key (see [`stem_key`]) of each chunk, sorted.
    pub chunks: Vec<String>,
    /// How many tail files there are.
    pub tails: u32,
}

impl IndexFile {
    /// Reads the search-index file.
    pub fn read(text: &str) -> crate::json::Result<IndexFile> {
        let mut reader = Reader::new(text);
        let (mut version, mut folder, mut documents, mut entries, mut chunks, mut tails) = (None, None, None, None, None, None);
        reader.object(|key, reader| {
            match key {
                "version" => version = Some(reader.u32()?),
                "folder" => folder = Some(reader.string()?),
                "documents" => documents = Some(reader.u32()?),
                "entries" => entries = Some(reader.u32()?),
                "chunks" => chunks = Some(reader.list_of(Reader::string)?),
                "tails" => tails = Some(reader.u32()?),
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
            folder: required(folder, "folder")?,
            documents: required(documents, "documents")?,
            entries: required(entries, "entries")?,
            chunks: required(chunks, "chunks")?,
            tails: required(tails, "tails")?,
        })
    }
}

/// A chunk file: its terms, and the postings of their stems, or their heads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChunkFile {
    /// The terms, sorted.
    pub terms: Vec<String>,
    /// Per stem of the terms, in the stems' sorted order: pairs of (record number
    /// minus the previous one, [`field`] bits).
    pub postings: Vec<Vec<u32>>,
    /// The pages of the tails of the stems whose postings above are a head, by stem
    /// then record, each as `[position in postings, postings in the page, their
    /// highest content level, the page's first record, the tail file]`. A page holds
    /// its tail's postings from its first record to the next page's. A tail file
    /// holds pages of one chunk, in this order. The first record is written less the
    /// stem's page before (if any), the file less the page before's (a chunk's
    /// first: less 0), small numbers that keep the chunk small.
    pub tails: Vec<[u32; 5]>,
}

impl ChunkFile {
    /// Reads a chunk file.
    pub fn read(text: &str) -> crate::json::Result<ChunkFile> {
        let mut reader = Reader::new(text);
        let (mut terms, mut postings, mut tails) = (None, None, None);
        reader.object(|key, reader| {
            match key {
                "terms" => terms = Some(reader.list_of(Reader::string)?),
                "postings" => postings = Some(reader.list_of(|reader| reader.list_of(Reader::u32))?),
                "tails" => tails = Some(reader.list_of(|reader| reader.list_of(Reader::u32))?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        reader.end()?;
        let (terms, postings) = (required(terms, "terms")?, required(postings, "postings")?);
        let tails = required(tails, "tails")?
            .into_iter()
            .map(|tail| <[u32; 5]>::try_from(tail).map_err(|_| "a tail page is not [position, postings, level, first, file]".to_string()))
            .collect::<Result<_, _>>()?;
        Ok(ChunkFile { terms, postings, tails })
    }
}

/// A tail file: per page of its chunk's `tails` in the file, in order, the page's
/// postings, encoded as the chunk's.
pub type TailFile = Vec<Vec<u32>>;

/// Reads a tail file.
fn read_tail_file(text: &str) -> crate::json::Result<TailFile> {
    let mut reader = Reader::new(text);
    let tails = reader.list_of(|reader| reader.list_of(Reader::u32))?;
    reader.end()?;
    Ok(tails)
}

/// A record part file: the titles and URLs of consecutive records, and where their
/// fragments begin. Read with [`RecordPart::read`], which makes its records whole again.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RecordPart {
    /// The records, without their texts; a section after its page in the part is
    /// written relative to it (see [`record::shorten`]).
    pub records: Vec<Record>,
    /// Where each fragment of these records begins, as positions in `records`,
    /// ascending from 0; none for entries, which have no text.
    pub fragments: Vec<u32>,
}

impl RecordPart {
    /// Reads a record part file, its records whole again.
    pub fn read(text: &str) -> crate::json::Result<RecordPart> {
        let mut reader = Reader::new(text);
        let (mut records, mut fragments) = (None, None);
        reader.object(|key, reader| {
            match key {
                "records" => records = Some(reader.list_of(Record::read)?),
                "fragments" => fragments = Some(reader.list_of(Reader::u32)?),
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        reader.end()?;
        let mut records = required(records, "records")?;
        record::complete(&mut records);
        Ok(RecordPart { records, fragments: required(fragments, "fragments")? })
    }
}

/// The name of chunk `number`'s file, relative to the search files.
fn chunk_file(folder: &str, number: usize) -> String {
    format!("{folder}i{number}.json")
}

/// The name of tail file `number`.
fn tail_file(folder: &str, number: usize) -> String {
    format!("{folder}t{number}.json")
}

/// The name of the file of the documents' part `number`.
fn document_part_file(folder: &str, number: usize) -> String {
    format!("{folder}r{number}.json")
}

/// The name of the file of the entries' part `number`.
fn entry_part_file(folder: &str, number: usize) -> String {
    format!("{folder}e{number}.json")
}

/// The name of the file of the fragment that begins at record `first` (a JSON list
/// of its records' texts).
fn fragment_file(folder: &str, first: u32) -> String {
    format!("{folder}p{first}.json")
}

/// How many letters of a stem say which chunk it goes in: with three, a word being
/// typed needs only the chunk of its first three letters, not every chunk of its first
/// two (`den` loads a fiftieth of what `de` does on a site of 5,000 pages).
pub const KEY_CHARS: usize = 3;

/// Which chunk a stem goes in: its first [`KEY_CHARS`] letters. Stemming changes only
/// a word's end, so a word and its stem begin alike, but for a few: the stemmer makes
/// a final `y` an `i` (`trying` has the stem `tri`), so `tryi` begins no word of its
/// chunk until `trying` is typed whole. (Taking a `y` as an `i` in keys cost 165 bytes
/// of the WebAssembly every reader downloads, over the first interaction's budget.)
pub fn stem_key(stem: &str) -> &str {
    let end = stem.char_indices().nth(KEY_CHARS).map_or(stem.len(), |(at, _)| at);
    &stem[..end]
}

/// The most BM25's term frequency part gives: what [`field::CONTENT_LEVELS`] stands for.
const MAX_CONTENT_WEIGHT: f32 = K1 + 1.0;

/// A chunk's tail pages with their first records and files as numbers, not less the
/// page's before (see [`ChunkFile::tails`]); `None` past the numbers' range.
fn absolute_tail_pages(tails: &[[u32; 5]]) -> Option<Vec<[u32; 5]>> {
    let (mut first, mut file) = (0u32, 0u32);
    let mut position = None;
    tails
        .iter()
        .map(|&[at, postings, level, first_less, file_less]| {
            first = if position == Some(at) { first.checked_add(first_less)? } else { first_less };
            file = file.checked_add(file_less)?;
            position = Some(at);
            Some([at, postings, level, first, file])
        })
        .collect()
}

/// A posting's content level (see [`field::CONTENT_SHIFT`]).
fn content_level_of(bits: u32) -> u32 {
    (bits >> field::CONTENT_SHIFT) & field::CONTENT_LEVELS
}

/// A stem's head and tail, each in record order, as one list in record order.
/// (Merged, not sorted: a sort's code is KBs more of the WebAssembly.)
fn merge(head: &[Posting], tail: &[Posting]) -> Result<Vec<Posting>, String> {
    let mut all = Vec::with_capacity(head.len() + tail.len());
    let (mut h, mut t) = (0, 0);
    while h < head.len() || t < tail.len() {
        let take_head = t == tail.len() || (h < head.len() && head[h].record < tail[t].record);
        if h < head.len() && t < tail.len() && head[h].record == tail[t].record {
            return Err("a tail repeats a record of its head".into());
        }
        if take_head {
            all.push(head[h]);
            h += 1;
        } else {
            all.push(tail[t]);
            t += 1;
        }
    }
    Ok(all)
}

/// One occurrence of a stem: in which record, in which fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    /// The record's number.
    pub record: u32,
    /// What the posting says of the record (see [`field`]).
    pub bits: u32,
}

impl Posting {
    /// The stem's weight in the record's content (BM25's term frequency part), 0
    /// where it does not occur there.
    pub fn content_weight(self) -> f32 {
        level_weight(content_level_of(self.bits))
    }

    /// Whether the record is a page.
    pub fn is_page(self) -> bool {
        self.bits & field::PAGE != 0
    }

    /// How many different words the record's title has beyond its first, where the
    /// stem is in it (stop words aside, the forms of a word as one).
    pub fn more_title_words(self) -> u32 {
        (self.bits >> field::TITLE_WORDS_SHIFT) & (field::MAX_TITLE_WORDS - 1)
    }
}

/// The content weight of a level (see [`field::CONTENT_LEVELS`]).
fn level_weight(level: u32) -> f32 {
    level as f32 * MAX_CONTENT_WEIGHT / field::CONTENT_LEVELS as f32
}

/// A part of the records: the documents' or the entries', by number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordsPart {
    /// Part `n` of the documents.
    Documents(usize),
    /// Part `n` of the entries.
    Entries(usize),
}

/// The files a search loads as it needs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartFile {
    /// A chunk of the index, by number.
    Chunk(usize),
    /// A tail file, by number.
    Tail(usize),
    /// A part of the records.
    Records(RecordsPart),
    /// The texts of the fragment that begins at this record.
    Fragment(u32),
}

/// The index, ready to answer queries with what has been loaded of it.
pub struct Index {
    /// Every surface term loaded, sorted, with its stem's id.
    terms: Vec<(String, u32)>,
    /// Stems by id, in the order they were first loaded (ids never change).
    stems: Vec<String>,
    stem_ids: HashMap<String, u32>,
    postings: Vec<Vec<Posting>>,
    /// Per stem, how many records it is in: its postings once its tail is in.
    records_with: Vec<u32>,
    /// Per stem, the pages of its tail, by first record (none for a stem without one).
    tails: Vec<Vec<TailPage>>,
    folder: String,
    documents: usize,
    records: usize,
    chunk_keys: Vec<String>,
    chunk_loaded: Vec<bool>,
    /// Per tail file of the index, once a loaded chunk names it. (A vector, not a
    /// map: a map's code is KBs more of the WebAssembly every reader downloads.)
    tail_files: Vec<Option<NamedTailFile>>,
}

/// A tail file a loaded chunk names.
#[derive(Debug, Clone, Default)]
struct NamedTailFile {
    /// Its pages, in order, as (stem, the page's place among the stem's).
    pages: Vec<(u32, usize)>,
    loaded: bool,
}

/// A page of a stem's tail (see [`ChunkFile::tails`]).
#[derive(Debug, Clone, Copy)]
struct TailPage {
    /// Its first record: it holds the tail's postings from there to the next page's first.
    first: u32,
    /// How many postings it has.
    postings: u32,
    /// The highest content weight of its postings (see [`Posting::content_weight`]).
    weight: f32,
    /// The tail file that has it.
    file: usize,
    loaded: bool,
}

/// What a stem's tail not loaded yet may hold, record by record: how heavy its
/// postings may be (all in the content), and in which file.
#[derive(Debug, Clone, Copy)]
pub struct TailBound<'a> {
    pages: &'a [TailPage],
}

impl TailBound<'_> {
    /// The page not loaded yet that would hold a posting of `record`, if any.
    fn page_of(&self, record: u32) -> Option<&TailPage> {
        let after = self.pages.partition_point(|page| page.first <= record);
        after.checked_sub(1).map(|at| &self.pages[at]).filter(|page| !page.loaded)
    }

    /// The highest content weight the tail may have in a record.
    pub fn weight_in(&self, record: u32) -> f32 {
        self.page_of(record).map_or(0.0, |page| page.weight)
    }

    /// The file of the page that may have a posting of `record`, if it is not loaded.
    pub fn file_of(&self, record: u32) -> Option<usize> {
        self.page_of(record).map(|page| page.file)
    }

    /// The files of the pages not loaded yet.
    pub fn files(&self) -> impl Iterator<Item = usize> + '_ {
        self.pages.iter().filter(|page| !page.loaded).map(|page| page.file)
    }
}

impl Index {
    /// Checks and loads the search-index file.
    pub fn load(file: IndexFile) -> Result<Index, String> {
        if file.version != FORMAT_VERSION {
            return Err(format!("the index has format version {}, this search reads version {FORMAT_VERSION}", file.version));
        }
        if !file.chunks.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err("the index's chunks are not sorted".into());
        }
        Ok(Index {
            terms: Vec::new(),
            stems: Vec::new(),
            stem_ids: HashMap::default(),
            postings: Vec::new(),
            records_with: Vec::new(),
            tails: Vec::new(),
            folder: file.folder,
            documents: file.documents as usize,
            records: file.documents as usize + file.entries as usize,
            chunk_loaded: vec![false; file.chunks.len()],
            tail_files: vec![None; file.tails as usize],
            chunk_keys: file.chunks,
        })
    }

    /// Adds chunk `number`, once.
    pub fn add_chunk(&mut self, number: usize, chunk: ChunkFile) -> Result<(), String> {
        let loaded = *self.chunk_loaded.get(number).ok_or_else(|| format!("the index has no chunk {number}"))?;
        if !loaded {
            self.add_terms(chunk).map_err(|err| format!("chunk {number}: {err}"))?;
            self.chunk_loaded[number] = true;
        }
        Ok(())
    }

    /// Adds tail file `number`, once, after the chunk that names it.
    pub fn add_tail(&mut self, number: usize, json: &str) -> Result<(), String> {
        let NamedTailFile { pages, loaded } =
            self.tail_files.get(number).and_then(Option::as_ref).ok_or_else(|| format!("no chunk loaded names tail file {number}"))?;
        if *loaded {
            return Ok(());
        }
        let file = read_tail_file(json)?;
        if file.len() != pages.len() {
            return Err(format!("it has {} tail pages, its chunk says {}", file.len(), pages.len()));
        }
        // All checked before any is merged: a file refused leaves the index as it was.
        let mut merged: Vec<(u32, usize, Vec<Posting>)> = Vec::with_capacity(pages.len());
        for (&(stem, at), flat) in pages.iter().zip(&file) {
            let postings = self.decode(flat)?;
            let stem_pages = &self.tails[stem as usize];
            let page = stem_pages[at];
            let end = stem_pages.get(at + 1).map_or(u32::MAX, |next| next.first);
            if postings.len() != page.postings as usize {
                return Err(format!("a tail page has {} postings, its chunk says {}", postings.len(), page.postings));
            }
            if postings.first().is_some_and(|first| first.record != page.first) || postings.last().is_some_and(|last| last.record >= end) {
                return Err("a tail page has records outside its range".into());
            }
            // Two pages of one stem in the file: the second merges into the first's result.
            let current = match merged.iter().rposition(|(other, _, _)| *other == stem) {
                Some(earlier) => &merged[earlier].2,
                None => &self.postings[stem as usize],
            };
            let all = merge(current, &postings)?;
            merged.push((stem, at, all));
        }
        for (stem, at, all) in merged {
            self.postings[stem as usize] = all;
            self.tails[stem as usize][at].loaded = true;
        }
        if let Some(file) = &mut self.tail_files[number] {
            file.loaded = true;
        }
        Ok(())
    }

    /// Postings as a file encodes them, checked against the index's records.
    fn decode(&self, flat: &[u32]) -> Result<Vec<Posting>, String> {
        if !flat.len().is_multiple_of(2) {
            return Err("postings are not pairs".into());
        }
        let mut decoded = Vec::with_capacity(flat.len() / 2);
        let mut record = 0u32;
        for pair in flat.chunks_exact(2) {
            record = record
                .checked_add(pair[0])
                .filter(|&r| (r as usize) < self.records && (decoded.is_empty() || pair[0] > 0))
                .ok_or("the index names a record it does not have")?;
            decoded.push(Posting { record, bits: pair[1] });
        }
        Ok(decoded)
    }

    /// Adds a chunk's terms and the postings of their stems, checking them.
    fn add_terms(&mut self, chunk: ChunkFile) -> Result<(), String> {
        let ChunkFile { terms, postings, tails } = chunk;
        let tails = absolute_tail_pages(&tails).ok_or("its tail pages name records or files past the last")?;
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
        let in_order = |a: &[u32; 5], b: &[u32; 5]| (a[0] < b[0] || (a[0] == b[0] && a[3] < b[3])) && a[4] <= b[4];
        if !tails.windows(2).all(|pair| in_order(&pair[0], &pair[1])) || tails.last().is_some_and(|last| last[0] as usize >= stems.len()) {
            return Err("its tail pages do not name its stems and records in order".into());
        }
        for tail in &tails {
            match self.tail_files.get(tail[4] as usize) {
                None => return Err(format!("it names tail file {}, the index has {}", tail[4], self.tail_files.len())),
                Some(Some(_)) => return Err("it names a tail file another chunk has".into()),
                Some(None) => {}
            }
        }
        let mut ids = Vec::with_capacity(stems.len());
        for (stem, flat) in stems.iter().zip(&postings) {
            let decoded = self.decode(flat)?;
            let id = self.stem_id_or_new(stem);
            self.records_with[id as usize] = decoded.len() as u32;
            self.postings[id as usize] = decoded;
            ids.push(id);
        }
        for &[position, postings, level, first, file] in &tails {
            let id = ids[position as usize];
            self.records_with[id as usize] += postings;
            let weight = level_weight(level.min(field::CONTENT_LEVELS));
            let file = file as usize;
            let pages = &mut self.tails[id as usize];
            pages.push(TailPage { first, postings, weight, file, loaded: false });
            self.tail_files[file].get_or_insert_with(NamedTailFile::default).pages.push((id, pages.len() - 1));
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
        self.records_with.push(0);
        self.tails.push(Vec::new());
        id
    }

    /// How many records the index describes, entries included.
    pub fn record_count(&self) -> usize {
        self.records
    }

    /// The id of a stem, if the index has it.
    pub fn stem_id(&self, stem: &str) -> Option<u32> {
        self.stem_ids.get(stem).copied()
    }

    /// The stem of an id.
    pub fn stem(&self, id: u32) -> &str {
        &self.stems[id as usize]
    }

    /// Where a stem occurs, by record number: those loaded (its head, until its tail is in).
    pub fn postings(&self, stem: u32) -> &[Posting] {
        &self.postings[stem as usize]
    }

    /// How many records a stem is in, its tail's included, loaded or not.
    pub fn records_with(&self, stem: u32) -> usize {
        self.records_with[stem as usize] as usize
    }

    /// What a stem's tail may hold, if a page of it is not loaded yet.
    pub fn unloaded_tail(&self, stem: u32) -> Option<TailBound<'_>> {
        let pages = &self.tails[stem as usize];
        pages.iter().any(|page| !page.loaded).then_some(TailBound { pages })
    }

    /// The tail files the loaded chunks name that are not loaded.
    pub fn unloaded_tails(&self) -> impl Iterator<Item = usize> + '_ {
        self.tail_files.iter().enumerate().filter(|(_, file)| file.as_ref().is_some_and(|file| !file.loaded)).map(|(number, _)| number)
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

    /// The chunks holding stems whose keys begin with `beginning`, itself a key (see
    /// [`stem_key`]): those of a word's first letters.
    pub fn chunks_beginning(&self, beginning: &str) -> impl Iterator<Item = usize> + '_ {
        let start = self.chunk_of_key(beginning).unwrap_or(0);
        let end = self.chunk_keys.partition_point(|key| key.starts_with(beginning) || key.as_str() < beginning);
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

    /// Whether a record is an entry.
    pub fn is_entry(&self, record: u32) -> bool {
        (record as usize) >= self.documents
    }

    /// The part a record is in.
    pub fn part_of(&self, record: u32) -> RecordsPart {
        let record = record as usize;
        match record.checked_sub(self.documents) {
            None => RecordsPart::Documents(record / RECORDS_PER_PART),
            Some(entry) => RecordsPart::Entries(entry / RECORDS_PER_PART),
        }
    }

    /// Every part of the records, the documents' first.
    pub fn parts(&self) -> impl Iterator<Item = RecordsPart> {
        let entries = self.records - self.documents;
        (0..self.documents.div_ceil(RECORDS_PER_PART))
            .map(RecordsPart::Documents)
            .chain((0..entries.div_ceil(RECORDS_PER_PART)).map(RecordsPart::Entries))
    }

    /// A part's position among [`Index::parts`].
    pub fn part_position(&self, part: RecordsPart) -> usize {
        match part {
            RecordsPart::Documents(number) => number,
            RecordsPart::Entries(number) => self.documents.div_ceil(RECORDS_PER_PART) + number,
        }
    }

    /// The records of a part, if the index has it.
    pub fn part_records(&self, part: RecordsPart) -> Option<std::ops::Range<usize>> {
        let (first, end) = match part {
            RecordsPart::Documents(number) => (number * RECORDS_PER_PART, self.documents),
            RecordsPart::Entries(number) => (self.documents + number * RECORDS_PER_PART, self.records),
        };
        (first < end).then(|| first..end.min(first + RECORDS_PER_PART))
    }

    /// The file of a chunk, a part or a fragment.
    pub fn file_name(&self, file: PartFile) -> String {
        match file {
            PartFile::Chunk(number) => chunk_file(&self.folder, number),
            PartFile::Tail(number) => tail_file(&self.folder, number),
            PartFile::Records(RecordsPart::Documents(number)) => document_part_file(&self.folder, number),
            PartFile::Records(RecordsPart::Entries(number)) => entry_part_file(&self.folder, number),
            PartFile::Fragment(first) => fragment_file(&self.folder, first),
        }
    }

    /// The chunk, part or fragment a file of this index holds.
    pub fn file_of_name(&self, name: &str) -> Option<PartFile> {
        let rest = name.strip_prefix(self.folder.as_str())?.strip_suffix(".json")?;
        let (kind, number) = rest.split_at_checked(1)?;
        // Digits only: `parse` would take a sign, and the name is then not the file's.
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: usize = number.parse().ok()?;
        Some(match kind {
            "i" => PartFile::Chunk(number),
            "t" => PartFile::Tail(number),
            "r" => PartFile::Records(RecordsPart::Documents(number)),
            "e" => PartFile::Records(RecordsPart::Entries(number)),
            "p" => PartFile::Fragment(u32::try_from(number).ok()?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::build::{content_level, FRAGMENT_BYTES, TAIL_PAGE_POSTINGS};
    use super::*;
    use crate::record::RecordKind;

    fn record(kind: RecordKind, title: &str, page_title: Option<&str>, content: &str) -> Record {
        Record {
            kind,
            title: title.into(),
            page_title: page_title.map(Into::into),
            url: format!("/{title}/"),
            content: content.into(),
            keywords: Vec::new(),
        }
    }

    impl IndexFiles {
        fn chunks(&self) -> Vec<&ChunkFile> {
            self.parts.iter().filter_map(|(_, content)| if let PartContent::Chunk(chunk) = content { Some(chunk) } else { None }).collect()
        }

        fn tails(&self) -> Vec<&TailFile> {
            self.parts.iter().filter_map(|(_, content)| if let PartContent::Tail(tail) = content { Some(tail) } else { None }).collect()
        }

        /// The documents' parts (`r`) or the entries' (`e`), in order.
        fn record_parts(&self, kind: char) -> Vec<&RecordPart> {
            let prefix = format!("{}{kind}", self.index.folder);
            let parts = self.parts.iter().filter(|(name, _)| name.starts_with(&prefix));
            parts.filter_map(|(_, content)| if let PartContent::Records(part) = content { Some(part) } else { None }).collect()
        }

        /// The records of each fragment.
        fn fragments(&self) -> Vec<std::ops::Range<usize>> {
            let prefix = format!("{}p", self.index.folder);
            let fragments = self.parts.iter().filter_map(|(name, content)| match content {
                PartContent::Texts(texts) => Some((name.strip_prefix(&prefix)?.strip_suffix(".json")?.parse::<usize>().ok()?, texts.len())),
                _ => None,
            });
            fragments.map(|(first, records)| first..first + records).collect()
        }
    }

    fn files(records: &[Record]) -> IndexFiles {
        build(records, &[], records.iter().map(RecordTerms::of), "s/")
    }

    /// The index with every chunk loaded.
    fn loaded(files: &IndexFiles) -> Index {
        let mut index = Index::load(files.index.clone()).unwrap();
        for (number, chunk) in files.chunks().into_iter().enumerate() {
            index.add_chunk(number, chunk.clone()).unwrap();
        }
        index
    }

    #[test]
    fn the_index_file_is_a_manifest_and_the_postings_say_what_ranking_needs() {
        let mut records = [
            record(RecordKind::Page, "Button", None, "A button. Buttons are pressed."),
            record(RecordKind::Section, "click event", Some("Button"), "Fired when the button is clicked."),
            record(RecordKind::Page, "Panel", None, "Collapsible."),
        ];
        records[1].url = "/Button/#click".into();
        let files = files(&records);
        let json = serde_json::to_string(&files.index).unwrap();
        assert_eq!(json, r#"{"version":9,"folder":"s/","documents":3,"entries":0,"chunks":["but"],"tails":0}"#);
        let index = loaded(&files);
        let button = index.stem_id("button").unwrap();
        let postings = index.postings(button);
        assert_eq!(postings.iter().map(|p| p.record).collect::<Vec<_>>(), [0, 1]);
        let (page, section) = (postings[0], postings[1]);
        assert!(page.is_page() && !section.is_page());
        assert_eq!((page.bits & field::NAMES, section.bits & field::NAMES), (field::TITLE, field::PAGE_TITLE));
        assert_eq!((page.more_title_words(), section.more_title_words()), (0, 0), "one word; not in the title");
        assert!(page.content_weight() > section.content_weight(), "twice in as long a text");
        let click = index.postings(index.stem_id("click").unwrap())[0];
        assert_eq!(click.more_title_words(), 1);
        assert!(index.postings(index.stem_id("collaps").unwrap())[0].content_weight() > 0.0);
        assert_eq!(index.term_stem("buttons"), Some(button));
        assert!(index.stem_id("buttons").is_none() && index.term_stem("the").is_none(), "stems, not forms; no stop words");
        assert_eq!(files.fragments(), [0..2, 2..3], "a fragment per page");
        assert_eq!(files.record_parts('r').len(), 1);
        assert_eq!(files.record_parts('r')[0].fragments, [0, 2]);
        assert_eq!(files.record_parts('r')[0].records[1].url, "#click", "relative to its page");
    }

    #[test]
    fn content_weights_follow_bm25_in_levels() {
        assert_eq!(content_level(0.0, 1.0), 0);
        let one = content_level(1.0, 1.0);
        assert!(one > 0 && content_level(3.0, 1.0) > one, "more occurrences weigh more");
        assert!(content_level(1.0, 4.0) < one, "in a longer text, less");
        assert_eq!(content_level(31.0, 0.1), field::CONTENT_LEVELS, "near BM25's most");
        assert_eq!(content_level(1.0, 1000.0), 1, "an occurrence weighs something however long the text");
        let posting = Posting { record: 0, bits: one << field::CONTENT_SHIFT };
        let half_a_level = MAX_CONTENT_WEIGHT / field::CONTENT_LEVELS as f32 / 2.0;
        assert!((posting.content_weight() - 1.0).abs() <= half_a_level, "BM25 of one occurrence in a text of average length is 1");
    }

    #[test]
    fn entries_are_in_the_chunks_and_in_parts_of_their_own() {
        let documents = [record(RecordKind::Page, "Icons", None, "Every icon: accept and more.")];
        let entries: Vec<Record> =
            (0..RECORDS_PER_PART + 1).map(|n| record(RecordKind::Section, &format!("icon-{n}"), Some("SAP Icons"), "")).collect();
        let terms = documents.iter().map(RecordTerms::of).chain(entries.iter().map(RecordTerms::of_entry));
        let files = build(&documents, &entries, terms, "s/");
        assert_eq!((files.index.documents, files.index.entries), (1, RECORDS_PER_PART as u32 + 1));
        assert_eq!(files.record_parts('e').into_iter().map(|part| part.records.len()).collect::<Vec<_>>(), [RECORDS_PER_PART, 1]);
        assert!(files.record_parts('e').into_iter().all(|part| part.fragments.is_empty()), "entries have no texts");
        assert_eq!(files.record_parts('e')[1].records[0].page_title.as_deref(), Some("SAP Icons"));
        let index = loaded(&files);
        assert_eq!(index.record_count(), 1 + entries.len());
        let icon = index.stem_id("icon").unwrap();
        assert_eq!(index.postings(icon).len(), 1 + entries.len(), "the page's content and every entry's title");
        assert!(
            index.postings(icon)[1..].iter().all(|posting| posting.bits & field::NAMES == field::TITLE),
            "an entry's page title is not its name"
        );
        assert!(index.stem_id("sap").is_none());
        assert_eq!(
            (index.part_of(0), index.part_of(1), index.part_of(1 + RECORDS_PER_PART as u32)),
            (RecordsPart::Documents(0), RecordsPart::Entries(0), RecordsPart::Entries(1))
        );
        assert_eq!(index.part_records(RecordsPart::Entries(1)), Some(1 + RECORDS_PER_PART..2 + RECORDS_PER_PART));
        assert_eq!(index.part_records(RecordsPart::Entries(2)), None);
        assert_eq!(index.parts().map(|part| index.part_position(part)).collect::<Vec<_>>(), [0, 1, 2]);
        assert_eq!(index.file_of_name("s/e1.json"), Some(PartFile::Records(RecordsPart::Entries(1))));
        let names: Vec<&str> = files.parts.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["s/p0.json", "s/r0.json", "s/e0.json", "s/e1.json", "s/i0.json"]);
    }

    #[test]
    fn documents_given_a_few_at_a_time_make_the_files_given_all_at_once() {
        let long = "word ".repeat(FRAGMENT_BYTES / 8);
        let documents: Vec<Record> = (0..30)
            .map(|n| match n % 4 {
                0 => record(RecordKind::Page, &format!("Page {n}"), None, "A page about themes."),
                _ => record(RecordKind::Section, &format!("Section {n}"), Some("Page"), if n % 3 == 0 { &long } else { "Theming." }),
            })
            .collect();
        let entries = [record(RecordKind::Section, "icon-accept", Some("SAP Icons"), "")];
        let terms = |records: &[Record]| records.iter().map(RecordTerms::of).collect::<Vec<_>>();
        let whole = build(&documents, &entries, terms(&documents).into_iter().chain(entries.iter().map(RecordTerms::of_entry)), "s/");
        for sizes in [&[1, 3, 4, 22][..], &[7, 0, 16, 7], &[30]] {
            let mut builder = IndexBuilder::new("s/");
            let (mut parts, mut next) = (Vec::new(), 0);
            for &size in sizes {
                let batch = &documents[next..next + size];
                parts.extend(builder.add_documents(batch.iter().cloned().zip(terms(batch))));
                next += size;
            }
            let index = builder.finish(&entries, entries.iter().map(RecordTerms::of_entry), |part| {
                parts.push(part);
                Ok::<(), ()>(())
            });
            let sorted = |mut parts: Vec<(String, PartContent)>| {
                parts.sort_by(|a, b| a.0.cmp(&b.0));
                parts
            };
            assert_eq!(index, Ok(whole.index.clone()), "batches of {sizes:?}");
            assert_eq!(sorted(parts), sorted(whole.parts.clone()), "batches of {sizes:?}");
        }
        assert!(whole.fragments().len() > documents.len() / 4, "a page's long sections have fragments of their own");
    }

    #[test]
    fn fragments_begin_at_each_page_each_part_and_when_full() {
        let long = "word ".repeat(FRAGMENT_BYTES / 10);
        let mut records = vec![
            record(RecordKind::Page, "Guide", None, &long),
            record(RecordKind::Section, "One", Some("Guide"), &long),
            record(RecordKind::Section, "Two", Some("Guide"), &long),
            record(RecordKind::Page, "Short", None, "Short."),
            record(RecordKind::Page, "Other", None, "Other."),
        ];
        records.extend((0..RECORDS_PER_PART).map(|n| record(RecordKind::Section, &format!("S{n}"), Some("Other"), "Short.")));
        let files = files(&records);
        assert_eq!(files.fragments(), [0..2, 2..3, 3..4, 4..RECORDS_PER_PART, RECORDS_PER_PART..records.len()]);
        assert_eq!(files.record_parts('r')[1].fragments, [0], "a part begins a fragment");
        assert_eq!(
            files.record_parts('r')[1].records[0].page_title.as_deref(),
            Some("Other"),
            "a section whose page is in another part is whole"
        );
    }

    #[test]
    fn every_form_of_a_word_and_every_longer_word_are_in_its_stems_chunk() {
        // Enough words that the index has several chunks.
        let text: String = (0..3000).map(|n| format!("w{}x{n} ", (b'a' + (n % 26) as u8) as char)).collect();
        let records = [record(RecordKind::Page, "Themes", None, &format!("theming themed {text}"))];
        let files = files(&records);
        assert!(files.chunks().len() > 2, "{} chunks", files.chunks().len());
        let index = Index::load(files.index.clone()).unwrap();
        let chunk = index.chunk_of_key(stem_key("theme")).unwrap();
        assert!(["theming", "themed", "themes"].iter().all(|term| files.chunks()[chunk].terms.iter().any(|t| t == term)));
        for (number, file) in files.chunks().into_iter().enumerate() {
            for term in &file.terms {
                assert_eq!(index.chunk_of_key(stem_key(&stem(term))), Some(number), "{term}");
            }
        }
        let letter: Vec<usize> = index.chunks_beginning("w").collect();
        let holding_w: Vec<usize> =
            (0..files.chunks().len()).filter(|&n| files.chunks()[n].terms.iter().any(|t| t.starts_with('w'))).collect();
        assert!(holding_w.iter().all(|n| letter.contains(n)) && letter.len() <= holding_w.len() + 1, "{letter:?} {holding_w:?}");
    }

    #[test]
    fn the_files_survive_the_round_trip_through_json() {
        let records = [
            record(RecordKind::Page, "MultiComboBox", None, "Selects several items: multi-selection."),
            record(RecordKind::Section, "Items", Some("MultiComboBox"), "Its items."),
        ];
        let files = files(&records);
        let json = serde_json::to_string(&files.index).unwrap();
        assert_eq!(IndexFile::read(&json).unwrap(), files.index, "the browser's reader reads what serde writes");
        assert_eq!(serde_json::from_str::<IndexFile>(&json).unwrap(), files.index);
        let chunk = ChunkFile::read(&serde_json::to_string(&files.chunks()[0]).unwrap()).unwrap();
        assert_eq!(&chunk, files.chunks()[0]);
        let part = RecordPart::read(&serde_json::to_string(&files.record_parts('r')[0]).unwrap()).unwrap();
        assert_eq!(part.records, records.iter().map(Record::without_text).collect::<Vec<_>>(), "read whole again");
        assert!(IndexFile::read(r#"{"version": 4}"#).unwrap_err().contains("version 4"));
        assert!(ChunkFile::read(r#"{"terms": []}"#).unwrap_err().contains("`postings`"));
        assert!(RecordPart::read(r#"{"records": []}"#).unwrap_err().contains("`fragments`"));
        let index = loaded(&files);
        let id = index.stem_id("multicombobox").unwrap();
        assert_eq!(index.postings(id).iter().map(|p| p.record).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(index.term_stem("multiselection").map(|stem| index.stem(stem).to_string()), Some("multiselect".into()));
        assert_eq!(index.file_of_name("s/i0.json"), Some(PartFile::Chunk(0)));
        assert_eq!(index.file_of_name("s/r0.json"), Some(PartFile::Records(RecordsPart::Documents(0))));
        assert_eq!(index.file_of_name("s/p12.json"), Some(PartFile::Fragment(12)));
        assert_eq!(index.file_of_name("s/t3.json"), Some(PartFile::Tail(3)));
        assert_eq!(index.file_name(PartFile::Tail(3)), "s/t3.json");
        assert_eq!(index.file_name(PartFile::Fragment(12)), "s/p12.json");
        assert_eq!(index.file_of_name("other/i0.json"), None);
        assert_eq!(index.file_of_name("s/i+1.json"), None);
        assert_eq!(index.file_of_name("s/x1.json"), None);
    }

    #[test]
    fn a_common_stem_has_a_head_of_its_names_and_heaviest_texts_and_a_tail_of_the_rest_in_pages() {
        // "theme" in 400 records: in the titles of 40, in the texts of all, three
        // times in every fourth text.
        let records: Vec<Record> = (0..400)
            .map(|n| {
                let title = if n % 10 == 0 { format!("Theme {n}") } else { format!("Page {n}") };
                let text = if n % 4 == 0 { "Set the theme, the theme and the theme." } else { "Set the theme of the page." };
                record(RecordKind::Page, &title, None, text)
            })
            .collect();
        let files = files(&records);
        let mut index = loaded(&files);
        let theme = index.stem_id("theme").unwrap();
        let head: Vec<Posting> = index.postings(theme).to_vec();
        assert_eq!(index.records_with(theme), 400, "counted whole before the tail is in");
        assert_eq!(head.iter().filter(|p| p.bits & field::TITLE != 0).count(), 40, "every title is in the head");
        assert_eq!(head.iter().filter(|p| p.bits & field::NAMES == 0).count(), HEAD_CONTENT);
        let in_head = |record: u32| head.iter().any(|p| p.record == record);
        let tail: Vec<u32> = (0..400).filter(|&record| !in_head(record)).collect();
        let bound = index.unloaded_tail(theme).expect("a tail");
        let lightest_in_head = head.iter().filter(|p| p.bits & field::NAMES == 0).map(|p| p.content_weight()).fold(f32::INFINITY, f32::min);
        assert!(tail.iter().all(|&record| bound.weight_in(record) <= lightest_in_head), "the tail is no heavier than the head's texts");
        assert!(tail.iter().all(|&record| bound.weight_in(record) > 0.0));
        assert_eq!(bound.weight_in(0), 0.0, "before the tail's first record, the tail adds nothing");
        // A page per TAIL_PAGE_POSTINGS postings, each in a file of its own here.
        let mut pages: Vec<usize> = bound.files().collect();
        assert_eq!(pages.len(), tail.len().div_ceil(TAIL_PAGE_POSTINGS));
        pages.dedup();
        assert_eq!(pages.len(), tail.len().div_ceil(TAIL_PAGE_POSTINGS), "{pages:?}");

        // The page of one record loads alone: its records are in, the others' pages not.
        let record = tail[TAIL_PAGE_POSTINGS + 1];
        let file = bound.file_of(record).unwrap();
        index.add_tail(file, &serde_json::to_string(&files.tails()[file]).unwrap()).unwrap();
        let postings: Vec<u32> = index.postings(theme).iter().map(|p| p.record).collect();
        let page = &tail[TAIL_PAGE_POSTINGS..2 * TAIL_PAGE_POSTINGS];
        assert!(page.iter().all(|record| postings.contains(record)));
        assert_eq!(postings.len(), head.len() + TAIL_PAGE_POSTINGS);
        let bound = index.unloaded_tail(theme).expect("the other pages");
        assert_eq!(bound.weight_in(record), 0.0);
        assert_eq!(bound.file_of(record), None);
        assert!(bound.file_of(tail[0]).is_some() && bound.file_of(*tail.last().unwrap()).is_some());
        assert_eq!(bound.files().count(), pages.len() - 1);

        for file in pages {
            index.add_tail(file, &serde_json::to_string(&files.tails()[file]).unwrap()).unwrap();
        }
        assert_eq!(index.postings(theme).iter().map(|p| p.record).collect::<Vec<_>>(), (0..400).collect::<Vec<u32>>());
        assert!(index.unloaded_tail(theme).is_none());
    }

    #[test]
    fn broken_tails_are_refused_with_a_reason() {
        // "theme" weighs most in every tenth text from the fifth: those are the head.
        let records: Vec<Record> = (0..100)
            .map(|n| {
                let text = if n % 10 == 5 { "The theme, the theme, the theme." } else { "The theme." };
                record(RecordKind::Page, &format!("Page {n}"), None, text)
            })
            .collect();
        let files = files(&records);
        let tail = files.tails()[0];
        let mut index = Index::load(files.index.clone()).unwrap();
        let json = serde_json::to_string(tail).unwrap();
        assert!(index.add_tail(0, &json).unwrap_err().contains("no chunk loaded names tail file 0"));
        let chunk = files.chunks().into_iter().position(|chunk| !chunk.tails.is_empty()).unwrap();
        index.add_chunk(chunk, files.chunks()[chunk].clone()).unwrap();
        assert!(index.add_tail(0, "[]").unwrap_err().contains("it has 0 tail pages, its chunk says 1"));
        let mut short = tail.clone();
        short[0].truncate(2);
        assert!(index.add_tail(0, &serde_json::to_string(&short).unwrap()).unwrap_err().contains("postings"));
        // A chunk whose page begins after the file's first record.
        let mut moved = files.chunks()[chunk].clone();
        assert_eq!(moved.tails[0][3], 0);
        moved.tails[0][3] = 1;
        let mut fresh = Index::load(files.index.clone()).unwrap();
        fresh.add_chunk(chunk, moved).unwrap();
        assert!(fresh.add_tail(0, &json).unwrap_err().contains("outside its range"));
        // Records 0 to 4, then 6: one step less from 4 names record 5, of the head.
        let mut repeated = tail.clone();
        assert_eq!(repeated[0][10], 2);
        repeated[0][10] = 1;
        assert!(index.add_tail(0, &serde_json::to_string(&repeated).unwrap()).unwrap_err().contains("repeats"));
        assert!(index.unloaded_tail(index.stem_id("theme").unwrap()).is_some(), "a file refused changes nothing");
        assert!(index.add_tail(0, &json).is_ok());
        assert!(index.add_tail(0, "not json").is_ok(), "a tail loads once");
        let mut beyond = files.chunks()[chunk].clone();
        beyond.tails[0][4] = 1_000_000_000;
        let mut fresh = Index::load(files.index.clone()).unwrap();
        assert!(fresh.add_chunk(chunk, beyond).unwrap_err().contains("it names tail file 1000000000, the index has 1"));
        let mut unordered = files.chunks()[chunk].clone();
        unordered.tails.push(unordered.tails[0]);
        let mut fresh = Index::load(files.index.clone()).unwrap();
        assert!(fresh.add_chunk(chunk, unordered).unwrap_err().contains("in order"));
    }

    #[test]
    fn broken_index_files_are_refused_with_a_reason() {
        let records = [record(RecordKind::Page, "Panel", None, "Collapsible panel")];
        let files = files(&records);
        let mut old = files.index.clone();
        old.version = 4;
        assert!(Index::load(old).err().unwrap().contains("version 4"));
        let mut unsorted = files.index.clone();
        unsorted.chunks = vec!["z".into(), "a".into()];
        assert!(Index::load(unsorted).err().unwrap().contains("sorted"));
        let mut index = Index::load(files.index.clone()).unwrap();
        let mut terms = files.chunks()[0].clone();
        terms.terms = vec!["z".into(), "a".into()];
        assert!(index.add_chunk(0, terms).err().unwrap().contains("sorted"));
        let mut dangling = files.chunks()[0].clone();
        dangling.postings[0] = vec![5, 1];
        assert!(index.add_chunk(0, dangling).err().unwrap().contains("record it does not have"));
        let mut index = Index::load(files.index.clone()).unwrap();
        let mut other_stemmer = files.chunks()[0].clone();
        other_stemmer.postings.pop();
        assert!(index.add_chunk(0, other_stemmer).err().unwrap().contains("another stemmer"));
        assert!(index.add_chunk(9, files.chunks()[0].clone()).err().unwrap().contains("no chunk 9"));
    }
}
