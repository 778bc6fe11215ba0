//! The search core as a WebAssembly module, behind a small hand-written interface.
//!
//! Why not wasm-bindgen: its command-line tool must match the library's version and
//! takes minutes to build on CI's two cores, for what is here six calls that pass
//! UTF-8 text one way and JSON text back. The browser side is a few lines
//! (`web/src/search/wasmEngine.ts`).
//!
//! The protocol: the browser gets a buffer with [`search_alloc`], writes UTF-8 into
//! it and passes it to a call, which takes it over (and frees it). A call returns 0
//! on success and 1 on failure; either way its answer, JSON on success and an error
//! message on failure, is at [`search_output_ptr`] for [`search_output_len`] bytes,
//! until the next call.

use site_search::engine::marked_texts_json;
use site_search::json::{required, Reader};
use site_search::Engine;
use std::cell::RefCell;

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the browser to write into.
#[no_mangle]
pub extern "C" fn search_alloc(len: usize) -> *mut u8 {
    let mut buffer = vec![0u8; len];
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Frees a buffer from [`search_alloc`] that was not passed to a call.
///
/// # Safety
/// `ptr` and `len` must come from one [`search_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn search_free(ptr: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(ptr, len, len));
}

/// Loads the search-index and search-doc files; answers the search options.
///
/// # Safety
/// Each pointer and length must come from one [`search_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn search_load(index_ptr: *mut u8, index_len: usize, docs_ptr: *mut u8, docs_len: usize) -> u32 {
    let index = take_text(index_ptr, index_len);
    let docs = take_text(docs_ptr, docs_len);
    answer(index.and_then(|index| {
        let engine = Engine::load(&index, &docs?)?;
        let options = engine.options().to_json();
        ENGINE.with(|slot| *slot.borrow_mut() = Some(engine));
        Ok(options)
    }))
}

/// Adds a chunk, record part or fragment file a `SearchResponse` named as missing: its name, then
/// its JSON text.
///
/// # Safety
/// Each pointer and length must come from one [`search_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn search_add(name_ptr: *mut u8, name_len: usize, json_ptr: *mut u8, json_len: usize) -> u32 {
    let name = take_text(name_ptr, name_len);
    let json = take_text(json_ptr, json_len);
    answer(name.and_then(|name| {
        let json = json?;
        ENGINE.with(|slot| match slot.borrow_mut().as_mut() {
            Some(engine) => engine.add_file(&name, &json).map(|()| "null".to_string()),
            None => Err("the search index is not loaded".to_string()),
        })
    }))
}

/// Answers a query with its best `limit` results (a `SearchResponse`); with
/// `exact_total` other than 0, naming as missing what an exact total needs too.
///
/// # Safety
/// The pointer and length must come from one [`search_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn search_query(query_ptr: *mut u8, query_len: usize, limit: usize, exact_total: u32) -> u32 {
    let query = take_text(query_ptr, query_len);
    answer(query.and_then(|query| {
        with_engine(|engine| {
            let response = if exact_total != 0 { engine.search_with_total(&query, limit) } else { engine.search(&query, limit) };
            Ok(response.to_json())
        })
    }))
}

/// Reads `{ query, texts }`.
fn read_highlight_request(text: &str) -> Result<(String, Vec<String>), String> {
    let mut reader = Reader::new(text);
    let (mut query, mut texts) = (None, None);
    reader.object(|key, reader| {
        match key {
            "query" => query = Some(reader.string()?),
            "texts" => texts = Some(reader.list_of(Reader::string)?),
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    reader.end()?;
    Ok((required(query, "query")?, required(texts, "texts")?))
}

/// Marks the words matching a query in each of several texts. Takes
/// `{ query, texts }`, answers one entry per text: its pieces, or null.
///
/// # Safety
/// The pointer and length must come from one [`search_alloc`] call, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn search_highlight(request_ptr: *mut u8, request_len: usize) -> u32 {
    let request = take_text(request_ptr, request_len);
    answer(request.and_then(|request| {
        let (query, texts) = read_highlight_request(&request).map_err(|err| format!("invalid highlight request: {err}"))?;
        with_engine(|engine| Ok(marked_texts_json(&engine.highlight(&query, &texts))))
    }))
}

/// Where the last call's answer is.
#[no_mangle]
pub extern "C" fn search_output_ptr() -> *const u8 {
    OUTPUT.with(|output| output.borrow().as_ptr())
}

/// How many bytes long the last call's answer is (UTF-8: JSON, or an error message).
#[no_mangle]
pub extern "C" fn search_output_len() -> usize {
    OUTPUT.with(|output| output.borrow().len())
}

/// Takes over a buffer from [`search_alloc`] as text.
unsafe fn take_text(ptr: *mut u8, len: usize) -> Result<String, String> {
    let bytes = Vec::from_raw_parts(ptr, len, len);
    String::from_utf8(bytes).map_err(|_| "the text passed in is not UTF-8".to_string())
}

fn with_engine(work: impl FnOnce(&Engine) -> Result<String, String>) -> Result<String, String> {
    ENGINE.with(|slot| match slot.borrow().as_ref() {
        Some(engine) => work(engine),
        None => Err("the search index is not loaded".to_string()),
    })
}

fn answer(result: Result<String, String>) -> u32 {
    let (status, text) = match result {
        Ok(json) => (0, json),
        Err(message) => (1, message),
    };
    OUTPUT.with(|output| *output.borrow_mut() = text.into_bytes());
    status
}
