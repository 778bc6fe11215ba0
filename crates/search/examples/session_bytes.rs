//! What a reader downloads for search on a built site, as the search box fetches it:
//! the files of the first interaction (the core, the search-index and search-doc
//! files), then each query typed key by key, loading the parts each answer names as
//! missing until it names none. The box fetches the results' texts once the reader
//! pauses (a quarter of a second): here, for a reader typing faster than that, the
//! texts of each whole query's results; and for one pausing at every key, those of
//! every key's. Bytes are those of the brotli copies the server sends (a file without
//! one counts whole).
//!
//! Usage: cargo run --release -p site-search --example session_bytes -- [--list] BUILD_DIR [QUERY...]
//! Prints one JSON object: `first` (bytes of the first interaction), `session` (bytes
//! after each query, cumulative, first interaction included) and `pausing` (the same,
//! for the reader pausing at every key). With `--list`, each file loaded goes to
//! stderr too, with the query typed so far and its bytes.

use site_search::typing::{type_queries, Pauses};
use site_search::Engine;
use std::path::{Path, PathBuf};

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let list = args.next_if_eq("--list").is_some();
    let Some(build) = args.next().map(PathBuf::from) else {
        eprintln!("usage: session_bytes [--list] BUILD_DIR [QUERY...]");
        std::process::exit(2);
    };
    let queries: Vec<String> = args.collect();
    if let Err(error) = run(&build, &queries, list) {
        eprintln!("session_bytes: {error}");
        std::process::exit(1);
    }
}

fn run(build: &Path, queries: &[String], list: bool) -> Result<(), String> {
    let index_file = only_file(build, "search-index-", ".json")?;
    let docs_file = only_file(build, "search-doc-", ".json")?;
    let core = only_file(&build.join("assets"), "search-core-", ".wasm")?;
    let first = sent_bytes(&core)? + sent_bytes(&index_file)? + sent_bytes(&docs_file)?;
    let (index, docs) = (read(&index_file)?, read(&docs_file)?);
    let queries: Vec<&str> = queries.iter().map(String::as_str).collect();
    let session = |pauses| -> Result<Vec<u64>, String> {
        let mut engine = Engine::load(&index, &docs)?;
        let fetch = |typed: &str, name: &str| {
            let path = build.join(name);
            let bytes = sent_bytes(&path)?;
            if list {
                eprintln!("{typed:?} {name} {bytes}");
            }
            Ok((read(&path)?, bytes))
        };
        let fetched = type_queries(&mut engine, &queries, pauses, fetch)?;
        Ok(fetched.into_iter().map(|bytes| first + bytes).collect())
    };
    let fast = session(Pauses::AtEachQuery)?;
    let pausing = session(Pauses::AtEveryKey)?;
    println!("{{\"first\":{first},\"session\":{fast:?},\"pausing\":{pausing:?}}}");
    Ok(())
}

/// The one file of `dir` named `prefix*suffix`.
fn only_file(dir: &Path, prefix: &str, suffix: &str) -> Result<PathBuf, String> {
    let entries = std::fs::read_dir(dir).map_err(|err| format!("{}: {err}", dir.display()))?;
    let found: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.file_name().and_then(|name| name.to_str()).is_some_and(|name| name.starts_with(prefix) && name.ends_with(suffix))
        })
        .collect();
    match found.as_slice() {
        [one] => Ok(one.clone()),
        _ => Err(format!("{}: expected one {prefix}*{suffix}, found {}", dir.display(), found.len())),
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|err| format!("{}: {err}", path.display()))
}

/// The bytes the server sends for a file: its brotli copy's, where it has one.
fn sent_bytes(path: &Path) -> Result<u64, String> {
    let mut brotli = path.as_os_str().to_owned();
    brotli.push(".br");
    let sent = if Path::new(&brotli).is_file() { PathBuf::from(brotli) } else { path.to_path_buf() };
    std::fs::metadata(&sent).map(|m| m.len()).map_err(|err| format!("{}: {err}", sent.display()))
}
