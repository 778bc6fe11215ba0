//! Live reload: open pages listen on a server-sent event stream and reload when the
//! site has been rebuilt.

use axum::response::sse::{Event, KeepAlive, Sse};
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::{Stream, StreamExt};

/// Tells every open page that the site changed.
#[derive(Debug, Clone)]
pub struct LiveReload {
    sender: broadcast::Sender<()>,
}

impl Default for LiveReload {
    fn default() -> Self {
        LiveReload { sender: broadcast::channel(16).0 }
    }
}

impl LiveReload {
    /// Notifies the open pages; returns how many are listening.
    pub fn notify(&self) -> usize {
        self.sender.send(()).unwrap_or(0)
    }

    /// The stream an open page listens on.
    pub(crate) fn events(&self) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
        let stream = BroadcastStream::new(self.sender.subscribe()).map(|_| Ok(Event::default().event("rebuilt").data("reload")));
        Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
    }
}
