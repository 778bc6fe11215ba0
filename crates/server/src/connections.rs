//! Accepting and keeping connections, so that no client, slow or numerous, can make
//! the server unreachable:
//!
//! - a deadline for each request's headers, which also closes keep-alive
//!   connections left idle that long (hyper's `header_read_timeout`);
//! - a deadline for a write that makes no progress (a client that stops reading);
//! - a cap on open connections below the open-file limit, so that accepting and
//!   reading files never run out of descriptors. At the cap, the connection that
//!   has waited longest without a request in progress is closed to admit the new
//!   one: trickling or idle clients give way, and clients that send a request as
//!   they connect, as browsers do, are served. Only when every connection is busy
//!   do new ones wait in the listen queue.
//!
//! The cap and the choice of whom to close are written here: hyper and tower limit
//! requests, not connections, and close no one to make room.

use http_body::{Body as HttpBody, Frame, SizeHint};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify, OwnedSemaphorePermit, Semaphore};
use tokio_io_timeout::TimeoutStream;
use crate::{App, Limits};

/// The most a request's headers may take, in bytes.
const MAX_HEADER_BYTES: usize = 32 * 1024;
/// How long in-flight requests may take to finish once the server is stopping.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);
/// How long to wait before accepting again after `accept` failed (for example when
/// the system, not this process, is out of descriptors).
const ACCEPT_RETRY: Duration = Duration::from_millis(50);

/// Serves `app` on the connections of `listener` until `shutdown` completes.
pub async fn run(listener: TcpListener, app: App, limits: Limits, shutdown: impl Future<Output = ()>) {
    let registry = Arc::new(Registry::new(limits.max_connections));
    let (stopping, stop_signal) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(err) => {
                    eprintln!("cannot accept a connection: {err}");
                    tokio::time::sleep(ACCEPT_RETRY).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let permit = tokio::select! {
            permit = registry.admit() => permit,
            () = &mut shutdown => break,
        };
        let connection = registry.add();
        let (app, registry, stop_signal) = (app.clone(), registry.clone(), stop_signal.clone());
        tokio::spawn(async move {
            serve_connection(stream, app, &connection, &limits, stop_signal).await;
            registry.remove(&connection);
            drop(permit);
        });
    }
    let _ = stopping.send(true);
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, registry.all_closed()).await;
}

async fn serve_connection(stream: TcpStream, app: App, connection: &Arc<Connection>, limits: &Limits, mut stopping: watch::Receiver<bool>) {
    let _ = stream.set_nodelay(true);
    let mut stream = TimeoutStream::new(stream);
    stream.set_write_timeout(Some(limits.send_timeout));
    let requests_of = connection.clone();
    let service = hyper::service::service_fn(move |request| {
        let in_progress = RequestInProgress::start(requests_of.clone());
        let app = app.clone();
        async move {
            let response = app.respond(&request).await;
            Ok::<_, Infallible>(response.map(|body| TrackedBody { body, _in_progress: in_progress }))
        }
    });
    let http = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(MAX_HEADER_BYTES)
        .serve_connection(TokioIo::new(Box::pin(stream)), service);
    tokio::pin!(http);
    tokio::select! {
        _ = http.as_mut() => {}
        // Closed to make room: it has no request in progress, so dropping it is safe.
        () = connection.evicted.notified() => {}
        () = async { let _ = stopping.wait_for(|stop| *stop).await; } => {
            http.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(SHUTDOWN_GRACE, http).await;
        }
    }
}

/// The open connections.
struct Registry {
    slots: Arc<Semaphore>,
    capacity: usize,
    started: Instant,
    next_id: AtomicU64,
    open: Mutex<HashMap<u64, Arc<Connection>>>,
}

struct Connection {
    id: u64,
    registry_started: Instant,
    requests_in_progress: AtomicU32,
    /// Milliseconds since the registry's start at which it last became idle.
    idle_since: AtomicU64,
    evicted: Notify,
}

impl Registry {
    fn new(capacity: usize) -> Registry {
        Registry {
            slots: Arc::new(Semaphore::new(capacity)),
            capacity,
            started: Instant::now(),
            next_id: AtomicU64::new(0),
            open: Mutex::new(HashMap::new()),
        }
    }

    /// A place for one more connection: a free one, else the place of the
    /// connection idle the longest, else the first to be freed.
    async fn admit(&self) -> OwnedSemaphorePermit {
        if let Ok(permit) = self.slots.clone().try_acquire_owned() {
            return permit;
        }
        self.evict_longest_idle();
        self.slots.clone().acquire_owned().await.expect("the semaphore is never closed")
    }

    fn evict_longest_idle(&self) {
        let open = self.open.lock().expect("the registry lock is never poisoned");
        let longest_idle = open
            .values()
            .filter(|c| c.requests_in_progress.load(Ordering::Acquire) == 0)
            .min_by_key(|c| c.idle_since.load(Ordering::Relaxed));
        if let Some(connection) = longest_idle {
            // Not chosen again while it closes.
            connection.requests_in_progress.fetch_add(1, Ordering::AcqRel);
            connection.evicted.notify_one();
        }
    }

    fn add(&self) -> Arc<Connection> {
        let connection = Arc::new(Connection {
            id: self.next_id.fetch_add(1, Ordering::Relaxed),
            registry_started: self.started,
            requests_in_progress: AtomicU32::new(0),
            idle_since: AtomicU64::new(self.started.elapsed().as_millis() as u64),
            evicted: Notify::new(),
        });
        self.open.lock().expect("the registry lock is never poisoned").insert(connection.id, connection.clone());
        connection
    }

    fn remove(&self, connection: &Connection) {
        self.open.lock().expect("the registry lock is never poisoned").remove(&connection.id);
    }

    async fn all_closed(&self) {
        let _ = self.slots.acquire_many(self.capacity as u32).await;
    }
}

/// Marks its connection busy from the request's start until the response's body is
/// sent or dropped.
struct RequestInProgress(Arc<Connection>);

impl RequestInProgress {
    fn start(connection: Arc<Connection>) -> RequestInProgress {
        connection.requests_in_progress.fetch_add(1, Ordering::AcqRel);
        RequestInProgress(connection)
    }
}

impl Drop for RequestInProgress {
    fn drop(&mut self) {
        let connection = &self.0;
        connection.idle_since.store(connection.registry_started.elapsed().as_millis() as u64, Ordering::Relaxed);
        connection.requests_in_progress.fetch_sub(1, Ordering::AcqRel);
    }
}

/// A response body that keeps its request in progress until it is done.
struct TrackedBody {
    body: axum::body::Body,
    _in_progress: RequestInProgress,
}

impl HttpBody for TrackedBody {
    type Data = bytes::Bytes;
    type Error = axum::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// The connection cap for this process: the open-file limit, raised to its hard
/// maximum first, less descriptors kept for reading files and the runtime; at most
/// `ceiling`.
pub fn connection_cap(ceiling: usize) -> usize {
    /// Descriptors kept free for files being read, the listener and the runtime.
    const RESERVED: u64 = 64;
    #[cfg(unix)]
    let descriptors = rlimit::increase_nofile_limit(u64::MAX).unwrap_or(1024);
    #[cfg(not(unix))]
    let descriptors = 1024;
    (descriptors.saturating_sub(RESERVED) as usize).clamp(1, ceiling)
}
