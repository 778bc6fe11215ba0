//! Live reload: open pages listen on a server-sent event stream. After a rebuild of
//! the whole site they reload (`rebuilt`); after an edit that changed only some pages
//! they are told which (`page-updated`: each route after a `/`, one a line, as an
//! event whose data is empty is never delivered) and show the new content in place.

use axum::response::sse::{Event, KeepAlive, Sse};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::{Stream, StreamExt};

/// Tells every open page that the site changed.
#[derive(Debug, Clone)]
pub struct LiveReload {
    sender: broadcast::Sender<Change>,
}

#[derive(Debug, Clone)]
enum Change {
    Site,
    Pages(Arc<[String]>),
}

impl Default for LiveReload {
    fn default() -> Self {
        LiveReload { sender: broadcast::channel(16).0 }
    }
}

impl LiveReload {
    /// Notifies the open pages that the whole site was rebuilt; returns how many are listening.
    pub fn notify(&self) -> usize {
        self.sender.send(Change::Site).unwrap_or(0)
    }

    /// Notifies the open pages that the pages of these routes changed, and nothing else.
    pub fn notify_pages(&self, routes: &[String]) -> usize {
        self.sender.send(Change::Pages(routes.into())).unwrap_or(0)
    }

    /// The stream an open page listens on.
    pub(crate) fn events(&self) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
        let stream = BroadcastStream::new(self.sender.subscribe()).map(|change| {
            Ok(match change {
                Ok(Change::Pages(routes)) => Event::default()
                    .event("page-updated")
                    .data(routes.iter().map(|route| format!("/{route}")).collect::<Vec<_>>().join("\n")),
                // A page that missed changes (a lagging stream) reloads.
                Ok(Change::Site) | Err(_) => Event::default().event("rebuilt").data("reload"),
            })
        });
        Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
    }
}
