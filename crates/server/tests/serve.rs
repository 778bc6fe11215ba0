//! The server's answers, through the router (no sockets).

use axum::body::{to_bytes, Body};
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use site_server::{router, ServerConfig};
use std::fs;
use tower::ServiceExt;

struct Site {
    dir: tempfile::TempDir,
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
        Site { dir }
    }

    fn router(&self) -> Router {
        router(ServerConfig { root: self.dir.path().to_path_buf(), base_url: "/webcomponents/v1/".into() }, None)
    }

    async fn request(&self, method: Method, uri: &str, headers: &[(header::HeaderName, &str)]) -> (StatusCode, axum::http::HeaderMap, String) {
        let mut request = Request::builder().method(method).uri(uri);
        for (name, value) in headers {
            request = request.header(name, *value);
        }
        let response = self.router().oneshot(request.body(Body::empty()).unwrap()).await.unwrap();
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
