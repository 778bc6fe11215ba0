//! Static files: path mapping, content negotiation, validators and caching.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::ServerConfig;

/// Content-hashed build assets never change under the same name.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else is revalidated on each use (cheap: ETag and 304).
const REVALIDATE: &str = "no-cache";

pub async fn serve(site: Arc<ServerConfig>, request: Request) -> Response {
    let method = request.method();
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")], "Method Not Allowed\n").into_response();
    }
    let head_only = method == Method::HEAD;
    let path = request.uri().path();
    let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
    let base = site.base_url.as_str();

    if path == "/" || path == base.trim_end_matches('/') {
        return redirect(&format!("{base}{query}"));
    }
    let Some(relative) = path.strip_prefix(base) else {
        return not_found(&site, head_only).await;
    };
    let relative = match site_path(relative) {
        Ok(relative) => relative,
        Err(SitePathError::Invalid) => return bad_request("The path is not valid."),
        Err(SitePathError::Hidden) => return not_found(&site, head_only).await,
    };

    let mut file = site.root.join(&relative);
    if relative.as_os_str().is_empty() || path.ends_with('/') {
        file.push("index.html");
    } else if file.is_dir() {
        return redirect(&format!("{path}/{query}"));
    }
    if !file.is_file() {
        return not_found(&site, head_only).await;
    }
    let cache_control = if relative.starts_with("assets") { IMMUTABLE } else { REVALIDATE };
    send_file(&file, request.headers(), StatusCode::OK, cache_control, head_only).await
}

enum SitePathError {
    Invalid,
    Hidden,
}

/// Decodes a URL path below the base into a relative file path, refusing anything
/// that could leave the site directory or reach hidden files.
fn site_path(relative: &str) -> Result<PathBuf, SitePathError> {
    let decoded = percent_decode_str(relative).decode_utf8().map_err(|_| SitePathError::Invalid)?;
    let mut path = PathBuf::new();
    for segment in decoded.split('/').filter(|s| !s.is_empty()) {
        if segment == ".." || segment.contains('\\') || segment.contains('\0') || segment.contains(':') {
            return Err(SitePathError::Invalid);
        }
        if segment.starts_with('.') {
            return Err(SitePathError::Hidden);
        }
        path.push(segment);
    }
    Ok(path)
}

async fn not_found(site: &ServerConfig, head_only: bool) -> Response {
    let page = site.root.join("404.html");
    if page.is_file() {
        let mut response = send_file(&page, &HeaderMap::new(), StatusCode::NOT_FOUND, REVALIDATE, head_only).await;
        response.headers_mut().remove(header::ETAG);
        return response;
    }
    (StatusCode::NOT_FOUND, "Not Found\n").into_response()
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

/// The precompressed variant the client accepts, preferring brotli.
fn choose_encoding(file: &Path, headers: &HeaderMap) -> Option<(&'static str, PathBuf)> {
    let accepted = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let refused = pieces.any(|p| matches!(p.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            name.eq_ignore_ascii_case(coding) && !refused
        })
    };
    [("br", ".br"), ("gzip", ".gz")].into_iter().find_map(|(coding, suffix)| {
        let mut variant = file.as_os_str().to_owned();
        variant.push(suffix);
        let variant = PathBuf::from(variant);
        (accepts(coding) && variant.is_file()).then_some((coding, variant))
    })
}

async fn send_file(file: &Path, headers: &HeaderMap, status: StatusCode, cache_control: &str, head_only: bool) -> Response {
    let encoding = choose_encoding(file, headers);
    let served = encoding.as_ref().map_or(file, |(_, variant)| variant.as_path());
    let metadata = match tokio::fs::metadata(served).await {
        Ok(metadata) => metadata,
        Err(_) => return (StatusCode::NOT_FOUND, "Not Found\n").into_response(),
    };
    let modified = metadata.modified().unwrap_or(UNIX_EPOCH);
    let modified_nanos = modified.duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let etag = format!("\"{modified_nanos:x}-{:x}{}\"", metadata.len(), encoding.as_ref().map_or("", |(c, _)| c));

    let mut response_headers = HeaderMap::new();
    let mime = mime_guess::from_path(file).first_or_octet_stream();
    let content_type = match mime.type_() {
        mime_guess::mime::TEXT | mime_guess::mime::APPLICATION if is_text(&mime) => format!("{mime}; charset=utf-8"),
        _ => mime.to_string(),
    };
    insert(&mut response_headers, header::CONTENT_TYPE, &content_type);
    insert(&mut response_headers, header::CACHE_CONTROL, cache_control);
    insert(&mut response_headers, header::ETAG, &etag);
    insert(&mut response_headers, header::LAST_MODIFIED, &httpdate::fmt_http_date(modified));
    insert(&mut response_headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    // Sample previews run in sandboxed iframes with an opaque origin; their module
    // scripts, JSON assets and fonts are cross-origin requests to this site.
    insert(&mut response_headers, header::ACCESS_CONTROL_ALLOW_ORIGIN, "*");
    if let Some((coding, _)) = &encoding {
        insert(&mut response_headers, header::CONTENT_ENCODING, coding);
    }
    if encoding.is_some() || has_compressed_variant(file) {
        insert(&mut response_headers, header::VARY, "Accept-Encoding");
    }

    if status == StatusCode::OK && not_modified(headers, &etag, modified) {
        return (StatusCode::NOT_MODIFIED, response_headers).into_response();
    }
    insert(&mut response_headers, header::CONTENT_LENGTH, &metadata.len().to_string());
    if head_only {
        return (status, response_headers).into_response();
    }
    match tokio::fs::read(served).await {
        Ok(bytes) => (status, response_headers, Body::from(bytes)).into_response(),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "The file could not be read.\n").into_response(),
    }
}

fn is_text(mime: &mime_guess::Mime) -> bool {
    mime.type_() == mime_guess::mime::TEXT
        || matches!(mime.subtype().as_str(), "javascript" | "json" | "xml" | "manifest+json")
}

fn has_compressed_variant(file: &Path) -> bool {
    let mut variant = file.as_os_str().to_owned();
    variant.push(".gz");
    Path::new(&variant).is_file()
}

/// RFC 9110: If-None-Match wins over If-Modified-Since.
fn not_modified(headers: &HeaderMap, etag: &str, modified: SystemTime) -> bool {
    if let Some(candidates) = headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) {
        return candidates.split(',').map(str::trim).any(|c| c == "*" || c.trim_start_matches("W/") == etag);
    }
    if let Some(since) = headers.get(header::IF_MODIFIED_SINCE).and_then(|v| v.to_str().ok()) {
        if let Ok(since) = httpdate::parse_http_date(since) {
            let modified_secs = modified.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
            let since_secs = since.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
            return modified_secs <= since_secs;
        }
    }
    false
}

fn insert(headers: &mut HeaderMap, name: header::HeaderName, value: &str) {
    if let Ok(value) = HeaderValue::from_str(value) {
        headers.insert(name, value);
    }
}
