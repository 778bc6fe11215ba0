//! Derives the two Unicode tables the tokenizer needs from `unicode-normalization`:
//! which characters are combining marks, and the base letter of each character that
//! is a letter plus combining marks (`é` -> `e`).
//!
//! Why not call the library at run time: its normalisation tables add about 100 KB
//! to the WebAssembly module every reader downloads; these two tables, the only
//! part of normalisation the tokenizer uses, take about 12 KB.

use std::fmt::Write;
use unicode_normalization::{char::is_combining_mark, UnicodeNormalization};

fn main() {
    let mut marks: Vec<(char, char)> = Vec::new();
    let mut folds = String::new();
    for c in (0..=char::MAX as u32).filter_map(char::from_u32) {
        if is_combining_mark(c) {
            match marks.last_mut() {
                Some((_, end)) if *end as u32 + 1 == c as u32 => *end = c,
                _ => marks.push((c, c)),
            }
        }
        let decomposed: Vec<char> = std::iter::once(c).nfd().collect();
        if let [base, rest @ ..] = decomposed.as_slice() {
            if !rest.is_empty() && !is_combining_mark(*base) && rest.iter().all(|m| is_combining_mark(*m)) {
                let _ = write!(folds, "({c:?}, {base:?}),");
            }
        }
    }
    let mut out = String::from("/// Ranges of combining marks, sorted.\npub(crate) const COMBINING_MARKS: &[(char, char)] = &[");
    for (start, end) in marks {
        let _ = write!(out, "({start:?}, {end:?}),");
    }
    let _ = write!(
        out,
        "];\n/// Characters with diacritics and their base letters, sorted.\npub(crate) const FOLDS: &[(char, char)] = &[{folds}];\n"
    );
    let path = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("unicode_tables.rs");
    std::fs::write(path, out).expect("the build script can write to OUT_DIR");
    println!("cargo::rerun-if-changed=build.rs");
}
