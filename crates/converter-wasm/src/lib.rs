//! The markup converter as a WebAssembly module, behind the same kind of small
//! hand-written interface as the search's (`crates/search-wasm`, which says why not
//! wasm-bindgen). The browser side is `web/src/migration/converterCore.ts`.
//!
//! The protocol: the browser gets a buffer with [`converter_alloc`], writes UTF-8
//! into it and passes it to a call, which takes it over (and frees it). A call
//! returns 0 on success and 1 on failure; either way its answer, JSON on success and
//! an error message on failure, is at [`converter_output_ptr`] for
//! [`converter_output_len`] bytes, until the next call.
//!
//! A conversion's answer is the `Conversion` as JSON (`output`, `edits`, `notes`),
//! with one difference for JavaScript: each edit's `start` and `end` count UTF-16
//! code units, as JavaScript strings index, not bytes. Notes keep their line and
//! column (from 1, the column in characters).

use site_converter::{convert, Edit, Rules, SourceKind};
use std::cell::RefCell;

thread_local! {
    static RULES: RefCell<Option<Rules>> = const { RefCell::new(None) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the browser to write into.
#[no_mangle]
pub extern "C" fn converter_alloc(len: usize) -> *mut u8 {
    let mut buffer = vec![0u8; len];
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Frees a buffer from [`converter_alloc`] that was not passed to a call.
///
/// # Safety
/// `ptr` and `len` must come from one [`converter_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn converter_free(ptr: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(ptr, len, len));
}

/// Loads the converter's rules (the JSON the engine writes); answers `null`.
///
/// # Safety
/// The pointer and length must come from one [`converter_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn converter_load(rules_ptr: *mut u8, rules_len: usize) -> u32 {
    let rules = take_text(rules_ptr, rules_len);
    answer(rules.and_then(|rules| {
        let rules: Rules = serde_json::from_str(&rules).map_err(|err| format!("invalid converter rules: {err}"))?;
        RULES.with(|slot| *slot.borrow_mut() = Some(rules));
        Ok("null".to_string())
    }))
}

/// Converts a text: `kind` 0 for markup, 1 for a script. Answers the conversion,
/// its edits in UTF-16 offsets.
///
/// # Safety
/// The pointer and length must come from one [`converter_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn converter_convert(text_ptr: *mut u8, text_len: usize, kind: u32) -> u32 {
    let text = take_text(text_ptr, text_len);
    answer(text.and_then(|text| {
        let kind = match kind {
            0 => SourceKind::Markup,
            1 => SourceKind::Script,
            _ => return Err(format!("unknown kind of text {kind}: 0 is markup, 1 a script")),
        };
        RULES.with(|slot| {
            let rules = slot.borrow();
            let rules = rules.as_ref().ok_or("the converter's rules are not loaded")?;
            let mut conversion = convert(&text, kind, rules);
            in_utf16(&text, &mut conversion.edits);
            serde_json::to_string(&conversion).map_err(|err| err.to_string())
        })
    }))
}

/// Where the last call's answer is.
#[no_mangle]
pub extern "C" fn converter_output_ptr() -> *const u8 {
    OUTPUT.with(|output| output.borrow().as_ptr())
}

/// How many bytes long the last call's answer is (UTF-8: JSON, or an error message).
#[no_mangle]
pub extern "C" fn converter_output_len() -> usize {
    OUTPUT.with(|output| output.borrow().len())
}

/// Turns the edits' byte offsets of `text` (in order, on character boundaries) into
/// UTF-16 offsets, in one pass.
fn in_utf16(text: &str, edits: &mut [Edit]) {
    let mut chars = text.chars();
    let (mut bytes, mut units) = (0, 0);
    let mut advance = |to: usize| {
        while bytes < to {
            let Some(char) = chars.next() else { break };
            bytes += char.len_utf8();
            units += char.len_utf16();
        }
        units
    };
    for edit in edits {
        edit.start = advance(edit.start);
        edit.end = advance(edit.end);
    }
}

/// Takes over a buffer from [`converter_alloc`] as text.
unsafe fn take_text(ptr: *mut u8, len: usize) -> Result<String, String> {
    let bytes = Vec::from_raw_parts(ptr, len, len);
    String::from_utf8(bytes).map_err(|_| "the text passed in is not UTF-8".to_string())
}

fn answer(result: Result<String, String>) -> u32 {
    let (status, text) = match result {
        Ok(json) => (0, json),
        Err(message) => (1, message),
    };
    OUTPUT.with(|output| *output.borrow_mut() = text.into_bytes());
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_edit_offsets_in_utf16_code_units() {
        let text = "é🎉<a>b";
        let start = text.find('<').unwrap();
        let mut edits =
            vec![Edit { start, end: start + 3, text: String::new() }, Edit { start: text.len(), end: text.len(), text: "c".into() }];
        in_utf16(text, &mut edits);
        assert_eq!((edits[0].start, edits[0].end, edits[1].start), (3, 6, 7));
    }
}
