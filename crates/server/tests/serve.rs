//! The server's answers, through the router (no sockets).

use axum::body::{to_bytes, Body};
use axum::http::{header, Method, Request, StatusCode};
use axum::response::Response;
use site_headers::{HeaderRule, HeaderRules};
use site_server::{App, ServerConfig};
use std::fs;
use std::path::Path;

struct Site {
    dir: tempfile::TempDir,
    /// Memory for cached files; files above a share of it are streamed from disk.
    cache_bytes: u64,
}

/// Rules like those the engine writes, in short.
fn rules() -> HeaderRules {
    HeaderRules {
        rules: vec![
            HeaderRule::new("", None, &[("Referrer-Policy", "same-origin")]),
            HeaderRule::new("", Some(true), &[("Content-Security-Policy", "script-src 'self'")]),
            HeaderRule::new("samples/", Some(true), &[("Content-Security-Policy", "sandbox allow-scripts")]),
            HeaderRule::new("samples/", Some(false), &[("Access-Control-Allow-Origin", "*")]),
            HeaderRule::new("assets/", None, &[("Cache-Control", "public, max-age=31536000, immutable")]),
        ],
    }
}

impl Site {
    fn new() -> Site {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("docs/FAQ")).unwrap();
        fs::create_dir_all(root.join("docs/Release Management")).unwrap();
        fs::create_dir_all(root.join("assets")).unwrap();
        fs::write(root.join("index.html"), "<h1>Home</h1>").unwrap();
        fs::write(root.join("docs/FAQ/index.html"), "<h1>FAQ</h1>").unwrap();
        fs::write(root.join("docs/FAQ/index.html.br"), "brotli bytes").unwrap();
        fs::write(root.join("docs/FAQ/index.html.gz"), "gzip bytes").unwrap();
        fs::write(root.join("docs/Release Management/index.html"), "<h1>Releases</h1>").unwrap();
        fs::write(root.join("assets/main-abc.js"), "console.log(1)").unwrap();
        fs::write(root.join("404.html"), "<h1>Page Not Found</h1>").unwrap();
        fs::write(root.join(".build-manifest.json"), "{}").unwrap();
        fs::create_dir_all(root.join("samples/Button")).unwrap();
        fs::write(root.join("samples/Button/index.html"), "<ui5-button>").unwrap();
        fs::write(root.join("samples/Button/main.js"), "import 'x';").unwrap();
        Site { dir, cache_bytes: site_server::Limits::CACHE_BYTES }
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn app(&self) -> App {
        let mut config = ServerConfig::new(self.root().to_path_buf(), "/webcomponents/v1/".into(), rules());
        config.limits.cache_bytes = self.cache_bytes;
        App::new(config, None)
    }

    async fn request(
        &self,
        method: Method,
        uri: &str,
        headers: &[(header::HeaderName, &str)],
    ) -> (StatusCode, axum::http::HeaderMap, String) {
        let mut request = Request::builder().method(method).uri(uri);
        for (name, value) in headers {
            request = request.header(name, *value);
        }
        let response = self.app().respond(&request.body(Body::empty()).unwrap()).await;
        let status = response.status();
        let headers = response.headers().clone();
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (status, headers, String::from_utf8_lossy(&body).into_owned())
    }

    async fn get(&self, uri: &str) -> (StatusCode, axum::http::HeaderMap, String) {
        self.request(Method::GET, uri, &[]).await
    }
}

#[tokio::test]
async fn the_root_and_the_bare_base_redirect_to_the_site() {
    let site = Site::new();
    for uri in ["/", "/webcomponents/v1"] {
        let (status, headers, _) = site.get(uri).await;
        assert_eq!(status, StatusCode::PERMANENT_REDIRECT, "{uri}");
        assert_eq!(headers[header::LOCATION], "/webcomponents/v1/");
    }
    let (status, headers, _) = site.get("/webcomponents/v1/docs/FAQ?x=1").await;
    assert_eq!(status, StatusCode::PERMANENT_REDIRECT, "routes get their trailing slash");
    assert_eq!(headers[header::LOCATION], "/webcomponents/v1/docs/FAQ/?x=1");
}

#[tokio::test]
async fn routes_serve_their_documents_with_revalidation() {
    let site = Site::new();
    let (status, headers, body) = site.get("/webcomponents/v1/docs/Release%20Management/").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "<h1>Releases</h1>");
    assert_eq!(headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
    assert_eq!(headers[header::CACHE_CONTROL], "no-cache");

    let (_, headers, _) = site.get("/webcomponents/v1/assets/main-abc.js").await;
    assert_eq!(headers[header::CACHE_CONTROL], "public, max-age=31536000, immutable");
}

#[tokio::test]
async fn unknown_paths_get_the_not_found_page_with_404() {
    let site = Site::new();
    for uri in ["/webcomponents/v1/nope/", "/elsewhere", "/webcomponents/v1/.build-manifest.json"] {
        let (status, _, body) = site.get(uri).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(body, "<h1>Page Not Found</h1>");
    }
}

#[tokio::test]
async fn a_missing_file_where_previews_fetch_is_a_404_they_can_read() {
    let site = Site::new();
    let (status, headers, body) = site.get("/webcomponents/v1/samples/Button/missing.js").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("Page Not Found"));
    assert_eq!(headers.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).map(|v| v.to_str().unwrap()), Some("*"));
    let (status, headers, _) = site.get("/webcomponents/v1/docs/missing/").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(headers.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).is_none(), "only where previews fetch");
}

#[tokio::test]
async fn etags_answer_304_and_head_has_no_body() {
    let site = Site::new();
    let (_, headers, _) = site.get("/webcomponents/v1/").await;
    let etag = headers[header::ETAG].to_str().unwrap().to_string();
    let (status, _, body) = site.request(Method::GET, "/webcomponents/v1/", &[(header::IF_NONE_MATCH, &etag)]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());
    let (status, headers, body) = site.request(Method::HEAD, "/webcomponents/v1/", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_LENGTH], "13");
    assert!(body.is_empty());
}

#[tokio::test]
async fn precompressed_variants_follow_accept_encoding() {
    let site = Site::new();
    let faq = "/webcomponents/v1/docs/FAQ/";
    let (_, headers, body) = site.request(Method::GET, faq, &[(header::ACCEPT_ENCODING, "gzip, deflate, br")]).await;
    assert_eq!(headers[header::CONTENT_ENCODING], "br");
    assert_eq!(body, "brotli bytes");
    assert_eq!(headers[header::VARY], "Accept-Encoding");
    let (_, headers, body) = site.request(Method::GET, faq, &[(header::ACCEPT_ENCODING, "gzip, br;q=0")]).await;
    assert_eq!(headers[header::CONTENT_ENCODING], "gzip");
    assert_eq!(body, "gzip bytes");
    let (_, headers, body) = site.get(faq).await;
    assert!(headers.get(header::CONTENT_ENCODING).is_none());
    assert_eq!(body, "<h1>FAQ</h1>");
    let (_, br, _) = site.request(Method::GET, faq, &[(header::ACCEPT_ENCODING, "br")]).await;
    let (_, plain, _) = site.get(faq).await;
    assert_ne!(br[header::ETAG], plain[header::ETAG], "each variant has its own validator");
}

#[tokio::test]
async fn no_path_leaves_the_site_and_bad_requests_get_4xx() {
    let site = Site::new();
    for uri in ["/webcomponents/v1/../../etc/passwd", "/webcomponents/v1/%2e%2e/%2e%2e/etc/passwd", "/webcomponents/v1/docs/..%5C..%5Cx"] {
        let (status, _, _) = site.get(uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
    }
    let (status, _, _) = site.get("/webcomponents/v1/%FF%FE/").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "invalid UTF-8");
    let (status, headers, _) = site.request(Method::POST, "/webcomponents/v1/", &[]).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(headers[header::ALLOW], "GET, HEAD");
}

#[tokio::test]
async fn each_file_gets_the_headers_the_site_asks_for() {
    let site = Site::new();
    let (_, page, _) = site.get("/webcomponents/v1/docs/FAQ/").await;
    assert_eq!(page["content-security-policy"], "script-src 'self'");
    assert_eq!(page["referrer-policy"], "same-origin");
    assert_eq!(page[header::CACHE_CONTROL], "no-cache", "the default");
    assert_eq!(page[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(page.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).is_none());

    let (_, preview, _) = site.get("/webcomponents/v1/samples/Button/").await;
    assert_eq!(preview["content-security-policy"], "sandbox allow-scripts");
    assert!(preview.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).is_none(), "never on documents");
    let (_, script, _) = site.get("/webcomponents/v1/samples/Button/main.js").await;
    assert_eq!(script[header::ACCESS_CONTROL_ALLOW_ORIGIN], "*");
    assert!(script.get("content-security-policy").is_none());

    let (status, missing, _) = site.get("/webcomponents/v1/samples/nope/").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(missing["content-security-policy"], "script-src 'self'", "the not-found page is a page");
    assert!(missing.get(header::ETAG).is_none());
}

/// Links from the site to the rest of the machine, as a careless deploy might leave
/// them: to a file, to a folder, relative, and as a file's precompressed variant.
#[cfg(unix)]
#[tokio::test]
async fn nothing_outside_the_site_is_served_through_symlinks() {
    use std::os::unix::fs::symlink;
    let site = Site::new();
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("secret.txt"), "secret").unwrap();
    fs::create_dir_all(outside.path().join("folder")).unwrap();
    fs::write(outside.path().join("folder/index.html"), "secret page").unwrap();
    fs::write(outside.path().join("secret.br"), "secret brotli").unwrap();
    let root = site.root();
    symlink(outside.path().join("secret.txt"), root.join("to-file.txt")).unwrap();
    symlink(outside.path().join("folder"), root.join("to-folder")).unwrap();
    // Both temporary folders share a parent.
    symlink(Path::new("..").join(outside.path().file_name().unwrap()).join("secret.txt"), root.join("relative.txt")).unwrap();
    symlink("../../../../../../../../../../etc/passwd", root.join("docs/passwd")).unwrap();
    fs::write(root.join("docs/with-variant.txt"), "public").unwrap();
    symlink(outside.path().join("secret.br"), root.join("docs/with-variant.txt.br")).unwrap();
    symlink(root.join(".build-manifest.json"), root.join("hidden-target.json")).unwrap();

    for uri in [
        "/webcomponents/v1/to-file.txt",
        "/webcomponents/v1/to-folder/",
        "/webcomponents/v1/to-folder/index.html",
        "/webcomponents/v1/relative.txt",
        "/webcomponents/v1/docs/passwd",
        "/webcomponents/v1/hidden-target.json",
    ] {
        let (status, _, body) = site.get(uri).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
        assert!(!body.contains("secret") && !body.contains("root:"), "{uri}: {body}");
    }
    let (status, headers, body) =
        site.request(Method::GET, "/webcomponents/v1/docs/with-variant.txt", &[(header::ACCEPT_ENCODING, "br")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "public", "the variant outside the site is not offered");
    assert!(headers.get(header::CONTENT_ENCODING).is_none());

    symlink(root.join("docs/FAQ/index.html"), root.join("inside.html")).unwrap();
    let (status, _, body) = site.get("/webcomponents/v1/inside.html").await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, "<h1>FAQ</h1>"), "links within the site are followed");
}

#[cfg(unix)]
#[tokio::test]
async fn a_cached_file_replaced_by_a_link_outside_is_no_longer_served() {
    let site = Site::new();
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("secret.txt"), "secret").unwrap();
    fs::write(site.root().join("notes.txt"), "public").unwrap();
    let app = site.app();
    let get = |app: App| async move {
        let response = app.respond(&Request::get("/webcomponents/v1/notes.txt").body(()).unwrap()).await;
        (response.status(), String::from_utf8_lossy(&to_bytes(response.into_body(), usize::MAX).await.unwrap()).into_owned())
    };
    assert_eq!(get(app.clone()).await, (StatusCode::OK, "public".to_string()));
    fs::remove_file(site.root().join("notes.txt")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("secret.txt"), site.root().join("notes.txt")).unwrap();
    // Cached files are checked against the disk at most once a second.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (status, body) = get(app).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!body.contains("secret"));
}

#[tokio::test]
async fn a_single_range_is_served_with_206_and_others_are_refused_or_ignored() {
    let site = Site::new();
    fs::write(site.root().join("assets/data.bin"), "0123456789").unwrap();
    let uri = "/webcomponents/v1/assets/data.bin";
    let (status, headers, body) = site.request(Method::GET, uri, &[(header::RANGE, "bytes=2-4")]).await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(body, "234");
    assert_eq!(headers[header::CONTENT_RANGE], "bytes 2-4/10");
    assert_eq!(headers[header::CONTENT_LENGTH], "3");
    assert_eq!(headers[header::ACCEPT_RANGES], "bytes");

    let (_, _, body) = site.request(Method::GET, uri, &[(header::RANGE, "bytes=-3")]).await;
    assert_eq!(body, "789");
    let (status, headers, _) = site.request(Method::GET, uri, &[(header::RANGE, "bytes=10-")]).await;
    assert_eq!(status, StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(headers[header::CONTENT_RANGE], "bytes */10");
    let (status, _, body) = site.request(Method::GET, uri, &[(header::RANGE, "bytes=0-1,4-5")]).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, "0123456789"));
    let (status, _, body) = site.request(Method::GET, uri, &[(header::RANGE, "bytes=0-1"), (header::IF_RANGE, "\"stale\"")]).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, "0123456789"), "If-Range with an old validator gets the whole file");
}

#[tokio::test]
async fn files_larger_than_the_cache_allows_are_streamed_whole_and_in_ranges() {
    let mut site = Site::new();
    site.cache_bytes = 64 * 1024;
    let content: Vec<u8> = (0..300_000u32).map(|i| (i % 251) as u8).collect();
    fs::write(site.root().join("assets/large.bin"), &content).unwrap();
    let uri = "/webcomponents/v1/assets/large.bin";
    let response: Response = site.app().respond(&Request::get(uri).body(()).unwrap()).await;
    assert_eq!(response.headers()[header::CONTENT_LENGTH], "300000");
    assert_eq!(to_bytes(response.into_body(), usize::MAX).await.unwrap(), content);

    let request = Request::get(uri).header(header::RANGE, "bytes=100000-100009").body(()).unwrap();
    let response = site.app().respond(&request).await;
    assert_eq!(response.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(to_bytes(response.into_body(), usize::MAX).await.unwrap(), content[100_000..100_010]);
}

#[tokio::test]
async fn an_endpoint_answers_its_own_path_with_the_request_body_and_the_files_the_rest() {
    let site = Site::new();
    let mut config = ServerConfig::new(site.root().to_path_buf(), "/webcomponents/v1/".into(), rules());
    config.endpoint = Some(site_server::Endpoint::new("/webcomponents/v1/mcp", |request: Request<Body>| async move {
        let body = to_bytes(request.into_body(), 1024).await.unwrap();
        Response::new(Body::from(format!("echo {}", String::from_utf8_lossy(&body))))
    }));
    let app = App::new(config, None);
    let response = app.handle(Request::post("/webcomponents/v1/mcp").body(Body::from("ping")).unwrap()).await;
    assert_eq!(to_bytes(response.into_body(), 1024).await.unwrap(), "echo ping");
    let response = app.handle(Request::get("/webcomponents/v1/docs/FAQ/").body(Body::empty()).unwrap()).await;
    assert_eq!(to_bytes(response.into_body(), 1024).await.unwrap(), "<h1>FAQ</h1>");
    let response = app.handle(Request::get("/webcomponents/v1/mcp/x").body(Body::empty()).unwrap()).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND, "only the path itself");
}
