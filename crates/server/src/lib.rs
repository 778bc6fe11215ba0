//! Serves a built site directory under its base path, with the headers the site's
//! build asks for (`.headers.json`, see the `site-headers` crate).
//!
//! The files are served from an in-memory cache rather than with `tower_http`'s
//! `ServeDir`: on the same build and load, `ServeDir`, which opens and reads every
//! file on tokio's blocking threads for each request, answered about a tenth of
//! nginx's requests per second; with the cache, pages cost less CPU per request
//! than with nginx (`bench/README.md`). Ranges, validators, precompressed variants
//! and the not-found page are a few lines each on top of it (`files.rs`,
//! `ranges.rs`). Large files are sent from the files by the kernel rather than
//! copied from the cache (`sendfile.rs`). Connections are HTTP/1.1 through hyper,
//! on one worker thread per core (`connections.rs`, `workers.rs`).

mod connections;
mod file_cache;
mod files;
mod live_reload;
mod ranges;
mod sendfile;
mod site_file;
mod workers;

use axum::body::Body;
use axum::http::Request;
use axum::response::{IntoResponse, Response};
use site_headers::HeaderRules;
use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

pub use live_reload::LiveReload;

/// A service mounted at one path of the site and given the whole request, its body
/// included: the MCP endpoint, which the CLI mounts, so that this crate serves files
/// and knows nothing of what else it answers.
#[derive(Clone)]
pub struct Endpoint {
    /// The request path it answers (`/webcomponents/v1/mcp`).
    pub path: String,
    respond: Arc<dyn Fn(Request<Body>) -> BoxedResponse + Send + Sync>,
}

type BoxedResponse = Pin<Box<dyn Future<Output = Response> + Send>>;

impl Endpoint {
    /// `respond` answers the requests for `path`.
    pub fn new<F, R>(path: impl Into<String>, respond: F) -> Endpoint
    where
        F: Fn(Request<Body>) -> R + Send + Sync + 'static,
        R: Future<Output = Response> + Send + 'static,
    {
        Endpoint { path: path.into(), respond: Arc::new(move |request| Box::pin(respond(request))) }
    }
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint").field("path", &self.path).finish_non_exhaustive()
    }
}

/// What to serve and how.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The built site.
    pub root: PathBuf,
    /// The path prefix of every page, with leading and trailing slash.
    pub base_url: String,
    /// The headers the site asks for, by path.
    pub headers: HeaderRules,
    /// How long a cached file is served before it is checked against the disk again;
    /// zero checks on every request.
    pub recheck_files_after: Duration,
    /// What a client may take of the server.
    pub limits: Limits,
    /// A service answering one path besides the files, if any.
    pub endpoint: Option<Endpoint>,
}

impl ServerConfig {
    /// Serves `root` under `base_url` with the given header rules and the default limits.
    pub fn new(root: PathBuf, base_url: String, headers: HeaderRules) -> ServerConfig {
        ServerConfig { root, base_url, headers, recheck_files_after: Duration::from_secs(1), limits: Limits::default(), endpoint: None }
    }
}

/// What a client may take of the server.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Open connections at most; see `connections.rs` for what happens at the cap.
    pub max_connections: usize,
    /// How long a client may take to send a request's headers, and how long an open
    /// connection may stay idle.
    pub header_read_timeout: Duration,
    /// How long a write to a client may make no progress.
    pub send_timeout: Duration,
    /// The memory for cached files, in bytes.
    pub cache_bytes: u64,
    /// How many cached files may stay open to be sent from (see `sendfile.rs`),
    /// besides the connections' descriptors.
    pub open_files: usize,
}

impl Limits {
    /// The default cap on connections when the open-file limit allows it.
    pub const MAX_CONNECTIONS: usize = 4096;
    /// The default cache size, more than the whole site's files and variants.
    pub const CACHE_BYTES: u64 = 128 * 1024 * 1024;
    /// The default for files kept open when the open-file limit allows it: as many as
    /// the default cache can hold of the files large enough to be sent from them.
    pub const OPEN_FILES: usize = (Limits::CACHE_BYTES / sendfile::SMALLEST_SENT_FROM_FILE) as usize;
}

impl Default for Limits {
    /// Limits that fit this process's open-file limit (raised to its maximum):
    /// connections first, then kept files (only where files are sent from, Linux).
    fn default() -> Limits {
        let descriptors = connections::usable_descriptors();
        let max_connections = descriptors.clamp(1, Limits::MAX_CONNECTIONS);
        let open_files = if cfg!(target_os = "linux") { descriptors.saturating_sub(max_connections).min(Limits::OPEN_FILES) } else { 0 };
        Limits {
            max_connections,
            header_read_timeout: Duration::from_secs(30),
            send_timeout: Duration::from_secs(30),
            cache_bytes: Limits::CACHE_BYTES,
            open_files,
        }
    }
}

/// What the server answers: the site, plus the live-reload stream and the endpoint
/// when given. (Three routes need no router: answering without one is measurably faster.)
#[derive(Clone)]
pub struct App {
    site: Arc<files::Site>,
    live_reload: Option<LiveReload>,
    endpoint: Option<Endpoint>,
}

/// Where open pages listen for rebuilds.
const LIVE_RELOAD_PATH: &str = "/__dev/events";

impl App {
    /// The service of a site, with live reload when `live_reload` is given.
    pub fn new(config: ServerConfig, live_reload: Option<LiveReload>) -> App {
        let files = file_cache::FileCache::new(
            config.root,
            config.headers,
            config.limits.cache_bytes,
            config.limits.open_files,
            config.recheck_files_after,
        );
        App { site: Arc::new(files::Site { base_url: config.base_url, files }), live_reload, endpoint: config.endpoint }
    }

    /// The response to `request`: the endpoint's for its path, else [`App::respond`]'s.
    pub async fn handle<B>(&self, request: Request<B>) -> Response
    where
        B: http_body::Body<Data = bytes::Bytes> + Send + 'static,
        B::Error: Into<axum::BoxError>,
    {
        match &self.endpoint {
            Some(endpoint) if request.uri().path() == endpoint.path => (endpoint.respond)(request.map(Body::new)).await,
            _ => self.respond(&request).await,
        }
    }

    /// The response to `request` from the site's files (its body is not read).
    pub async fn respond<B>(&self, request: &Request<B>) -> Response {
        if let (Some(live_reload), LIVE_RELOAD_PATH) = (&self.live_reload, request.uri().path()) {
            return live_reload.events().into_response();
        }
        files::serve(&self.site, request.method(), request.uri(), request.headers()).await
    }
}

/// Serves until the process is interrupted.
pub async fn serve(config: ServerConfig, addr: SocketAddr, live_reload: Option<LiveReload>) -> anyhow::Result<()> {
    let listener = listen(addr).map_err(|err| anyhow::anyhow!("cannot listen on {addr}: {err}"))?;
    println!("Serving {} at http://{addr}{}", config.root.display(), config.base_url);
    if let Some(endpoint) = &config.endpoint {
        println!("MCP server (Streamable HTTP) at http://{addr}{}", endpoint.path);
    }
    let interrupted = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    serve_on(listener, config, live_reload, interrupted).await?;
    Ok(())
}

/// How many connections may wait to be accepted; the system caps it (on Linux at
/// `net.core.somaxconn`). With tokio's default of 128, 1,000 clients connecting at
/// once overflowed the queue and the kernel answered with SYN cookies, whose
/// connections carry a small segment size (1,460 bytes where loopback allows
/// 65,483): their responses left in many more, smaller segments for as long as they
/// lasted (`bench/README.md`). nginx asks for 511.
const LISTEN_BACKLOG: u32 = 4096;

/// A socket listening on `addr`, for [`serve_on`].
pub fn listen(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() { tokio::net::TcpSocket::new_v4()? } else { tokio::net::TcpSocket::new_v6()? };
    // As `TcpListener::bind` does: a restarted server can listen again at once.
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Serves on `listener` until `shutdown` completes, then gives requests in progress
/// a moment to finish. Fails only if the worker threads cannot start.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    config: ServerConfig,
    live_reload: Option<LiveReload>,
    shutdown: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let limits = config.limits;
    connections::run(listener, App::new(config, live_reload), limits, shutdown).await
}
