//! The endpoint `site serve` mounts at `<base>mcp`: stateless Streamable HTTP, and the
//! checks that keep other sites' pages (DNS rebinding) and oversized bodies out.

mod fixture;

use axum::body::{to_bytes, Body};
use axum::http::{Request, StatusCode};
use serde_json::{json, Value};
use site_mcp::limits::MAX_MESSAGE_BYTES;
use site_mcp::{HttpEndpoint, HttpOptions, SiteSource};

const URL: &str = "http://127.0.0.1:4373/webcomponents/v1/mcp";

fn endpoint(dir: &std::path::Path) -> HttpEndpoint {
    let options = HttpOptions { listen: "127.0.0.1:4373".parse().unwrap(), site_origin: fixture::ORIGIN.to_string() };
    HttpEndpoint::new(SiteSource::new(dir), &options)
}

/// A JSON-RPC request as a client sends it, with `headers` besides.
fn post(body: &Value, headers: &[(&str, &str)]) -> Request<Body> {
    let mut request = Request::post(URL)
        .header("host", "127.0.0.1:4373")
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2025-11-25");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.body(Body::from(body.to_string())).unwrap()
}

async fn answer(endpoint: &HttpEndpoint, request: Request<Body>) -> (StatusCode, axum::http::HeaderMap, String) {
    let response = endpoint.respond(request).await;
    let (status, headers) = (response.status(), response.headers().clone());
    let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, headers, String::from_utf8_lossy(&body).into_owned())
}

fn ping() -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": "ping"})
}

#[tokio::test]
async fn each_request_is_answered_on_its_own_without_a_session() {
    let dir = tempfile::tempdir().unwrap();
    fixture::write_site(dir.path());
    let endpoint = endpoint(dir.path());
    let initialize = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}});
    let (status, headers, body) = answer(&endpoint, post(&initialize, &[])).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(headers.get("mcp-session-id").is_none(), "stateless: no session");
    assert_eq!(headers["content-type"], "application/json");
    let result: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(result["result"]["serverInfo"]["name"], "ui5-webcomponents-v1-docs");
    // A call needs no initialize before it: nothing is kept between requests.
    let call = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_component_api", "arguments": {"name": "Button"}}});
    let (status, _, body) = answer(&endpoint, post(&call, &[])).await;
    assert_eq!(status, StatusCode::OK);
    let result: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(result["result"]["structuredContent"]["tag"], "ui5-button", "{body}");
}

#[tokio::test]
async fn a_page_of_another_site_is_refused_and_the_site_s_own_and_programs_are_answered() {
    let dir = tempfile::tempdir().unwrap();
    fixture::write_site(dir.path());
    let endpoint = endpoint(dir.path());
    for headers in [
        vec![("origin", "http://evil.example.com")],
        vec![("origin", "http://127.0.0.1:9999")],
        vec![("origin", "null")],
        // DNS rebinding: another name that resolves to this machine.
        vec![("host", "evil.example.com:4373"), ("origin", "http://evil.example.com:4373")],
    ] {
        let mut request = post(&ping(), &[]);
        for (name, value) in &headers {
            request.headers_mut().insert(*name, value.parse().unwrap());
        }
        let (status, _, _) = answer(&endpoint, request).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{headers:?}");
    }
    for origin in [None, Some("http://127.0.0.1:4373"), Some("http://localhost:4373"), Some("https://example.org")] {
        let headers: Vec<(&str, &str)> = origin.map(|origin| ("origin", origin)).into_iter().collect();
        let (status, _, body) = answer(&endpoint, post(&ping(), &headers)).await;
        assert_eq!((status, body.as_str()), (StatusCode::OK, r#"{"jsonrpc":"2.0","id":1,"result":{}}"#), "{origin:?}");
    }
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_unread_and_only_post_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    fixture::write_site(dir.path());
    let endpoint = endpoint(dir.path());
    let html = "x".repeat(MAX_MESSAGE_BYTES);
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "check_markup", "arguments": {"html": html}}});
    let (status, _, _) = answer(&endpoint, post(&call, &[])).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let get = Request::get(URL).header("host", "127.0.0.1:4373").header("accept", "text/event-stream").body(Body::empty()).unwrap();
    let (status, _, _) = answer(&endpoint, get).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}
