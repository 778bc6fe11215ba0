//! Building the index's files from the records (see the parent module for what they
//! hold), as the engine does; the browser only reads them.

use rustc_hash::FxHashMap as HashMap;
use serde::Serialize;

use super::*;
use crate::record::RecordKind;
use crate::tokenizer::{each_token, TokenKind};

/// A chunk is closed once its terms and postings reach about this many bytes of
/// JSON, so that a word loads little besides its own. On a site of 5,000 pages,
/// chunks of 10,000 bytes made a session of five queries 16 KB larger (of 178 KB),
/// and chunks of 5,000 bytes 4 KB smaller (measured before a later word waited for
/// its third letter), but the search-index file, which lists every chunk, 50 bytes
/// larger on the site: over the first search's 60 KB.
const CHUNK_BYTES: usize = 7_000;

/// A stem in more records than this has a head and a tail (see the module docs).
const SPLIT_POSTINGS: usize = 64;

/// A tail is cut into pages of this many postings, in record order. A query a tail
/// may change needs the pages of the records that may move, a handful: on a site of
/// 5,000 pages, a five-query session loaded 31 KB of tail pages, against 79 KB of
/// whole tails. (Pages of 64 postings: 41 to 55 KB of tail pages, as the files
/// held fewer or more of them, and chunks 5 to 8 KB larger with their lists of pages.)
pub(super) const TAIL_PAGE_POSTINGS: usize = 128;

/// A tail file holds pages of one chunk's tails until they reach about this many
/// bytes of JSON: a full page (about 700 bytes) is alone in its file, a stem's short
/// last page goes with the next stem's first.
const TAIL_FILE_BYTES: usize = 600;

/// A fragment is closed once its texts reach about this many bytes (about 500 bytes
/// compressed): a result needs its own record's text only. Twice as large, a search
/// session typed key by key on a site of 5,000 pages fetched 70 % more of texts.
pub(super) const FRAGMENT_BYTES: usize = 1_200;

/// BM25's length normalisation for the content (see [`K1`]).
const B: f32 = 0.75;

/// Field bits while the index is built: the names' bits, whether the term is a word
/// of its own in the title and in the page title (not only a part of one), and the
/// content's count of the term above [`COUNT_SHIFT`].
const WHOLE_IN_TITLE: u32 = 1 << 3;
const WHOLE_IN_PAGE_TITLE: u32 = 1 << 4;
const COUNT_SHIFT: u32 = 5;
/// Occurrence counts saturate here (more says little).
const MAX_COUNT: u32 = 31;
/// The field [`RecordTerms::add`] takes for the content, which counts occurrences.
const CONTENT: u32 = 0;

/// What one record contributes to the index; computed for each record on its own
/// (in parallel by the caller), then merged by [`build`].
#[derive(Debug, Default, Clone)]
pub struct RecordTerms {
    /// Term -> names' bits and content count (see [`COUNT_SHIFT`]).
    terms: HashMap<String, u32>,
    shape: RecordShape,
}

/// What the index keeps of a record besides its terms, for the whole build.
#[derive(Debug, Default, Clone, Copy)]
struct RecordShape {
    content_words: u32,
    title_words: u32,
    /// Whether the record is a page, which begins a fragment.
    page: bool,
    /// The length of its text, in bytes, which fills its fragment.
    content_bytes: usize,
}

impl RecordTerms {
    /// The terms of one document, with the fields they occur in.
    pub fn of(record: &Record) -> RecordTerms {
        let shape = RecordShape {
            page: record.kind == RecordKind::Page,
            content_bytes: record.content.len(),
            title_words: title_words(&record.title),
            content_words: 0,
        };
        let mut terms = RecordTerms { terms: HashMap::default(), shape };
        terms.add(&record.title, field::TITLE);
        for keyword in &record.keywords {
            terms.add(keyword, field::KEYWORDS);
        }
        if let (RecordKind::Section, Some(page_title)) = (record.kind, &record.page_title) {
            terms.add(page_title, field::PAGE_TITLE);
        }
        terms.shape.content_words = terms.add(&record.content, CONTENT);
        terms
    }

    /// The terms of an entry: its title and other names only. Its page title would
    /// make the page's words match every entry of the page.
    pub fn of_entry(record: &Record) -> RecordTerms {
        let shape = RecordShape { title_words: title_words(&record.title), ..RecordShape::default() };
        let mut terms = RecordTerms { terms: HashMap::default(), shape };
        terms.add(&record.title, field::TITLE);
        for keyword in &record.keywords {
            terms.add(keyword, field::KEYWORDS);
        }
        terms
    }

    /// Adds the terms of `text`, a name of the record (`name` is its field's bit) or
    /// its content ([`CONTENT`]). Returns how many words (not whole chunks) it added.
    fn add(&mut self, text: &str, name: u32) -> u32 {
        let mut words = 0;
        // The compound words with one part besides stop words (IButton): that part
        // names them alone, as a word of its own would.
        let mut sole_parts: Vec<usize> = Vec::new();
        if name == field::TITLE || name == field::PAGE_TITLE {
            let mut parts: Vec<usize> = Vec::new();
            each_token(text, |token| {
                if token.kind == TokenKind::Part && !token.stop {
                    parts.push(token.chunk);
                }
            });
            sole_parts = parts.iter().copied().filter(|&chunk| parts.iter().filter(|&&other| other == chunk).count() == 1).collect();
        }
        each_token(text, |token| {
            if token.stop {
                return;
            }
            words += u32::from(token.kind != TokenKind::Whole);
            let whole = match (token.kind, name) {
                (TokenKind::Part, _) if !sole_parts.contains(&token.chunk) => 0,
                (_, field::TITLE) => WHOLE_IN_TITLE,
                (_, field::PAGE_TITLE) => WHOLE_IN_PAGE_TITLE,
                _ => 0,
            };
            let bits = if name == CONTENT { 1 << COUNT_SHIFT } else { name | whole };
            match self.terms.get_mut(token.term) {
                Some(merged) => *merged = merge_bits(*merged, bits),
                None => {
                    self.terms.insert(token.term.to_string(), bits);
                }
            }
        });
        words
    }
}

impl RecordShape {
    /// A posting's [`field`] bits for a stem with these names' bits and count here,
    /// in a site whose documents have `average_words` words of content on average.
    fn posting_bits(&self, bits: u32, average_words: f32) -> u32 {
        let names = bits & field::NAMES;
        let count = (bits >> COUNT_SHIFT) as f32;
        let mut posting = names | content_level(count, self.content_words as f32 / average_words) << field::CONTENT_SHIFT;
        if self.page {
            posting |= field::PAGE;
        }
        if names & field::TITLE != 0 {
            posting |= (self.title_words.clamp(1, field::MAX_TITLE_WORDS) - 1) << field::TITLE_WORDS_SHIFT;
            if bits & WHOLE_IN_TITLE == 0 {
                posting |= field::TITLE_PART;
            }
        }
        if names & field::PAGE_TITLE != 0 && bits & WHOLE_IN_PAGE_TITLE == 0 {
            posting |= field::PAGE_TITLE_PART;
        }
        posting
    }
}

/// Field bits of two occurrences together: the fields of both, the counts added.
fn merge_bits(a: u32, b: u32) -> u32 {
    let count = ((a >> COUNT_SHIFT) + (b >> COUNT_SHIFT)).min(MAX_COUNT);
    ((a | b) & !(u32::MAX << COUNT_SHIFT)) | (count << COUNT_SHIFT)
}

/// BM25's term frequency part for `count` occurrences in a content `length` times
/// the average's, as a level of [`field::CONTENT_LEVELS`] (at least 1 when it occurs).
pub(super) fn content_level(count: f32, length: f32) -> u32 {
    if count == 0.0 {
        return 0;
    }
    let weight = count * (K1 + 1.0) / (count + K1 * (1.0 - B + B * length));
    ((weight / MAX_CONTENT_WEIGHT * field::CONTENT_LEVELS as f32).round() as u32).clamp(1, field::CONTENT_LEVELS)
}

/// How many different words a title has, stop words aside, a camelCase name counting
/// as one and the forms of a word (`Icon`, `icons`) as one: the words a query names to
/// name the title in full.
fn title_words(title: &str) -> u32 {
    let mut stems: Vec<String> = Vec::new();
    each_token(title, |token| {
        if token.kind != TokenKind::Part && !token.stop {
            let word = stem(token.term);
            if !stems.contains(&word) {
                stems.push(word);
            }
        }
    });
    stems.len() as u32
}

/// The files of a site's search: the search-index file, and the chunks, tail files,
/// record parts and fragments, by name (relative to the search files).
#[derive(Debug, Clone, PartialEq)]
pub struct IndexFiles {
    /// The search-index file.
    pub index: IndexFile,
    /// Every other file, by name.
    pub parts: Vec<(String, PartContent)>,
}

/// What a file of the search's parts holds, ready to be written as JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum PartContent {
    /// A chunk of the index.
    Chunk(ChunkFile),
    /// A chunk's tail.
    Tail(TailFile),
    /// A part of the records.
    Records(RecordPart),
    /// A fragment: its records' texts.
    Texts(Vec<String>),
}

/// Builds the search's files from the documents and the entries (see the module
/// docs) and the terms of each, documents then entries, in record order. The
/// chunks, parts and fragments go in `folder` (ending in `/`). [`IndexBuilder`]
/// does the same a few documents at a time.
pub fn build(documents: &[Record], entries: &[Record], terms: impl IntoIterator<Item = RecordTerms>, folder: &str) -> IndexFiles {
    let mut terms = terms.into_iter();
    let mut builder = IndexBuilder::new(folder);
    let mut parts = builder.add_documents(documents.iter().cloned().zip(terms.by_ref()));
    let index = builder.finish(entries, terms, |part| {
        parts.push(part);
        Ok::<(), std::convert::Infallible>(())
    });
    IndexFiles { index: index.unwrap_or_else(|never| match never {}), parts }
}

/// Builds the search's files as the documents come, a few at a time, then the
/// entries: each record's terms go straight into the postings, a few bytes each,
/// and its title, URL and text into the record part and the fragment it belongs to,
/// handed back as soon as they are complete. A large site's build then holds the
/// postings and a few records, not every record's text and terms, which were most
/// of its memory.
pub struct IndexBuilder {
    folder: String,
    table: TermTable,
    /// What the index keeps of each record, by record number.
    shapes: Vec<RecordShape>,
    /// By stem id, the records with their build-time bits, made posting bits at the end.
    postings: Vec<BuildingPostings>,
    /// The documents' part being filled, without their texts, with where its fragments begin.
    part: RecordPart,
    /// The fragment being filled.
    fragment: OpenFragment,
    /// One record's terms by stem, kept for the next record's.
    by_stem: HashMap<u32, u32>,
}

/// The fragment an [`IndexBuilder`] is filling.
#[derive(Default)]
struct OpenFragment {
    /// Its first record.
    first: u32,
    texts: Vec<String>,
    /// The texts' bytes.
    bytes: usize,
}

impl IndexBuilder {
    /// A builder of the files of an index in `folder` (ending in `/`).
    pub fn new(folder: &str) -> IndexBuilder {
        IndexBuilder {
            folder: folder.to_string(),
            table: TermTable::default(),
            shapes: Vec::new(),
            postings: Vec::new(),
            part: RecordPart { records: Vec::with_capacity(RECORDS_PER_PART), fragments: Vec::new() },
            fragment: OpenFragment::default(),
            by_stem: HashMap::default(),
        }
    }

    /// Adds the next documents, each with its terms ([`RecordTerms::of`]), in record
    /// order. Returns the record parts and fragments they complete.
    pub fn add_documents(&mut self, documents: impl IntoIterator<Item = (Record, RecordTerms)>) -> Vec<(String, PartContent)> {
        let mut files = Vec::new();
        for (mut document, terms) in documents {
            let number = self.shapes.len() as u32;
            let shape = terms.shape;
            self.add_terms(terms);
            // A page begins a fragment, and so does a record that begins a record
            // part or would take its fragment's texts past [`FRAGMENT_BYTES`].
            let full = self.fragment.bytes + shape.content_bytes > FRAGMENT_BYTES;
            if (number as usize).is_multiple_of(RECORDS_PER_PART) || shape.page || full {
                if !self.fragment.texts.is_empty() {
                    files.push(self.close_fragment());
                }
                self.fragment.first = number;
                self.part.fragments.push(self.part.records.len() as u32);
            }
            self.fragment.texts.push(std::mem::take(&mut document.content));
            self.fragment.bytes += shape.content_bytes;
            self.part.records.push(document.without_text());
            if self.part.records.len() == RECORDS_PER_PART {
                files.push(self.close_part());
            }
        }
        files
    }

    /// Adds the entries, which follow every document, with their terms
    /// ([`RecordTerms::of_entry`]), and makes the rest of the files: the last
    /// documents' part and fragment, the entries' parts, the chunks and their tails,
    /// each handed to `hand_over` once complete, so that the index is never held whole
    /// (at 10,000 pages, its chunks took 8 bytes a posting). Returns the search-index
    /// file, or the first error `hand_over` returns.
    pub fn finish<E>(
        mut self,
        entries: &[Record],
        terms: impl IntoIterator<Item = RecordTerms>,
        mut hand_over: impl FnMut((String, PartContent)) -> Result<(), E>,
    ) -> Result<IndexFile, E> {
        let documents = self.shapes.len();
        if !self.fragment.texts.is_empty() {
            hand_over(self.close_fragment())?;
        }
        if !self.part.records.is_empty() {
            hand_over(self.close_part())?;
        }
        for terms in terms {
            self.add_terms(terms);
        }
        assert_eq!(self.shapes.len(), documents + entries.len(), "the terms of every record");
        let folder = self.folder.as_str();
        for (number, part) in entries.chunks(RECORDS_PER_PART).enumerate() {
            let mut records: Vec<Record> = part.iter().map(Record::without_text).collect();
            record::shorten(&mut records);
            hand_over((entry_part_file(folder, number), PartContent::Records(RecordPart { records, fragments: Vec::new() })))?;
        }
        // A posting's content weight depends on the average length, known only now.
        let total_words: f64 = self.shapes[..documents].iter().map(|shape| f64::from(shape.content_words)).sum();
        let average_words = (total_words / documents.max(1) as f64).max(1.0) as f32;
        let (shapes, mut postings) = (&self.shapes, self.postings);
        let stem_postings = |stem: u32| -> Occurrences {
            let building = std::mem::take(&mut postings[stem as usize]);
            building.iter().map(|(record, bits)| (record, shapes[record as usize].posting_bits(bits, average_words))).collect()
        };
        let (chunks, tails) = chunk_terms(&self.table, folder, stem_postings, &mut hand_over)?;
        Ok(IndexFile {
            version: FORMAT_VERSION,
            folder: folder.to_string(),
            documents: documents as u32,
            entries: entries.len() as u32,
            chunks,
            tails,
        })
    }

    /// Takes one record's terms into the postings, the record numbered next.
    fn add_terms(&mut self, record: RecordTerms) {
        let number = self.shapes.len() as u32;
        // The surface terms of one stem (`theme`, `themes`) count together.
        for (term, bits) in record.terms {
            let merged = self.by_stem.entry(self.table.stem_id(term)).or_insert(0);
            *merged = merge_bits(*merged, bits);
        }
        self.postings.resize_with(self.table.stems.len(), BuildingPostings::default);
        for (stem, bits) in self.by_stem.drain() {
            self.postings[stem as usize].push(number, bits);
        }
        self.shapes.push(record.shape);
    }

    /// The fragment being filled, as its file.
    fn close_fragment(&mut self) -> (String, PartContent) {
        let OpenFragment { first, texts, .. } = std::mem::take(&mut self.fragment);
        (fragment_file(&self.folder, first), PartContent::Texts(texts))
    }

    /// The documents' part being filled, as its file; its records are the last ones.
    fn close_part(&mut self) -> (String, PartContent) {
        let number = (self.shapes.len() - 1) / RECORDS_PER_PART;
        let mut part =
            std::mem::replace(&mut self.part, RecordPart { records: Vec::with_capacity(RECORDS_PER_PART), fragments: Vec::new() });
        record::shorten(&mut part.records);
        (document_part_file(&self.folder, number), PartContent::Records(part))
    }
}

/// Every surface term of the site, with the id of its stem, as [`IndexBuilder`] meets them.
#[derive(Default)]
struct TermTable {
    terms: HashMap<String, u32>,
    /// The stems, by id.
    stems: Vec<String>,
    stem_ids: HashMap<String, u32>,
}

impl TermTable {
    /// The id of `term`'s stem, the term (and its stem) added if new.
    fn stem_id(&mut self, term: String) -> u32 {
        if let Some(&id) = self.terms.get(&term) {
            return id;
        }
        let stem = stem(&term);
        let id = match self.stem_ids.get(&stem) {
            Some(&id) => id,
            None => {
                let id = self.stems.len() as u32;
                self.stem_ids.insert(stem.clone(), id);
                self.stems.push(stem);
                id
            }
        };
        self.terms.insert(term, id);
        id
    }
}

/// Every term with its stem's postings (`stem_postings` of its stem id, asked once
/// a stem), cut into chunks by stem key, and the chunks' tail files, each handed to
/// `hand_over` as it is complete. Returns each chunk's first key and how many tail
/// files there are.
fn chunk_terms<E>(
    table: &TermTable,
    folder: &str,
    mut stem_postings: impl FnMut(u32) -> Occurrences,
    hand_over: &mut impl FnMut((String, PartContent)) -> Result<(), E>,
) -> Result<(Vec<String>, u32), E> {
    let stem_of = |id: u32| table.stems[id as usize].as_str();
    let mut by_key: Vec<(&str, &str, u32)> = table.terms.iter().map(|(term, &id)| (stem_key(stem_of(id)), term.as_str(), id)).collect();
    by_key.sort_unstable();
    let mut keys: Vec<String> = Vec::new();
    let mut chunk: Option<ChunkFile> = None;
    let mut tail: Option<TailFile> = None;
    let mut tails = 0;
    let mut size = CHUNK_BYTES;
    let mut tail_size = TAIL_FILE_BYTES;
    // The chunk's last page's file, for the next to be written less it.
    let mut last_file = 0;
    let mut key_start = 0;
    while key_start < by_key.len() {
        let key = by_key[key_start].0;
        let key_end = key_start + by_key[key_start..].partition_point(|(k, _, _)| *k == key);
        // Half full, a chunk closes where the first two letters change: two letters
        // typed load the chunks of the words they begin, and few others.
        let other_pair = keys.last().is_some_and(|first| first.chars().take(2).ne(key.chars().take(2)));
        if size >= CHUNK_BYTES || (other_pair && size >= CHUNK_BYTES / 2) {
            if let Some(done) = chunk.replace(ChunkFile { terms: Vec::new(), postings: Vec::new(), tails: Vec::new() }) {
                hand_over(chunk_part(folder, keys.len() - 1, done))?;
            }
            keys.push(key.to_string());
            size = 0;
            // A tail file holds pages of one chunk.
            tail_size = TAIL_FILE_BYTES;
            last_file = 0;
        }
        let chunk = chunk.as_mut().expect("a chunk was begun");
        let key_terms = &by_key[key_start..key_end];
        let mut stems: Vec<(&str, u32)> = key_terms.iter().map(|&(_, _, id)| (stem_of(id), id)).collect();
        stems.sort_unstable();
        stems.dedup();
        for (_, term, _) in key_terms {
            size += term.len() + 3;
            chunk.terms.push(term.to_string());
        }
        for (_, id) in stems {
            let (head, stem_tail) = split_head(stem_postings(id));
            let encoded = delta_encode(&head);
            size += json_bytes(&encoded);
            let mut last_first = 0;
            for page in stem_tail.as_deref().unwrap_or_default().chunks(TAIL_PAGE_POSTINGS) {
                let level = page.iter().map(|&(_, bits)| content_level_of(bits)).max().unwrap_or(0);
                if tail_size >= TAIL_FILE_BYTES {
                    if let Some(done) = tail.replace(Vec::new()) {
                        hand_over(tail_part(folder, tails, done))?;
                    }
                    tails += 1;
                    tail_size = 0;
                }
                let encoded = delta_encode(page);
                tail_size += json_bytes(&encoded);
                tail.as_mut().expect("a tail file was begun").push(encoded);
                let (first, file) = (page[0].0, tails - 1);
                chunk.tails.push([chunk.postings.len() as u32, page.len() as u32, level, first - last_first, file - last_file]);
                (last_first, last_file) = (first, file);
            }
            chunk.postings.push(encoded);
        }
        key_start = key_end;
    }
    if let Some(done) = chunk {
        hand_over(chunk_part(folder, keys.len() - 1, done))?;
    }
    if let Some(done) = tail {
        hand_over(tail_part(folder, tails, done))?;
    }
    Ok((keys, tails))
}

/// The tail files' last, complete, as its file (`tails` have been begun).
fn tail_part(folder: &str, tails: u32, tail: TailFile) -> (String, PartContent) {
    (tail_file(folder, tails as usize - 1), PartContent::Tail(tail))
}

/// Chunk `number`, complete, as its file.
fn chunk_part(folder: &str, number: usize, mut chunk: ChunkFile) -> (String, PartContent) {
    // A stem begins with its key, so stems in key order are sorted; a term might not
    // begin with its stem's key (the stemmer's final `y` made `i`), so terms are
    // sorted once more.
    chunk.terms.sort_unstable();
    (chunk_file(folder, number), PartContent::Chunk(chunk))
}

/// A stem's postings: (record, bits) in record order.
type Occurrences = Vec<(u32, u32)>;

/// A stem's postings while the index is built, in record order: each record less the
/// one before, then its build-time bits, as LEB128 numbers. Most take a byte each,
/// where pairs of `u32` took eight bytes a posting: on a site of 10,000 pages, most
/// of what the build held while it indexed.
#[derive(Default)]
struct BuildingPostings {
    bytes: Vec<u8>,
    last_record: u32,
}

impl BuildingPostings {
    /// Adds a posting of `record`, which comes after every record it has.
    fn push(&mut self, record: u32, bits: u32) {
        push_leb128(&mut self.bytes, record - self.last_record);
        push_leb128(&mut self.bytes, bits);
        self.last_record = record;
    }

    /// Its postings, in record order.
    fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let mut bytes = self.bytes.iter().copied();
        let mut record = 0;
        std::iter::from_fn(move || {
            record += read_leb128(&mut bytes)?;
            Some((record, read_leb128(&mut bytes).expect("a posting's bits follow its record")))
        })
    }
}

/// Appends `number` as LEB128: seven bits a byte, low bits first, the high bit set on
/// every byte but the last.
fn push_leb128(bytes: &mut Vec<u8>, mut number: u32) {
    while number >= 0x80 {
        bytes.push((number as u8) | 0x80);
        number >>= 7;
    }
    bytes.push(number as u8);
}

/// The next LEB128 number of `bytes`; `None` at their end.
fn read_leb128(bytes: &mut impl Iterator<Item = u8>) -> Option<u32> {
    let (mut number, mut shift) = (0u32, 0);
    loop {
        let byte = bytes.next()?;
        number |= u32::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some(number);
        }
        shift += 7;
    }
}

/// About the bytes of encoded postings as JSON.
fn json_bytes(encoded: &[u32]) -> usize {
    encoded.iter().map(|n| n.checked_ilog10().unwrap_or(0) as usize + 2).sum()
}

/// A stem's postings (in record order) cut into its head and, for a stem in more
/// than [`SPLIT_POSTINGS`] records, its tail (see the module docs), both in record order.
fn split_head(postings: Occurrences) -> (Occurrences, Option<Occurrences>) {
    if postings.len() <= SPLIT_POSTINGS {
        return (postings, None);
    }
    let (mut head, mut content): (Vec<_>, Vec<_>) = postings.into_iter().partition(|&(_, bits)| bits & field::NAMES != 0);
    // The heaviest first; among equals, the first records, as ranking breaks ties: a
    // record of the tail at the head's lowest level comes after those of the head.
    content.sort_by_key(|&(record, bits)| (std::cmp::Reverse(content_level_of(bits)), record));
    let mut tail = content.split_off(HEAD_CONTENT.min(content.len()));
    head.extend(content);
    head.sort_unstable();
    tail.sort_unstable();
    (head, (!tail.is_empty()).then_some(tail))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postings_being_built_give_back_what_was_added_however_large_the_numbers() {
        let added = [(0, 0), (1, 32), (127, 1023), (128, 1 << 13), (300_000, 7), (u32::MAX - 1, u32::MAX), (u32::MAX, 0)];
        let mut postings = BuildingPostings::default();
        for (record, bits) in added {
            postings.push(record, bits);
        }
        assert_eq!(postings.iter().collect::<Vec<_>>(), added);
        // A small record step and small bits take a byte each.
        let mut small = BuildingPostings::default();
        small.push(5, 33);
        small.push(9, 64);
        assert_eq!(small.bytes.len(), 4);
    }
}
