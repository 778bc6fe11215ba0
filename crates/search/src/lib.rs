//! The site's search, one core for both sides: the engine builds the index with it
//! at build time, and the browser runs the same code, compiled to WebAssembly, to
//! answer queries. Index and queries therefore share one tokenizer, one
//! normalisation and one stemmer, and cannot drift apart.
//!
//! - [`tokenizer`]: text into terms (case, diacritics, camelCase and kebab-case, stems).
//! - [`record`]: what is found (pages and sections), and the search-doc file.
//! - [`index`]: the index files, built from the records, loaded in parts as queries need them.
//! - [`query`]: a reader's query and the index terms each word may stand for.
//! - [`rank`]: which records match, best first.
//! - [`highlight`]: the matched words marked in titles, snippets and pages.
//! - [`engine`]: all of it behind the calls the browser makes.
//! - [`json`]: reading the search's files and writing its answers in the browser.
//! - [`typing`]: a reader typing queries key by key, as a model of what the box downloads.

pub mod engine;
pub mod highlight;
pub mod index;
pub mod json;
pub mod query;
pub mod rank;
pub mod record;
pub mod tokenizer;
pub mod typing;
mod typos;

pub use engine::{Engine, SearchResponse, SearchResult};
pub use index::{ChunkFile, IndexFile, RecordPart};
#[cfg(not(target_family = "wasm"))]
pub use index::{IndexFiles, RecordTerms};
pub use record::{Record, RecordKind, SearchDocs, SearchOptions};
