//! Accepting and keeping connections, so that no client, slow or numerous, can make
//! the server unreachable:
//!
//! - a deadline for each request's headers: a connection waiting for a request
//!   (trickling its headers, or idle between keep-alive requests) longer than
//!   `header_read_timeout` is closed;
//! - a deadline for a write that makes no progress (a client that stops reading);
//! - a cap on open connections below the open-file limit, so that accepting and
//!   reading files never run out of descriptors. At the cap, the connection that
//!   has waited longest without a request in progress is closed to admit the new
//!   one: trickling or idle clients give way, and clients that send a request as
//!   they connect, as browsers do, are served. Only when every connection is busy
//!   do new ones wait in the listen queue.
//!
//! Both the header deadline and the cap work from one registry of when each
//! connection last started waiting, swept a few times per deadline: that costs less
//! than hyper's own header timer, which resets a timer on every request (measured:
//! about 8 % of the server's instructions per request on a page). No library closes
//! connections to make room, so the registry is written here.

use http_body::{Body as HttpBody, Frame, SizeHint};
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};
use tokio_io_timeout::TimeoutStream;

use crate::sendfile::{CurrentRegion, FileRegion};
use crate::workers::Workers;
use crate::{App, Limits};

/// The most a request's headers may take, in bytes.
const MAX_HEADER_BYTES: usize = 32 * 1024;
/// How long requests in progress may take to finish once the server is stopping.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);
/// How long to wait before accepting again after `accept` failed (for example when
/// the system, not this process, is out of descriptors).
const ACCEPT_RETRY: Duration = Duration::from_millis(50);
/// How many times per header deadline the registry is swept: a connection is
/// closed at most this fraction of the deadline early, never late.
const SWEEPS_PER_DEADLINE: u32 = 30;

/// Serves `app` on the connections of `listener` until `shutdown` completes.
pub(crate) async fn run(listener: TcpListener, app: App, limits: Limits, shutdown: impl Future<Output = ()>) -> std::io::Result<()> {
    let workers = Workers::start()?;
    let registry = Arc::new(Registry::new(limits.max_connections));
    let sweeper = tokio::spawn(sweep_idle(registry.clone(), limits.header_read_timeout));
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
        let (app, registry) = (app.clone(), registry.clone());
        // Moved to the worker's event loop: taken off this one first.
        let Ok(stream) = stream.into_std() else { continue };
        workers.run(Box::pin(async move {
            if let Ok(stream) = TcpStream::from_std(stream) {
                serve_connection(stream, app, &connection, &limits).await;
            }
            registry.remove(&connection);
            drop(permit);
        }));
    }
    sweeper.abort();
    registry.close_all();
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, registry.all_closed()).await;
    workers.stop().await;
    Ok(())
}

/// Closes the connections that have waited for a request longer than `deadline`.
async fn sweep_idle(registry: Arc<Registry>, deadline: Duration) {
    let period = (deadline / SWEEPS_PER_DEADLINE).max(Duration::from_millis(1));
    let mut sweeps = tokio::time::interval(period);
    sweeps.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        sweeps.tick().await;
        // Closed now if its deadline passes before the next sweep. (Measured as time
        // waited: a cut-off time would saturate at the start, closing every connection
        // that began waiting in the server's first millisecond.)
        let too_long = deadline.saturating_sub(period).as_millis() as u64;
        let now = registry.now();
        for connection in registry.open().values() {
            if connection.is_idle() && now.saturating_sub(connection.idle_since.load(Ordering::Relaxed)) >= too_long {
                connection.close(Close::Now);
            }
        }
    }
}

async fn serve_connection(stream: TcpStream, app: App, connection: &Arc<Connection>, limits: &Limits) {
    let _ = stream.set_nodelay(true);
    let context = Arc::new(ConnectionContext { app, connection: connection.clone(), region: CurrentRegion::default() });
    #[cfg(target_os = "linux")]
    let stream = crate::sendfile::SendfileSocket::new(stream, context.region.clone());
    let mut stream = TimeoutStream::new(stream);
    stream.set_write_timeout(Some(limits.send_timeout));
    let stream = std::pin::pin!(stream);
    let service = hyper::service::service_fn(move |request| {
        let in_progress = RequestInProgress::start(context.clone());
        async move {
            let context = &in_progress.0;
            let mut response = context.app.handle(request).await;
            *context.region.lock().expect("the region lock is never poisoned") = response.extensions_mut().remove::<FileRegion>();
            Ok::<_, Infallible>(response.map(|body| TrackedBody { body, _in_progress: in_progress }))
        }
    });
    let http = http1::Builder::new().max_buf_size(MAX_HEADER_BYTES).serve_connection(TokioIo::new(stream), service);
    tokio::pin!(http);
    tokio::select! {
        _ = http.as_mut() => {}
        () = connection.closing.notified() => {
            if connection.graceful.load(Ordering::Acquire) {
                http.as_mut().graceful_shutdown();
                let _ = tokio::time::timeout(SHUTDOWN_GRACE, http).await;
            }
            // Otherwise it has no request in progress: dropping it is safe.
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
    /// Milliseconds since the registry's start at which it last started waiting
    /// for a request.
    idle_since: AtomicU64,
    /// Set when it is told to close, so that it is not chosen twice.
    closed: AtomicBool,
    /// Finish the request in progress first (the server is stopping).
    graceful: AtomicBool,
    closing: Notify,
}

enum Close {
    /// It has no request in progress.
    Now,
    /// After the request in progress, if any.
    Gracefully,
}

impl Connection {
    fn is_idle(&self) -> bool {
        self.requests_in_progress.load(Ordering::Acquire) == 0 && !self.closed.load(Ordering::Acquire)
    }

    fn close(&self, how: Close) {
        if self.closed.swap(true, Ordering::AcqRel) {
            return;
        }
        self.graceful.store(matches!(how, Close::Gracefully), Ordering::Release);
        self.closing.notify_one();
    }
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

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    fn open(&self) -> MutexGuard<'_, HashMap<u64, Arc<Connection>>> {
        self.open.lock().expect("the registry lock is never poisoned")
    }

    /// A place for one more connection: a free one, else the place of the
    /// connection idle the longest, else the first to be freed.
    async fn admit(&self) -> OwnedSemaphorePermit {
        if let Ok(permit) = self.slots.clone().try_acquire_owned() {
            return permit;
        }
        let longest_idle = self.open().values().filter(|c| c.is_idle()).min_by_key(|c| c.idle_since.load(Ordering::Relaxed)).cloned();
        if let Some(connection) = longest_idle {
            connection.close(Close::Now);
        }
        self.slots.clone().acquire_owned().await.expect("the semaphore is never closed")
    }

    fn add(&self) -> Arc<Connection> {
        let connection = Arc::new(Connection {
            id: self.next_id.fetch_add(1, Ordering::Relaxed),
            registry_started: self.started,
            requests_in_progress: AtomicU32::new(0),
            idle_since: AtomicU64::new(self.now()),
            closed: AtomicBool::new(false),
            graceful: AtomicBool::new(false),
            closing: Notify::new(),
        });
        self.open().insert(connection.id, connection.clone());
        connection
    }

    fn remove(&self, connection: &Connection) {
        self.open().remove(&connection.id);
    }

    fn close_all(&self) {
        for connection in self.open().values() {
            connection.close(Close::Gracefully);
        }
    }

    async fn all_closed(&self) {
        let _ = self.slots.acquire_many(self.capacity as u32).await;
    }
}

/// What the requests of one connection share, in one allocation per connection: a
/// request takes a reference to it alone, not to the app, whose counter every worker
/// thread would touch for every request.
struct ConnectionContext {
    app: App,
    connection: Arc<Connection>,
    /// The file region of the response being written (see `sendfile.rs`).
    region: CurrentRegion,
}

/// Marks its connection busy from the request's start until the response's body is
/// sent or dropped.
struct RequestInProgress(Arc<ConnectionContext>);

impl RequestInProgress {
    fn start(context: Arc<ConnectionContext>) -> RequestInProgress {
        context.connection.requests_in_progress.fetch_add(1, Ordering::AcqRel);
        RequestInProgress(context)
    }
}

impl Drop for RequestInProgress {
    fn drop(&mut self) {
        let connection = &self.0.connection;
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

/// The descriptors this process may use for connections and kept files: the
/// open-file limit, raised to its hard maximum first, less descriptors kept for
/// files being read, the listener and the runtime.
pub(crate) fn usable_descriptors() -> usize {
    const RESERVED: u64 = 64;
    #[cfg(unix)]
    let descriptors = rlimit::increase_nofile_limit(u64::MAX).unwrap_or(1024);
    #[cfg(not(unix))]
    let descriptors = 1024;
    descriptors.saturating_sub(RESERVED) as usize
}
