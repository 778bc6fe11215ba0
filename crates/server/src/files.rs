//! Answers a request for a file of the site: the path mapping and redirects, content
//! negotiation among the precompressed variants, validators (ETag, 304), ranges and
//! the site's not-found page.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;
use std::borrow::Cow;
use std::io::{self, SeekFrom};
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio_util::io::ReaderStream;

use crate::file_cache::{CachedFile, FileCache, Lookup};
use crate::ranges::{requested_part, Part};
use crate::sendfile::FileRegion;
use crate::site_file::{Content, Variant};

/// The chunk size when streaming a file from disk.
const STREAM_CHUNK: usize = 64 * 1024;
/// The page sent with 404 answers, when the site has one.
const NOT_FOUND_PAGE: &str = "404.html";

/// The site being served.
pub(crate) struct Site {
    pub base_url: String,
    pub files: FileCache,
}

pub(crate) async fn serve(site: &Site, method: &Method, uri: &Uri, request: &HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")], "Method Not Allowed\n").into_response();
    }
    let head_only = method == Method::HEAD;
    let path = uri.path();
    let query = || uri.query().map(|q| format!("?{q}")).unwrap_or_default();
    let base = site.base_url.as_str();

    if path == "/" || path == base.trim_end_matches('/') {
        return redirect(&format!("{base}{}", query()));
    }
    let Some(relative) = path.strip_prefix(base) else {
        return not_found(site, request, head_only, None).await;
    };
    let relative = match site_path(relative) {
        Ok(relative) => relative,
        Err(SitePathError::Invalid) => return bad_request("The path is not valid."),
        Err(SitePathError::Hidden) => return not_found(site, request, head_only, None).await,
    };
    match site.files.lookup(&relative).await {
        Ok(Lookup::File(file)) => send(&file, request, head_only).await,
        Ok(Lookup::Directory) => redirect(&format!("{path}/{}", query())),
        Ok(Lookup::Missing) => not_found(site, request, head_only, Some(&relative)).await,
        Err(err) => unavailable(&relative, &err),
    }
}

enum SitePathError {
    Invalid,
    Hidden,
}

/// Decodes a URL path below the base into the site's path: segments joined by `/`
/// (empty ones dropped), with the trailing slash kept. Refuses anything that could
/// leave the site directory or reach hidden files.
fn site_path(relative: &str) -> Result<Cow<'_, str>, SitePathError> {
    let decoded = percent_decode_str(relative).decode_utf8().map_err(|_| SitePathError::Invalid)?;
    for segment in decoded.split('/') {
        if segment == ".." || segment.contains(['\\', '\0', ':']) {
            return Err(SitePathError::Invalid);
        }
        if segment.starts_with('.') {
            return Err(SitePathError::Hidden);
        }
    }
    if !decoded.starts_with('/') && !decoded.contains("//") {
        return Ok(decoded);
    }
    let mut path = decoded.split('/').filter(|s| !s.is_empty()).collect::<Vec<_>>().join("/");
    if decoded.ends_with('/') && !path.is_empty() {
        path.push('/');
    }
    Ok(Cow::Owned(path))
}

/// A file, in the variant the client takes, whole or in part, or 304.
async fn send(file: &CachedFile, request: &HeaderMap, head_only: bool) -> Response {
    let variant = choose_variant(file, request);
    let mut headers = variant.headers.clone();
    if not_modified(request, &variant.etag, variant.modified) {
        return response(StatusCode::NOT_MODIFIED, headers, Body::empty());
    }
    let (status, range) = match requested_part(request, variant.len, &variant.etag, variant.modified) {
        Part::Whole => (StatusCode::OK, 0..variant.len),
        Part::Range(range) => {
            let content_range = format!("bytes {}-{}/{}", range.start, range.end - 1, variant.len);
            headers.insert(header::CONTENT_RANGE, HeaderValue::try_from(content_range).expect("digits are a valid header"));
            (StatusCode::PARTIAL_CONTENT, range)
        }
        Part::Unsatisfiable => {
            let content_range = format!("bytes */{}", variant.len);
            headers.insert(header::CONTENT_RANGE, HeaderValue::try_from(content_range).expect("digits are a valid header"));
            strip_representation_headers(&mut headers);
            return response(StatusCode::RANGE_NOT_SATISFIABLE, headers, Body::empty());
        }
    };
    respond(status, headers, variant, range, head_only).await
}

/// Sends `range` of the variant's content with `headers`; the part of a kept file
/// goes with the response, for the connection to send from the file.
async fn respond(status: StatusCode, mut headers: HeaderMap, variant: &Variant, range: std::ops::Range<u64>, head_only: bool) -> Response {
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(range.end - range.start));
    if head_only {
        return response(status, headers, Body::empty());
    }
    match &variant.content {
        Content::Memory { bytes, file } => {
            let body = bytes.slice(range.start as usize..range.end as usize);
            let region = file.as_ref().map(|file| FileRegion::new(body.clone(), file.clone(), range.start));
            let mut response = response(status, headers, Body::from(body));
            if let Some(region) = region {
                response.extensions_mut().insert(region);
            }
            response
        }
        Content::Disk(path) => match stream(path, range).await {
            Ok(body) => response(status, headers, body),
            Err(err) => unavailable(&path.display().to_string(), &err),
        },
    }
}

/// A response with exactly these headers (rather than merged into defaults, which
/// costs a lookup per header).
fn response(status: StatusCode, headers: HeaderMap, body: Body) -> Response {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

/// A file too large for the cache, read in chunks as the client takes them.
async fn stream(path: &std::path::Path, range: std::ops::Range<u64>) -> io::Result<Body> {
    let mut file = tokio::fs::File::open(path).await?;
    file.seek(SeekFrom::Start(range.start)).await?;
    let reader = file.take(range.end - range.start);
    Ok(Body::from_stream(ReaderStream::with_capacity(reader, STREAM_CHUNK)))
}

/// The precompressed variant the client accepts, preferring the smallest; else the file.
fn choose_variant<'a>(file: &'a CachedFile, request: &HeaderMap) -> &'a Variant {
    let variants = &file.file.variants;
    if variants.len() > 1 {
        let accepted = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
        if let Some(variant) = variants[1..].iter().find(|v| v.coding.is_some_and(|coding| accepts(accepted, coding))) {
            return variant;
        }
    }
    &variants[0]
}

/// Whether `Accept-Encoding` takes `coding` (by name or `*`) with a weight above 0.
fn accepts(accepted: &str, coding: &str) -> bool {
    let mut by_wildcard = false;
    for part in accepted.split(',') {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim();
        let weight = pieces.filter_map(|p| p.trim().strip_prefix("q=")).find_map(|q| q.trim().parse::<f32>().ok()).unwrap_or(1.0);
        if name.eq_ignore_ascii_case(coding) {
            return weight > 0.0;
        }
        if name == "*" {
            by_wildcard = weight > 0.0;
        }
    }
    by_wildcard
}

/// RFC 9110: If-None-Match wins over If-Modified-Since.
fn not_modified(headers: &HeaderMap, etag: &str, modified: SystemTime) -> bool {
    if let Some(candidates) = headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) {
        return candidates.split(',').map(str::trim).any(|c| c == "*" || c.trim_start_matches("W/") == etag);
    }
    if let Some(since) = headers.get(header::IF_MODIFIED_SINCE).and_then(|v| v.to_str().ok()) {
        if let Ok(since) = httpdate::parse_http_date(since) {
            let seconds = |time: SystemTime| time.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
            return seconds(modified) <= seconds(since);
        }
    }
    false
}

/// The site's not-found page with status 404, without validators: it stands for
/// whatever was asked for. Where the site lets other origins read the files of a
/// folder (what previews fetch), they may read that a file is missing too.
async fn not_found(site: &Site, request: &HeaderMap, head_only: bool, requested: Option<&str>) -> Response {
    if let Ok(Lookup::File(page)) = site.files.lookup(NOT_FOUND_PAGE).await {
        let variant = choose_variant(&page, request);
        let mut headers = variant.headers.clone();
        strip_representation_headers(&mut headers);
        let shared = requested.into_iter().flat_map(|path| site.files.rules().for_file(path));
        if let Some((_, origins)) = shared.into_iter().find(|(name, _)| name.eq_ignore_ascii_case("access-control-allow-origin")) {
            if let Ok(value) = HeaderValue::from_str(origins) {
                headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, value);
            }
        }
        return respond(StatusCode::NOT_FOUND, headers, variant, 0..variant.len, head_only).await;
    }
    (StatusCode::NOT_FOUND, "Not Found\n").into_response()
}

fn strip_representation_headers(headers: &mut HeaderMap) {
    for name in [header::ETAG, header::LAST_MODIFIED, header::ACCEPT_RANGES] {
        headers.remove(name);
    }
}

fn redirect(location: &str) -> Response {
    match HeaderValue::from_str(location) {
        Ok(value) => (StatusCode::PERMANENT_REDIRECT, [(header::LOCATION, value)]).into_response(),
        Err(_) => bad_request("The path is not valid."),
    }
}

fn bad_request(message: &str) -> Response {
    (StatusCode::BAD_REQUEST, format!("Bad Request: {message}\n")).into_response()
}

/// A file that exists could not be read: most often the server is out of file
/// descriptors for a moment, so the client may retry.
fn unavailable(what: &str, err: &io::Error) -> Response {
    eprintln!("cannot read {what}: {err}");
    (StatusCode::SERVICE_UNAVAILABLE, [(header::RETRY_AFTER, "1")], "Service Unavailable: the file cannot be read right now.\n")
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_weights_and_wildcards_are_honoured() {
        assert!(accepts("gzip, deflate, br", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("gzip, br; q=0.0", "br"));
        assert!(accepts("*", "gzip"));
        assert!(!accepts("*;q=0, identity", "gzip"));
        assert!(!accepts("", "gzip"));
    }

    #[test]
    fn site_paths_are_normalized_and_keep_their_trailing_slash() {
        let path = |p: &str| site_path(p).ok().map(|p| p.into_owned());
        assert_eq!(path("docs//FAQ/").as_deref(), Some("docs/FAQ/"));
        assert_eq!(path("assets/a%20b.js").as_deref(), Some("assets/a b.js"));
        assert_eq!(path("").as_deref(), Some(""));
        assert_eq!(path("/docs//").as_deref(), Some("docs/"));
        assert_eq!(path("docs/FAQ").as_deref(), Some("docs/FAQ"));
        assert!(matches!(site_path("docs/.git/config"), Err(SitePathError::Hidden)));
        assert!(matches!(site_path("docs/%2e%2e/x"), Err(SitePathError::Invalid)));
    }
}
