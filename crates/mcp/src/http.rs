//! The server over Streamable HTTP, for `site serve` to answer at `<base>mcp`:
//! stateless (every request is answered on its own, with JSON), and guarded against
//! DNS rebinding by the SDK's checks of `Host` and `Origin`. A request is accepted
//! from the site's own hosts (loopback, the address served on, the host of the site's
//! URL) and, when it carries an `Origin` (a browser's), only from the site's own
//! origins; without one it comes from a program, which no page can direct.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, Response, StatusCode};
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};

use crate::handler::DocsServer;
use crate::limits::{Limits, CALL_DEADLINE, MAX_MESSAGE_BYTES};
use crate::site::SiteSource;

/// How long a whole request may take, its body's upload included.
const REQUEST_DEADLINE: Duration = Duration::from_secs(CALL_DEADLINE.as_secs() + 20);

/// Where the endpoint is served and for which site.
#[derive(Debug, Clone)]
pub struct HttpOptions {
    /// The address the server listens on.
    pub listen: SocketAddr,
    /// Where the site is published (`https://ui5.github.io`), from its site data.
    pub site_origin: String,
}

/// The MCP endpoint over HTTP.
#[derive(Clone)]
pub struct HttpEndpoint {
    service: StreamableHttpService<DocsServer, NeverSessionManager>,
}

impl HttpEndpoint {
    /// The endpoint of the site built in `source`, which starts loading at once.
    pub fn new(source: SiteSource, options: &HttpOptions) -> HttpEndpoint {
        let limits = Arc::new(Limits::new(source));
        limits.preload();
        let server = DocsServer::new(limits);
        let config = StreamableHttpServerConfig::default()
            .with_legacy_session_mode(false)
            .with_json_response(true)
            .with_sse_keep_alive(None)
            .with_max_request_body_bytes(MAX_MESSAGE_BYTES)
            .with_allowed_hosts(allowed_hosts(options))
            .with_allowed_origins(allowed_origins(options))
            .enforce_origin_validation();
        // The routers are built once; each request gets a copy, and nothing else.
        let service = StreamableHttpService::new(move || Ok(server.clone()), Arc::new(NeverSessionManager::default()), config);
        HttpEndpoint { service }
    }

    /// The response to `request`, within [`REQUEST_DEADLINE`].
    pub async fn respond(&self, request: Request<Body>) -> Response<Body> {
        match tokio::time::timeout(REQUEST_DEADLINE, self.service.handle(request)).await {
            Ok(response) => response.map(Body::new),
            Err(_) => plain(StatusCode::REQUEST_TIMEOUT, "the request took too long"),
        }
    }
}

fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    let mut response = Response::new(Body::from(text));
    *response.status_mut() = status;
    response
}

/// The hosts a request may name: loopback, the address listened on, the site's host.
fn allowed_hosts(options: &HttpOptions) -> Vec<String> {
    let listened = Some(options.listen.ip()).filter(|ip| !ip.is_unspecified()).map(|ip| ip.to_string());
    let site = origin_parts(&options.site_origin).map(|(_, host, _)| host.to_string());
    let mut hosts: Vec<String> = ["localhost", "127.0.0.1", "::1"].map(String::from).into();
    for host in listened.into_iter().chain(site) {
        if !hosts.contains(&host) {
            hosts.push(host);
        }
    }
    hosts
}

/// The origins a browser's request may come from: the pages this server serves, and
/// the site where it is published.
fn allowed_origins(options: &HttpOptions) -> Vec<String> {
    let port = options.listen.port();
    let mut origins: Vec<String> = ["localhost", "127.0.0.1", "[::1]"].iter().map(|host| format!("http://{host}:{port}")).collect();
    if !options.listen.ip().is_unspecified() && !options.listen.ip().is_loopback() {
        origins.push(format!("http://{}", options.listen));
    }
    if let Some((scheme, host, port)) = origin_parts(&options.site_origin) {
        let host = if host.contains(':') { format!("[{host}]") } else { host.to_string() };
        origins.push(format!("{scheme}://{host}:{port}"));
    }
    origins
}

/// The scheme, host (without brackets) and port of an origin (`https://ui5.github.io`
/// -> 443).
fn origin_parts(origin: &str) -> Option<(&str, &str, u16)> {
    let (scheme, rest) = origin.split_once("://")?;
    let authority = rest.split('/').next()?;
    let (host, port) = match authority.strip_prefix('[') {
        Some(bracketed) => {
            let (host, after) = bracketed.split_once(']')?;
            (host, after.strip_prefix(':'))
        }
        None => match authority.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        },
    };
    let port = match (port, scheme) {
        (Some(port), _) => port.parse().ok()?,
        (None, "https") => 443,
        (None, "http") => 80,
        (None, _) => return None,
    };
    Some((scheme, host, port))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(listen: &str) -> HttpOptions {
        HttpOptions { listen: listen.parse().unwrap(), site_origin: "https://ui5.github.io".into() }
    }

    #[test]
    fn the_site_s_own_hosts_and_origins_are_allowed() {
        assert_eq!(allowed_hosts(&options("127.0.0.1:3000")), ["localhost", "127.0.0.1", "::1", "ui5.github.io"]);
        assert_eq!(allowed_hosts(&options("192.0.2.7:80")), ["localhost", "127.0.0.1", "::1", "192.0.2.7", "ui5.github.io"]);
        assert_eq!(
            allowed_origins(&options("0.0.0.0:8080")),
            ["http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080", "https://ui5.github.io:443"]
        );
        assert_eq!(origin_parts("http://example.org:8443/docs"), Some(("http", "example.org", 8443)));
        assert_eq!(origin_parts("http://[2001:db8::1]:81"), Some(("http", "2001:db8::1", 81)));
        assert_eq!(origin_parts("ftp://example.org"), None);
    }
}
