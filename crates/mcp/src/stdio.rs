//! The server over stdio, for an agent that starts `site mcp` on the reader's machine:
//! one client, messages as lines of JSON on standard input and output.

use std::sync::Arc;

use rmcp::transport::async_rw::AsyncRwTransport;
use rmcp::transport::stdio;
use rmcp::{RoleServer, ServiceExt};

use crate::handler::DocsServer;
use crate::limits::{Limits, MAX_MESSAGE_BYTES};
use crate::site::SiteSource;

/// Serves the site built in `source` on standard input and output until the client
/// closes them. A message longer than [`MAX_MESSAGE_BYTES`] is dropped unread.
pub async fn serve(source: SiteSource) -> Result<(), String> {
    let (input, output) = stdio();
    let transport = AsyncRwTransport::<RoleServer, _, _>::new(input, output).with_max_line_length(MAX_MESSAGE_BYTES);
    let server = DocsServer::new(Arc::new(Limits::new(source)));
    let running = server.serve(transport).await.map_err(|err| format!("the client did not start a session: {err}"))?;
    running.waiting().await.map_err(|err| format!("the session ended with an error: {err}"))?;
    Ok(())
}
