//! Serves a built site directory under its base path.
//!
//! Written on axum rather than with `tower_http::ServeDir` because the site needs
//! strong validators (ETag and 304), the site's own not-found page with status 404,
//! redirects to trailing-slash routes and a strict refusal of hidden files; each is
//! a few lines here and would be a wrapper around ServeDir otherwise.

mod files;
mod live_reload;

use axum::Router;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

pub use live_reload::LiveReload;

/// What to serve and how.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The built site.
    pub root: PathBuf,
    /// The path prefix of every page, with leading and trailing slash.
    pub base_url: String,
}

/// The routes of the server: the site, plus the live-reload stream when given.
pub fn router(config: ServerConfig, live_reload: Option<LiveReload>) -> Router {
    let site = Arc::new(config);
    let mut router = Router::new();
    if let Some(live_reload) = live_reload {
        router = router.route("/__dev/events", axum::routing::get(live_reload::events).with_state(live_reload));
    }
    router.fallback(move |request| files::serve(site.clone(), request))
}

/// Serves until the process is interrupted.
pub async fn serve(config: ServerConfig, addr: SocketAddr, live_reload: Option<LiveReload>) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|err| anyhow::anyhow!("cannot listen on {addr}: {err}"))?;
    let base = config.base_url.clone();
    println!("Serving {} at http://{addr}{base}", config.root.display());
    axum::serve(listener, router(config, live_reload))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}
